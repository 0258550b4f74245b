import Foundation
import SegueGeometry
import SegueLayers
import SegueUI

// The invariants the random sessions check after every step (World.swift drives the world).
extension World {
  /// What is wrong now, whatever the time: the view tree's structure and the probes'
  /// callbacks.
  func structuralViolations() -> [String] {
    var found = Self.treeViolations(in: stage.window)
    for entry in probes.values {
      if let probe = entry.probe { found += probe.violations }
    }
    for (id, count) in animations where count > 1 {
      found.append("View.animate completion \(id) ran \(count) times")
    }
    return found + colorViolations() + side.structuralViolations()
  }

  /// What differs from the model once nothing runs.
  func settledViolations() -> [String] {
    var found = structuralViolations()
    for (index, navigation) in navigations.enumerated() {
      let real = navigation.viewControllers.map { ($0 as? Probe)?.number ?? -1 }
      if real != stacks[index] {
        found.append("tab \(index): stack \(real), model \(stacks[index])")
      }
    }
    if tabs.selectedIndex != selected {
      found.append("selected tab \(tabs.selectedIndex), model \(selected)")
    }
    let chain = realPresentations.map { ($0 as? Probe)?.number ?? -1 }
    let modelChain = presented.map(\.number)
    if chain != modelChain { found.append("presentations \(chain), model \(modelChain)") }
    for (index, navigation) in navigations.enumerated() {
      let real = ownPresentation(of: navigation).map { ($0 as? Probe)?.number ?? -1 }
      if real != contextPresented[index] {
        found.append(
          "tab \(index): context presentation \(real.map(String.init) ?? "none"), model "
            + "\(contextPresented[index].map(String.init) ?? "none")")
      }
    }
    if stage.orientation != (landscape ? .landscape : .portrait) {
      found.append(
        "orientation \(stage.orientation), model \(landscape ? "landscape" : "portrait")")
    }
    found += appearanceViolations()
    found += sheetViolations()
    found += leftovers()
    found += side.settledViolations()
    for (id, count) in animations where count != 1 {
      found.append("View.animate completion \(id) ran \(count) times after settling")
    }
    return found
  }

  /// Each probe's tile in the window shows its dynamic colour resolved for its traits, and the
  /// window has the model's appearance.
  private func colorViolations() -> [String] {
    var found: [String] = []
    let style = stage.window.traitCollection.userInterfaceStyle
    if style != (dark ? .dark : .light) {
      found.append("window style \(style), model dark \(dark)")
    }
    for (number, entry) in probes.sorted(by: { $0.key < $1.key }) {
      guard let tile = entry.probe?.tile, tile.window != nil,
        let dynamic = tile.backgroundColor, dynamic.isDynamic
      else { continue }
      let traits = tile.traitCollection
      let expected = dynamic.resolvedColor(with: traits)
      if tile.layer.backgroundColor != expected {
        found.append(
          "probe \(number): tile shows \(tile.layer.backgroundColor?.hexString ?? "nil"), "
            + "its traits (\(traits.userInterfaceStyle), \(traits.userInterfaceLevel)) give "
            + expected.hexString)
      }
    }
    return found
  }

  /// The presentations made from the tab bar controller and then from each other, bottom
  /// first, as they are now.
  var realPresentations: [ViewController] {
    var chain: [ViewController] = []
    var presenter: ViewController = tabs
    while let next = presenter.presentedViewController, next.presentingViewController === presenter
    {
      chain.append(next)
      presenter = next
      if chain.count > 100 { break }
    }
    return chain
  }

  /// A navigation controller's own presentation (its `presentedViewController` falls back on
  /// the tab bar controller's).
  private func ownPresentation(of navigation: NavigationController) -> ViewController? {
    navigation.presentedViewController.flatMap {
      $0.presentingViewController === navigation ? $0 : nil
    }
  }

  /// Whether no modal transition runs or waits in the queue: the presentations are the
  /// model's, and none is being presented or dismissed.
  var modalTransitionsAtRest: Bool {
    let chain = realPresentations
    let contexts = navigations.compactMap(ownPresentation(of:))
    return chain.count == presented.count
      && contexts.count == contextPresented.compactMap({ $0 }).count
      && (chain + contexts).allSatisfy { !$0.isBeingPresented && !$0.isBeingDismissed }
  }

  /// The probes that should be visible, per the model: a full-screen presentation removes its
  /// presenter's view (only that one: what lies under an over-full-screen presenter stays).
  private var modelVisible: Set<Int> {
    var visible: Set<Int> = []
    func hidesItsPresenter(_ level: Int) -> Bool {
      level < presented.count
        && Self.hidesPresenter(presented[level].style)
    }
    for (level, entry) in presented.enumerated() where !hidesItsPresenter(level + 1) {
      visible.insert(entry.number)
    }
    if !hidesItsPresenter(0) {
      if let context = contextPresented[selected] { visible.insert(context) }
      let replaced = contextPresented[selected] != nil && contextReplaces[selected]
      if !replaced, let top = stacks[selected].last { visible.insert(top) }
    }
    return visible
  }

  private func appearanceViolations() -> [String] {
    var found: [String] = []
    let visible = modelVisible
    for (number, entry) in probes.sorted(by: { $0.key < $1.key }) {
      guard let probe = entry.probe else { continue }
      let onScreen = probe.viewIfLoaded?.window != nil
      let shouldShow = visible.contains(number)
      if onScreen != shouldShow {
        found.append(
          "probe \(number): view \(onScreen ? "in" : "not in") the window, model says \(shouldShow ? "shown" : "hidden")"
        )
      }
      let expected: ProbeAppearance = shouldShow ? .appeared : .disappeared
      if probe.appearance != expected {
        found.append("probe \(number): \(probe.appearance.rawValue), expected \(expected.rawValue)")
      }
      // Bounds, not frame: a presenter under a sheet shows as a card, scaled back.
      if shouldShow, let view = probe.viewIfLoaded,
        view.bounds.width != stage.size.width
      {
        found.append(
          "probe \(number): \(view.bounds.width) pt wide in a \(stage.size.width) pt window")
      }
    }
    return found
  }

  /// What a settled window must not hold: probes the model dropped, paused layers.
  private func leftovers() -> [String] {
    var found: [String] = []
    var live: Set<Int> = Set(stacks.joined()).union(presented.map(\.number))
    live.formUnion(contextPresented.compactMap { $0 })
    for (number, entry) in probes.sorted(by: { $0.key < $1.key })
    where entry.probe != nil && !live.contains(number) {
      found.append("probe \(number) is still alive after it was popped or dismissed")
    }
    return found + Self.pausedLayers(in: stage.window)
  }

  /// Views in `window` twice, or not where their superview and layer say.
  static func treeViolations(in window: Window) -> [String] {
    var found: [String] = []
    var seen: Set<ObjectIdentifier> = []
    func visit(_ view: View) {
      if !seen.insert(ObjectIdentifier(view)).inserted {
        found.append("\(type(of: view)) is in the window twice")
      }
      for subview in view.subviews {
        if subview.superview !== view {
          found.append("\(type(of: subview)) is a subview of a view it does not name")
        }
        if subview.layer.superlayer !== view.layer {
          found.append("\(type(of: subview))'s layer is not in its superview's layer")
        }
        visit(subview)
      }
    }
    visit(window)
    return found
  }

  /// The layers in `window` left at speed 0.
  static func pausedLayers(in window: Window) -> [String] {
    var found: [String] = []
    var pending = [window.layer]
    while let layer = pending.popLast() {
      if layer.speed == 0 { found.append("a \(layer.debugName) layer is left paused") }
      pending += layer.sublayers ?? []
    }
    return found
  }
}
