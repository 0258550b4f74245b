import SwiftSyntax

/// Refusals at several places of one construct.
struct Refusals: Error {
  var items: [(offset: Int, reason: String)]
}

/// The Linux copy of a protocol with `@objc optional` requirements: the protocol without
/// `@objc` and `optional`, followed by an extension giving each optional requirement a default
/// that does what calling an absent one does on iOS (nothing, or nil).
enum OptionalProtocol {
  static func linuxText(for node: ProtocolDeclSyntax, in source: SourceText) -> Result<
    String, Refusals
  > {
    var edits: [Edit] = []
    var defaults: [String] = []
    var refusals: [(offset: Int, reason: String)] = []
    for attribute in node.attributes.compactMap({ $0.as(AttributeSyntax.self) })
    where ObjCOnly.attributes.contains(ObjCOnly.name(of: attribute)) {
      edits.append(Edit(range: source.removal(of: range(of: Syntax(attribute))), text: ""))
    }
    for member in node.memberBlock.members {
      let attributes: AttributeListSyntax
      let modifiers: DeclModifierListSyntax
      let requirement: Result<String, Refusal>
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        (attributes, modifiers) = (function.attributes, function.modifiers)
        requirement = defaultImplementation(of: function, in: source)
        if isOptionalRequirement(modifiers), let result = function.signature.returnClause?.type,
          !isOptional(result), !isVoid(result)
        {
          edits.append(optionalized(result))
        }
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        (attributes, modifiers) = (variable.attributes, variable.modifiers)
        requirement = defaultImplementation(of: variable, in: source)
        if isOptionalRequirement(modifiers), variable.bindings.count == 1,
          let type = variable.bindings.first?.typeAnnotation?.type, !isOptional(type)
        {
          edits.append(optionalized(type))
        }
      } else {
        continue
      }
      for attribute in attributes.compactMap({ $0.as(AttributeSyntax.self) })
      where ObjCOnly.attributes.contains(ObjCOnly.name(of: attribute)) {
        edits.append(Edit(range: source.removal(of: range(of: Syntax(attribute))), text: ""))
      }
      guard let optional = modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) })
      else { continue }
      edits.append(Edit(range: source.removal(of: range(of: Syntax(optional))), text: ""))
      switch requirement {
      case .success(let text): defaults.append(text)
      case .failure(let refusal):
        refusals.append((member.decl.positionAfterSkippingLeadingTrivia.utf8Offset, refusal.reason))
      }
    }
    guard refusals.isEmpty else { return .failure(Refusals(items: refusals)) }
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent = source.string(source.lineStart(start)..<start)
    let unit = source.indentUnit
    let isPublic = node.modifiers.contains {
      $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
    }
    let access = isPublic ? "public " : ""
    let body = defaults.map { "\(indent)\(unit)\(access)\($0)" }.joined(separator: "\n\n")
    let protocolText = source.applying(edits, within: range(of: Syntax(node)))
    return .success(
      protocolText + "\n\n\(indent)extension \(node.name.text) {\n\(body)\n\(indent)}")
  }

  /// `func f(_ x: Int) {}`, or `{ nil }` for an optional result; other results have no
  /// default that matches iOS (where the caller gets nil).
  private static func defaultImplementation(of function: FunctionDeclSyntax, in source: SourceText)
    -> Result<String, Refusal>
  {
    let signature = source.string(
      function.funcKeyword.positionAfterSkippingLeadingTrivia
        .utf8Offset..<function.endPositionBeforeTrailingTrivia.utf8Offset)
    let prefix = staticPrefix(function.modifiers)
    guard let result = function.signature.returnClause?.type else {
      return .success("\(prefix)\(signature) {}")
    }
    if isVoid(result) { return .success("\(prefix)\(signature) {}") }
    if isOptional(result) { return .success("\(prefix)\(signature) { nil }") }
    // A non-optional result is made optional (see `optionalized(_:)`), so the default is nil.
    let resultStart = result.positionAfterSkippingLeadingTrivia.utf8Offset
    let head = source.string(
      function.funcKeyword.positionAfterSkippingLeadingTrivia.utf8Offset..<resultStart)
    let resultText = source.string(
      resultStart..<function.endPositionBeforeTrailingTrivia.utf8Offset)
    return .success("\(prefix)\(head)\(optionalText(resultText, result)) { nil }")
  }

  /// `var x: T? { nil }`; a non-optional property has no default that matches iOS.
  private static func defaultImplementation(of variable: VariableDeclSyntax, in source: SourceText)
    -> Result<String, Refusal>
  {
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let type = binding.typeAnnotation?.type
    else {
      return .failure(
        Refusal(
          reason: "@objc optional var \(variable.bindings.trimmedDescription) declares several "
            + "properties or none with a type: write its default by hand"))
    }
    let prefix = staticPrefix(variable.modifiers)
    let typeText =
      isOptional(type) ? type.trimmedDescription : optionalText(type.trimmedDescription, type)
    return .success("\(prefix)var \(binding.pattern.trimmedDescription): \(typeText) { nil }")
  }

  // An optional requirement of a non-optional type `T` is read as `T?` on iOS (`p.x`,
  // `p.f?()` give nil when the conformer lacks it). The Linux copy declares it as `T?` with a
  // nil default, so callers compile and behave alike. A conformer must then declare it as
  // `T?` too: one declaring `T` is no longer its witness (docs/migration.md lists this).

  /// The edit that makes the requirement's `type` optional.
  private static func optionalized(_ type: TypeSyntax) -> Edit {
    Edit(range: range(of: Syntax(type)), text: optionalText(type.trimmedDescription, type))
  }

  /// `T?`, or `(T)?` for a type that `?` would not apply to as a whole.
  private static func optionalText(_ text: String, _ type: TypeSyntax) -> String {
    let isSimple =
      type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self)
      || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
      || type.is(TupleTypeSyntax.self)
    return isSimple ? "\(text)?" : "(\(text))?"
  }

  private static func isOptionalRequirement(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
  }

  private static func isVoid(_ type: TypeSyntax) -> Bool {
    ["Void", "()"].contains(type.trimmedDescription)
  }

  private static func isOptional(_ type: TypeSyntax) -> Bool {
    type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
  }

  private static func staticPrefix(_ modifiers: DeclModifierListSyntax) -> String {
    modifiers.contains { $0.name.tokenKind == .keyword(.static) } ? "static " : ""
  }

  private static func range(of node: Syntax) -> Range<Int> {
    SelectorRewrite.range(of: node)
  }
}
