import Foundation
import Segue

/// The `layout-…` rows: Auto Layout against hand-written frame layout of the same screen,
/// timed in the same run.
///
/// The screen is a 393-point-wide list of 200 rows in a vertical `StackView`, each row a
/// horizontal `StackView` (spacing 8, centred) of a 40 × 40 image, a label that stretches
/// (hugging 249) and a 24 × 24 accessory image: 803 views, about 2,000 constraints with the
/// content sizes. The floor is the same 803 views placed by `layoutSubviews()` overrides that
/// compute the same frames (`ManualList`), and a ratio is reported only when every label
/// ends in the same frame in both (else `note` says so).
///
/// `layout-stack-200` times the first `layoutIfNeeded()` of a new screen (the update pass,
/// the solve from scratch and the frames); `layout-constant-edit` times one `constant`
/// change — row 100's minimum height between 40 and 80 — and `layoutIfNeeded()`, the work
/// of each frame of a constraint animation, against changing the same row's height in the
/// manual layout and laying out again. Both by the CPU time of the calling thread.
@MainActor
enum LayoutBenchmark {
  enum Row: String, CaseIterable {
    case stack = "layout-stack-200"
    case edit = "layout-constant-edit"
  }

  nonisolated static let rowCount = 200
  nonisolated static let width: CGFloat = 393
  nonisolated static let editedRow = 100

  static func run(_ row: Row, repetitions: Int) -> BenchResult {
    var ours: [Double] = []
    var floor: [Double] = []
    var difference: String?
    for _ in 0..<max(repetitions, 1) {
      let constrained = ConstrainedList()
      let manual = ManualList()
      switch row {
      case .stack:
        ours.append(threadCPUMilliseconds { constrained.root.layoutIfNeeded() })
        floor.append(threadCPUMilliseconds { manual.root.layoutIfNeeded() })
      case .edit:
        constrained.root.layoutIfNeeded()
        manual.root.layoutIfNeeded()
        ours.append(threadCPUMilliseconds { constrained.toggleEditedHeight() })
        floor.append(threadCPUMilliseconds { manual.toggleEditedHeight() })
      }
      let pairs = zip(constrained.labelFrames, manual.labelFrames).enumerated()
      if difference == nil, let (index, (mine, theirs)) = pairs.first(where: { $0.1.0 != $0.1.1 }) {
        difference = "label \(index) at \(mine) instead of \(theirs)"
      }
    }
    if let difference {
      return BenchResult(
        id: row.rawValue, width: 0, height: 0, medianMs: median(ours), floorMs: nil,
        note: "the constrained and the manual layouts differ: \(difference)")
    }
    return BenchResult(
      id: row.rawValue, width: 0, height: 0, medianMs: median(ours), floorMs: median(floor))
  }

  static func image(_ side: Int) -> Image { Image(bitmap: Bitmap(width: side, height: side)) }

  static func label(_ index: Int) -> Label {
    let label = Label()
    label.textMeasurer = EstimatedTextMeasurer()
    label.text = "Row \(index): a title"
    return label
  }
}

/// The list laid out by constraints and stack views.
@MainActor
final class ConstrainedList {
  let root = View(frame: CGRect(x: 0, y: 0, width: LayoutBenchmark.width, height: 10_000))
  var labels: [Label] = []
  var editedHeight: LayoutConstraint?

  init() {
    let column = StackView()
    column.axis = .vertical
    column.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(column)
    LayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: root.topAnchor),
      column.leftAnchor.constraint(equalTo: root.leftAnchor),
      column.rightAnchor.constraint(equalTo: root.rightAnchor),
    ])
    for index in 0..<LayoutBenchmark.rowCount {
      let label = LayoutBenchmark.label(index)
      label.setContentHuggingPriority(249, for: .horizontal)
      labels.append(label)
      let row = StackView(arrangedSubviews: [
        ImageView(image: LayoutBenchmark.image(40)), label,
        ImageView(image: LayoutBenchmark.image(24)),
      ])
      row.spacing = 8
      row.alignment = .center
      column.addArrangedSubview(row)
      if index == LayoutBenchmark.editedRow {
        let height = row.heightAnchor.constraint(greaterThanOrEqualToConstant: 40)
        height.isActive = true
        editedHeight = height
      }
    }
  }

  func toggleEditedHeight() {
    guard let editedHeight else { return }
    editedHeight.constant = editedHeight.constant == 40 ? 80 : 40
    root.layoutIfNeeded()
  }

  var labelFrames: [CGRect] { labels.map { $0.convert($0.bounds, to: root) } }
}

/// The same list laid out by hand in `layoutSubviews()`.
@MainActor
private final class ManualList {
  let root = View(frame: CGRect(x: 0, y: 0, width: LayoutBenchmark.width, height: 10_000))
  var labels: [Label] = []
  let column = ManualColumn()

  init() {
    root.addSubview(column)
    column.frame = CGRect(x: 0, y: 0, width: LayoutBenchmark.width, height: 0)
    for index in 0..<LayoutBenchmark.rowCount {
      let row = ManualRow(label: LayoutBenchmark.label(index))
      labels.append(row.label)
      column.addSubview(row)
    }
  }

  func toggleEditedHeight() {
    let row = column.subviews[LayoutBenchmark.editedRow] as? ManualRow
    row?.minimumHeight = row?.minimumHeight == 40 ? 80 : 40
    column.setNeedsLayout()
    root.layoutIfNeeded()
  }

  var labelFrames: [CGRect] { labels.map { $0.convert($0.bounds, to: root) } }
}

/// Rows one under the other, each as tall as it needs.
@MainActor
private final class ManualColumn: View {
  override func layoutSubviews() {
    super.layoutSubviews()
    var y: CGFloat = 0
    for case let row as ManualRow in subviews {
      let height = row.neededHeight
      row.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
      y += height
    }
  }
}

/// An image, a label taking the rest of the width, and an accessory, 8 apart, centred.
@MainActor
private final class ManualRow: View {
  let icon = ImageView(image: LayoutBenchmark.image(40))
  let label: Label
  let accessory = ImageView(image: LayoutBenchmark.image(24))
  var minimumHeight: CGFloat = 40

  init(label: Label) {
    self.label = label
    super.init(frame: .zero)
    for view in [icon, label, accessory] { addSubview(view) }
  }

  var neededHeight: CGFloat {
    max(40, label.intrinsicContentSize.height, 24, minimumHeight)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let height = bounds.height
    let text = label.intrinsicContentSize.height
    icon.frame = CGRect(x: 0, y: (height - 40) / 2, width: 40, height: 40)
    label.frame = CGRect(
      x: 48, y: (height - text) / 2, width: bounds.width - 48 - 8 - 24, height: text)
    accessory.frame = CGRect(x: bounds.width - 24, y: (height - 24) / 2, width: 24, height: 24)
  }
}
