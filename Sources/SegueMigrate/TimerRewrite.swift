import SwiftSyntax

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` as `Timer.stageTimer(…)`, which
/// ticks on the stage's clock (SegueUI's Timer+Stage.swift says why SegueUIKit cannot make the
/// iOS spelling do that itself). The selector form (`scheduledTimer(timeInterval:target:
/// selector:…)`) is left to `#selector`'s rules, which list it.
enum TimerRewrite {
  static func edit(for call: FunctionCallExprSyntax) -> Edit? {
    guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      callee.base?.trimmedDescription == "Timer",
      callee.declName.baseName.text == "scheduledTimer",
      call.arguments.first?.label?.text == "withTimeInterval"
    else { return nil }
    let name = callee.declName.baseName
    return Edit(
      range: name.positionAfterSkippingLeadingTrivia
        .utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset, text: "stageTimer")
  }
}
