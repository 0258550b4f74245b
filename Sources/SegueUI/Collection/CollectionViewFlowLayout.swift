import Foundation
import SegueGeometry

// How the flow layout places items (Apple's "Using the Flow Layout" guide [doc] unless said):
// along the scroll direction's cross axis, items are added to a line while they fit within the
// section's width (less its insets) with `minimumInteritemSpacing` between them; the line is as
// tall as its tallest item and shorter items are centred in it; lines are
// `minimumLineSpacing` apart. Extra space on a full line is spread between its items (the
// spacing grows, the ends stay on the insets) [doc]. The last line of a section keeps the
// spacing of the line before it, left-aligned (what UIKit shows for uniform items: "[x x    ]";
// UIKit's private `UIFlowLayoutLastRowHorizontalAlignmentKey`) [meas]; a section of one line
// of one item centres it [meas]. Horizontal scrolling swaps the axes: lines are columns.
// A section's header comes before its inset and items, its footer after them; each spans the
// collection view across the scroll axis and takes only the reference size's length along it,
// and a length of zero adds none [doc: headerReferenceSize, referenceSizeForHeaderInSection].
// Every element's attributes are computed in `prepare()` and kept, so questions are lookups;
// a pinned header alone is placed at each question, from the bounds.

/// A layout of items in lines, wrapping like text, with section headers and footers
/// (`UICollectionViewFlowLayout`), without self-sizing (`estimatedItemSize` must stay zero).
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The directions a flow layout scrolls (`UICollectionView.ScrollDirection`).
  public enum ScrollDirection: Int, Sendable, Hashable {
    case vertical = 0
    case horizontal = 1
  }

  /// The size of every item when the delegate does not give one, points (default 50 × 50).
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The least space between lines, points (default 10).
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items of a line, points (default 10).
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The margins around each section's items, points (default zero).
  open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
  /// The scrolling direction (default vertical).
  open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// The size of each section's header when the delegate does not give one; only the length
  /// along the scroll axis is used, zero (the default) adds no header (`headerReferenceSize`).
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The size of each section's footer, as `headerReferenceSize` (`footerReferenceSize`).
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// Whether a section's header stays at the top (leading edge) of the visible bounds while
  /// its section is on screen (`sectionHeadersPinToVisibleBounds`; default false).
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Whether a section's footer stays at the bottom (trailing edge) of the visible bounds while
  /// its section is on screen (`sectionFootersPinToVisibleBounds`; default false).
  open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
  /// Self-sizing is not done: any size but zero is refused with a diagnostic.
  open var estimatedItemSize: CGSize = .zero {
    didSet {
      guard estimatedItemSize != .zero else { return }
      CollectionView.report(
        CollectionViewError.selfSizingUnsupported(estimatedItemSize), about: collectionView)
      estimatedItemSize = .zero
    }
  }

  private var items: [IndexPath: CollectionViewLayoutAttributes] = [:]
  private var supplementary: [CollectionView.ElementKey: CollectionViewLayoutAttributes] = [:]
  /// Every element, in order of placement.
  private var ordered: [CollectionViewLayoutAttributes] = []
  /// Where each section's insets and items start and end along the scroll axis, between its
  /// header and footer (a pinned header stops at the end, a pinned footer at the start).
  private var sectionSpans: [(start: CGFloat, end: CGFloat)] = []
  private var contentSize: CGSize = .zero

  /// Creates a flow layout with UIKit's defaults.
  public override init() {}

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]?
  {
    guard sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else {
      return ordered.filter { $0.frameMeets(rect) }.map { $0.copy() }
    }
    return ordered.compactMap { element in
      let shown = pinned(element)
      return shown.frameMeets(rect) ? (shown === element ? element.copy() : shown) : nil
    }
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    items[indexPath]?.copy()
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    guard let element = supplementary[.init(kind: kind, indexPath: indexPath)] else { return nil }
    let shown = pinned(element)
    return shown === element ? element.copy() : shown
  }

  /// A header or footer that pins, kept inside the visible bounds: a header from its place
  /// down to where its section ends, a footer from its place up to where its section starts
  /// (what UIKit shows with `sectionHeadersPinToVisibleBounds`/`sectionFootersPinToVisibleBounds`
  /// [doc: "headers that pin to the top of the screen and footers that pin to the bottom while
  /// scrolling"]; the stops at the section's ends and the zIndex 1024 that keeps them above
  /// the cells are est, as every sticky-header layout does). Anything else is returned as is.
  private func pinned(_ element: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
    let kind = element.representedElementKind
    let isHeader = kind == CollectionView.elementKindSectionHeader
    let isFooter = kind == CollectionView.elementKindSectionFooter
    guard
      (isHeader && sectionHeadersPinToVisibleBounds)
        || (isFooter && sectionFootersPinToVisibleBounds),
      let collectionView, sectionSpans.indices.contains(element.indexPath.section)
    else { return element }
    let span = sectionSpans[element.indexPath.section]
    let vertical = scrollDirection == .vertical
    let frame = element.frame
    let length = vertical ? frame.height : frame.width
    let bounds = collectionView.bounds
    let inset = collectionView.adjustedContentInset
    let place = vertical ? frame.minY : frame.minX
    let moved: CGFloat
    if isHeader {
      let visibleStart = vertical ? bounds.minY + inset.top : bounds.minX + inset.left
      moved = max(place, min(visibleStart, span.end - length))
    } else {
      let visibleEnd = vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right
      moved = min(place, max(visibleEnd - length, span.start))
    }
    guard moved != place else { return element }
    let shown = element.copy()
    shown.frame =
      vertical ? frame.offsetBy(dx: 0, dy: moved - place) : frame.offsetBy(dx: moved - place, dy: 0)
    shown.zIndex = 1024
    return shown
  }

  /// Inserted items fade in at their place (alpha 0 to start) [doc: the flow layout's
  /// appearing attributes; M-gist].
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    let attributes = layoutAttributesForItem(at: itemIndexPath)
    attributes?.alpha = 0
    return attributes
  }

  /// Deleted items fade out where they were (alpha 0 to end).
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    let attributes = attributesBeforeUpdate[itemIndexPath]?.copy()
    attributes?.alpha = 0
    return attributes
  }

  /// Headers and footers of inserted sections fade in at their place, as items do.
  open override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
    attributes?.alpha = 0
    return attributes
  }

  /// Headers and footers of deleted sections fade out where they were.
  open override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    let attributes = supplementaryAttributesBeforeUpdate(ofKind: elementKind, at: elementIndexPath)?
      .copy()
    attributes?.alpha = 0
    return attributes
  }

  open override func prepare() {
    items.removeAll()
    supplementary.removeAll()
    ordered.removeAll()
    sectionSpans.removeAll()
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let vertical = scrollDirection == .vertical
    let crossLength = vertical ? collectionView.bounds.width : collectionView.bounds.height
    var along: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      along = placeSection(section, in: collectionView, crossLength: crossLength, from: along)
    }
    contentSize =
      vertical
      ? CGSize(width: crossLength, height: along) : CGSize(width: along, height: crossLength)
  }

  /// Places the section's items from `start` along the scroll axis; returns where it ends.
  private func placeSection(
    _ section: Int, in collectionView: CollectionView, crossLength: CGFloat, from start: CGFloat
  ) -> CGFloat {
    let flow = collectionView.delegate as? any CollectionViewDelegateFlowLayout
    let inset =
      flow?.collectionView(collectionView, layout: self, insetForSectionAt: section)
      ?? sectionInset
    let lineSpacing =
      flow?.collectionView(
        collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
    let itemSpacing =
      flow?.collectionView(
        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
      ?? minimumInteritemSpacing
    let vertical = scrollDirection == .vertical
    // "Lead" and "trail" are the cross axis's insets; "before" and "after" the scroll axis's.
    let lead = vertical ? inset.left : inset.top
    let available = crossLength - lead - (vertical ? inset.right : inset.bottom)
    let count = collectionView.numberOfItems(inSection: section)
    let sizes = (0..<count).map { item -> CGSize in
      let indexPath = IndexPath(item: item, section: section)
      return flow?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        ?? itemSize
    }
    let lines = FlowLines(
      lengths: sizes.map { vertical ? $0.width : $0.height }, available: available,
      spacing: itemSpacing)
    let header =
      flow?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
      ?? headerReferenceSize
    var along =
      start
      + addSupplementary(
        CollectionView.elementKindSectionHeader, of: section, size: header, at: start,
        crossLength: crossLength)
    let sectionStart = along
    along += vertical ? inset.top : inset.left
    for (lineIndex, line) in lines.lines.enumerated() {
      let depth = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
      let offsets = lines.crossOffsets(ofLine: lineIndex)
      for (item, offset) in zip(line, offsets) {
        let size = sizes[item]
        let cross = lead + offset + (vertical ? size.width : size.height) / 2
        let mid = along + depth / 2
        let attributes = CollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: section))
        attributes.size = size
        attributes.center = vertical ? CGPoint(x: cross, y: mid) : CGPoint(x: mid, y: cross)
        items[attributes.indexPath] = attributes
        ordered.append(attributes)
      }
      along += depth + (lineIndex < lines.lines.count - 1 ? lineSpacing : 0)
    }
    along += vertical ? inset.bottom : inset.right
    sectionSpans.append((sectionStart, along))
    let footer =
      flow?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
      ?? footerReferenceSize
    return along
      + addSupplementary(
        CollectionView.elementKindSectionFooter, of: section, size: footer, at: along,
        crossLength: crossLength)
  }

  /// Places a header or footer of `size` at `start` along the scroll axis, across the whole
  /// collection view; returns its length (0: none, as UIKit adds none of length 0). A NaN or
  /// negative length is placed as it is, so that the collection view refuses it loudly.
  private func addSupplementary(
    _ kind: String, of section: Int, size: CGSize, at start: CGFloat, crossLength: CGFloat
  ) -> CGFloat {
    let vertical = scrollDirection == .vertical
    let length = vertical ? size.height : size.width
    guard length != 0 else { return 0 }
    let attributes = CollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
    attributes.frame =
      vertical
      ? CGRect(x: 0, y: start, width: crossLength, height: length)
      : CGRect(x: start, y: 0, width: length, height: crossLength)
    supplementary[attributes.key] = attributes
    ordered.append(attributes)
    return length
  }
}

/// The lines of one section along the cross axis, and where each item of a line starts.
struct FlowLines {
  let lengths: [CGFloat]
  let available: CGFloat
  let spacing: CGFloat
  /// The items of each line, by index.
  let lines: [[Int]]

  init(lengths: [CGFloat], available: CGFloat, spacing: CGFloat) {
    self.lengths = lengths
    self.available = available
    self.spacing = spacing
    var lines: [[Int]] = []
    var current: [Int] = []
    var used: CGFloat = 0
    // A hair of tolerance so that items meant to fill a line exactly are not pushed out by
    // rounding (e.g. three thirds of a width).
    let tolerance: CGFloat = 1e-9 * max(1, available)
    for (index, length) in lengths.enumerated() {
      let needed = current.isEmpty ? length : used + spacing + length
      if !current.isEmpty && needed > available + tolerance {
        lines.append(current)
        current = [index]
        used = length
      } else {
        current.append(index)
        used = needed
      }
    }
    if !current.isEmpty { lines.append(current) }
    self.lines = lines
  }

  /// The spacing a full line uses: its extra space spread between its items.
  private func justifiedSpacing(ofLine index: Int) -> CGFloat {
    let line = lines[index]
    guard line.count > 1 else { return spacing }
    let total = line.reduce(0) { $0 + lengths[$1] }
    return max(spacing, (available - total) / CGFloat(line.count - 1))
  }

  /// Where each item of the line starts, from the lead inset.
  func crossOffsets(ofLine index: Int) -> [CGFloat] {
    let line = lines[index]
    if lines.count == 1 && line.count == 1 {
      return [(available - lengths[line[0]]) / 2]
    }
    let isLast = index == lines.count - 1
    let gap =
      isLast && index > 0
      ? justifiedSpacing(ofLine: index - 1)
      : isLast ? spacing : justifiedSpacing(ofLine: index)
    var offsets: [CGFloat] = []
    var position: CGFloat = 0
    for item in line {
      offsets.append(position)
      position += lengths[item] + gap
    }
    return offsets
  }
}
