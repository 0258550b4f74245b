import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// Random horizontal stacks against a direct model of Apple's documented rules: each case
/// draws views (intrinsic sizes, hugging priorities, some hidden), a spacing, a distribution
/// and an alignment, gives the stack room to spare (the documented stretching cases), and
/// compares every arranged view's frame with the model's arithmetic.
@MainActor
@Suite("Stack view against a model")
struct StackViewModelTests {
  private struct Case {
    var sizes: [CGSize] = []
    var hugging: [Float] = []
    var hidden: [Bool] = []
    var spacing: CGFloat = 0
    var distribution = StackView.Distribution.fill
    var alignment = StackView.Alignment.fill
    var size = CGSize.zero
  }

  private func draw(_ random: inout SplitMix) -> Case {
    var drawn = Case()
    let count = random.int(1...6)
    for _ in 0..<count {
      drawn.sizes.append(CGSize(width: random.int(10...60), height: random.int(10...50)))
      drawn.hugging.append([200, 250, 300][random.int(0...2)])
      drawn.hidden.append(random.int(0...4) == 0)
    }
    if !drawn.hidden.contains(false) { drawn.hidden[random.int(0...(count - 1))] = false }
    drawn.spacing = CGFloat(random.int(0...12))
    drawn.distribution = [.fill, .fillEqually, .equalSpacing, .equalCentering][random.int(0...3)]
    drawn.alignment = [.fill, .top, .center, .bottom][random.int(0...3)]
    let visible = zip(drawn.sizes, drawn.hidden).filter { !$0.1 }.map(\.0)
    let needed = visible.map(\.width).reduce(0, +) + drawn.spacing * CGFloat(visible.count - 1)
    // Twice what is needed at least, so that equal centring keeps every gap above spacing.
    drawn.size = CGSize(
      width: 2 * needed + CGFloat(random.int(0...80)),
      height: (visible.map(\.height).max() ?? 0) + CGFloat(random.int(0...40)))
    return drawn
  }

  /// The frames the documented rules give.
  private func model(_ drawn: Case) -> [CGRect] {
    let (width, height) = (drawn.size.width, drawn.size.height)
    let visible = drawn.hidden.indices.filter { !drawn.hidden[$0] }
    var widths = drawn.sizes.map(\.width)
    var gaps = Array(repeating: drawn.spacing, count: visible.count)
    let intrinsic = visible.map { drawn.sizes[$0].width }.reduce(0, +)
    let spare = width - intrinsic - drawn.spacing * CGFloat(visible.count - 1)
    if visible.count == 1 {
      widths[visible[0]] = width  // both edges pinned to the stack
    } else {
      switch drawn.distribution {
      case .fill:
        // The lowest hugging priority stretches; ties go to the first.
        let stretched = visible.min { drawn.hugging[$0] < drawn.hugging[$1] } ?? visible[0]
        widths[stretched] += spare
      case .fillEqually:
        for index in visible {
          widths[index] =
            (width - drawn.spacing * CGFloat(visible.count - 1)) / CGFloat(visible.count)
        }
      case .equalSpacing:
        gaps = Array(
          repeating: (width - intrinsic) / CGFloat(visible.count - 1), count: visible.count)
      default:
        // Centres evenly spaced from the first's to the last's.
        let first = widths[visible[0]] / 2
        let last = width - widths[visible[visible.count - 1]] / 2
        let step = (last - first) / CGFloat(visible.count - 1)
        for (order, index) in visible.enumerated().dropFirst() {
          let previous = visible[order - 1]
          let previousCentre = first + step * CGFloat(order - 1)
          gaps[order - 1] =
            (first + step * CGFloat(order) - widths[index] / 2)
            - (previousCentre + widths[previous] / 2)
        }
      }
    }
    var frames: [CGRect] = []
    var x: CGFloat = 0
    var order = 0
    for index in drawn.sizes.indices {
      let viewHeight = drawn.alignment == .fill ? height : drawn.sizes[index].height
      let y: CGFloat =
        switch drawn.alignment {
        case .center: (height - viewHeight) / 2
        case .bottom: height - viewHeight
        default: 0
        }
      if drawn.hidden[index] {
        frames.append(CGRect(x: x, y: y, width: 0, height: viewHeight))
        continue
      }
      if order > 0 { x += gaps[order - 1] }
      frames.append(CGRect(x: x, y: y, width: widths[index], height: viewHeight))
      x += widths[index]
      order += 1
    }
    return frames
  }

  @Test(arguments: 0..<4)
  func randomStacksMatchTheModel(batch: Int) {
    var random = SplitMix(seed: UInt64(0x51AC_0000 + batch))
    for caseIndex in 0..<50 {
      let drawn = draw(&random)
      let views = drawn.sizes.map { SizedView($0.width, $0.height) }
      for (view, priority) in zip(views, drawn.hugging) {
        view.setContentHuggingPriority(LayoutPriority(priority), for: .horizontal)
      }
      for (view, hidden) in zip(views, drawn.hidden) { view.isHidden = hidden }
      let stack = StackView(arrangedSubviews: views)
      stack.spacing = drawn.spacing
      stack.distribution = drawn.distribution
      stack.alignment = drawn.alignment
      stack.frame = CGRect(origin: .zero, size: drawn.size)
      let window = Window(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
      window.addSubview(stack)
      window.layoutIfNeeded()
      let expected = model(drawn)
      for (index, (view, frame)) in zip(views, expected).enumerated() {
        // A hidden view's place across the axis is not shown, so not compared (a hidden
        // view taller than the stack is squeezed by the alignment's inequalities).
        let across =
          drawn.hidden[index]
          ? [] : [view.frame.minY - frame.minY, view.frame.height - frame.height]
        let errors = [view.frame.minX - frame.minX, view.frame.width - frame.width] + across
        #expect(
          errors.allSatisfy { abs($0) < 1e-6 },
          "batch \(batch) case \(caseIndex): \(drawn) gave \(view.frame), not \(frame)")
      }
    }
  }
}
