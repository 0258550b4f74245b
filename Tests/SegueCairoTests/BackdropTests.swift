import Foundation
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueCairo

@Suite("Backdrop blur")
struct BackdropTests {
  /// A 60×40 canvas, red on the left half and blue on the right, with a backdrop node over
  /// (10, 10, 40, 20).
  private func scene(blurRadius: CGFloat, opacity: Double = 1) -> DisplayList {
    var red = DisplayNode(name: "red", bounds: CGRect(x: 0, y: 0, width: 30, height: 40))
    red.backgroundColor = Color(red: 1, green: 0, blue: 0)
    var blue = DisplayNode(
      name: "blue", bounds: CGRect(x: 0, y: 0, width: 30, height: 40),
      transform: Transform3D(translationX: 30, y: 0, z: 0))
    blue.backgroundColor = Color(red: 0, green: 0, blue: 1)
    var glass = DisplayNode(
      name: "glass", bounds: CGRect(x: 0, y: 0, width: 40, height: 20),
      transform: Transform3D(translationX: 10, y: 10, z: 0), opacity: opacity)
    glass.backdrop = Backdrop(blurRadius: blurRadius)
    return DisplayList(size: CGSize(width: 60, height: 40), nodes: [red, blue, glass])
  }

  private func close(
    _ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (UInt8, UInt8, UInt8, UInt8),
    within t: Int = 2
  )
    -> Bool
  {
    abs(Int(a.r) - Int(b.0)) <= t && abs(Int(a.g) - Int(b.1)) <= t && abs(Int(a.b) - Int(b.2)) <= t
      && abs(Int(a.a) - Int(b.3)) <= t
  }

  @Test func blursAcrossTheBoundaryAndNowhereElse() throws {
    let frame = try CairoRenderer().render(scene(blurRadius: 3), scale: 1)
    // Outside the backdrop: untouched.
    #expect(frame.pixel(x: 29, y: 5) == (255, 0, 0, 255))
    #expect(frame.pixel(x: 30, y: 35) == (0, 0, 255, 255))
    // Inside, far (> 3σ) from the boundary: the same colours, also at the backdrop's own
    // edge (the capture's margin keeps the blur from darkening it).
    #expect(close(frame.pixel(x: 12, y: 20), (255, 0, 0, 255)))
    #expect(close(frame.pixel(x: 10, y: 10), (255, 0, 0, 255)))
    #expect(close(frame.pixel(x: 48, y: 29), (0, 0, 255, 255)))
    // At the boundary the two colours mix, about half and half.
    let mixed = frame.pixel(x: 30, y: 20)
    #expect(mixed.r > 70 && mixed.b > 70 && mixed.a == 255, "\(mixed)")
    let unblurred = try CairoRenderer().render(scene(blurRadius: 0), scale: 1)
    #expect(unblurred.pixel(x: 30, y: 20) == (0, 0, 255, 255))
  }

  @Test func aLargeBlurAtHighScaleIsComputedReducedAndStillMixesWidely() throws {
    // σ = 8 pt at 3× is 24 device pixels: computed at 1/8 resolution.
    let frame = try CairoRenderer().render(scene(blurRadius: 8), scale: 3)
    let left = frame.pixel(x: 3 * 27, y: 60)
    let right = frame.pixel(x: 3 * 33, y: 60)
    #expect(left.r > left.b && left.b > 40, "3 pt from the boundary both colours show: \(left)")
    #expect(right.b > right.r && right.r > 40, "\(right)")
    #expect(frame.pixel(x: 3 * 5, y: 3 * 5) == (255, 0, 0, 255))
  }

  @Test func opacityBlendsTheBlurWithWhatIsBehind() throws {
    let full = try CairoRenderer().render(scene(blurRadius: 3), scale: 1).pixel(x: 30, y: 20)
    let half = try CairoRenderer().render(scene(blurRadius: 3, opacity: 0.5), scale: 1).pixel(
      x: 30, y: 20)
    // Behind is pure blue there; half the blur's red shows.
    #expect(abs(Int(half.r) - Int(full.r) / 2) <= 2, "\(half) vs \(full)")
  }

  @Test func isDeterministic() throws {
    let a = try CairoRenderer().render(scene(blurRadius: 5), scale: 2)
    let b = try CairoRenderer().render(scene(blurRadius: 5), scale: 2)
    #expect(a == b)
  }
}
