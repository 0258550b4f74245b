import Foundation
import SegueAnimation
import SegueGeometry
import Testing

@testable import SegueLayers

/// Random sequences of what a tick must notice — animations added (maybe delayed), replaced and
/// removed, layers moved between two contexts or out of any tree, time advancing by uneven
/// steps — played on two worlds: in one each layer's animations are copied inline for the tick
/// (`FrameEvents`), in the other three long animations more on every layer make the tick read
/// `Layer.attached` itself. Each delegate must hear the same events in both, in a lawful order
/// (start then stop, or a stop alone), at most once each; a stop with `finished` true only for
/// an animation nothing interrupted (removed, replaced, its layer out of any tree at a tick);
/// and once every layer is back in a tree and time has run on, every animation has stopped,
/// finished unless interrupted. Seeded: a failure names its seed and step, with the sequence.
/// Found: a layer moved straight into another context's tree kept its animations only when the
/// new context ticked first (`LayerContext.removeAnimationsOutsideTree`).
@MainActor
@Suite struct TickEventRandomTests {
  /// One world: two hosted trees on one time line, and four layers.
  @MainActor
  final class World {
    let hosts = [TestHost(), TestHost()]
    let layers = (0..<4).map { _ in Layer() }
    /// Where each layer is: a host's index, or nil out of any tree.
    var places: [Int?] = [0, 0, 1, 1]
    /// Whether every layer carries three long animations more (the tick then reads `attached`).
    let padded: Bool

    init(padded: Bool) {
      self.padded = padded
      for (layer, place) in zip(layers, places) {
        if let place { hosts[place].addShown(layer) }
        pad(layer)
      }
    }

    /// Three long animations without a delegate, when `padded` (again after a move: a layer
    /// leaving its tree stops its animations).
    func pad(_ layer: Layer) {
      guard padded else { return }
      for index in 0..<3 where layer.animation(forKey: "pad\(index)") == nil {
        let drift = BasicAnimation(keyPath: .position, from: .zero, to: CGPoint(x: 1, y: 1))
        drift.duration = 1_000
        layer.add(drift, forKey: "pad\(index)")
      }
    }

    func move(_ index: Int, to place: Int?) {
      let layer = layers[index]
      layer.removeFromSuperlayer()
      if let place { hosts[place].root.addSublayer(layer) }
      places[index] = place
      pad(layer)
    }

    func advance(to time: Double) {
      for host in hosts { host.advance(to: time) }
    }
  }

  /// What the sequence did to one animation.
  struct Added {
    let worlds: [RecordingDelegate]
    /// Removed, replaced, or its layer out of any tree at a tick.
    var interrupted = false
  }

  @Test(arguments: [39, 390, 3900, 39_000])
  func randomSequencesGiveLawfulEventsOnBothPaths(seed: UInt64) {
    var random = SeededRandomNumbers(state: seed)
    let worlds = [World(padded: false), World(padded: true)]
    var added: [Added] = []
    /// The animation each layer holds under each key: an index into `added`.
    var holding: [[String: Int]] = Array(repeating: [:], count: 4)
    var time = 0.0
    var trace: [String] = []
    for step in 0..<160 {
      let layer = Int.random(in: 0..<4, using: &random)
      let key = ["a", "b", "c"][Int.random(in: 0..<3, using: &random)]
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<3:
        // Added only in a tree (see `animationAddedToADetachedLayerBeginsAtTheFirstTick`).
        guard worlds[0].places[layer] != nil else { continue }
        if let old = holding[layer][key] { added[old].interrupted = true }
        let duration = [0.1, 0.2, 0.35][Int.random(in: 0..<3, using: &random)]
        let delay = [0, 0, 0.07][Int.random(in: 0..<3, using: &random)]
        var delegates: [RecordingDelegate] = []
        for world in worlds {
          let fade = BasicAnimation(keyPath: .opacity, from: 0, to: 1)
          fade.duration = duration
          if delay > 0 { fade.beginTime = time + delay }
          let delegate = RecordingDelegate()
          fade.delegate = delegate
          delegates.append(delegate)
          world.layers[layer].add(fade, forKey: key)
        }
        holding[layer][key] = added.count
        trace.append(
          "\(step): add #\(added.count) to \(layer).\(key) d\(duration) delay \(delay) at \(time)")
        added.append(Added(worlds: delegates))
      case 3:
        if let old = holding[layer][key] { added[old].interrupted = true }
        holding[layer][key] = nil
        trace.append("\(step): remove \(layer).\(key)")
        for world in worlds { world.layers[layer].removeAnimation(forKey: key) }
      case 4:
        let place = [0, 1, nil][Int.random(in: 0..<3, using: &random)]
        guard place != worlds[0].places[layer] else { continue }
        trace.append(
          "\(step): move \(layer) to \(String(describing: place)) holding \(holding[layer])")
        for world in worlds { world.move(layer, to: place) }
      default:
        time += [0.03, 0.05, 0.1, 0.016][Int.random(in: 0..<4, using: &random)]
        // A layer out of any tree at a tick stops what it runs (one moved into another tree
        // keeps it, whichever context ticks first).
        for index in holding.indices {
          for held in holding[index].values {
            if worlds[0].places[index] == nil { added[held].interrupted = true }
          }
        }
        for world in worlds { world.advance(to: time) }
      }
      // Animations that stopped are no longer held.
      for (index, _) in added.enumerated()
      where added[index].worlds[0].events.contains(where: { $0.hasPrefix("stop") }) {
        for layerIndex in holding.indices {
          holding[layerIndex] = holding[layerIndex].filter { $0.value != index }
        }
      }
      for (index, animation) in added.enumerated() {
        let events = animation.worlds.map(\.events)
        #expect(events[0] == events[1], "seed \(seed), step \(step), animation \(index): \(events)")
        #expect(
          Self.isLawful(events[0]), "seed \(seed), step \(step), animation \(index): \(events[0])")
        if events[0].last == "stop(true)" {
          #expect(
            !animation.interrupted,
            "seed \(seed), step \(step), animation \(index) finished\n\(trace.joined(separator: "\n"))"
          )
          if animation.interrupted { return }
        }
      }
    }
    // Every layer back in a tree, and time runs on.
    for world in worlds {
      for index in world.layers.indices where world.places[index] == nil {
        world.move(index, to: 0)
      }
    }
    for _ in 0..<20 {
      time += 0.05
      for world in worlds { world.advance(to: time) }
    }
    #expect(added.count > 20, "seed \(seed): the sequence adds animations")
    var finished = 0
    for (index, animation) in added.enumerated() {
      let events = animation.worlds.map(\.events)
      #expect(events[0] == events[1], "seed \(seed), animation \(index): \(events)")
      #expect(
        events[0].last?.hasPrefix("stop") == true, "seed \(seed), animation \(index): \(events[0])")
      if !animation.interrupted {
        #expect(
          events[0] == ["start", "stop(true)"], "seed \(seed), animation \(index): \(events[0])")
        finished += 1
      }
    }
    #expect(finished > 0, "seed \(seed): some animations run to their end")
  }

  /// Start then stop, or a stop alone (removed before it began), each at most once.
  static func isLawful(_ events: [String]) -> Bool {
    let stop = ["stop(true)", "stop(false)"]
    switch events.count {
    case 0: return true
    case 1: return events[0] == "start" || stop.contains(events[0])
    case 2: return events[0] == "start" && stop.contains(events[1])
    default: return false
    }
  }
}

/// The seeded generator of these tests (a 64-bit LCG mixed by an xorshift).
struct SeededRandomNumbers: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state ^ (state >> 29)
  }
}
