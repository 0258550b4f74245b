// The umbrella module: `import Segue` gives an app everything it needs, as `import UIKit`
// does on iOS.
@_exported import Foundation
@_exported import SegueAnimation
@_exported import SegueCairo
@_exported import SegueExport
@_exported import SegueGeometry
@_exported import SegueLayers
@_exported import SeguePhysics
@_exported import SegueUI
