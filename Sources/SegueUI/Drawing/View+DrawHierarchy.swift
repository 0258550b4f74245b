import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers

extension View {
  /// Draws this view's hierarchy, as it is on screen now, stretched into `rect` of the current
  /// graphics context (`drawHierarchy(in:afterScreenUpdates:)`), as iOS code does inside
  /// `UIGraphicsImageRenderer` or `UIGraphicsBeginImageContextWithOptions` to make a picture
  /// of a view.
  ///
  /// The hierarchy is rendered with Cairo at the current stage's screen scale (2 without a
  /// stage), as UIKit snapshots at the screen's, and recorded upright in the context as an
  /// image — like `UIImage.draw(in:)`. The view's own position and transform are left out
  /// (`drawHierarchy(in:afterScreenUpdates:using:scale:)`).
  /// - Returns: true when the picture was drawn; false, with a diagnostic, when there is no
  ///   current context or the view cannot be rendered (UIKit returns false when the snapshot
  ///   is incomplete, **medium**: its documentation says only "false if … missing").
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = GraphicsContext.current else {
      Transaction.diagnostics(
        "segue: drawHierarchy(in:afterScreenUpdates:) outside an image context draws nothing")
      return false
    }
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else {
      return false
    }
    let scale = Stage.current?.device.scale ?? Self.defaultSnapshotScale
    do {
      let image = try drawHierarchy(
        in: CGRect(origin: .zero, size: rect.size), afterScreenUpdates: afterUpdates,
        using: CairoRenderer(), scale: scale)
      context.drawUpright(image, in: rect)
      return true
    } catch {
      Transaction.diagnostics("segue: drawHierarchy(in:afterScreenUpdates:): \(error)")
      return false
    }
  }

  /// Pixels per point of a hierarchy drawn without a stage (a 2× screen).
  static let defaultSnapshotScale = 2
}
