import CCairo
// Placeholder until the module lands.
func _cairoVersion() -> Int32 { cairo_version() }
