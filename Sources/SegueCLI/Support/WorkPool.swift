import Dispatch
import Foundation

/// Numbered work items run on up to `width` threads while the submitter goes on; `finish()`
/// returns their results in number order.
///
/// At most `width` items are pending at once: `submit` waits for a free place, which bounds
/// the memory of the values the items hold (a scene's frames). With a width of 1 every item
/// runs on the submitting thread, in order, before `submit` returns — the sequential path,
/// with no thread of its own.
///
/// After an item fails, `hasFailed` is true (a submitter stops submitting), the items already
/// running finish, and `finish()` throws the error of the lowest-numbered failed item, so the
/// error reported does not depend on which thread lost a race.
final class WorkPool<Value: Sendable>: @unchecked Sendable {
  private let width: Int
  private let places: DispatchSemaphore
  private let group = DispatchGroup()
  private let queue = DispatchQueue(label: "segue.work-pool", attributes: .concurrent)
  // The state below is only touched with `lock` held.
  private let lock = NSLock()
  private var values: [Int: Value] = [:]
  private var failure: (number: Int, error: any Error)?

  /// - Parameter width: Items running at once, at least 1.
  init(width: Int) {
    self.width = max(width, 1)
    places = DispatchSemaphore(value: self.width)
  }

  /// Whether an item has failed.
  var hasFailed: Bool { lock.withLock { failure != nil } }

  /// Runs `work` as item `number` (numbers are unique), on a worker unless the width is 1.
  func submit(_ number: Int, _ work: @escaping @Sendable () throws -> Value) {
    guard width > 1 else {
      record(number, Result(catching: work))
      return
    }
    places.wait()
    group.enter()
    queue.async { [self] in
      record(number, Result(catching: work))
      places.signal()
      group.leave()
    }
  }

  /// Waits for every submitted item; returns their values in number order.
  ///
  /// - Throws: The error of the lowest-numbered item that failed.
  func finish() throws -> [Value] {
    group.wait()
    return try lock.withLock {
      if let failure { throw failure.error }
      return values.keys.sorted().compactMap { values[$0] }
    }
  }

  private func record(_ number: Int, _ result: Result<Value, any Error>) {
    lock.withLock {
      switch result {
      case .success(let value):
        values[number] = value
      case .failure(let error):
        if failure.map({ number < $0.number }) ?? true { failure = (number, error) }
      }
    }
  }
}
