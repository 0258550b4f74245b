import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import Testing

@testable import SegueUI

/// A view that counts `tintColorDidChange()`.
@MainActor
private final class TintProbe: View {
  private(set) var changes = 0
  override func tintColorDidChange() {
    super.tintColorDidChange()
    changes += 1
  }
}

@Suite("tintColor: inherited, announced, and drawn into template images")
@MainActor
struct TintTests {
  @Test func theTintIsInheritedFromTheNearestAncestorThatSetsOne() {
    let root = View()
    let middle = View()
    let leaf = View()
    root.addSubview(middle)
    middle.addSubview(leaf)
    #expect(leaf.tintColor == .systemBlue, "UIKit's default")
    root.tintColor = .red
    #expect(leaf.tintColor == .red && middle.tintColor == .red)
    middle.tintColor = .green
    #expect(leaf.tintColor == .green && root.tintColor == .red)
    middle.tintColor = nil
    #expect(leaf.tintColor == .red, "nil inherits again")
  }

  @Test func aChangeIsAnnouncedToInheritingDescendantsOnly() {
    let root = View()
    let inheriting = TintProbe()
    let own = TintProbe()
    let underOwn = TintProbe()
    root.addSubview(inheriting)
    root.addSubview(own)
    own.tintColor = .green
    own.addSubview(underOwn)
    let before = (inheriting.changes, own.changes, underOwn.changes)
    root.tintColor = .red
    #expect(inheriting.changes == before.0 + 1)
    #expect(own.changes == before.1 && underOwn.changes == before.2, "they keep green")
    let moved = TintProbe()
    root.addSubview(moved)
    #expect(moved.changes == 1, "moving under another superview changes what it inherits")
  }

  @Test func templateImagesAreDrawnInTheTint() throws {
    let symbol = try #require(Image(systemName: "plus"))
    #expect(symbol.isSymbolImage && symbol.isTemplate)
    let view = ImageView(image: symbol)
    view.tintColor = .red
    let shown = try #require(view.layer.contents)
    let opaque = shown.bitmap.pixels.indices.filter {
      $0 % 4 == 3 && shown.bitmap.pixels[$0] == 255
    }
    let index = try #require(opaque.first) - 3
    #expect(Array(shown.bitmap.pixels[index..<index + 3]) == [255, 0, 0], "drawn red")
    view.image = symbol.withRenderingMode(.alwaysOriginal)
    #expect(view.layer.contents?.bitmap == symbol.bitmap, "an original is drawn as is")
  }

  @Test func aSystemButtonsTitleAndSymbolFollowItsTint() throws {
    let button = Button(type: .system)
    button.setTitle("Done", for: .normal)
    button.setImage(Image(systemName: "xmark"), for: .normal)
    #expect(button.titleLabel?.textColor == .systemBlue)
    let parent = View()
    parent.tintColor = .white
    parent.addSubview(button)
    #expect(button.titleLabel?.textColor == .white, "inherited from the new superview")
    button.tintColor = .black
    #expect(button.titleLabel?.textColor == .black)
    let symbol = try #require(button.imageView?.layer.contents)
    #expect(symbol.bitmap.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element == 0 })
  }
}
