import SwiftSyntax

// Initializers iOS code writes that Segue's classes cannot take as they are
// (docs/uikit-compatibility.md §8):
//
// - A layer's `override init(layer: Any)` and `override init()`: Segue makes layers from their
//   class and presentation copies with `init(layer:)`, which Swift can only do through
//   `required` initializers, so on Linux they are `required` (which implies `override`). A
//   layer class that declares its own initializers no longer inherits `init()`, so one that
//   has none gets `required init() { super.init() }` beside its `init(layer:)`.
// - `super.init(coder:)`: Segue has no archives, and `View.init?(coder:)` is a convenience
//   initializer (so that Segue's own subclasses need not write one), which a subclass cannot
//   call as `super`. On Linux a view calls `super.init(frame: .zero)` instead and a layer
//   `super.init()` — the object is made empty, as a nib's would be before decoding. Segue
//   never calls `init(coder:)`, so this only has to compile. Controllers' `init?(coder:)` is
//   designated and compiles as it is.
enum Initializers {
  /// The Linux edits of a layer initializer `node` (`init(layer:)`, `init()`), or nil when it
  /// needs none.
  static func layerEdits(for node: InitializerDeclSyntax, in source: SourceText) -> [Edit]? {
    guard isDesignatedOverride(node), !has(.required, node.modifiers),
      let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
      let owner = enclosingClass(of: Syntax(node)), declaresLayerCopy(owner)
    else { return nil }
    let labels = parameterLabels(node)
    guard labels == ["layer"] || labels.isEmpty else { return nil }
    // `required` alone: the compiler warns that `override` is implied on a required one.
    var edits = [Edit(range: SelectorRewrite.range(of: Syntax(override)), text: "required")]
    if labels == ["layer"] && !declaresPlainInit(owner) {
      let declStart = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let indent = source.string(source.lineStart(declStart)..<declStart)
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      let plainInit =
        "\n\n\(indent)required init() {\n\(indent)\(source.indentUnit)super.init()\n"
        + "\(indent)}"
      edits.append(Edit(range: end..<end, text: plainInit))
    }
    return edits
  }

  /// The Linux edit of `super.init(coder: x)` in a view or layer class, or nil.
  static func coderCallEdit(for call: FunctionCallExprSyntax) -> Edit? {
    guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      callee.base?.as(SuperExprSyntax.self) != nil, callee.declName.baseName.text == "init",
      call.arguments.count == 1, call.arguments.first?.label?.text == "coder",
      let owner = enclosingClass(of: Syntax(call))
    else { return nil }
    let superclass = owner.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? ""
    let replacement: String
    if declaresLayerCopy(owner) || superclass.hasSuffix("Layer") {
      replacement = "super.init()"
    } else if superclass.hasSuffix("Controller") {
      return nil
    } else {
      replacement = "super.init(frame: .zero)"
    }
    return Edit(range: SelectorRewrite.range(of: Syntax(call)), text: replacement)
  }

  private static func isDesignatedOverride(_ node: InitializerDeclSyntax) -> Bool {
    has(.override, node.modifiers) && !has(.convenience, node.modifiers)
      && node.optionalMark == nil
  }

  private static func has(_ keyword: Keyword, _ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
  }

  private static func parameterLabels(_ node: InitializerDeclSyntax) -> [String] {
    node.signature.parameterClause.parameters.map { $0.firstName.text }
  }

  /// Whether the class declares `init(layer:)` — only layer classes do.
  private static func declaresLayerCopy(_ owner: ClassDeclSyntax) -> Bool {
    initializers(of: owner).contains { parameterLabels($0) == ["layer"] }
  }

  /// Whether the class declares a designated `init()` itself.
  private static func declaresPlainInit(_ owner: ClassDeclSyntax) -> Bool {
    initializers(of: owner).contains {
      parameterLabels($0).isEmpty && !has(.convenience, $0.modifiers)
    }
  }

  private static func initializers(of owner: ClassDeclSyntax) -> [InitializerDeclSyntax] {
    owner.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
  }

  private static func enclosingClass(of node: Syntax) -> ClassDeclSyntax? {
    var current = node.parent
    while let candidate = current {
      if let found = candidate.as(ClassDeclSyntax.self) { return found }
      current = candidate.parent
    }
    return nil
  }
}
