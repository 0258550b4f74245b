import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A controller logging the sizes `viewWillTransition(to:with:)` announces.
@MainActor
private final class SizeLoggingController: ViewController {
  let name: String
  let log: EventLog
  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init()
  }
  override func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("\(name).viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
    coordinator.animate(alongsideTransition: nil) { _ in self.log.append("\(self.name).done") }
  }
}

@MainActor
@Suite("Window size changes (rotation): viewWillTransition and container layout")
struct WindowSizeTests {
  private static let portrait = Device.iPadPro11.size
  private static let landscape = CGSize(width: 1194, height: 834)

  private func presentCustom(host: WindowHost, log: EventLog)
    -> (SizeLoggingController, SizeLoggingController, LoggingTransitioningDelegate)
  {
    let a = SizeLoggingController("a", log: log)
    host.window.rootViewController = a
    let b = SizeLoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    let delegate = LoggingTransitioningDelegate(log: log)
    delegate.presentAnimator = ProbingModalAnimator(log: log, isPresentation: true)
    b.modalPresentationStyle = .custom
    b.transitioningDelegate = delegate
    a.present(b, animated: true)
    return (a, b, delegate)
  }

  @Test func rotatingAfterThePresentationRelaysOutThePresentedView() throws {
    let log = EventLog()
    let host = WindowHost(device: .iPadPro11)
    let (a, b, delegate) = presentCustom(host: host, log: log)
    host.advance(to: 0.5)
    let pc = try #require(delegate.presentationControllers.first)
    #expect(b.view.frame == CGRect(x: 417, y: 0, width: 417, height: 1194))
    log.clear()
    host.window.rotate()
    // The root and (through its presentation controller, with the child size it gives) the
    // presented controller hear of the change first; the container lays out in the block.
    #expect(
      Array(log.events.prefix(3)) == [
        "a.viewWillTransition(to: 1194×834)", "b.viewWillTransition(to: 597×834)",
        "pc.containerViewWillLayoutSubviews",
      ])
    #expect(host.window.bounds.size == Self.landscape && a.view.frame.size == Self.landscape)
    #expect(b.view.frame == CGRect(x: 597, y: 0, width: 597, height: 834))
    #expect(pc.chrome.frame.size == Self.landscape)
    #expect(!log.events.contains("a.done"), "completions wait for the animation")
    host.advance(to: 0.5 + Window.sizeTransitionDuration + 0.01)
    #expect(log.events.suffix(2).sorted() == ["a.done", "b.done"])
    // The model is final at once; the presentation layer animates towards it.
    #expect(b.view.layer.presentationValues().position == b.view.center)
    #expect(b.view.layer.presentationValues().bounds.size == b.view.bounds.size)
  }

  @Test func rotatingMidPresentationEndsAtTheNewFrame() throws {
    let log = EventLog()
    let host = WindowHost(device: .iPadPro11)
    let (a, b, _) = presentCustom(host: host, log: log)
    host.advance(to: 0.1)
    host.window.setSize(Self.landscape)
    // The re-layout blends into the slide's frame animation additively (UIKit since iOS 8):
    // the slide runs to its end and the presentation completes once, at the new frame.
    host.advance(to: 1)
    #expect(log.events.filter { $0 == "pc.presentationTransitionDidEnd(true)" }.count == 1)
    #expect(!b.isBeingPresented && a.presentedViewController === b)
    #expect(b.view.frame == CGRect(x: 597, y: 0, width: 597, height: 834))
    #expect(b.view.layer.presentationValues().position == b.view.center)
    #expect(b.view.layer.presentationValues().bounds.size == b.view.bounds.size)
  }

  @Test func aFullScreenPresenterComesBackAtTheNewSize() {
    let log = EventLog()
    let host = WindowHost(device: .iPadPro11)
    let a = SizeLoggingController("a", log: log)
    host.window.rootViewController = a
    let b = SizeLoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen  // UIKit's default is a page sheet
    a.present(b, animated: false)
    host.window.rotate(animated: false)
    #expect(b.view.frame.size == Self.landscape)
    #expect(log.events.contains("a.viewWillTransition(to: 1194×834)"))
    b.dismiss(animated: false)
    #expect(a.view.frame.size == Self.landscape && a.view.superview === host.window)
  }

  /// A turned iPhone 15 Pro takes the landscape safe area (the sensor housing on a side, the
  /// home indicator's 21 pt at the bottom) and gets it back turning upright; the root view
  /// hears of it through `safeAreaInsetsDidChange`.
  @Test func rotatingAnIPhoneGivesItsRootTheLandscapeSafeArea() {
    let host = WindowHost(device: .iPhone15Pro)
    let root = ViewController()
    host.window.rootViewController = root
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    host.window.rotate(animated: false)
    #expect(host.window.bounds.size == CGSize(width: 852, height: 393))
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    host.window.rotate(animated: false)
    #expect(root.view.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // An iPad keeps its insets; an iPhone SE hides its status bar in landscape.
    #expect(Device.iPadPro11.safeAreaInsets(for: Self.landscape) == Device.iPadPro11.safeAreaInsets)
    #expect(Device.iPhoneSE.safeAreaInsets(for: CGSize(width: 667, height: 375)) == .zero)
  }
}
