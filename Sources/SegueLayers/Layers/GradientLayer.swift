import Foundation
import SegueGeometry

/// A layer that fills its bounds with a colour gradient (`CAGradientLayer`).
@preconcurrency @MainActor
open class GradientLayer: Layer {
  open override var typeName: String { "GradientLayer" }

  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }

  /// The colours (default nil: nothing drawn).
  public var colors: [Color]? {
    get { model.gradient.colors }
    set { setModel(\.gradient.colors, newValue, key: "colors") }
  }
  /// Stop positions 0…1, one per colour (default nil: evenly spaced).
  public var locations: [Double]? {
    get { model.gradient.locations }
    set {
      if let newValue {
        precondition(
          newValue.allSatisfy(\.isFinite), "gradient locations must be finite, got \(newValue)")
      }
      setModel(\.gradient.locations, newValue, key: "locations")
    }
  }
  /// Start point in unit coordinates of the bounds (default (0.5, 0)).
  public var startPoint: CGPoint {
    get { model.gradient.startPoint }
    set {
      setModel(.startPoint, newValue)
    }
  }
  /// End point in unit coordinates of the bounds (default (0.5, 1)).
  public var endPoint: CGPoint {
    get { model.gradient.endPoint }
    set { setModel(.endPoint, newValue) }
  }
  /// The gradient's geometry (default axial).
  public var type: GradientLayerType {
    get { model.gradient.type }
    set { setModel(\.gradient.type, newValue, key: "type") }
  }

  override func drawing(for values: LayerValues) -> Drawing? {
    let gradient = values.gradient
    guard let colors = gradient.colors, !colors.isEmpty else { return nil }
    let locations = gradient.locations.flatMap { $0.count == colors.count ? $0 : nil }
    return .gradient(
      GradientDrawing(
        type: gradient.type, colors: colors.count == 1 ? colors + colors : colors,
        locations: colors.count == 1 ? nil : locations, startPoint: gradient.startPoint,
        endPoint: gradient.endPoint))
  }
}
