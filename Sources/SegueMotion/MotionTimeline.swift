import Foundation

/// What a transition animates, property by property against time, with the lint's findings:
/// the data of the gallery page's timeline (`segue demo`).
public struct MotionTimeline: Sendable, Hashable {
  /// One property of one layer through the transition.
  public struct Series: Sendable, Hashable {
    /// The layer and the property, e.g. `ImageView "card" #19 · position.y`.
    public var name: String
    /// The values' unit: "pt", "" (opacity, scale) or "rad".
    public var unit: String
    /// Seconds from the transition's start.
    public var times: [Double]
    /// The property's values at `times`.
    public var values: [Double]
  }

  /// The transition's nominal duration, seconds.
  public var duration: Double
  /// The time of the last sample, seconds (later than `duration` when it settled late).
  public var end: Double
  /// The properties that change, most changed first (layers with findings ahead).
  public var series: [Series]
  /// The findings, by time.
  public var findings: [MotionFinding]

  /// The properties plotted, with their units and how much change is worth showing.
  private static let properties:
    [(name: String, unit: String, least: Double, value: @Sendable (LayerSample) -> Double)] = [
      ("position.x", "pt", 1, { Double($0.position.x) }),
      ("position.y", "pt", 1, { Double($0.position.y) }),
      ("bounds.width", "pt", 1, { Double($0.size.width) }),
      ("bounds.height", "pt", 1, { Double($0.size.height) }),
      (
        "scale", "", 0.01,
        { sample in
          let t = sample.transform
          return abs(t[0] * t[3] - t[1] * t[2]).squareRoot()
        }
      ),
      ("rotation", "rad", 0.01, { atan2($0.transform[1], $0.transform[0]) }),
      ("opacity", "", 0.02, { $0.opacity }),
      ("corner radius", "pt", 1, { $0.cornerRadius }),
      // A shape's extent: a mask that reveals by its path grows here, not in its bounds.
      ("path width", "pt", 1, { Double($0.pathSize.width) }),
      ("path height", "pt", 1, { Double($0.pathSize.height) }),
    ]

  /// The timeline of `recording` with `report`'s findings: at most `limit` series, each
  /// sampled every `stride` samples (4: 60 Hz of the lint's 240).
  public init(recording: MotionRecording, report: MotionReport, limit: Int = 10, stride: Int = 4) {
    duration = recording.duration
    end = recording.times.last ?? 0
    findings = report.findings
    let flagged = Set(report.findings.compactMap(\.layerID))
    var candidates: [(score: Double, series: Series)] = []
    for track in recording.orderedTracks {
      let indices = Array(Swift.stride(from: 0, to: track.samples.count, by: max(stride, 1)))
        .filter { track.samples[$0] != nil }
      guard indices.count > 1 else { continue }
      for property in Self.properties {
        let values = indices.compactMap { track.samples[$0].map(property.value) }
        guard let low = values.min(), let high = values.max(), high - low >= property.least
        else { continue }
        let score = (high - low) / property.least + (flagged.contains(track.id) ? 1e9 : 0)
        candidates.append(
          (
            score,
            Series(
              name: "\(track.label) · \(property.name)", unit: property.unit,
              times: indices.map { recording.times[$0] }, values: values)
          ))
      }
    }
    series = candidates.sorted { $0.score > $1.score }.prefix(limit).map(\.series)
  }
}
