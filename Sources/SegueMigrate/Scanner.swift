import SwiftSyntax

/// A replacement of the bytes `range` of a file by `text`.
struct Edit {
  var range: Range<Int>
  var text: String
}

/// A statement or member that is kept for Apple platforms and given a Linux copy:
/// `#if canImport(ObjectiveC)` original `#else` copy `#endif`.
struct Wrap {
  /// The statement or member (`CodeBlockItemSyntax` or `MemberBlockItemSyntax`).
  var item: Syntax
  /// The edits that make the Linux copy (absolute offsets inside the item).
  var linuxEdits: [Edit] = []
  /// The whole Linux copy, where it is generated rather than edited (a protocol).
  var linuxText: String?
  /// The constructs inside, as (offset, what) for the listing if the item cannot be wrapped.
  var constructs: [(offset: Int, what: String)] = []
}

/// Finds the Objective-C-only constructs of one file and what each becomes on Linux.
final class Scanner: SyntaxVisitor {
  private let optionalNames: Set<String>
  private let source: SourceText
  private(set) var wraps: [SyntaxIdentifier: Wrap] = [:]
  /// Attributes to put under `#if canImport(ObjectiveC)`, by the attribute list holding them.
  private(set) var attributeGroups: [SyntaxIdentifier: [AttributeSyntax]] = [:]
  /// What is left as it was: (offset, reason).
  private(set) var left: [(offset: Int, reason: String)] = []
  /// Text added outside any rewritten line, by the type it is for (a key-value observer's
  /// conformance after its class).
  private(set) var insertions: [String: Edit] = [:]

  init(source: SourceText, optionalNames: Set<String>) {
    self.source = source
    self.optionalNames = optionalNames
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    ObjCOnly.isAppleOnly(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    let name = ObjCOnly.name(of: node)
    if name == "NSManaged" {
      managedProperty(node)
    } else if ObjCOnly.attributes.contains(name),
      let list = node.parent?.as(AttributeListSyntax.self)
    {
      attributeGroups[list.id, default: []].append(node)
    }
    return .skipChildren
  }

  /// `import UIKit` (and the Apple frameworks transition code imports with it) becomes
  /// `import SegueUIKit` on Linux, which has their names.
  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard node.importKindSpecifier == nil, node.attributes.isEmpty, node.path.count == 1,
      let module = node.path.first?.name.text, ObjCOnly.appleFrameworks.contains(module),
      let item = Self.enclosingItem(of: Syntax(node))
    else { return .skipChildren }
    var wrap = wraps[item.id] ?? Wrap(item: item)
    wrap.linuxText = "import SegueUIKit"
    wrap.constructs.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, "import \(module)"))
    wraps[item.id] = wrap
    return .skipChildren
  }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    let hasOptional = node.memberBlock.members.contains { member in
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        return ObjCOnly.isOptional(function.modifiers)
      }
      return member.decl.as(VariableDeclSyntax.self).map { ObjCOnly.isOptional($0.modifiers) }
        ?? false
    }
    guard hasOptional else { return .visitChildren }
    switch OptionalProtocol.linuxText(for: node, in: source) {
    case .success(let text):
      guard let item = Self.enclosingItem(of: Syntax(node)) else { return .skipChildren }
      var wrap = wraps[item.id] ?? Wrap(item: item)
      wrap.linuxText = text
      wrap.constructs.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, "protocol"))
      wraps[item.id] = wrap
    case .failure(let refusals):
      left += refusals.items
    }
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.macroName.text == "selector" else { return .visitChildren }
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    switch SelectorRewrite.edits(for: node) {
    case .success(let edits):
      addToWrap(of: Syntax(node), edits: edits, offset: offset, what: "#selector")
    case .failure(let refusal):
      left.append((offset, refusal.reason))
    }
    return .skipChildren
  }

  /// A layer's `override init(layer:)` / `override init()` are `required` on Linux.
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    if let edits = Initializers.layerEdits(for: node, in: source) {
      addToWrap(
        of: Syntax(node), edits: edits, offset: node.positionAfterSkippingLeadingTrivia.utf8Offset,
        what: "layer initializer")
    }
    return .visitChildren
  }

  /// An observer's `override func observeValue(forKeyPath:of:change:context:)` conforms to
  /// `KeyValueObserver` on Linux (ObserverRewrite.swift).
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    switch ObserverRewrite.rewrite(of: node, in: source) {
    case .success(let rewrite)?:
      addToWrap(of: Syntax(node), edits: rewrite.edits, offset: offset, what: "observeValue")
      insertions[rewrite.conformance.name] = rewrite.conformance.edit
    case .failure(let refusal)?:
      left.append((offset, refusal.reason))
    case nil:
      break
    }
    return .visitChildren
  }

  /// `super.init(coder:)` in a view or layer calls an initializer Segue's classes can take;
  /// `Timer.scheduledTimer(withTimeInterval:…)` ticks on the stage's clock.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    if let edit = Initializers.coderCallEdit(for: node) {
      addToWrap(of: Syntax(node), edits: [edit], offset: offset, what: "super.init(coder:)")
    } else if let edit = TimerRewrite.edit(for: node) {
      addToWrap(of: Syntax(node), edits: [edit], offset: offset, what: "Timer.scheduledTimer")
    }
    return .visitChildren
  }

  /// `delegate?.didFinish?(x)` calls an `@objc optional` requirement; on Linux the
  /// requirement has a default implementation, so the `?` after its name goes.
  override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.expression.as(MemberAccessExprSyntax.self),
      optionalNames.contains(member.declName.baseName.text),
      node.parent?.is(FunctionCallExprSyntax.self) == true
    {
      let mark = node.questionMark
      let edit = Edit(
        range: mark.positionAfterSkippingLeadingTrivia
          .utf8Offset..<mark.endPositionBeforeTrailingTrivia.utf8Offset, text: "")
      addToWrap(
        of: Syntax(node), edits: [edit], offset: mark.positionAfterSkippingLeadingTrivia.utf8Offset,
        what: "call of an @objc optional requirement")
    }
    return .visitChildren
  }

  /// `@NSManaged var progress: CGFloat` gets Segue's custom-property accessors on Linux.
  private func managedProperty(_ attribute: AttributeSyntax) {
    let offset = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
    guard let variable = attribute.parent?.parent?.as(VariableDeclSyntax.self),
      let item = Self.enclosingItem(of: Syntax(attribute))
    else {
      left.append((offset, "@NSManaged on a declaration other than a property"))
      return
    }
    switch ManagedProperty.linuxText(for: variable, in: source) {
    case .success(let text):
      var wrap = wraps[item.id] ?? Wrap(item: item)
      wrap.linuxText = text
      wrap.constructs.append((offset, "@NSManaged"))
      wraps[item.id] = wrap
    case .failure(let refusal):
      left.append((offset, refusal.reason))
    }
  }

  private func addToWrap(of node: Syntax, edits: [Edit], offset: Int, what: String) {
    guard let item = Self.enclosingItem(of: node) else {
      left.append((offset, "\(what) outside a statement or member"))
      return
    }
    var wrap = wraps[item.id] ?? Wrap(item: item)
    wrap.linuxEdits += edits
    wrap.constructs.append((offset, what))
    wraps[item.id] = wrap
  }

  /// The statement or member declaration that holds `node`.
  static func enclosingItem(of node: Syntax) -> Syntax? {
    var current = node.parent
    while let candidate = current {
      if candidate.is(CodeBlockItemSyntax.self) || candidate.is(MemberBlockItemSyntax.self) {
        return candidate
      }
      current = candidate.parent
    }
    return nil
  }
}
