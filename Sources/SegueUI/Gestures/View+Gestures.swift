import Foundation

extension View {
  /// The recognizers attached to the view (`gestureRecognizers`), nil when there is none.
  /// Setting it replaces them all.
  public var gestureRecognizers: [GestureRecognizer]? {
    get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
    set {
      for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` (`addGestureRecognizer(_:)`): it will see the touches that
  /// begin on this view or its descendants. The view holds it strongly; a recognizer attached
  /// to another view moves here.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if gestureRecognizer.view === self { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    attachedGestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` (`removeGestureRecognizer(_:)`); an active one is cancelled
  /// first, a possible one with touches fails.
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    switch gestureRecognizer.state {
    case .began, .changed: gestureRecognizer.state = .cancelled
    case .possible where !gestureRecognizer.trackedTouches.isEmpty:
      gestureRecognizer.state = .failed
    default: break
    }
    gestureRecognizer.resetNow()
    attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
