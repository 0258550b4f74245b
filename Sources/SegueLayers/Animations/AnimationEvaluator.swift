import Foundation
import SegueAnimation
import SegueGeometry

/// Applies one running animation to a copy of a layer's values. Evaluators are built once, when
/// the animation is added, with every value already converted to the property's type, so that
/// computing a frame involves no casts or look-ups.
@MainActor
protocol AnimationEvaluator {
  /// Writes the animation's effect at `sample` into `values`.
  func apply(to values: inout LayerValues, sample: TimingSample, timing: MediaTimingParameters)
}

/// The evaluator of a plain `Animation`, which has timing and a delegate but no property.
struct TimingOnlyEvaluator: AnimationEvaluator {
  func apply(to values: inout LayerValues, sample: TimingSample, timing: MediaTimingParameters) {}
}

/// How an animation turns the fraction of its simple duration into progress between its values.
enum ProgressCurve {
  /// Core Animation's timing function (nil: linear).
  case timingFunction(MediaTimingFunction?)
  /// A spring's unit-step response over the simple duration (seconds), ignoring the fraction's
  /// easing, as `CASpringAnimation` does.
  case spring(Spring)

  /// The progress at `sample`; a curve's solve comes from `TimingCurveMemo` when the last
  /// animation evaluated asked the same curve at the same fraction.
  @MainActor
  func progress(_ sample: TimingSample, simpleDuration: Double) -> Double {
    switch self {
    case .timingFunction(let function):
      // Not `function.map { … }`: a main-actor closure handed to `map` checks its executor
      // at every call, which cost more than the solve it saves.
      guard let function else { return sample.fraction }
      return TimingCurveMemo.value(of: function, at: sample.fraction)
    case .spring(let spring):
      return spring.value(at: sample.fraction * simpleDuration)
    }
  }
}

/// Evaluates from/to/by animations of one property (`BasicAnimation`, `SpringAnimation`).
///
/// A class, so that the closure that calls it holds a reference: as a struct of several
/// closures it was copied, with a retain for each, on every frame.
final class BasicEvaluator<Value: Interpolatable>: AnimationEvaluator {
  let property: LayerProperty<Value>
  let from: Value?
  let to: Value?
  let by: Value?
  let isAdditive: Bool
  let isCumulative: Bool
  let curve: ProgressCurve

  init(
    property: LayerProperty<Value>, from: Value?, to: Value?, by: Value?, isAdditive: Bool,
    isCumulative: Bool, curve: ProgressCurve
  ) {
    self.property = property
    self.from = from
    self.to = to
    self.by = by
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
    self.curve = curve
  }

  func apply(to values: inout LayerValues, sample: TimingSample, timing: MediaTimingParameters) {
    // The current value is only needed for a missing end or an additive animation; reading it
    // costs a copy of the property, so skip it when both ends are given.
    let needsCurrent = isAdditive || from == nil || (to == nil && by == nil)
    let current = needsCurrent ? property.get(values) : nil
    let (start, end) = endpoints(current: current)
    let progress = curve.progress(sample, simpleDuration: timing.simpleDuration)
    var value = start.interpolated(to: end, fraction: progress)
    if isCumulative, sample.iteration > 0, let add = property.add, let subtract = property.subtract
    {
      let cycle = subtract(end, start)
      for _ in 0..<sample.iteration { value = add(value, cycle) }
    }
    if isAdditive, let add = property.add, let current {
      value = add(current, value)
    }
    property.set(&values, value)
  }

  /// Core Animation's rules for which of from/to/by define the interpolation; a missing end is
  /// the property's current presentation value.
  private func endpoints(current: Value?) -> (Value, Value) {
    if let from, let to { return (from, to) }
    guard let current else { preconditionFailure("a missing end needs the current value") }
    switch (from, to, by) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, property.add.map { $0(from, by) } ?? from)
    case (nil, let to?, let by?): return (property.subtract.map { $0(to, by) } ?? to, to)
    case (let from?, nil, nil): return (from, current)
    case (nil, let to?, nil): return (current, to)
    case (nil, nil, let by?): return (current, property.add.map { $0(current, by) } ?? current)
    case (nil, nil, nil): return (current, current)
    }
  }
}

extension MediaTimingParameters {
  /// The simple duration with Core Animation's default for 0.
  var simpleDuration: Double { duration > 0 ? duration : MediaTimingParameters.defaultDuration }
}
