/// Which of fill and stroke `drawPath(using:)` paints (`CGPathDrawingMode`).
public enum PathDrawingMode: Int32, Sendable, Hashable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}
