/// A geometric angle, stored in radians, as SwiftUI's `Angle` is.
///
/// Printed as Swift's default description of SwiftUI's value: `Angle(radians: 0.5235987755982988)`.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var radians: Double

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// The value SwiftUI animates: the radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }

  public static let zero = Angle(radians: 0)

  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public var description: String { "Angle(radians: \(radians))" }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
}
