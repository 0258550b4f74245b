import Foundation

// Jumps. Each layer's own presentation values are split into channels measured in points
// (position x and y in the superlayer, bounds width and height, and the transform as the
// largest displacement of a corner of the bounds it moves) plus opacity. A step between two
// samples is a jump when it is larger than the channel's floor and `jumpRatio` times the local
// step: the second largest step within `neighbourhood` samples on either side (see
// `MotionCriteria.jumpRatio` for why the second largest). Own values, not screen frames, so
// that a jump is reported on the layer that jumped and not on each of its descendants. When a
// layer moves to another superlayer, its own values change meaning: that step is judged on its
// screen frame instead (a view handed to the transition's container must land where it was).

extension MotionAnalysis {
  /// One measured quantity of a layer.
  private struct Channel: Sendable {
    let name: String
    let floor: Double
    let isOpacity: Bool
    /// A step as findings write it: points, or an opacity with two decimals.
    func unit(_ value: Double) -> String {
      isOpacity ? String(format: "%.2f", value) : value.points
    }
    /// The step between two samples, ≥ 0.
    let step: @Sendable (LayerSample, LayerSample) -> Double
  }

  private static let channels: [Channel] = [
    Channel(name: "position.x", floor: MotionCriteria.jumpFloor, isOpacity: false) {
      abs($1.position.x - $0.position.x)
    },
    Channel(name: "position.y", floor: MotionCriteria.jumpFloor, isOpacity: false) {
      abs($1.position.y - $0.position.y)
    },
    Channel(name: "bounds.width", floor: MotionCriteria.jumpFloor, isOpacity: false) {
      abs($1.size.width - $0.size.width)
    },
    Channel(name: "bounds.height", floor: MotionCriteria.jumpFloor, isOpacity: false) {
      abs($1.size.height - $0.size.height)
    },
    Channel(name: "transform", floor: MotionCriteria.jumpFloor, isOpacity: false) {
      cornerDisplacement(from: $0, to: $1)
    },
    Channel(name: "opacity", floor: MotionCriteria.opacityJumpFloor, isOpacity: true) {
      abs($1.opacity - $0.opacity)
    },
  ]

  /// Every jump of every layer.
  func jumps() -> [MotionFinding] {
    var found: [(finding: MotionFinding, treeOrder: Int)] = []
    for track in recording.orderedTracks {
      let order = track.samples.compactMap { $0?.treeOrder }.first ?? 0
      for channel in Self.channels {
        found += jumps(of: track, in: channel).map { ($0, order) }
      }
      found += reparentingJumps(of: track).map { ($0, order) }
    }
    // Layers moved by one animation (a menu's rows) jump alike: one finding.
    return Self.grouped(found)
  }

  private func jumps(of track: LayerTrack, in channel: Channel) -> [MotionFinding] {
    let samples = track.samples
    // steps[i]: from sample i − 1 to i, where both exist under the same superlayer.
    var steps: [Double?] = [nil]
    for index in samples.indices.dropFirst() {
      guard let before = samples[index - 1], let after = samples[index],
        before.parent == after.parent
      else {
        steps.append(nil)
        continue
      }
      steps.append(channel.step(before, after))
    }
    var findings: [MotionFinding] = []
    for (index, step) in steps.enumerated() {
      guard let step, step > channel.floor,
        samples[index]?.isShown == true, samples[index - 1]?.isShown == true,
        samples[index]?.isMask == false
      else { continue }
      let local = Self.localStep(steps, around: index)
      guard step > MotionCriteria.jumpRatio * local else { continue }
      findings.append(
        finding(
          .jump, .error, track: track, at: index,
          "\(channel.name) jumped \(channel.unit(step)) from one sample to the next (one every "
            + recording.sampleInterval.milliseconds + ") where nearby steps are at most "
            + channel.unit(local) + (channel.isOpacity ? "" : panStartHint(at: index))))
    }
    return findings
  }

  /// How soon after a finger went down a geometry jump may be a pan's start, seconds.
  static let panStartWindow = 0.25

  /// For a jump at sample `index` soon after a finger went down and while it is still down,
  /// the likely cause: a pan's translation counts from where the finger went down, so a view
  /// that follows it catches up at once by what the finger moved before the pan began (UIKit's
  /// too). Empty otherwise.
  private func panStartHint(at index: Int) -> String {
    let fingers = recording.fingers
    guard index < fingers.count, fingers[index] > 0 else { return "" }
    var down = index
    while down > 0, fingers[down - 1] > 0 { down -= 1 }
    // (A finger down at the first sample went down with the recording's start, or before.)
    guard recording.times[index] - recording.times[down] <= Self.panStartWindow else {
      return ""
    }
    let since = (recording.times[index] - recording.times[down]).milliseconds
    return "; a finger went down \(down == 0 ? "at least " : "")\(since) before: "
      + "if a pan moves this view, its translation includes the distance moved before "
      + "the pan began (`setTranslation(.zero, in:)` at `.began` starts it from there)"
  }

  /// The second largest step within `neighbourhood` samples of `index` on either side.
  static func localStep(_ steps: [Double?], around index: Int) -> Double {
    let window = MotionCriteria.neighbourhood
    let range = max(0, index - window)...min(steps.count - 1, index + window)
    var largest = 0.0
    var second = 0.0
    for other in range where other != index {
      guard let step = steps[other] else { continue }
      if step > largest {
        second = largest
        largest = step
      } else if step > second {
        second = step
      }
    }
    return second
  }

  /// Jumps on screen when the layer changes superlayer while shown.
  private func reparentingJumps(of track: LayerTrack) -> [MotionFinding] {
    var findings: [MotionFinding] = []
    for index in track.samples.indices.dropFirst() {
      guard let before = track.samples[index - 1], let after = track.samples[index],
        before.parent != after.parent, before.isVisible || after.isVisible,
        let from = before.screenFrame, let to = after.screenFrame
      else { continue }
      let moved: Double = max(
        abs(to.midX - from.midX), abs(to.midY - from.midY), abs(to.width - from.width),
        abs(to.height - from.height))
      // What the layer moved on screen in the samples around, for comparison.
      let nearby = screenSteps(of: track, around: index)
      guard moved > MotionCriteria.jumpFloor, moved > MotionCriteria.jumpRatio * nearby else {
        continue
      }
      findings.append(
        finding(
          .jump, .error, track: track, at: index,
          "moved to another superlayer and jumped \(moved.points) on screen "
            + "(from \(Self.describe(from)) to \(Self.describe(to)))"))
    }
    return findings
  }

  private func screenSteps(of track: LayerTrack, around index: Int) -> Double {
    var steps: [Double?] = [nil]
    for other in track.samples.indices.dropFirst() {
      guard let before = track.samples[other - 1]?.screenFrame,
        let after = track.samples[other]?.screenFrame
      else {
        steps.append(nil)
        continue
      }
      steps.append(max(abs(after.midX - before.midX), abs(after.midY - before.midY)))
    }
    return Self.localStep(steps, around: index)
  }

  /// The largest displacement of a corner of the bounds between the two samples' transforms
  /// (their affine parts, about the anchor point), points.
  static func cornerDisplacement(from before: LayerSample, to after: LayerSample) -> Double {
    let width = after.size.width
    let height = after.size.height
    let xs = [-after.anchorPoint.x * width, (1 - after.anchorPoint.x) * width]
    let ys = [-after.anchorPoint.y * height, (1 - after.anchorPoint.y) * height]
    let m = before.transform
    let n = after.transform
    var largest = 0.0
    for x in xs {
      for y in ys {
        let dx = (n[0] - m[0]) * x + (n[2] - m[2]) * y + (n[4] - m[4])
        let dy = (n[1] - m[1]) * x + (n[3] - m[3]) * y + (n[5] - m[5])
        largest = max(largest, (dx * dx + dy * dy).squareRoot())
      }
    }
    return largest
  }

  static func describe(_ rect: CGRect) -> String {
    String(
      format: "[%.1f, %.1f, %.1f, %.1f]", rect.minX, rect.minY, rect.width, rect.height)
  }
}
