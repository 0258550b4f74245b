import CGif
import CImageQuant
// Placeholder until the module lands.
func _quantVersion() -> Int32 { Int32(liq_version()) }
