import Foundation

// Flashes, z-order changes and where content ends.
//
// A flash is a run of samples in which a layer is seen (shown, drawing, on screen) that
// starts after the first sample and ends before the last, shorter than a 30 fps frame; or a
// run in which a seen layer vanishes, as short. A subtree that flashes as one is one finding,
// on its outermost layer.
//
// Content that ends off screen, or wholly outside its superlayer, is reported unless an
// ancestor clips it (scrolled-away rows of a table are clipped, not lost).
//
// A z-order change is two layers seen in consecutive samples, overlapping on screen in both,
// neither inside the other, whose painting order swaps. One finding per sample names the
// first pair and counts the others.

extension MotionAnalysis {
  /// Every flash: layers seen, or gone, for less than `MotionCriteria.flashDuration`.
  func flashes() -> [MotionFinding] {
    let shortest = Int(
      (MotionCriteria.flashDuration / max(recording.sampleInterval, 1e-9)).rounded())
    var found: [(finding: MotionFinding, treeOrder: Int)] = []
    for track in recording.orderedTracks {
      let seen = track.samples.map { $0?.isVisible ?? false }
      var start = 0
      while start < seen.count {
        var end = start
        while end + 1 < seen.count, seen[end + 1] == seen[start] { end += 1 }
        let length = end - start + 1
        if start > 0, end < seen.count - 1, length < shortest {
          let span = Double(length) * recording.sampleInterval
          let detail =
            seen[start]
            ? "seen for only \(span.milliseconds) (less than a 30 fps frame), then gone"
            : "vanished for \(span.milliseconds) (less than a 30 fps frame), then back"
          let order = track.samples[start]?.treeOrder ?? track.samples[start - 1]?.treeOrder ?? 0
          found.append((finding(.flash, .error, track: track, at: start, detail), order))
        }
        start = end + 1
      }
    }
    return Self.grouped(found)
  }

  /// Every change of which of two overlapping seen layers is in front.
  func zOrderChanges() -> [MotionFinding] {
    var findings: [MotionFinding] = []
    let tracks = recording.orderedTracks
    for index in recording.times.indices.dropFirst() {
      let both = tracks.compactMap { track -> (LayerTrack, LayerSample, LayerSample)? in
        guard let before = track.samples[index - 1], let after = track.samples[index],
          before.isVisible, after.isVisible
        else { return nil }
        return (track, before, after)
      }.sorted { $0.1.paintOrder < $1.1.paintOrder }
      // Quick check: the order is kept when the new orders still ascend.
      guard zip(both, both.dropFirst()).contains(where: { $0.2.paintOrder > $1.2.paintOrder })
      else { continue }
      var pairs: [(back: LayerTrack, front: LayerTrack)] = []
      for (first, a) in both.enumerated() {
        for b in both[(first + 1)...] where a.2.paintOrder > b.2.paintOrder {
          guard Self.overlap(a.1.screenFrame, b.1.screenFrame),
            Self.overlap(a.2.screenFrame, b.2.screenFrame),
            !isAncestor(a.0.id, of: b.0.id, at: index), !isAncestor(b.0.id, of: a.0.id, at: index)
          else { continue }
          // `a` was behind `b` and is now in front of it.
          pairs.append((back: b.0, front: a.0))
        }
      }
      guard let pair = pairs.first else { continue }
      let more = pairs.count > 1 ? " (\(pairs.count - 1) more pairs swapped)" : ""
      findings.append(
        finding(
          .zOrderChange, .warning, track: pair.front, at: index,
          "moved in front of \(pair.back.label), which it overlaps\(more)"))
    }
    return findings
  }

  /// Content seen at the end off screen or wholly outside its superlayer.
  func endPlacement() -> [MotionFinding] {
    guard let last = recording.times.indices.last else { return [] }
    var found: [(finding: MotionFinding, treeOrder: Int)] = []
    for track in recording.orderedTracks {
      guard let sample = track.samples[last], sample.isShown, sample.draws, !sample.isMask,
        !sample.isInsideClip,
        let frame = sample.screenFrame, frame.width > 0, frame.height > 0
      else { continue }
      if !sample.meetsWindow {
        // Reported once, on the outermost layer of an off-screen subtree.
        let outer = outermostOffScreen(track.id, at: last)
        if outer != track.id { continue }
        found.append(
          (
            finding(
              .offScreen, .warning, track: track, at: last,
              "ends off screen at \(Self.describe(frame)), shown but outside the window "
                + "\(Self.describe(recording.window))"), sample.treeOrder
          ))
      } else if let parent = sample.parent.flatMap({ recording.tracks[$0]?.samples[last] }),
        let container = parent.screenFrame, container.width > 0, container.height > 0,
        !frame.intersects(container)
      {
        found.append(
          (
            finding(
              .offScreen, .warning, track: track, at: last,
              "ends at \(Self.describe(frame)), wholly outside its superlayer "
                + "\(Self.describe(container))"), sample.treeOrder
          ))
      }
    }
    return Self.grouped(found)
  }

  /// The outermost drawing ancestor of `id` (or `id`) that is off screen at sample `index`.
  private func outermostOffScreen(_ id: Int, at index: Int) -> Int {
    var outer = id
    var current = recording.tracks[id]?.samples[index]?.parent
    while let parent = current, let sample = recording.tracks[parent]?.samples[index],
      !sample.meetsWindow
    {
      if sample.draws, sample.isShown { outer = parent }
      current = sample.parent
    }
    return outer
  }

  private static func overlap(_ a: CGRect?, _ b: CGRect?) -> Bool {
    guard let a, let b else { return false }
    let common = a.intersection(b)
    return !common.isNull && common.width * common.height > MotionCriteria.overlapArea
  }
}
