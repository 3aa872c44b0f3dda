/// A spring's parameters as SwiftUI publishes them: a damped harmonic oscillator described by
/// its response (the period of the undamped spring, in seconds) and damping fraction (the
/// damping as a fraction of critical damping), with the equivalent mass, stiffness and
/// damping coefficient.
///
/// The conversions (mass m, stiffness k, damping coefficient c):
/// - response and damping fraction ↔ physics (SwiftUI's `Spring(response:dampingRatio:)`,
///   `Spring(mass:stiffness:damping:)`, the `stiffness`/`damping` properties):
///   k = m·(2π / response)², c = 4π·m·dampingFraction / response; for m = 1,
///   k = (2π/response)² and c = 4π·dampingFraction/response. Conversely
///   response = 2π·√(m/k) and dampingFraction = c / (2·√(k·m)).
/// - perceptual duration and bounce ↔ response and damping fraction
///   (`Spring(duration:bounce:)`, iOS 17): response = duration; dampingFraction = 1 − bounce
///   for bounce ≥ 0, and 1 / (1 + bounce) for bounce < 0 (so that bounce −1 … 0 maps to
///   dampingFraction ∞ … 1). Equivalently (mass 1) c = 4π·(1 − bounce)/duration for
///   bounce ≥ 0 and c = 4π / (duration·(1 + bounce)) for bounce < 0.
/// Sources: Apple's documentation of SwiftUI's `Spring`
/// (developer.apple.com/documentation/swiftui/spring/init(duration:bounce:),
/// …/spring/init(response:dampingratio:), …/spring/init(mass:stiffness:damping:allowoverdamping:),
/// …/spring/stiffness, …/spring/damping) for what each parameter means and the ranges of
/// bounce (−1 overdamped … 0 critical … 1 undamped); the numeric mapping is the one Apple gave
/// in WWDC23's "Animate with springs" (mass 1, stiffness (2π/duration)², damping from the
/// bounce as above), and the runtime's `AnimationRecord.spring(name:duration:bounce:)` uses
/// the same numbers.
///
/// Guarantees: a `Spring` built by any initializer has a finite, positive response and a
/// finite, non-negative damping fraction (non-positive or non-finite inputs are clamped to
/// the nearest valid value: a response of at least 1e-6 s, a damping fraction of at least 0),
/// so the motion it describes is always defined. The presets have the runtime's numbers
/// (Sources/TactileRuntime/Builtins/SwiftUIValues.swift).
public struct Spring: Equatable, Sendable {
  /// The period of the undamped spring, in seconds.
  public var response: Double
  /// The damping as a fraction of critical damping: 1 is critical, below 1 bounces.
  public var dampingFraction: Double
  /// The mass on the spring (1 unless made by `interpolatingSpring(mass:…)`); it changes the
  /// stiffness and damping coefficient the spring reports, not its motion.
  public var mass: Double
  /// How long SwiftUI blends a new spring's parameters into a running one's (kept, not
  /// modelled: a retargeted spring takes its new parameters at once).
  public var blendDuration: Double

  /// A spring by response and damping fraction (`Animation.spring(response:dampingFraction:)`).
  public init(response: Double, dampingFraction: Double, blendDuration: Double = 0) {
    self.response = response.isFinite && response > 1e-6 ? response : (response == .infinity ? 1e6 : 1e-6)
    self.dampingFraction = dampingFraction.isFinite && dampingFraction > 0 ? dampingFraction : 0
    if dampingFraction == .infinity { self.dampingFraction = 1e6 }
    mass = 1
    self.blendDuration = blendDuration
  }

  /// A spring by perceptual duration and bounce (`Spring(duration:bounce:)`): bounce 0 is
  /// critically damped, towards 1 undamped, towards −1 ever more overdamped.
  public init(duration: Double, bounce: Double, blendDuration: Double = 0) {
    let b = min(max(bounce, -0.999_999), 1)
    self.init(
      response: duration, dampingFraction: b < 0 ? 1 / (1 + b) : 1 - b, blendDuration: blendDuration)
  }

  /// A spring by its physics (`Animation.interpolatingSpring(mass:stiffness:damping:)`).
  public init(mass: Double, stiffness: Double, damping: Double) {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1e-12
    self.init(
      response: 2 * Double.pi * (m / k).squareRoot(), dampingFraction: damping / (2 * (k * m).squareRoot()))
    self.mass = m
  }

  /// `Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`'s spring (the
  /// initial velocity belongs to the animation).
  public static func interpolatingSpring(stiffness: Double, damping: Double, mass: Double = 1) -> Spring {
    Spring(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// `Animation.spring`: `spring(duration: 0.5, bounce: 0)` (critically damped).
  public static let spring = Spring(duration: 0.5, bounce: 0)
  /// `Animation.interactiveSpring`: response 0.15, damping fraction 0.86, blend 0.25.
  public static let interactiveSpring = Spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
  /// `Animation.bouncy`: duration 0.5, bounce 0.3.
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  /// `Animation.snappy`: duration 0.5, bounce 0.15.
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// `Animation.smooth`: duration 0.5, bounce 0.
  public static let smooth = Spring(duration: 0.5, bounce: 0)

  /// `bouncy(duration:extraBounce:)`: a base bounce of 0.3 plus `extraBounce`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  /// `snappy(duration:extraBounce:)`: a base bounce of 0.15 plus `extraBounce`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// `smooth(duration:extraBounce:)`: a base bounce of 0 plus `extraBounce`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// The undamped angular frequency ω = 2π / response (radians per second).
  public var angularFrequency: Double { 2 * Double.pi / response }

  /// The stiffness k = m·(2π / response)².
  public var stiffness: Double {
    let w = angularFrequency
    return mass * w * w
  }

  /// The damping coefficient c = 4π·m·dampingFraction / response.
  public var damping: Double { 4 * Double.pi * mass * dampingFraction / response }

  /// The perceptual duration (`Spring.duration`): the response.
  public var duration: Double { response }

  /// The bounce (`Spring.bounce`): 1 − dampingFraction when it is at most 1, else
  /// 1/dampingFraction − 1.
  public var bounce: Double { dampingFraction <= 1 ? 1 - dampingFraction : 1 / dampingFraction - 1 }

  /// The motion towards a target from `displacement` (current value − target) moving at
  /// `velocity` (per second).
  public func motion(displacement: Double, velocity: Double) -> SpringMotion {
    SpringMotion(spring: self, displacement: displacement, velocity: velocity)
  }

  /// The value of a unit step from 0 to 1 after `time` seconds, starting with
  /// `initialVelocity` (in units of the distance per second).
  public func value(at time: Double, initialVelocity: Double = 0) -> Double {
    1 + motion(displacement: -1, velocity: initialVelocity).displacement(at: time)
  }

  /// The velocity of that unit step after `time` seconds.
  public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
    motion(displacement: -1, velocity: initialVelocity).velocity(at: time)
  }

  /// The time after which a unit step stays within `threshold` of its target, with its
  /// velocity below `velocityThreshold` (default: `threshold`·ω, the peak speed of an
  /// oscillation of amplitude `threshold`); see `SpringMotion.settlingTime`. `.infinity` for
  /// an undamped spring.
  public func settlingDuration(
    initialVelocity: Double = 0, threshold: Double = 0.001, velocityThreshold: Double? = nil
  ) -> Double {
    motion(displacement: -1, velocity: initialVelocity).settlingTime(
      threshold: threshold, velocityThreshold: velocityThreshold ?? threshold * angularFrequency)
  }
}
