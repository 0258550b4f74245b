// Stages, controllers and scenes for pointfreeco's swift-snapshot-testing:
//
//   assertSnapshot(of: stage, as: .image)              // the frame now, PNG
//   assertSnapshot(of: stage, as: .tree)               // its presentation tree, JSON
//   assertSnapshot(of: controller, as: .image(on: .iPhoneSE))
//   assertSnapshot(of: CardOpen(), as: .transition(at: [0, 0.5, 1]))
//
// A frame the renderer cannot draw is reported as a test failure naming the error (through
// SegueTesting's reporter) and stands as an empty bitmap, which no reference matches.

import Foundation
import SegueGeometry
import SegueTesting
import SegueUI
import SnapshotTesting
import Testing

extension Snapshotting where Value == Stage, Format == Bitmap {
  /// The stage's frame now at scale 1, exactly.
  @MainActor public static var image: Snapshotting<Stage, Bitmap> { image() }

  /// The stage's frame now at `scale` pixels per point (1…4), within `tolerance` per channel.
  @MainActor
  public static func image(scale: Int = 1, tolerance: UInt8 = 0) -> Snapshotting<Stage, Bitmap> {
    Snapshotting<Bitmap, Bitmap>.image(tolerance: tolerance).pullback { stage in
      MainActor.assumeIsolated { renderOrReport(stage, scale: scale) }
    }
  }
}

extension Snapshotting where Value == Stage, Format == String {
  /// The stage's presentation tree now, as JSON (`Stage.presentationTree()`), compared line by
  /// line.
  @MainActor public static var tree: Snapshotting<Stage, String> {
    var strategy = Snapshotting<String, String>.lines.pullback { (stage: Stage) in
      MainActor.assumeIsolated { stage.presentationTree() }
    }
    strategy.pathExtension = "json"
    return strategy
  }
}

extension Snapshotting where Value: ViewController, Format == Bitmap {
  /// The controller shown alone on a stage for `device` (default iPhone 15 Pro), after its
  /// animations have settled (at most `timeout` seconds of stage time), at `scale`.
  @MainActor
  public static func image(
    on device: Device = .iPhone15Pro, scale: Int = 1, tolerance: UInt8 = 0, timeout: Double = 10
  ) -> Snapshotting<Value, Bitmap> {
    Snapshotting<Bitmap, Bitmap>.image(tolerance: tolerance).pullback { controller in
      MainActor.assumeIsolated {
        let stage = Stage(device: device, rootViewController: controller)
        settle(stage, timeout: timeout)
        let frame = renderOrReport(stage, scale: scale)
        stage.window.rootViewController = nil
        return frame
      }
    }
  }
}

extension Snapshotting where Value: StageScene, Format == Bitmap {
  /// The scene's transition at `progress` (fractions of its duration, ascending), its frames
  /// side by side in one picture, 8 transparent pixels apart, at `scale`.
  @MainActor
  public static func transition(
    at progress: [Double] = keyFrameProgress, device: Device? = nil, scale: Int = 1,
    tolerance: UInt8 = 0
  ) -> Snapshotting<Value, Bitmap> {
    Snapshotting<Bitmap, Bitmap>.image(tolerance: tolerance).pullback { scene in
      MainActor.assumeIsolated {
        let stage = scene.makeStartedStage(device: device)
        let frames = progress.map { point in
          stage.advance(to: max(scene.time(atProgress: point, on: stage), stage.time))
          return renderOrReport(stage, scale: scale)
        }
        return Bitmap(sideBySide: frames, gap: 8)
      }
    }
  }
}

/// Renders `stage`, or reports why it cannot and stands an empty bitmap in.
@MainActor
private func renderOrReport(_ stage: Stage, scale: Int) -> Bitmap {
  do {
    return try stage.render(scale: scale)
  } catch {
    reportIssue("Cannot render the stage at scale \(scale): \(error)")
    return Bitmap(width: 0, height: 0, pixels: [])
  }
}

/// Runs `stage` until it is idle, or reports what still runs after `timeout` seconds.
@MainActor
private func settle(_ stage: Stage, timeout: Double) {
  do {
    try stage.runUntilIdle(timeout: timeout)
  } catch {
    reportIssue("The controller did not settle before its snapshot: \(error)")
  }
}

extension Bitmap {
  /// `frames` side by side, top-aligned, `gap` transparent pixels apart.
  init(sideBySide frames: [Bitmap], gap: Int) {
    let width = frames.reduce(0) { $0 + $1.width } + gap * max(frames.count - 1, 0)
    let height = frames.map(\.height).max() ?? 0
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    var left = 0
    for frame in frames {
      for row in 0..<frame.height {
        let source = row * frame.width * 4
        let target = (row * width + left) * 4
        pixels.replaceSubrange(
          target..<(target + frame.width * 4),
          with: frame.pixels[source..<(source + frame.width * 4)])
      }
      left += frame.width + gap
    }
    self.init(width: width, height: height, pixels: pixels)
  }
}
