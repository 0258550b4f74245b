import Foundation

// Decoration views: visual adornments the layout adds on its own — a section's background, a
// shelf under a row — that show no data (doc: UICollectionViewLayout
// register(_:forDecorationViewOfKind:), "You do not need to create decoration views
// explicitly": the layout registers a class per kind and names the views among its elements
// with attributes of category .decorationView; the collection view makes them). Here they
// are placed, stacked by zIndex, pooled when they leave the bounds and made again from the
// pool (after prepareForReuse(), then apply(_:)), animated in layout changes and batch
// updates, as cells are. A kind the layout names without a registered class — UIKit raises
// NSInternalInconsistencyException ("could not dequeue a view of kind …") — is reported once
// per kind and its elements are left empty; the rest of the layout is shown.

extension CollectionView {
  /// How many decoration views are in the reuse pools (for tests and diagnostics).
  public var pooledDecorationViewCount: Int { decorationPool.count }

  /// A decoration view of `kind` for the element at `indexPath`: a pooled one (after its
  /// `prepareForReuse()`) or a new one of the class the layout registered; nil (reported
  /// once per kind) when no class is registered.
  func makeDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> CollectionReusableView?
  {
    guard let viewClass = layout.decorationViewClass(ofKind: kind) else {
      if reportedDecorationKinds.insert(kind).inserted {
        Self.report(CollectionViewError.unregisteredDecorationKind(kind), about: self)
      }
      return nil
    }
    let key = Self.decorationPoolKey(kind: kind, class: viewClass)
    decorationPool.register(viewClass, for: key)
    var made: CollectionReusableView?
    View.performWithoutAnimation {
      made = decorationPool.dequeue(
        key, for: "CollectionView, decoration \(kind) \(indexPath)",
        prepare: { $0.prepareForReuse() },
        make: { viewClass in
          let frame = layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)?.frame
          let finite = frame.map { $0.width.isFinite && $0.height.isFinite } ?? false
          let view = viewClass.init(dequeuedWithFrame: finite ? frame ?? .zero : .zero)
          view.elementKind = kind
          view.isDecoration = true
          return view
        })
    }
    return made
  }

  /// The pool of decoration views of `kind` made from `viewClass` (two layouts may register
  /// different classes for one kind).
  static func decorationPoolKey(kind: String, class viewClass: CollectionReusableView.Type)
    -> String
  {
    "decoration\u{0}\(kind)\u{0}\(ObjectIdentifier(viewClass).hashValue)"
  }
}
