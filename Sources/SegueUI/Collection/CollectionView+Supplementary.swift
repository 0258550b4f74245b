import Foundation

// Supplementary views: a layout names them among its elements (a flow layout's section headers
// and footers), the data source makes them with
// `collectionView(_:viewForSupplementaryElementOfKind:at:)`, normally from
// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, and the collection view
// places, recycles and animates them as it does cells: one view per (kind, index path), pooled
// by kind and identifier when its element leaves the bounds (doc: UICollectionReusableView,
// register(_:forSupplementaryViewOfKind:withReuseIdentifier:)). A data source that does not
// implement the method while its layout names supplementary views — UIKit raises there — is
// reported once per kind and the elements are left empty.

extension CollectionView {
  /// What a layout's element is (`UICollectionView.ElementCategory`).
  public enum ElementCategory: Int, Sendable, Hashable {
    case cell, supplementaryView, decorationView
  }

  /// The kind of a flow layout's section headers (`elementKindSectionHeader`).
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers (`elementKindSectionFooter`).
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// One element a view is placed on: a cell (no kind), a supplementary view of a kind, or
  /// a decoration view of a kind (`isDecoration`). Cells order before supplementary views,
  /// they before decoration views, then by kind and path — the stacking order of views with
  /// equal zIndex (a decoration at a cell's zIndex covers it: layouts give backgrounds −1, as
  /// UIKit apps do).
  struct ElementKey: Hashable, Comparable {
    var kind: String?
    var indexPath: IndexPath
    var isDecoration = false

    /// Cells 0, supplementary views 1, decoration views 2.
    private var rank: Int { kind == nil ? 0 : isDecoration ? 2 : 1 }

    static func < (left: Self, right: Self) -> Bool {
      if left.rank != right.rank { return left.rank < right.rank }
      if left.kind != right.kind { return (left.kind ?? "") < (right.kind ?? "") }
      return left.indexPath < right.indexPath
    }
  }

  /// Registers the class `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
  /// makes for `kind` and `identifier` (`register(_:forSupplementaryViewOfKind:
  /// withReuseIdentifier:)`).
  public func register(
    _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryPool.register(viewClass, for: Self.poolKey(kind: kind, identifier: identifier))
  }

  /// A supplementary view for `kind` and `identifier`: a recycled one (after its
  /// `prepareForReuse()`) or a new one of the registered class
  /// (`dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`).
  /// - Precondition: a class is registered for them (UIKit raises there too).
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    supplementaryPool.dequeue(
      Self.poolKey(kind: kind, identifier: identifier),
      for: "CollectionView, \(kind) \(indexPath)", prepare: { $0.prepareForReuse() },
      make: { viewClass in
        let frame = layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame
        let finite = frame.map { $0.size.width.isFinite && $0.size.height.isFinite } ?? false
        let view = viewClass.init(dequeuedWithFrame: finite ? frame ?? .zero : .zero)
        view.reuseIdentifier = identifier
        view.elementKind = kind
        return view
      })
  }

  /// The attributes the layout gives the supplementary view now
  /// (`layoutAttributesForSupplementaryElement(ofKind:at:)`).
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionViewLayoutAttributes?
  {
    preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The supplementary view of `kind` at `indexPath` if it is on screen
  /// (`supplementaryView(forElementKind:at:)`).
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    updateVisibleCellsNow()
    return views[ElementKey(kind: kind, indexPath: indexPath)]
  }

  /// The paths of the supplementary views of `kind` on screen, in order
  /// (`indexPathsForVisibleSupplementaryElements(ofKind:)`).
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    updateVisibleCellsNow()
    return views.keys.filter { $0.kind == kind && !$0.isDecoration }.map(\.indexPath).sorted()
  }

  /// The supplementary views of `kind` on screen, in the order of their paths
  /// (`visibleSupplementaryViews(ofKind:)`).
  public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap {
      views[ElementKey(kind: kind, indexPath: $0)]
    }
  }

  /// How many supplementary views are in the reuse pools (for tests and diagnostics).
  public var pooledSupplementaryViewCount: Int { supplementaryPool.count }

  /// The data source's view for a supplementary element, or nil (reported once per kind)
  /// when it does not make them.
  func supplementaryView(
    from dataSource: any CollectionViewDataSource, ofKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    guard view is MissingSupplementaryView else {
      if view.elementKind == nil { view.elementKind = kind }
      return view
    }
    if reportedMissingKinds.insert(kind).inserted {
      Self.report(CollectionViewError.noSupplementaryView(kind: kind), about: self)
    }
    return nil
  }

  static func poolKey(kind: String, identifier: String) -> String {
    "\(kind)\u{0}\(identifier)"
  }
}

/// What the data source's default `collectionView(_:viewForSupplementaryElementOfKind:at:)`
/// answers: the collection view reports it and shows nothing.
final class MissingSupplementaryView: CollectionReusableView {}
