import Foundation
import SegueCairo
import SegueGeometry
import SegueLayers
import SegueUI
import Testing

@testable import SegueGallery

/// The Today card watched as a person watches it: every frame of a 30 fps recording, as
/// `segue record` makes it. Each test here failed on the gallery's first version of the card
/// (the frames named are that version's).
@MainActor
@Suite("The Today card frame by frame: no jumps, a close that starts where the open ended")
struct CardContinuityTests {
  /// The recording's frame rate (`segue record`'s default).
  static let fps = 30.0
  nonisolated static let entries = [
    Card.openEntry.id, Card.closeEntry.id, Card.interactiveEntry.id,
  ]
  /// The first card's title, the one that flies.
  static let title = CardMetrics.stories[0].title

  /// The close begins on the very screen the open ended on: the story with its text and its
  /// close button (the first version's close began without either, 11 000 pixels off).
  @Test func theCloseStartsOnTheScreenTheOpenEndedOn() throws {
    let open = Card.openEntry.makeStartedStage(device: .iPhone15Pro)
    open.advance(to: Card.openEntry.duration)
    let opened = try CairoRenderer().render(open.displayList(), scale: 1)
    let close = Card.closeEntry.makeStartedStage(device: .iPhone15Pro)
    let closing = try CairoRenderer().render(close.displayList(), scale: 1)
    #expect(opened.width == closing.width && opened.height == closing.height)
    var differing = 0
    for y in 0..<opened.height {
      for x in 0..<opened.width where Self.distance(opened, closing, x, y) > 8 {
        differing += 1
      }
    }
    // Antialiasing may differ in a few pixels; a missing close button alone is 1 000.
    #expect(differing <= 50, "\(differing) pixels differ")
  }

  /// No frame jumps: the card (the cell's, the flying copy or the story's picture, whichever
  /// shows) moves by no more in one frame than twice what it moves in the frames around it,
  /// plus 8 pt. The first version's open popped the pressed card to full size in one frame:
  /// 43 pt where the frames around moved 2 and 13.
  @Test(arguments: entries)
  func theCardNeverJumps(entryID: String) throws {
    let frames = try Self.cardFrames(of: try #require(Gallery.entry(id: entryID)))
    let moves = zip(frames.dropFirst(), frames).map { next, previous in
      [
        next.minX - previous.minX, next.minY - previous.minY, next.maxX - previous.maxX,
        next.maxY - previous.maxY,
      ]
    }
    for index in moves.indices {
      let before = index > 0 ? moves[index - 1] : [0, 0, 0, 0]
      let after = index + 1 < moves.count ? moves[index + 1] : [0, 0, 0, 0]
      for edge in 0..<4 {
        let bound = 2 * max(abs(before[edge]), abs(after[edge])) + 8
        #expect(
          abs(moves[index][edge]) <= bound,
          "\(entryID) f\(index)→f\(index + 1): an edge of the card jumps \(moves[index][edge]) pt")
      }
    }
  }

  /// The title keeps its lines from the list to the story and back, also while it flies (the
  /// first version re-wrapped it from two lines to one as it took off, and back on landing).
  @Test(arguments: entries)
  func theTitleKeepsItsLines(entryID: String) throws {
    let entry = try #require(Gallery.entry(id: entryID))
    var seen: Set<[String]> = []
    try Self.eachFrame(of: entry) { _, root in
      for node in Self.visibleNodes(root) where node.node.text?.string == Self.title {
        seen.insert(node.node.text?.lines ?? [])
      }
    }
    #expect(seen.count == 1, "\(entryID): the title is drawn in lines \(seen)")
  }

  /// What disappears fades: the story's text loses at most half its opacity in a frame (the
  /// first version's drag to close cut it in one frame as the transition began, f2→f3).
  @Test(arguments: entries)
  func theStorysTextFades(entryID: String) throws {
    let entry = try #require(Gallery.entry(id: entryID))
    let paragraphs = Set(CardMetrics.stories[0].paragraphs)
    var previous: Double?
    try Self.eachFrame(of: entry) { frame, root in
      let shown =
        Self.visibleNodes(root)
        .filter { paragraphs.contains($0.node.text?.string ?? "") }
        .map(\.opacity).max() ?? 0
      if let previous {
        #expect(
          previous - shown <= 0.5,
          "\(entryID) f\(frame - 1)→f\(frame): the story's text goes from \(previous) to \(shown)")
      }
      previous = shown
    }
  }

  /// The cards' titles stand out from their pictures by at least 3:1 (WCAG's contrast for
  /// large text) in every key frame: the first version's first title stood on a cream moon
  /// (1.14:1) and a star touched its "T". Measured per pixel of the titles' glyphs, white
  /// against what is drawn there without them.
  @Test(arguments: entries)
  func theTitlesStandOutFromThePictures(entryID: String) throws {
    let entry = try #require(Gallery.entry(id: entryID))
    let titles = Set(CardMetrics.stories.map(\.title))
    let scene = entry.makeStartedStage(device: .iPhone15Pro)
    let renderer = CairoRenderer()
    for progress in [0, 0.25, 0.5, 0.75, 1] {
      scene.advance(to: entry.time(atProgress: progress))
      // Titles shown whole: a title fading with its screen fades into what is behind.
      let labels = Self.labels(in: scene.window).filter {
        titles.contains($0.text ?? "") && Self.opacityOnScreen(of: $0) > 0.99
      }
      // The glyphs are where the titles drawn white and drawn black differ (by more than
      // half: the pixel is mostly glyph); what they stand on is drawn without them.
      let drawn = try renderer.render(scene.displayList(), scale: 1)
      let colors = labels.map(\.textColor)
      for label in labels { label.textColor = .black }
      let inverted = try renderer.render(scene.displayList(), scale: 1)
      for label in labels { label.isHidden = true }
      let behind = try renderer.render(scene.displayList(), scale: 1)
      for (label, color) in zip(labels, colors) {
        label.isHidden = false
        label.textColor = color
      }
      var lowest = Double.infinity
      var glyphPixels = 0
      for y in 0..<drawn.height {
        for x in 0..<drawn.width where Self.distance(drawn, inverted, x, y) > 128 {
          let pixel = behind.pixel(x: x, y: y)
          lowest = min(lowest, Self.contrastWithWhite(r: pixel.r, g: pixel.g, b: pixel.b))
          glyphPixels += 1
        }
      }
      #expect(glyphPixels > 0, "\(entryID) at \(progress): no title drawn")
      #expect(lowest >= 3, "\(entryID) at \(progress): a title stands at \(lowest):1")
    }
  }

  // MARK: Helpers

  /// Runs `entry` from its start to its end at `fps`, calling `body` with each frame's number
  /// and presentation tree.
  private static func eachFrame(
    of entry: GalleryEntry, _ body: (Int, PresentationTreeNode) throws -> Void
  ) throws {
    let scene = entry.makeStartedStage(device: .iPhone15Pro)
    let count = Int((entry.duration * fps).rounded(.down))
    for frame in 0...count {
      scene.advance(to: Double(frame) / fps)
      try body(frame, try #require(scene.layerContext.presentationTree().root))
    }
  }

  /// The first card's frame on screen in every frame of `entry`: the flying copy while it
  /// flies, else the story's picture when it shows, else the list's card.
  private static func cardFrames(of entry: GalleryEntry) throws -> [CGRect] {
    var frames: [CGRect] = []
    try eachFrame(of: entry) { frame, root in
      let shown = visibleNodes(root)
      let card =
        shown.first { $0.node.owner?.accessibilityIdentifier == "flying-card" }
        ?? shown.first { $0.node.owner?.accessibilityIdentifier == "detail-picture" }
        ?? shown.first {
          $0.node.owner?.accessibilityIdentifier == "card"
            && $0.node.allNodes.contains { $0.text?.string == title }
        }
      let rect = try #require(card?.node.screenFrame, "\(entry.id) f\(frame): no card shows")
      frames.append(CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3]))
    }
    return frames
  }

  /// The nodes of the tree under `root` that are not hidden and whose opacity (with their
  /// ancestors') is above 0, with that opacity.
  private static func visibleNodes(
    _ root: PresentationTreeNode, opacity: Double = 1
  ) -> [(node: PresentationTreeNode, opacity: Double)] {
    let own = opacity * (root.opacity ?? 1)
    guard root.hidden != true, own > 0 else { return [] }
    return [(root, own)] + (root.sublayers ?? []).flatMap { visibleNodes($0, opacity: own) }
  }

  /// Every label in `view`'s hierarchy.
  private static func labels(in view: View) -> [Label] {
    if let label = view as? Label { return [label] }
    return view.subviews.flatMap { labels(in: $0) }
  }

  /// The opacity `view` is drawn with: its own and its superviews', as shown now (0 when one
  /// of them is hidden).
  private static func opacityOnScreen(of view: View) -> Double {
    var opacity = 1.0
    var current: View? = view
    while let shown = current {
      if shown.isHidden { return 0 }
      opacity *= Double(shown.layer.presentationValues().opacity)
      current = shown.superview
    }
    return opacity
  }

  /// The largest difference of a channel between two bitmaps at a pixel, 0…255.
  private static func distance(_ a: Bitmap, _ b: Bitmap, _ x: Int, _ y: Int) -> Int {
    let p = a.pixel(x: x, y: y)
    let q = b.pixel(x: x, y: y)
    return max(
      abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
  }

  /// WCAG's contrast ratio of white against an sRGB colour, 1…21.
  private static func contrastWithWhite(r: UInt8, g: UInt8, b: UInt8) -> Double {
    func linear(_ channel: UInt8) -> Double {
      let c = Double(channel) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    return 1.05 / (luminance + 0.05)
  }
}
