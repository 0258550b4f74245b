import Dispatch

/// Marks the main queue, so that main-queue work can be recognised on any thread: on Linux
/// `DispatchQueue.main` is a new object at each call, and the main actor's work (the main
/// queue's) need not run on the process's first thread (it does not under `swift test`).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

extension DispatchQueue {
  /// Whether the caller runs as main-queue (main-actor) work.
  package static var isRunningMainQueueWork: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
  }
}
