import Testing

/// The minimal sequences the random sessions found, each kept as it was shrunk: they failed
/// before their fix and must pass from now on.
@Suite("Sequences random sessions found")
@MainActor
struct RegressionSequenceTests {
  nonisolated static let fixed: [[Operation]] = [
    // A push whose navigation controller left the window (a tab switch) never ended, and its
    // pushed controller got viewDidAppear off screen.
    [.push(animated: true), .select(tab: 1)],
    // A select(tab:) away and back in the middle of a push.
    [.select(tab: 2), .push(animated: true), .select(tab: 0)],
    // An animation block on a view no window shows never completed.
    [.present(.fullScreen, animated: false), .animate(milliseconds: 1000)],
    [.present(.fullScreen, animated: true), .settle, .animate(milliseconds: 300)],
    // A full-screen presentation while a push runs.
    [.push(animated: true), .present(.fullScreen, animated: true)],
    // A second dismissal queued behind the first stopped the program.
    [
      .present(.fullScreen, animated: true), .present(.custom, animated: true),
      .advance(milliseconds: 2000), .dismissTop(animated: true), .dismissTop(animated: false),
    ],
    // Presenting from a controller whose own presentation was still queued stopped the program.
    [.present(.overFullScreen, animated: true), .present(.crossDissolve, animated: true)],
    // A cancelled interactive pop whose container left the window left its layers paused, and
    // the next transition there never ended.
    [
      .push(animated: true), .advance(milliseconds: 500),
      .interactivePop(progress: 898, finish: false), .select(tab: 2), .advance(milliseconds: 0),
      .select(tab: 0),
    ],
    [
      .select(tab: 2), .push(animated: false), .interactivePop(progress: 837, finish: false),
      .select(tab: 0), .advance(milliseconds: 2000), .select(tab: 2),
    ],
    // Days of stage time: frames stepped to the same time forever.
    [.jump(seconds: 259_200), .jump(seconds: 259_200), .push(animated: true), .settle],
    // Defect 5: a tab's current-context presentation lost its container when the tab bar
    // controller changed tabs (even to the same tab) or a full-screen presentation covered
    // the tab, and got no appearance callbacks.
    [.presentInContext(animated: false), .select(tab: 2)],
    [.presentInContext(animated: true), .present(.fullScreen, animated: true)],
    [.presentInContext(animated: false), .select(tab: 2), .select(tab: 0)],
    [.presentInContext(animated: true), .select(tab: 0)],
    // The stage settled while an animation block that animated nothing (its views had left
    // the window) still had its completion queued for the next commit.
    [.presentInContext(animated: true), .dismissContext(animated: true), .select(tab: 2)],
    // A .currentContext presentation's tab left and selected again mid-presentation: the
    // covered controller appeared under it.
    [
      .select(tab: 2), .presentInContext(animated: true, current: true), .select(tab: 1),
      .select(tab: 2),
    ],
    [.presentInContext(animated: true, current: true), .select(tab: 1)],
    [.presentInContext(animated: true, current: true), .select(tab: 0)],
  ]

  @Test(arguments: fixed)
  func aSequenceThatFailedKeepsTheModel(_ operations: [Operation]) {
    let failure = Session.run(operations)
    #expect(failure == nil, "\(failure.map(\.description) ?? "")")
  }
}
