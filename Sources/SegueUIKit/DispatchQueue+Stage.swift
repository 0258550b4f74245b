import Dispatch
import Foundation

extension DispatchQueue {
  /// `DispatchQueue.main.asyncAfter(deadline:execute:)` as iOS transition code writes it, on
  /// the stage's clock: main-queue work scheduled from the main actor while a `Stage` is alive
  /// runs at stage time `now + (deadline − DispatchTime.now())`, in that stage's frame
  /// (`Stage.schedule(after:_:)`), so that a recording or a test does not depend on the wall
  /// clock; in the desktop window the stage's clock follows the display. Other queues, other
  /// contexts and a process without a stage get Dispatch's own `asyncAfter`.
  ///
  /// It is found instead of Dispatch's `asyncAfter(deadline:qos:flags:execute:)` because it
  /// needs no default argument; a call that passes `qos:` or `flags:` gets Dispatch's.
  public func asyncAfter(
    deadline: DispatchTime, execute work: @escaping @MainActor @Sendable () -> Void
  ) {
    if label == DispatchQueue.main.label && DispatchQueue.isRunningMainQueueWork {
      let scheduled = MainActor.assumeIsolated { () -> Bool in
        guard let stage = Stage.current else { return false }
        let now = DispatchTime.now().uptimeNanoseconds
        let delay =
          deadline.uptimeNanoseconds >= now
          ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
        stage.schedule(after: delay, work)
        return true
      }
      if scheduled { return }
    }
    asyncAfter(deadline: deadline, execute: DispatchWorkItem { MainActor.assumeIsolated(work) })
  }
}
