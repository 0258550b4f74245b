// Palette's own `segue`: `palette list`, `palette render swatch-open --progress 0.5 --out f.png`,
// `palette record swatch-drag-close --out close.gif`, `palette play`, `palette demo`…
import PaletteScenes
import SegueCLI

SegueCommand.main(scenes: PaletteScenes.all, app: PaletteScenes.app)
