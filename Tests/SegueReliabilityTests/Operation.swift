import Foundation

/// One step of a random session: a public entry point of the transition system, input, or
/// time. Plain data, so that a failing sequence can be printed, replayed and shrunk.
enum Operation: Hashable, Sendable, CustomStringConvertible {
  /// How a presentation is made.
  enum Style: String, Hashable, Sendable, CaseIterable {
    case fullScreen, crossDissolve, overFullScreen, custom
    /// Custom, with the presented controller setting its transitioning delegate and style in
    /// its `viewDidLoad` (a tolerance session's step: UIKit loads the view first).
    case customSetInViewDidLoad
    /// A page sheet at the large detent; one with the medium detent too, starting there; a
    /// form sheet; a page sheet that refuses to be swiped away (`isModalInPresentation`).
    case pageSheet, mediumSheet, formSheet, modalSheet
    /// `preferredTransition = .zoom` out of the presenter's tile.
    case zoom

    /// The styles the model's random sessions draw from.
    static let modelStyles: [Style] = [
      .fullScreen, .crossDissolve, .overFullScreen, .custom, .pageSheet, .mediumSheet,
      .formSheet, .modalSheet, .zoom,
    ]

    var isSheet: Bool { [.pageSheet, .mediumSheet, .formSheet, .modalSheet].contains(self) }
  }

  /// A push; with `preferredTransition = .zoom` out of the top controller's tile when `zoom`.
  case push(animated: Bool, zoom: Bool = false)
  case pop(animated: Bool)
  case popToRoot(animated: Bool)
  /// An interactive pop driven to `progress` (per mille), then finished or cancelled.
  case interactivePop(progress: Int, finish: Bool)
  case present(Style, animated: Bool)
  /// The top presented controller dismisses itself.
  case dismissTop(animated: Bool)
  /// The tab bar controller dismisses everything it presents.
  case dismissAll(animated: Bool)
  /// The selected tab's top controller presents over the tab (`.overCurrentContext`, the
  /// tab's navigation controller defining the context), or in its place (`.currentContext`
  /// when `current`).
  case presentInContext(animated: Bool, current: Bool = false)
  /// The current tab's context presentation is dismissed.
  case dismissContext(animated: Bool)
  case select(tab: Int)
  /// The top sheet changes detent in `animateChanges` (or without, when not `animated`).
  case sheetDetent(medium: Bool, animated: Bool)
  /// A finger swipes the top sheet down far and fast (`finish`) or a little and lets go.
  case swipeSheet(finish: Bool)
  /// A finger swipes the top zoomed controller (pushed or presented) down far and fast
  /// (`finish`) or a little and lets go.
  case swipeZoom(finish: Bool)
  /// A finger swipes from the left edge of the selected tab's navigation controller: across
  /// and flung (`finish`, the built-in pop) or a little and let go (cancelled).
  case swipeBack(finish: Bool)
  /// A step of the split view and collection side world (SideWorld.swift).
  case side(SideStep)
  case rotate
  /// The device's appearance switched (`Stage.userInterfaceStyle`).
  case appearance(dark: Bool)
  /// `View.animate` on the top probe's view with a completion.
  case animate(milliseconds: Int)
  /// Time moves on frame by frame (milliseconds).
  case advance(milliseconds: Int)
  /// Time jumps, one frame at the end, as after a stall (seconds).
  case jump(seconds: Int)
  /// Time runs until nothing runs; then the whole model is checked.
  case settle

  var description: String {
    switch self {
    case .push(let animated, let zoom): ".push(animated: \(animated)\(zoom ? ", zoom: true" : ""))"
    case .pop(let animated): ".pop(animated: \(animated))"
    case .popToRoot(let animated): ".popToRoot(animated: \(animated))"
    case .interactivePop(let progress, let finish):
      ".interactivePop(progress: \(progress), finish: \(finish))"
    case .present(let style, let animated): ".present(.\(style), animated: \(animated))"
    case .dismissTop(let animated): ".dismissTop(animated: \(animated))"
    case .dismissAll(let animated): ".dismissAll(animated: \(animated))"
    case .presentInContext(let animated, let current):
      ".presentInContext(animated: \(animated)\(current ? ", current: true" : ""))"
    case .dismissContext(let animated): ".dismissContext(animated: \(animated))"
    case .select(let tab): ".select(tab: \(tab))"
    case .sheetDetent(let medium, let animated):
      ".sheetDetent(medium: \(medium), animated: \(animated))"
    case .swipeSheet(let finish): ".swipeSheet(finish: \(finish))"
    case .swipeZoom(let finish): ".swipeZoom(finish: \(finish))"
    case .swipeBack(let finish): ".swipeBack(finish: \(finish))"
    case .side(let step): ".side(\(step))"
    case .rotate: ".rotate"
    case .appearance(let dark): ".appearance(dark: \(dark))"
    case .animate(let milliseconds): ".animate(milliseconds: \(milliseconds))"
    case .advance(let milliseconds): ".advance(milliseconds: \(milliseconds))"
    case .jump(let seconds): ".jump(seconds: \(seconds))"
    case .settle: ".settle"
    }
  }

  /// A random operation, weighted towards what users do most.
  static func random(using random: inout SeededRandom) -> Operation {
    let animated = random.chance(0.8)
    return random.weighted([
      (11, .push(animated: animated)),
      (3, .push(animated: animated, zoom: true)),
      (8, .pop(animated: animated)),
      (2, .popToRoot(animated: animated)),
      (
        5,
        .interactivePop(
          progress: Int.random(in: 0...1000, using: &random), finish: random.chance(0.5))
      ),
      (
        8,
        .present(
          Style.modelStyles.randomElement(using: &random) ?? .fullScreen, animated: animated)
      ),
      (6, .dismissTop(animated: animated)),
      (2, .dismissAll(animated: animated)),
      (3, .presentInContext(animated: animated, current: random.chance(0.5))),
      (3, .dismissContext(animated: animated)),
      (6, .select(tab: Int.random(in: 0..<World.tabCount, using: &random))),
      (3, .sheetDetent(medium: random.chance(0.5), animated: random.chance(0.7))),
      (3, .swipeSheet(finish: random.chance(0.6))),
      (3, .swipeZoom(finish: random.chance(0.6))),
      (4, .swipeBack(finish: random.chance(0.5))),
      (10, .side(SideStep.random(using: &random))),
      (3, .rotate),
      (2, .appearance(dark: random.chance(0.5))),
      (4, .animate(milliseconds: [0, 100, 300, 1000].randomElement(using: &random) ?? 0)),
      (
        20,
        .advance(
          milliseconds: [0, 16, 50, 100, 250, 500, 2000].randomElement(using: &random) ?? 0)
      ),
      (2, .jump(seconds: [5, 60, 3600, 259_200].randomElement(using: &random) ?? 5)),
      (6, .settle),
    ])
  }
}
