import Foundation
import SegueGeometry

// How a table view shows its rows. The data source is read lazily (at the first layout and
// after `reloadData()`) into a list of row rectangles in content coordinates, stacked from
// the top (below `tableHeaderView`), section after section. At each layout — and when a
// caller asks for cells (`cellForRow(at:)`, `visibleCells`), as UIKit does — the rows whose
// rectangle meets the bounds get a cell: cells of rows that left go to the reuse pool of
// their identifier first, then the data source is asked for the missing rows, so a
// `dequeueReusableCell` during scrolling gets a recycled cell and at most one more cell than
// fit on screen ever exists. Invariant: every visible row has exactly one cell, a subview of
// the table; every pooled cell is out of the hierarchy.
// Alternative rejected: creating every cell up front — simple, but no reuse and a cost that
// grows with the data instead of the screen.

/// A scrolling list of rows in sections (`UITableView`), plain style.
///
/// Touches: a finger on a row highlights it after `highlightDelay` (UIKit waits to see if
/// the touch scrolls — `delaysContentTouches`); if the drag scrolls, the highlight is removed
/// (or never shown) and nothing is selected; lifting the finger on the row unhighlights and
/// selects it: `shouldHighlightRowAt` → `didHighlightRowAt` → `didUnhighlightRowAt` →
/// `willSelectRowAt` → (`willDeselectRowAt` → `didDeselectRowAt` of the previous selection) →
/// `didSelectRowAt`. A tap shorter than the delay highlights when it lifts.
///
/// Not done (yet): section headers and footers, row insertion/deletion animations, editing,
/// estimated heights, multiple selection, separators, the grouped styles.
@preconcurrency @MainActor
open class TableView: ScrollView {
  /// The style of a table (`UITableView.Style`): Segue has the plain style only.
  public enum Style: Int, Sendable, Hashable {
    case plain = 0
  }

  /// The lines between rows (`UITableViewCell.SeparatorStyle`): Segue draws none.
  public enum SeparatorStyle: Int, Sendable, Hashable {
    case none = 0
  }

  /// Where `selectRow(at:animated:scrollPosition:)` scrolls the row to
  /// (`UITableView.ScrollPosition`; raw values are UIKit's).
  public enum ScrollPosition: Int, Sendable, Hashable {
    case none = 0
    case top, middle, bottom
  }

  /// How long a finger must rest on a row before it highlights, seconds, when
  /// `delaysContentTouches` (UIKit's scroll view waits 150 ms, a commonly measured value).
  public static let highlightDelay: Double = 0.15

  /// The table's style.
  public let style: Style
  /// The object that supplies rows and cells (`dataSource`; held weakly). Setting it reloads.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { setNeedsReload() }
  }
  /// The height of every row when the delegate does not give one, points (default 44).
  open var rowHeight: CGFloat = 44 {
    didSet {
      Self.validate(height: rowHeight, of: nil)
      setNeedsReload()
    }
  }
  /// A view above the rows, scrolling with them, its height kept (`tableHeaderView`).
  open var tableHeaderView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      setNeedsReload()
    }
  }
  /// The lines between rows (only `.none`).
  open var separatorStyle: SeparatorStyle = .none

  private var reusePool = ReusePool<TableViewCell>()
  private var visible: [IndexPath: TableViewCell] = [:]
  /// Every row's rectangle in content coordinates, in order.
  private var rows: [(indexPath: IndexPath, rect: CGRect)] = []
  private var needsReload = true
  private var selected: IndexPath?
  var highlighted: IndexPath?
  /// The touch on a row being followed, its row and whether it was highlighted yet.
  var trackedTouch: (touch: Touch, indexPath: IndexPath, generation: Int)?
  var touchGeneration = 0

  /// Creates a table occupying `frame` with `style` (`init(frame:style:)`).
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
    backgroundColor = .systemBackground
  }

  /// Creates a plain table occupying `frame`.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// The delegate as a `TableViewDelegate`.
  var tableDelegate: (any TableViewDelegate)? { delegate as? any TableViewDelegate }

  // MARK: Cells

  /// Registers the class whose instances `dequeueReusableCell(withIdentifier:for:)` makes
  /// for `identifier` (`register(_:forCellReuseIdentifier:)`).
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    reusePool.register(cellClass, for: identifier)
  }

  /// A cell for `identifier`: a recycled one (after its `prepareForReuse()`) or a new instance
  /// of the registered class (`dequeueReusableCell(withIdentifier:for:)`).
  /// - Precondition: a class is registered for `identifier`.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    reusePool.dequeue(
      identifier, for: "TableView, row \(indexPath)", prepare: { $0.prepareForReuse() },
      make: { $0.init(dequeuedWithReuseIdentifier: identifier) })
  }

  /// The cell of the row at `indexPath` if the row is visible, else nil (`cellForRow(at:)`).
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    updateVisibleCellsNow()
    return visible[indexPath]
  }

  /// The cells on screen, top to bottom (`visibleCells`).
  public var visibleCells: [TableViewCell] {
    indexPathsForVisibleRows.compactMap { visible[$0] }
  }

  /// The paths of the rows on screen, top to bottom (`indexPathsForVisibleRows`).
  public var indexPathsForVisibleRows: [IndexPath] {
    updateVisibleCellsNow()
    return visible.keys.sorted()
  }

  /// How many cells the table holds in its reuse pools (for tests and diagnostics).
  public var pooledCellCount: Int { reusePool.count }

  // MARK: Geometry

  /// How many sections the data source has (`numberOfSections`).
  public var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

  /// How many rows `section` has (`numberOfRows(inSection:)`).
  public func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// The row's rectangle in the table's (content) coordinates (`rectForRow(at:)`); zero for
  /// a row that does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    guard let rect = rows.first(where: { $0.indexPath == indexPath })?.rect else { return .zero }
    // Rows are as wide as the table is now (it may have been resized since the reload).
    return CGRect(x: 0, y: rect.minY, width: bounds.width, height: rect.height)
  }

  /// The path of the row containing `point` (content coordinates), or nil
  /// (`indexPathForRow(at:)`).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.x >= 0, point.x < bounds.width else { return nil }
    return rows.first { $0.rect.minY <= point.y && point.y < $0.rect.maxY }?.indexPath
  }

  /// Reads the data source again and redisplays every row (`reloadData()`); the selection is
  /// cleared.
  open func reloadData() {
    setNeedsReload()
    selected = nil
    highlighted = nil
    trackedTouch = nil
  }

  private func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  private func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for (_, cell) in visible { enqueue(cell) }
    visible.removeAll()
    var y = tableHeaderView?.frame.height ?? 0
    tableHeaderView?.frame.origin = .zero
    rows.removeAll()
    if let dataSource {
      let sections = dataSource.numberOfSections(in: self)
      precondition(sections >= 0, "TableView: numberOfSections must be ≥ 0, got \(sections)")
      for section in 0..<sections {
        let count = dataSource.tableView(self, numberOfRowsInSection: section)
        precondition(
          count >= 0, "TableView: section \(section) must have ≥ 0 rows, got \(count)")
        for row in 0..<count {
          let indexPath = IndexPath(row: row, section: section)
          let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
          Self.validate(height: height, of: indexPath)
          rows.append((indexPath, CGRect(x: 0, y: y, width: bounds.width, height: height)))
          y += height
        }
      }
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }

  private static func validate(height: CGFloat, of indexPath: IndexPath?) {
    precondition(
      height.isFinite && height >= 0,
      "TableView: the height of \(indexPath.map { "row \($0)" } ?? "rows") must be finite and ≥ 0, "
        + "got \(height)")
  }

  // MARK: Touches (TableView+Touches.swift)

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    super.touchesBegan(touches, with: event)
    beginTracking(touches)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    super.touchesEnded(touches, with: event)
    endTracking(touches)
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    super.touchesCancelled(touches, with: event)
    cancelTracking(touches)
  }

  // MARK: Tiling

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateVisibleCellsNow()
  }

  /// Puts a cell on every visible row and pools the others (see the design note).
  func updateVisibleCellsNow() {
    reloadIfNeeded()
    if let header = tableHeaderView, header.frame.width != bounds.width {
      header.frame.size.width = bounds.width
    }
    if contentSize.width != bounds.width {
      contentSize = CGSize(width: bounds.width, height: contentSize.height)
    }
    let shown = bounds
    let wanted = rows.filter { $0.rect.maxY > shown.minY && $0.rect.minY < shown.maxY }
    let wantedPaths = Set(wanted.map(\.indexPath))
    for (indexPath, cell) in visible where !wantedPaths.contains(indexPath) {
      visible[indexPath] = nil
      enqueue(cell)
    }
    for (indexPath, rect) in wanted {
      let width = bounds.width
      let cell: TableViewCell
      if let existing = visible[indexPath] {
        cell = existing
      } else {
        guard let dataSource else { return }
        cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.isSelected = indexPath == selected
        cell.isHighlighted = indexPath == highlighted
        visible[indexPath] = cell
        insertSubview(cell, at: 0)
      }
      // Bounds and centre, not frame: a cell may be transformed (a pressed card shrinks).
      let size = CGSize(width: width, height: rect.height)
      if cell.bounds.size != size { cell.bounds.size = size }
      let center = CGPoint(x: width / 2, y: rect.midY)
      if cell.center != center { cell.center = center }
    }
  }

  private func enqueue(_ cell: TableViewCell) {
    reusePool.enqueue(cell, identifier: cell.reuseIdentifier)
  }

  // MARK: Selection

  /// The selected row's path, or nil (`indexPathForSelectedRow`).
  public var indexPathForSelectedRow: IndexPath? { selected }

  /// Selects the row at `indexPath` (nil deselects), without telling the delegate, and
  /// scrolls it to `scrollPosition` — not at all for `.none`
  /// (`selectRow(at:animated:scrollPosition:)`).
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition = .none
  ) {
    if let selected, selected != indexPath {
      visible[selected]?.setSelected(false, animated: animated)
    }
    selected = indexPath
    guard let indexPath else { return }
    visible[indexPath]?.setSelected(true, animated: animated)
    // UIKit: `.none` here means no scrolling at all (unlike `scrollToRow`'s `.none`).
    guard scrollPosition != .none else { return }
    scroll(toRowRect: rectForRow(at: indexPath), at: scrollPosition, animated: animated)
  }

  /// Deselects the row at `indexPath`, without telling the delegate
  /// (`deselectRow(at:animated:)`); `animated` fades the cell's selection out.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selected == indexPath else { return }
    selected = nil
    visible[indexPath]?.setSelected(false, animated: animated)
  }

  /// Scrolls so that the row at `indexPath` is at `scrollPosition`
  /// (`scrollToRow(at:at:animated:)`); `.none` scrolls the least to make it fully visible.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
  {
    scroll(toRowRect: rectForRow(at: indexPath), at: scrollPosition, animated: animated)
  }

  private func scroll(toRowRect rect: CGRect, at position: ScrollPosition, animated: Bool) {
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y: CGFloat
    switch position {
    case .top: y = rect.minY - inset.top
    case .middle: y = rect.midY - inset.top - visibleHeight / 2
    case .bottom: y = rect.maxY - inset.top - visibleHeight
    case .none:
      if rect.minY < contentOffset.y + inset.top {
        y = rect.minY - inset.top
      } else if rect.maxY > contentOffset.y + inset.top + visibleHeight {
        y = rect.maxY - inset.top - visibleHeight
      } else {
        return
      }
    }
    let limits = offsetLimits.y
    y = min(max(y, CGFloat(limits.lowerBound)), CGFloat(limits.upperBound))
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  /// Selects `indexPath` as a touch does, with the delegate's will/did calls.
  func selectByTouch(_ indexPath: IndexPath) {
    let delegate = tableDelegate
    // A delegate answering nil selects nothing (hence no `??`, which would mean "no delegate").
    let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target else { return }
    if let previous = selected, previous != target {
      let deselected = delegate.map { $0.tableView(self, willDeselectRowAt: previous) } ?? previous
      if let deselected {
        deselectRow(at: deselected, animated: false)
        delegate?.tableView(self, didDeselectRowAt: deselected)
      }
    }
    selected = target
    visible[target]?.setSelected(true, animated: false)
    delegate?.tableView(self, didSelectRowAt: target)
  }
}
