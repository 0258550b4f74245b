import Foundation

// Core Graphics' names for the Segue values that stand in for CoreGraphics' objects on Linux
// (Foundation has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; SegueGeometry adds
// `CGAffineTransform` and `CGVector`). `UIColor.cgColor`, `UIBezierPath.cgPath` and
// `UIImage.cgImage` return these.

/// `CGColor`: Segue's `Color` (a value; `Color.cgColor` is the colour itself).
public typealias CGColor = Color
/// `CGPath`: Segue's `Path` (an immutable value).
public typealias CGPath = Path
/// `CGImage`: Segue's `Image` (`Image.cgImage` is the image itself).
public typealias CGImage = Image
/// `CGLineCap`: Segue's `LineCap`.
public typealias CGLineCap = LineCap
/// `CGLineJoin`: Segue's `LineJoin`.
public typealias CGLineJoin = LineJoin
/// `CGPathFillRule`: Segue's `FillRule`.
public typealias CGPathFillRule = FillRule
/// `CGBlendMode`: Segue's `BlendMode`.
public typealias CGBlendMode = BlendMode

extension NSValue {
  /// `NSValue(cgPoint:)`: a boxed point, as iOS code gives keyframe animations their values.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// `NSValue(cgRect:)`: a boxed rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// `NSValue(cgSize:)`: a boxed size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// The boxed point (`cgPointValue`).
  public var cgPointValue: CGPoint { pointValue }
  /// The boxed rectangle (`cgRectValue`).
  public var cgRectValue: CGRect { rectValue }
  /// The boxed size (`cgSizeValue`).
  public var cgSizeValue: CGSize { sizeValue }
}
