import Foundation

/// The animation of a presentation made without a custom animator (`UIModalTransitionStyle`),
/// set on the presented controller; raw values are UIKit's (reference §5.3).
public enum ModalTransitionStyle: Int, Sendable, Hashable {
  /// The presented view slides up from the bottom; dismissal slides it back down (default).
  case coverVertical = 0
  /// The presenter's view turns over about the vertical axis, from right to left, revealing
  /// the presented view on its back; dismissal turns it back from left to right.
  case flipHorizontal = 1
  /// The presented view fades in over the presenter; dismissal fades it out.
  case crossDissolve = 2
  /// One corner of the presenter's view curls up part-way, revealing the presented view
  /// beneath; a tap on the curled page dismisses, and the page uncurls back over it. Only for
  /// full-screen presentations (UIKit raises an exception otherwise); a controller presented
  /// so cannot present another (ignored with a message).
  case partialCurl = 3
}

extension ModalTransitionStyle {
  /// How long Segue's built-in animation of this style lasts when animated, seconds (UIKit's
  /// durations are not public; see `ModalTransitionAnimator`). Not part of UIKit's API.
  public var builtInDuration: Double {
    switch self {
    case .coverVertical: ModalTransitionAnimator.coverVerticalDuration
    case .crossDissolve: ModalTransitionAnimator.crossDissolveDuration
    case .flipHorizontal: ModalTransitionAnimator.flipDuration
    case .partialCurl: PartialCurlView.duration
    }
  }
}
