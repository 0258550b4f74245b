import Foundation
import SegueGeometry

extension ViewController {
  /// How a controller is shown when pushed or presented and hidden again
  /// (`UIViewController.Transition`, iOS 18), set as its `preferredTransition`.
  ///
  /// `.zoom(options:sourceViewProvider:)` zooms the controller's view out of a source view (a
  /// card, a thumbnail) and back into it; it works for a push (and the pop) and a
  /// presentation (and the dismissal). The other values are the modal transition styles:
  /// they replace `modalTransitionStyle` when the controller is presented; a push ignores them
  /// and slides as usual (est: Apple documents them as presentation transitions only).
  @MainActor
  public final class Transition {
    enum Kind {
      case zoom(ZoomOptions, @MainActor (ZoomSourceViewProviderContext) -> View?)
      case modal(ModalTransitionStyle)
    }

    let kind: Kind
    /// The zoom's interactive dismissal while the controller is zoomed in (nil otherwise).
    var zoomInteraction: ZoomInteraction?

    init(_ kind: Kind) {
      self.kind = kind
    }

    /// A zoom out of the view `sourceViewProvider` returns
    /// (`zoom(options:sourceViewProvider:)`).
    ///
    /// The provider is asked when the controller is shown and again when it is hidden (the
    /// source may have changed meanwhile, e.g. the detail paged to another item), and may be
    /// asked more than once per transition. A nil answer zooms from or to a small square in the
    /// middle of the screen (UIKit's fallback source width, 44 pt). While shown, a downward
    /// swipe on the controller's view shrinks it under the finger and dismisses or pops it; a
    /// zoom in flight can be grabbed and thrown either way.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping @MainActor (ZoomSourceViewProviderContext) -> View?
    ) -> Transition {
      Transition(.zoom(options ?? ZoomOptions(), sourceViewProvider))
    }

    /// The presented view slides up from the bottom (`coverVertical`).
    public static var coverVertical: Transition { Transition(.modal(.coverVertical)) }
    /// The presenting view fades out as the presented one fades in (`crossDissolve`).
    public static var crossDissolve: Transition { Transition(.modal(.crossDissolve)) }
    /// A horizontal 3D flip, right to left, back left to right on dismissal (`flipHorizontal`).
    public static var flipHorizontal: Transition { Transition(.modal(.flipHorizontal)) }
    /// A corner of the presenting view curls up to reveal the presented one (`partialCurl`;
    /// needs `.fullScreen` as `modalTransitionStyle = .partialCurl` does).
    public static var partialCurl: Transition { Transition(.modal(.partialCurl)) }

    /// The zoom's options and source provider, when this is a zoom.
    var zoom: (options: ZoomOptions, provider: @MainActor (ZoomSourceViewProviderContext) -> View?)?
    {
      if case .zoom(let options, let provider) = kind { return (options, provider) }
      return nil
    }

    /// The modal transition style this value stands for, when it is not a zoom.
    var modalTransitionStyle: ModalTransitionStyle? {
      if case .modal(let style) = kind { return style }
      return nil
    }
  }
}

extension ViewController.Transition {
  /// What the source view provider is told (`ZoomSourceViewProviderContext`).
  @MainActor
  public final class ZoomSourceViewProviderContext {
    /// The controller that pushed or presented the zoomed one (`sourceViewController`).
    public let sourceViewController: ViewController
    /// The controller being zoomed (`zoomedViewController`).
    public let zoomedViewController: ViewController

    init(source: ViewController, zoomed: ViewController) {
      sourceViewController = source
      zoomedViewController = zoomed
    }
  }

  /// Options of a zoom transition (`ZoomOptions`).
  @MainActor
  public final class ZoomOptions {
    /// Decides whether a swipe may start the interactive dismissal
    /// (`interactiveDismissShouldBegin`); nil: the system's decision (`willBegin`) stands.
    public var interactiveDismissShouldBegin: (@MainActor (InteractionContext) -> Bool)?
    /// The part of the zoomed view, in its own coordinates, that lines up with the source
    /// view (`alignmentRectProvider`); nil or a nil answer: the top of the zoomed view, at the
    /// source's width.
    public var alignmentRectProvider: (@MainActor (AlignmentRectContext) -> CGRect?)?
    /// The colour dimming the source screen behind the zoomed view (`dimmingColor`); nil:
    /// black at `ZoomGeometry.defaultDimmingAlpha` (0.15).
    public var dimmingColor: Color?
    /// A visual effect (a blur) over the source screen behind the zoomed view, under the
    /// dimming colour (`dimmingVisualEffect`); nil: none. It fades in and out with the zoom as
    /// the dimming does (est: UIKit's own ramp of the effect is not published).
    public var dimmingVisualEffect: VisualEffect?

    /// Creates the default options.
    public init() {}

    /// What `interactiveDismissShouldBegin` is told (`InteractionContext`).
    public struct InteractionContext {
      /// Where the touch is, in the zoomed controller's view (`location`).
      public let location: CGPoint
      /// The touch's velocity, points per second (`velocity`).
      public let velocity: CGVector
      /// Whether the system would begin the dismissal (`willBegin`): the swipe points within
      /// 30° of straight down.
      public let willBegin: Bool
    }

    /// What `alignmentRectProvider` is told (`AlignmentRectContext`).
    @MainActor
    public final class AlignmentRectContext {
      /// The source view of this zoom (`sourceView`).
      public let sourceView: View
      /// The controller being zoomed (`zoomedViewController`).
      public let zoomedViewController: ViewController

      init(sourceView: View, zoomed: ViewController) {
        self.sourceView = sourceView
        zoomedViewController = zoomed
      }
    }
  }
}

extension ViewController {
  /// The zoom animator showing (`isZoomIn`) or hiding `zoomed`, whose preferred transition is
  /// a zoom, from or to `source`; nil when it is not a zoom.
  static func zoomAnimator(zoomed: ViewController, source: ViewController, isZoomIn: Bool)
    -> ZoomTransitionAnimator?
  {
    guard let transition = zoomed.preferredTransition, transition.zoom != nil else { return nil }
    return ZoomTransitionAnimator(
      zoomed: zoomed, source: source, transition: transition, isZoomIn: isZoomIn)
  }

  /// The interaction controller of a swipe starting to dismiss or pop this zoomed controller
  /// right now, else nil.
  var pendingZoomInteractor: (any ViewControllerInteractiveTransitioning)? {
    preferredTransition?.zoomInteraction?.pendingInteractor
  }
}

extension ViewController {
  /// The modal transition style a presentation of this controller uses: its preferred
  /// transition's when that is one of the modal styles, else `modalTransitionStyle`.
  var effectiveModalTransitionStyle: ModalTransitionStyle {
    preferredTransition?.modalTransitionStyle ?? modalTransitionStyle
  }
}
