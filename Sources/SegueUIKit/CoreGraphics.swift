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
