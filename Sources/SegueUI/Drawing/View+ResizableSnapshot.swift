import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers

extension View {
  /// A view showing a picture of part of this view that stretches only between its caps
  /// (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`).
  ///
  /// `rect` (this view's bounds coordinates, clipped to them) is rendered as
  /// `drawHierarchy(in:afterScreenUpdates:)` renders, at the current stage's screen scale; the
  /// returned view, `rect`'s size at the origin, shows it as its layer's contents with a
  /// `contentsCenter` that keeps the cap insets at their size when the view is resized (the
  /// corners fixed, the edges stretched along them, the middle both ways).
  /// - Returns: the snapshot view, or nil with a diagnostic when `rect` misses the bounds or
  ///   the hierarchy cannot be rendered (UIKit documents nil for a failed snapshot).
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
  ) -> View? {
    let area = rect.standardized.intersection(bounds)
    guard !area.isNull, area.width > 0, area.height > 0,
      area.width.isFinite, area.height.isFinite
    else {
      Transaction.diagnostics(
        "segue: resizableSnapshotView(from: \(rect)) misses the view's bounds \(bounds); nil")
      return nil
    }
    let scale = Stage.current?.device.scale ?? Self.defaultSnapshotScale
    let whole: Image
    do {
      whole = try drawHierarchy(
        in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: afterUpdates,
        using: CairoRenderer(), scale: scale)
    } catch {
      Transaction.diagnostics("segue: resizableSnapshotView(from:…): \(error)")
      return nil
    }
    let pixels = CGRect(
      x: (area.minX - bounds.minX) * CGFloat(scale), y: (area.minY - bounds.minY) * CGFloat(scale),
      width: area.width * CGFloat(scale), height: area.height * CGFloat(scale))
    guard let cropped = Self.crop(whole.bitmap, to: pixels) else { return nil }
    let snapshot = View(frame: CGRect(origin: .zero, size: area.size))
    snapshot.isUserInteractionEnabled = false
    Transaction.perform(disableActions: true) {
      snapshot.layer.contents = Image(bitmap: cropped, scale: CGFloat(scale))
      snapshot.layer.contentsScale = CGFloat(scale)
      snapshot.layer.contentsCenter = Self.contentsCenter(capInsets: capInsets, size: area.size)
    }
    return snapshot
  }

  /// The unit rectangle between `capInsets` of a picture of `size` points; insets are clamped
  /// to the picture, and caps that overlap meet in the middle.
  static func contentsCenter(capInsets: EdgeInsets, size: CGSize) -> CGRect {
    func span(_ leading: CGFloat, _ trailing: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
      let low = min(max(leading, 0), length) / length
      let high = 1 - min(max(trailing, 0), length) / length
      return high >= low ? (low, high - low) : ((low + high) / 2, 0)
    }
    let (x, width) = span(capInsets.left, capInsets.right, size.width)
    let (y, height) = span(capInsets.top, capInsets.bottom, size.height)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The pixels of `bitmap` inside `rect` (rounded to whole pixels), or nil when none are.
  private static func crop(_ bitmap: Bitmap, to rect: CGRect) -> Bitmap? {
    let x0 = max(Int(rect.minX.rounded()), 0)
    let y0 = max(Int(rect.minY.rounded()), 0)
    let x1 = min(Int(rect.maxX.rounded()), bitmap.width)
    let y1 = min(Int(rect.maxY.rounded()), bitmap.height)
    guard x1 > x0, y1 > y0 else { return nil }
    var pixels: [UInt8] = []
    pixels.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for y in y0..<y1 {
      let row = (y * bitmap.width + x0) * 4
      pixels.append(contentsOf: bitmap.pixels[row..<row + (x1 - x0) * 4])
    }
    return Bitmap(width: x1 - x0, height: y1 - y0, pixels: pixels)
  }
}
