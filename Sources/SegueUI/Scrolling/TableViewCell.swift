import Foundation
import SegueGeometry

/// One row of a `TableView` (`UITableViewCell`): put content in `contentView`.
///
/// Cells are reused: one that scrolls out of view goes to its table's reuse pool and comes
/// back from `dequeueReusableCell(withIdentifier:for:)` for another row, after
/// `prepareForReuse()`. A highlighted or selected cell shows a grey background unless its
/// `selectionStyle` is `.none`.
///
/// Build a cell in code as in UIKit: override `init(style:reuseIdentifier:)` (and, for UIKit
/// source, `required init?(coder:)`). The table makes registered cells with
/// `init(dequeuedWithReuseIdentifier:)`, which subclasses inherit and which calls their
/// `init(style:reuseIdentifier:)`.
@preconcurrency @MainActor
open class TableViewCell: View {
  /// The look of the cell (`UITableViewCell.CellStyle`); Segue has the default style only.
  public enum CellStyle: Int, Sendable, Hashable {
    case `default` = 0
  }

  /// How a highlighted or selected cell looks (`UITableViewCell.SelectionStyle`; raw values
  /// are UIKit's).
  public enum SelectionStyle: Int, Sendable, Hashable {
    /// No change.
    case none = 0
    /// A grey background (UIKit's `.blue` has been grey since iOS 7).
    case blue = 1
    /// A grey background.
    case gray = 2
    /// A grey background (the default).
    case `default` = 3
  }

  /// The grey behind a highlighted or selected cell (iOS's `systemGray4`, #D1D1D6).
  public static let selectionColor = Color.systemGray4

  /// The identifier of the pool the cell returns to (`reuseIdentifier`).
  public let reuseIdentifier: String?
  /// The view to put the cell's content in; it fills the cell.
  public let contentView = View()
  /// The view behind the content when highlighted or selected (`selectedBackgroundView`).
  public let selectedBackgroundView = View()
  /// How the cell shows highlight and selection (default `.default`).
  open var selectionStyle: SelectionStyle = .default { didSet { updateBackground() } }

  /// Whether the cell is highlighted (a finger on it); see `setHighlighted(_:animated:)`.
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Whether the cell is selected; see `setSelected(_:animated:)`.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }

  private var highlighted = false
  private var selected = false

  /// The label of the default style's title (`textLabel`), made on first use; it fills the
  /// content view inside `textLabelInset` on the left and right.
  public private(set) lazy var textLabel: Label? = makeTextLabel()
  private var hasTextLabel = false

  /// The default style's left and right text margin, points: 16, the system minimum layout
  /// margin of a compact-width (iPhone) screen (iOS 11+; observed, not documented: [B]).
  public static let textLabelInset: CGFloat = 16

  /// Creates a cell of `style` that returns to the pool `reuseIdentifier`
  /// (`init(style:reuseIdentifier:)`). Override it to build a cell in code.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = .systemBackground
    selectedBackgroundView.backgroundColor = Self.selectionColor
    selectedBackgroundView.isHidden = true
    for view in [selectedBackgroundView, contentView] {
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
  }

  /// Creates a default-style cell for a table's reuse pool `reuseIdentifier`: what
  /// `TableView.dequeueReusableCell(withIdentifier:for:)` calls on a registered class.
  ///
  /// UIKit makes cells from a class object through the Objective-C runtime; Swift needs a
  /// `required` initializer for that. It is a convenience initializer so that subclasses that
  /// override `init(style:reuseIdentifier:)` inherit it (UIKit's spelling, `override
  /// init(style:reuseIdentifier:)`, compiles unchanged); it runs their override. A subclass
  /// with only designated initializers of its own must write it (the compiler says so).
  public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Creates a default-style cell without reuse identifier.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    guard hasTextLabel, let textLabel else { return }
    textLabel.frame = contentView.bounds.insetBy(dx: Self.textLabelInset, dy: 0)
  }

  private func makeTextLabel() -> Label {
    let label = Label()
    label.font = .preferredFont(forTextStyle: .body)
    contentView.addSubview(label)
    hasTextLabel = true
    setNeedsLayout()
    return label
  }

  /// Sets the highlight (`setHighlighted(_:animated:)`); `animated` fades the background.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
    updateBackground(animated: animated)
  }

  /// Sets the selection (`setSelected(_:animated:)`); `animated` fades the background.
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
    updateBackground(animated: animated)
  }

  /// Called before the cell is handed out again by `dequeueReusableCell`
  /// (`prepareForReuse()`); the default clears highlight and selection.
  open func prepareForReuse() {
    highlighted = false
    selected = false
    updateBackground()
  }

  private func updateBackground(animated: Bool = false) {
    let shows = selectionStyle != .none && (highlighted || selected)
    guard animated else {
      selectedBackgroundView.isHidden = !shows
      selectedBackgroundView.alpha = 1
      return
    }
    // UIKit fades the selection out (deselectRow(at:animated: true)); 0.25 s is its default.
    selectedBackgroundView.isHidden = false
    selectedBackgroundView.alpha = shows ? 0 : 1
    View.animate(
      withDuration: 0.25, animations: { self.selectedBackgroundView.alpha = shows ? 1 : 0 },
      completion: { _ in
        if !(self.selectionStyle != .none && (self.highlighted || self.selected)) {
          self.selectedBackgroundView.isHidden = true
        }
        self.selectedBackgroundView.alpha = 1
      })
  }
}
