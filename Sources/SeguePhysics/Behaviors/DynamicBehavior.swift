import Foundation

/// A behaviour a dynamic animator applies to items (`UIDynamicBehavior`).
///
/// Subclass it to compose behaviours: add the concrete ones (gravity, collision, …) as
/// children with `addChildBehavior(_:)`, and use `action` for per-step work. The concrete
/// behaviours of this module are `final`; their physics lives in internal hooks that the
/// animator calls during its configuration pass and before each step.
@preconcurrency @MainActor
open class DynamicBehavior {
  /// The behaviours this one contains, in the order they were added.
  public private(set) var childBehaviors: [DynamicBehavior] = []

  /// A closure the animator calls after every simulation step (every 1/120 s of simulated
  /// time), in the order behaviours were added, parents before children.
  public var action: (() -> Void)?

  weak var parent: DynamicBehavior?
  weak var attachedAnimator: DynamicAnimator?

  /// Creates an empty behaviour.
  public init() {}

  /// The animator this behaviour (or its top-level ancestor) was added to, if any.
  public var dynamicAnimator: DynamicAnimator? {
    parent?.dynamicAnimator ?? attachedAnimator
  }

  /// Adds a child behaviour; it takes effect with this one.
  ///
  /// - Precondition: `behavior` has no parent and is not in an animator.
  public func addChildBehavior(_ behavior: DynamicBehavior) {
    precondition(
      behavior.parent == nil && behavior.attachedAnimator == nil,
      "a behaviour can belong to only one parent or animator")
    behavior.parent = self
    childBehaviors.append(behavior)
    if let animator = dynamicAnimator {
      behavior.willMove(to: animator)
      animator.setNeedsConfiguration()
    }
  }

  /// Removes a child behaviour; does nothing if it is not a child of this one.
  public func removeChildBehavior(_ behavior: DynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    if let animator = dynamicAnimator {
      behavior.willMove(to: nil)
      behavior.uninstallTree(from: animator)
      animator.setNeedsConfiguration()
    }
    childBehaviors.remove(at: index)
    behavior.parent = nil
  }

  /// Called when the behaviour is about to join (`animator` non-nil) or leave (nil) an
  /// animator; override to prepare, calling `super`.
  open func willMove(to dynamicAnimator: DynamicAnimator?) {}

  // MARK: Hooks for the animator (internal)

  /// The items whose bodies this behaviour needs, in a stable order.
  var dynamicItems: [any DynamicItem] { [] }

  /// Creates or updates Box2D state (joints, boundaries, body properties) for this behaviour;
  /// called in every configuration pass, in behaviour order.
  func configure(in animator: DynamicAnimator) {}

  /// Creates or updates joints, once every body has its final mass; called after
  /// `configure(in:)` has run for every behaviour.
  func configureConstraints(in animator: DynamicAnimator) {}

  /// Drops handles into a world that no longer exists (its animator was deallocated) without
  /// destroying them, before the behaviour is configured in another animator.
  func forgetInstallation() {}

  /// The world this behaviour's Box2D objects live in.
  weak var installedWorld: World?

  /// Applies forces and impulses for the coming step of `timeStep` seconds.
  func applyForces(in animator: DynamicAnimator, timeStep: Double) {}

  /// Destroys what `configure(in:)` created.
  func uninstall(from animator: DynamicAnimator) {}

  /// Asks the animator (if any) to reconfigure before its next step and resume.
  func setNeedsConfiguration() {
    dynamicAnimator?.setNeedsConfiguration()
  }

  /// This behaviour and its descendants, parents first.
  func appendTree(to list: inout [DynamicBehavior]) {
    list.append(self)
    for child in childBehaviors { child.appendTree(to: &list) }
  }

  func uninstallTree(from animator: DynamicAnimator) {
    uninstall(from: animator)
    for child in childBehaviors { child.uninstallTree(from: animator) }
  }
}
