import Foundation
import SegueGeometry

// The colours, opacity and line style that painting uses (`CGContext.setFillColor`…), kept in
// the graphics state that `saveGState()`/`restoreGState()` save and restore.
extension GraphicsContext {
  /// Sets the fill colour.
  public func setFillColor(_ color: Color) { state.fillColor = color }
  /// Sets the stroke colour.
  public func setStrokeColor(_ color: Color) { state.strokeColor = color }
  /// Sets the fill colour from components 0…1.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fillColor = Color(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the stroke colour from components 0…1.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.strokeColor = Color(red: red, green: green, blue: blue, alpha: alpha)
  }
  /// Sets the fill colour to a grey 0…1.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    state.fillColor = Color(white: gray, alpha: alpha)
  }
  /// Sets the stroke colour to a grey 0…1.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    state.strokeColor = Color(white: gray, alpha: alpha)
  }
  /// Sets the opacity 0…1 that everything drawn afterwards is multiplied by.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
  /// Sets the line width in user coordinates.
  public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
  /// Sets how lines end.
  public func setLineCap(_ cap: LineCap) { state.stroke.lineCap = cap }
  /// Sets how lines meet.
  public func setLineJoin(_ join: LineJoin) { state.stroke.lineJoin = join }
  /// Sets the miter limit.
  public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
  /// Sets the dash pattern (empty lengths: solid).
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.stroke.dashPhase = phase
    state.stroke.dashLengths = lengths
  }
}
