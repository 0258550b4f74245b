import Foundation
import SegueGeometry
import SegueUI

// The world's sheet and zoom steps as a user makes them: a detent changed in code, and
// fingers that swipe a sheet or a zoomed controller down (scripted drags, lifted within the
// step; what they started settles in the steps after).
extension World {
  /// The top presentation's probe and style, when it is a sheet in the window and no modal
  /// transition runs.
  private var restingTopSheet: (probe: Probe, style: Operation.Style)? {
    guard let top = presented.last, top.style.isSheet,
      modalTransitionsAtRest, let probe = probe(top.number), probe.viewIfLoaded?.window != nil
    else { return nil }
    return (probe, top.style)
  }

  /// `animateChanges { selectedDetentIdentifier = … }` on the top sheet (or the property set
  /// alone when not `animated`), whatever runs: while the sheet slides in or waits to, while
  /// the phone turns.
  func changeDetent(to identifier: SheetPresentationController.Detent.Identifier, animated: Bool) {
    guard let top = presented.last, top.style.isSheet,
      let sheet = probe(top.number)?.sheetPresentationController
    else { return }
    if animated {
      sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
    } else {
      sheet.selectedDetentIdentifier = identifier
    }
    sheetDetents[top.number] = .some(identifier)
  }

  /// A finger on the top sheet 40 pt below its top swipes it down: to the bottom edge, flung
  /// (`finish`), or 30 pt and let go still. The sheet goes unless it is modal in presentation.
  func swipeSheet(finish: Bool) {
    guard fingerMayStart, let (probe, style) = restingTopSheet else { return }
    let frame = probe.view.convert(probe.view.bounds, to: stage.window)
    let start = CGPoint(x: frame.midX, y: frame.minY + 40)
    let end = CGPoint(x: start.x, y: finish ? stage.size.height - 5 : start.y + 30)
    drag(from: start, to: end, releaseVelocity: finish ? 2500 : 0)
    if finish && style != .modalSheet { dropTopPresentation() }
  }

  /// A finger swipes the top zoomed controller down from the screen's middle: 250 pt, flung
  /// (`finish`), or 90 pt and let go still. A finished swipe dismisses a presented zoom and
  /// pops a pushed one.
  func swipeZoom(finish: Bool) {
    guard fingerMayStart, modalTransitionsAtRest, contextPresented[selected] == nil else { return }
    let popping: Bool
    if let top = presented.last {
      guard top.style == .zoom, probe(top.number)?.viewIfLoaded?.window != nil else { return }
      popping = false
    } else {
      let navigation = navigations[selected]
      guard let top = stacks[selected].last, zoomPushed.contains(top), stacks[selected].count > 1,
        navigation.transitionCoordinator == nil,
        navigation.viewControllers.count == stacks[selected].count,
        probe(top)?.viewIfLoaded?.window != nil
      else { return }
      popping = true
    }
    let start = CGPoint(x: stage.size.width / 2, y: stage.size.height / 2 - 100)
    let end = CGPoint(x: start.x, y: start.y + (finish ? 250 : 90))
    drag(from: start, to: end, releaseVelocity: finish ? 1200 : 0)
    guard finish else { return }
    if popping {
      stacks[selected].removeLast()
    } else {
      dropTopPresentation()
    }
  }

  /// A finger swipes from the left edge of the selected tab's navigation controller, UIKit's
  /// own pop (`interactivePopGestureRecognizer`): across two thirds of the width and flung
  /// (`finish`), or 40 pt and let go still (cancelled: the stack stays). It begins only on a
  /// stack of two or more at rest, uncovered, whose top pops with the built-in slide (not a
  /// zoomed controller) and while the world's navigation delegate gives no animator.
  func swipeBack(finish: Bool) {
    let navigation = navigations[selected]
    guard fingerMayStart, modalTransitionsAtRest, presented.isEmpty,
      contextPresented[selected] == nil, let top = stacks[selected].last,
      !zoomPushed.contains(top), stacks[selected].count > 1,
      navigation.transitionCoordinator == nil,
      navigation.viewControllers.count == stacks[selected].count,
      probe(top)?.viewIfLoaded?.window != nil
    else { return }
    let width = stage.size.width
    let start = CGPoint(x: 2, y: stage.size.height / 2)
    let end = CGPoint(x: finish ? width * 2 / 3 : 42, y: start.y)
    drag(from: start, to: end, releaseVelocity: CGPoint(x: finish ? 1500 : 0, y: 0))
    if finish { stacks[selected].removeLast() }
  }

  /// Whether a finger may start now: on a screen at rest (UIKit ignores touches while the
  /// interface turns, and the world's swipes are decided by where they end).
  private var fingerMayStart: Bool { stage.isIdle }

  /// A one-finger drag over 0.3 s, lifted at `releaseVelocity` points a second downwards;
  /// time runs until the finger is up.
  private func drag(from start: CGPoint, to end: CGPoint, releaseVelocity: CGFloat) {
    drag(from: start, to: end, releaseVelocity: CGPoint(x: 0, y: releaseVelocity))
  }

  /// A one-finger drag over 0.3 s, lifted at `releaseVelocity` (points a second); time runs
  /// until the finger is up.
  private func drag(from start: CGPoint, to end: CGPoint, releaseVelocity: CGPoint) {
    stage.play(
      InputScript([
        .drag(
          path: [start, end], time: 0, duration: 0.3, easing: .linear,
          releaseVelocity: releaseVelocity)
      ]))
    stage.advance(by: 0.35)
  }
}
