import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// Frame views among constraints (autoresizing masks as constraints) and constraints leaving
/// with a removed view. Expected frames are worked out by hand in each test.
@MainActor
@Suite("Autoresizing constraints and removal")
struct AutoresizingConstraintTests {
  private func window() -> Window {
    Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  }

  private func constrainedView(in superview: View, name: String) -> View {
    let view = View()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
  }

  /// The constraints of a mask, evaluated at a new superview size, put the view where the
  /// frame autoresizing does (`AutoresizingMask.resized`, a separate path), for every mask.
  @Test func theMaskConstraintsAgreeWithFrameAutoresizing() {
    let frame = CGRect(x: 30, y: 20, width: 120, height: 60)
    let old = CGSize(width: 400, height: 300)
    // Shrinking by 70 keeps every length positive (`resized` stops a length at 0; the
    // constraints do not — the documented difference).
    let new = CGSize(width: 330, height: 520)
    for raw in 0..<64 {
      let mask = View.AutoresizingMask(rawValue: UInt(raw))
      let made = AutoresizingConstraints(mask: mask, frame: frame, superviewSize: old)
      let (h, v) = (made.horizontal, made.vertical)
      let solved = CGRect(
        x: h.originFactor * new.width + h.originConstant,
        y: v.originFactor * new.height + v.originConstant,
        width: h.lengthFactor * new.width + h.lengthConstant,
        height: v.lengthFactor * new.height + v.lengthConstant)
      let resized = mask.resized(frame, from: old, to: new)
      #expect(abs(solved.minX - resized.minX) < 1e-9 && abs(solved.width - resized.width) < 1e-9)
      #expect(abs(solved.minY - resized.minY) < 1e-9 && abs(solved.height - resized.height) < 1e-9)
    }
  }

  /// UIKit solves a frame view's mask constraints with the rest: a constrained panel 300 wide
  /// holds a flexible-width frame view with 10-point margins (280 wide), and the panel's
  /// height is constrained to that width — 280 in the first pass. (Pinning the frame as it
  /// was, 80, gave 80 until the next pass.)
  @Test func aFlexibleFrameViewFollowsItsConstrainedSuperviewInTheSamePass() {
    let window = window()
    var messages: [String] = []
    window.diagnostics = { messages.append($0) }
    let panel = constrainedView(in: window, name: "panel")
    panel.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    let strip = View(frame: CGRect(x: 10, y: 0, width: 80, height: 10))
    strip.autoresizingMask = .flexibleWidth
    panel.addSubview(strip)
    LayoutConstraint.activate([
      panel.leftAnchor.constraint(equalTo: window.leftAnchor),
      panel.topAnchor.constraint(equalTo: window.topAnchor),
      panel.widthAnchor.constraint(equalToConstant: 300),
      panel.heightAnchor.constraint(equalTo: strip.widthAnchor),
    ])
    window.layoutIfNeeded()
    #expect(panel.frame == CGRect(x: 0, y: 0, width: 300, height: 280))
    #expect(strip.frame == CGRect(x: 10, y: 0, width: 280, height: 10))
    // Code sets the frame: the mask's constraints are made again from it.
    strip.frame = CGRect(x: 10, y: 0, width: 50, height: 10)
    window.layoutIfNeeded()
    #expect(panel.frame.height == 50)
    #expect(messages.isEmpty)
  }

  /// A flexible-left-margin frame view keeps its distance from the right edge of a
  /// constrained superview, and a constrained view hangs off its left edge.
  @Test func aConstrainedViewFollowsAFrameViewsMargin() {
    let window = window()
    let bar = constrainedView(in: window, name: "bar")
    let button = View(frame: CGRect(x: 60, y: 5, width: 30, height: 20))
    button.autoresizingMask = .flexibleLeftMargin
    bar.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
    bar.addSubview(button)
    let title = constrainedView(in: bar, name: "title")
    let width = bar.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      bar.leftAnchor.constraint(equalTo: window.leftAnchor),
      bar.topAnchor.constraint(equalTo: window.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 30), width,
      title.leftAnchor.constraint(equalTo: bar.leftAnchor),
      title.rightAnchor.constraint(equalTo: button.leftAnchor, constant: -8),
      title.topAnchor.constraint(equalTo: bar.topAnchor),
      title.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    // The button's right margin stays 10: at x 160; the title ends 8 before it.
    #expect(button.frame == CGRect(x: 160, y: 5, width: 30, height: 20))
    #expect(title.frame == CGRect(x: 0, y: 0, width: 152, height: 30))
    width.constant = 300
    window.layoutIfNeeded()
    #expect(button.frame.minX == 260 && title.frame.width == 252)
  }

  /// Apple's doc of `translatesAutoresizingMaskIntoConstraints`: the mask's constraints fix
  /// size and position, so adding another "introduces conflicts" (high).
  @Test func aConstraintOnAFrameViewsSizeConflicts() {
    let window = window()
    var messages: [String] = []
    window.diagnostics = { messages.append($0) }
    let box = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    window.addSubview(box)
    box.widthAnchor.constraint(equalToConstant: 90).isActive = true
    window.layoutIfNeeded()
    #expect(box.frame.width == 40)
    #expect(messages.joined().contains("Unable to simultaneously satisfy constraints"))
    #expect(messages.joined().contains("autoresizing mask"))
  }

  // MARK: Removal

  /// Apple's doc of `removeFromSuperview()`: it "removes any constraints that refer to the
  /// view you are removing, or that refer to any view in the subtree" (high); those between
  /// views inside the subtree stay.
  @Test func removingAViewDeactivatesTheConstraintsThatCrossOutOfItsSubtree() {
    let window = window()
    let card = constrainedView(in: window, name: "card")
    let icon = constrainedView(in: card, name: "icon")
    let toWindow = card.topAnchor.constraint(equalTo: window.topAnchor, constant: 10)
    let iconToWindow = icon.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 4)
    let inside = icon.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
    let own = card.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([toWindow, iconToWindow, inside, own])
    card.removeFromSuperview()
    #expect(!toWindow.isActive && !iconToWindow.isActive)
    #expect(window.constraints.isEmpty)
    #expect(inside.isActive && own.isActive, "constraints inside the subtree stay")
    window.addSubview(card)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: window.leftAnchor),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 50),
      icon.leftAnchor.constraint(equalTo: card.leftAnchor),
      icon.topAnchor.constraint(equalTo: card.topAnchor),
      icon.heightAnchor.constraint(equalToConstant: 5),
    ])
    window.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 0, y: 0, width: 50, height: 5), "the kept ones still hold")
  }

  /// Moving a view to another superview removes the same constraints (medium: observed in
  /// UIKit, not documented), and a view not in a tree with constraints is unaffected.
  @Test func movingAViewDeactivatesItsConstraintsToTheOldTree() {
    let window = window()
    let left = constrainedView(in: window, name: "left")
    let right = constrainedView(in: window, name: "right")
    let badge = constrainedView(in: left, name: "badge")
    let pinned = badge.centerYAnchor.constraint(equalTo: right.centerYAnchor)
    let sibling = left.widthAnchor.constraint(equalTo: right.widthAnchor)
    LayoutConstraint.activate([pinned, sibling])
    right.addSubview(badge)
    #expect(!pinned.isActive)
    #expect(sibling.isActive, "a constraint not touching the moved subtree stays")
  }
}
