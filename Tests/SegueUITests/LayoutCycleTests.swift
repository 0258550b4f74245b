import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// A view that logs its `updateConstraints()` and `layoutSubviews()` calls.
@MainActor
private final class LoggingView: View {
  let name: String
  let log: HookLog
  var onUpdate: () -> Void = {}

  init(_ name: String, log: HookLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  override func updateConstraints() {
    log.add("update \(name)")
    onUpdate()
    super.updateConstraints()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.add("layout \(name)")
  }
}

/// UIKit's layout cycle: the update pass (leaves first) before the layout pass (root first),
/// after Apple's "Auto Layout Guide — Changing Constraints" (high confidence); and
/// `systemLayoutSizeFitting`, against hand-computed sizes.
@MainActor
@Suite("Layout cycle and fitting size")
struct LayoutCycleTests {
  @Test func updateConstraintsRunsLeavesFirstAndBeforeLayout() {
    let log = HookLog()
    let root = LoggingView("root", log: log)
    let child = LoggingView("child", log: log)
    let grandchild = LoggingView("grandchild", log: log)
    root.addSubview(child)
    child.addSubview(grandchild)
    root.layoutIfNeeded()
    _ = log.take()
    root.setNeedsUpdateConstraints()
    grandchild.setNeedsUpdateConstraints()
    child.setNeedsUpdateConstraints()
    #expect(grandchild.needsUpdateConstraints())
    root.layoutIfNeeded()
    #expect(Array(log.entries.prefix(3)) == ["update grandchild", "update child", "update root"])
    #expect(log.entries.dropFirst(3).first == "layout root", "layout follows the update pass")
    #expect(!grandchild.needsUpdateConstraints())
    _ = log.take()
    root.layoutIfNeeded()
    #expect(!log.entries.contains { $0.hasPrefix("update") }, "once per mark")
  }

  @Test func constraintsMadeInUpdateConstraintsTakeEffectInTheSamePass() {
    let log = HookLog()
    let root = LoggingView("root", log: log)
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    // Weak: the view keeps the closure, and a closure keeping the view would leak both
    // (LeakSanitizer reports it in `make sanitize`).
    root.onUpdate = { [weak root] in
      guard let root, card.constraints.isEmpty && root.constraints.isEmpty else { return }
      LayoutConstraint.activate([
        card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
        card.topAnchor.constraint(equalTo: root.topAnchor),
        card.widthAnchor.constraint(equalToConstant: 30),
        card.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
    root.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 10, y: 0, width: 30, height: 20))
  }

  /// A card: a title label and a multi-line body label, 16 pt inside it, 8 pt apart.
  private func card() -> (View, Label, Label) {
    let card = View()
    let title = fixedLabel("Title")
    let body = fixedLabel("aaaa bbbb cccc dddd", lines: 0)
    card.addSubview(title)
    card.addSubview(body)
    LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      title.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 16),
      title.rightAnchor.constraint(lessThanOrEqualTo: card.rightAnchor, constant: -16),
      body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      body.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 16),
      body.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -16),
      body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
    ])
    return (card, title, body)
  }

  @Test func theCompressedSizeIsTheContentsSize() {
    let (card, _, _) = card()
    card.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
    let size = card.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    // Body on one line (190 wide) when nothing limits the width: 190 + 32 by 16+20+8+20+16.
    #expect(size == CGSize(width: 222, height: 80))
    #expect(card.frame.size == CGSize(width: 500, height: 500), "nothing is moved")
  }

  @Test func aRequiredWidthWrapsTheBodyAndGivesTheHeight() {
    let (card, _, body) = card()
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 132, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // 100 pt for the body: "aaaa bbbb" / "cccc dddd", two lines: 16+20+8+40+16.
    #expect(size == CGSize(width: 132, height: 100))
    #expect(body.frame == .zero, "nothing is moved")
  }

  @Test func aViewWithoutConstraintsAnswersItsSize() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(view.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == view.bounds.size)
  }

  @Test func aCustomGuideIsPlacedByItsConstraints() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let guide = LayoutGuide()
    root.addLayoutGuide(guide)
    #expect(root.layoutGuides.count == 1 && guide.owningView === root)
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      guide.topAnchor.constraint(equalTo: root.topAnchor),
      guide.heightAnchor.constraint(equalToConstant: 10),
      box.leftAnchor.constraint(equalTo: guide.rightAnchor),
      box.topAnchor.constraint(equalTo: guide.bottomAnchor),
      box.widthAnchor.constraint(equalToConstant: 5),
      box.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 20, y: 0, width: 100, height: 10))
    #expect(box.frame == CGRect(x: 120, y: 10, width: 5, height: 5))
  }
}

/// `hasAmbiguousLayout`: a frame the constraints fix is not ambiguous; one they leave free
/// is, in either direction; priorities resolve what would otherwise be free.
@MainActor
@Suite("Ambiguous layout")
struct AmbiguousLayoutTests {
  @Test func aFreeUnknownIsAmbiguousAndAFixedOneIsNot() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    LayoutConstraint.activate([
      card.leftAnchor.constraint(equalTo: root.leftAnchor),
      card.topAnchor.constraint(equalTo: root.topAnchor),
      card.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(card.hasAmbiguousLayout, "nothing decides the width")
    let floor = card.widthAnchor.constraint(greaterThanOrEqualToConstant: 30)
    floor.isActive = true
    #expect(card.hasAmbiguousLayout, "an inequality alone leaves the width free upwards")
    let wish = card.widthAnchor.constraint(equalToConstant: 50)
    wish.priority = .defaultLow
    wish.isActive = true
    #expect(!card.hasAmbiguousLayout, "a weak wish decides it")
    root.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 0, y: 0, width: 50, height: 10), "the probe moved nothing")
    #expect(!root.hasAmbiguousLayout, "a frame view is never ambiguous")
  }

  /// Two 30-point labels of equal hugging side by side across a 300-point root, laid out.
  private func twoLabelsSharingARow() -> (View, Label, Label) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let first = fixedLabel("abc")
    let second = fixedLabel("def")
    root.addSubview(first)
    root.addSubview(second)
    LayoutConstraint.activate([
      first.leftAnchor.constraint(equalTo: root.leftAnchor),
      second.leftAnchor.constraint(equalTo: first.rightAnchor),
      second.rightAnchor.constraint(equalTo: root.rightAnchor),
      first.topAnchor.constraint(equalTo: root.topAnchor),
      second.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    return (root, first, second)
  }

  @Test func twoEqualHuggingLabelsSharingSpaceAreAmbiguous() {
    let (root, first, second) = twoLabelsSharingARow()
    // Interface Builder's "content priority ambiguity": which label stretches is undecided.
    #expect(first.hasAmbiguousLayout)
    second.setContentHuggingPriority(251, for: .horizontal)
    #expect(!first.hasAmbiguousLayout)
    // A superview is held weakly: the root must outlive the questions.
    withExtendedLifetime(root) {}
  }

  /// `exerciseAmbiguityInLayout()` moves an ambiguous view to another valid layout (Apple
  /// doc: "between the different valid values"; high): the two equal-hugging labels swap
  /// which one stretches, every required constraint still holding; a second call swaps back.
  /// A view the constraints decide does not move.
  @Test func exercisingAmbiguitySwapsWhichLabelStretches() {
    let (root, first, second) = twoLabelsSharingARow()
    let before = first.frame.width
    #expect([30, 270].contains(before), "one label at its 30-point text, the other stretched")
    first.exerciseAmbiguityInLayout()
    #expect(first.frame.width == 300 - before, "the other valid layout")
    #expect(second.frame.minX == first.frame.maxX && second.frame.maxX == 300)
    #expect(first.frame.minX == 0 && first.frame.height == 20)
    first.exerciseAmbiguityInLayout()
    #expect(first.frame.width == before)
    second.setContentHuggingPriority(251, for: .horizontal)
    root.layoutIfNeeded()
    let decided = first.frame
    first.exerciseAmbiguityInLayout()
    #expect(first.frame == decided, "not ambiguous: nothing moves")
  }
}
