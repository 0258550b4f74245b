import SegueAnimation

extension View {
  /// Options of animation blocks and view transitions (`UIView.AnimationOptions`), with
  /// UIKit's exact bit layout: flags in bits 0–9, the curve in bits 16–19, the transition in
  /// bits 20–23. `.curveEaseInOut` and `.transitionNone` are 0, so `[]` means both.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out the views the block changed, inside the block, so their subviews animate too.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let touches reach the views while they animate (stored for the touch system).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen. Segue always starts block animations from the current
    /// presentation value, so this flag changes nothing (see `View.animate`).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (the completion then only runs if the animations are removed).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play each cycle forwards then backwards. Without `.repeat` the view ends at the block's
    /// values after playing back to the old ones, as in UIKit (set them back in the completion).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// In a nested block, use this block's duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// In a nested block, use this block's curve (or spring) instead of the enclosing one's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Let the content of a transition animate live (stored; Segue transitions snapshots).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// In `transition(from:to:…)`, hide and show the views instead of removing and adding.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// In a nested block, do not inherit the enclosing block's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow start and end (the default, 0).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition (the default, 0).
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip about the vertical axis, left edge towards the viewer.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip about the vertical axis, right edge towards the viewer.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Page curl up from the bottom: the old look curls away, revealing the new.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Page curl down from the top: the new look uncurls over the old.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Fade from the old content to the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip about the horizontal axis, top edge towards the viewer.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip about the horizontal axis, bottom edge towards the viewer.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    static let curveMask: UInt = 0xF << 16
    static let transitionMask: UInt = 0xF << 20

    /// The curve in bits 16–19 (values UIKit does not define read as `.easeInOut`).
    public var curve: AnimationCurve {
      AnimationCurve(rawValue: Int((rawValue & Self.curveMask) >> 16)) ?? .easeInOut
    }

    /// The transition field, bits 20–23, as options (`.transitionNone` when empty).
    public var transition: AnimationOptions {
      AnimationOptions(rawValue: rawValue & Self.transitionMask)
    }

    /// The flags that nested blocks inherit unless `.overrideInheritedOptions` is given.
    static let inheritable: AnimationOptions = [
      .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse, .allowAnimatedContent,
    ]
  }

  /// The pacing of a block animation (`UIView.AnimationCurve`); raw values are UIKit's.
  public enum AnimationCurve: Int, Sendable, Hashable, CaseIterable {
    /// Slow at the beginning and the end (the default).
    case easeInOut = 0
    /// Slow at the beginning.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The Core Animation timing function of the curve (easeInOut is `easeInEaseOut`,
    /// control points (0.42, 0) and (0.58, 1)).
    public var timingFunction: MediaTimingFunction {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }

  /// Options of keyframe blocks (`UIView.KeyframeAnimationOptions`), with UIKit's bits: the
  /// flags shared with `AnimationOptions` in bits 0–9, the calculation mode in bits 10–12.
  /// UIKit code also passes an `AnimationOptions` curve (bits 16–19) cast to this type; Segue
  /// honours it as the pacing of the whole keyframe animation (default ease-in-ease-out).
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// See `AnimationOptions.layoutSubviews` (stored).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// See `AnimationOptions.allowUserInteraction` (stored).
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// See `AnimationOptions.beginFromCurrentState` (always the case in Segue).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Play forwards then backwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// In a nested block, use this block's duration.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// In a nested block, do not inherit options.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between keyframe values (the default, 0).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Jump from value to value.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Constant speed; relative start times and durations are ignored.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the values.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A spline at constant speed; relative start times and durations are ignored.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode in bits 10–12 (undefined values read as linear).
    public var calculationMode: CalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: .discrete
      case 2: .paced
      case 3: .cubic
      case 4: .cubicPaced
      default: .linear
      }
    }

    /// The curve UIKit code casts into bits 16–19 (default ease-in-ease-out).
    public var curve: AnimationCurve { AnimationOptions(rawValue: rawValue).curve }
  }
}
