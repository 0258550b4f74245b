import Foundation
import SegueGeometry
import SegueUI

// The side world's invariants: the tree and the probes' callbacks at every step; once settled,
// the split view collapsed exactly when the phone is upright, the shown probe on screen when
// collapsed, every probe on screen exactly when it appeared, and the list showing the model's
// items in the model's layout with every cell where the layout puts it.
extension SideWorld {
  func structuralViolations() -> [String] {
    var found = World.treeViolations(in: stage.window)
    for entry in probes.values {
      if let probe = entry.probe { found += probe.violations }
    }
    return found
  }

  func settledViolations() -> [String] {
    var found = structuralViolations()
    if split.isCollapsed == landscape {
      found.append(
        "split view \(split.isCollapsed ? "collapsed" : "expanded") in "
          + (landscape ? "landscape" : "portrait"))
    }
    for (number, entry) in probes.sorted(by: { $0.key < $1.key }) {
      guard let probe = entry.probe else { continue }
      let onScreen = probe.viewIfLoaded?.window != nil
      if onScreen != (probe.appearance == .appeared) {
        found.append(
          "split probe \(number): \(probe.appearance.rawValue) but "
            + (onScreen ? "in the window" : "not in the window"))
      }
      if split.isCollapsed, number == lastShown, !onScreen {
        found.append("split probe \(number), shown last, is not on screen (collapsed)")
      }
    }
    found += listViolations()
    return found + World.pausedLayers(in: stage.window)
  }

  private func listViolations() -> [String] {
    var found: [String] = []
    if collectionView.numberOfItems(inSection: 0) != items.count {
      found.append(
        "list: \(collectionView.numberOfItems(inSection: 0)) items, model \(items.count)")
    }
    if !(collectionView.collectionViewLayout === layout) {
      found.append("list: not in the model's layout \(layoutIndex)")
    }
    for cell in collectionView.visibleCells {
      guard let indexPath = collectionView.indexPath(for: cell) else {
        found.append("list: a visible cell without an index path")
        continue
      }
      if indexPath.item >= items.count || cell.tag != items[indexPath.item] {
        found.append("list: item \(indexPath.item) shows \(cell.tag)")
      }
      let expected = collectionView.layoutAttributesForItem(at: indexPath)?.frame
      if let expected, cell.frame != expected {
        found.append("list: item \(indexPath.item) at \(cell.frame), its layout says \(expected)")
      }
    }
    return found
  }
}
