import Foundation

// The state changes and their arbitration (see the design note in GestureRecognizer.swift).

extension GestureRecognizer {
  /// Applies a state asked for by a subclass (or by `isEnabled`).
  func request(_ new: State) {
    switch (state, new) {
    case (.possible, .possible):
      pendingState = nil
    case (.possible, .began), (.possible, .ended):
      recognize(as: new)
    case (.possible, .failed):
      fail()
    case (.began, .changed), (.changed, .changed):
      setStorage(.changed)
      sendActions()
    case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
      setStorage(new)
      sendActions()
      finished()
    case (_, .possible):
      resetNow()
    case (.failed, .failed):
      break
    default:
      preconditionFailure(
        "\(type(of: self)): illegal state change \(state) → \(new) (see GestureRecognizer.State)")
    }
  }

  /// Tries to leave `.possible` for `new` (`.began` or `.ended`).
  func recognize(as new: State) {
    guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
      fail()
      return
    }
    let others = competitors()
    for other in others where other.isActiveOrRecognized {
      if !Self.mayRunSimultaneously(self, other), other.canPrevent(self),
        canBePrevented(by: other)
      {
        fail()
        return
      }
    }
    let required = requiredFailures()
    if required.contains(where: { $0.isActiveOrRecognized }) {
      fail()
      return
    }
    if required.contains(where: { $0.state == .possible }) {
      pendingState = new
      return
    }
    pendingState = nil
    setStorage(new)
    for other in others where other.state == .possible {
      if !Self.mayRunSimultaneously(self, other), canPrevent(other),
        other.canBePrevented(by: self)
      {
        other.fail()
      }
    }
    dispatcher?.recognizerDidRecognize(self)
    sendActions()
    if new == .ended { finished() }
  }

  /// Moves to `.failed` and lets recognizers waiting for this one go on.
  func fail() {
    guard state == .possible else { return }
    pendingState = nil
    setStorage(.failed)
    dispatcher?.recognizerDidFail(self)
  }

  var isActiveOrRecognized: Bool {
    state == .began || state == .changed || state == .ended
  }

  /// Other recognizers sharing a touch with this one.
  func competitors() -> [GestureRecognizer] {
    var found: [GestureRecognizer] = []
    for touch in trackedTouches {
      for other in touch.gestureRecognizers where other !== self {
        if !found.contains(where: { $0 === other }) { found.append(other) }
      }
    }
    return found
  }

  /// The recognizers this one waits for: `require(toFail:)` plus the dynamic requirements of
  /// delegates and subclasses among the recognizers the dispatcher knows.
  func requiredFailures() -> [GestureRecognizer] {
    var found = requiredToFail.compactMap(\.recognizer)
    for other in dispatcher?.liveRecognizers ?? competitors() where other !== self {
      guard !found.contains(where: { $0 === other }) else { continue }
      let dynamic =
        delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
        || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
      if dynamic { found.append(other) }
    }
    return found
  }

  /// Re-examines a waiting recognizer after one it waits for failed or recognised.
  func reconsiderPending() {
    guard let pending = pendingState, state == .possible else { return }
    let required = requiredFailures()
    if required.contains(where: { $0.isActiveOrRecognized }) {
      fail()
    } else if !required.contains(where: { $0.state == .possible }) {
      pendingState = nil
      recognize(as: pending)
    }
  }

  static func mayRunSimultaneously(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  /// Ended, recognized or cancelled: reset once the current delivery is over.
  private func finished() {
    if let dispatcher {
      dispatcher.scheduleReset(self)
    } else {
      resetNow()
    }
  }

  /// Back to `.possible`, forgetting the touches still down (they are ignored from now on).
  func resetNow() {
    setStorage(.possible)
    pendingState = nil
    for touch in trackedTouches {
      touch.gestureRecognizers.removeAll { $0 === self }
    }
    trackedTouches.removeAll()
    reset()
  }
}
