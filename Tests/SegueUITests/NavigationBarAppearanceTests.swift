import Foundation
import SegueGeometry
import SegueTesting
import Testing

@testable import SegueUI

/// The bar's background colour: `barTintColor` and `standardAppearance`, checked in rendered
/// frames. The reference has no entry for bars; the facts are Apple's documentation:
/// `barTintColor` is "the tint color to apply to the navigation bar background" (made
/// translucent while `isTranslucent`, which Segue does not draw: high for the colour),
/// `UINavigationBarAppearance.backgroundColor` is drawn over the configuration's background
/// and a transparent configuration draws no background and no shadow (high), and an
/// appearance's colour covers the legacy `barTintColor` (medium: observed, iOS 13 and later).
@MainActor
@Suite("NavigationBar: barTintColor and standardAppearance")
struct NavigationBarAppearanceTests {
  private static let red = Color(red: 1, green: 0, blue: 0)
  private static let blue = Color(red: 0, green: 0, blue: 1)

  /// A navigation controller over a blue root on an iPhone 15 Pro (no system chrome drawn).
  private func makeShown() -> (Stage, NavigationBar) {
    let root = ViewController()
    root.title = "Title"
    root.view.backgroundColor = Self.blue
    let navigation = NavigationController(rootViewController: root)
    let stage = Stage(device: .iPhone15Pro, rootViewController: navigation)
    stage.advance(by: 0)
    return (stage, navigation.navigationBar)
  }

  /// The colour drawn at `y` points near the bar's left edge (clear of the back button and
  /// title), at 1×.
  private func colour(at y: Int, in stage: Stage) throws -> [UInt8] {
    stage.advance(by: 0)
    let pixel = try stage.render(scale: 1).pixel(x: 4, y: y)
    return [pixel.r, pixel.g, pixel.b]
  }

  @Test func barTintColorFillsTheBarUnderTheStatusBarToo() throws {
    let (stage, bar) = makeShown()
    let inBar = Int(bar.frame.maxY) - 6
    let defaultGrey = try colour(at: inBar, in: stage)
    // The default stand-in, Color(white: 0.97): 247.35 of 255, within the renderer's rounding.
    #expect(defaultGrey.allSatisfy { (247...248).contains($0) }, "\(defaultGrey)")
    bar.barTintColor = Self.red
    #expect(try colour(at: inBar, in: stage) == [255, 0, 0])
    #expect(try colour(at: 10, in: stage) == [255, 0, 0], "behind the status bar")
    bar.barTintColor = nil
    #expect(try colour(at: inBar, in: stage) == defaultGrey)
  }

  @Test func anAppearancesBackgroundColorCoversBarTintColor() throws {
    let (stage, bar) = makeShown()
    let inBar = Int(bar.frame.maxY) - 6
    bar.barTintColor = Self.red
    let appearance = NavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = Color(red: 0, green: 1, blue: 0)
    bar.standardAppearance = appearance
    #expect(try colour(at: inBar, in: stage) == [0, 255, 0])
    // The bar holds a copy, as UIKit's (`@NSCopying`): changing the original changes nothing.
    appearance.backgroundColor = Self.blue
    #expect(try colour(at: inBar, in: stage) == [0, 255, 0])
    // The bar's own appearance changes the bar; without a colour, the tint shows again.
    bar.standardAppearance.backgroundColor = nil
    bar.standardAppearance.configureWithDefaultBackground()
    #expect(try colour(at: inBar, in: stage) == [255, 0, 0])
  }

  @Test func aTransparentAppearanceShowsTheContentAndNoHairline() throws {
    let (stage, bar) = makeShown()
    let appearance = NavigationBarAppearance()
    appearance.configureWithTransparentBackground()
    bar.standardAppearance = appearance
    #expect(try colour(at: Int(bar.frame.maxY) - 6, in: stage) == [0, 0, 255])
    #expect(bar.separator.isHidden)
    bar.standardAppearance.configureWithOpaqueBackground()
    #expect(try colour(at: Int(bar.frame.maxY) - 6, in: stage) == [255, 255, 255])
    #expect(!bar.separator.isHidden)
  }
}
