/// The animation state of one animatable property over virtual time: its model value (the
/// target) and the animation in flight, with SwiftUI's retargeting rules.
///
/// Retargeting (a new target while an animation runs), at the virtual time of the change:
/// - with a spring, the new animation starts from the current value **and the current
///   velocity** (SwiftUI: springs "preserve velocity from one animation to the next"), so the
///   value and its velocity are continuous at the retarget instant;
/// - with a timing curve, it starts from the current value with the velocity discarded (the
///   value is continuous, its velocity jumps). SwiftUI itself blends a timing curve into the
///   running animation additively; this model restarts it, a documented simplification
///   (docs/animation.md);
/// - with no animation, the value jumps to the target and nothing is in flight.
/// A target with a different number of components than the current value always jumps.
///
/// Guarantees: `value(at:)`, `velocity(at:)` and `isFinished(at:)` are pure functions of time
/// for a given state; only `set` and `removeFinished` change the state. Times before the last
/// change read that animation's start value.
public struct AnimationTimeline: Equatable, Sendable {
  /// The model value: where the property is going (or is, when nothing is in flight).
  public private(set) var target: [Double]
  /// The animation in flight, if any.
  public private(set) var animation: AnimatedValue?

  /// A property resting at `value`.
  public init(_ value: [Double]) {
    target = value
    animation = nil
  }

  /// Changes the target to `newTarget` at virtual time `time`, animated by `spec` (nil: at
  /// once), starting from the value (and for springs the velocity) the property has then.
  public mutating func set(_ newTarget: [Double], at time: Double, animation spec: AnimationSpec?) {
    guard let spec, newTarget.count == target.count else {
      target = newTarget
      animation = nil
      return
    }
    let current = value(at: time)
    let velocity = spec.curve.isSpring ? self.velocity(at: time) : []
    target = newTarget
    animation = AnimatedValue(from: current, to: newTarget, velocity: velocity, start: time, spec: spec)
  }

  /// The value the property shows at virtual time `time`.
  public func value(at time: Double) -> [Double] {
    animation?.value(at: time) ?? target
  }

  /// The property's velocity at virtual time `time` (zeros when nothing moves).
  public func velocity(at time: Double) -> [Double] {
    animation?.velocity(at: time) ?? [Double](repeating: 0, count: target.count)
  }

  /// Whether nothing is moving at `time` (no animation, or it has ended).
  public func isFinished(at time: Double) -> Bool {
    animation?.isFinished(at: time) ?? true
  }

  /// Drops the animation in flight once it has ended at `time`; returns whether it did.
  @discardableResult
  public mutating func removeFinished(at time: Double) -> Bool {
    guard let animation, animation.isFinished(at: time) else { return false }
    self.animation = nil
    return true
  }
}
