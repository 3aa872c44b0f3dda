/// A point in a view's or the canvas's coordinate space: origin top-left, y down, in points.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points. Layout never produces negative or NaN sizes; infinity
/// appears only as the answer of a view that takes all of an infinite proposal.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)

  /// The extent along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

/// An axis-aligned rectangle: an origin and a size.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }

  /// Whether `point` lies inside the rectangle (edges at the origin included, far edges not).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }
}

/// One of the two layout axes.
public enum Axis: Hashable, Sendable {
  case horizontal
  case vertical

  /// The other axis.
  public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A set of axes, as `ScrollView(_:)` takes.
public struct Axes: Hashable, Sendable {
  public var horizontal: Bool
  public var vertical: Bool
  public init(horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let horizontal = Axes(horizontal: true, vertical: false)
  public static let vertical = Axes(horizontal: false, vertical: true)
  public static let both = Axes(horizontal: true, vertical: true)

  /// Whether `axis` is in the set.
  public func contains(_ axis: Axis) -> Bool { axis == .horizontal ? horizontal : vertical }
}

/// Insets on the four edges, as `padding` takes them (already resolved from edges and length).
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same length on every edge: `padding()` is `EdgeInsets(all: 16)`.
  public init(all length: Double) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// SwiftUI's `padding(_ edges: Edge.Set, _ length: CGFloat?)`: `length` on the given edges
  /// (nil means the default, 16 points), zero elsewhere.
  public init(edges: EdgeSet, length: Double? = nil) {
    let l = length ?? EdgeInsets.defaultPadding
    self.init(
      top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
      bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
  }

  /// The padding SwiftUI uses when `padding` is given no length, on iOS: 16 points.
  public static let defaultPadding: Double = 16

  /// `leading + trailing` or `top + bottom`.
  public func total(_ axis: Axis) -> Double { axis == .horizontal ? leading + trailing : top + bottom }
}

/// SwiftUI's `Edge.Set`: which edges a padding applies to.
public struct EdgeSet: OptionSet, Hashable, Sendable {
  public var rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let top = EdgeSet(rawValue: 1)
  public static let leading = EdgeSet(rawValue: 2)
  public static let bottom = EdgeSet(rawValue: 4)
  public static let trailing = EdgeSet(rawValue: 8)
  public static let horizontal: EdgeSet = [.leading, .trailing]
  public static let vertical: EdgeSet = [.top, .bottom]
  public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// A point in a view's bounds in unit coordinates (SwiftUI's `UnitPoint`): (0, 0) is the
/// top-leading corner and (1, 1) the bottom-trailing one. Anchors of scale and rotation, and
/// the start and end of gradients.
public struct AnchorPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = AnchorPoint(x: 0, y: 0)
  public static let center = AnchorPoint(x: 0.5, y: 0.5)
  public static let leading = AnchorPoint(x: 0, y: 0.5)
  public static let trailing = AnchorPoint(x: 1, y: 0.5)
  public static let top = AnchorPoint(x: 0.5, y: 0)
  public static let bottom = AnchorPoint(x: 0.5, y: 1)
  public static let topLeading = AnchorPoint(x: 0, y: 0)
  public static let topTrailing = AnchorPoint(x: 1, y: 0)
  public static let bottomLeading = AnchorPoint(x: 0, y: 1)
  public static let bottomTrailing = AnchorPoint(x: 1, y: 1)
}
