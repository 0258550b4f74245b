// The Swift 6 spelling of the same animator: marked @MainActor, it compiles in both modes.
// swift5: accepted
// swift6: accepted
import Foundation
import SegueUIKit

@MainActor
final class BubbleAnimator: NSObject {
  let bubble = UIView()

  func bubbleFrame() async -> CGRect {
    let made = UIView()
    return made.frame.union(bubble.frame)
  }
}
