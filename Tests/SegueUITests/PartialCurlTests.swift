import Foundation
import SegueGeometry
import SegueLayers
import SegueTesting
import Testing

@testable import SegueUI

@MainActor
@Suite("Modal partial curl")
struct PartialCurlTests {
  static let green = Color(red: 0, green: 0.8, blue: 0)

  /// A presented controller: green, with a white band from y = 500 down (its topmost subview).
  final class Options: ViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = PartialCurlTests.green
      let band = View(frame: CGRect(x: 0, y: 500, width: 393, height: 352))
      band.backgroundColor = Color(white: 1)
      view.addSubview(band)
    }
  }

  private func presented(animated: Bool = true) -> (Stage, ViewController, Options) {
    let root = ViewController()
    let stage = Stage(device: .iPhone15Pro, rootViewController: root)
    stage.showsSystemChrome = false
    root.view.backgroundColor = .red
    let options = Options()
    options.modalPresentationStyle = .fullScreen
    options.modalTransitionStyle = .partialCurl
    root.present(options, animated: animated)
    stage.advance(by: 0)
    stage.advance(by: animated ? 0.6 : 0)
    stage.advance(by: 0)
    return (stage, root, options)
  }

  @Test func thePageCurlsUpToUncoverTheTopmostSubviewAndStays() throws {
    let (stage, root, options) = presented()
    #expect(options.presentingController === root)
    #expect(root.view.window == nil, "a full-screen presentation takes the presenter's view off")
    let page = try #require(options.view.superview?.subviews.last as? PartialCurlView)
    #expect(page.revealedTop == 500)
    let bitmap = try stage.render(scale: 1)
    // Below 500 the presented view shows (white), nothing of the page: at most the soft
    // shadow next to the curl darkens it (grey, by less than the shadow's 0.35), and from
    // 100 pt (half the radius) below the top of the band it is untouched.
    for y in stride(from: 500, to: 852, by: 7) {
      for x in stride(from: 0, to: 393, by: 7) {
        let p = bitmap.pixel(x: x, y: y)
        #expect(p.r == p.g && p.g == p.b && p.r >= 165, "(\(x), \(y)): \(p)")
        if y >= 600 { #expect(p.r == 255, "(\(x), \(y)): \(p)") }
      }
    }
    // … just above it the curl (or its shadow) covers part of each row, and higher up the
    // presenter's red page is still there.
    let row = (0..<393).map { bitmap.pixel(x: $0, y: 470) }
    #expect(row.contains { $0 != (0, 204, 0, 255) })
    let top = bitmap.pixel(x: 50, y: 20)
    #expect(top.r > 200 && top.g < 30, "\(top)")
  }

  @Test func aTapOnThePageDismissesATapBelowDoesNot() {
    let (stage, root, options) = presented()
    stage.tap(at: CGPoint(x: 200, y: 700))
    stage.advance(by: 1)
    #expect(root.presentedViewController === options, "the revealed part belongs to the options")
    stage.tap(at: CGPoint(x: 200, y: 100))
    stage.advance(by: 0.3)
    #expect(options.isBeingDismissed)
    stage.advance(by: 0.5)
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === stage.window)
    #expect(stage.window.subviews.allSatisfy { !($0 is TransitionContainerView) })
  }

  @Test func notAnimatedThePageIsCurledAtOnce() throws {
    let (stage, _, options) = presented(animated: false)
    let page = try #require(options.view.superview?.subviews.last as? PartialCurlView)
    #expect(page.curlLayer.curlTime > 0)
    #expect(page.curlLayer.animationKeys() == nil)
    _ = stage
  }

  @Test func aControllerPresentedWithAPartialCurlCannotPresent() {
    let (stage, _, options) = presented()
    var messages: [String] = []
    stage.window.diagnostics = { messages.append($0) }
    options.present(ViewController(), animated: false)
    stage.advance(by: 0.1)
    #expect(options.presentedViewController == nil)
    #expect(messages.contains { $0.contains(".partialCurl") }, "\(messages)")
  }
}
