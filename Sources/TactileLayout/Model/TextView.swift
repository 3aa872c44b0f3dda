import TactileGeometry

/// The text attributes SwiftUI passes down the environment, each optional: `nil` means
/// "inherit". A `Text` carries its own (from `Text` modifiers such as `.font` or `.bold()`
/// written on the text); a `.textAttributes` modifier on any view sets them for every text and
/// shape inside (`VStack { … }.font(.caption).foregroundStyle(.secondary)`). A text's own
/// attribute wins over the environment's, as in SwiftUI.
public struct TextAttributes: Hashable, Sendable {
  public var font: Font?
  /// `fontWeight(_:)` or `bold()`; overrides the font's weight.
  public var weight: FontWeight?
  /// `italic()`.
  public var italic: Bool?
  /// `lineLimit(_:)`; `TextAttributes.noLineLimit` writes `lineLimit(nil)` explicitly.
  public var lineLimit: Int?
  /// `multilineTextAlignment(_:)`.
  public var alignment: TextAlignment?
  /// `foregroundStyle(_:)` / `foregroundColor(_:)`; also the default fill of shapes.
  public var foreground: ShapeStyle?
  /// `tint(_:)`: what `ShapeStyle.tint` paints inside (the accent colour where none is set).
  public var tint: ShapeStyle?
  /// The foreground a control gives its label when no `foregroundStyle` is in effect above it
  /// (a `Button`'s label takes the tint). Consumed where it is written, not inherited.
  public var defaultForeground: ShapeStyle?

  public init(
    font: Font? = nil, weight: FontWeight? = nil, italic: Bool? = nil, lineLimit: Int? = nil,
    alignment: TextAlignment? = nil, foreground: ShapeStyle? = nil, tint: ShapeStyle? = nil,
    defaultForeground: ShapeStyle? = nil
  ) {
    self.font = font
    self.weight = weight
    self.italic = italic
    self.lineLimit = lineLimit
    self.alignment = alignment
    self.foreground = foreground
    self.tint = tint
    self.defaultForeground = defaultForeground
  }

  /// The `lineLimit` value that stands for an explicit `lineLimit(nil)` (no limit).
  public static let noLineLimit = Int.max

  /// These attributes where set, `inherited`'s elsewhere.
  public func inheriting(from inherited: TextAttributes) -> TextAttributes {
    TextAttributes(
      font: font ?? inherited.font, weight: weight ?? inherited.weight, italic: italic ?? inherited.italic,
      lineLimit: lineLimit ?? inherited.lineLimit, alignment: alignment ?? inherited.alignment,
      foreground: foreground ?? inherited.foreground ?? defaultForeground, tint: tint ?? inherited.tint)
  }
}

/// A `Text` leaf: its string (interpolation already done by the runtime) and the attributes
/// written on it.
///
/// A text wraps at word boundaries to the proposed width and never reports a width above it
/// (unless the proposal is nil, as under `fixedSize`); it truncates its last line with "…"
/// when its line limit or the proposed height cuts it short (`TextLayout`).
public struct TextView: Hashable, Sendable {
  public var string: String
  public var attributes: TextAttributes
  public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
    self.string = string
    self.attributes = attributes
  }
}

/// An `Image` leaf, drawn as a placeholder (a neutral box with the name).
///
/// A non-resizable image has a fixed size whatever it is proposed: `naturalSize`, or for an
/// SF Symbol without one a square of 1.2 times the font size of the environment's font. A
/// resizable image takes the proposed size (its natural size on an unspecified axis).
public struct ImageView: Hashable, Sendable {
  /// Where the image comes from.
  public enum Source: Hashable, Sendable {
    /// `Image(systemName:)`.
    case systemName(String)
    /// `Image(_ name:)`, an asset.
    case named(String)
  }
  public var source: Source
  /// `resizable()`.
  public var isResizable: Bool
  /// The image's own size; nil for the placeholder default (see the type's documentation).
  public var naturalSize: CGSize?
  /// The tint (`foregroundStyle` for symbols); nil inherits.
  public var foreground: ShapeStyle?
  public init(
    _ source: Source, isResizable: Bool = false, naturalSize: CGSize? = nil, foreground: ShapeStyle? = nil
  ) {
    self.source = source
    self.isResizable = isResizable
    self.naturalSize = naturalSize
    self.foreground = foreground
  }

  /// The size of a named image placeholder that has no `naturalSize`.
  public static let defaultNamedSize = CGSize(width: 100, height: 100)
  /// A symbol placeholder's side, as a multiple of the font's point size.
  public static let symbolScale = 1.2
}
