import Foundation
import SegueGeometry
import SegueLayers

// The window draws what iOS draws over an app — status bar, Dynamic Island, home indicator,
// rounded display corners — when `showsSystemChrome` is on, from the preferences of the
// controller that decides (ViewController+StatusBar.swift). The chrome's layer is the last
// sublayer of the window's layer, outside the view hierarchy (no hit testing, not in
// `subviews`); `prepareFrame()` puts it back on top after views were added above it and lays it
// out for the window's size (a rotation). Along a container transition the window joins the
// transition's alongside animations with the appearance after it, so a change of preference
// animates with the push or presentation, and an interactive one scrubs it; when the transition
// ends the chrome settles on what the controllers prefer then (a cancel goes back).
// Rejected: a subview of the window (every `subviews` walk and hit test would meet it, and
// presentations add their containers above it).

extension Window {
  /// Whether the window draws the system chrome over its content: the status bar (the time
  /// "9:41", signal, Wi-Fi, battery), the Dynamic Island, the home indicator and the display's
  /// rounded corners, for the window's device (default false).
  ///
  /// A `Stage` leaves it off, as a snapshot of a view controller on iOS has no status bar;
  /// the `segue` tool turns it on for recordings, renders and the window (`--no-chrome` turns
  /// it off). The status bar follows the controllers' `prefersStatusBarHidden`,
  /// `preferredStatusBarStyle` and `prefersHomeIndicatorAutoHidden`.
  public var showsSystemChrome: Bool {
    get { systemChrome != nil }
    set {
      guard newValue != showsSystemChrome else { return }
      if newValue {
        let chrome = SystemChromeView(
          device: device
            ?? Device(
              name: "window", size: bounds.size, scale: 1, safeAreaInsets: hostSafeAreaInsets))
        systemChrome = chrome
        keepSystemChromeOnTop()
        View.performWithoutAnimation { updateSystemChrome() }
      } else {
        systemChrome?.layer.removeFromSuperlayer()
        systemChrome = nil
      }
    }
  }

  /// The controller whose status bar preferences apply: the root, or the last presented
  /// controller that captures the status bar (nil without a root).
  private var statusBarDecider: ViewController? {
    guard var decider = rootViewController else { return nil }
    var current = decider
    while let presented = current.presentedController, !presented.isBeingDismissed {
      if presented.capturesStatusBarWhenPresented { decider = presented }
      current = presented
    }
    return decider
  }

  /// What the status bar and home indicator show now, from the deciding controllers.
  var resolvedSystemChromeAppearance: SystemChromeAppearance {
    guard let decider = statusBarDecider else { return SystemChromeAppearance() }
    let styler = decider.following(\.childForStatusBarStyle)
    return SystemChromeAppearance(
      isStatusBarHidden: decider.following(\.childForStatusBarHidden).prefersStatusBarHidden,
      statusBarStyle: styler.preferredStatusBarStyle.resolved(for: styler.traitCollection),
      isHomeIndicatorHidden: decider.following(\.childForHomeIndicatorAutoHidden)
        .prefersHomeIndicatorAutoHidden)
  }

  /// How the status bar hides or shows now: the `preferredStatusBarUpdateAnimation` of the
  /// controller whose `prefersStatusBarHidden` applies.
  var resolvedStatusBarAnimation: StatusBarAnimation {
    statusBarDecider?.following(\.childForStatusBarHidden).preferredStatusBarUpdateAnimation
      ?? .fade
  }

  /// The appearance the chrome shows now (nil while it is off).
  var shownSystemChromeAppearance: SystemChromeAppearance? { systemChrome?.appearance }

  /// Shows the deciding controllers' preferences; inside an animation block the change
  /// animates with it.
  func updateSystemChrome() {
    guard let systemChrome else { return }
    let appearance = resolvedSystemChromeAppearance
    homeIndicatorPreferenceWillChange(to: appearance.isHomeIndicatorHidden)
    systemChrome.apply(appearance, hidingWith: resolvedStatusBarAnimation)
  }

  /// Joins `coordinator`'s transition: the chrome changes to what the controllers prefer after
  /// it, along the transition, and settles when it ends.
  func systemChromeJoin(_ coordinator: any ViewControllerTransitionCoordinator) {
    guard let systemChrome else { return }
    _ = coordinator.animateAlongsideTransition(
      in: systemChrome,
      animation: { [weak self] _ in self?.updateSystemChrome() },
      completion: { [weak self] _ in View.performWithoutAnimation { self?.updateSystemChrome() } })
  }

  /// Puts the chrome's layer above every other sublayer and fits it to the window.
  func keepSystemChromeOnTop() {
    guard let systemChrome else { return }
    if layer.sublayers?.last !== systemChrome.layer {
      systemChrome.layer.removeFromSuperlayer()
      layer.addSublayer(systemChrome.layer)
    }
    if systemChrome.frame != bounds {
      View.performWithoutAnimation {
        systemChrome.frame = bounds
        systemChrome.setNeedsLayout()
      }
    }
    View.performWithoutAnimation {
      systemChrome.layoutIfNeeded()
      // Only a device with a home indicator needs the walk of the tree under it.
      guard !systemChrome.homeIndicator.isHidden else { return }
      systemChrome.homeIndicatorIsLight = isDark(below: systemChrome.homeIndicator.center)
    }
  }

  /// Whether the content under `point` (window coordinates) is dark, as drawn now: the
  /// background colour of the frontmost view there that is opaque enough has a luminance under
  /// one half (none: dark, the screen's black). UIKit's home indicator adapts its colour to what
  /// is behind it (its exact rule is not public). Views are walked by their layers' presentation
  /// values, so sliding content counts where it is drawn; transforms and masks are not followed
  /// (a masked view's background is skipped).
  func isDark(below point: CGPoint) -> Bool {
    var found: Color?
    func visit(_ view: View, _ point: CGPoint) {
      let drawn = view.layer.presentationValues()
      guard !drawn.isHidden, drawn.opacity > 0.01 else { return }
      let size = drawn.bounds.size
      let local = CGPoint(
        x: point.x - (drawn.position.x - size.width * drawn.anchorPoint.x) + drawn.bounds.minX,
        y: point.y - (drawn.position.y - size.height * drawn.anchorPoint.y) + drawn.bounds.minY)
      // A masked layer's background shows only inside its mask, which is not followed here.
      let inside = drawn.bounds.contains(local)
      if inside, view.layer.mask == nil, let color = drawn.backgroundColor, color.alpha >= 0.5 {
        found = color
      }
      // Nothing of a clipping view's subtree is drawn outside its bounds.
      guard inside || !drawn.masksToBounds else { return }
      for subview in view.subviews { visit(subview, local) }
    }
    for subview in subviews { visit(subview, point) }
    guard let color = found else { return true }
    return 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue < 0.5
  }
}
