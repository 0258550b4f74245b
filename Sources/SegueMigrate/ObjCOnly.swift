import SwiftSyntax

/// What the Linux compiler refuses and where it stays allowed.
enum ObjCOnly {
  /// Attributes that need the Objective-C runtime (`@IBAction` and `@IBOutlet` imply `@objc`:
  /// Linux rejects an `@IBOutlet` of a class type and an `@IBAction` without a sender).
  static let attributes: Set<String> = ["objc", "objcMembers", "IBAction", "IBOutlet"]

  /// Apple frameworks whose names transition code uses and SegueUIKit provides on Linux:
  /// an `import` of one becomes `import SegueUIKit` there.
  static let appleFrameworks: Set<String> = [
    "UIKit", "QuartzCore", "CoreGraphics", "AVFoundation",
  ]

  /// Conditions under which code is compiled only where Objective-C exists: nothing inside
  /// such a clause is rewritten, which also makes a second run change nothing.
  static let appleOnlyConditions: Set<String> = [
    "canImport(ObjectiveC)", "canImport(UIKit)", "canImport(AppKit)", "canImport(Darwin)",
    "os(iOS)", "os(macOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "_runtime(_ObjC)",
  ]

  /// Whether `clause` is an `#if`/`#elseif` that only Apple platforms compile.
  static func isAppleOnly(_ clause: IfConfigClauseSyntax) -> Bool {
    guard clause.poundKeyword.tokenKind != .poundElse, let condition = clause.condition else {
      return false
    }
    let text = condition.trimmedDescription.filter { !$0.isWhitespace }
    return appleOnlyConditions.contains(text)
  }

  /// The name of an attribute (`objc` for `@objc(name)`).
  static func name(of attribute: AttributeSyntax) -> String {
    attribute.attributeName.trimmedDescription
  }

  /// Whether `modifiers` contain `optional` (an `@objc optional` requirement).
  static func isOptional(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
  }

  /// The names of the `@objc optional` requirements declared in `tree`, including those
  /// already inside `#if canImport(ObjectiveC)`, so that call sites in other files are found.
  static func optionalRequirementNames(in tree: SourceFileSyntax) -> Set<String> {
    final class Collector: SyntaxVisitor {
      var names: Set<String> = []
      override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if ObjCOnly.isOptional(node.modifiers) { names.insert(node.name.text) }
        return .skipChildren
      }
      override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if ObjCOnly.isOptional(node.modifiers) {
          for binding in node.bindings { names.insert(binding.pattern.trimmedDescription) }
        }
        return .skipChildren
      }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.names
  }
}
