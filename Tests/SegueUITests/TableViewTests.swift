import Foundation
import SegueGeometry
import Testing

@testable import SegueUI

/// A cell that counts its reuses.
@MainActor
final class CountingCell: TableViewCell {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source and delegate with `rows` per section that records the delegate calls.
@MainActor
final class RecordingTable: TableViewDataSource, TableViewDelegate {
  var rows: [Int]
  var heights: (IndexPath) -> CGFloat = { _ in 44 }
  var allowsHighlight = true
  var calls: [String] = []
  var created = 0

  init(rows: [Int]) { self.rows = rows }

  func numberOfSections(in tableView: TableView) -> Int { rows.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows[section]
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    if (cell as? CountingCell)?.reuses == 0, cell.superview == nil, cell.tag == 0 {
      created += 1
      cell.tag = created
    }
    return cell
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights(indexPath)
  }
  private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }
  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    calls.append("shouldHighlight \(name(indexPath))")
    return allowsHighlight
  }
  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
    calls.append("didHighlight \(name(indexPath))")
  }
  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    calls.append("didUnhighlight \(name(indexPath))")
  }
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willSelect \(name(indexPath))")
    return indexPath
  }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(name(indexPath))")
  }
  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willDeselect \(name(indexPath))")
    return indexPath
  }
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    calls.append("didDeselect \(name(indexPath))")
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
}

@MainActor
@Suite("TableView: reuse, geometry, highlight and selection by touch")
struct TableViewTests {
  private static func makeTable(rows: [Int] = [1000]) -> (WindowHost, TableView, RecordingTable) {
    let host = WindowHost()
    let table = TableView(frame: host.window.bounds, style: .plain)
    let source = RecordingTable(rows: rows)
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    table.delegate = source
    host.window.addSubview(table)
    host.frame()
    return (host, table, source)
  }

  @Test func cellsAreReusedAndNeverMoreThanOneScreenfulPlusOne() throws {
    let (host, table, source) = Self.makeTable()
    // 852 pt of 44 pt rows: 20 rows at once when aligned, 21 when one is cut at each end.
    let mostVisible = 21
    #expect(table.visibleCells.count == 20)
    for step in 1...300 {
      table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
      host.frame()
      #expect(table.visibleCells.count <= mostVisible)
      #expect(table.subviews.filter { $0 is TableViewCell }.count == table.visibleCells.count)
    }
    #expect(source.created <= mostVisible + 1, "created \(source.created) cells")
    let reused = table.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses)
    #expect(reused.allSatisfy { $0 > 0 }, "every cell on screen came back from the pool")
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "row 0 is off screen")
    let first = try #require(table.indexPathsForVisibleRows.first)
    // 300 × 37 = 11 100 pt: row ⌊11 100 / 44⌋ = 252 is at the top.
    #expect(first == IndexPath(row: 252, section: 0))
    #expect(table.cellForRow(at: first)?.frame.minY == 11_088, "252 × 44 pt")
  }

  @Test func rowsStackSectionAfterSectionWithTheDelegatesHeights() {
    let (_, table, source) = Self.makeTable(rows: [2, 3])
    source.heights = { CGFloat(10 * ($0.section + 1) + $0.row) }
    table.reloadData()
    // Heights 10, 11 | 20, 21, 22: the second section starts at 21.
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1))
        == CGRect(x: 0, y: 21, width: 393, height: 20))
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 1))
        == CGRect(x: 0, y: 62, width: 393, height: 22))
    #expect(table.contentSize.height == 84)
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 61.5)) == IndexPath(row: 1, section: 1))
    #expect(table.visibleCells.count == 5)
  }

  @Test func aTapHighlightsAfterTheDelayThenUnhighlightsAndSelects() {
    let (host, table, source) = Self.makeTable()
    // Row 2 is y 88…132.
    host.window.schedule(
      InputScript([.press(at: CGPoint(x: 100, y: 100), time: 0, duration: 0.3)]), startingAt: 0)
    host.advance(to: 0.1)
    #expect(source.calls.isEmpty, "UIKit waits to see whether the touch scrolls")
    host.advance(to: 0.2)
    #expect(source.calls == ["shouldHighlight 0.2", "didHighlight 0.2"])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted == true)
    host.advance(to: 0.3)
    #expect(
      source.calls == [
        "shouldHighlight 0.2", "didHighlight 0.2", "didUnhighlight 0.2", "willSelect 0.2",
        "didSelect 0.2",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(cell?.isSelected == true && cell?.isHighlighted == false)
    // A quick tap on another row: highlighted on lift, the old selection goes first.
    source.calls.removeAll()
    host.window.schedule(InputScript([.tap(at: CGPoint(x: 100, y: 10), time: 0)]), startingAt: 0.5)
    host.advance(to: 0.6)
    #expect(
      source.calls == [
        "shouldHighlight 0.0", "didHighlight 0.0", "didUnhighlight 0.0", "willSelect 0.0",
        "willDeselect 0.2", "didDeselect 0.2", "didSelect 0.0",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }

  @Test func aDragThatScrollsUnhighlightsWithoutSelecting() {
    let (host, table, source) = Self.makeTable()
    // Up 200 pt from row 5 over 1 s, easing in: the finger moves under 10 pt in the first
    // 0.2 s, so the row highlights before the pan begins.
    host.window.schedule(
      InputScript([
        .drag(
          path: [CGPoint(x: 100, y: 240), CGPoint(x: 100, y: 40)], time: 0, duration: 1,
          easing: .easeIn, releaseVelocity: nil)
      ]), startingAt: 0)
    for frame in 1...70 { host.advance(to: Double(frame) / 60) }
    // Reference §10.2: the view's touches are cancelled just before the pan's action runs.
    #expect(
      source.calls == [
        "shouldHighlight 0.5", "didHighlight 0.5", "didUnhighlight 0.5", "willBeginDragging",
      ])
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.contentOffset.y > 100)
  }

  @Test func aQuickFlickNeverHighlights() {
    let (host, table, source) = Self.makeTable()
    host.window.schedule(
      InputScript([
        .drag(
          path: [CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 200)], time: 0, duration: 0.1,
          easing: .linear, releaseVelocity: nil)
      ]), startingAt: 0)
    for frame in 1...20 { host.advance(to: Double(frame) / 60) }
    #expect(source.calls == ["willBeginDragging"])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func aTapOnMovingContentStopsItAndSelectsNothing() {
    let (host, table, source) = Self.makeTable()
    host.window.schedule(
      InputScript([
        .drag(
          path: [CGPoint(x: 100, y: 700), CGPoint(x: 100, y: 400)], time: 0, duration: 0.2,
          easing: .linear, releaseVelocity: CGPoint(x: 0, y: -2000)),
        .tap(at: CGPoint(x: 100, y: 300), time: 0.4),
      ]), startingAt: 0)
    host.advance(to: 0.3)
    #expect(table.isDecelerating)
    host.advance(to: 0.4)
    let stopped = table.contentOffset
    #expect(!table.isDecelerating, "the finger stopped the content")
    for frame in 25...40 { host.advance(to: Double(frame) / 60) }
    #expect(table.contentOffset == stopped)
    #expect(
      source.calls == ["willBeginDragging"], "the stopping tap neither highlights nor selects")
  }

  @Test func aRowThatMayNotHighlightIsNotSelected() {
    let (host, table, source) = Self.makeTable()
    source.allowsHighlight = false
    host.window.schedule(InputScript([.tap(at: CGPoint(x: 100, y: 100), time: 0)]), startingAt: 0)
    host.advance(to: 0.1)
    #expect(source.calls == ["shouldHighlight 0.2"])
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func selectAndDeselectInCodeDoNotTellTheDelegate() {
    let (host, table, source) = Self.makeTable()
    table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
    host.frame()
    #expect(table.contentOffset.y == 1760, "row 40 × 44 pt at the top")
    #expect(table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == true)
    table.deselectRow(at: IndexPath(row: 40, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.cellForRow(at: IndexPath(row: 40, section: 0))?.isSelected == false)
    #expect(source.calls.isEmpty)
  }

  @Test func aNaNRowHeightIsAClearError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let source = RecordingTable(rows: [3])
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        source.heights = { _ in .nan }
        table.reloadData()
        _ = table.visibleCells
      }
    }
  }

  @Test func aNegativeRowHeightIsAClearError() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        TableView(frame: .zero).rowHeight = -1
      }
    }
  }
}
