import Foundation
import SegueLayers

/// The base of views that turn touches into actions (`UIControl`): buttons and, later,
/// switches, sliders…
///
/// Actions are registered two ways. Target–action, as UIKit's, with a method reference in
/// place of a selector: `button.addTarget(self, action: Self.tapped, for: .touchUpInside)`
/// where `func tapped(_ sender: Button)` (or `tapped()`, or `tapped(_:event:)`); the target is
/// held weakly, so a target that went away is skipped (and forgotten) and never crashes. And
/// iOS 14's closures, `addAction(_:for:)`, held strongly. `sendActions(for:)` runs the
/// registrations whose events intersect, in the order they were added. Touches are tracked
/// as UIKit does (Control+Tracking.swift): `.touchDown`, drags in and out, `.touchUpInside`
/// (with `.primaryActionTriggered`) or `.touchUpOutside`, `.touchCancel`.
@preconcurrency @MainActor
open class Control: View {
  /// Whether the control reacts to touches (default true); false adds `.disabled` to `state`.
  open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
  /// Whether the control is selected (default false).
  open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
  /// Whether a touch is down inside the control (default false).
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }

  /// The current state, from `isEnabled`, `isSelected` and `isHighlighted`.
  open var state: State {
    var state: State = .normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Called when `state` changed; subclasses refresh their look. The default does nothing.
  open func stateDidChange() {}

  /// Whether a touch that began in the control is being tracked (`isTracking`).
  public internal(set) var isTracking = false
  /// Whether the tracked touch is inside the control's tracking area (`isTouchInside`).
  public internal(set) var isTouchInside = false

  open override func touchesBegan(_ touches: Set<Touch>, with event: SegueUI.Event?) {
    guard trackBegan(touches, with: event) else { return super.touchesBegan(touches, with: event) }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: SegueUI.Event?) {
    guard trackMoved(touches, with: event) else { return super.touchesMoved(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: SegueUI.Event?) {
    guard trackEnded(touches, with: event) else { return super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: SegueUI.Event?) {
    guard trackCancelled(with: event) else { return super.touchesCancelled(touches, with: event) }
  }

  private enum Handler {
    case target(TargetAction)
    case action(ControlAction)
  }
  private var registrations: [(events: Event, handler: Handler)] = []

  // The `addTarget` methods are final: with the class `@preconcurrency`, Swift 6.3 mangles
  // their `@MainActor` closure parameters without the isolation where it defines them but
  // with it in a subclass's vtable, which then fails to link (a compiler bug). UIKit
  // subclasses do not override `addTarget`.

  /// Registers `action`, a method of `target` taking no argument, for `controlEvents`
  /// (`addTarget(_:action:for:)`): `button.addTarget(self, action: Self.tapped, for:
  /// .touchUpInside)`. `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class.
  public final func addTarget<Target>(
    _ target: AnyObject, action: @escaping @MainActor (Target) -> () -> Void,
    for controlEvents: Event
  ) {
    register(TargetAction(target: target, action: action), for: controlEvents)
  }

  /// Registers `action`, a method of `target` taking the sender, for `controlEvents`
  /// (`func tapped(_ sender: Button)`); `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class and this control a
  ///   `Sender`.
  public final func addTarget<Target, Sender>(
    _ target: AnyObject, action: @escaping @MainActor (Target) -> (Sender) -> Void,
    for controlEvents: Event
  ) {
    register(TargetAction(target: target, sender: self, action: action), for: controlEvents)
  }

  /// Registers `action`, a method of `target` taking the sender and the event, for
  /// `controlEvents`; `target` is held weakly.
  /// - Precondition: `target` is an instance of the method's class and this control a
  ///   `Sender`.
  public final func addTarget<Target, Sender>(
    _ target: AnyObject, action: @escaping @MainActor (Target) -> (Sender, SegueUI.Event?) -> Void,
    for controlEvents: Event
  ) {
    register(TargetAction(target: target, sender: self, action: action), for: controlEvents)
  }

  /// Removes the target–action registrations of `target` (nil: of every target) for the
  /// events in `controlEvents` (`removeTarget(_:action:for:)` with a nil action; method
  /// references cannot be compared, so all of the target's actions for those events go).
  public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
    registrations = registrations.compactMap { registration in
      guard case .target(let targetAction) = registration.handler,
        target == nil || targetAction.target === target
      else { return registration }
      let remaining = registration.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : (remaining, registration.handler)
    }
  }

  /// The targets still alive, in registration order, without duplicates.
  public var allTargets: [AnyObject] {
    var targets: [AnyObject] = []
    for case (_, .target(let targetAction)) in registrations {
      if let object = targetAction.target, !targets.contains(where: { $0 === object }) {
        targets.append(object)
      }
    }
    return targets
  }

  /// Creates a control occupying `frame` that runs `primaryAction`, if any, for
  /// `.primaryActionTriggered` (`init(frame:primaryAction:)`, iOS 14).
  public convenience init(frame: CGRect, primaryAction: ControlAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Registers a closure action for `controlEvents` (`addAction(_:for:)`), held strongly.
  public func addAction(_ action: ControlAction, for controlEvents: Event) {
    registrations.append((controlEvents, .action(action)))
  }

  /// Removes `action` for the events in `controlEvents`.
  public func removeAction(_ action: ControlAction, for controlEvents: Event) {
    removeActions(for: controlEvents) { $0 === action }
  }

  /// Removes the actions with `identifier` for the events in `controlEvents`.
  public func removeAction(
    identifiedBy identifier: ControlAction.Identifier, for controlEvents: Event
  ) {
    removeActions(for: controlEvents) { $0.identifier == identifier }
  }

  /// Runs every registration whose events intersect `controlEvents`, in registration order
  /// (`sendActions(for:)`); registrations whose target is gone are skipped and dropped.
  public func sendActions(for controlEvents: Event) {
    sendActions(for: controlEvents, with: nil)
  }

  /// As `sendActions(for:)`, passing `event` to actions that take one.
  public func sendActions(for controlEvents: Event, with event: SegueUI.Event?) {
    registrations.removeAll { registration in
      if case .target(let targetAction) = registration.handler { return !targetAction.isAlive }
      return false
    }
    for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
      switch registration.handler {
      case .target(let targetAction):
        targetAction.send(from: self, event: event)
      case .action(let action):
        action.perform(from: self)
      }
    }
  }

  /// Runs `action` as if this control sent it (`sendAction(_:)`).
  public func sendAction(_ action: ControlAction) {
    action.perform(from: self)
  }

  private func register(_ targetAction: TargetAction, for controlEvents: Event) {
    registrations.append((controlEvents, .target(targetAction)))
  }

  private func removeActions(for controlEvents: Event, where matches: (ControlAction) -> Bool) {
    registrations = registrations.compactMap { registration in
      guard case .action(let action) = registration.handler, matches(action) else {
        return registration
      }
      let remaining = registration.events.subtracting(controlEvents)
      return remaining.isEmpty ? nil : (remaining, registration.handler)
    }
  }
}
