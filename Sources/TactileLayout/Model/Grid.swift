/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as `GridItem` describes it.
public struct GridTrack: Hashable, Sendable {
  /// How the track's width (height for a row) is chosen.
  public enum Size: Hashable, Sendable {
    /// Exactly this length.
    case fixed(Double)
    /// An equal share of the length the fixed tracks leave, clamped to the bounds.
    case flexible(minimum: Double, maximum: Double)
    /// As many tracks of at least `minimum` as fit in the share, each flexible up to `maximum`.
    case adaptive(minimum: Double, maximum: Double)
    /// As long as the longest of its cells at their ideal size (a `Grid`'s columns).
    case fit
  }

  public var size: Size
  /// The space after the track; nil is the default (8 points).
  public var spacing: Double?
  /// Where a cell sits in its track's cell; nil is centred.
  public var alignment: Alignment?

  public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A lazy grid: its tracks along the cross axis (columns of a vertical grid), how the block of
/// tracks is aligned, and the spacing between the lines it fills (rows of a vertical grid).
public struct GridSpec: Hashable, Sendable {
  /// `.vertical` for `LazyVGrid` (columns fixed, rows grow downwards), `.horizontal` for
  /// `LazyHGrid`.
  public var axis: Axis
  public var tracks: [GridTrack]
  /// Along the cross axis: the horizontal alignment of a vertical grid's columns.
  public var alignment: Alignment
  /// Between lines (rows of a vertical grid); nil is the default (8 points).
  public var spacing: Double?

  public init(axis: Axis, tracks: [GridTrack], alignment: Alignment = .center, spacing: Double? = nil) {
    self.axis = axis
    self.tracks = tracks
    self.alignment = alignment
    self.spacing = spacing
  }
}
