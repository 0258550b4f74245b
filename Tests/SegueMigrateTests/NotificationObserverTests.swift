import Foundation
import SegueUIKit
import Testing

/// The `#else` spelling of a migrated observer, `addObserver(_:action:name:object:)`.
@MainActor @Suite struct NotificationObserverTests {
  final class Listener {
    var received: [String] = []
    func heard(_ notification: Notification) { received.append(notification.name.rawValue) }
    func poked() { received.append("poked") }
  }

  @Test func callsTheMethodUntilTheObserverIsRemovedOrGone() {
    let center = NotificationCenter()
    let name = Notification.Name("Ping")
    var listener: Listener? = Listener()
    weak let gone = listener
    center.addObserver(listener!, action: Listener.heard, name: name, object: nil)
    center.addObserver(listener!, action: Listener.poked, name: name, object: nil)
    center.post(name: name, object: nil)
    // Both observers are called once. In which order is Foundation's to choose: Apple's
    // documentation promises none, and swift-corelibs-foundation's order changed from one run
    // of this suite to the next (seen here: "poked" first in one full run).
    #expect(listener?.received.sorted() == ["Ping", "poked"])
    center.removeObserver(listener!)
    center.post(name: name, object: nil)
    #expect(listener?.received.sorted() == ["Ping", "poked"])

    center.addObserver(listener!, action: Listener.heard, name: name, object: nil)
    listener = nil
    #expect(gone == nil)
    center.post(name: name, object: nil)  // the observer went away: nothing is called
  }

  @Test func aPostOffTheMainThreadReachesTheMethodOnTheMainActor() async throws {
    let center = NotificationCenter()
    let name = Notification.Name("Background")
    let listener = Listener()
    center.addObserver(listener, action: Listener.heard, name: name, object: nil)
    // UIKit calls the observer on the posting thread; Segue's methods are main-actor isolated,
    // so the call hops there instead of ending the program.
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        center.post(name: name, object: nil)
        continuation.resume()
      }
    }
    for _ in 0..<200 where listener.received.isEmpty {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(listener.received == ["Background"])
  }
}
