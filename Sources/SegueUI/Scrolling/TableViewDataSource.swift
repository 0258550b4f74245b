import Foundation

/// The object that supplies a table view's rows and cells (`UITableViewDataSource`).
/// `numberOfSections(in:)` is optional (default 1).
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
  /// How many sections the table has (`numberOfSections(in:)`; default 1).
  func numberOfSections(in tableView: TableView) -> Int
  /// How many rows `section` has (`tableView(_:numberOfRowsInSection:)`).
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, normally from
  /// `dequeueReusableCell(withIdentifier:for:)` (`tableView(_:cellForRowAt:)`).
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// The object told about a table view's rows being touched and selected, and asked for their
/// heights (`UITableViewDelegate`). Every method is optional; the defaults behave as UIKit
/// does when the method is missing. A table view's `delegate` is read as one of these.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The height of the row at `indexPath`, points, finite and ≥ 0
  /// (`tableView(_:heightForRowAt:)`; default `tableView.rowHeight`).
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Whether a touch on the row highlights it — and so may select it
  /// (`tableView(_:shouldHighlightRowAt:)`; default true).
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted (`tableView(_:didHighlightRowAt:)`).
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
  /// The row lost its highlight (`tableView(_:didUnhighlightRowAt:)`).
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row is about to be selected by a touch; return another path to select it instead,
  /// or nil to select nothing (`tableView(_:willSelectRowAt:)`; default `indexPath`).
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// A touch selected the row (`tableView(_:didSelectRowAt:)`).
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The selected row is about to be deselected by a touch selecting another; nil keeps it
  /// (`tableView(_:willDeselectRowAt:)`; default `indexPath`).
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// A touch on another row deselected the row (`tableView(_:didDeselectRowAt:)`).
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }
  public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
