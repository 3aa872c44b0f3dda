/// A geometric angle, stored in radians, as SwiftUI's `Angle` is.
///
/// Printed as Swift's default description of SwiftUI's value: `Angle(radians: 0.5235987755982988)`.
@frozen public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var radians: Double

  @inlinable public init() { radians = 0 }
  @inlinable public init(radians: Double) { self.radians = radians }
  @inlinable public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// The angle in degrees.
  @inlinable public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// The value SwiftUI animates: the radians.
  @inlinable public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }

  @inlinable public static var zero: Angle { Angle(radians: 0) }

  @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  @inlinable public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public var description: String { "Angle(radians: \(radians))" }

  @inlinable public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  @inlinable public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  @inlinable public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  @inlinable public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  @inlinable public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  @inlinable public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  @inlinable public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  @inlinable public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  @inlinable public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
}
