import Foundation
import SegueAnimation
import SegueGeometry
import SegueLayers

/// A rectangular area of the screen backed by a layer, the node of a view hierarchy (`UIView`).
///
/// Every view owns one layer (of the class `layerClass` names) and is that layer's delegate.
/// Geometry and appearance properties are the layer's model values: setting one changes what
/// the layer shows at the next frame, without animation, unless the change happens inside an
/// animation block (`View.animate(withDuration:animations:)`), where the view answers the
/// layer's action request with an animation built from the block's parameters — UIKit's own
/// mechanism. Coordinates are points, origin top-left, y down; angles are radians, clockwise.
///
/// Geometry should be changed through the view (`frame`, `bounds`, `center`, `transform`):
/// that is where autoresizing, layout invalidation and the safe area follow a change. Writing
/// the layer's geometry directly changes what is drawn but not those.
@preconcurrency @MainActor
open class View: LayerDelegate {
  /// The class of the layer each instance creates (`Layer` by default); override it to back a
  /// view with a `ShapeLayer`, `GradientLayer`…
  ///
  /// `AnyClass`, as UIKit's, so that iOS code's `override class var layerClass: AnyClass`
  /// compiles; it must name `Layer` or a subclass (UIKit requires a `CALayer` subclass).
  open class var layerClass: AnyClass { Layer.self }

  /// The layer that draws this view. The view is its delegate.
  public let layer: Layer

  /// The parent view (held weakly; the parent holds its subviews).
  public internal(set) weak var superview: View?
  /// The container of an over-current-context presentation over this view: it goes where the
  /// view goes (View+Hierarchy.swift), so a tab that leaves and comes back brings it along.
  weak var contextPresentationContainer: View?
  /// The children, back to front.
  public internal(set) var subviews: [View] = []

  /// An integer to find the view by with `viewWithTag(_:)` (default 0).
  open var tag = 0
  /// A string that identifies the view in tests and accessibility tools
  /// (`accessibilityIdentifier`, default nil); presentation trees show it in the `owner` of
  /// the view's layer.
  open var accessibilityIdentifier: String?
  /// Whether the view receives touches; when false, `hitTest(_:with:)` skips it and its
  /// subviews (default true; false for `Label` and `ImageView`, as in UIKit).
  open var isUserInteractionEnabled = true
  /// Whether the view promises to fill its bounds with opaque content (default true). Stored
  /// for ports; the renderer does not rely on it.
  open var isOpaque = true
  /// Whether a change of this view's bounds size resizes the subviews according to their
  /// `autoresizingMask` (default true).
  open var autoresizesSubviews = true
  /// How this view is resized when its superview's bounds size changes (default none).
  open var autoresizingMask: AutoresizingMask = []
  /// The margins layout code may keep content inside, points (default 8 on every side; a
  /// controller's root view: its controller's `systemMinimumLayoutMargins`), left and right
  /// as on screen: directional margins set with `directionalLayoutMargins` read here
  /// resolved for the view's direction (View+LayoutMargins.swift).
  open var layoutMargins: EdgeInsets {
    get { resolvedLayoutMargins }
    set { setLayoutMargins(.absolute(newValue)) }
  }
  /// The margins as code last set them, absolute or directional; nil until set (8 points, or
  /// a controller's root view's system minimum).
  var marginsSetting: LayoutMarginsSetting?
  /// `insetsLayoutMarginsFromSafeArea` (default true).
  var insetsMarginsFromSafeArea = true
  /// `preservesSuperviewLayoutMargins` (default false).
  var preservesSuperviewMargins = false

  /// Whether `layoutSubviews()` must run before the next display (see `setNeedsLayout()`).
  var needsLayout = true
  /// Whether a view below this one may need layout: `setNeedsLayout()` flags the ancestors,
  /// so `layoutIfNeeded()` descends only where there is work (View+Layout.swift).
  var descendantNeedsLayout = false
  var safeAreaStorage = EdgeInsets.zero
  var hostInsetsStorage = EdgeInsets.zero
  /// Insets added to this view's safe area, points: a controller's `additionalSafeAreaInsets`,
  /// or a container's bars (View+SafeArea.swift).
  var additionalInsetsStorage = EdgeInsets.zero
  var maskView: View?
  /// The tint set on this view (nil: inherited; see View+Tint.swift).
  var ownTintColor: Color?
  /// How many running block animations of this view were made without
  /// `.allowUserInteraction`; UIKit ignores touches on such views (the touch system reads
  /// `isInteractionBlockedByAnimation`).
  var interactionBlockingAnimations = 0
  /// The controller whose root view this is (UIKit's `_viewDelegate`), told around layout.
  weak var owningViewController: ViewController?
  /// The attached gesture recognizers (see View+Gestures.swift).
  var attachedGestureRecognizers: [GestureRecognizer] = []
  /// Auto Layout's per-view state, made when first needed (Layout/ViewLayoutState.swift).
  var layoutState: ViewLayoutState?
  /// Trait overrides and the traits last reported, made when first needed (Traits/).
  var traitState: TraitState?

  /// Creates a view occupying `frame` in its future superview's coordinates (points).
  ///
  /// The frame is applied before the view becomes its layer's delegate, so creating a view
  /// inside an animation block does not animate it from a zero rectangle.
  public init(frame: CGRect) {
    guard let layerType = Self.layerClass as? Layer.Type else {
      preconditionFailure("\(Self.self).layerClass is \(Self.layerClass), not a Layer subclass")
    }
    layer = layerType.init()
    layer.frame = frame
    layer.delegate = self
    // UIKit draws a view's contents when it is first shown; one that does not override
    // `draw(_:)` records nothing and keeps no contents (Layer+Display.swift).
    layer.setNeedsDisplay()
  }

  /// Creates a view with a zero frame.
  public convenience init() {
    self.init(frame: .zero)
  }

  // MARK: Geometry (the logic lives in View+Geometry.swift)

  /// The view's rectangle in its superview's coordinates, points (`frame`).
  ///
  /// Reading gives the bounding box of the transformed bounds. Setting it sets `center` and
  /// `bounds.size` as if `transform` were the identity; with another transform the result is
  /// what UIKit documents as undefined — set `bounds` and `center` instead. A change of size
  /// autoresizes the subviews and marks the view as needing layout. Animatable (as the layer's
  /// "bounds" and "position").
  open var frame: CGRect {
    get { layer.frame }
    set { changeGeometry { layer.frame = newValue } }
  }

  /// The view's own coordinate rectangle, points (`bounds`): its origin is the point of the
  /// view's space shown at the top-left corner, its size the view's size. A change of size
  /// autoresizes the subviews and marks the view as needing layout. Animatable.
  open var bounds: CGRect {
    get { layer.bounds }
    set { changeGeometry { layer.bounds = newValue } }
  }

  /// The centre of the view in its superview's coordinates, points (the layer's `position`;
  /// transforms turn and scale about it). Animatable.
  open var center: CGPoint {
    get { layer.position }
    set { changeGeometry { layer.position = newValue } }
  }

  /// The 2D transform applied about the centre (the affine part of the layer's `transform`).
  /// Setting it replaces any 3D transform. Animatable.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { changeGeometry { layer.setAffineTransform(newValue) } }
  }

  /// The 3D transform applied about the centre (the layer's `transform`). Animatable.
  open var transform3D: Transform3D {
    get { layer.transform }
    set { changeGeometry { layer.transform = newValue } }
  }

  // MARK: Appearance

  /// Opacity 0…1 of the view and its subviews as a group (the layer's `opacity`). Below 0.01
  /// the view no longer receives touches. Animatable.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// The colour filling the bounds behind the content (default nil: transparent). Animatable.
  /// A dynamic colour is resolved for the view's traits, again whenever their appearance
  /// changes (View+DynamicColors.swift); the layer holds the resolved colour.
  open var backgroundColor: Color? {
    get { dynamicBackgroundColor ?? layer.backgroundColor }
    set { setBackgroundColor(newValue) }
  }

  /// Whether the view and its subviews are not drawn and not hit (default false). Not
  /// animatable: the change is immediate, even inside an animation block — except for a
  /// stack view's arranged subview, which stays drawn while it collapses (StackView.swift).
  open var isHidden: Bool {
    get { layer.isHidden || layoutState?.isCollapsing == true }
    set {
      // The same value: nothing to do, but key-value observers hear of the set.
      guard newValue != isHidden else { return layer.reportSetting(key: "hidden") }
      layoutState?.isCollapsing = false
      layer.isHidden = newValue
      (superview as? StackView)?.arrangedSubviewVisibilityChanged(self)
    }
  }

  /// Whether subviews and content are clipped to the bounds (the layer's `masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// How the layer's contents are fitted to the bounds (default `.scaleToFill`); sets the
  /// layer's `contentsGravity`.
  ///
  /// `.redraw` draws the contents again (`draw(_:)`) whenever the bounds change size.
  open var contentMode: ContentMode = .scaleToFill {
    didSet {
      layer.contentsGravity = contentMode.contentsGravity
      layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }
  }

  /// A view whose alpha masks this view's content, in this view's coordinates (`mask`). It
  /// must not have a superview; its layer becomes this layer's `mask`.
  open var mask: View? {
    get { maskView }
    set {
      precondition(newValue?.superview == nil, "a mask view must not have a superview")
      maskView = newValue
      layer.mask = newValue?.layer
    }
  }

  /// Called when the margins changed (`layoutMarginsDidChange()`): set by code, or moved by
  /// the safe area they are measured from or a root view's system minimum. The default
  /// marks the view as needing layout.
  open func layoutMarginsDidChange() {
    setNeedsLayout()
  }

  /// The first view in this view's subtree (itself included, depth first, back to front)
  /// whose `tag` equals `tag`.
  open func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: Overridable hooks (called by View+Hierarchy, View+Layout, View+HitTesting)

  /// Called on the superview after `subview` was added (`didAddSubview(_:)`), last of the
  /// hooks of an insertion. The default does nothing.
  open func didAddSubview(_ subview: View) {}
  /// Called on the superview before `subview` is removed or moved to another superview
  /// (`willRemoveSubview(_:)`), first of the hooks of a removal. The default does nothing.
  open func willRemoveSubview(_ subview: View) {}
  /// Called before the superview changes to `newSuperview` (nil: removal). Default: nothing.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called when the tint this view shows changed (`tintColorDidChange()`): its own was set,
  /// an ancestor's was, or it moved under another superview (see View+Tint.swift).
  open func tintColorDidChange() {}
  /// Called when the appearance the view's dynamic colours resolve for changed (dark or
  /// light, base or elevated), with that appearance's traits current; subclasses showing a
  /// colour of their own (a label's text, a template image's tint) resolve it again. The
  /// default resolves `backgroundColor` and draws again what `draw(_:)` drew, as UIKit does
  /// for views that draw (WWDC 2019 session 214). UIKit does this inside its views; not public.
  func appearanceDidChange() {
    resolveBackgroundColor()
    if layer.showsDrawnContents { setNeedsDisplay() }
  }
  /// Called after the superview changed (`didMoveToSuperview()`). Default: nothing.
  open func didMoveToSuperview() {}
  /// Called before the window changes to `newWindow`, on every view of the moving subtree,
  /// parents before children (`willMove(toWindow:)`). The default does nothing.
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the window changed, on every view of the moved subtree, parents before
  /// children (`didMoveToWindow()`). The default does nothing.
  open func didMoveToWindow() {}

  /// Positions the subviews (`layoutSubviews()`); called by `layoutIfNeeded()` when the view
  /// needs layout. The default does nothing (autoresizing already happened when the bounds
  /// changed). Frames set here inside an animation block animate with it.
  open func layoutSubviews() {}

  /// Called after the view's traits changed, with those before
  /// (`traitCollectionDidChange(_:)`): a rotation that changes a size class, the stage's or an
  /// override's appearance, the view moving where the traits differ. The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Updates the constraints this view manages (`updateConstraints()`); called before layout
  /// on each view marked by `setNeedsUpdateConstraints()`, subviews before their superviews
  /// (Layout/View+ConstraintCycle.swift). Overrides change constraints here and call
  /// `super` last, as UIKit asks. The default does nothing.
  open func updateConstraints() {}

  /// The size that best fits `size` (points), for `sizeToFit()`; the default returns the
  /// current bounds size, as UIKit's does.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The value of an intrinsic dimension the view does not have (`noIntrinsicMetric`: -1).
  public static let noIntrinsicMetric: CGFloat = -1

  /// The size the view's content needs, points (`intrinsicContentSize`); the default has
  /// none (`noIntrinsicMetric` in both dimensions). Labels and buttons size to their content.
  open var intrinsicContentSize: CGSize {
    CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
  }

  /// Tells that the content's size changed (`invalidateIntrinsicContentSize()`): a label's
  /// text or font, a button's title. The layout engine reads `intrinsicContentSize` again at
  /// the next pass (Layout/View+ContentSize.swift), and the superview is laid out again.
  open func invalidateIntrinsicContentSize() {
    contentSizeChanged()
    (superview as? StackView)?.arrangedContentSizeChanged()
    superview?.setNeedsLayout()
  }

  /// Called when `safeAreaInsets` changed; the default marks the view as needing layout.
  open func safeAreaInsetsDidChange() { setNeedsLayout() }

  /// Whether `point` (in this view's coordinates) is inside the view: inside `bounds` by
  /// default (`point(inside:with:)`). Override to enlarge or shape the touch area.
  open func point(inside point: CGPoint, with event: Event?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive descendant (or the view itself) containing `point`,
  /// given in this view's coordinates, or nil (`hitTest(_:with:)`).
  ///
  /// UIKit's rules: a view that is hidden, has `alpha` below 0.01, or does not allow user
  /// interaction returns nil, and so does a point outside `point(inside:with:)` — so subviews
  /// sticking out of their superview are not hit there. Subviews are asked front to back
  /// (reverse order); the first answer wins. Model values are used, not animated ones.
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
    defaultHitTest(point, with: event)
  }

  // MARK: Touches (the responder methods; delivery is in Events/TouchDispatcher.swift)

  /// Called when fingers go down on this view (`touchesBegan(_:with:)`). The default passes
  /// the call to the superview, UIKit's responder chain minus view controllers.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    superview?.touchesBegan(touches, with: event)
  }

  /// Called when fingers move (`touchesMoved(_:with:)`); the default passes it up.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    superview?.touchesMoved(touches, with: event)
  }

  /// Called when fingers lift (`touchesEnded(_:with:)`); the default passes it up.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    superview?.touchesEnded(touches, with: event)
  }

  /// Called when the touches are taken away, e.g. by a recognizer that recognised with
  /// `cancelsTouchesInView` (`touchesCancelled(_:with:)`); the default passes it up.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    superview?.touchesCancelled(touches, with: event)
  }

  // MARK: Layer delegate

  /// The action for a change of `event` on this view's layer (`action(for:forKey:)`).
  ///
  /// Outside an animation block a view refuses every action (`NullAction()`), so changing a
  /// view never animates implicitly. Inside one, a change of an animatable key returns an
  /// action that adds an animation from the current presentation value with the block's
  /// duration, curve or spring, delay and options; a non-animatable key (`hidden`,
  /// `contents`…) is refused. Override to animate a key differently; call `super` otherwise.
  open func action(for layer: Layer, forKey event: String) -> (any Action)? {
    AnimationStack.action(for: layer, forKey: event, view: self) ?? NullAction()
  }

  /// Draws this view's layer by calling `draw(_:)` with the bounds, `context` being current
  /// (`UIGraphicsGetCurrentContext()`) meanwhile.
  open func draw(_ layer: Layer, in context: GraphicsContext) {
    GraphicsContext.push(context)
    defer { GraphicsContext.pop() }
    withColorTraitsCurrent { draw(layer.bounds) }
  }

  // MARK: Drawing

  /// Draws the view's contents into the current context (`GraphicsContext.current`), in
  /// bounds coordinates (`draw(_:)`); the default draws nothing. Called when the view is
  /// first shown and after `setNeedsDisplay()`, never by the view's own code.
  open func draw(_ rect: CGRect) {
    GraphicsContext.current?.reachedDefaultDrawing = true
  }

  // MARK: Interface Builder

  /// Called after a view is loaded from a nib (`awakeFromNib()`); Segue loads no nibs, so it
  /// is never called. Present so that iOS subclasses' overrides (and `super` calls) compile.
  open func awakeFromNib() {}

  /// Called by Interface Builder's live rendering (`prepareForInterfaceBuilder()`); never
  /// called in Segue. Present so that iOS subclasses' overrides compile.
  open func prepareForInterfaceBuilder() {}
}
