/// A file's bytes with the line arithmetic the rewrites need (offsets are UTF-8 offsets, as
/// swift-syntax's positions are).
struct SourceText {
  let bytes: [UInt8]

  init(_ text: String) { bytes = Array(text.utf8) }

  /// The offset where the line holding `offset` starts.
  func lineStart(_ offset: Int) -> Int {
    var index = offset
    while index > 0, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    return index
  }

  /// The offset of the newline ending the line holding `offset` (or the end of the file).
  func lineEnd(_ offset: Int) -> Int {
    var index = offset
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    return index
  }

  /// Whether `range` holds only spaces and tabs.
  func isBlank(_ range: Range<Int>) -> Bool {
    bytes[range].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }

  /// Whether `range` holds only spaces and tabs, optionally followed by a `//` comment.
  func isBlankOrComment(_ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound, isBlank(index..<index + 1) { index += 1 }
    return index == range.upperBound
      || (index + 1 < range.upperBound && bytes[index] == UInt8(ascii: "/")
        && bytes[index + 1] == UInt8(ascii: "/"))
  }

  func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  /// What to delete to remove the token or attribute at `range`: the spaces after it too, and
  /// its whole line when it stands alone on it.
  func removal(of range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end < bytes.count, isBlank(end..<end + 1) { end += 1 }
    let start = lineStart(range.lowerBound)
    if (end == bytes.count || bytes[end] == UInt8(ascii: "\n")) && isBlank(start..<range.lowerBound)
    {
      return start..<min(end + 1, bytes.count)
    }
    return range.lowerBound..<end
  }

  /// The indentation unit of the file: a tab where most indented lines start with one,
  /// otherwise the smallest indentation of two or more spaces (two where nothing is indented).
  var indentUnit: String {
    var (tabLines, spaceLines, smallest) = (0, 0, Int.max)
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      guard let first = line.first, line.contains(where: { $0 != first }) else { continue }
      if first == UInt8(ascii: "\t") {
        tabLines += 1
      } else if first == UInt8(ascii: " ") {
        spaceLines += 1
        let count = line.prefix { $0 == UInt8(ascii: " ") }.count
        if count >= 2 { smallest = min(smallest, count) }
      }
    }
    if tabLines > spaceLines { return "\t" }
    return String(repeating: " ", count: smallest == .max ? 2 : min(smallest, 8))
  }

  /// `text` with `edits` applied, where `text` is the bytes `range` and the edits' offsets are
  /// absolute; the edits must not overlap.
  func applying(_ edits: [Edit], within range: Range<Int>) -> String {
    var result = ""
    var cursor = range.lowerBound
    for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      // A removal may reach back over the indentation before `range`: only its part inside
      // counts.
      let lower = max(edit.range.lowerBound, range.lowerBound)
      guard lower >= cursor else { continue }
      result += string(cursor..<lower) + edit.text
      cursor = min(max(edit.range.upperBound, lower), range.upperBound)
    }
    return result + string(cursor..<range.upperBound)
  }
}
