// Core Animation's names for Segue's layers, animations and timing.

/// `CALayer`: Segue's `Layer`.
public typealias CALayer = Layer
/// `CAShapeLayer`: Segue's `ShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// `CAGradientLayer`: Segue's `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// `CATextLayer`: Segue's `TextLayer`.
public typealias CATextLayer = TextLayer
/// `CALayerDelegate`: Segue's `LayerDelegate`.
public typealias CALayerDelegate = LayerDelegate
/// `CAAction`: Segue's `Action`.
public typealias CAAction = Action
/// `CACornerMask`: Segue's `CornerMask`.
public typealias CACornerMask = CornerMask
/// `CALayerContentsGravity`: Segue's `LayerContentsGravity`.
public typealias CALayerContentsGravity = LayerContentsGravity
/// `CALayerContentsFilter`: Segue's `LayerContentsFilter`.
public typealias CALayerContentsFilter = LayerContentsFilter
/// `CAGradientLayerType`: Segue's `GradientLayerType`.
public typealias CAGradientLayerType = GradientLayerType
/// `CATextLayerAlignmentMode`: Segue's `TextLayerAlignmentMode`.
public typealias CATextLayerAlignmentMode = TextLayerAlignmentMode
/// `CATextLayerTruncationMode`: Segue's `TextLayerTruncationMode`.
public typealias CATextLayerTruncationMode = TextLayerTruncationMode
/// `CAShapeLayerFillRule`: Segue's `ShapeLayerFillRule`.
public typealias CAShapeLayerFillRule = ShapeLayerFillRule
/// `CAShapeLayerLineCap`: Segue's `ShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = ShapeLayerLineCap
/// `CAShapeLayerLineJoin`: Segue's `ShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = ShapeLayerLineJoin

/// `CAAnimation`: Segue's `Animation`.
public typealias CAAnimation = Animation
/// `CAPropertyAnimation`: Segue's `PropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// `CABasicAnimation`: Segue's `BasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// `CAKeyframeAnimation`: Segue's `KeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// `CASpringAnimation`: Segue's `SpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// `CAAnimationGroup`: Segue's `AnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// `CAAnimationDelegate`: Segue's `AnimationDelegate`.
public typealias CAAnimationDelegate = AnimationDelegate
/// `CAAnimationCalculationMode`: Segue's `CalculationMode`.
public typealias CAAnimationCalculationMode = CalculationMode
/// `CAAnimationRotationMode`: Segue's `KeyframeAnimation.RotationMode`.
public typealias CAAnimationRotationMode = KeyframeAnimation.RotationMode
/// `CAMediaTimingFillMode`: Segue's `FillMode`.
public typealias CAMediaTimingFillMode = FillMode
/// `CAMediaTimingFunction`: Segue's `MediaTimingFunction`.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// `CAMediaTimingFunctionName`: Segue's `MediaTimingFunctionName`.
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
/// `CATransaction`: Segue's `Transaction`.
public typealias CATransaction = Transaction
/// `CATransform3D`: Segue's `Transform3D`.
public typealias CATransform3D = Transform3D

/// `CFTimeInterval`: Core Foundation's seconds, which Core Animation's timing uses (Linux's
/// Foundation does not export it).
public typealias CFTimeInterval = Double
/// `HUGE`: the C library's infinity, which iOS code gives `repeatCount` to repeat forever
/// (Linux's C library module does not export the macro).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let HUGE = Float.infinity

/// `CADisplayLink`: Segue's `DisplayLink`, called at each frame of the current stage. The
/// iOS `init(target:selector:)` is spelled `init(target:action:)` with a method reference
/// (`segue migrate` rewrites it).
public typealias CADisplayLink = DisplayLink
/// `CAFrameRateRange`: Segue's `FrameRateRange`.
public typealias CAFrameRateRange = FrameRateRange
