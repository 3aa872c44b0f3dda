/// A normalised point in a view's bounds: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one. Printed as Swift prints SwiftUI's value: `UnitPoint(x: 0.5, y: 0.5)`.
///
/// The gesture engine's start anchors, and layout's anchors of scale and rotation and the start
/// and end of gradients.
@frozen public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
  public var x: CGFloat
  public var y: CGFloat

  @inlinable public init() { self.init(x: 0, y: 0) }
  @inlinable public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  @inlinable public static var zero: UnitPoint { UnitPoint(x: 0, y: 0) }
  @inlinable public static var center: UnitPoint { UnitPoint(x: 0.5, y: 0.5) }
  @inlinable public static var leading: UnitPoint { UnitPoint(x: 0, y: 0.5) }
  @inlinable public static var trailing: UnitPoint { UnitPoint(x: 1, y: 0.5) }
  @inlinable public static var top: UnitPoint { UnitPoint(x: 0.5, y: 0) }
  @inlinable public static var bottom: UnitPoint { UnitPoint(x: 0.5, y: 1) }
  @inlinable public static var topLeading: UnitPoint { UnitPoint(x: 0, y: 0) }
  @inlinable public static var topTrailing: UnitPoint { UnitPoint(x: 1, y: 0) }
  @inlinable public static var bottomLeading: UnitPoint { UnitPoint(x: 0, y: 1) }
  @inlinable public static var bottomTrailing: UnitPoint { UnitPoint(x: 1, y: 1) }

  public var description: String { "UnitPoint(x: \(x), y: \(y))" }

  /// The unit point of `point` within a rectangle of `size` at the origin. A zero dimension
  /// maps to 0, so the result is always finite.
  @inlinable public init(_ point: CGPoint, in size: CGSize) {
    self.init(
      x: size.width == 0 ? 0 : point.x / size.width,
      y: size.height == 0 ? 0 : point.y / size.height)
  }
}
