import Foundation
import SegueGeometry
import SegueUI

/// Split view controller entries (issue 14; docs/split-view.md): seed 001's
/// `showDetailViewController(_:sender:)`, whose meaning the split view controller gives — the
/// secondary column replaced on an expanded iPad, a push on a collapsed iPhone — and an iPad
/// turning, whose automatic display mode tiles the sidebar in landscape and hides it in
/// portrait.
@MainActor
enum Split {
  /// The seed that names `show`/`showDetailViewController` (DESIGN.md, "The seeds").
  nonisolated static let seed = "001_f02990044ade999c.txt"
  /// The app's tint (the selected row, the back button): a darker blue than UIKit's
  /// `systemBlue` (#007AFF, 4.0:1 on white), for the gallery's 4.5:1 rule (issue 20 §4); 6.9:1
  /// on white, so that the thin back chevron's antialiased edges still measure above 4.5.
  static let tint = Color(rgb: 0x0057B8)
  /// When the scripted tap on a row lands, seconds.
  static let tapTime: Double = 0.1
  /// The row the entries tap: "Forest".
  static let tappedRow = 2

  nonisolated static let showDetailEntry = GalleryEntry(
    id: "split-show-detail", title: "Split view: show detail (iPad)", seed: seed,
    summary:
      "An iPad in landscape: a tap in the sidebar calls showDetailViewController, which "
      + "replaces the secondary column at once; then hide(.primary) slides the sidebar away.",
    duration: 0.8, device: .iPadPro11.turned(to: .landscape),
    makeStage: { _ in
      let app = makeApp(device: .iPadPro11.turned(to: .landscape))
      app.tapRow()
      app.stage.schedule(after: hideTime) { [weak split = app.split] in split?.hide(.primary) }
      return app.stage
    })

  nonisolated static let collapsedShowDetailEntry = GalleryEntry(
    id: "split-collapsed-show-detail", title: "Split view: show detail (iPhone)", seed: seed,
    summary:
      "The same split view collapsed on an iPhone: the same tap and the same "
      + "showDetailViewController call push the detail on the primary's navigation stack.",
    duration: 0.7,
    makeStage: { device in
      let app = makeApp(device: device.turned(to: .portrait))
      app.tapRow()
      return app.stage
    })

  nonisolated static let rotateEntry = GalleryEntry(
    id: "split-rotate", title: "Split view: an iPad turning", seed: seed,
    summary:
      "An iPad turns from landscape to portrait mid-way: it stays expanded (regular width both "
      + "ways) and the automatic display mode slides the tiled sidebar away with the rotation.",
    duration: 0.8, device: .iPadPro11.turned(to: .landscape),
    makeStage: { _ in
      let app = makeApp(device: .iPadPro11.turned(to: .landscape))
      // Frames keep the landscape screen; the interface turns in it (docs/split-view.md).
      app.stage.holdCanvas()
      app.stage.schedule(after: rotateTime) { [weak stage = app.stage] in
        stage?.rotate(to: .portrait)
      }
      return app.stage
    })

  /// When the iPad entry hides the sidebar, seconds.
  nonisolated static let hideTime: Double = 0.4
  /// When the rotating entry turns the iPad, seconds.
  nonisolated static let rotateTime: Double = 0.1

  /// Every split entry, in gallery order.
  nonisolated static let entries = [showDetailEntry, collapsedShowDetailEntry, rotateEntry]

  /// The app of a split entry: a double-column split view controller whose sidebar lists the
  /// places, "Dawn" selected and shown; collapsed, the list is on top (the delegate answers
  /// `.primary`, as list-first apps do).
  @MainActor
  struct App {
    let stage: Stage
    let split: SplitViewController
    let list: SplitListViewController

    /// Taps the tapped row at `tapTime` with a scripted finger.
    func tapRow() {
      stage.play(InputScript([.tap(at: list.rowCenter(Split.tappedRow), time: Split.tapTime)]))
    }
  }

  static func makeApp(device: Device) -> App {
    let split = SplitViewController(style: .doubleColumn)
    let list = SplitListViewController(selectedIndex: 0)
    split.setViewController(list, for: .primary)
    split.setViewController(SplitDetailViewController(place: SplitPlace.all[0]), for: .secondary)
    let delegate = ListFirstSplitDelegate()
    split.delegate = delegate
    let stage = Stage(device: device, rootViewController: split)
    split.view.tintColor = tint
    stage.keep(delegate)
    return App(stage: stage, split: split, list: list)
  }
}

/// Keeps the list on top when the split view collapses.
@MainActor
final class ListFirstSplitDelegate: SplitViewControllerDelegate {
  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column {
    .primary
  }
}
