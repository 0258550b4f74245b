import Foundation

// Leftovers: what a transition leaves behind once it has settled. Masks that were not there
// at the start or that moved or changed shape during it (a reveal's mask, which has done its
// work); layers added during the transition that remain as snapshots or copies, or that were
// seen and end hidden or fully transparent instead of removed (a view hidden by default, a
// cell's selection background, was never seen and is no leftover); layers left paused (speed 0, as a percent-driven transition
// leaves its container while it scrubs); animations still attached (a `fillMode` forwards
// with `isRemovedOnCompletion` false freezes a layer at its final frame while its model says
// otherwise); controllers that left the hierarchy and are still alive (a retain cycle); and
// work that never settles.

extension MotionAnalysis {
  /// Everything left behind at the end of the recording.
  func leftovers() -> [MotionFinding] {
    guard let last = recording.times.indices.last else { return [] }
    let end = recording.end
    var findings: [MotionFinding] = []
    if !end.pendingWork.isEmpty {
      findings.append(
        finding(
          .leftover, .error, track: nil, at: last,
          "still running \(String(format: "%.1f", MotionCriteria.settleTimeout)) s after the "
            + "transition's duration: \(end.pendingWork.prefix(3).joined(separator: "; "))"))
    }
    var found: [(finding: MotionFinding, treeOrder: Int)] = []
    for track in recording.orderedTracks {
      guard let final = track.samples[last] else { continue }
      let initial = track.samples.first ?? nil
      if final.isMask, initial?.isMask != true || Self.changes(track) {
        let host = final.parent.flatMap { recording.tracks[$0]?.label } ?? "a layer"
        found.append(
          (
            finding(
              .leftover, .error, track: track, at: last,
              (initial?.isMask == true
                ? "a mask that moved or changed shape during the transition"
                : "a mask added during the transition") + " is still on \(host)"), final.treeOrder
          ))
      } else if initial == nil, !final.isMask,
        track.isCopy
          || (isHiddenByItself(final, at: last) && track.samples.contains { $0?.isVisible == true })
      {
        let what =
          track.isCopy ? "a snapshot or copy" : "a layer seen, then hidden or made transparent,"
        found.append(
          (
            finding(
              .leftover, .error, track: track, at: last,
              "\(what) added during the transition is still in the tree"), final.treeOrder
          ))
      }
    }
    findings += Self.grouped(found)
    findings += liveLeftovers(at: last)
    return findings
  }

  /// Whether a layer is not shown because of itself (hidden, or transparent) while its
  /// superlayer is shown: what a transition hides instead of removing. Layers inside a
  /// hidden superlayer (a hidden navigation bar's titles) are that superlayer's business.
  private func isHiddenByItself(_ sample: LayerSample, at index: Int) -> Bool {
    let parentShown =
      sample.parent.flatMap { recording.tracks[$0]?.samples[index]?.isShown } ?? true
    return parentShown && (sample.isHidden || sample.opacity <= MotionCriteria.shownOpacity)
  }

  /// Whether a layer's geometry or shape differs between any two of its samples.
  private static func changes(_ track: LayerTrack) -> Bool {
    let samples = track.samples.compactMap { $0 }
    guard let first = samples.first else { return false }
    return samples.contains {
      $0.position != first.position || $0.size != first.size || $0.transform != first.transform
        || $0.shapeHash != first.shapeHash
    }
  }

  /// What the live stage held at the end: paused layers, animations, live controllers.
  private func liveLeftovers(at last: Int) -> [MotionFinding] {
    let end = recording.end
    var findings: [MotionFinding] = []
    for layer in end.pausedLayers {
      findings.append(
        finding(
          .leftover, .error, track: layer.id.flatMap { recording.tracks[$0] }, at: last,
          "left paused (speed 0): \(layer.label) and its sublayers no longer animate"))
    }
    for layer in end.animatedLayers {
      findings.append(
        finding(
          .leftover, .error, track: layer.id.flatMap { recording.tracks[$0] }, at: last,
          "animations still attached after the transition: "
            + layer.keys.map { "\"\($0)\"" }.joined(separator: ", ")))
    }
    for controller in end.liveControllers {
      findings.append(
        finding(
          .leftover, .error, track: nil, at: last,
          "\(controller) left the hierarchy during the transition and is still alive "
            + "(something keeps it: a retain cycle, or a strong reference outside the stage "
            + "— a test's own variable counts: hold it `weak`)"))
    }
    return findings
  }
}
