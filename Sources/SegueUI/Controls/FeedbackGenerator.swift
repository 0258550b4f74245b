import Foundation

/// Haptic feedback (`UIFeedbackGenerator`): a transition's tap of the Taptic Engine as a card
/// opens or a sheet snaps to a detent.
///
/// Segue's screens have no haptic engine, so, as on an iOS device without one, nothing is
/// felt; each generator keeps what it was asked to play (`played`), and so does the current
/// stage with the time (`Stage.playedFeedback`: a one-line
/// `UIImpactFeedbackGenerator(style: .light).impactOccurred()` leaves no generator to ask), so
/// that a test can check the feedback a transition gives.
@preconcurrency @MainActor
open class FeedbackGenerator {
  /// One piece of feedback asked for.
  public enum Feedback: Equatable, Sendable {
    /// `impactOccurred(intensity:)` (1 for `impactOccurred()`) of a generator of `style`.
    case impact(ImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
    /// `selectionChanged()`.
    case selectionChanged
    /// `notificationOccurred(_:)`.
    case notification(NotificationFeedbackGenerator.FeedbackType)
  }

  /// What this generator was asked to play, oldest first (Segue's; see the type's note).
  public private(set) var played: [Feedback] = []
  /// How many times `prepare()` was called (Segue's).
  public private(set) var preparations = 0

  public init() {}

  /// Readies the engine to play with less latency (`prepare()`).
  open func prepare() { preparations += 1 }

  func play(_ feedback: Feedback) {
    played.append(feedback)
    if let stage = Stage.current {
      stage.playedFeedback.append(Stage.PlayedFeedback(time: stage.time, feedback: feedback))
    }
  }
}

extension Stage {
  /// Haptic feedback played while the stage was current, at its time (`FeedbackGenerator`).
  public struct PlayedFeedback: Equatable, Sendable {
    /// The stage time, seconds.
    public var time: Double
    /// What was played.
    public var feedback: FeedbackGenerator.Feedback

    /// `feedback` played at stage time `time`.
    public init(time: Double, feedback: FeedbackGenerator.Feedback) {
      self.time = time
      self.feedback = feedback
    }
  }
}

/// Feedback for a collision or a snap into place (`UIImpactFeedbackGenerator`).
@preconcurrency @MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
  /// The mass of the collision (`UIImpactFeedbackGenerator.FeedbackStyle`).
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The generator's style.
  public let style: FeedbackStyle

  /// A generator of `style` (`init(style:)`).
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A medium generator (`init()`).
  public override convenience init() { self.init(style: .medium) }

  /// Plays an impact (`impactOccurred()`).
  open func impactOccurred() { impactOccurred(intensity: 1) }

  /// Plays an impact of `intensity`, 0…1, clamped (`impactOccurred(intensity:)`).
  open func impactOccurred(intensity: CGFloat) {
    let clamped = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
    play(.impact(style, intensity: clamped))
  }
}

/// Feedback for a change of selection (`UISelectionFeedbackGenerator`).
@preconcurrency @MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
  /// Plays a selection tick (`selectionChanged()`).
  open func selectionChanged() { play(.selectionChanged) }
}

/// Feedback for a task's outcome (`UINotificationFeedbackGenerator`).
@preconcurrency @MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
  /// The outcome (`UINotificationFeedbackGenerator.FeedbackType`).
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Plays the feedback of `type` (`notificationOccurred(_:)`).
  open func notificationOccurred(_ type: FeedbackType) { play(.notification(type)) }
}
