import Foundation

// Highlight and selection by touch, as a table view does it (TableView+Touches.swift): the
// highlight waits `TableView.highlightDelay` on the window's frames (a drag that scrolls in
// the meantime never highlights); the scroll view's pan cancels the touch when it begins;
// lifting the finger on the item selects it — `shouldHighlightItemAt` → `didHighlightItemAt`
// → `didUnhighlightItemAt` → `shouldSelectItemAt` → (`didDeselectItemAt` of the previous
// selection) → `didSelectItemAt`. With `allowsMultipleSelection` the previous selection stays,
// and lifting on a selected item deselects it: `shouldDeselectItemAt` → `didDeselectItemAt`
// (UICollectionView.allowsMultipleSelection: "tapping the cell again removes it from the
// selection"; shouldDeselectItemAt is asked only for the user's deselections, doc).

extension CollectionView {
  func beginTracking(_ touches: Set<Touch>) {
    guard allowsSelection, trackedTouch == nil, !touchStoppedMotion, interactive == nil,
      let touch = touches.first, let indexPath = indexPathForItem(at: touch.location(in: self))
    else { return }
    touchGeneration += 1
    let generation = touchGeneration
    trackedTouch = (touch, indexPath, generation)
    afterHighlightDelay(
      of: touch, activity: "a collection view's highlight delay",
      isStillTracked: { [weak self] in self?.trackedTouch?.generation == generation },
      highlight: { [weak self] in self?.highlightTrackedItem() })
  }

  func endTracking(_ touches: Set<Touch>) {
    guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return }
    if highlighted == nil { highlightTrackedItem() }
    trackedTouch = nil
    guard let indexPath = highlighted, indexPath == tracked.indexPath else { return }
    unhighlight(indexPath)
    guard indexPathForItem(at: tracked.touch.location(in: self)) == indexPath else { return }
    if allowsMultipleSelection, selected.contains(indexPath) {
      guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
      else { return }
      deselectItem(at: indexPath, animated: false)
      collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    else { return }
    if !allowsMultipleSelection {
      for previous in selected.sorted() where previous != indexPath {
        deselectItem(at: previous, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: previous)
      }
    }
    selectItem(at: indexPath, animated: false)
    collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  func cancelTracking(_ touches: Set<Touch>) {
    guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return }
    trackedTouch = nil
    if let indexPath = highlighted { unhighlight(indexPath) }
  }

  /// The selected items' paths in order, or nil when none is (`indexPathsForSelectedItems`).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selected.isEmpty ? nil : selected.sorted()
  }

  /// Selects the item at `indexPath`, without telling the delegate
  /// (`selectItem(at:animated:scrollPosition:)` without scrolling): added to the selection
  /// with `allowsMultipleSelection`, else instead of it; nil deselects every item.
  public func selectItem(at indexPath: IndexPath?, animated: Bool) {
    if indexPath == nil || !allowsMultipleSelection {
      for other in selected where other != indexPath { cell(at: other)?.isSelected = false }
      selected = selected.filter { $0 == indexPath }
    }
    guard let indexPath else { return }
    selected.insert(indexPath)
    cell(at: indexPath)?.isSelected = true
  }

  /// Deselects the item at `indexPath`, without telling the delegate
  /// (`deselectItem(at:animated:)`).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard selected.remove(indexPath) != nil else { return }
    cell(at: indexPath)?.isSelected = false
  }

  private func highlightTrackedItem() {
    guard let tracked = trackedTouch, highlighted == nil else { return }
    let indexPath = tracked.indexPath
    guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    else {
      trackedTouch = nil
      return
    }
    highlighted = indexPath
    cell(at: indexPath)?.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
  }

  private func unhighlight(_ indexPath: IndexPath) {
    highlighted = nil
    cell(at: indexPath)?.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
  }
}
