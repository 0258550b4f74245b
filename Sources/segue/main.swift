// The `segue` tool: the command line of the SegueCLI library over the gallery's scenes, with
// the demo app as the app `segue play` opens.
import SegueCLI
import SegueGallery

SegueCommand.main(scenes: Gallery.entries, app: Gallery.app)
