/// A font as SwiftUI code names it: a Dynamic Type text style (`.headline`) or an explicit
/// system font (`.system(size: 24, weight: .bold, design: .rounded)`).
///
/// Layout resolves it with `ResolvedFont` against the metrics table (Inter standing in for
/// SF Pro, see docs/layout-behaviour.md).
public enum Font: Hashable, Sendable {
  case textStyle(TextStyle)
  case system(size: Double, weight: FontWeight?, design: FontDesign)

  /// The font text uses when nothing sets one: `.body`.
  public static let body = Font.textStyle(.body)
}

/// SwiftUI's `Font.TextStyle`, at the default Dynamic Type size (Large).
public enum TextStyle: Hashable, Sendable, CaseIterable {
  case largeTitle
  case title
  case title2
  case title3
  case headline
  case subheadline
  case body
  case callout
  case footnote
  case caption
  case caption2
}

/// SwiftUI's `Font.Weight`. The metrics table has four weights; the others measure as the
/// nearest one (`ResolvedFont.face`), and the output keeps the weight asked for.
public enum FontWeight: Hashable, Sendable, CaseIterable {
  case ultraLight
  case thin
  case light
  case regular
  case medium
  case semibold
  case bold
  case heavy
  case black
}

/// SwiftUI's `Font.Design`. Carried to the renderer; every design measures with the same
/// (Inter) metrics.
public enum FontDesign: Hashable, Sendable {
  case `default`
  case rounded
  case serif
  case monospaced
}

/// SwiftUI's `TextAlignment` (`multilineTextAlignment`): where the lines of a wrapped text sit
/// inside the text's frame.
public enum TextAlignment: Hashable, Sendable {
  case leading
  case center
  case trailing
}
