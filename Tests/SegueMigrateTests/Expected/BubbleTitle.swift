#if canImport(UIKit)
  import UIKit
#else
  import SegueUIKit
#endif

@MainActor
func bubbleTitle(of bubble: BubbleController) -> String {
  #if canImport(ObjectiveC)
    let title = bubble.delegate?.bubbleTitle?() ?? "Bubble"
  #else
    let title = bubble.delegate?.bubbleTitle() ?? "Bubble"
  #endif
  return title
}
