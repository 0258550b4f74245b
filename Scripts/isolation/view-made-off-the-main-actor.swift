// A view made and read from a nonisolated async function, without `await`.
// swift5: accepted
// swift6: main actor-isolated initializer 'init()' cannot be called from outside of the actor
import Foundation
import SegueUIKit

func bubbleFrame() async -> CGRect {
  let bubble = UIView()
  return bubble.frame
}
