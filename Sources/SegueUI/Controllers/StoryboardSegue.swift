import Foundation

/// A transition between two controllers started by identifier (`UIStoryboardSegue`).
///
/// Segue has no storyboards: segues are registered in code on their source controller with
/// `ViewController.registerSegue(identifier:_:)`, whose closure builds the segue each time it
/// is performed. Subclass and override `perform()` for a custom segue; `ShowSegue` is the
/// storyboard's "Show" segue.
@preconcurrency @MainActor
open class StoryboardSegue {
  /// The identifier the segue was performed with (`identifier`).
  public let identifier: String?
  /// The controller the segue starts from (`source`).
  public let source: ViewController
  /// The controller the segue leads to (`destination`).
  public let destination: ViewController

  /// The closure `perform()` runs, if the segue was made with one.
  private var performHandler: (() -> Void)?

  /// Creates a segue (`init(identifier:source:destination:)`).
  public init(identifier: String?, source: ViewController, destination: ViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Creates a segue whose `perform()` runs `performHandler`
  /// (`init(identifier:source:destination:performHandler:)`).
  public convenience init(
    identifier: String?, source: ViewController, destination: ViewController,
    performHandler: @escaping () -> Void
  ) {
    self.init(identifier: identifier, source: source, destination: destination)
    self.performHandler = performHandler
  }

  /// Performs the transition (`perform()`): runs the perform handler, if any; otherwise the
  /// base class does nothing, as UIKit's.
  open func perform() {
    performHandler?()
  }
}

/// The "Show" segue: `source.show(destination, sender:)`, which pushes when the source is in
/// a navigation controller.
@preconcurrency @MainActor
open class ShowSegue: StoryboardSegue {
  /// Shows the destination from the source (sender nil: a segue has no sender of its own).
  open override func perform() {
    source.show(destination, sender: nil)
  }
}

extension ViewController {
  /// Registers the segue `identifier` on this controller (what a storyboard's segue does in
  /// Interface Builder). `makeSegue` receives the source (this controller) and the sender and
  /// returns the segue to perform, typically
  /// `ShowSegue(identifier: identifier, source: source, destination: SecondController())`.
  /// Registering an identifier again replaces the earlier registration.
  ///
  /// The closure is kept by this controller: capture the controller weakly if at all.
  public func registerSegue(
    identifier: String,
    _ makeSegue: @escaping (_ source: ViewController, _ sender: Any?) -> StoryboardSegue
  ) {
    segueFactories[identifier] = makeSegue
  }

  /// Performs the registered segue `identifier` (`performSegue(withIdentifier:sender:)`):
  /// builds it, calls `prepare(for:sender:)`, then `perform()`. As in UIKit,
  /// `shouldPerformSegue(withIdentifier:sender:)` is not consulted for a segue performed in
  /// code.
  /// - Precondition: a segue `identifier` is registered (UIKit raises "Receiver has no
  ///   segue with identifier").
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let makeSegue = segueFactories[identifier] else {
      preconditionFailure(
        "performSegue(withIdentifier:sender:): \(type(of: self)) has no segue with identifier "
          + "'\(identifier)' (register one with registerSegue(identifier:_:))")
    }
    let segue = makeSegue(self, sender)
    precondition(
      segue.source === self,
      "the segue registered for '\(identifier)' must have \(type(of: self)) as its source")
    prepare(for: segue, sender: sender)
    segue.perform()
  }
}
