import Foundation

/// The motion lint's checks over a `MotionRecording`, each in a file of its own
/// (`MotionAnalysis+Jumps.swift`, `+Visibility`, `+HandOffs`, `+Leftovers`); `findings` runs
/// them all.
public struct MotionAnalysis: Sendable {
  /// The recording analysed.
  public let recording: MotionRecording

  /// Creates the analysis of `recording`.
  public init(recording: MotionRecording) {
    self.recording = recording
  }

  /// Every finding, ordered by time, then layer.
  public var findings: [MotionFinding] {
    (jumps() + handOverJumps() + flashes() + zOrderChanges() + velocityBreaks() + endPlacement()
      + leftovers())
      .sorted {
        ($0.time, $0.layerID ?? 0, $0.kind.rawValue) < ($1.time, $1.layerID ?? 0, $1.kind.rawValue)
      }
  }

  /// A finding at sample `index` (its time and 30 fps frame) on `track`.
  func finding(
    _ kind: MotionFinding.Kind, _ severity: MotionFinding.Severity, track: LayerTrack?,
    at index: Int, _ detail: String
  ) -> MotionFinding {
    let time = recording.times[min(max(index, 0), recording.times.count - 1)]
    return MotionFinding(
      kind: kind, severity: severity, layer: track?.label ?? "the stage", layerID: track?.id,
      time: time,
      // What is left at the end is seen in the recording's last frame.
      frame: recording.frame(
        at: kind == .leftover || kind == .offScreen ? min(time, recording.duration) : time),
      detail: detail)
  }

  /// Whether layer `ancestor` is an ancestor of layer `id` at sample `index`.
  func isAncestor(_ ancestor: Int, of id: Int, at index: Int) -> Bool {
    var current = recording.tracks[id]?.samples[index]?.parent
    while let parent = current {
      if parent == ancestor { return true }
      current = recording.tracks[parent]?.samples[index]?.parent
    }
    return false
  }

  /// Groups findings that share a kind, a time and a detail (a subtree that flashes as one),
  /// keeping the outermost layer's and saying how many more there are.
  static func grouped(_ findings: [(finding: MotionFinding, treeOrder: Int)]) -> [MotionFinding] {
    var groups: [String: [(finding: MotionFinding, treeOrder: Int)]] = [:]
    var order: [String] = []
    for item in findings {
      let key = "\(item.finding.kind)|\(item.finding.time)|\(item.finding.detail)"
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(item)
    }
    return order.compactMap { key in
      guard let group = groups[key], var first = group.min(by: { $0.treeOrder < $1.treeOrder })
      else { return nil }
      if group.count > 1 {
        first.finding.detail +=
          " (and \(group.count - 1) more layer\(group.count == 2 ? "" : "s") alike)"
      }
      return first.finding
    }
  }
}

/// Numbers as findings write them.
extension Double {
  /// Points with one decimal: "40.0 pt".
  var points: String { String(format: "%.1f pt", self) }
  /// Milliseconds, whole: "12 ms".
  var milliseconds: String { String(format: "%.0f ms", self * 1000) }
}
