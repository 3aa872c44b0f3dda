/// A horizontal alignment guide: where, along a view's width, its alignment point is.
///
/// Stacks align their children's guides on one line (`VStack(alignment:)`); frames, overlays
/// and `ZStack` place children so that their guides coincide with the container's.
public enum HorizontalAlignment: Hashable, Sendable {
  case leading
  case center
  case trailing
  /// A program's guide, `HorizontalAlignment(MyID.self)`.
  case custom(CustomAlignmentGuide)

  /// The guide's default position in a view of size `width` × `height` (SwiftUI's default
  /// guides; a custom guide's is its `AlignmentID.defaultValue(in:)`).
  public func value(width: Double, height: Double) -> Double {
    switch self {
    case .leading: return 0
    case .center: return width / 2
    case .trailing: return width
    case .custom(let guide): return guide.defaultValue(ViewDimensions(width: width, height: height))
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
  /// A program's guide, `VerticalAlignment(MyID.self)`.
  case custom(CustomAlignmentGuide)
}

/// A guide a program defines with an `AlignmentID` type: the type identifies it (two guides
/// made from the same type are the same guide), and its `defaultValue(in:)` places it in a view
/// that sets no explicit value. Inside a container, the explicit values its children set are
/// merged into the container's own explicit value (their mean, `AlignmentID`'s default
/// combination), so a custom guide aligns views across nested stacks
/// (docs/layout-behaviour.md).
public final class CustomAlignmentGuide: Hashable, @unchecked Sendable {
  /// What identifies the guide (the program's type).
  public let id: Int
  /// The `AlignmentID` type's name, for layout dumps.
  public let name: String
  private let evaluator: AlignmentGuideEvaluator

  public init(id: Int, name: String, defaultValue: AlignmentGuideEvaluator) {
    self.id = id
    self.name = name
    self.evaluator = defaultValue
  }

  /// The guide's default value in a view of these dimensions.
  public func defaultValue(_ d: ViewDimensions) -> Double { evaluator.value(for: d) }

  public static func == (a: CustomAlignmentGuide, b: CustomAlignmentGuide) -> Bool { a.id == b.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
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
