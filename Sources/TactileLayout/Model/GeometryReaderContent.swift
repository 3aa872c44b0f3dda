import TactileGeometry

/// What a `GeometryReader`'s closure receives (SwiftUI's `GeometryProxy`): the reader's size and
/// where it is, known only once layout has placed it.
///
/// Frames in the canvas (`.global`) and in named coordinate spaces are the bounding boxes of
/// the reader's bounds as drawn, after every enclosing geometry effect. There are no safe-area
/// insets on the canvas, so `safeAreaInsets` is always zero.
public struct GeometryInfo: Sendable {
  /// `proxy.size`: the size proposed to the reader (which it takes).
  public var size: CGSize
  /// `proxy.frame(in: .global)`.
  public var globalFrame: CGRect
  /// The reader's frame in each named coordinate space that encloses it, innermost first.
  public var namedFrames: [(name: String, frame: CGRect)]
  /// Each enclosing named coordinate space's bounds in the reader's own coordinates, innermost
  /// first: `proxy.bounds(of: space)`.
  public var namedBounds: [(name: String, bounds: CGRect)] = []

  /// The name layout gives the coordinate space of the innermost enclosing scroll view
  /// (`.scrollView`); no name a program writes can equal it.
  public static let scrollViewSpace = "\u{1}scrollView"
  /// The name of the space of the innermost scroll view scrolling along one axis
  /// (`.scrollView(axis:)`).
  public static func scrollViewSpace(horizontal: Bool) -> String {
    horizontal ? "\u{1}scrollView.horizontal" : "\u{1}scrollView.vertical"
  }

  public init(size: CGSize, globalFrame: CGRect, namedFrames: [(name: String, frame: CGRect)] = []) {
    self.size = size
    self.globalFrame = globalFrame
    self.namedFrames = namedFrames
  }

  /// `proxy.frame(in: .local)`.
  public var localFrame: CGRect { CGRect(origin: .zero, size: size) }

  /// `proxy.frame(in: .named(name))`; the global frame when no enclosing view has that name,
  /// as SwiftUI falls back.
  public func frame(inSpaceNamed name: String) -> CGRect {
    for entry in namedFrames where entry.name == name { return entry.frame }
    return globalFrame
  }

  /// `proxy.bounds(of: .named(name))`: nil when no enclosing view defines that space.
  public func bounds(ofSpaceNamed name: String) -> CGRect? {
    for entry in namedBounds where entry.name == name { return entry.bounds }
    return nil
  }

  /// `proxy.safeAreaInsets`: the canvas has none.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A `GeometryReader`'s content: the closure layout calls with the reader's geometry to get the
/// view to lay out inside it. Layout calls it once per layout pass, while placing the reader.
public struct GeometryReaderContent {
  public var body: (GeometryInfo) -> ViewNode
  public init(_ body: @escaping (GeometryInfo) -> ViewNode) { self.body = body }
}
