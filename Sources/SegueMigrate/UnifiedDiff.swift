/// A unified diff (`diff -u`, three lines of context) of two texts, from the standard
/// library's Myers difference of their lines.
public enum UnifiedDiff {
  public static func of(_ old: String, _ new: String, path: String) -> String {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in after.difference(from: before) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    // The edit script: (kind, old index, new index) per line.
    var script: [(kind: Character, old: Int, new: Int)] = []
    var (i, j) = (0, 0)
    while i < before.count || j < after.count {
      if i < before.count, removed.contains(i) {
        script.append(("-", i, j))
        i += 1
      } else if j < after.count, inserted.contains(j) {
        script.append(("+", i, j))
        j += 1
      } else {
        script.append((" ", i, j))
        i += 1
        j += 1
      }
    }
    var output = ""
    var index = 0
    while let firstChange = script[index...].firstIndex(where: { $0.kind != " " }) {
      var start = max(firstChange - 3, index)
      if !output.isEmpty, start < index { start = index }
      var end = firstChange
      // Extend over changes closer than seven lines apart (three of context on each side).
      while let next = script[(end + 1)...].firstIndex(where: { $0.kind != " " }), next - end <= 7 {
        end = next
      }
      let stop = min(end + 4, script.count)
      let hunk = script[start..<stop]
      let oldCount = hunk.filter { $0.kind != "+" }.count
      let newCount = hunk.filter { $0.kind != "-" }.count
      let first = script[start]
      let oldStart = oldCount == 0 ? first.old : first.old + 1
      let newStart = newCount == 0 ? first.new : first.new + 1
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for line in hunk {
        output += "\(line.kind)\(line.kind == "+" ? after[line.new] : before[line.old])\n"
      }
      index = stop
    }
    return output.isEmpty ? "" : "--- a/\(path)\n+++ b/\(path)\n" + output
  }
}
