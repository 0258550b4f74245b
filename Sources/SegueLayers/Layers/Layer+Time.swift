import Foundation
import SegueAnimation

extension Layer {
  /// This layer's local time now, or nil when the layer is not in a hosted tree.
  func currentLocalTime() -> Double? {
    guard let context else { return nil }
    return convertTime(context.currentTime, from: nil)
  }

  /// Converts a time from `layer`'s time space (nil: the context's global time) to this
  /// layer's (`convertTime(_:from:)`), applying `t_local = (t_parent − beginTime) × speed +
  /// timeOffset` down the tree.
  public func convertTime(_ time: Double, from layer: Layer?) -> Double {
    let global = layer.map { $0.globalTime(fromLocal: time) } ?? time
    return localTime(fromGlobal: global)
  }

  /// Converts a time from this layer's time space to `layer`'s (nil: global time).
  public func convertTime(_ time: Double, to layer: Layer?) -> Double {
    let global = globalTime(fromLocal: time)
    return layer.map { $0.localTime(fromGlobal: global) } ?? global
  }

  func localTime(fromGlobal global: Double) -> Double {
    let parentTime = timeParent.map { $0.localTime(fromGlobal: global) } ?? global
    return layerTiming.localTime(fromParent: parentTime)
  }

  /// The inverse of `localTime(fromGlobal:)`. A paused layer (speed 0) maps every global time
  /// to the same local time; going back, Segue uses the parent time at which the layer's
  /// `beginTime` starts, the one instant it can name.
  func globalTime(fromLocal local: Double) -> Double {
    let parentTime = layerTiming.parentTime(fromLocal: local) ?? beginTime
    return timeParent.map { $0.globalTime(fromLocal: parentTime) } ?? parentTime
  }
}
