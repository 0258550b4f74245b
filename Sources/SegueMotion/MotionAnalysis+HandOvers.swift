import Foundation

// Hand-overs between layers. Transitions often swap a view for a stand-in: a snapshot or a
// copy appears in the frame the original is hidden, and flies in its place. The swap is
// invisible only when the stand-in appears where the original was seen, at its size and with
// its corners. At each sample, every layer that became seen is matched with the layer of the
// same type (an image view with an image view) that stopped being seen and overlaps it most,
// if they share at least `handOverOverlap` of their union; a difference of position or size
// above the jump floor (plus the original's own largest step within the `neighbourhood` before,
// so a moving original may be caught up with) or of corner radius above it is a jump. One
// finding per sample, on the outermost stand-in.
//
// Largest, not last: a layer under a finger moves when input arrives (60 or 120 Hz), so at 240
// Hz its last step is often 0 while it travels 6 pt an input; the swap then comes with the
// finger's next step (issue 20: card-open-interactive's copy "5.8 pt away" was its original
// where the finger's last move put it, in the same sample).

extension MotionAnalysis {
  /// Every stand-in that appeared somewhere other than where its original was.
  func handOverJumps() -> [MotionFinding] {
    var findings: [MotionFinding] = []
    let tracks = recording.orderedTracks
    for index in recording.times.indices.dropFirst() {
      var gone: [(track: LayerTrack, sample: LayerSample, frame: CGRect)] = []
      var came: [(track: LayerTrack, sample: LayerSample, frame: CGRect)] = []
      for track in tracks {
        let before = track.samples[index - 1]
        let after = track.samples[index]
        if let before, before.isVisible, after?.isVisible != true, let frame = before.screenFrame {
          gone.append((track, before, frame))
        } else if let after, after.isVisible, before?.isVisible != true,
          let frame = after.screenFrame
        {
          came.append((track, after, frame))
        }
      }
      guard !gone.isEmpty, !came.isEmpty else { continue }
      var jumps: [(order: Int, finding: MotionFinding)] = []
      for new in came {
        guard
          let old = gone.filter({ $0.track.type == new.track.type }).max(by: {
            Self.coverage($0.frame, new.frame) < Self.coverage($1.frame, new.frame)
          }), Self.coverage(old.frame, new.frame) >= MotionCriteria.handOverOverlap
        else { continue }
        // A text layer's box is its label's width, not its glyphs': its text starts at the
        // same place whatever the width (a copy of a label may be wider), so only its top
        // left corner and height count.
        let moved =
          new.track.type == "TextLayer"
          ? max(
            abs(new.frame.minX - old.frame.minX), abs(new.frame.minY - old.frame.minY),
            abs(new.frame.height - old.frame.height))
          : max(
            abs(new.frame.midX - old.frame.midX), abs(new.frame.midY - old.frame.midY),
            abs(new.frame.width - old.frame.width), abs(new.frame.height - old.frame.height))
        let allowance = MotionCriteria.jumpFloor + largestScreenStep(of: old.track, before: index)
        let corners = abs(new.sample.cornerRadius - old.sample.cornerRadius)
        var differences: [String] = []
        if Double(moved) > allowance {
          differences.append(
            "\(Double(moved).points) away (from \(Self.describe(old.frame)) to "
              + "\(Self.describe(new.frame)))")
        }
        if corners > MotionCriteria.jumpFloor {
          differences.append(
            "corner radius \(old.sample.cornerRadius.points) → \(new.sample.cornerRadius.points)")
        }
        guard !differences.isEmpty else { continue }
        jumps.append(
          (
            new.sample.treeOrder,
            finding(
              .jump, .error, track: new.track, at: index,
              "took over from \(old.track.label) at once, "
                + differences.joined(separator: ", ")
            )
          ))
      }
      guard let first = jumps.min(by: { $0.order < $1.order }) else { continue }
      var finding = first.finding
      if jumps.count > 1 {
        finding.detail += " (and \(jumps.count - 1) more stand-ins alike)"
      }
      findings.append(finding)
    }
    return findings
  }

  /// Their intersection over their union, 0…1.
  private static func coverage(_ a: CGRect, _ b: CGRect) -> Double {
    let common = a.intersection(b)
    guard !common.isNull else { return 0 }
    let shared = common.width * common.height
    let union = a.width * a.height + b.width * b.height - shared
    return union > 0 ? Double(shared / union) : 0
  }

  /// The largest step of the layer's screen frame within `neighbourhood` samples before
  /// sample `index` (one 30 fps frame), points.
  private func largestScreenStep(of track: LayerTrack, before index: Int) -> Double {
    var largest = 0.0
    for step in max(index - MotionCriteria.neighbourhood, 1)..<index {
      guard let a = track.samples[step - 1]?.screenFrame, let b = track.samples[step]?.screenFrame
      else { continue }
      largest = max(largest, Double(max(abs(b.midX - a.midX), abs(b.midY - a.midY))))
    }
    return largest
  }
}
