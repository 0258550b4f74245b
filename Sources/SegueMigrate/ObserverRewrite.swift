import SwiftSyntax

// The Objective-C form of key-value observing: an observer overrides `NSObject`'s
// `observeValue(forKeyPath:of:change:context:)`. Linux's `NSObject` has no such method and
// none can be added to it (a method in an extension cannot be overridden), so SegueUIKit calls
// observers through its `KeyValueObserver` protocol (docs/uikit-compatibility.md §6a). On
// Linux the method loses its `override`, a `super.observeValue(…)` call — which reaches
// `NSObject`'s, raising "message was received but not handled" — becomes
// `reportUnhandledObservation(…)`, which says so on the diagnostics, and the class gets the
// conformance in `#if !canImport(ObjectiveC)` after its declaration.
enum ObserverRewrite {
  /// The Linux edits of the method and the conformance to insert, or nil when `node` is not
  /// an overriding `observeValue(forKeyPath:of:change:context:)`.
  static func rewrite(of node: FunctionDeclSyntax, in source: SourceText) -> Result<
    (edits: [Edit], conformance: (name: String, edit: Edit)), Refusal
  >? {
    let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
    guard node.name.text == "observeValue", labels == ["forKeyPath", "of", "change", "context"],
      let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
    else { return nil }
    guard let owner = node.parent?.parent?.parent?.parent,
      let name = owner.as(ClassDeclSyntax.self)?.name.text
        ?? owner.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    else {
      return .failure(
        Refusal(reason: "observeValue(forKeyPath:of:change:context:) outside a top-level type"))
    }
    guard let typeItem = topLevelItem(of: owner) else {
      return .failure(
        Refusal(reason: "observeValue(forKeyPath:of:change:context:) in a nested type"))
    }
    let overrideEnd =
      override.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia
      .utf8Offset ?? override.endPosition.utf8Offset
    var edits = [
      Edit(range: override.positionAfterSkippingLeadingTrivia.utf8Offset..<overrideEnd, text: "")
    ]
    edits += superCalls(in: Syntax(node)).map {
      Edit(range: SelectorRewrite.range(of: Syntax($0)), text: "reportUnhandledObservation")
    }
    let end = typeItem.endPositionBeforeTrailingTrivia.utf8Offset
    let conformance =
      "\n\n#if !canImport(ObjectiveC)\n\(source.indentUnit)extension \(name): KeyValueObserver {}"
      + "\n#endif"
    return .success((edits, (name, Edit(range: end..<end, text: conformance))))
  }

  /// The top-level statement holding the type declaration `owner`, if it is at top level.
  private static func topLevelItem(of owner: Syntax) -> Syntax? {
    guard let item = owner.parent, item.is(CodeBlockItemSyntax.self),
      item.parent?.parent?.is(SourceFileSyntax.self) == true
    else { return nil }
    return item
  }

  /// The `super.observeValue` callees inside `node`.
  private static func superCalls(in node: Syntax) -> [MemberAccessExprSyntax] {
    final class Finder: SyntaxVisitor {
      var found: [MemberAccessExprSyntax] = []
      override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(SuperExprSyntax.self) == true,
          node.declName.baseName.text == "observeValue"
        {
          found.append(node)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }
}
