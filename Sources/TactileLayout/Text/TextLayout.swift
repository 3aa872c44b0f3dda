import TactileGeometry

/// How a text sits in its frame: its lines, each with its characters, width and baseline.
///
/// Computed by `TextLayout.make`: words (runs of non-space characters with the spaces after
/// them) fill each line greedily up to the width limit; trailing spaces take no width; a word
/// wider than the limit on a line of its own breaks between characters (each line keeps at
/// least one); newlines always break. When the line limit or the proposed height (never less
/// than one line) leaves lines out, the last line shown is the rest of its paragraph cut
/// to fit with "…" appended. The text's size is its widest line, never more than the width
/// limit, by the number of lines times the line height. An empty string is 0×0.
public struct TextLayout: Sendable {
  /// One line of a laid-out text.
  public struct Line: Hashable, Sendable {
    /// The characters drawn on the line, trailing spaces removed, "…" included if truncated.
    public var text: String
    /// The line's top-leading corner in the text's frame (x from `multilineTextAlignment`).
    public var origin: CGPoint
    /// The drawn width.
    public var width: Double
    /// The baseline's y in the text's frame.
    public var baseline: Double
  }
  public var lines: [Line]
  public var size: CGSize
  public var font: ResolvedFont
  /// Whether some text was cut off (and "…" drawn).
  public var isTruncated: Bool
}

/// The result of breaking a prepared text into lines, in font units, before strings are made.
struct LineBreaks {
  /// One line: a range of characters and its width without trailing spaces.
  struct Line {
    var start: Int
    var end: Int
    var units: Int
    var ellipsis: Bool
  }
  var lines: [Line] = []
  var truncated = false

  /// Breaks `text` into at most `maxLines` lines no wider than `maxUnits` (nil: no limit).
  init(_ text: PreparedText, maxUnits: Double?, maxLines: Int) {
    let limit = maxUnits ?? .infinity
    let n = text.count
    var paragraphStart = 0
    while paragraphStart <= n {
      var paragraphEnd = paragraphStart
      while paragraphEnd < n && text.kinds[paragraphEnd] != .newline { paragraphEnd += 1 }
      LineBreaks.breakParagraph(text, paragraphStart, paragraphEnd, limit, maxLines: maxLines, into: &lines)
      if lines.count > maxLines { break }
      if paragraphEnd >= n { break }
      paragraphStart = paragraphEnd + 1
    }
    if lines.count > maxLines {
      truncated = true
      let keep = max(1, maxLines)
      let last = lines[keep - 1]
      var end = last.start
      while end < n && text.kinds[end] != .newline { end += 1 }
      lines.removeSubrange((keep - 1)...)
      lines.append(LineBreaks.truncatedLine(text, from: last.start, to: end, limit: limit))
    }
  }

  /// Appends the lines of one paragraph (`start..<end`, no newline inside); stops once there
  /// are more than `maxLines` lines, since the rest would be cut off anyway.
  static func breakParagraph(
    _ text: PreparedText, _ start: Int, _ end: Int, _ limit: Double, maxLines: Int, into lines: inout [Line]
  ) {
    if start == end {
      lines.append(Line(start: start, end: end, units: 0, ellipsis: false))
      return
    }
    var i = start
    while i < end && lines.count <= maxLines {
      let lineStart = i
      var lineUnits = 0  // up to the last visible character
      var runUnits = 0  // including the spaces after it
      var j = i
      while j < end {
        var k = j
        var wordUnits = 0
        while k < end && text.kinds[k] != .space {
          wordUnits += Int(text.units[k])
          k += 1
        }
        var m = k
        var spaceUnits = 0
        while m < end && text.kinds[m] == .space {
          spaceUnits += Int(text.units[m])
          m += 1
        }
        let candidate = runUnits + wordUnits
        if Double(candidate) <= limit {
          lineUnits = wordUnits == 0 ? lineUnits : candidate
          runUnits = candidate + spaceUnits
          j = m
        } else if j == lineStart {
          // A word wider than the line: break it between characters, at least one per line.
          var c = j
          var units = runUnits
          repeat {
            units += Int(text.units[c])
            c += 1
          } while c < k && Double(units + Int(text.units[c])) <= limit
          lineUnits = units
          j = c
          break
        } else {
          break
        }
      }
      lines.append(Line(start: lineStart, end: j, units: lineUnits, ellipsis: false))
      i = j
    }
  }

  /// The last line shown when lines are left out: the rest of the paragraph from `start`, cut
  /// to fit `limit` with "…" appended (only "…" when nothing else fits).
  static func truncatedLine(_ text: PreparedText, from start: Int, to end: Int, limit: Double) -> Line {
    var fitEnd = start
    var units = 0
    var visibleUnits = 0
    var visibleEnd = start
    while fitEnd < end {
      let next = units + Int(text.units[fitEnd])
      let nextVisible = text.kinds[fitEnd] == .space ? visibleUnits : next
      if Double(nextVisible + text.ellipsisUnits) > limit { break }
      units = next
      fitEnd += 1
      if text.kinds[fitEnd - 1] != .space {
        visibleUnits = units
        visibleEnd = fitEnd
      }
    }
    return Line(start: start, end: visibleEnd, units: visibleUnits + text.ellipsisUnits, ellipsis: true)
  }
}

extension TextLayout {
  /// Lays out `text` in `font` for a proposal: `maxWidth` nil or infinite means no wrapping;
  /// `maxHeight` limits the lines (at least one); `lineLimit` nil means no limit.
  static func make(
    _ text: PreparedText, font: ResolvedFont, maxWidth: Double?, maxHeight: Double?, lineLimit: Int?,
    alignment: TextAlignment, makeStrings: Bool
  ) -> TextLayout {
    if text.count == 0 {
      return TextLayout(lines: [], size: .zero, font: font, isTruncated: false)
    }
    let perUnit = font.pointsPerUnit
    // The common case: a one-paragraph text that fits on one line.
    if !makeStrings, let units = text.singleLineUnits,
      maxWidth == nil || Double(units) * perUnit <= maxWidth! || !(maxWidth!.isFinite)
    {
      return TextLayout(
        lines: [], size: CGSize(width: Double(units) * perUnit, height: font.lineHeight), font: font,
        isTruncated: false)
    }
    var maxUnits: Double? = nil
    if let maxWidth, maxWidth.isFinite {
      // A hair of tolerance so that a width computed from these same units never wraps.
      maxUnits = perUnit > 0 ? max(0, maxWidth) / perUnit + 1e-6 : .infinity
    }
    var maxLines = lineLimit ?? Int.max
    if let maxHeight, maxHeight.isFinite, font.lineHeight > 0 {
      // A finite but huge height (`.greatestFiniteMagnitude`) fits every line: compare as Double.
      let fit = ((max(0, maxHeight) + 1e-9) / font.lineHeight).rounded(.down)
      if fit < Double(maxLines) { maxLines = max(1, Int(fit)) }
    }
    maxLines = max(1, maxLines)
    let breaks = LineBreaks(text, maxUnits: maxUnits, maxLines: maxLines)
    var widest = 0
    for line in breaks.lines { widest = max(widest, line.units) }
    var width = Double(widest) * perUnit
    if let maxWidth, maxWidth.isFinite { width = min(width, max(0, maxWidth)) }
    let size = CGSize(width: width, height: Double(breaks.lines.count) * font.lineHeight)
    var lines: [Line] = []
    if makeStrings {
      for (i, line) in breaks.lines.enumerated() {
        var visibleEnd = line.end
        while visibleEnd > line.start && text.kinds[visibleEnd - 1] == .space { visibleEnd -= 1 }
        var s = text.string(line.start, visibleEnd)
        if line.ellipsis { s.append("\u{2026}") }
        let w = Double(line.units) * perUnit
        let x: Double
        switch alignment {
        case .leading: x = 0
        case .center: x = (width - w) / 2
        case .trailing: x = width - w
        }
        let top = Double(i) * font.lineHeight
        lines.append(
          Line(text: s, origin: CGPoint(x: x, y: top), width: w, baseline: top + font.baselineOffset))
      }
    }
    return TextLayout(lines: lines, size: size, font: font, isTruncated: breaks.truncated)
  }

  /// The first and last baselines of a text of `lineCount` lines (0 lines: the bottom).
  static func baselines(font: ResolvedFont, lineCount: Int) -> (first: Double, last: Double) {
    if lineCount == 0 { return (0, 0) }
    return (font.baselineOffset, Double(lineCount - 1) * font.lineHeight + font.baselineOffset)
  }
}
