/// An unknown of a linear system: a point on one axis, a width, a height.
///
/// Identity matters: the same `Variable` object in two constraints is the same unknown. A
/// solver writes the solution into `value` when asked (`Solver.updateVariables()`); until then
/// `value` keeps what it had (0 for a new variable).
public final class Variable: CustomStringConvertible {
  /// A name for messages and debugging; not used by the solver.
  public let name: String
  /// The value from the last `Solver.updateVariables()` of a solver holding this variable.
  public internal(set) var value: Double = 0

  /// Creates a variable named `name` (for messages only).
  public init(_ name: String = "") {
    self.name = name
  }

  public var description: String { name.isEmpty ? "Variable(\(value))" : "\(name)(\(value))" }
}
