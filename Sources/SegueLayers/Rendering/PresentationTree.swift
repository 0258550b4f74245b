import Foundation

// The presentation tree is the textual view of a frame: what snapshot tests diff, what
// `segue render --format tree` prints and `segue record --trees` writes per frame. It must say
// everything the renderer draws (it is built from the same display nodes), name each layer
// the same way in every frame (ids from the hosting context), and read the same for the same
// frame on every run (fixed key order and rounding, no addresses, no global counters).
// Rejected: Foundation's `JSONEncoder` with sorted keys (alphabetical order scatters a node's
// identity, geometry and children; a dictionary-ordered encoder is not stable), and printing
// every property (trees of a few hundred layers became thousands of lines of defaults).

/// The presentation tree of one frame: every layer with its identity, its owner, where it is
/// on screen, its local geometry and everything it draws, in two renderings.
///
/// `json` is the reference form (documented by `docs/presentation-tree.schema.json`): one
/// object per layer, keys in a fixed order, numbers rounded (lengths to 1/1000 point), values
/// at their defaults left out. `text` is a compact form for reading and diffing, one layer a
/// line, indented like UIKit's `recursiveDescription`:
///
/// ```
/// Layer #1 owner={type: "Window"} screenFrame=[0, 0, 393, 852] bounds=[0, 0, 393, 852] …
///   Layer #2 owner={type: "View", viewController: "CardListViewController"} …
///     mask: ShapeLayer #3 screenFrame=[…] shape={pathBounds: […], fillColor: [0, 0, 0, 1]}
/// ```
public struct PresentationTree: Sendable, Hashable {
  /// The root layer's node; nil when the context hosts no layer.
  public var root: PresentationTreeNode?

  /// Creates a tree.
  public init(root: PresentationTreeNode?) {
    self.root = root
  }

  /// A rendering of a tree as text.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// JSON, one object per layer (`json`).
    case json
    /// One layer a line (`text`).
    case text
  }

  /// The tree in `format`.
  public func rendered(as format: Format) -> String {
    switch format {
    case .json: json
    case .text: text
    }
  }

  /// The tree as JSON, ending with a newline; `null` when there is no root.
  ///
  /// Nodes are written one key a line; other values on one line when they fit in 100
  /// columns. The same frame gives the same bytes.
  public var json: String {
    var writer = TreeWriter()
    writer.writeJSON(encodedRoot, indent: 0, isNode: true)
    return writer.output + "\n"
  }

  /// The tree as text: one line per layer, `<type> #<id>` then its other properties as
  /// `key=value` in the JSON's order and notation (object keys unquoted); a mask and a
  /// replica are on lines of their own starting `mask:` and `replica:`; children are indented
  /// two spaces. Empty when there is no root.
  public var text: String {
    var writer = TreeWriter()
    writer.writeText(encodedRoot, depth: 0, label: nil)
    return writer.output
  }

  private var encodedRoot: TreeValue {
    guard let root else { return .null }
    do {
      return try TreeValueEncoder.encode(root)
    } catch {
      // The node's conformance is synthesized and `TreeValueEncoder` never throws itself.
      preconditionFailure("a presentation tree node could not be encoded: \(error)")
    }
  }
}

/// Writes encoded trees as JSON or as text.
private struct TreeWriter {
  /// The page width the JSON keeps values within when it can, columns.
  static let width = 100

  var output = ""

  /// Writes `value` at `indent` spaces; nodes (and the objects that do not fit on one line)
  /// one key a line.
  mutating func writeJSON(_ value: TreeValue, indent: Int, isNode: Bool, prefix: Int = 0) {
    switch value {
    case .object(let members)
    where isNode || prefix + indent + value.compact().count > Self.width:
      let pad = String(repeating: " ", count: indent + 2)
      output += "{\n"
      for (index, member) in members.enumerated() {
        let head = pad + TreeValue.quoted(member.key) + ": "
        output += head
        writeMember(member, indent: indent + 2, prefix: head.count - indent - 2)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += String(repeating: " ", count: indent) + "}"
    default:
      output += value.compact()
    }
  }

  private mutating func writeMember(_ member: TreeValue.Member, indent: Int, prefix: Int) {
    let childKey = PresentationTreeNode.childKeys.contains(member.key)
    guard childKey, case .array(let nodes) = member.value else {
      writeJSON(member.value, indent: indent, isNode: childKey, prefix: prefix)
      return
    }
    let pad = String(repeating: " ", count: indent + 2)
    output += "[\n"
    for (index, node) in nodes.enumerated() {
      output += pad
      writeJSON(node, indent: indent + 2, isNode: true)
      output += index == nodes.count - 1 ? "\n" : ",\n"
    }
    output += String(repeating: " ", count: indent) + "]"
  }

  /// Writes the node `value` and its children, one line each.
  mutating func writeText(_ value: TreeValue, depth: Int, label: String?) {
    guard case .object(let members) = value else { return }
    var line = String(repeating: "  ", count: depth) + (label.map { $0 + ": " } ?? "")
    let type = members.first { $0.key == "type" }?.value
    let id = members.first { $0.key == "id" }?.value
    if case .string(let name) = type { line += name }
    if case .integer(let number) = id { line += " #\(number)" }
    var children: [(label: String?, node: TreeValue)] = []
    for member in members where member.key != "type" && member.key != "id" {
      switch (member.key, member.value) {
      case ("sublayers", .array(let nodes)): children += nodes.map { (nil, $0) }
      case ("mask", _), ("replica", _): children.append((member.key, member.value))
      default: line += " " + member.key + "=" + member.value.compact(quotesKeys: false)
      }
    }
    output += line + "\n"
    for child in children {
      writeText(child.node, depth: depth + 1, label: child.label)
    }
  }
}
