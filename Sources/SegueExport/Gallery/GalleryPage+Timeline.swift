import Foundation

// The timeline of a gallery entry: each animated property plotted against time (one row per
// property, its own scale), the motion lint's findings as marks at their times, and a line at
// the scrubber's position that follows the scrubber. The data is JSON in a `data-timeline`
// attribute and the chart is drawn by the page's script as SVG, so the page stays one file
// that works offline. This module knows no layers: the data comes from whoever writes the
// page (`segue demo` fills it from the motion lint).

extension GalleryPage {
  /// What an entry animates against time, with findings to mark.
  public struct Timeline: Sendable, Hashable, Codable {
    /// One property against time.
    public struct Series: Sendable, Hashable, Codable {
      /// What is plotted, e.g. `ImageView "card" #19 · position.y`.
      public var name: String
      /// The unit shown with the values ("pt", "rad" or "").
      public var unit: String
      /// Seconds from the transition's start.
      public var times: [Double]
      /// The values at `times`.
      public var values: [Double]

      public init(name: String, unit: String, times: [Double], values: [Double]) {
        self.name = name
        self.unit = unit
        self.times = times
        self.values = values
      }
    }

    /// A finding to mark at its time.
    public struct Mark: Sendable, Hashable, Codable {
      /// Seconds from the transition's start.
      public var time: Double
      /// "error", "warning" or "intended".
      public var severity: String
      /// The finding as one line.
      public var text: String

      public init(time: Double, severity: String, text: String) {
        self.time = time
        self.severity = severity
        self.text = text
      }
    }

    /// The span the scrubber covers (progress 0…1), seconds.
    public var duration: Double
    /// The last time plotted, seconds (≥ `duration` when the transition settles late).
    public var end: Double
    /// The properties, in the order shown.
    public var series: [Series]
    /// The findings.
    public var marks: [Mark]

    public init(duration: Double, end: Double, series: [Series], marks: [Mark]) {
      self.duration = duration
      self.end = end
      self.series = series
      self.marks = marks
    }

    /// The timeline as compact JSON (values rounded to 1/100).
    var json: String {
      var rounded = self
      rounded.series = series.map { series in
        var series = series
        series.times = series.times.map { ($0 * 1000).rounded() / 1000 }
        series.values = series.values.map { ($0 * 100).rounded() / 100 }
        return series
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      // Strings and finite numbers only: encoding cannot fail.
      return (try? encoder.encode(rounded)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
  }

  /// The timeline's figure for entry `id`: the chart's place and the findings as a list.
  func timelineFigure(_ timeline: Timeline, entry id: String) -> String {
    let findings = timeline.marks.map {
      "<li class=\"\(escape($0.severity))\">\(escape($0.text))</li>"
    }.joined()
    let summary =
      timeline.marks.isEmpty
      ? "no finding" : "\(timeline.marks.count) finding\(timeline.marks.count == 1 ? "" : "s")"
    return """
      <figure class="timeline" data-entry="\(escape(id))" data-timeline="\(escape(timeline.json))">
      <figcaption>Timeline: what moves, against time · motion lint: \(summary)</figcaption>
      <div class="chart"></div>
      <ol class="findings">\(findings)</ol>
      </figure>
      """
  }

  static let timelineStyle = """
    .timeline{margin-top:16px;text-align:left}.timeline figcaption{color:#555;font-size:90%}
    .timeline svg{display:block;background:#fafafc;border-radius:6px;margin-top:6px}
    .timeline text{font:11px Inter,"DejaVu Sans",sans-serif;fill:#444}
    .findings{font-size:85%;margin:6px 0 0;padding-left:20px}.findings li.error{color:#c0262d}
    .findings li.warning{color:#b06000}.findings li.intended{color:#777}
    """

  static let timelineScript = """
    const timelineColors = {error: '#d62f35', warning: '#e08a00', intended: '#9a9a9a'};
    function drawTimeline(figure) {
      const data = JSON.parse(figure.dataset.timeline);
      const svgNS = 'http://www.w3.org/2000/svg';
      const left = 250, width = 420, row = 34, top = 16;
      const height = top + Math.max(data.series.length, 1) * row + 18;
      const span = Math.max(data.end, data.duration, 1e-6);
      const x = t => left + t / span * width;
      const svg = document.createElementNS(svgNS, 'svg');
      svg.setAttribute('width', left + width + 12);
      svg.setAttribute('height', height);
      const add = (name, attributes, text) => {
        const node = document.createElementNS(svgNS, name);
        for (const key in attributes) node.setAttribute(key, attributes[key]);
        if (text !== undefined) node.textContent = text;
        svg.appendChild(node);
        return node;
      };
      data.series.forEach((series, index) => {
        const y0 = top + index * row;
        const low = Math.min(...series.values), high = Math.max(...series.values);
        const scale = high > low ? (row - 8) / (high - low) : 0;
        const points = series.times.map((t, i) =>
          x(t).toFixed(1) + ',' + (y0 + row - 4 - (series.values[i] - low) * scale).toFixed(1));
        add('text', {x: 4, y: y0 + row / 2 + 4}, series.name.length > 40 ? '…' + series.name.slice(-39) : series.name);
        add('line', {x1: left, x2: left + width, y1: y0 + row, y2: y0 + row, stroke: '#e4e4ea'});
        add('polyline', {points: points.join(' '), fill: 'none', stroke: '#2d6cdf', 'stroke-width': 1.5});
        const unit = series.unit ? ' ' + series.unit : '';
        add('text', {x: left + width + 2 - 60, y: y0 + 10}, high.toFixed(1) + unit);
      });
      add('line', {x1: x(data.duration), x2: x(data.duration), y1: top, y2: height - 18, stroke: '#bbb', 'stroke-dasharray': '3 3'});
      for (const [t, label] of [[0, '0 s'], [data.duration, data.duration.toFixed(2) + ' s']]) {
        add('text', {x: x(t) - 8, y: height - 4}, label);
      }
      const labelled = {};
      data.marks.forEach((mark, index) => {
        // Marks at the same time get their numbers side by side.
        const slot = Math.round(x(mark.time));
        const offset = (labelled[slot] = (labelled[slot] || 0) + 1) - 1;
        const line = add('line', {x1: x(mark.time), x2: x(mark.time), y1: top - 10, y2: height - 18,
          stroke: timelineColors[mark.severity] || '#d62f35', 'stroke-width': 2});
        const title = document.createElementNS(svgNS, 'title');
        title.textContent = mark.text;
        line.appendChild(title);
        add('text', {x: x(mark.time) + 3 + offset * 12, y: top - 4, fill: timelineColors[mark.severity]}, String(index + 1));
      });
      const cursor = add('line', {class: 'cursor', x1: left, x2: left, y1: top - 12, y2: height - 18, stroke: '#111', 'stroke-width': 1.5});
      figure.querySelector('.chart').appendChild(svg);
      figure.moveTo = progress => {
        const at = x(progress * data.duration).toFixed(1);
        cursor.setAttribute('x1', at);
        cursor.setAttribute('x2', at);
      };
    }
    document.querySelectorAll('.timeline').forEach(drawTimeline);
    function moveTimeline(entry, progress) {
      const figure = document.querySelector('.timeline[data-entry="' + entry + '"]');
      if (figure && figure.moveTo) figure.moveTo(progress);
    }

    """
}
