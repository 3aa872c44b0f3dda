/// A font resolved for measuring and drawing: point size, line height, the metrics table face,
/// and the vertical metrics of one line.
///
/// Text styles take Apple's Dynamic Type sizes and line heights at the default (Large) size
/// (`TextStyleMetrics`); an explicit `.system(size:)` font takes the font's own line height,
/// ascender plus descender plus line gap. A line box of `lineHeight` puts half the difference
/// between `lineHeight` and `ascent + descent` above the ascent and half below the descent, so
/// the baseline of a line is `halfLeading + ascent` below its top (docs/layout-behaviour.md).
public struct ResolvedFont: Hashable, Sendable {
  /// The point size.
  public var size: Double
  /// The weight asked for (the output keeps it; `face` is the nearest measured weight).
  public var weight: FontWeight
  public var italic: Bool
  public var design: FontDesign
  /// The text style the font came from, if any.
  public var textStyle: TextStyle?
  /// The height of one line.
  public var lineHeight: Double
  /// The font's ascender at this size (above the baseline).
  public var ascent: Double
  /// The font's descender at this size, as a positive distance below the baseline.
  public var descent: Double
  /// The height of capital letters above the baseline.
  public var capHeight: Double
  /// The column of the metrics table this font measures with (0…7).
  public var face: Int

  /// The distance from a line's top to its baseline.
  public var baselineOffset: Double { (lineHeight - ascent - descent) / 2 + ascent }

  /// The name of the face the renderer must draw with, such as `Inter-SemiBold`.
  public var faceName: String { TextMetricsTable.faceNames[face] }

  /// Resolves `font` (nil: the default, `.body`) with the weight and italic overrides of
  /// `bold()`, `fontWeight(_:)` and `italic()`.
  public init(_ font: Font?, weight overrideWeight: FontWeight? = nil, italic: Bool = false) {
    let metrics = TextMetricsTable.self
    var size: Double
    var weight: FontWeight
    var lineHeight: Double?
    switch font ?? .body {
    case .textStyle(let style):
      let m = TextStyleMetrics.metrics(style)
      size = m.size
      weight = m.weight
      lineHeight = m.lineHeight
      textStyle = style
      design = .default
    case .system(let s, let w, let d):
      size = max(0, s)
      weight = w ?? .regular
      textStyle = nil
      design = d
    }
    if let overrideWeight { weight = overrideWeight }
    let scale = size / metrics.unitsPerEm
    self.size = size
    self.weight = weight
    self.italic = italic
    ascent = metrics.ascender * scale
    descent = metrics.descender * scale
    capHeight = metrics.capHeight * scale
    self.lineHeight = lineHeight ?? (metrics.ascender + metrics.descender + metrics.lineGap) * scale
    face = ResolvedFont.faceIndex(weight) + (italic ? 4 : 0)
  }

  /// The measured weight column: the table has Regular, Medium, SemiBold and Bold; lighter
  /// weights measure as Regular and heavier ones as Bold.
  static func faceIndex(_ weight: FontWeight) -> Int {
    switch weight {
    case .ultraLight, .thin, .light, .regular: return 0
    case .medium: return 1
    case .semibold: return 2
    case .bold, .heavy, .black: return 3
    }
  }

  /// Font units to points at this size.
  var pointsPerUnit: Double { size / TextMetricsTable.unitsPerEm }
}

/// Apple's Dynamic Type sizes at the default content size (Large) on iOS: point size, line
/// height (the "leading" column of the Human Interface Guidelines' typography tables) and the
/// style's weight. Source: Apple Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic
/// Type sizes", Large (default).
public enum TextStyleMetrics {
  public static func metrics(_ style: TextStyle) -> (size: Double, lineHeight: Double, weight: FontWeight) {
    switch style {
    case .largeTitle: return (34, 41, .regular)
    case .title: return (28, 34, .regular)
    case .title2: return (22, 28, .regular)
    case .title3: return (20, 25, .regular)
    case .headline: return (17, 22, .semibold)
    case .body: return (17, 22, .regular)
    case .callout: return (16, 21, .regular)
    case .subheadline: return (15, 20, .regular)
    case .footnote: return (13, 18, .regular)
    case .caption: return (12, 16, .regular)
    case .caption2: return (11, 13, .regular)
    }
  }
}
