/// A horizontal alignment guide: where, along a view's width, its alignment point is.
///
/// Stacks align their children's guides on one line (`VStack(alignment:)`); frames, overlays
/// and `ZStack` place children so that their guides coincide with the container's.
public enum HorizontalAlignment: Hashable, Sendable {
  case leading
  case center
  case trailing

  /// The guide's position in a view of width `width` (SwiftUI's default guides).
  public func value(in width: Double) -> Double {
    switch self {
    case .leading: return 0
    case .center: return width / 2
    case .trailing: return width
    }
  }
}

/// A vertical alignment guide. The text baselines are measured: a text's first (last)
/// baseline is that of its first (last) line; other views pass on their content's, and a view
/// without text has its baselines at its bottom edge (docs/layout-behaviour.md).
public enum VerticalAlignment: Hashable, Sendable {
  case top
  case center
  case bottom
  case firstTextBaseline
  case lastTextBaseline
}

/// A pair of guides, one per axis, as frames, `ZStack`, overlays and backgrounds take.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
