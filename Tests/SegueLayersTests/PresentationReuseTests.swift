import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

/// What computing presentations reuses from one animation to the next — the last timing-curve
/// solve (`TimingCurveMemo`) and the last sample of each shared timing and curve
/// (`TrackTiming.sampled(atLocalTime:)`, kept across layers) — must give every animation the
/// bits it would compute alone.
@MainActor
@Suite("Presentation reuse: the last curve solve and the last timing sample")
struct PresentationReuseTests {
  /// Curves that differ in one control coordinate (−0 against 0 included), asked in turn at
  /// the same inputs, each give exactly what the curve computes unmemoized.
  @Test func theCurveMemoAnswersOnlyTheSameCurveAtTheSameInput() {
    let base: [Float] = [0.42, 0, 0.58, 1]
    var curves = [MediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)]
    for coordinate in 0..<4 {
      var points = base
      points[coordinate] = coordinate.isMultiple(of: 2) ? 0.3 : 0.2
      curves.append(
        MediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3]))
    }
    curves.append(MediaTimingFunction(controlPoints: 0.42, -0.0, 0.58, 1))
    for x in [0.1, 0.1.nextUp, 0.5, 0.9] {
      for _ in 0..<2 {
        for curve in curves {
          let progress = ProgressCurve.timingFunction(curve).progress(
            TimingSample(phase: .active, iteration: 0, fraction: x), simpleDuration: 1)
          #expect(
            progress.bitPattern == curve.value(at: x).bitPattern,
            "\(curve) at \(x): \(progress) against \(curve.value(at: x))")
        }
      }
    }
  }

  /// Position.x over 1 s, opacity over 2 s and the corner radius over 1 s at half speed, all
  /// linear from 0, at 0.5 s: a sample shared across timings that differ (even in one field)
  /// would move them alike.
  @Test func animationsWithDifferentTimingsKeepTheirOwnSamples() {
    // 3 animations are read from the inline frame tracks, 4 from `attached`.
    for extra in [false, true] {
      let host = TestHost()
      let layer = Layer()
      host.addShown(layer)
      let move = BasicAnimation(keyPath: .positionX, from: 0, to: 100)
      move.duration = 1
      let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
      fade.duration = 2
      let round = BasicAnimation(keyPath: .cornerRadius, from: 0, to: 40)
      round.duration = 1
      round.speed = 0.5
      layer.add(move, forKey: "move")
      layer.add(fade, forKey: "fade")
      layer.add(round, forKey: "round")
      if extra {
        let rise = BasicAnimation(keyPath: .positionY, from: 0, to: 10)
        rise.duration = 1
        layer.add(rise, forKey: "rise")
      }
      host.advance(to: 0.5)
      let values = layer.presentationValues()
      #expect(values.position.x == 50, "half of 1 s")
      #expect(values.opacity == 0.25, "a quarter of 2 s")
      #expect(values.cornerRadius == 10, "a quarter of 1 s at half speed")
      #expect(values.position.y == (extra ? 5 : 0))
    }
  }

  /// Two layers running animations of the same timing, read in turn at different local times:
  /// a timing sample reused across layers without its time in the key would give the second
  /// read the first one's position.
  @Test func theSampleMemoAnswersOnlyTheSameTime() {
    let host = TestHost()
    let first = Layer()
    let second = Layer()
    host.addShown(first)
    host.addShown(second)
    for layer in [first, second] {
      let move = BasicAnimation(keyPath: .positionX, from: 0, to: 100)
      move.duration = 1
      // An explicit begin time, so that both timings are the same bits.
      move.beginTime = 0.25
      layer.add(move, forKey: "move")
    }
    host.advance(to: 0.5)
    let reads: [(Layer, Double, CGFloat)] = [
      (first, 0.5, 25), (second, 0.75, 50), (first, 0.75, 50), (second, 0.5, 25), (first, 0.5, 25),
    ]
    for (layer, time, expected) in reads {
      let x = layer.presentationValues(atLocalTime: time).position.x
      #expect(x == expected, "at \(time): \(x)")
    }
  }

  /// A shared timing and curve's cached sample and progress, asked at times that repeat and
  /// alternate (before, during and after the animation, 0 and −0, NaN), are bit for bit what the
  /// timing and curve compute at each time alone.
  @Test func aSharedTimingsCacheAnswersWhatItsValuesCompute() {
    let timing = MediaTimingParameters(beginTime: 0.25, duration: 2, fillMode: .both)
    let curves: [ProgressCurve] = [
      .timingFunction(nil), .timingFunction(.easeInEaseOut), .spring(Spring()),
    ]
    let times = [0.5, 0.5, 1.75, 0.5, -0.0, 0.0, -0.0, 3, 3, .nan, 0.1, 1.75]
    for curve in curves {
      var values = TrackTiming(timing: timing, curve: curve)
      for time in times {
        let cached = values.sampled(atLocalTime: time)
        let sample = timing.sample(
          atParentTime: time, defaultDuration: MediaTimingParameters.defaultDuration)
        #expect(cached.sample?.phase == sample?.phase, "\(curve) at \(time)")
        #expect(cached.sample?.iteration == sample?.iteration, "\(curve) at \(time)")
        #expect(
          cached.sample?.fraction.bitPattern == sample?.fraction.bitPattern, "\(curve) at \(time)")
        let progress = sample.map { curve.progress($0, simpleDuration: timing.simpleDuration) }
        #expect(
          cached.progress.bitPattern == (progress ?? 0).bitPattern,
          "\(curve) at \(time): \(cached.progress) against \(progress ?? 0)")
      }
    }
  }
}
