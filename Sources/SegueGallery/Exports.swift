// `Device` lives in SegueUI (a `Window` is made for one); the gallery's users — the CLI and
// the tests — get it, and the views and controllers the entries are built from, through
// `import SegueGallery`.
@_exported import SegueUI
