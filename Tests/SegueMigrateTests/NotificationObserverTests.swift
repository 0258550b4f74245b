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
    #expect(listener?.received == ["Ping", "poked"])
    center.removeObserver(listener!)
    center.post(name: name, object: nil)
    #expect(listener?.received == ["Ping", "poked"])

    center.addObserver(listener!, action: Listener.heard, name: name, object: nil)
    listener = nil
    #expect(gone == nil)
    center.post(name: name, object: nil)  // the observer went away: nothing is called
  }
}
