import CCairo
import Foundation
import SegueLayers
import Synchronization

/// The fonts text is drawn with: a private Pango font map over a private fontconfig
/// configuration that holds only Inter (the system face, standing in for San Francisco) and
/// the DejaVu fonts (serif, monospaced, and the glyphs Inter lacks), with fixed rendering
/// options.
///
/// Frames must be identical on every machine, and the system's fontconfig setup (installed
/// fonts, aliases, hinting and antialiasing rules) differs between machines. So the library
/// creates an empty configuration (`FcConfigCreate`: no system rules), adds only the font
/// files of `fontDirectories`, and gives it to a font map of its own; glyphs are rendered with
/// greyscale antialiasing, no hinting and unhinted metrics (`makeFontOptions`), and Pango does
/// not round glyph positions, so layout does not depend on the scale either.
///
/// Font names resolve to an installed family: a known family is used as is; the system font's
/// names (San Francisco, `.AppleSystemUIFont`, `system-ui`, `sans-serif`) are Inter; names that
/// look monospaced (mono, courier, menlo) map to DejaVu Sans Mono, serif names (serif, times,
/// georgia) to DejaVu Serif, and any other name to Inter, with one line on standard error per
/// name and process ("segue: no font named …"). "Bold" and "Italic"/"Oblique" in a name (e.g.
/// "HelveticaNeue-Bold") select the weight and slant.
///
/// A library is used by one renderer at a time: Pango font maps are not safe to share between
/// threads, and a global one would be mutable shared state. A freed renderer's library, with
/// the fonts its font map loaded, goes to the next renderer that draws text
/// (`FontLibraryPool`). The fontconfig configuration under them is made
/// once per process (`sharedConfiguration`) and never changed after: reading each font file's
/// faces and character sets (`FcFreeTypeCharSet`, ~20 files) cost every renderer 10–24 ms at
/// its first text, a spike in the first frame of each playback (issue 17). fontconfig's lookups
/// in a configuration that no longer changes are safe from several threads (its objects are
/// reference counted atomically since 2.10.91); each font map takes its own reference.
///
/// Libraries are made and freed one at a time in the process (`setUpLock`), after one call of
/// `FcInit` (`systemFontconfigReady`): renderer threads that start at once otherwise make their
/// fontconfig configurations and Pango font maps together, and the first font map starts
/// Pango's own "[pango] FcInit" thread, which loads the system configuration while they run.
/// fontconfig's initialisation is not safe against that (two `FcInit` at once corrupt its
/// global state: electron/electron#53314, after pango#784 and pango#872), and FreeType's
/// library objects are not thread-safe ("a mutex lock … around FT_New_Face and FT_Done_Face",
/// FreeType's Library Setup reference). With fontconfig initialised first, Pango's thread
/// finds it done.
///
/// Laying text out is serialised too (`withFontsLoading`): font maps that load their fonts on
/// two threads at once did not all measure them alike. With three renderers made on three
/// threads at once, about half of their font maps measured "Segue transitions" at 7.26 pt
/// (wrapped in 13.2 pt, ellipsized in the middle, justified) 2.6 pt wider, and kept that for
/// every later layout; made and first used one after another, none did (`RendererThreadsTests`,
/// session 51; which library below Pango races was not found). A layout's lines and glyph
/// extents are computed while the lock is held, which loads every font and cairo scaled font it
/// draws with; drawing it afterwards is not serialised: each thread draws with its own font
/// map and context, and cairo guards its one FreeType library with its own lock.
final class FontLibrary {
  /// Held while a library is made or freed, and while any library lays text out.
  private static let setUpLock = NSLock()

  /// Runs `body`, which lays text out with a library (and so loads fonts), while no other
  /// library is made, freed or laying text out.
  static func withFontsLoading<Result>(_ body: () throws -> Result) rethrows -> Result {
    setUpLock.lock()
    defer { setUpLock.unlock() }
    return try body()
  }

  /// Whether the system fontconfig configuration loaded; `FcInit` runs once, on first use
  /// (Swift initialises a static property once, whatever the threads). A failure is harmless:
  /// the library uses its own configuration, never the system's.
  static let systemFontconfigReady: Bool = FcInit() != 0

  /// The process's one fontconfig configuration, made by the first library (with `setUpLock`
  /// held) and kept for the process's life; or why it could not be made, said by every library.
  private static let sharedConfiguration = Result { try FontConfiguration() }.mapError {
    $0 as? RenderError ?? RenderError.backend("\($0)")
  }

  /// The only directories fonts are loaded from, with the file names taken from each (Inter's
  /// static faces; not Inter Display, whose metrics are for large sizes).
  static let fontDirectories: [(path: String, files: @Sendable (String) -> Bool)] = [
    ("/usr/share/fonts/opentype/inter", { $0.hasPrefix("Inter-") }),
    ("/usr/share/fonts/truetype/dejavu", { _ in true }),
  ]
  /// The family used for the system font and for unknown names.
  static let defaultFamily = "Inter"
  /// Names of the system font, drawn with Inter without a word.
  private static let systemFontNames: Set<String> = [
    "sf pro", "sf pro text", "sf pro display", "san francisco", ".applesystemuifont",
    ".sfui-regular", ".sf ui text", "system-ui", "sans", "sans-serif",
  ]
  /// The unknown names already reported, in this process.
  private static let reportedNames = Mutex<Set<String>>([])

  /// The Pango context layouts are made in (owned).
  let context: OpaquePointer
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// Known families by lowercased name.
  let families: [String: String]

  init() throws {
    Self.setUpLock.lock()
    defer { Self.setUpLock.unlock() }
    let config = try Self.sharedConfiguration.get().pointer
    guard let setConfig = Self.fontMapSetConfig() else {
      throw RenderError.backend("pango_fc_font_map_set_config is not available in this Pango")
    }
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw RenderError.backend("Pango has no FreeType font map")
    }
    setConfig(UnsafeMutableRawPointer(map), config)
    guard let context = pango_font_map_create_context(map) else {
      g_object_unref(map)
      throw RenderError.backend("pango_font_map_create_context failed")
    }
    fontMap = map
    self.context = context
    let options = Self.makeFontOptions()
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    families = Self.listFamilies(map)
    guard !families.isEmpty else {
      throw RenderError.backend("no font families found in the font directories")
    }
  }

  deinit {
    Self.setUpLock.lock()
    defer { Self.setUpLock.unlock() }
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
  }

  /// Font options that do not depend on the machine: greyscale antialiasing, no hinting,
  /// unhinted (fractional) metrics. The caller destroys them.
  static func makeFontOptions() -> OpaquePointer {
    // Cairo never returns NULL here: on allocation failure it returns an inert error object.
    let options: OpaquePointer = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    return options
  }

  /// A Pango font description for a font name and a size in points (user-space units), with
  /// the family resolved to a DejaVu one. The caller frees it.
  func fontDescription(named name: String, size: CGFloat) -> OpaquePointer? {
    guard let description = pango_font_description_from_string(name) else { return nil }
    let requested = pango_font_description_get_family(description).map { String(cString: $0) } ?? ""
    let lowered = name.lowercased()
    pango_font_description_set_family(description, resolveFamily(requested, fullName: lowered))
    // Pango reads "Bold", "Semi-Bold"… after a family name; a PostScript-style name
    // ("HelveticaNeue-Bold") leaves the weight normal.
    if lowered.contains("bold"),
      pango_font_description_get_weight(description) == PANGO_WEIGHT_NORMAL
    {
      let semibold = lowered.contains("semibold") || lowered.contains("demibold")
      pango_font_description_set_weight(
        description, semibold ? PANGO_WEIGHT_SEMIBOLD : PANGO_WEIGHT_BOLD)
    }
    if lowered.contains("italic") || lowered.contains("oblique") {
      pango_font_description_set_style(description, PANGO_STYLE_OBLIQUE)
    }
    pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
    return description
  }

  private func resolveFamily(_ requested: String, fullName: String) -> String {
    for candidate in requested.split(separator: ",") {
      let key = candidate.trimmingCharacters(in: .whitespaces).lowercased()
      if let known = families[key] { return known }
      if Self.systemFontNames.contains(key) { return Self.defaultFamily }
    }
    if ["mono", "courier", "menlo"].contains(where: fullName.contains) {
      return "DejaVu Sans Mono"
    }
    if !fullName.contains("sans"), ["serif", "times", "georgia"].contains(where: fullName.contains)
    {
      return "DejaVu Serif"
    }
    Self.reportUnknown(requested.isEmpty ? fullName : requested)
    return Self.defaultFamily
  }

  /// Says once per process that text in the font `name` is drawn with Inter.
  private static func reportUnknown(_ name: String) {
    let isNew = reportedNames.withLock { $0.insert(name.lowercased()).inserted }
    guard isNew else { return }
    FileHandle.standardError.write(
      Data("segue: no font named '\(name)' is installed; its text is drawn with Inter\n".utf8))
  }

  private static func listFamilies(_ map: UnsafeMutablePointer<PangoFontMap>) -> [String: String] {
    var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(map, &list, &count)
    defer { g_free(list) }
    var names: [String: String] = [:]
    for i in 0..<Int(count) {
      guard let family = list?[i], let name = pango_font_family_get_name(family) else { continue }
      let text = String(cString: name)
      // Pango adds generic aliases (sans, serif, monospace, system-ui) that an empty
      // configuration resolves arbitrarily; `resolveFamily` maps those names itself.
      guard !genericFamilies.contains(text.lowercased()) else { continue }
      names[text.lowercased()] = text
    }
    return names
  }

  /// Generic family names, resolved by `resolveFamily` rather than by fontconfig.
  private static let genericFamilies: Set<String> = [
    "sans", "sans-serif", "serif", "monospace", "system-ui", "cursive", "fantasy", "emoji", "math",
  ]

  private typealias SetConfig = @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?) -> Void

  /// `pango_fc_font_map_set_config`, looked up at run time.
  ///
  /// It lives in libpangoft2, which libpangocairo already loads, but `CCairo` neither includes
  /// `pangofc-fontmap.h` nor links that library directly, so the symbol is found with `dlsym`
  /// in the process's global scope instead of widening the system module.
  private static func fontMapSetConfig() -> SetConfig? {
    guard let process = dlopen(nil, RTLD_NOW) else { return nil }
    defer { dlclose(process) }
    guard let symbol = dlsym(process, "pango_fc_font_map_set_config") else { return nil }
    return unsafeBitCast(symbol, to: SetConfig.self)
  }
}

/// An empty fontconfig configuration (`FcConfigCreate`: no system rules) holding only the font
/// files of `FontLibrary.fontDirectories`; only read once made.
private final class FontConfiguration: @unchecked Sendable {
  let pointer: OpaquePointer

  init() throws {
    _ = FontLibrary.systemFontconfigReady
    guard let config = FcConfigCreate() else { throw RenderError.backend("FcConfigCreate failed") }
    // Files one by one rather than FcConfigAppFontAddDir: a directory scan wants to write a
    // fontconfig cache, and an empty configuration has nowhere to write it (fontconfig then
    // prints an error on every renderer).
    var added = 0
    for (directory, accepts) in FontLibrary.fontDirectories {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      for file in files.sorted()
      where accepts(file) && (file.hasSuffix(".ttf") || file.hasSuffix(".otf")) {
        let path = directory + "/" + file
        let ok = path.withCString { name in
          name.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
            FcConfigAppFontAddFile(config, $0)
          }
        }
        if ok != 0 { added += 1 }
      }
    }
    guard added > 0 else {
      FcConfigDestroy(config)
      throw RenderError.backend(
        "no fonts could be loaded from \(FontLibrary.fontDirectories.map(\.path).joined(separator: " or ")) "
          + "(install fonts-inter and fonts-dejavu-core)")
    }
    pointer = config
  }
}
