/// How one run of an animation moves a value from its start to its target: along a timing
/// curve for a fixed duration, or by a spring until it settles.
///
/// Guarantees: `progress(at:)` is 0 at and before time 0 and exactly 1 from `duration` on;
/// a timing curve with a non-positive or non-finite duration jumps (duration 0).
public enum AnimationCurve: Equatable, Sendable {
  /// A cubic Bézier timing curve lasting `duration` seconds.
  case timing(TimingCurve, duration: Double)
  /// A spring; `initialVelocity` is in units of the change per second (SwiftUI's
  /// `interpolatingSpring(…initialVelocity:)`), added to any velocity the value already has.
  case spring(Spring, initialVelocity: Double)

  /// How far the value still is from its target (in units of the change) below which a
  /// spring counts as settled: 0.001, with its velocity below 0.001·ω.
  public static let settlingThreshold = 0.001

  /// The length of one run, in seconds of the animation's own time: the timing curve's
  /// duration, or the time a unit step of the spring (with its initial velocity) takes to
  /// settle within `settlingThreshold`.
  public var duration: Double {
    switch self {
    case .timing(_, let duration):
      return duration.isFinite && duration > 0 ? duration : 0
    case .spring(let spring, let initialVelocity):
      return spring.settlingDuration(initialVelocity: initialVelocity, threshold: Self.settlingThreshold)
    }
  }

  /// Whether it is a spring (springs keep a value's velocity when they retarget it).
  public var isSpring: Bool {
    if case .spring = self { return true }
    return false
  }
}
