import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueUI

/// Logs every hierarchy hook it receives, into a shared log.
@MainActor
final class HookView: View {
  let label: String
  let log: HookLog

  init(_ label: String, log: HookLog) {
    self.label = label
    self.log = log
    super.init(frame: .zero)
  }

  override func willMove(toSuperview newSuperview: View?) {
    let name = (newSuperview as? HookView)?.label ?? (newSuperview == nil ? "nil" : "view")
    log.add("\(label).willMoveToSuperview(\(name))")
  }
  override func didMoveToSuperview() { log.add("\(label).didMoveToSuperview") }
  override func willMove(toWindow newWindow: Window?) {
    log.add("\(label).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() { log.add("\(label).didMoveToWindow") }
  override func didAddSubview(_ subview: View) {
    log.add("\(label).didAddSubview(\((subview as? HookView)?.label ?? "?"))")
  }
  override func willRemoveSubview(_ subview: View) {
    log.add("\(label).willRemoveSubview(\((subview as? HookView)?.label ?? "?"))")
  }
}

@MainActor
final class HookLog {
  private(set) var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

@MainActor
@Suite("View hierarchy")
struct ViewHierarchyTests {
  @Test func insertionHooksRunInUIKitOrderAndWindowHooksReachTheSubtree() {
    let log = HookLog()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let parent = HookView("parent", log: log)
    let child = HookView("child", log: log)
    parent.addSubview(child)
    #expect(
      log.take() == [
        "child.willMoveToSuperview(parent)", "child.didMoveToSuperview",
        "parent.didAddSubview(child)",
      ])

    window.addSubview(parent)
    #expect(
      log.take() == [
        "parent.willMoveToSuperview(view)", "parent.willMoveToWindow(window)",
        "child.willMoveToWindow(window)",
        "parent.didMoveToWindow", "child.didMoveToWindow", "parent.didMoveToSuperview",
      ])
    #expect(child.window === window)

    parent.removeFromSuperview()
    #expect(
      log.take() == [
        "parent.willMoveToSuperview(nil)", "parent.willMoveToWindow(nil)",
        "child.willMoveToWindow(nil)",
        "parent.didMoveToWindow", "child.didMoveToWindow", "parent.didMoveToSuperview",
      ])
    #expect(child.window == nil)
  }

  @Test func movingToAnotherSuperviewTellsTheOldOneFirst() {
    let log = HookLog()
    let a = HookView("a", log: log)
    let b = HookView("b", log: log)
    let child = HookView("child", log: log)
    a.addSubview(child)
    _ = log.take()
    b.addSubview(child)
    #expect(
      log.take() == [
        "a.willRemoveSubview(child)", "child.willMoveToSuperview(b)", "child.didMoveToSuperview",
        "b.didAddSubview(child)",
      ])
    #expect(a.subviews.isEmpty && b.subviews.count == 1 && child.superview === b)
    #expect(a.layer.sublayers == nil && b.layer.sublayers?.first === child.layer)
  }

  @Test func reorderingKeepsViewsAndLayersInStep() {
    let parent = View()
    let (a, b, c, d) = (View(), View(), View(), View())
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    parent.insertSubview(d, aboveSubview: c)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
    parent.bringSubviewToFront(c)
    parent.sendSubviewToBack(b)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [b, d, a, c].map(ObjectIdentifier.init))
    parent.exchangeSubview(at: 0, withSubviewAt: 3)
    parent.insertSubview(b, belowSubview: d)
    let expected = [c, b, d, a]
    #expect(parent.subviews.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    #expect(
      (parent.layer.sublayers ?? []).map(ObjectIdentifier.init)
        == expected.map { ObjectIdentifier($0.layer) })
  }

  @Test func reorderingWithinTheSameSuperviewSendsNoHooks() {
    let log = HookLog()
    let parent = HookView("parent", log: log)
    let a = HookView("a", log: log)
    let b = HookView("b", log: log)
    parent.addSubview(a)
    parent.addSubview(b)
    _ = log.take()
    parent.addSubview(a)
    parent.insertSubview(b, at: 0)
    #expect(log.take().isEmpty)
    #expect(parent.subviews.map { ($0 as? HookView)?.label } == ["b", "a"])
  }

  @Test func tagsDescendantsAndMask() {
    let root = View()
    let middle = View()
    let leaf = View()
    leaf.tag = 7
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(root.viewWithTag(7) === leaf)
    #expect(root.viewWithTag(8) == nil)
    #expect(
      leaf.isDescendant(of: root) && leaf.isDescendant(of: leaf) && !root.isDescendant(of: leaf))
    let mask = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.mask = mask
    #expect(root.layer.mask === mask.layer)
    root.mask = nil
    #expect(root.layer.mask == nil)
  }

  @Test func viewsAreTheirLayersDelegatesAndUseTheirLayerClass() {
    final class ShapeView: View {
      override class var layerClass: AnyClass { ShapeLayer.self }
    }
    let view = ShapeView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(view.layer is ShapeLayer)
    #expect(view.layer.delegate === view)
    #expect(view.layer.position == CGPoint(x: 25, y: 40))
    #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
  }
}
