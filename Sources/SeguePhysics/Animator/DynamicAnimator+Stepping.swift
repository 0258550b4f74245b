import CBox2D
import Foundation
import SegueGeometry

extension DynamicAnimator {
  /// Advances the simulation to the host's clock `time`, in seconds.
  ///
  /// The first call only sets the time origin. Later calls run as many fixed steps of
  /// `timeStep` as fit in the time elapsed since the previous call; the remainder carries over
  /// to the next call, so advancing in 1/30 s or 1/120 s frames gives the same states at common
  /// times. While paused, time passes without stepping (nothing is caught up on resume).
  public func advance(to time: Double) {
    guard let previous = lastTime else {
      lastTime = time
      return
    }
    lastTime = time
    step(by: time - previous)
  }

  /// Advances the simulation by `duration` seconds of host time (see `advance(to:)`).
  public func step(by duration: Double) {
    guard duration > 0 else { return }
    if !isRunning {
      guard wantsToRun else { return }
      if needsConfiguration { configure() }
      guard !bodies.isEmpty else {
        wantsToRun = false
        return
      }
      isRunning = true
      restingSteps = 0
      accumulator = 0
      delegate?.dynamicAnimatorWillResume(self)
    }
    accumulator += duration
    // Host frame durations are sums of floating-point fractions (4 × 1/120 ≠ 1/30 exactly):
    // a nanosecond of slack keeps a 1/30 s frame at exactly four steps.
    let slack = 1e-9
    while isRunning, accumulator + slack >= Self.timeStep {
      accumulator -= Self.timeStep
      simulateOneStep()
    }
    if !isRunning { accumulator = 0 }
  }

  /// Runs one fixed step: configuration if needed, forces, Box2D, contacts, write-back,
  /// actions, rest detection.
  func simulateOneStep() {
    let bounds = referenceBounds
    if bounds != lastReferenceBounds {
      lastReferenceBounds = bounds
      needsConfiguration = true
    }
    if needsConfiguration { configure() }
    for behavior in flattenedBehaviors {
      behavior.applyForces(in: self, timeStep: Self.timeStep)
    }
    cb2_world_clear_events(world.handle)
    cb2_world_step(
      world.handle, Float(Self.timeStep), Self.velocityIterations, Self.positionIterations)
    stepCount += 1
    writeBack()
    dispatchContacts()
    for behavior in flattenedBehaviors {
      behavior.action?()
    }
    if needsConfiguration {
      // An action changed something: this is not rest.
      restingSteps = 0
    } else if everyItemIsAtRest() {
      restingSteps += 1
    } else {
      restingSteps = 0
    }
    if Double(restingSteps) * Self.timeStep >= Self.restDuration - 1e-9 {
      isRunning = false
      wantsToRun = false
      delegate?.dynamicAnimatorDidPause(self)
    }
  }

  private func writeBack() {
    for body in bodies {
      body.item.center = body.center
      body.item.transform = CGAffineTransform(rotationAngle: body.angle)
    }
  }

  private func everyItemIsAtRest() -> Bool {
    for body in bodies where !body.material.isAnchored {
      let velocity = body.linearVelocity
      if hypot(velocity.x, velocity.y) >= Self.restLinearSpeed { return false }
      if abs(body.angularVelocity) >= Self.restAngularSpeed { return false }
    }
    return true
  }

  /// Creates and removes bodies, then lets every behaviour set up its Box2D state.
  func configure() {
    needsConfiguration = false
    var list: [DynamicBehavior] = []
    for behavior in behaviors { behavior.appendTree(to: &list) }
    flattenedBehaviors = list
    var referenced = Set<ObjectIdentifier>()
    for behavior in list {
      for item in behavior.dynamicItems {
        referenced.insert(ObjectIdentifier(item))
        _ = makeBody(for: item)
      }
    }
    removeBodies(keeping: referenced)
    for body in bodies {
      body.material = Material()
      body.snapAngularDamping = 0
      body.itemMask = 0
      body.boundaryMask = 0
    }
    for behavior in list where behavior.installedWorld !== world {
      behavior.forgetInstallation()
      behavior.installedWorld = world
    }
    for behavior in list {
      behavior.configure(in: self)
    }
    for body in bodies {
      body.applyConfiguration()
    }
    for behavior in list {
      behavior.configureConstraints(in: self)
    }
  }
}
