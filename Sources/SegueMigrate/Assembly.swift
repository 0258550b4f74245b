import SwiftSyntax

/// Turns the scanner's findings into non-overlapping edits of whole lines, and applies them.
struct Assembly {
  let source: SourceText
  private(set) var edits: [Edit] = []
  private(set) var left: [(offset: Int, reason: String)] = []
  /// The accepted wraps: the lines they replace, and their Linux edits.
  private var wraps: [(lines: Range<Int>, item: Range<Int>, wrap: Wrap)] = []

  init(source: SourceText) { self.source = source }

  /// Accepts the statements and members to wrap, the outermost of nested ones taking the
  /// edits of those inside it, and refuses those that share a line with other code.
  mutating func add(wraps candidates: [Wrap]) {
    let sorted = candidates.sorted { range(of: $0.item).lowerBound < range(of: $1.item).lowerBound }
    var outer: [(item: Range<Int>, wrap: Wrap)] = []
    for candidate in sorted {
      let item = range(of: candidate.item)
      if let last = outer.last, last.item.contains(item.lowerBound) {
        guard last.wrap.linuxText == nil, candidate.linuxText == nil else {
          left += candidate.constructs.map { ($0.offset, "\($0.what) inside another rewrite") }
          continue
        }
        outer[outer.count - 1].wrap.linuxEdits += candidate.linuxEdits
        outer[outer.count - 1].wrap.constructs += candidate.constructs
      } else {
        outer.append((item, candidate))
      }
    }
    for (item, wrap) in outer {
      let lines = source.lineStart(item.lowerBound)..<source.lineEnd(item.upperBound)
      let sharesLine =
        !source.isBlank(lines.lowerBound..<item.lowerBound)
        || !source.isBlankOrComment(item.upperBound..<lines.upperBound)
        || wraps.last.map { $0.lines.overlaps(lines) } == true
      if sharesLine {
        left += wrap.constructs.map { ($0.offset, "\($0.what) shares its line with other code") }
      } else {
        wraps.append((lines, item, wrap))
      }
    }
  }

  /// Adds text outside the rewritten lines (a conformance after a type).
  mutating func add(insertions: [Edit]) {
    edits += insertions
  }

  /// Puts each group of Objective-C-only attributes under `#if canImport(ObjectiveC)`; inside
  /// a wrapped statement or member they are only removed from its Linux copy.
  mutating func add(attributeGroups: [[AttributeSyntax]]) {
    for group in attributeGroups {
      guard let first = group.first, let list = first.parent?.as(AttributeListSyntax.self) else {
        continue
      }
      let offset = first.positionAfterSkippingLeadingTrivia.utf8Offset
      if let index = wraps.firstIndex(where: { $0.item.contains(offset) }) {
        wraps[index].wrap.linuxEdits += group.map {
          Edit(range: source.removal(of: SelectorRewrite.range(of: Syntax($0))), text: "")
        }
      } else if let edit = attributeEdit(list, group) {
        edits.append(edit)
      }
    }
  }

  /// `@objc func f()` → `#if canImport(ObjectiveC)` / `@objc` / `#endif` / `func f()` (Swift
  /// allows `#if` around attributes, SE-0367), keeping the other attributes in place.
  private mutating func attributeEdit(_ list: AttributeListSyntax, _ group: [AttributeSyntax])
    -> Edit?
  {
    let start = list.positionAfterSkippingLeadingTrivia.utf8Offset
    let lineStart = source.lineStart(start)
    guard source.isBlank(lineStart..<start),
      let next = list.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
    else {
      left.append((start, "@\(ObjCOnly.name(of: group[0])) shares its line with other code"))
      return nil
    }
    let end = next.positionAfterSkippingLeadingTrivia.utf8Offset
    let gap = source.string(list.endPositionBeforeTrailingTrivia.utf8Offset..<end)
    guard gap.allSatisfy(\.isWhitespace) else {
      left.append((start, "a comment between the attributes and the declaration"))
      return nil
    }
    let indent = source.string(lineStart..<start)
    let moved = Set(group.map(\.id))
    let kept = list.filter { !moved.contains($0.id) }
    let separator = list.trimmedDescription.contains("\n") ? "\n\(indent)" : " "
    let keptText =
      kept.isEmpty ? "" : kept.map(\.trimmedDescription).joined(separator: separator) + gap
    let text =
      "#if canImport(ObjectiveC)\n\(indent)\(source.indentUnit)"
      + group.map(\.trimmedDescription).joined(separator: " ")
      + "\n\(indent)#endif\n\(indent)" + keptText
    return Edit(range: start..<end, text: text)
  }

  /// The file with every accepted rewrite applied.
  func result() -> String {
    var all = edits
    for (lines, item, wrap) in wraps {
      let indent = source.string(lines.lowerBound..<item.lowerBound)
      // An attribute removed from the item's first line takes that line's newline with it;
      // the next line's indentation is replaced by `indent`.
      let linuxBody = (wrap.linuxText ?? source.applying(wrap.linuxEdits, within: item))
        .drop { $0 == " " || $0 == "\t" }
      let linux =
        indent + linuxBody + source.string(item.upperBound..<lines.upperBound)
      let unit = source.indentUnit
      let text =
        "\(indent)#if canImport(ObjectiveC)\n" + indented(source.string(lines), by: unit)
        + "\n\(indent)#else\n" + indented(linux, by: unit) + "\n\(indent)#endif"
      all.append(Edit(range: lines, text: text))
    }
    return source.applying(all, within: 0..<source.bytes.count)
  }

  private func indented(_ text: String, by unit: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isWhitespace) ? String($0) : unit + $0 }
      .joined(separator: "\n")
  }

  private func range(of node: Syntax) -> Range<Int> {
    node.positionAfterSkippingLeadingTrivia
      .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
  }
}
