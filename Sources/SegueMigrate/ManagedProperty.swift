import SwiftSyntax

/// The Linux copy of an `@NSManaged` layer property: Segue's custom animatable property, a
/// number stored under its name (`Layer.animatableValue(forKey:)`), which animates when the
/// layer's `needsDisplay(forKey:)` names it, as the iOS pattern always does.
///
/// `@NSManaged var progress: CGFloat` becomes
///
///     var progress: CGFloat {
///       get { animatableValue(forKey: "progress") }
///       set { setAnimatableValue(newValue, forKey: "progress") }
///     }
enum ManagedProperty {
  /// The number types Segue's custom properties hold.
  static let numberTypes: Set<String> = ["CGFloat", "Double", "Float"]

  static func linuxText(for variable: VariableDeclSyntax, in source: SourceText) -> Result<
    String, Refusal
  > {
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type.trimmedDescription,
      binding.accessorBlock == nil, binding.initializer == nil
    else {
      return .failure(Refusal(reason: "@NSManaged on a declaration other than `var name: Type`"))
    }
    guard numberTypes.contains(type) else {
      return .failure(
        Refusal(
          reason: "@NSManaged property '\(name)' of type \(type): Segue's custom animatable "
            + "properties are numbers (CGFloat, Double, Float)"))
    }
    let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
      .filter { !["NSManaged", "objc"].contains(ObjCOnly.name(of: $0)) }
      .map { $0.trimmedDescription + " " }.joined()
    // `dynamic` means Objective-C dispatch, which the accessors replace.
    let modifiers = variable.modifiers.filter { $0.name.tokenKind != .keyword(.dynamic) }
      .map { $0.trimmedDescription + " " }.joined()
    let start = variable.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent = source.string(source.lineStart(start)..<start)
    let unit = source.indentUnit
    return .success(
      "\(attributes)\(modifiers)var \(name): \(type) {\n"
        + "\(indent)\(unit)get { animatableValue(forKey: \"\(name)\") }\n"
        + "\(indent)\(unit)set { setAnimatableValue(newValue, forKey: \"\(name)\") }\n"
        + "\(indent)}")
  }
}
