import Foundation
import SegueGeometry
import SegueLayers

/// How many views are autoresizing their subviews now: while one is, the subviews' own
/// safe-area updates wait for its (which recomputes the whole subtree), so that a subview
/// resized by its bounds and then its centre does not hear of a safe area measured half-way.
@MainActor private var autoresizingDepth = 0

extension View {
  /// Runs a change of the layer's geometry, then what follows it in UIKit: when the bounds
  /// size changed, the subviews are autoresized and the view is marked as needing layout; the
  /// safe area of the subtree is updated. Runs inside the current animation block, so
  /// autoresized frames animate with the change that caused them.
  /// Key-value observers hear of the change once, after all that, as after UIKit's setter.
  func changeGeometry(_ change: () -> Void) {
    layer.groupingKeyValueChanges {
      let oldSize = layer.bounds.size
      change()
      let newSize = layer.bounds.size
      if newSize != oldSize {
        setNeedsLayout()
        if autoresizesSubviews {
          autoresizingDepth += 1
          for subview in subviews { subview.autoresize(from: oldSize, to: newSize) }
          autoresizingDepth -= 1
        }
      }
      if autoresizingDepth == 0 { updateSafeAreaInsets() }
      // A root view turned with its window may change width class, so minimum margins
      // (told after the safe area, as a change of both is told once).
      if newSize != oldSize { rootMarginsMayHaveChanged() }
    }
  }

  /// Applies `autoresizingMask` for a change of the superview's size. Works on the
  /// untransformed frame (centre and bounds size), so a transformed view keeps its transform.
  private func autoresize(from oldSize: CGSize, to newSize: CGSize) {
    guard !autoresizingMask.isEmpty else { return }
    let size = layer.bounds.size
    let anchor = layer.anchorPoint
    let position = layer.position
    let untransformed = CGRect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
    let resized = autoresizingMask.resized(untransformed, from: oldSize, to: newSize)
    guard resized != untransformed else { return }
    bounds = CGRect(origin: layer.bounds.origin, size: resized.size)
    center = CGPoint(
      x: resized.minX + anchor.x * resized.width, y: resized.minY + anchor.y * resized.height)
  }
}

extension View {
  /// Marks the contents for drawing again (`draw(_:)`) before the next frame.
  public func setNeedsDisplay() {
    layer.setNeedsDisplay()
  }

  /// Marks the contents for drawing again; the whole view is redrawn (`rect`, in bounds
  /// coordinates, only says where the change is).
  public func setNeedsDisplay(_ rect: CGRect) {
    layer.setNeedsDisplay(rect)
  }
}
