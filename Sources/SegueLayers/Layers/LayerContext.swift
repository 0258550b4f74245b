import Foundation
import SegueAnimation

// A layer context is what Core Animation's render server and the main run loop are together
// for one tree: it owns the clock, resolves when animations begin, and at each tick delivers
// start/stop events and retires finished animations.
//
// It also numbers the layers it sees, for presentation trees (LayerContext+Identity.swift).
//
// Invariants: each animation's `animationDidStart` and `animationDidStop` are called exactly
// once, in that order, after the tick has examined the whole tree (so a delegate that changes
// the tree cannot make the walk skip or repeat layers); the model is never written by a tick.
// A layer that leaves the hosted tree with animations running (its view left the window: a
// tab switched away, a full-screen presentation covered it) has them removed at the next
// tick, their delegates told `finished == false`, as Core Animation removes the animations
// of a layer whose view leaves the window — so completions waiting on them (a transition's,
// an animation block's) run instead of waiting for a tree that may never come back. The
// context remembers the layers it gave animations to, to find those that left: each such layer
// names the context tracking it (`animationTracker`), and a tick counts the tracked layers it
// reaches with animations, so that the common tick, where all of them were reached, looks at
// none of them. (A set of `ObjectIdentifier`s was used first: an identifier outlives its
// layer, and a new layer at the same address was then never tracked.)
// Alternative rejected: delivering events from `presentation()`, which would make reading a
// value have side effects and depend on how often a host draws.

/// The host of a layer tree: its clock, its animation events and its frames.
@preconcurrency @MainActor
public final class LayerContext {
  /// The time source: a `ManualClock` in tests and exports, the display's clock in a window.
  public let clock: any Clock
  /// The root of the hosted tree.
  public var rootLayer: Layer? {
    didSet {
      oldValue?.hostingContext = nil
      rootLayer?.hostingContext = self
    }
  }
  private var pending: [AnimationEvent] = []
  /// The layers of this tree that were given animations, in the order they were, until the
  /// animations end (see the note above).
  ///
  /// Held strongly, as Core Animation's render tree holds what it animates: a weak reference
  /// gives its object a side table, and every retain and release of a layer with one takes the
  /// runtime's slow path (three quarters of `tick-10k` once). A tracked layer is let go at the
  /// first tick that does not reach it, or when the hosting ends.
  private var animatedLayers: [Layer] = []
  /// Counts ticks, so that a layer knows whether the current tick reached it.
  private var tickNumber: UInt64 = 0
  /// How many layers of `animatedLayers` the current tick reached with animations.
  private var animatedLayersReached = 0
  /// How this context numbers its layers for presentation trees (LayerContext+Identity.swift).
  let numbering = LayerNumbering()
  /// The text engine presentation trees ask for the `lines` of each text (nil: trees have
  /// none); a `Stage` sets its renderer here.
  public var textLineLayout: (any TextLineLayout)?
  /// What turns layers' drawings (`display()`, `draw(in:)`) into contents; a `Stage` sets its
  /// renderer here. Without one, layers that draw get no contents (and a diagnostic).
  public var drawingRasterizer: (any DrawingRasterizer)?
  /// The pixels per point at which views' layers draw their contents (UIKit gives a view's
  /// layer the screen's scale); a `Stage` sets its device's.
  public var displayScale: CGFloat?

  /// This context's number among all contexts made in the process, from 1, never reused
  /// (`Layer.animationTrackerSerial`).
  let serial: UInt64
  private static var contextsMade: UInt64 = 0

  /// Creates a context reading time from `clock`.
  public init(clock: any Clock) {
    self.clock = clock
    LayerContext.contextsMade += 1
    serial = LayerContext.contextsMade
  }

  /// A context that goes away (its stage, its host) ends its tree's animations
  /// (`endHosting()`).
  isolated deinit {
    endHosting()
  }

  /// The global time now, seconds.
  public var currentTime: Double { clock.now }

  func enqueue(_ event: AnimationEvent) {
    pending.append(event)
  }

  /// Advances the tree to the clock's current time: commits the implicit transaction, starts
  /// and stops animations, removes finished ones, and delivers the delegate calls.
  public func tick() {
    Transaction.flush()
    tickNumber &+= 1
    animatedLayersReached = 0
    if let rootLayer {
      visit(rootLayer, localTime: rootLayer.localTime(fromGlobal: currentTime))
    }
    removeAnimationsOutsideTree()
    let events = pending
    pending.removeAll()
    for event in events { event.deliver() }
  }

  /// Visits `layer`, whose local time is `local`, then its mask and sublayers. Each layer's
  /// local time is computed from its parent's, as `Layer.localTime(fromGlobal:)` does, once per
  /// layer instead of once per ancestor.
  private func visit(_ layer: Layer, localTime local: Double) {
    if !layer.hasBeenShown { layer.hasBeenShown = true }
    layer.lastTick = tickNumber
    // Core Animation draws marked layers when the transaction commits, before the frame.
    if layer.isDisplayNeeded { layer.displayIfNeeded() }
    // The inline copy of the animations' event tracks answers whether there is anything to
    // do; reading `attached` itself costs a cache miss per animated layer, most of a tick
    // where nothing starts or ends.
    if !layer.frameEvents.isEmpty {
      // Animations added before the layer was in this tree are tracked from here on.
      if layer.animationTrackerSerial != serial { trackAnimations(of: layer) }
      animatedLayersReached += 1
    }
    number(layer)
    if layer.frameEvents.haveEvents(atLocalTime: local) { tickAnimations(of: layer, at: local) }
    if let mask = layer.mask {
      visit(mask, localTime: mask.layerTiming.localTime(fromParent: local))
    }
    if let replica = layer.replicaRoot { numberSubtree(replica) }
    for sublayer in layer.sublayers ?? [] {
      visit(sublayer, localTime: sublayer.layerTiming.localTime(fromParent: local))
    }
  }

  /// Fixes the begin times of `layer`'s new animations at its local time `time`, queues their
  /// start and stop events, and removes those that ended and are removed on completion.
  private func tickAnimations(of layer: Layer, at time: Double) {
    var anyRemoved = false
    for index in layer.attached.indices {
      // Fields are read in place: copying an entry would retain its key, animation, group and
      // evaluator, for every animation on every frame.
      if layer.attached[index].needsBeginTime {
        layer.attached[index].timing.beginTime = time
        layer.attached[index].needsBeginTime = false
      }
      let phase = layer.attached[index].timing.phase(
        atParentTime: time, defaultDuration: MediaTimingParameters.defaultDuration)
      if !layer.attached[index].didStart, phase != .before {
        layer.attached[index].didStart = true
        pending.append(.started(layer.attached[index].animation))
      }
      if !layer.attached[index].didStop, phase == .after {
        layer.attached[index].didStop = true
        let entry = layer.attached[index]
        pending.append(.stopped(entry.animation, entry.group, finished: true))
        anyRemoved = anyRemoved || entry.isRemovedOnCompletion
      }
    }
    if anyRemoved {
      layer.attached.removeAll { $0.didStop && $0.isRemovedOnCompletion }
    }
  }
}

extension LayerContext {
  /// Remembers that `layer`, in this context's tree, was given an animation.
  func trackAnimations(of layer: Layer) {
    guard layer.animationTracker !== self else { return }
    layer.animationTracker = self
    animatedLayers.append(layer)
  }

  /// Removes the animations of the layers that the tick did not reach (they left the tree),
  /// queueing their stop events (finished: false); forgets layers without animations.
  fileprivate func removeAnimationsOutsideTree() {
    // Every tracked layer was reached with animations: none left the tree.
    guard animatedLayers.count != animatedLayersReached else { return }
    var kept: [Layer] = []
    for layer in animatedLayers {
      // Now tracked by another context (its tree moved there): forget it. Moved into another
      // context's tree that has not ticked yet: the same, whichever context ticks first (that
      // one tracks it at its tick; found by a random sequence, `TickEventRandomTests`).
      guard layer.animationTracker === self else { continue }
      if let host = layer.context, host !== self, !layer.attached.isEmpty { continue }
      if layer.attached.isEmpty {
        layer.animationTracker = nil
        continue
      }
      if layer.lastTick == tickNumber {
        kept.append(layer)
        continue
      }
      let removed = layer.attached
      layer.attached.removeAll()
      for animation in removed where !animation.didStop {
        pending.append(.stopped(animation.animation, animation.group, finished: false))
      }
      layer.animationTracker = nil
    }
    animatedLayers = kept
  }

  /// Ends the hosting of the tree for good (its stage or host goes away): every animation of
  /// the tree, and of the layers that left it, is dropped with its delegate, which is not
  /// called. There will be no next tick, and an animation waiting for one would keep its
  /// delegate and what that captured (the animated views, a transition's context, animators
  /// and controllers) alive forever, each holding the others (issue 16, `TeardownTests`).
  /// Not calling the delegates is deliberate: the objects a completion refers to may be gone
  /// already (`[unowned self]` in sample code), so no user code runs while a host goes away.
  public func endHosting() {
    var layers = animatedLayers
    var walk = rootLayer.map { [$0] } ?? []
    rootLayer = nil
    while let layer = walk.popLast() {
      if !layer.attached.isEmpty && layer.animationTracker !== self { layers.append(layer) }
      walk += layer.sublayers ?? []
      if let mask = layer.mask { walk.append(mask) }
    }
    animatedLayers.removeAll()
    pending.removeAll()
    for layer in layers where layer.animationTracker === self || layer.animationTracker == nil {
      layer.attached.removeAll()
      layer.animationTracker = nil
    }
  }

  /// The animations of the hosted tree that have not ended yet, one line each ("«key» on
  /// «layer»"), in tree order: what a host waiting for the tree to settle still waits for. An
  /// animation that repeats forever is always listed; one that ended and is kept by
  /// `isRemovedOnCompletion = false` is not.
  public func runningAnimations() -> [String] {
    var result: [String] = []
    var pending = rootLayer.map { [$0] } ?? []
    while let layer = pending.popLast() {
      for entry in layer.attached where !entry.didStop {
        result.append("animation '\(entry.key)' on \(layer.debugName)")
      }
      pending += (layer.sublayers ?? []).reversed()
      if let mask = layer.mask { pending.append(mask) }
    }
    return result
  }
}

extension Layer {
  /// How diagnostics name the layer: its delegate's type (a view's class) and its `name`,
  /// e.g. "CardView «card»", or its own class without either.
  public var debugName: String {
    let owner = delegate.map { String(describing: type(of: $0)) }
    switch (owner, name) {
    case (let owner?, let name?): return "\(owner) «\(name)»"
    case (let owner?, nil): return owner
    case (nil, let name?): return "\(String(describing: type(of: self))) «\(name)»"
    case (nil, nil): return String(describing: type(of: self))
    }
  }
}
