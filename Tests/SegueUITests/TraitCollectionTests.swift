import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A controller logging trait changes and the size transitions around them.
@MainActor
private final class TraitLoggingController: ViewController {
  let name: String
  let log: EventLog
  init(_ name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init()
  }
  override func loadView() {
    let view = TraitLoggingView(name: "\(name).view", log: log)
    view.addSubview(TraitLoggingView(name: "\(name).subview", log: log))
    self.view = view
  }
  override func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    log.append("\(name).willTransition(to: \(newCollection.short))")
  }
  override func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    log.append("\(name).viewWillTransition")
  }
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append(
      "\(name).traitCollectionDidChange(\(previousTraitCollection?.short ?? "nil") → "
        + "\(traitCollection.short))")
  }
}

@MainActor
private final class TraitLoggingView: View {
  let name: String
  let log: EventLog
  init(name: String, log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
  }
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.append("\(name).traitCollectionDidChange(\(traitCollection.short))")
  }
}

extension TraitCollection {
  /// Size classes, style and level in a few letters: "cR light base" (h compact, v regular).
  fileprivate var short: String {
    func letter(_ sizeClass: UserInterfaceSizeClass, _ upper: Bool) -> String {
      let letter = sizeClass == .compact ? "c" : sizeClass == .regular ? "r" : "?"
      return upper ? letter.uppercased() : letter
    }
    return
      "\(letter(horizontalSizeClass, false))\(letter(verticalSizeClass, true)) "
      + "\(userInterfaceStyle) \(userInterfaceLevel)"
  }
}

@MainActor
@Suite("Trait collections: where traits come from, overrides, and when UIKit tells of changes")
struct TraitCollectionTests {
  @Test func aWindowHasItsDevicesTraits() {
    let phone = WindowHost(device: .iPhone15Pro).window.traitCollection
    #expect(phone.userInterfaceIdiom == .phone && phone.displayScale == 3)
    #expect(phone.horizontalSizeClass == .compact && phone.verticalSizeClass == .regular)
    #expect(phone.layoutDirection == .leftToRight && phone.userInterfaceStyle == .light)
    #expect(phone.userInterfaceLevel == .base)
    let pad = WindowHost(device: .iPadPro11).window.traitCollection
    #expect(pad.userInterfaceIdiom == .pad && pad.displayScale == 2)
    #expect(pad.horizontalSizeClass == .regular && pad.verticalSizeClass == .regular)
    // A view outside any window has only its own traits.
    let loose = View(frame: .zero)
    #expect(loose.traitCollection == TraitCollection())
    loose.overrideUserInterfaceStyle = .dark
    #expect(loose.traitCollection == TraitCollection(userInterfaceStyle: .dark))
  }

  @Test func collectionsCombineAndCompareAsUIKitDocuments() {
    let compact = TraitCollection(horizontalSizeClass: .compact)
    let dark = TraitCollection(userInterfaceStyle: .dark)
    let both = TraitCollection(traitsFrom: [
      compact, dark, TraitCollection(userInterfaceStyle: .light),
    ])
    #expect(both.horizontalSizeClass == .compact && both.userInterfaceStyle == .light)
    #expect(both.containsTraits(in: compact) && !both.containsTraits(in: dark))
    #expect(both.containsTraits(in: nil) && TraitCollection().containsTraits(in: TraitCollection()))
    let modified = both.modifyingTraits { $0.userInterfaceLevel = .elevated }
    #expect(modified.userInterfaceLevel == .elevated && modified.horizontalSizeClass == .compact)
    #expect(both.userInterfaceLevel == .unspecified, "collections are immutable")
    let made = TraitCollection {
      $0.displayScale = 2
      $0.verticalSizeClass = .compact
    }
    #expect(made.displayScale == 2 && made.verticalSizeClass == .compact)
    #expect(made.userInterfaceStyle == .unspecified)
    #expect(
      dark.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .light)))
    #expect(!compact.hasDifferentColorAppearance(comparedTo: TraitCollection()))
    #expect(TraitCollection(displayScale: .nan).displayScale == 0)
  }

  /// Apple's `willTransition(to:with:)` page: called before the traits change and before any
  /// `traitCollectionDidChange(_:)`; an iPhone turned to landscape becomes vertically compact.
  @Test func rotatingAnIPhoneTellsOfTheNewSizeClassInUIKitsOrder() {
    let log = EventLog()
    let host = WindowHost(device: .iPhone15Pro)
    let a = TraitLoggingController("a", log: log)
    host.window.rootViewController = a
    host.frame()
    #expect(log.events.isEmpty, "the first traits are not a change")
    host.stage.rotate(to: .landscape)
    host.frame()
    #expect(
      log.events == [
        "a.willTransition(to: cC light base)", "a.viewWillTransition",
        "a.traitCollectionDidChange(cR light base → cC light base)",
        "a.view.traitCollectionDidChange(cC light base)",
        "a.subview.traitCollectionDidChange(cC light base)",
      ])
    // An iPad keeps its size classes when it turns: nothing to tell.
    let padLog = EventLog()
    let pad = WindowHost(device: .iPadPro11)
    pad.window.rootViewController = TraitLoggingController("p", log: padLog)
    pad.frame()
    pad.stage.rotate(to: .landscape)
    pad.frame()
    #expect(padLog.events == ["p.viewWillTransition"])
  }

  @Test func theSystemAppearanceReachesEveryControllerAndViewOnce() {
    let log = EventLog()
    let host = WindowHost()
    let a = TraitLoggingController("a", log: log)
    let child = TraitLoggingController("child", log: log)
    a.addChild(child)
    a.view.addSubview(child.view)
    child.didMove(toParent: a)
    host.window.rootViewController = a
    host.frame()
    log.clear()
    host.stage.userInterfaceStyle = .dark
    #expect(
      log.events == [
        "a.traitCollectionDidChange(cR light base → cR dark base)",
        "a.view.traitCollectionDidChange(cR dark base)",
        "a.subview.traitCollectionDidChange(cR dark base)",
        "child.traitCollectionDidChange(cR light base → cR dark base)",
        "child.view.traitCollectionDidChange(cR dark base)",
        "child.subview.traitCollectionDidChange(cR dark base)",
      ])
    log.clear()
    host.stage.userInterfaceStyle = .dark
    #expect(log.events.isEmpty, "setting the same appearance changes nothing")
    host.stage.userInterfaceStyle = .unspecified
    #expect(
      host.stage.userInterfaceStyle == .light && child.traitCollection.userInterfaceStyle == .light)
  }

  /// Apple's `overrideUserInterfaceStyle` pages: a controller's reaches its views and
  /// children; a view's reaches the subviews of the same controller, not a child controller's
  /// view below it; a window's reaches everything in the window.
  @Test func overridesReachWhatUIKitSaysTheyReach() {
    let log = EventLog()
    let host = WindowHost()
    let a = TraitLoggingController("a", log: log)
    let child = TraitLoggingController("child", log: log)
    a.addChild(child)
    a.view.subviews[0].addSubview(child.view)
    child.didMove(toParent: a)
    host.window.rootViewController = a
    host.frame()
    log.clear()
    a.view.overrideUserInterfaceStyle = .dark
    #expect(a.view.traitCollection.userInterfaceStyle == .dark)
    #expect(a.view.subviews[0].traitCollection.userInterfaceStyle == .dark)
    #expect(a.traitCollection.userInterfaceStyle == .light)
    #expect(child.view.traitCollection.userInterfaceStyle == .light)
    #expect(
      log.events == [
        "a.view.traitCollectionDidChange(cR dark base)",
        "a.subview.traitCollectionDidChange(cR dark base)",
      ])
    a.view.overrideUserInterfaceStyle = .unspecified
    log.clear()
    a.overrideUserInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    #expect(child.view.subviews[0].traitCollection.userInterfaceStyle == .dark)
    #expect(log.events.count == 6, "a, its two views, the child and its two views: \(log.events)")
    // What `a` presents takes the window's traits, not a's.
    let b = TraitLoggingController("b", log: log)
    b.modalPresentationStyle = .fullScreen
    a.present(b, animated: false)
    host.frame()
    #expect(b.traitCollection.userInterfaceStyle == .light)
    host.window.overrideUserInterfaceStyle = .dark
    #expect(b.traitCollection.userInterfaceStyle == .dark)
    #expect(b.view.subviews[0].traitCollection.userInterfaceStyle == .dark)
  }

  @Test func aSheetIsElevatedFromItsFirstTraits() throws {
    let log = EventLog()
    let host = WindowHost()
    let a = TraitLoggingController("a", log: log)
    host.window.rootViewController = a
    let b = TraitLoggingController("b", log: log)
    a.present(b, animated: true)
    host.advance(to: 1)
    #expect(b.sheetPresentationController != nil)
    #expect(b.traitCollection.userInterfaceLevel == .elevated)
    #expect(b.view.subviews[0].traitCollection.userInterfaceLevel == .elevated)
    #expect(a.traitCollection.userInterfaceLevel == .base)
    #expect(!log.events.contains { $0.contains("traitCollectionDidChange") }, "\(log.events)")
    let presentation = try #require(b.presentationController)
    presentation.overrideTraitCollection = TraitCollection(horizontalSizeClass: .regular)
    #expect(b.traitCollection.horizontalSizeClass == .regular)
    #expect(log.events.last == "b.subview.traitCollectionDidChange(rR light elevated)")
  }

  /// modern-presentation.md §1: the sheet's dimming is black at 0.2 light, 0.48 dark.
  @Test func aSheetDimsAsItsAppearanceSays() throws {
    let host = WindowHost()
    host.stage.userInterfaceStyle = .dark
    let a = ViewController()
    host.window.rootViewController = a
    let b = ViewController()
    a.present(b, animated: true)
    host.advance(to: 1)
    let sheet = try #require(b.sheetPresentationController)
    #expect(sheet.dimmingView.backgroundColor == Color(white: 0, alpha: 0.48))
    host.stage.userInterfaceStyle = .light
    #expect(sheet.dimmingView.backgroundColor == Color(white: 0, alpha: 0.2))
  }

  @Test func aContainerOverridesItsChildsTraits() {
    let log = EventLog()
    let host = WindowHost()
    let a = TraitLoggingController("a", log: log)
    let child = TraitLoggingController("child", log: log)
    a.addChild(child)
    a.view.addSubview(child.view)
    child.didMove(toParent: a)
    host.window.rootViewController = a
    host.frame()
    log.clear()
    a.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: child)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(a.traitCollection.horizontalSizeClass == .compact)
    #expect(a.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
    #expect(log.events.first == "child.traitCollectionDidChange(cR light base → rR light base)")
    var said: [String] = []
    host.stage.diagnostics = { said.append($0) }
    a.setOverrideTraitCollection(TraitCollection(userInterfaceStyle: .dark), forChild: a)
    #expect(said.count == 1 && a.traitCollection.userInterfaceStyle == .light)
  }

  @Test func aViewMovedWhereTheTraitsDifferHearsOfIt() {
    let log = EventLog()
    let host = WindowHost()
    let dark = host.window.addingSubview(View(frame: .zero))
    dark.overrideUserInterfaceStyle = .dark
    let light = host.window.addingSubview(View(frame: .zero))
    let moved = TraitLoggingView(name: "moved", log: log)
    dark.addSubview(moved)
    light.addSubview(moved)
    #expect(log.events == ["moved.traitCollectionDidChange(cR light base)"])
    // Layout direction is a trait too: forced by a view, or the window's.
    light.semanticContentAttribute = .forceRightToLeft
    #expect(moved.traitCollection.layoutDirection == .rightToLeft)
    host.window.layoutDirection = .rightToLeft
    #expect(dark.traitCollection.layoutDirection == .rightToLeft)
  }
}

extension View {
  /// Adds `view` as a subview and returns it.
  fileprivate func addingSubview<V: View>(_ view: V) -> V {
    addSubview(view)
    return view
  }
}
