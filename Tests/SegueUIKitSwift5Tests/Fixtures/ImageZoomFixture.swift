// Imports as image-zoom transition libraries write them, each guarded by `canImport`: on
// Linux none of these frameworks exists and SegueUIKit has the names (`AVMakeRect`,
// `CATransaction`, `CFTimeInterval`). Segue offers no module named after an Apple framework
// (docs/uikit-compatibility.md explains why).
#if canImport(AVFoundation)
  import AVFoundation
#endif
#if canImport(CoreGraphics)
  import CoreGraphics
#endif
#if canImport(QuartzCore)
  import QuartzCore
#endif
#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

/// Where an aspect-fit image of `imageSize` is drawn in `imageView`, as zoom animators find
/// the frame to fly a snapshot to.
public func zoomFixtureTargetFrame(imageSize: CGSize, in bounds: CGRect) -> CGRect {
  AVMakeRect(aspectRatio: imageSize, insideRect: bounds)
}

/// A transaction with its animation duration and no actions, as zoom animators set up the
/// layers they fly.
public func zoomFixtureFlyLayer(_ layer: CALayer, to frame: CGRect) -> CFTimeInterval {
  CATransaction.begin()
  CATransaction.setDisableActions(true)
  layer.frame = frame
  CATransaction.commit()
  return CATransaction.animationDuration()
}
