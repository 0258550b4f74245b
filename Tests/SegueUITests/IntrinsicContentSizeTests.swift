import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

/// A view whose content has a size set by the test (`noIntrinsicMetric` allowed).
@MainActor
final class SizedView: View {
  var contentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) {
    didSet { invalidateIntrinsicContentSize() }
  }
  override var intrinsicContentSize: CGSize { contentSize }

  convenience init(_ width: CGFloat, _ height: CGFloat) {
    self.init(frame: .zero)
    contentSize = CGSize(width: width, height: height)
  }
}

/// A label measured by `FixedMeasurer` (10 pt a character, 20 pt a line).
@MainActor
func fixedLabel(_ text: String, lines: Int = 1) -> Label {
  let label = Label()
  label.textMeasurer = FixedMeasurer()
  label.text = text
  label.numberOfLines = lines
  label.translatesAutoresizingMaskIntoConstraints = false
  return label
}

/// Intrinsic content size as UIKit's engine uses it: per dimension, size <= intrinsic at the
/// hugging priority and size >= intrinsic at the compression resistance priority (Apple,
/// "Auto Layout Guide — Views with Intrinsic Content Size"; defaults 250 and 750 for views
/// made in code). Expected frames are worked out by hand.
@MainActor
@Suite("Intrinsic content size")
struct IntrinsicContentSizeTests {
  private let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))

  private func place(_ view: View, x: CGFloat = 0, y: CGFloat = 0) {
    window.addSubview(view)
    LayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: x),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: y),
    ])
  }

  @Test func theDefaultsAreUIKits() {
    let view = View()
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentHuggingPriority(for: .vertical).rawValue == 250)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 750)
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(ImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
    view.setContentHuggingPriority(.required, for: .vertical)
    #expect(view.contentHuggingPriority(for: .vertical) == .required)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
  }

  @Test func aLabelPinnedByTwoEdgesTakesItsTextsSize() {
    let label = fixedLabel("Hello")
    place(label, x: 10, y: 20)
    window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 20, width: 50, height: 20))
    label.text = "Hello there"
    window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 20, width: 110, height: 20), "invalidated by text")
  }

  @Test func compressionResistanceBeatsALowerCapAndLosesToAHigherOne() {
    let label = fixedLabel("Hello")  // 50 wide
    place(label)
    let cap = label.widthAnchor.constraint(lessThanOrEqualToConstant: 30)
    cap.priority = 740
    cap.isActive = true
    window.layoutIfNeeded()
    #expect(label.frame.width == 50, "750 resistance beats a 740 cap")
    cap.priority = 760
    window.layoutIfNeeded()
    #expect(label.frame.width == 30, "a 760 cap beats it")
    label.setContentCompressionResistancePriority(770, for: .horizontal)
    window.layoutIfNeeded()
    #expect(label.frame.width == 50, "raising the resistance takes effect at the next pass")
  }

  @Test func theLowerHuggingPriorityStretches() {
    let first = fixedLabel("abcde")  // 50
    let second = fixedLabel("abcdefg")  // 70
    window.addSubview(first)
    window.addSubview(second)
    LayoutConstraint.activate([
      first.leftAnchor.constraint(equalTo: window.leftAnchor),
      second.leftAnchor.constraint(equalTo: first.rightAnchor),
      second.rightAnchor.constraint(equalTo: window.rightAnchor),
      first.topAnchor.constraint(equalTo: window.topAnchor),
      second.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    first.setContentHuggingPriority(200, for: .horizontal)
    window.layoutIfNeeded()
    #expect(first.frame.width == 230 && second.frame == CGRect(x: 230, y: 0, width: 70, height: 20))
    second.setContentHuggingPriority(100, for: .horizontal)
    window.layoutIfNeeded()
    #expect(first.frame.width == 50 && second.frame == CGRect(x: 50, y: 0, width: 250, height: 20))
  }

  @Test func noIntrinsicMetricLeavesThatDimensionToTheConstraints() {
    let view = SizedView(View.noIntrinsicMetric, 40)
    view.translatesAutoresizingMaskIntoConstraints = false
    place(view, x: 5, y: 5)
    view.widthAnchor.constraint(equalToConstant: 120).isActive = true
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 5, y: 5, width: 120, height: 40))
    view.contentSize = CGSize(width: 60, height: View.noIntrinsicMetric)
    view.heightAnchor.constraint(equalToConstant: 10).isActive = true
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 5, y: 5, width: 120, height: 10), "the required width wins")
  }

  @Test func anImageViewMeasuresItsImage() {
    let image = Image(bitmap: Bitmap(width: 60, height: 24), scale: 2)  // 30 × 12 points
    let imageView = ImageView()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    place(imageView)
    imageView.image = image
    window.layoutIfNeeded()
    #expect(imageView.frame == CGRect(x: 0, y: 0, width: 30, height: 12))
  }

  @Test func aMultiLineLabelWrapsAtTheWidthTheLayoutGivesIt() {
    // Words of 40 pt, spaces 10: "aaaa bbbb" is 90 wide, so at 100 the text takes 2 lines.
    let label = fixedLabel("aaaa bbbb cccc", lines: 0)
    place(label, x: 0, y: 0)
    let width = label.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    width.constant = 50
    window.layoutIfNeeded()
    #expect(label.frame.height == 60, "one word a line")
    width.isActive = false
    label.preferredMaxLayoutWidth = 95
    window.layoutIfNeeded()
    #expect(
      label.frame == CGRect(x: 0, y: 0, width: 90, height: 40), "wraps at the preferred width")
    label.numberOfLines = 1
    window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 0, y: 0, width: 140, height: 20))
  }

  /// UIKit code passes `greatestFiniteMagnitude` to mean "unlimited"; Pango's units used to
  /// overflow on it and end the program.
  @Test func aMultiLineLabelMeasuresAnUnlimitedWidthWithPango() {
    let label = Label()
    label.text = "Two words"
    label.numberOfLines = 0
    let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    let wrapped = label.sizeThatFits(unlimited)
    label.numberOfLines = 1
    #expect(wrapped == label.sizeThatFits(.zero) && wrapped.width > 0)
  }

  @Test func aButtonMeasuresItsTitle() {
    let button = Button()
    button.titleLabel?.textMeasurer = FixedMeasurer()
    button.setTitle("Go", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    place(button, x: 7, y: 9)
    window.layoutIfNeeded()
    #expect(button.frame.size == button.intrinsicContentSize)
    #expect(button.frame.origin == CGPoint(x: 7, y: 9) && button.frame.width == 20)
  }
}
