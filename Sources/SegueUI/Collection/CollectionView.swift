import Foundation
import SegueGeometry

// How a collection view shows its items. The data source's counts are read lazily (at the
// first layout and after `reloadData()`) and kept: they are the collection view's idea of the
// data until the next reload or batch update, as in UIKit. At each layout pass the layout is
// prepared if it was invalidated, the content size is taken from it, and the items whose
// attributes meet the bounds get a cell placed by those attributes (bounds size, centre,
// transform, alpha, hidden; the stacking order follows zIndex), and so do the supplementary
// views (section headers and footers) and decoration views (CollectionView+Decoration.swift)
// the layout names there. Views of elements that left go
// to the reuse pool of their identifier first, so a `dequeueReusableCell` while scrolling gets
// a recycled cell. Invariant: every visible element has exactly one view, a subview of the
// collection view; every pooled view is out of the hierarchy.
// While an animated change runs (a layout change, the end of an interactive transition, a
// batch update) cells are only added, never pooled: a cell animating to a place outside the
// bounds stays until the animation ends, then the next pass pools it.
// Attributes are checked before any is applied: a layout that answers NaN or infinity is
// reported (CollectionViewError) and its pass skipped, so the cells keep their last places.
// Alternative rejected: a cell per item up front — no reuse, and a cost growing with the data.

/// A scrolling view of items placed by a layout object (`UICollectionView`).
///
/// Touches: a finger on an item highlights it after `TableView.highlightDelay`; lifting it on
/// the item selects it (single selection: the previous item is deselected; with
/// `allowsMultipleSelection` it is added, and a selected item is deselected), unless the drag
/// scrolled. See `CollectionView+Updates.swift` for batch updates,
/// `CollectionView+LayoutTransitions.swift` for layout changes and
/// `CollectionView+Supplementary.swift` for headers and footers and
/// `CollectionView+Decoration.swift` for the layout's decoration views.
///
/// Not done (yet): prefetching, drag and drop, diffable data sources,
/// compositional layouts.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
  /// How long an animated layout change or batch update takes, seconds. UIKit documents no
  /// duration; 0.3 s is Segue's estimate from screen recordings of flow-layout updates [est].
  public static let updateAnimationDuration: Double = 0.3

  /// The object that supplies items and cells (held weakly). Setting it reloads.
  public weak var dataSource: (any CollectionViewDataSource)? {
    didSet { reloadData() }
  }
  /// The layout placing the items. Setting it switches without animation
  /// (`setCollectionViewLayout(_:animated:)` with false); during an interactive transition it
  /// is the transition layout.
  open var collectionViewLayout: CollectionViewLayout {
    get { layout }
    set { setCollectionViewLayout(newValue, animated: false) }
  }
  /// Whether touches select items (default true).
  open var allowsSelection = true
  /// Whether a tap adds its item to the selection and a tap on a selected item removes it
  /// (`allowsMultipleSelection`, default false: a tap replaces the selection).
  open var allowsMultipleSelection = false

  var layout: CollectionViewLayout
  private var reusePool = ReusePool<CollectionViewCell>()
  /// The pool of supplementary views, by kind and identifier (`poolKey(kind:identifier:)`).
  var supplementaryPool = ReusePool<CollectionReusableView>()
  /// The pool of decoration views, by kind and class (`decorationPoolKey(kind:class:)`).
  var decorationPool = ReusePool<CollectionReusableView>()
  /// The decoration kinds found without a registered class (reported once each).
  var reportedDecorationKinds: Set<String> = []
  /// The views on screen (cells, supplementary and decoration views), by the element they show.
  var views: [ElementKey: CollectionReusableView] = [:]
  /// The supplementary kinds whose missing data source method was reported.
  var reportedMissingKinds: Set<String> = []
  private var zIndices: [ObjectIdentifier: Int] = [:]
  /// The item counts of each section, as last read from the data source.
  var counts: [Int] = []
  private var needsReload = true
  /// The selected items.
  var selected: Set<IndexPath> = []
  var highlighted: IndexPath?
  var trackedTouch: (touch: Touch, indexPath: IndexPath, generation: Int)?
  var touchGeneration = 0
  /// How many animated changes are running (cells are not pooled meanwhile).
  var runningAnimations = 0
  /// The bounds size the layout was last prepared for.
  private var preparedSize: CGSize?
  /// The last refusal reported, so that a broken layout is reported once, not every frame.
  private var lastReported: String?
  /// The batch update whose block is running.
  var pendingUpdates: CollectionViewUpdates?
  /// The interactive transition running, and what to call when it ends.
  var interactive: (layout: CollectionViewTransitionLayout, completion: ((Bool, Bool) -> Void)?)?

  /// Creates a collection view occupying `frame` with `layout`
  /// (`init(frame:collectionViewLayout:)`).
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    self.layout = layout
    super.init(frame: frame)
    layout.collectionView = self
    layout.invalidateLayout()
    backgroundColor = .systemBackground
  }

  /// The delegate as a `CollectionViewDelegate`.
  var collectionDelegate: (any CollectionViewDelegate)? {
    delegate as? any CollectionViewDelegate
  }

  // MARK: Cells

  /// Registers the class `dequeueReusableCell(withReuseIdentifier:for:)` makes for
  /// `identifier` (`register(_:forCellWithReuseIdentifier:)`).
  public func register(
    _ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String
  ) {
    reusePool.register(cellClass, for: identifier)
  }

  /// A cell for `identifier`: a recycled one (after its `prepareForReuse()`) or a new one of
  /// the registered class (`dequeueReusableCell(withReuseIdentifier:for:)`).
  /// - Precondition: a class is registered for `identifier` (UIKit raises there too).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> CollectionViewCell
  {
    reusePool.dequeue(
      identifier, for: "CollectionView, item \(indexPath)", prepare: { $0.prepareForReuse() },
      make: { cellClass in
        // Made at its item's size, as UIKit does, so that autoresizing content starts right.
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let finite = frame.size.width.isFinite && frame.size.height.isFinite
        let cell = cellClass.init(dequeuedWithFrame: finite ? frame : .zero)
        cell.reuseIdentifier = identifier
        return cell
      })
  }

  /// The cell of the item at `indexPath` if it is visible, else nil (`cellForItem(at:)`).
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    updateVisibleCellsNow()
    return cell(at: indexPath)
  }

  /// The cell on screen for the item at `indexPath`, without laying out.
  func cell(at indexPath: IndexPath) -> CollectionViewCell? {
    views[ElementKey(kind: nil, indexPath: indexPath)] as? CollectionViewCell
  }

  /// The paths of the visible items, in order (`indexPathsForVisibleItems`).
  public var indexPathsForVisibleItems: [IndexPath] {
    updateVisibleCellsNow()
    return views.keys.filter { $0.kind == nil }.map(\.indexPath).sorted()
  }

  /// The cells on screen, in the order of their items (`visibleCells`).
  public var visibleCells: [CollectionViewCell] {
    indexPathsForVisibleItems.compactMap { cell(at: $0) }
  }

  /// The path of the item a visible `cell` shows, or nil (`indexPath(for:)`).
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    views.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
  }

  /// How many cells are in the reuse pools (for tests and diagnostics).
  public var pooledCellCount: Int { reusePool.count }

  /// The attributes the layout gives the item now (`layoutAttributesForItem(at:)`).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
    preparedLayout().layoutAttributesForItem(at: indexPath)
  }

  /// The path of the item whose frame contains `point` (content coordinates), or nil
  /// (`indexPathForItem(at:)`).
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
    return (preparedLayout().layoutAttributesForElements(in: probe) ?? [])
      .filter {
        $0.representedElementCategory == .cell && $0.isFinite && !$0.isHidden
          && $0.frame.contains(point)
      }
      .max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?.indexPath
  }

  // MARK: Data

  /// How many sections there are (`numberOfSections`), as the collection view last read them.
  public var numberOfSections: Int {
    reloadIfNeeded()
    return counts.count
  }

  /// How many items `section` has (`numberOfItems(inSection:)`); 0 for a missing section.
  public func numberOfItems(inSection section: Int) -> Int {
    reloadIfNeeded()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// Reads the data source again and redisplays every item (`reloadData()`); the selection
  /// is cleared.
  open func reloadData() {
    needsReload = true
    selected = []
    highlighted = nil
    trackedTouch = nil
    layout.invalidateLayout()
  }

  private func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for (_, view) in views { enqueue(view) }
    views.removeAll()
    counts = readCounts()
  }

  /// The data source's counts now.
  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
  }

  /// The layout, prepared, with the data read. A new bounds size invalidates it (what UIKit's
  /// flow layout asks for in `shouldInvalidateLayout(forBoundsChange:)` when the width
  /// changes; Segue does it for any layout and either dimension).
  func preparedLayout() -> CollectionViewLayout {
    reloadIfNeeded()
    if preparedSize != bounds.size {
      preparedSize = bounds.size
      layout.needsPrepare = true
    }
    layout.collectionView = self
    layout.prepareIfNeeded()
    return layout
  }

  // MARK: Touches (CollectionView+Touches.swift)

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

  /// The attributes of the elements in `rect` by the current layout, or nil (reported) when the
  /// layout answered a non-finite number.
  func checkedAttributes(in rect: CGRect, of layout: CollectionViewLayout? = nil)
    -> [CollectionViewLayoutAttributes]?
  {
    let layout = layout ?? preparedLayout()
    let attributes = layout.layoutAttributesForElements(in: rect) ?? []
    do {
      try Self.check(attributes, of: layout)
      lastReported = nil
      return attributes
    } catch {
      if lastReported != error.description {
        lastReported = error.description
        Self.report(error, about: self)
      }
      return nil
    }
  }

  static func check(_ attributes: [CollectionViewLayoutAttributes], of layout: CollectionViewLayout)
    throws(CollectionViewError)
  {
    guard let bad = attributes.first(where: { !$0.isFinite }) else { return }
    throw .nonFiniteAttributes(
      layout: "\(type(of: layout))", indexPath: bad.indexPath, frame: bad.frame, alpha: bad.alpha)
  }

  /// Puts a view on every visible element, placed by its attributes, and pools the others.
  func updateVisibleCellsNow() {
    let layout = preparedLayout()
    takeContentSize(of: layout)
    guard let wanted = checkedAttributes(in: bounds, of: layout) else { return }
    let wantedKeys = Set(wanted.map(\.key))
    if runningAnimations == 0 {
      for (key, view) in views where !wantedKeys.contains(key) {
        views[key] = nil
        enqueue(view)
      }
    }
    for attributes in wanted {
      guard let view = views[attributes.key] ?? makeView(for: attributes.key) else { continue }
      apply(attributes, to: view)
    }
    orderViewsByZIndex()
  }

  /// Takes the layout's content size, unless it is not finite or negative (its attributes are
  /// then refused too, and reported).
  func takeContentSize(of layout: CollectionViewLayout) {
    let size = layout.collectionViewContentSize
    if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
      size != contentSize
    {
      contentSize = size
    }
  }

  /// A new view from the data source for the element `key`, in the hierarchy and in `views`.
  func makeView(for key: ElementKey) -> CollectionReusableView? {
    if key.isDecoration, let kind = key.kind {
      guard let view = makeDecorationView(ofKind: kind, at: key.indexPath) else { return nil }
      views[key] = view
      insertSubview(view, at: 0)
      return view
    }
    guard let dataSource else { return nil }
    var made: CollectionReusableView?
    View.performWithoutAnimation {
      made =
        if let kind = key.kind {
          supplementaryView(from: dataSource, ofKind: kind, at: key.indexPath)
        } else {
          dataSource.collectionView(self, cellForItemAt: key.indexPath)
        }
    }
    guard let view = made else { return nil }
    if let cell = view as? CollectionViewCell {
      cell.isSelected = selected.contains(key.indexPath)
      cell.isHighlighted = key.indexPath == highlighted
    }
    views[key] = view
    insertSubview(view, at: 0)
    return view
  }

  /// Places `cell` as `attributes` say (animated when called in an animation block).
  func apply(_ attributes: CollectionViewLayoutAttributes, to cell: CollectionReusableView) {
    // Bounds and centre, not frame: the cell may be transformed.
    if cell.bounds.size != attributes.size {
      cell.bounds = CGRect(origin: cell.bounds.origin, size: attributes.size)
    }
    if cell.center != attributes.center { cell.center = attributes.center }
    if cell.transform3D != attributes.transform3D { cell.transform3D = attributes.transform3D }
    if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
    if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
    zIndices[ObjectIdentifier(cell)] = attributes.zIndex
    cell.apply(attributes)
  }

  /// Restacks the views so that higher zIndex is above, ties in element order (cells, then
  /// supplementary views); other subviews keep their places above them.
  private func orderViewsByZIndex() {
    let sorted = views.sorted {
      let left = zIndices[ObjectIdentifier($0.value)] ?? 0
      let right = zIndices[ObjectIdentifier($1.value)] ?? 0
      return left != right ? left < right : $0.key < $1.key
    }.map(\.value)
    let shown = Set(sorted.map(ObjectIdentifier.init))
    let current = subviews.compactMap { $0 as? CollectionReusableView }.filter {
      shown.contains(ObjectIdentifier($0))
    }
    guard !current.elementsEqual(sorted, by: ===) else { return }
    for (index, view) in sorted.enumerated() { insertSubview(view, at: index) }
  }

  /// Takes `view` off screen into the pool of its kind and identifier.
  func enqueue(_ view: CollectionReusableView) {
    zIndices[ObjectIdentifier(view)] = nil
    if view.isDecoration, let kind = view.elementKind {
      decorationPool.enqueue(
        view, identifier: Self.decorationPoolKey(kind: kind, class: type(of: view)))
    } else if let kind = view.elementKind {
      supplementaryPool.enqueue(
        view, identifier: view.reuseIdentifier.map { Self.poolKey(kind: kind, identifier: $0) })
    } else if let cell = view as? CollectionViewCell {
      reusePool.enqueue(cell, identifier: cell.reuseIdentifier)
    } else {
      view.removeFromSuperview()
    }
  }

  /// Reports a refusal in the window's diagnostics (standard error without a window).
  static func report(_ error: CollectionViewError, about view: View?) {
    ViewController.report(error.description, in: view?.window)
  }

  static func report(_ error: any Error, about view: View?) {
    ViewController.report("\(error)", in: view?.window)
  }
}
