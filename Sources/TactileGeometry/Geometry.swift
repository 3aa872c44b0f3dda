/// SwiftUI's floating-point scalar. On every platform Tactile targets it is a 64-bit `Double`,
/// so `CGFloat` and `Double` interconvert freely and print identically (`119.0`).
public typealias CGFloat = Double

/// A point in a two-dimensional coordinate system, printed as Swift prints one: `(119.0, 40.0)`.
///
/// In layout and on the canvas the origin is the top-left corner and y points down, in points.
@frozen public struct CGPoint: Hashable, Sendable, CustomStringConvertible {
  public var x: CGFloat
  public var y: CGFloat

  @inlinable public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  @inlinable public init() { self.init(x: 0, y: 0) }

  /// The origin.
  @inlinable public static var zero: CGPoint { CGPoint(x: 0, y: 0) }

  public var description: String { "(\(x), \(y))" }

  /// Whether both coordinates are finite numbers.
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The straight-line distance to `other`.
  @inlinable public func distance(to other: CGPoint) -> CGFloat {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }
}

/// A width and a height, printed as Swift prints one: `(119.0, 40.0)`.
@frozen public struct CGSize: Hashable, Sendable, CustomStringConvertible {
  public var width: CGFloat
  public var height: CGFloat

  @inlinable public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  @inlinable public init() { self.init(width: 0, height: 0) }

  /// The size whose width and height are both zero.
  @inlinable public static var zero: CGSize { CGSize(width: 0, height: 0) }

  public var description: String { "(\(width), \(height))" }
}

/// A two-dimensional vector, printed as Swift prints one: `(3.0, 4.0)`.
@frozen public struct CGVector: Hashable, Sendable, CustomStringConvertible {
  public var dx: CGFloat
  public var dy: CGFloat

  @inlinable public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  @inlinable public init() { self.init(dx: 0, dy: 0) }

  /// The vector whose components are both zero.
  @inlinable public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

  public var description: String { "(\(dx), \(dy))" }
}

/// A rectangle: an origin and a size. Printed as Swift prints one: `(0.0, 0.0, 100.0, 50.0)`.
///
/// Like Core Graphics, the edge accessors (`minX`, `maxY`, `width`, …) standardise a negative
/// size. A size that is not negative (zero, positive, infinite or NaN) is read as it is:
/// `minX` is `origin.x`, `maxX` is `origin.x + size.width`, `width` is `size.width`.
@frozen public struct CGRect: Hashable, Sendable, CustomStringConvertible {
  public var origin: CGPoint
  public var size: CGSize

  @inlinable public init(origin: CGPoint, size: CGSize) {
    self.origin = origin
    self.size = size
  }

  @inlinable public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
    self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
  }

  @inlinable public init() { self.init(origin: .zero, size: .zero) }

  /// The rectangle at the origin with zero size.
  @inlinable public static var zero: CGRect { CGRect(origin: .zero, size: .zero) }

  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }

  @inlinable public var width: CGFloat { size.width < 0 ? -size.width : size.width }
  @inlinable public var height: CGFloat { size.height < 0 ? -size.height : size.height }
  @inlinable public var minX: CGFloat { size.width < 0 ? origin.x + size.width : origin.x }
  @inlinable public var maxX: CGFloat { size.width < 0 ? origin.x : origin.x + size.width }
  @inlinable public var minY: CGFloat { size.height < 0 ? origin.y + size.height : origin.y }
  @inlinable public var maxY: CGFloat { size.height < 0 ? origin.y : origin.y + size.height }
  @inlinable public var midX: CGFloat { origin.x + size.width / 2 }
  @inlinable public var midY: CGFloat { origin.y + size.height / 2 }

  /// Whether `point` lies inside, counting the minimum edges in and the maximum edges out, as
  /// Core Graphics does.
  @inlinable public func contains(_ point: CGPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle moved by `dx` and `dy`.
  @inlinable public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle grown (negative values) or shrunk (positive values) on every side.
  @inlinable public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
    CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}

extension CGPoint {
  @inlinable public static func + (lhs: CGPoint, rhs: CGSize) -> CGPoint {
    CGPoint(x: lhs.x + rhs.width, y: lhs.y + rhs.height)
  }

  /// The vector from `rhs` to `lhs`, as a size.
  @inlinable public static func - (lhs: CGPoint, rhs: CGPoint) -> CGSize {
    CGSize(width: lhs.x - rhs.x, height: lhs.y - rhs.y)
  }
}

extension CGSize {
  @inlinable public static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
    CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
  }

  @inlinable public static func * (lhs: CGSize, rhs: CGFloat) -> CGSize {
    CGSize(width: lhs.width * rhs, height: lhs.height * rhs)
  }
}
