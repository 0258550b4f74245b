import Foundation
#if canImport(ObjectiveC)
  import UIKit
#else
  import SegueUIKit
#endif
#if canImport(ObjectiveC)
  import QuartzCore
#else
  import SegueUIKit
#endif

func fadeDuration() -> CFTimeInterval { 0.25 }
