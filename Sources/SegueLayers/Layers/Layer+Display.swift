import Foundation
import SegueGeometry

// Drawn contents (`display()`, `draw(in:)`, `setNeedsDisplay()`), as Core Animation draws a
// layer's backing store: `setNeedsDisplay()` marks the layer; before the next frame its context
// calls `display()`, which records `draw(in:)` into a `GraphicsContext` and has the stage's
// rasterizer make `contents` of it at `contentsScale` (the view's screen scale for a view).
//
// A drawing that records nothing, where only a default drawing method ran (a plain layer, a
// view that does not override `draw(_:)`), leaves `contents` alone: contents set by other code
// (an image view's image) stay, and a view that never draws costs one empty recording.
//
// Custom animatable properties (the `@NSManaged var progress` of iOS code) are numbers stored
// in `LayerValues.customValues` under their key; a key is animatable on a layer whose class
// returns true from `needsDisplay(forKey:)` for it (the iOS pattern always does), read and
// written with `animatableValue(forKey:)` / `setAnimatableValue(_:forKey:)`. While an animation
// changes one, each frame calls `display()` on a presentation copy of the layer (`init(layer:)`
// with the values on screen) and shows what it drew or set (a shape's path) — Core Animation
// displays the presentation layer each frame the same way.
// Alternative rejected: a property wrapper that finds its key by itself, which Swift cannot
// do without naming the key again; the explicit accessors are what `segue migrate` writes.

extension Layer {
  /// Marks the contents as needing to be drawn again before the next frame.
  public func setNeedsDisplay() {
    isDisplayNeeded = true
  }

  /// Marks the contents as needing to be drawn again (the whole layer is redrawn; `rect`, in
  /// bounds coordinates, only says where the change is).
  public func setNeedsDisplay(_ rect: CGRect) {
    setNeedsDisplay()
  }

  /// Whether `display()` is due (`needsDisplay()`).
  public func needsDisplay() -> Bool { isDisplayNeeded }

  /// Calls `display()` now if it is due.
  public func displayIfNeeded() {
    guard isDisplayNeeded else { return }
    isDisplayNeeded = false
    display()
  }

  /// `display()`'s default: records `draw(in:)` and rasterizes it into `contents`.
  func displayByDrawing() {
    guard let rasterizer = context?.drawingRasterizer else {
      if drawingRecording() != nil {
        Transaction.diagnostics(
          "segue: \(debugName) drew contents outside a stage (its context has no "
            + "rasterizer); not drawn")
      }
      return
    }
    // UIKit gives a view's layer the screen's scale.
    let scale = delegate == nil ? model.contentsScale : context?.displayScale ?? model.contentsScale
    switch drawnImage(with: rasterizer, scale: scale) {
    case .drawnNothing:
      if let drawnContents, model.contents === drawnContents { model.contents = nil }
      drawnContents = nil
    case .image(let image):
      // Written to the model directly: drawn contents never animate (no action is asked).
      model.contents = image
      model.contentsScale = scale
      drawnContents = image
    case .failed(let message):
      Transaction.diagnostics("segue: \(debugName): contents not drawn: \(message)")
    }
  }

  /// What `draw(in:)` records in a context of the bounds' size, translated so that user
  /// coordinates are the bounds'; nil when only a default drawing method ran and nothing was
  /// recorded.
  func drawingRecording() -> DrawingRecording? {
    let bounds = model.bounds
    let context = GraphicsContext(size: bounds.size)
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    draw(in: context)
    if context.commands.isEmpty && context.reachedDefaultDrawing { return nil }
    return context.recording
  }

  /// The result of drawing the layer once.
  enum DrawnImage {
    case drawnNothing
    case image(Image)
    case failed(String)
  }

  /// Draws the layer with its model values into an image of `scale` pixels per point.
  func drawnImage(with rasterizer: any DrawingRasterizer, scale: CGFloat) -> DrawnImage {
    guard let recording = drawingRecording() else { return .drawnNothing }
    guard recording.size.width > 0, recording.size.height > 0 else { return .drawnNothing }
    do {
      let image = try rasterizer.image(
        of: recording, scale: scale, isOpaque: false)
      return .image(image)
    } catch {
      return .failed("\(error)")
    }
  }

  /// The values to show for `values`, the presentation of this layer, when an animation
  /// changes a custom property: those of a presentation copy after its `display()` (its drawn
  /// contents, or what an overriding `display()` set, such as a shape's path). Nil when no
  /// custom property differs from the model (the model's display is current).
  func redisplayedPresentation(of values: LayerValues) -> LayerValues? {
    guard values.customValues != model.customValues, let context else { return nil }
    let copy = Self(layer: self)
    copy.model = values
    copy.delegate = delegate
    copy.drawnContents = drawnContents
    // The copy finds the rasterizer and scale through the context, as a hosted root would.
    copy.hostingContext = context
    // What its display() sets animates nothing: the copy lives for this frame only.
    Transaction.begin()
    Transaction.setDisableActions(true)
    copy.display()
    Transaction.commit()
    copy.hostingContext = nil
    return copy.model
  }

  // MARK: Custom animatable properties

  /// Whether `key` names a custom animatable property of this layer: its class returns true
  /// from `needsDisplay(forKey:)`, or a value was stored under it.
  func hasCustomProperty(_ key: String) -> Bool {
    model.customValues[key] != nil || type(of: self).needsDisplay(forKey: key)
  }

  /// The custom animatable property `key` (0 until set): declare a custom property with it,
  /// as iOS code declares `@NSManaged var progress: CGFloat`:
  ///
  /// ```swift
  /// var progress: CGFloat {
  ///   get { animatableValue(forKey: "progress") }
  ///   set { setAnimatableValue(newValue, forKey: "progress") }
  /// }
  /// override class func needsDisplay(forKey key: String) -> Bool {
  ///   key == "progress" || super.needsDisplay(forKey: key)
  /// }
  /// ```
  ///
  /// On a presentation copy (`presentation()`, or the copy drawn each frame of an animation
  /// of the property) it reads the animated value.
  public func animatableValue<Value: BinaryFloatingPoint>(forKey key: String) -> Value {
    Value(model.customValues[key] ?? 0)
  }

  /// Sets the custom animatable property `key`: runs the action `action(forKey:)` returns
  /// (custom properties have no implicit animation, as in Core Animation), and marks the
  /// contents for drawing when `needsDisplay(forKey:)` says so.
  public func setAnimatableValue<Value: BinaryFloatingPoint>(_ value: Value, forKey key: String) {
    let observers = keyValueObservers
    observers?.begin()
    observers?.willWrite(key)
    let action = self.action(forKey: key)
    model.customValues[key] = CGFloat(value)
    if let action {
      runAction(action, forKey: key, previousPresentation: nil)
    }
    observers?.end()
    if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
  }

  /// The value of a property by its key path (`value(forKey:)`): an animatable built-in
  /// property (as `LayerValues.value(forKeyPath:)`), else a custom property (a `CGFloat`),
  /// else nil.
  public func value(forKey key: String) -> Any? {
    model.value(forKeyPath: key) ?? model.customValues[key]
  }
}

extension PropertyRegistry {
  /// Resolves `name` to a built-in property, or to a custom property of `layer`.
  static func property(named name: String, of layer: Layer) -> ResolvedProperty? {
    if let builtIn = property(named: name) { return builtIn }
    return layer.hasCustomProperty(name) ? customProperty(named: name) : nil
  }

  /// The custom number property `name`, stored in `LayerValues.customValues`.
  private static func customProperty(named name: String) -> ResolvedProperty {
    // Not a declared `AnimatableKeyPath<CGFloat>`: its fast setter is a thin function, which cannot hold
    // the key.
    ResolvedProperty(
      LayerProperty<CGFloat>(
        additive: name, get: { values in values.customValues[name] ?? 0 },
        set: { values, value in values.customValues[name] = value }))
  }
}
