import Foundation

// Batch updates: the changes named in the block are checked against the data source's counts
// before (the collection view's cached counts) and after (read when the block returns). A
// consistent batch re-keys the cells to their items' new paths and animates every cell from
// where it was to its new place over `updateAnimationDuration`: an inserted item from the
// layout's `initialLayoutAttributesForAppearingItem(at:)` (the flow layout fades it in in
// place), a deleted one to `finalLayoutAttributesForDisappearingItem(at:)` (faded out in
// place) and then pooled, a moved or shifted one from its old attributes. A reloaded item's
// cell is discarded and a new one made (doc: reloadItems, "discard any cells associated with
// those items and redisplay them"; UICollectionViewUpdateItem.Action.reload, "deleting and
// then inserting the item"): the old fades out as the new fades in. The items of an inserted
// section appear and those of a deleted one disappear as inserted and deleted items do.
// Supplementary views (section headers and footers) follow their section: they move with it,
// and those of inserted or deleted sections appear and disappear through the layout's
// supplementary equivalents (est: UIKit documents the methods, not which views it asks).
// Decoration views follow their section too, unless the layout names them in
// indexPathsToDelete/InsertForDecorationView(ofKind:): those disappear (old path) or appear
// anew (new path) through the decoration equivalents (est, docs/collection-view.md). An
// inconsistent batch — UIKit raises NSInternalInconsistencyException and ends the app — is
// reported in the window's diagnostics and the data is reloaded without animation, so the
// screen matches the data source again.

extension CollectionView {
  /// Animates the insertions, deletions and moves named in `updates` as one change
  /// (`performBatchUpdates(_:completion:)`); `completion` gets true when the animations ran
  /// to the end. Change the data source's data in the block (or before it).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    _ = preparedLayout()
    let outer = pendingUpdates == nil
    if outer { pendingUpdates = CollectionViewUpdates() }
    updates?()
    guard outer, let batch = pendingUpdates else { return }
    pendingUpdates = nil
    apply(batch, completion: completion)
  }

  /// Inserts items at `indexPaths` (paths after the update) (`insertItems(at:)`); outside a
  /// batch it is a batch of its own.
  public func insertItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.pendingUpdates?.inserted += indexPaths }
  }

  /// Deletes the items at `indexPaths` (paths before the update) (`deleteItems(at:)`).
  public func deleteItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.pendingUpdates?.deleted += indexPaths }
  }

  /// Moves the item at `indexPath` (before) to `newIndexPath` (after) (`moveItem(at:to:)`).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    performBatchUpdates { self.pendingUpdates?.moved.append((indexPath, newIndexPath)) }
  }

  /// Makes the cells of the items at `indexPaths` (paths before the update) again from the
  /// data source, the new cell fading in as the old one fades out (`reloadItems(at:)`).
  public func reloadItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.pendingUpdates?.reloaded += indexPaths }
  }

  /// Inserts the sections `sections` (indexes after the update) with their items
  /// (`insertSections(_:)`).
  public func insertSections(_ sections: IndexSet) {
    performBatchUpdates { self.pendingUpdates?.insertedSections += sections }
  }

  /// Deletes the sections `sections` (indexes before the update) with their items
  /// (`deleteSections(_:)`).
  public func deleteSections(_ sections: IndexSet) {
    performBatchUpdates { self.pendingUpdates?.deletedSections += sections }
  }

  /// Moves the section `section` (before) to `newSection` (after), items and all
  /// (`moveSection(_:toSection:)`).
  public func moveSection(_ section: Int, toSection newSection: Int) {
    performBatchUpdates { self.pendingUpdates?.movedSections.append((section, newSection)) }
  }

  /// Makes the sections `sections` again — their cells, headers and footers, from the data
  /// source's counts after the update, which may differ from before (`reloadSections(_:)`).
  public func reloadSections(_ sections: IndexSet) {
    performBatchUpdates { self.pendingUpdates?.reloadedSections += sections }
  }

  private func apply(_ batch: CollectionViewUpdates, completion: ((Bool) -> Void)?) {
    let before = counts
    let after = readCounts()
    let mapping: CollectionViewUpdates.Mapping
    do {
      mapping = try batch.mapping(before: before, after: after)
    } catch {
      Self.report(error, about: self)
      reloadData()
      updateVisibleCellsNow()
      completion?(false)
      return
    }
    let oldLayout = preparedLayout()
    var oldAttributes: [ElementKey: CollectionViewLayoutAttributes] = [:]
    let everything = CGRect(origin: .zero, size: contentSize).union(bounds)
    for attributes in checkedAttributes(in: everything, of: oldLayout) ?? [] {
      oldAttributes[attributes.key] = attributes
    }
    counts = after
    selected = Set(selected.compactMap { mapping.items[$0] })
    highlighted = nil
    trackedTouch = nil
    layout.attributesBeforeUpdate = Dictionary(
      oldAttributes.filter { $0.key.kind == nil }.map { ($0.key.indexPath, $0.value) },
      uniquingKeysWith: { first, _ in first })
    layout.supplementaryBeforeUpdate = oldAttributes.filter { $0.key.kind != nil }
    layout.prepare(forCollectionViewUpdates: batch.items(mapping))
    let decorations = DecorationChanges(asking: layout)
    layout.invalidateLayout()
    let reloaded = Set(batch.reloaded)
    // Where an element goes: a cell with its item, a supplementary or decoration view with
    // its section; nil for a reloaded item (its cell is made again), for what a deletion
    // takes, and for the decoration views the layout deletes or inserts again.
    func newKey(_ old: ElementKey) -> ElementKey? {
      if old.kind == nil {
        guard !reloaded.contains(old.indexPath) else { return nil }
        return mapping.items[old.indexPath].map { ElementKey(kind: nil, indexPath: $0) }
      }
      guard !decorations.deleted.contains(old) else { return nil }
      guard let section = old.indexPath.first else { return old.isDecoration ? old : nil }
      guard let moved = mapping.sections[section], !batch.reloadedSections.contains(section)
      else { return nil }
      var new = old
      new.indexPath[0] = moved
      return decorations.inserted.contains(new) ? nil : new
    }
    var departing: [(ElementKey, CollectionReusableView)] = []
    var rekeyed: [ElementKey: CollectionReusableView] = [:]
    for (old, view) in views {
      if let new = newKey(old) { rekeyed[new] = view } else { departing.append((old, view)) }
    }
    views = rekeyed
    // Elements that had none before them (inserted items, an inserted section's items and
    // headers) or are made again (reloaded items) appear; the others start where they were.
    let oldKeys = Dictionary(
      oldAttributes.keys.compactMap { old in newKey(old).map { ($0, old) } },
      uniquingKeysWith: { first, _ in first })
    animateCells(
      startingAt: { new in
        oldKeys[new].map { oldAttributes[$0] } ?? self.layout.initialAttributes(forAppearing: new)
      },
      departing: departing.map { old, view in
        (view, self.layout.finalAttributes(forDisappearing: old) ?? oldAttributes[old])
      },
      duration: Self.updateAnimationDuration,
      finalize: { self.layout.finalizeCollectionViewUpdates() },
      completion: { finished in
        self.layout.attributesBeforeUpdate = [:]
        self.layout.supplementaryBeforeUpdate = [:]
        completion?(finished)
      })
  }

  /// The decoration views the layout adds and removes in a batch, every registered kind
  /// asked after `prepare(forCollectionViewUpdates:)` (doc: "between its calls to
  /// prepare(forCollectionViewUpdates:) and finalizeCollectionViewUpdates()").
  private struct DecorationChanges {
    /// By their paths before the update.
    var deleted: Set<ElementKey> = []
    /// By their paths after the update.
    var inserted: Set<ElementKey> = []

    @MainActor init(asking layout: CollectionViewLayout) {
      for kind in layout.decorationClasses.keys.sorted() {
        for path in layout.indexPathsToDeleteForDecorationView(ofKind: kind) {
          deleted.insert(ElementKey(kind: kind, indexPath: path, isDecoration: true))
        }
        for path in layout.indexPathsToInsertForDecorationView(ofKind: kind) {
          inserted.insert(ElementKey(kind: kind, indexPath: path, isDecoration: true))
        }
      }
    }
  }

  /// Animates the views to the current layout: views made for elements that had none start at
  /// `startingAt(element)` (or their final place), views in `departing` go to their
  /// attributes and are pooled at the end. The layout must already be the one to animate to.
  func animateCells(
    startingAt start: (ElementKey) -> CollectionViewLayoutAttributes?,
    departing: [(CollectionReusableView, CollectionViewLayoutAttributes?)], duration: Double,
    finalize: () -> Void = {}, completion: @escaping (Bool) -> Void
  ) {
    let layout = preparedLayout()
    takeContentSize(of: layout)
    // The offset is clamped to the new content at once (Segue does not animate it).
    let limits = offsetLimits
    let offset = CGPoint(
      x: min(max(Double(contentOffset.x), limits.x.lowerBound), limits.x.upperBound),
      y: min(max(Double(contentOffset.y), limits.y.lowerBound), limits.y.upperBound))
    if offset != contentOffset { setContentOffset(offset, animated: false) }
    let wanted = checkedAttributes(in: bounds, of: layout) ?? []
    View.performWithoutAnimation {
      for attributes in wanted where views[attributes.key] == nil {
        guard let view = makeView(for: attributes.key) else { continue }
        let first = start(attributes.key).flatMap { $0.isFinite ? $0 : nil }
        apply(first ?? attributes, to: view)
      }
    }
    var targets: [(CollectionReusableView, CollectionViewLayoutAttributes)] = wanted.compactMap {
      attributes in views[attributes.key].map { ($0, attributes) }
    }
    let wantedKeys = Set(wanted.map(\.key))
    for (key, view) in views where !wantedKeys.contains(key) {
      if let attributes = layout.attributes(for: key), attributes.isFinite {
        targets.append((view, attributes))
      }
    }
    for (cell, attributes) in departing {
      if let attributes, attributes.isFinite { targets.append((cell, attributes)) }
    }
    runningAnimations += 1
    View.animate(
      withDuration: duration, delay: 0, options: [],
      animations: {
        for (cell, attributes) in targets { self.apply(attributes, to: cell) }
        finalize()
      },
      completion: { finished in
        for (cell, _) in departing { self.enqueue(cell) }
        self.runningAnimations -= 1
        self.setNeedsLayout()
        completion(finished)
      })
  }
}
