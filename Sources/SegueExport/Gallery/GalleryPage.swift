import Foundation

/// The HTML page `segue demo` writes next to its recordings: every entry with its animation,
/// where it comes from, its key frames and a scrubber that shows the exact frame at any progress.
///
/// The page works offline from its folder: every reference is a relative path to a file
/// written beside it, and the styles and the script are inline. Opening it with
/// `#scrub=ID:P` (P in 0…1) moves entry ID's scrubber to P on load, through the same handler a
/// person's drag runs (tests use it to check the scrubber from a headless browser).
public struct GalleryPage: Sendable {
  /// One entry's files, as paths relative to the page.
  public struct Entry: Sendable, Hashable {
    public var id: String
    public var title: String
    /// Where the entry comes from, shown as code beside its duration (the gallery: its seed
    /// article), or nil.
    public var origin: String?
    public var summary: String
    /// Seconds.
    public var duration: Double
    /// The animation (a GIF).
    public var animation: String
    /// Key frames with their captions ("0 %"…), in order.
    public var keyFrames: [KeyFrame]
    /// Every frame of the recording, in order, evenly spaced from progress 0 to 1.
    public var frames: [String]
    /// The contact sheet.
    public var contactSheet: String
    /// What the transition animates against time, with the motion lint's findings, if any.
    public var timeline: Timeline?

    /// A captioned key frame.
    public struct KeyFrame: Sendable, Hashable {
      public var caption: String
      public var path: String
      public init(caption: String, path: String) {
        self.caption = caption
        self.path = path
      }
    }

    public init(
      id: String, title: String, origin: String?, summary: String, duration: Double,
      animation: String, keyFrames: [KeyFrame], frames: [String], contactSheet: String,
      timeline: Timeline? = nil
    ) {
      self.id = id
      self.title = title
      self.origin = origin
      self.summary = summary
      self.duration = duration
      self.animation = animation
      self.keyFrames = keyFrames
      self.frames = frames
      self.contactSheet = contactSheet
      self.timeline = timeline
    }
  }

  /// The page title.
  public var title: String
  /// The entries, in gallery order.
  public var entries: [Entry]

  /// Creates a page.
  public init(title: String = "Segue gallery", entries: [Entry]) {
    self.title = title
    self.entries = entries
  }

  /// The page's HTML.
  public func html() -> String {
    let sections = entries.map(section).joined(separator: "\n")
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(escape(title))</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <h1>\(escape(title))</h1>
      <p class="lead">Every transition rendered by Segue, frame by frame. Drag a scrubber to see the exact frame at any progress.</p>
      \(sections)
      <script>\(Self.script)</script>
      </body>
      </html>

      """
  }

  /// Writes the page to `url`, atomically; its folder must exist.
  public func write(to url: URL) throws(ExportError) {
    do {
      try Data(html().utf8).write(to: url, options: .atomic)
    } catch {
      throw .unwritableDestination(path: url.path, reason: FileFailure.reason(error, writing: url))
    }
  }

  private func section(_ entry: Entry) -> String {
    let frames = "[" + entry.frames.map { "\"\(escape($0))\"" }.joined(separator: ",") + "]"
    let keyFrames = entry.keyFrames.map { key in
      """
      <figure class="key"><a href="\(escape(key.path))"><img src="\(escape(key.path))" alt="\(escape(entry.id)) at \(escape(key.caption))"></a><figcaption>\(escape(key.caption))</figcaption></figure>
      """
    }.joined()
    return """
      <section class="entry" id="\(escape(entry.id))">
      <h2>\(escape(entry.title)) <code>\(escape(entry.id))</code></h2>
      <p>\(escape(entry.summary))</p>
      <p class="meta">\(String(format: "%.2f", entry.duration)) s\(entry.origin.map { " · <code>\(escape($0))</code>" } ?? "") · <a href="\(escape(entry.contactSheet))">contact sheet</a></p>
      <div class="row">
      <figure class="animation"><img src="\(escape(entry.animation))" alt="\(escape(entry.id)) animated"><figcaption>animation</figcaption></figure>
      <figure class="scrubber" data-entry="\(escape(entry.id))" data-frames='\(frames)'>
      <img class="frame" src="\(escape(entry.frames.first ?? ""))" alt="\(escape(entry.id)) frame">
      <figcaption><input type="range" min="0" max="\(max(entry.frames.count - 1, 0))" value="0" step="1" aria-label="progress of \(escape(entry.id))"> <output>0 %</output></figcaption>
      </figure>
      </div>
      <div class="keys">\(keyFrames)</div>
      \(entry.timeline.map { timelineFigure($0, entry: entry.id) } ?? "")
      </section>
      """
  }

  func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "'", with: "&#39;")
  }

  static let style = """
    body{font-family:Inter,"DejaVu Sans",sans-serif;margin:24px;background:#f4f4f6;color:#222}
    h1{margin:0 0 4px}.lead{color:#555;margin:0 0 24px}
    .entry{background:#fff;border-radius:12px;padding:16px 20px;margin-bottom:24px}
    .entry h2 code{font-size:60%;color:#888}.meta{color:#666;font-size:90%}
    .row{display:flex;gap:24px;align-items:flex-start}
    figure{margin:0;text-align:center}figure img{width:240px;border-radius:6px;display:block}
    .keys{display:flex;gap:12px;margin-top:16px}.keys img{width:110px}
    .scrubber input{width:180px;vertical-align:middle}output{display:inline-block;width:3.5em}
    \(timelineStyle)
    """

  static let script =
    timelineScript + """
      for (const figure of document.querySelectorAll('.scrubber')) {
        const frames = JSON.parse(figure.dataset.frames);
        const image = figure.querySelector('img.frame');
        const slider = figure.querySelector('input');
        const output = figure.querySelector('output');
        slider.addEventListener('input', () => {
          const index = Number(slider.value);
          image.src = frames[index];
          const progress = frames.length > 1 ? index / (frames.length - 1) : 0;
          output.textContent = Math.round(progress * 100) + ' %';
          moveTimeline(figure.dataset.entry, progress);
        });
      }
      const wanted = /^#scrub=([^:]+):([0-9.]+)$/.exec(decodeURIComponent(location.hash));
      if (wanted) {
        const figure = document.querySelector('.scrubber[data-entry="' + wanted[1] + '"]');
        if (figure) {
          const slider = figure.querySelector('input');
          slider.value = String(Math.round(Number(wanted[2]) * Number(slider.max)));
          slider.dispatchEvent(new Event('input'));
        }
      }
      """
}
