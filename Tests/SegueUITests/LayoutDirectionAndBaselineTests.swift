import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// Right-to-left layout (leading and trailing flip) and baseline anchors. Expected frames
/// are worked out by hand in each test.
@MainActor
@Suite("Layout direction and baselines")
struct LayoutDirectionAndBaselineTests {
  private let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

  private func constrained<V: View>(_ view: V, in superview: View) -> V {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
  }

  /// Leading is the right edge in a right-to-left layout and the constant counts inwards
  /// (Microsoft's binding of `NSLayoutAttribute`: leading "in locales such as Hebrew or
  /// Arabic, equal to Right"; high).
  /// Both edges pinned: at the flip every leading edge becomes a right edge at once, so the
  /// old versions leave before the new ones come (made one by one, the first new one would
  /// contradict the other's old one and be broken).
  @Test func aViewPinnedByBothEdgesFlipsWhole() {
    let card = constrained(View(), in: window)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -60),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    var messages: [String] = []
    window.diagnostics = { messages.append($0) }
    window.layoutIfNeeded()
    #expect(card.frame.minX == 20 && card.frame.width == 320)
    window.layoutDirection = .rightToLeft
    window.layoutIfNeeded()
    #expect(card.frame.minX == 60 && card.frame.width == 320)
    #expect(messages.isEmpty, "\(messages)")
  }

  @Test func leadingAndTrailingFlipInARightToLeftWindow() {
    let card = constrained(View(), in: window)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(card.frame.minX == 20)
    window.layoutDirection = .rightToLeft
    #expect(card.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    window.layoutIfNeeded()
    // 20 in from the right edge: 400 − 20 − 100.
    #expect(card.frame.minX == 280)
  }

  /// UIKit refuses a constraint between leading/trailing and left/right ("Use
  /// leading/trailing for both or neither"; it raises); here a clear error, nothing activated.
  @Test func leadingToLeftIsRefused() {
    let card = constrained(View(), in: window)
    let mixed = card.leadingAnchor.constraint(equalTo: window.leftAnchor)
    #expect(throws: LayoutError.self) { try LayoutConstraint.activateChecked([mixed]) }
    do {
      try LayoutConstraint.activateChecked([mixed])
    } catch {
      #expect("\(error)".contains("leading/trailing for both or neither"))
    }
    #expect(!mixed.isActive)
  }

  /// A view forcing left to right keeps its subtree left to right in a right-to-left window;
  /// playback content is left to right itself but does not pass it on (Apple's
  /// `UISemanticContentAttribute` page, high; the inheritance, medium).
  @Test func aForcedDirectionHoldsForTheSubtree() {
    window.layoutDirection = .rightToLeft
    let panel = constrained(View(), in: window)
    panel.semanticContentAttribute = .forceLeftToRight
    let chip = constrained(View(), in: panel)
    let player = View()
    player.semanticContentAttribute = .playback
    let button = View()
    window.addSubview(player)
    player.addSubview(button)
    #expect(chip.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight)
    #expect(button.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    LayoutConstraint.activate([
      panel.leftAnchor.constraint(equalTo: window.leftAnchor),
      panel.topAnchor.constraint(equalTo: window.topAnchor),
      panel.widthAnchor.constraint(equalToConstant: 200),
      panel.heightAnchor.constraint(equalToConstant: 50),
      chip.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
      chip.topAnchor.constraint(equalTo: panel.topAnchor),
      chip.widthAnchor.constraint(equalToConstant: 30),
      chip.heightAnchor.constraint(equalToConstant: 30),
    ])
    window.layoutIfNeeded()
    #expect(chip.frame.minX == 10)
    panel.semanticContentAttribute = .unspecified
    window.layoutIfNeeded()
    #expect(chip.frame.minX == 160, "200 − 10 − 30: now right to left")
  }

  /// A horizontal stack view puts its first view at the leading edge: the right one, right
  /// to left (its constraints are leading/trailing ones, as UIKit's `UISV-` constraints).
  @Test func aHorizontalStackRunsRightToLeft() {
    window.layoutDirection = .rightToLeft
    let views = [SizedView(50, 20), SizedView(60, 20), SizedView(70, 20)]
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = 10
    stack.distribution = .equalSpacing
    stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
    window.addSubview(stack)
    window.layoutIfNeeded()
    // 180 of views and 20 of gaps fill the 200: first at the right.
    #expect(views.map(\.frame.minX) == [150, 80, 0])
  }

  /// Baseline anchors of labels: the first baseline is the ascender below the top, the last
  /// the descender above the bottom (a label as tall as its text); a view without text uses
  /// its top for the first baseline and its bottom for the last (Apple's docs of
  /// `forFirstBaselineLayout` and `forLastBaselineLayout`; high).
  @Test func baselineAnchorsLineUpText() {
    let title = constrained(fixedLabel("Title"), in: window)
    title.font = .systemFont(ofSize: 30)
    let note = constrained(fixedLabel("note"), in: window)
    note.font = .systemFont(ofSize: 12)
    let box = constrained(View(), in: window)
    LayoutConstraint.activate([
      title.leftAnchor.constraint(equalTo: window.leftAnchor),
      title.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
      note.leftAnchor.constraint(equalTo: title.rightAnchor, constant: 8),
      note.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
      box.leftAnchor.constraint(equalTo: note.rightAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
      box.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
    ])
    window.layoutIfNeeded()
    expectClose(
      note.frame.minY + note.font.ascender, 40 + title.font.ascender, tolerance: 1e-9)
    // The box's top on the title's last baseline: its bottom plus the (negative) descender.
    expectClose(box.frame.minY, title.frame.maxY + title.font.descender, tolerance: 1e-9)
    #expect(LayoutConstraint.Attribute.baseline == .lastBaseline)
    // A font change moves the baseline constraint with it.
    note.font = .systemFont(ofSize: 20)
    window.layoutIfNeeded()
    expectClose(
      note.frame.minY + note.font.ascender, 40 + title.font.ascender, tolerance: 1e-9)
  }
}
