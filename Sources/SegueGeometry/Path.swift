import Foundation

/// One drawing command of a `Path`.
public enum PathElement: Sendable, Hashable {
  /// Starts a new subpath at a point.
  case move(to: CGPoint)
  /// A straight line from the current point.
  case line(to: CGPoint)
  /// A quadratic Bézier curve from the current point.
  case quadCurve(to: CGPoint, control: CGPoint)
  /// A cubic Bézier curve from the current point.
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  /// Closes the current subpath with a straight line to its start.
  case closeSubpath
}

/// An immutable vector path, the value a `ShapeLayer` draws (`CGPath`).
///
/// Arcs, ovals and rounded rectangles are stored as cubic Bézier curves (as Core Graphics
/// does), so every path is a list of the five elements of `PathElement`. Build one with
/// `BezierPath` and read `cgPath`, or directly from elements.
public struct Path: Sendable, Hashable {
  /// The drawing commands in order.
  public var elements: [PathElement]

  /// Creates a path from drawing commands.
  public init(elements: [PathElement] = []) {
    self.elements = elements
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }
}
