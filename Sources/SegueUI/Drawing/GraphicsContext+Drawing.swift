import Foundation
import SegueGeometry
import SegueLayers

// UIKit's drawing conveniences, which draw into the current context
// (`GraphicsContext.current`: a view's `draw(_:)`, an image renderer's block); outside
// drawing they do nothing, as UIKit's do. `@preconcurrency @MainActor` as UIKit's own
// (docs/uikit-compatibility.md §1): Swift 5 helper objects call them from nonisolated code.

extension Color {
  /// Makes this the fill colour of the current context (`setFill()`); a dynamic colour is
  /// resolved for `TraitCollection.current` (the view's traits in its `draw(_:)`).
  @preconcurrency @MainActor public func setFill() {
    GraphicsContext.current?.setFillColor(cgColor)
  }
  /// Makes this the stroke colour of the current context (`setStroke()`), resolved as
  /// `setFill()`'s.
  @preconcurrency @MainActor public func setStroke() {
    GraphicsContext.current?.setStrokeColor(cgColor)
  }
  /// Makes this the fill and stroke colour of the current context (`set()`).
  @preconcurrency @MainActor public func set() {
    setFill()
    setStroke()
  }
}

extension BezierPath {
  /// Fills the path in the current context with its fill colour and the path's fill rule.
  @preconcurrency @MainActor public func fill() {
    guard let context = GraphicsContext.current else { return }
    context.beginPath()
    context.addPath(cgPath)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }

  /// Strokes the path in the current context with its stroke colour and the path's line
  /// width, ends and corners.
  @preconcurrency @MainActor public func stroke() {
    guard let context = GraphicsContext.current else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.beginPath()
    context.addPath(cgPath)
    context.strokePath()
  }

  /// Intersects the current context's clip with the path (`addClip()`).
  @preconcurrency @MainActor public func addClip() {
    guard let context = GraphicsContext.current else { return }
    context.beginPath()
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .nonZero)
  }
}

extension Image {
  /// Draws the image upright, stretched into `rect`, in the current context (`draw(in:)`).
  @preconcurrency @MainActor public func draw(in rect: CGRect) {
    GraphicsContext.current?.drawUpright(self, in: rect)
  }

  /// Draws the image upright, stretched into `rect`, with an opacity 0…1
  /// (`draw(in:blendMode:alpha:)` without the blend mode).
  @preconcurrency @MainActor public func draw(in rect: CGRect, alpha: CGFloat) {
    GraphicsContext.current?.drawUpright(self, in: rect, alpha: alpha)
  }

  /// Draws the image upright, stretched into `rect`, with a blend mode and an opacity 0…1
  /// (`draw(in:blendMode:alpha:)`); the context's own blend mode is left as it was.
  @preconcurrency @MainActor public func draw(
    in rect: CGRect, blendMode: BlendMode, alpha: CGFloat
  ) {
    guard let context = GraphicsContext.current else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.drawUpright(self, in: rect, alpha: alpha)
    context.restoreGState()
  }

  /// Draws the image upright at its size with its top-left corner at `point` (`draw(at:)`).
  @preconcurrency @MainActor public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }
}
