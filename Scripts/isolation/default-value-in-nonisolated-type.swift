// A transition library's animator: an NSObject with a view as a default value.
// swift5: accepted
// swift6: main actor-isolated default value in a nonisolated context
import Foundation
import SegueUIKit

final class BubbleAnimator: NSObject {
  let bubble = UIView()
}
