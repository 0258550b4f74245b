import Foundation
import Segue

/// The `soak-10k` row: whether memory stays flat over 10,000 transitions in one window.
///
/// One stage holds a navigation controller; each cycle pushes a new controller animated, pops
/// it animated, presents another one animated and dismisses it animated, running the stage to
/// idle after each request (four transitions a cycle). The resident set size is read from
/// `/proc/self/statm` after the first 100 transitions (when caches, pools and the allocator's
/// arenas have filled) and after the last; the row reports both, their ratio, the median
/// milliseconds per transition, and how many of the controllers pushed or presented are still
/// alive at the end (they must all be gone: each is held only by its container).
@MainActor
enum SoakBenchmark {
  nonisolated static let id = "soak-10k"
  /// The same soak, 1,000 transitions (run on its own by the `rss-soak-1k` row).
  nonisolated static let shortID = "soak-1k"
  /// Transitions run in all.
  nonisolated static let transitionCount = 10_000
  /// Transitions run before the first reading of the resident set size.
  nonisolated static let warmUpCount = 100
  /// Stage time one transition may take to settle, seconds.
  static let settleTimeout: Double = 10

  /// What the soak measured.
  struct Figures {
    /// Resident set size after `warmUpCount` transitions, bytes.
    let residentAfterWarmUp: Int
    /// Resident set size after `transitionCount` transitions, bytes.
    let residentAtEnd: Int
    /// Median wall time of one transition (request and run to idle), milliseconds.
    let medianMs: Double
    /// Controllers pushed or presented during the soak that are still alive when the stage
    /// is idle after the last transition.
    let survivors: Int
    /// Those still alive after one more second of frames.
    let survivorsAfterOneSecond: Int
    /// Stage time the transitions took, seconds (each animated transition runs frames).
    let stageSeconds: Double
  }

  static func run(short: Bool = false) throws -> BenchResult {
    let transitions = short ? transitionCount / 10 : transitionCount
    let figures = try measure(transitions: transitions)
    return BenchResult(
      id: short ? shortID : id, width: 0, height: 0, medianMs: figures.medianMs, floorMs: nil,
      soak: .init(
        residentAfterWarmUp: figures.residentAfterWarmUp, residentAtEnd: figures.residentAtEnd,
        transitions: transitions, stageSeconds: figures.stageSeconds,
        survivors: figures.survivors, survivorsAfterOneSecond: figures.survivorsAfterOneSecond))
  }

  static func measure(transitions: Int = transitionCount) throws -> Figures {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let stage = Stage(device: .iPhone15Pro, rootViewController: navigation)
    try stage.runUntilIdle(timeout: settleTimeout)

    var weakControllers: [WeakController] = []
    var times: [Double] = []
    times.reserveCapacity(transitions)
    var residentAfterWarmUp = residentBytes()
    var done = 0
    func transition(_ request: () -> Void) throws {
      let start = ContinuousClock.now
      request()
      try stage.runUntilIdle(timeout: settleTimeout)
      let elapsed = (ContinuousClock.now - start).components
      times.append(Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15)
      done += 1
      if done == warmUpCount { residentAfterWarmUp = residentBytes() }
    }
    func made() -> ViewController {
      let controller = ViewController()
      weakControllers.append(WeakController(controller))
      return controller
    }
    while done < transitions {
      switch done % 4 {
      case 0:
        let pushed = made()
        try transition { navigation.pushViewController(pushed, animated: true) }
      case 1:
        try transition { _ = navigation.popViewController(animated: true) }
      case 2:
        let presented = made()
        try transition { navigation.present(presented, animated: true) }
      default:
        try transition { navigation.dismiss(animated: true) }
      }
    }
    let residentAtEnd = residentBytes()
    let stageSeconds = stage.time
    let survivors = weakControllers.count { $0.controller != nil }
    stage.advance(by: 1)
    return Figures(
      residentAfterWarmUp: residentAfterWarmUp, residentAtEnd: residentAtEnd,
      medianMs: median(times), survivors: survivors,
      survivorsAfterOneSecond: weakControllers.count { $0.controller != nil },
      stageSeconds: stageSeconds)
  }

  /// The process's resident set size, bytes (0 where `/proc/self/statm` cannot be read).
  nonisolated static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  private final class WeakController {
    weak var controller: ViewController?
    init(_ controller: ViewController) { self.controller = controller }
  }
}
