import Foundation
import SegueAnimation
import SegueGeometry

/// A rectangle of content in a tree, with geometry, appearance and animations (`CALayer`).
///
/// The properties are the *model*: setting one changes it at once, and animations never touch
/// it. What is on screen at an instant is the *presentation* (`presentation()`), the model with
/// running animations applied at the tree's current time. A stand-alone layer animates
/// property changes implicitly (0.25 s) unless its delegate or the current `Transaction` says
/// otherwise; layers that back views get no implicit animation (their view, as delegate,
/// refuses).
@preconcurrency @MainActor
open class Layer {
  /// The model values (what the properties read and write).
  ///
  /// Exclusivity is checked statically only: every access happens on the main actor and none
  /// overlaps another, and the dynamic check cost more than the work in the per-frame path.
  ///
  /// `final`: read through a property a subclass could override, the model is copied whole
  /// before `presentationValues(atLocalTime:)` takes its parts (HotLayerValues.swift).
  @exclusivity(unchecked) public internal(set) final var model = LayerValues()
  /// What computing a frame reads of the running animations, right after the model in the
  /// object (unchecked like `model`; see `FrameTracks`).
  @exclusivity(unchecked) private(set) var frameTracks = FrameTracks()
  // The fields a tick reads for every layer (LayerContext.visit) follow, declared together so
  // that they share a few cache lines: spread over the object, with the tracks, they made a
  // tick where nothing starts or ends read about ten lines of each layer (session 39).
  /// What a tick reads of the running animations (unchecked like `model`; see `FrameEvents`).
  @exclusivity(unchecked) private(set) var frameEvents = FrameEvents()
  /// Whether a context has ticked or drawn this layer (implicit animations start after that).
  var hasBeenShown = false
  /// Whether `display()` is due before the next frame (`setNeedsDisplay()`).
  var isDisplayNeeded = false
  /// The number of the last tick of its context that reached this layer.
  var lastTick: UInt64 = 0
  /// The context that remembers this layer's animations, to remove them when the layer leaves
  /// its tree (see `LayerContext`'s note).
  weak var animationTracker: LayerContext? {
    didSet { animationTrackerSerial = animationTracker?.serial ?? 0 }
  }
  /// The `serial` of `animationTracker` when it was set (0: none), which a tick compares
  /// instead of loading the weak reference: a weak load retains and releases the context,
  /// whose weak references give it a side table and so the runtime's slow path (a tenth of
  /// `context-tick-10k`). Serials are never reused: a tracker that went away never matches.
  private(set) var animationTrackerSerial: UInt64 = 0
  /// The number a hosting context gave this layer for its presentation trees
  /// (LayerContext+Identity.swift).
  var treeIdentity = LayerIdentity()
  /// The sublayers, the mask and the timing: read by every tick, unchecked like `model` (their
  /// dynamic checks were a tenth of `context-tick-10k`).
  @exclusivity(unchecked) private var sublayerStorage: [Layer] = []
  /// A layer whose alpha masks this layer's content, in this layer's coordinates. It must not
  /// have a superlayer.
  @exclusivity(unchecked) public var mask: Layer? {
    didSet {
      oldValue?.maskedLayer = nil
      if let mask {
        precondition(mask.superlayer == nil, "a mask layer must not have a superlayer")
        precondition(mask !== self, "a layer cannot mask itself")
        mask.maskedLayer = self
      }
    }
  }
  /// Layer-level media timing (this layer's time space relative to its parent's).
  @exclusivity(unchecked) public var beginTime: Double = 0
  /// Time scale of this layer and everything in it relative to the parent; 0 pauses.
  @exclusivity(unchecked) public var speed: Float = 1
  /// Offset added to this layer's local time (with `speed` 0, the frozen time).
  @exclusivity(unchecked) public var timeOffset: Double = 0
  /// A name for debugging and for trees.
  public var name: String?
  /// The object consulted for actions (a view backing this layer).
  public weak var delegate: (any LayerDelegate)?
  /// Per-key actions that override the default ones; `NullAction()` disables a key.
  public var actions: [String: any Action]?
  /// The layer's parent.
  public private(set) weak var superlayer: Layer?
  /// The layer this layer masks, when it is some layer's `mask`.
  public private(set) weak var maskedLayer: Layer?
  /// The running animations, in the order they were added (unchecked like `model`).
  @exclusivity(unchecked) var attached: [AttachedAnimation] = [] {
    didSet {
      frameTracks = FrameTracks(attached)
      frameEvents = FrameEvents(frameTracks)
    }
  }
  /// The context that hosts this layer when it is the root of a hosted tree.
  weak var hostingContext: LayerContext?
  /// The identity of the layer this one was copied from by `init(layer:)`, if it had one.
  var copiedIdentity = LayerIdentity()
  /// The image the last `display()` drew into `contents`, to tell it from contents set by
  /// other code (see Layer+Display.swift).
  var drawnContents: Image?
  /// Whether the contents shown are what the layer's own drawing made.
  package var showsDrawnContents: Bool { drawnContents != nil && model.contents === drawnContents }
  /// The key-value observations of the model, made at the first (Layer+KeyValueObserving.swift).
  var keyValueObservers: LayerObservers?
  /// Whether `contents` must be drawn again when the bounds change size
  /// (`needsDisplayOnBoundsChange`; a view sets it for `contentMode = .redraw`).
  public var needsDisplayOnBoundsChange = false

  /// Creates a layer with Core Animation's defaults.
  ///
  /// Required so that a layer can be made from its class object (`layerClass.init()`), which
  /// is how a view creates the layer of the class its `layerClass` names.
  public required init() {}

  /// Creates a detached copy of `layer`'s model, name and timing, without sublayers, mask or
  /// animations (`init(layer:)`; Segue uses it to make presentation layers). Subclasses that
  /// keep other state copy it in an override, as in Core Animation; it is `required`, so
  /// write `required init(layer: Any)` (iOS code's `override init(layer: Any)` needs the
  /// `required`, which iOS accepts too).
  ///
  /// - Precondition: `layer` is a `Layer` (Core Animation only ever passes one).
  public required init(layer: Any) {
    guard let layer = layer as? Layer else {
      preconditionFailure("init(layer:) needs a Layer, got \(type(of: layer))")
    }
    model = layer.model
    name = layer.name
    beginTime = layer.beginTime
    speed = layer.speed
    timeOffset = layer.timeOffset
    hasBeenShown = layer.hasBeenShown
    copiedIdentity = layer.treeIdentity.key == nil ? layer.copiedIdentity : layer.treeIdentity
    needsDisplayOnBoundsChange = layer.needsDisplayOnBoundsChange
  }

  // MARK: Drawing (Layer+Display.swift)

  /// Fills `contents` (`display()`): by default records `draw(in:)` and has the hosting
  /// context's rasterizer turn it into an image at `contentsScale`. Called before a frame
  /// when `setNeedsDisplay()` was called; override to set `contents` directly.
  open func display() {
    displayByDrawing()
  }

  /// Draws the layer's contents into `context`, in bounds coordinates (`draw(in:)`). By
  /// default asks the delegate (a view draws with its `draw(_:)`).
  open func draw(in context: GraphicsContext) {
    if let delegate {
      delegate.draw(self, in: context)
    } else {
      context.reachedDefaultDrawing = true
    }
  }

  /// Whether a change of the property named `key` makes the layer draw its contents again
  /// (`needsDisplay(forKey:)`): subclasses return true for the custom properties their
  /// `draw(in:)` reads, which also makes those properties animatable (Layer+Display.swift).
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// The layer's rectangle in its superlayer's coordinates, points (`frame`).
  ///
  /// Reading gives the bounding box of the transformed bounds. Setting it sets
  /// `bounds.size` and `position` as if the transform were the identity; with another
  /// transform the result is the one Core Animation documents as undefined. Overridable, as
  /// Core Animation's (`override var frame { didSet { setNeedsDisplay() } }`).
  open var frame: CGRect {
    get { model.frame }
    set { setFrame(newValue) }
  }

  /// The action for `event`: the delegate's, else `actions[event]`, else the default; nil when
  /// actions are disabled or the search ended in a `NullAction` (`action(forKey:)`).
  /// Overridable, as Core Animation's: a custom property's animation is often made here.
  open func action(forKey event: String) -> (any Action)? {
    searchAction(forKey: event)
  }

  /// The class name shown in trees and diagnostics ("Layer", "ShapeLayer"…).
  open var typeName: String { "Layer" }

  /// What this layer draws itself from `values`, above its contents; the shape, text and
  /// gradient layers override it.
  func drawing(for values: LayerValues) -> Drawing? { nil }

  /// The tree this layer shows as content besides its sublayers (a replicant's replica).
  var replicaRoot: Layer? { nil }

  // MARK: Hierarchy

  /// The sublayers, back to front (nil when there are none, as in Core Animation).
  public var sublayers: [Layer]? {
    get { sublayerStorage.isEmpty ? nil : sublayerStorage }
    set {
      for layer in sublayerStorage { layer.superlayer = nil }
      sublayerStorage = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Appends `layer` on top of the other sublayers, removing it from its old parent first.
  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(sublayerStorage.count))
  }

  /// Inserts `layer` at `index` among the sublayers (clamped to the end).
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    precondition(layer !== self, "a layer cannot be its own sublayer")
    precondition(!isDescendant(of: layer), "adding an ancestor as a sublayer would make a cycle")
    layer.removeFromSuperlayer()
    let position = min(Int(index), sublayerStorage.count)
    sublayerStorage.insert(layer, at: position)
    layer.superlayer = self
  }

  /// Inserts `layer` just above `sibling` (on top if `sibling` is not a sublayer).
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }.map { $0 + 1 }
    insertSublayer(layer, at: UInt32(index ?? sublayerStorage.count))
  }

  /// Inserts `layer` just below `sibling` (at the bottom if `sibling` is not a sublayer).
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }
    insertSublayer(layer, at: UInt32(index ?? 0))
  }

  /// Replaces the sublayer `old` with `new` at the same index.
  public func replaceSublayer(_ old: Layer, with new: Layer) {
    guard let index = sublayerStorage.firstIndex(where: { $0 === old }) else {
      preconditionFailure("replaceSublayer: the layer to replace is not a sublayer")
    }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(index))
  }

  /// Detaches the layer from its parent (or from the layer it masks).
  public func removeFromSuperlayer() {
    if let parent = superlayer {
      parent.sublayerStorage.removeAll { $0 === self }
      superlayer = nil
    }
  }

  /// Whether `ancestor` is this layer's parent, grand-parent, and so on.
  public func isDescendant(of ancestor: Layer) -> Bool {
    var current = superlayer ?? maskedLayer
    while let layer = current {
      if layer === ancestor { return true }
      current = layer.superlayer ?? layer.maskedLayer
    }
    return false
  }

  /// The layer whose time space contains this one: the superlayer, or the masked layer.
  var timeParent: Layer? { superlayer ?? maskedLayer }

  /// The context hosting the tree this layer is in, if any.
  public var context: LayerContext? {
    var layer = self
    while let parent = layer.timeParent { layer = parent }
    return layer.hostingContext
  }

  /// The media-timing values of this layer.
  var layerTiming: MediaTimingParameters {
    var timing = MediaTimingParameters()
    timing.beginTime = beginTime
    timing.speed = speed
    timing.timeOffset = timeOffset
    return timing
  }
}

/// An object that supplies a layer's actions (`CALayerDelegate`); views are the delegates of
/// their layers.
@preconcurrency @MainActor
public protocol LayerDelegate: AnyObject {
  /// The action for a change of `event` on `layer`: an action to run, `NullAction()` to run
  /// none and stop searching, or nil to continue with the layer's own actions.
  func action(for layer: Layer, forKey event: String) -> (any Action)?
  /// Draws `layer`'s contents into `context` (`draw(_:in:)`); by default draws nothing.
  func draw(_ layer: Layer, in context: GraphicsContext)
}

extension LayerDelegate {
  /// Draws nothing: a delegate that does not draw leaves the layer's contents alone.
  public func draw(_ layer: Layer, in context: GraphicsContext) {
    context.reachedDefaultDrawing = true
  }
}
