/// A description of how a change animates, with SwiftUI's names and parameters.
///
/// This is data only: the engine passes it along in transactions; the rendering stage turns
/// it into motion. Every factory SwiftUI offers maps onto one `Curve` plus the modifiers
/// (`delay`, `speed`, `repeatCount`, `repeatForever`).
public struct Animation: Hashable, Sendable {
  /// The timing curve or physical model of an animation.
  public enum Curve: Hashable, Sendable {
    /// A Bézier timing curve over `duration` seconds, with control points (c0x, c0y) and (c1x, c1y).
    case bezier(duration: Double, c0x: Double, c0y: Double, c1x: Double, c1y: Double)
    /// A spring with SwiftUI's perceptual parameters.
    case spring(response: Double, dampingFraction: Double, blendDuration: Double)
    /// A spring with physical parameters.
    case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  }

  public var curve: Curve
  public var delay: Double = 0
  public var speed: Double = 1
  /// How many times the animation plays (`nil` with `repeats` set means forever).
  public var repeatCount: Int? = nil
  public var repeats: Bool = false
  public var autoreverses: Bool = true

  public init(curve: Curve) { self.curve = curve }

  public static let `default` = Animation(
    curve: .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))

  public static var linear: Animation { linear(duration: 0.35) }
  public static func linear(duration: Double) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }
  public static var easeIn: Animation { easeIn(duration: 0.35) }
  public static func easeIn(duration: Double) -> Animation { timingCurve(0.42, 0, 1, 1, duration: duration) }
  public static var easeOut: Animation { easeOut(duration: 0.35) }
  public static func easeOut(duration: Double) -> Animation { timingCurve(0, 0, 0.58, 1, duration: duration) }
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }
  public static func easeInOut(duration: Double) -> Animation {
    timingCurve(0.42, 0, 0.58, 1, duration: duration)
  }
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(curve: .bezier(duration: duration, c0x: c0x, c0y: c0y, c1x: c1x, c1y: c1y))
  }

  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }
  /// A spring from a perceptual duration and bounce (iOS 17): response = duration, and
  /// damping fraction = 1 − bounce for a non-negative bounce, 1 / (1 + bounce) otherwise.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    return Animation(
      curve: .spring(response: duration, dampingFraction: damping, blendDuration: blendDuration))
  }
  public static var spring: Animation {
    Animation(curve: .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
  }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(
      curve: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }
  public static var interactiveSpring: Animation { interactiveSpring() }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      curve: .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }
  public static var bouncy: Animation { bouncy(duration: 0.5, extraBounce: 0) }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation.spring(duration: duration, bounce: 0.3 + extraBounce, blendDuration: 0)
  }
  public static var snappy: Animation { snappy(duration: 0.5, extraBounce: 0) }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation.spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: 0)
  }
  public static var smooth: Animation { smooth(duration: 0.5, extraBounce: 0) }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation.spring(duration: duration, bounce: extraBounce, blendDuration: 0)
  }

  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delay += delay
    return copy
  }
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speed *= speed
    return copy
  }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = true
    copy.repeatCount = count
    copy.autoreverses = autoreverses
    return copy
  }
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = true
    copy.repeatCount = nil
    copy.autoreverses = autoreverses
    return copy
  }
}
