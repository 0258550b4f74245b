/// One variable times a coefficient.
public struct Term {
  public let variable: Variable
  public let coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression: Σ coefficient · variable + constant.
public struct Expression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  public init(floatLiteral value: Double) {
    self.init(constant: value)
  }

  public init(integerLiteral value: Int) {
    self.init(constant: Double(value))
  }

  /// The same expression with each variable once (coefficients summed, in order of first
  /// appearance) and zero coefficients kept: the solver drops near-zero ones itself.
  func reduced() -> Expression {
    var index: [ObjectIdentifier: Int] = [:]
    var merged: [Term] = []
    for term in terms {
      if let at = index[ObjectIdentifier(term.variable)] {
        merged[at] = Term(term.variable, merged[at].coefficient + term.coefficient)
      } else {
        index[ObjectIdentifier(term.variable)] = merged.count
        merged.append(term)
      }
    }
    return Expression(merged, constant: constant)
  }

  /// Whether every coefficient and the constant are finite numbers.
  var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}

/// Anything that reads as a linear expression: a variable, a number, an expression.
public protocol ExpressionConvertible {
  var expression: Expression { get }
}

extension Expression: ExpressionConvertible {
  public var expression: Expression { self }
}

extension Variable: ExpressionConvertible {
  public var expression: Expression { Expression(self) }
}

extension Double: ExpressionConvertible {
  public var expression: Expression { Expression(constant: self) }
}

extension Int: ExpressionConvertible {
  public var expression: Expression { Expression(constant: Double(self)) }
}

extension Expression {
  public static func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static func - (lhs: Expression, rhs: Expression) -> Expression {
    lhs + -rhs
  }

  public static prefix func - (operand: Expression) -> Expression {
    operand * -1
  }

  public static func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

  public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
  public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs)])
  }

  public static func - (lhs: Variable, rhs: Variable) -> Expression {
    Expression([Term(lhs), Term(rhs, -1)])
  }

  public static func + (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: rhs)
  }

  public static func - (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs)], constant: -rhs)
  }

  public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
  public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

  public static func * (lhs: Variable, rhs: Double) -> Expression {
    Expression([Term(lhs, rhs)])
  }

  public static func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }
}
