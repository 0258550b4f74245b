import Foundation

/// Work on `count` items by `workers` threads, worker `w` taking items `w`, `w + workers`, …
/// (so each worker's items spread over the whole list, and the last items do not all fall to
/// one worker); one worker runs on the calling thread alone.
enum StridedWork {
  /// Each item's result, in item order. `body` gets the item and the worker (0..<`workers`)
  /// running it, so a worker can use state of its own.
  static func map<Value>(
    count: Int, workers: Int, _ body: @Sendable (_ item: Int, _ worker: Int) throws -> Value
  ) -> [Result<Value, any Error>] {
    let workers = max(1, min(workers, count))
    var results = [Result<Value, any Error>](
      repeating: .failure(CancellationError()), count: count)
    results.withUnsafeMutableBufferPointer { buffer in
      // Each worker writes only its own items, so the slots need no lock.
      nonisolated(unsafe) let slots = buffer
      @Sendable func run(_ worker: Int) {
        for item in stride(from: worker, to: count, by: workers) {
          slots[item] = Result { try body(item, worker) }
        }
      }
      if workers == 1 {
        run(0)
      } else {
        DispatchQueue.concurrentPerform(iterations: workers, execute: run)
      }
    }
    return results
  }
}
