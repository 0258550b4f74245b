import Foundation

/// A layout between two layouts (`UICollectionViewTransitionLayout`): every item's attributes
/// are blended from `currentLayout`'s to `nextLayout`'s by `transitionProgress`
/// (`CollectionViewLayoutAttributes.interpolated(to:fraction:)`), and so is the content size.
///
/// The collection view installs one during `startInteractiveTransition(to:completion:)`; the
/// app sets `transitionProgress` (from a pinch, say) and then calls
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()` on the collection view.
/// Subclass it to blend differently (override `layoutAttributesForItem(at:)`), reading the
/// values stored with `updateValue(_:forAnimatedKey:)`.
@preconcurrency @MainActor
open class CollectionViewTransitionLayout: CollectionViewLayout {
  /// The layout the transition starts from.
  public let currentLayout: CollectionViewLayout
  /// The layout the transition goes to.
  public let nextLayout: CollectionViewLayout
  private var progress: CGFloat = 0
  private var animatedValues: [String: CGFloat] = [:]

  /// Creates the transition from `currentLayout` to `nextLayout`
  /// (`init(currentLayout:nextLayout:)`), at progress 0.
  public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = nextLayout
  }

  /// How far the transition is, 0 (the current layout) … 1 (the next layout)
  /// (`transitionProgress`). Setting it invalidates the layout. A value outside 0…1, or NaN,
  /// is refused with a diagnostic and the progress is kept (UIKit does not say what it does
  /// with one; see `setTransitionProgress(_:)` to get the refusal as an error).
  open var transitionProgress: CGFloat {
    get { progress }
    set {
      do {
        try setTransitionProgress(newValue)
      } catch {
        CollectionView.report(error, about: collectionView)
      }
    }
  }

  /// Sets `transitionProgress`, or throws `CollectionViewError.progressOutOfRange` and keeps
  /// the progress when `value` is not in 0…1.
  public func setTransitionProgress(_ value: CGFloat) throws(CollectionViewError) {
    guard value.isFinite, (0...1).contains(value) else {
      throw .progressOutOfRange(value)
    }
    progress = value
    invalidateLayout()
  }

  /// Stores a value the app animates along with the transition
  /// (`updateValue(_:forAnimatedKey:)`).
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    animatedValues[key] = value
  }

  /// The value stored for `key`, or 0 (`value(forAnimatedKey:)`).
  open func value(forAnimatedKey key: String) -> CGFloat {
    animatedValues[key] ?? 0
  }

  open override func prepare() {
    for layout in [currentLayout, nextLayout] {
      layout.collectionView = collectionView
      layout.prepareIfNeeded()
    }
  }

  open override var collectionViewContentSize: CGSize {
    let from = currentLayout.collectionViewContentSize
    let to = nextLayout.collectionViewContentSize
    let f = Double(progress)
    return CGSize(
      width: from.width.interpolated(to: to.width, fraction: f),
      height: from.height.interpolated(to: to.height, fraction: f))
  }

  /// Every element shown in `rect` by either layout, blended: an element that only one
  /// layout shows there is still blended with its attributes in the other.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [CollectionViewLayoutAttributes]?
  {
    var seen = Set<CollectionView.ElementKey>()
    var blended: [CollectionViewLayoutAttributes] = []
    for layout in [currentLayout, nextLayout] {
      for attributes in layout.layoutAttributesForElements(in: rect) ?? []
      where seen.insert(attributes.key).inserted {
        if let element = self.attributes(for: attributes.key) { blended.append(element) }
      }
    }
    return blended
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    blend(
      currentLayout.layoutAttributesForItem(at: indexPath),
      nextLayout.layoutAttributesForItem(at: indexPath))
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    blend(
      currentLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath),
      nextLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
  }

  open override func layoutAttributesForDecorationView(
    ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionViewLayoutAttributes? {
    blend(
      currentLayout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath),
      nextLayout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath))
  }

  /// Its own class for `kind`, else the current layout's, else the next one's: the views of
  /// both layouts are shown during the transition.
  override func decorationViewClass(ofKind kind: String) -> CollectionReusableView.Type? {
    decorationClasses[kind] ?? currentLayout.decorationViewClass(ofKind: kind)
      ?? nextLayout.decorationViewClass(ofKind: kind)
  }

  /// The attributes `transitionProgress` of the way from `from` to `to`; either alone when the
  /// other layout has no such element.
  private func blend(_ from: CollectionViewLayoutAttributes?, _ to: CollectionViewLayoutAttributes?)
    -> CollectionViewLayoutAttributes?
  {
    guard let from, let to else { return from ?? to }
    // Exact at the ends, whatever the arithmetic: a cancelled transition restores the start.
    if progress == 0 { return from }
    if progress == 1 { return to }
    return from.interpolated(to: to, fraction: progress)
  }
}
