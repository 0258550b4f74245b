import SwiftSyntax

/// Why a construct is left as it was.
struct Refusal: Error {
  var reason: String
}

/// `#selector(tapped(_:))` as Segue's method reference, `Self.tapped(_:)`, where the call is
/// one Segue spells with a method reference: target–action (`addTarget(_:action:…)`,
/// `init(target:action:)`), notification observers (`addObserver(_:selector:name:object:)`,
/// which becomes `addObserver(_:action:name:object:)`) and display links
/// (`CADisplayLink(target:selector:)`, which becomes `CADisplayLink(target:action:)`).
enum SelectorRewrite {
  static func edits(for node: MacroExpansionExprSyntax) -> Result<[Edit], Refusal> {
    guard node.arguments.count == 1, let argument = node.arguments.first else {
      return .failure(Refusal(reason: "#selector with an unexpected form"))
    }
    if let label = argument.label?.text {
      return .failure(
        Refusal(
          reason: "#selector(\(label):) names a property accessor; Segue's target–action "
            + "takes methods"))
    }
    guard let reference = methodReference(argument.expression) else {
      return .failure(
        Refusal(reason: "#selector(\(argument.expression.trimmedDescription)) names no method"))
    }
    guard let labeled = node.parent?.as(LabeledExprSyntax.self),
      let call = labeled.parent?.parent?.as(FunctionCallExprSyntax.self)
    else {
      return .failure(
        Refusal(
          reason: "#selector outside a target–action or notification-observer call has no "
            + "Segue equivalent"))
    }
    let selectorEdit = Edit(range: range(of: Syntax(node)), text: reference)
    let labels = call.arguments.map { $0.label?.text }
    let callee = calleeName(call)
    switch labeled.label?.text {
    case "action" where labels.contains("target") || callee == "addTarget":
      return .success([selectorEdit])
    case "selector"
    where (callee == "addObserver" && labels == [nil, "selector", "name", "object"])
      || (callee == "CADisplayLink" && labels == ["target", "selector"]):
      guard let label = labeled.label else { return .failure(Refusal(reason: "unreachable")) }
      let labelEdit = Edit(range: range(of: Syntax(label)), text: "action")
      return .success([labelEdit, selectorEdit])
    default:
      return .failure(
        Refusal(
          reason: "#selector in \(callee ?? "a call")(…) has no Segue method-reference form"))
    }
  }

  /// `tapped(_:)` → `Self.tapped(_:)`, `self.tapped` → `Self.tapped`, `Screen.tapped` as it is.
  static func methodReference(_ expression: ExprSyntax) -> String? {
    if let name = expression.as(DeclReferenceExprSyntax.self) {
      return "Self.\(name.trimmedDescription)"
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    if base.baseName.tokenKind == .keyword(.self) {
      return "Self.\(member.declName.trimmedDescription)"
    }
    return base.baseName.text.first?.isUppercase == true ? member.trimmedDescription : nil
  }

  /// The called name: `addTarget` in `button.addTarget(…)`, `UIPanGestureRecognizer` in
  /// `UIPanGestureRecognizer(…)`.
  static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  static func range(of node: Syntax) -> Range<Int> {
    node.positionAfterSkippingLeadingTrivia
      .utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
  }
}
