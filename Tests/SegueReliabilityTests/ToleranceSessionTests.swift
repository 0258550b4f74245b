import Foundation
import SegueLayers
import SegueUI
import Testing

// Issue 22, section 2, inside random sessions: the misuses UIKit tolerates, made on whatever
// the top screen is while the model's transitions run — `Transaction.commit()` without
// `begin()`, `insertSubview` with a view that is not a sibling, main-queue work and timers on
// the stage's clock (`DispatchQueue.main.asyncAfter` through SegueUIKit, `Timer.stageTimer`),
// a presented controller that sets its transitioning delegate in `viewDidLoad`. None may end
// the program or disturb the model; each completion, block or timer runs exactly once, and
// each such delegate is asked for its animator once.

/// A step of a tolerance session: the model's own operation, or one of the tolerated misuses.
enum ToleranceStep: CustomStringConvertible {
  case model(Operation)
  /// An opacity animation of `milliseconds` on the top view, with a completion block set on
  /// the implicit transaction, committed without `begin()`.
  case commitWithoutBegin(milliseconds: Int)
  /// A view inserted below (or above) a view that is not a subview, then removed later.
  case insertNextToStranger(below: Bool)
  /// A block scheduled `milliseconds` ahead on the stage's clock.
  case schedule(milliseconds: Int)
  /// A stage timer (`Timer.scheduledTimer` after `segue migrate`) firing once, `milliseconds`
  /// ahead.
  case timer(milliseconds: Int)
  /// A custom presentation whose controller sets its transitioning delegate in `viewDidLoad`.
  case presentSettingDelegateOnLoad

  var description: String {
    switch self {
    case .model(let operation): "\(operation)"
    case .commitWithoutBegin(let milliseconds): ".commitWithoutBegin(\(milliseconds))"
    case .insertNextToStranger(let below): ".insertNextToStranger(below: \(below))"
    case .schedule(let milliseconds): ".schedule(\(milliseconds))"
    case .timer(let milliseconds): ".timer(\(milliseconds))"
    case .presentSettingDelegateOnLoad: ".presentSettingDelegateOnLoad"
    }
  }

  static func random(using random: inout SeededRandom) -> ToleranceStep {
    let delay = [0, 100, 400].randomElement(using: &random) ?? 0
    return random.weighted([
      (10, .model(Operation.random(using: &random))),
      (2, .commitWithoutBegin(milliseconds: delay)),
      (2, .insertNextToStranger(below: random.chance(0.5))),
      (2, .schedule(milliseconds: delay)),
      (1, .timer(milliseconds: delay)),
      (1, .presentSettingDelegateOnLoad),
    ])
  }
}

/// Applies tolerance steps to a `World` and counts what must run once.
@MainActor
final class ToleranceSession {
  let world = World()
  private var transactionCompletions: [Int] = []
  /// The same completions made in a begin()…commit() pair.
  private var pairedCompletions: [Int] = []
  private var scheduledRuns: [Int] = []
  private var inserted: [View] = []
  private var reports: [String] = []

  init() {
    Transaction.diagnostics = { [weak self] in self?.reports.append($0) }
  }

  /// The view misuses are made on: the selected tab's top probe's, when loaded.
  private var topView: View? {
    world.stacks[world.selected].last.flatMap { world.probe($0)?.viewIfLoaded }
  }

  func apply(_ step: ToleranceStep) throws(StageError) {
    switch step {
    case .model(let operation):
      try world.apply(operation)
    case .commitWithoutBegin(let milliseconds):
      // On a view in the window, twice: the same animation in a begin()…commit() pair and
      // committed without begin(); both completions must run alike.
      guard let view = topView, view.window != nil else { return }
      let id = transactionCompletions.count
      transactionCompletions.append(0)
      pairedCompletions.append(0)
      Transaction.begin()
      Transaction.setCompletionBlock { [weak self] in self?.pairedCompletions[id] += 1 }
      view.layer.add(fade(milliseconds), forKey: "tolerance.paired")
      Transaction.commit()
      Transaction.setCompletionBlock { [weak self] in self?.transactionCompletions[id] += 1 }
      view.layer.add(fade(milliseconds), forKey: "tolerance.fade")
      Transaction.commit()
    case .insertNextToStranger(let below):
      guard let host = topView else { return }
      let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      if below {
        host.insertSubview(view, belowSubview: View())
      } else {
        host.insertSubview(view, aboveSubview: View())
      }
      inserted.append(view)
      // Keep the tree small: the oldest inserted view leaves again.
      if inserted.count > 3 { inserted.removeFirst().removeFromSuperview() }
    case .schedule(let milliseconds):
      let id = scheduledRuns.count
      scheduledRuns.append(0)
      world.stage.schedule(after: Double(milliseconds) / 1000) { [weak self] in
        self?.scheduledRuns[id] += 1
      }
    case .timer(let milliseconds):
      let id = scheduledRuns.count
      scheduledRuns.append(0)
      _ = Timer.stageTimer(withTimeInterval: Double(milliseconds) / 1000, repeats: false) {
        [weak self] _ in self?.scheduledRuns[id] += 1
      }
    case .presentSettingDelegateOnLoad:
      try world.apply(.present(.customSetInViewDidLoad, animated: true))
    }
  }

  private func fade(_ milliseconds: Int) -> BasicAnimation {
    let fade = BasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.5
    fade.toValue = 1
    fade.duration = Double(milliseconds) / 1000
    return fade
  }

  /// What ran more than once now; after a settle, also what has not run, and the completions
  /// committed without begin() that ran otherwise than their begin()…commit() twins.
  func violations(settled: Bool) -> [String] {
    var found: [String] = []
    for (id, count) in transactionCompletions.enumerated()
    where count > 1 || (settled && count != pairedCompletions[id]) {
      found.append(
        "transaction completion \(id) ran \(count) times, its begin()…commit() twin "
          + "\(pairedCompletions[id])")
    }
    for (id, count) in scheduledRuns.enumerated() where count > 1 || (settled && count != 1) {
      found.append("scheduled block or timer \(id) ran \(count) times")
    }
    // UIKit loads the presented view before consulting its delegate, so a delegate set in
    // `viewDidLoad` animates the presentation.
    for (index, delegate) in world.delegatesSetOnLoad.enumerated()
    where delegate.presentationsAsked > 1 || (settled && delegate.presentationsAsked != 1) {
      found.append(
        "delegate set in viewDidLoad \(index) asked \(delegate.presentationsAsked) times")
    }
    if reports.count > transactionCompletions.count {
      found.append("\(reports.count) commit reports for \(transactionCompletions.count) commits")
    }
    return found
  }
}

@Suite("Random sessions with the misuses UIKit tolerates (issue 22)")
@MainActor
struct ToleranceSessionTests {
  @Test(arguments: [UInt64(1), 2, 3])
  func toleratedMisusesKeepTheModel(seed: UInt64) throws {
    let saved = Transaction.diagnostics
    defer { Transaction.diagnostics = saved }
    var random = SeededRandom(seed: seed)
    let steps = (0..<400).map { _ in ToleranceStep.random(using: &random) }
    let session = ToleranceSession()
    for (index, step) in (steps + [.model(.settle)]).enumerated() {
      try session.apply(step)
      let settled = index == steps.count
      let violations =
        session.violations(settled: settled)
        + (settled ? session.world.settledViolations() : session.world.structuralViolations())
      #expect(violations.isEmpty, "seed \(seed), step \(index) (\(step)): \(violations)")
      if !violations.isEmpty { return }
    }
    // The session did present controllers that set their delegate in viewDidLoad.
    #expect(!session.world.delegatesSetOnLoad.isEmpty, "seed \(seed)")
  }
}
