import Foundation

/// The thresholds of the motion lint, each with the reasoning behind it. They are tested
/// against closed forms (a linear ramp, a spring's analytic solution, a deliberate 40 pt step)
/// in SegueMotionTests, not against the lint's own output.
public enum MotionCriteria {
  /// How many samples a second the lint takes, hertz: four per 60 Hz frame, so that a change
  /// within one displayed frame is still two samples apart from its neighbours.
  public static let sampleRate: Double = 240

  /// The frame rate findings are numbered in: `segue record`'s default, hertz.
  public static let recordingFrameRate: Double = 30

  /// The smallest step that can be a jump, points: above any rounding or sub-pixel motion (a
  /// pixel is 1/3 pt at 3×, 1 pt at 1×), below any displacement a person notices as a pop.
  public static let jumpFloor: Double = 2
  /// The smallest opacity step that can be a jump: a quarter of full opacity at once.
  public static let opacityJumpFloor: Double = 0.25
  /// How many times larger than the local step a step must be to be a jump.
  ///
  /// The local step is the *second largest* step within `neighbourhood` samples on either
  /// side: the largest alone would let a jump that comes back (there and back in two samples)
  /// hide itself; the second largest still follows motion that starts or stops in the window
  /// (half the window moving) and input that moves a layer only at 60 or 30 Hz (a staircase
  /// at 240 Hz has two or more risers in the window). A smooth motion's steps change by its
  /// acceleration × dt² between samples, so three times the local step is far from anything
  /// a spring or a timing curve produces at 240 Hz. Limit: input delivered less often than
  /// at 60 Hz has one riser per window, so its first step after rest is judged against rest.
  public static let jumpRatio: Double = 3
  /// The samples on each side of a step that give its local step: one 30 fps frame.
  public static let neighbourhood = 8

  /// How much two layers of a type must overlap (intersection over union) for one to be the
  /// other's stand-in when one appears as the other vanishes (`MotionAnalysis.handOverJumps`):
  /// a card at 0.8 of its size over itself at full size shares 0.64.
  public static let handOverOverlap: Double = 0.5

  /// The shortest time a layer can be seen (or vanish) without being a flash, seconds: one
  /// frame at 30 fps, the slowest rate a recording shows.
  public static let flashDuration: Double = 1 / 30

  /// The opacity, multiplied down the tree, under which a layer counts as not shown.
  public static let shownOpacity: Double = 0.01

  /// The smallest overlap of two layers for their order to matter, square points.
  public static let overlapArea: Double = 4

  /// How long before a finger lets go the lint measures the dragged layer's velocity,
  /// seconds: three 60 Hz frames, so input delivered once a frame averages out.
  public static let releaseWindow: Double = 0.05
  /// How long after a finger lets go the lint measures the animation's velocity, seconds: two
  /// samples.
  public static let handOffWindow: Double = 2 / 240
  /// The smallest velocity change at a hand-off that is a break, points per second.
  public static let velocityBreakFloor: Double = 300
  /// The smallest velocity change at a hand-off that is a break, as a fraction of the faster
  /// of the two velocities.
  public static let velocityBreakRatio: Double = 0.5

  /// How long after the stage is idle the lint looks for leftovers, seconds: two 60 Hz
  /// frames, in which a finished transition lets go of what it held.
  public static let leftoverGrace: Double = 2 / 60

  /// How long after its nominal duration a transition may take to settle, seconds (springs
  /// and physics run past the nominal duration).
  public static let settleTimeout: Double = 5
}
