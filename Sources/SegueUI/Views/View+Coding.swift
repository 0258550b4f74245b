import Foundation

extension View {
  /// Always fails (returns nil): Segue has no archives (storyboards, nibs) to decode a view
  /// from (`init?(coder:)`).
  ///
  /// It exists so that UIKit subclasses compile unchanged with their `required init?(coder:
  /// NSCoder)`, usually `fatalError(…)`. It is generic so that a subclass's `init?(coder:
  /// NSCoder)` is that subclass's own initializer, not an override of this one (which would
  /// need `override`); it is not `required`, so Segue subclasses need not write one; and it is
  /// a convenience initializer so that a subclass overriding `init(frame:)` still inherits
  /// `init()`, as in UIKit.
  ///
  /// Limitation: being a convenience initializer, it cannot be called as `super.init(coder:)`
  /// from a subclass's designated initializer (the compiler says "must call a designated
  /// initializer"); such code decodes from a nib, which Segue cannot do either.
  public convenience init?<Coder: NSCoder>(coder: Coder) {
    return nil
  }
}
