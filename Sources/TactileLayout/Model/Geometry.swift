// Points, sizes, rectangles, unit points and transforms are TactileGeometry's `CGPoint`,
// `CGSize`, `CGRect`, `UnitPoint` and `CGAffineTransform`; a client of layout imports
// TactileGeometry itself to name them. Layout reads them in a view's or the canvas's coordinate
// space: origin top-left, y down, in points. Layout never produces negative or NaN sizes;
// infinity appears only as the answer of a view that takes all of an infinite proposal.
import TactileGeometry

extension CGSize {
  /// The extent along `axis`.
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
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
