import Foundation
import SegueGeometry

extension Layer {
  /// Writes one model value and runs the key's action (an implicit animation by default).
  /// For the properties that are not animatable; animatable ones go through their declaration.
  ///
  /// The key path names the field in the part that declares it: a literal key path to a stored
  /// field is made once and cached, where `\LayerValues.isHidden` runs through the
  /// dynamic-member subscript, whose key-path argument makes the runtime build a new key path
  /// on every call (`layout-stack-200`'s floor rose by half; docs/performance.md, session 42).
  func setModel<Value: Equatable>(
    _ keyPath: WritableKeyPath<HotLayerValues, Value>, _ value: Value, key: String
  ) {
    guard model.hot[keyPath: keyPath] != value else { return reportSetting(key: key) }
    writeModel(key: key) { $0.hot[keyPath: keyPath] = value }
  }

  /// Writes one cold model value (see the hot one above), copying the box first.
  func setModel<Value: Equatable>(
    _ keyPath: WritableKeyPath<ColdLayerValues, Value>, _ value: Value, key: String
  ) {
    guard model[dynamicMember: keyPath] != value else { return reportSetting(key: key) }
    writeModel(key: key) { $0[dynamicMember: keyPath] = value }
  }

  /// Writes the animatable property `property`, stopping at a non-finite value, and runs its
  /// action.
  func setModel<Value: Interpolatable & Equatable>(
    _ property: AnimatableKeyPath<Value>, _ value: Value
  ) {
    let value = Layer.checked(value, property.rawValue)
    guard property.property.get(model) != value else {
      return reportSetting(key: property.rawValue)
    }
    writeModel(key: property.rawValue) { property.property.set(&$0, value) }
  }

  /// A set to the value the model holds writes nothing and runs no action, but observers
  /// hear of it, old and new equal: Foundation's automatic key-value observing reports every
  /// call of a setter, changed or not (issue 22).
  package func reportSetting(key: String) {
    guard let observers = keyValueObservers else { return }
    observers.begin()
    observers.willWrite(key)
    observers.end()
  }

  /// Writes an animatable property whose model value may be nil (colours, paths), which its
  /// declaration reads as clear or empty.
  func setModel<Value: Interpolatable & Equatable>(
    _ keyPath: WritableKeyPath<HotLayerValues, Value?>, _ value: Value?,
    key property: AnimatableKeyPath<Value>
  ) {
    setModel(keyPath, value, key: property.rawValue)
  }

  /// Writes a cold animatable property whose model value may be nil (see the hot one above).
  func setModel<Value: Interpolatable & Equatable>(
    _ keyPath: WritableKeyPath<ColdLayerValues, Value?>, _ value: Value?,
    key property: AnimatableKeyPath<Value>
  ) {
    setModel(keyPath, value, key: property.rawValue)
  }

  /// Every write of the model passes here, so key-value observers hear of it before and after
  /// (Layer+KeyValueObserving.swift).
  func writeModel(key: String, _ write: (inout LayerValues) -> Void) {
    let observers = keyValueObservers
    observers?.begin()
    observers?.willWrite(key)
    let action = self.action(forKey: key)
    let before = action is ImplicitAnimationAction ? presentationValues() : nil
    write(&model)
    if let action {
      runAction(action, forKey: key, previousPresentation: before)
    }
    observers?.end()
  }

  // MARK: Geometry

  /// The layer's own coordinate rectangle, points.
  public var bounds: CGRect {
    get { model.bounds }
    set {
      let oldSize = model.bounds.size
      setModel(.bounds, newValue)
      if needsDisplayOnBoundsChange && model.bounds.size != oldSize { setNeedsDisplay() }
    }
  }
  /// Where the anchor point sits in the superlayer's coordinates, points.
  public var position: CGPoint {
    get { model.position }
    set { setModel(.position, newValue) }
  }
  /// Position on the z axis, points; larger is nearer and drawn above siblings.
  public var zPosition: CGFloat {
    get { model.zPosition }
    set { setModel(.zPosition, newValue) }
  }
  /// The point of the bounds, in unit coordinates, that `position` places and transforms
  /// pivot about; default (0.5, 0.5).
  public var anchorPoint: CGPoint {
    get { model.anchorPoint }
    set { setModel(.anchorPoint, newValue) }
  }
  /// The anchor point's z coordinate, points.
  public var anchorPointZ: CGFloat {
    get { model.anchorPointZ }
    set { setModel(.anchorPointZ, newValue) }
  }
  /// The transform applied about the anchor point.
  public var transform: Transform3D {
    get { model.transform }
    set { setModel(.transform, newValue) }
  }
  /// A transform applied to the sublayers, about this layer's anchor point (put perspective
  /// here to share one vanishing point).
  public var sublayerTransform: Transform3D {
    get { model.sublayerTransform }
    set {
      setModel(.sublayerTransform, newValue)
    }
  }

  /// The transform as a 2D affine transform (its z = 0 part).
  public func affineTransform() -> CGAffineTransform { transform.affineTransform }
  /// Sets the transform from a 2D affine transform.
  public func setAffineTransform(_ transform: CGAffineTransform) {
    self.transform = Transform3D(transform)
  }

  // MARK: Appearance

  /// Opacity 0…1 of the layer and its sublayers as a group.
  public var opacity: Float {
    get { model.opacity }
    set {
      precondition(newValue.isFinite, "opacity must be finite, got \(newValue)")
      setModel(.opacity, min(max(newValue, 0), 1))
    }
  }
  /// Whether the layer (and its sublayers) is not drawn.
  public var isHidden: Bool {
    get { model.isHidden }
    set { setModel(\.isHidden, newValue, key: "hidden") }
  }
  /// The fill behind the contents, rounded by `cornerRadius`.
  public var backgroundColor: Color? {
    get { model.backgroundColor }
    set { setModel(\.backgroundColor, newValue, key: .backgroundColor) }
  }
  /// Radius of the rounded corners of background and border (and of the clip with
  /// `masksToBounds`), points.
  public var cornerRadius: CGFloat {
    get { model.cornerRadius }
    set {
      setModel(.cornerRadius, max(newValue, 0))
    }
  }
  /// The corners `cornerRadius` rounds (default all).
  public var maskedCorners: CornerMask {
    get { model.maskedCorners }
    set { setModel(\.maskedCorners, newValue, key: "maskedCorners") }
  }
  /// Whether sublayers and contents are clipped to the rounded bounds.
  public var masksToBounds: Bool {
    get { model.masksToBounds }
    set { setModel(\.masksToBounds, newValue, key: "masksToBounds") }
  }
  /// Border width in points, drawn inside the bounds.
  public var borderWidth: CGFloat {
    get { model.borderWidth }
    set {
      setModel(.borderWidth, max(newValue, 0))
    }
  }
  /// Border colour (default opaque black).
  public var borderColor: Color? {
    get { model.borderColor }
    set { setModel(\.borderColor, newValue, key: .borderColor) }
  }
  /// Shadow colour (default opaque black).
  public var shadowColor: Color? {
    get { model.shadowColor }
    set { setModel(\.shadowColor, newValue, key: .shadowColor) }
  }
  /// Shadow opacity 0…1 (default 0: no shadow).
  public var shadowOpacity: Float {
    get { model.shadowOpacity }
    set {
      precondition(newValue.isFinite, "shadowOpacity must be finite, got \(newValue)")
      setModel(.shadowOpacity, min(max(newValue, 0), 1))
    }
  }
  /// Shadow blur radius in points (default 3).
  public var shadowRadius: CGFloat {
    get { model.shadowRadius }
    set {
      setModel(.shadowRadius, max(newValue, 0))
    }
  }
  /// Shadow offset in points (default (0, −3)).
  public var shadowOffset: CGSize {
    get { model.shadowOffset }
    set { setModel(.shadowOffset, newValue) }
  }
  /// The shape of the shadow; nil uses the layer's visible content.
  public var shadowPath: Path? {
    get { model.shadowPath }
    set { setModel(\.shadowPath, newValue, key: .shadowPath) }
  }
  /// A picture drawn in the bounds.
  public var contents: Image? {
    get { model.contents }
    set { setModel(\.contents, newValue, key: "contents") }
  }
  /// How `contents` is fitted to the bounds (default `.resize`).
  public var contentsGravity: LayerContentsGravity {
    get { model.contentsGravity }
    set { setModel(\.contentsGravity, newValue, key: "contentsGravity") }
  }
  /// Pixels per point of `contents` (default 1).
  public var contentsScale: CGFloat {
    get { model.contentsScale }
    set {
      precondition(
        newValue.isFinite && newValue > 0, "contentsScale must be positive, got \(newValue)")
      setModel(\.contentsScale, newValue, key: "contentsScale")
    }
  }
  /// The part of `contents` that stretches (`contentsCenter`), a rectangle in the unit
  /// coordinates of the image (default the whole image: it all stretches). The image is cut
  /// into a 3 × 3 grid by this rectangle: corners keep their natural size, edges stretch along
  /// them, the centre both ways (nine-slice; fixed parts that do not fit shrink in proportion).
  /// Set without an implicit animation (Core Animation animates it; Segue does not yet); a
  /// non-finite rectangle is reported and ignored.
  public var contentsCenter: CGRect {
    get { model.contentsCenter }
    set {
      guard
        [newValue.minX, newValue.minY, newValue.width, newValue.height].allSatisfy(\.isFinite)
      else {
        Transaction.diagnostics("segue: contentsCenter \(newValue) is not finite; ignored")
        return
      }
      setModel(\.contentsCenter, newValue.standardized, key: "contentsCenter")
    }
  }
  /// Sampling of contents when drawn smaller.
  public var minificationFilter: LayerContentsFilter {
    get { model.minificationFilter }
    set { setModel(\.minificationFilter, newValue, key: "minificationFilter") }
  }
  /// Sampling of contents when drawn larger.
  public var magnificationFilter: LayerContentsFilter {
    get { model.magnificationFilter }
    set { setModel(\.magnificationFilter, newValue, key: "magnificationFilter") }
  }
  /// Whether the back of the layer is drawn when it faces away (default true).
  public var isDoubleSided: Bool {
    get { model.isDoubleSided }
    set { setModel(\.isDoubleSided, newValue, key: "doubleSided") }
  }

  /// Stops at a non-finite geometry value: NaN or infinity would corrupt every frame after.
  static func checked<T>(_ value: T, _ name: String) -> T {
    let finite: Bool
    switch value {
    case let v as CGFloat: finite = v.isFinite
    case let v as Float: finite = v.isFinite
    case let v as CGPoint: finite = v.x.isFinite && v.y.isFinite
    case let v as CGSize: finite = v.width.isFinite && v.height.isFinite
    case let v as CGRect:
      finite = [v.origin.x, v.origin.y, v.size.width, v.size.height].allSatisfy(\.isFinite)
    case let v as Transform3D: finite = v.entries.allSatisfy(\.isFinite)
    default: finite = true
    }
    precondition(finite, "\(name) must be finite, got \(value)")
    return value
  }
}
