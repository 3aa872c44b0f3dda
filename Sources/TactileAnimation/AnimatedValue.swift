/// One animation of an animatable property — a vector of Doubles (an offset's x and y, a
/// scale, a rotation, an opacity, colour components, frame sizes, a corner radius) — from a
/// start value to a target, beginning at a virtual time, under an `AnimationSpec`.
///
/// Sampling is a pure function of the virtual time: `value(at:)` and `velocity(at:)` read
/// nothing but their argument and the stored fields, so any time may be asked in any order.
/// A timing curve moves each component from `from` to `to` along the curve; a spring moves
/// each component by the closed-form `SpringMotion` from displacement (from − to) with the
/// component's start velocity (`velocity`, per second, plus the spring's own
/// `initialVelocity` times the change).
///
/// Guarantees: before the start (and during the delay) the value is `from` and the velocity
/// zero; once `isFinished(at:)`, the value is exactly `to` and the velocity zero (SwiftUI shows
/// the model value when an animation ends, so an autoreversing animation with an even number
/// of runs jumps to the target at its end, as SwiftUI's does). A spring's run lasts until every
/// component is within 0.001 of its scale (the larger of its change and |velocity|/ω) and
/// moving slower than 0.001·scale·ω; the jump to `to` at that moment is below that. `from`,
/// `to` and `velocity` have the same number of components (a shorter velocity is padded with
/// zeros).
public struct AnimatedValue: Equatable, Sendable {
  public let from: [Double]
  public let to: [Double]
  /// Each component's velocity when the animation starts, per second.
  public let velocity: [Double]
  /// The virtual time (seconds) the animation starts at; its delay counts from here.
  public let start: Double
  public let spec: AnimationSpec
  /// The length of one run in the animation's own time (see the type's comment for springs).
  public let runDuration: Double

  /// An animation from `from` to `to` starting at `start`, the value moving at `velocity`
  /// (ignored by timing curves).
  public init(from: [Double], to: [Double], velocity: [Double] = [], start: Double, spec: AnimationSpec) {
    let n = min(from.count, to.count)
    self.from = Array(from.prefix(n))
    self.to = Array(to.prefix(n))
    var v = [Double](repeating: 0, count: n)
    if case .spring(_, let initialVelocity) = spec.curve {
      for i in 0..<n {
        let own = i < velocity.count && velocity[i].isFinite ? velocity[i] : 0
        v[i] = own + initialVelocity * (to[i] - from[i])
      }
    }
    self.velocity = v
    self.start = start
    self.spec = spec
    switch spec.curve {
    case .timing:
      runDuration = spec.curve.duration
    case .spring(let spring, _):
      var longest = 0.0
      let w = spring.angularFrequency
      for i in 0..<n {
        let motion = spring.motion(displacement: from[i] - to[i], velocity: v[i])
        let scale = max(abs(from[i] - to[i]), abs(v[i]) / w)
        guard scale > 0 else { continue }
        let threshold = AnimationCurve.settlingThreshold * scale
        longest = max(longest, motion.settlingTime(threshold: threshold, velocityThreshold: threshold * w))
      }
      runDuration = longest
    }
  }

  /// The number of components.
  public var count: Int { to.count }

  /// Whether the animation has ended by virtual time `time` (never, when it repeats forever).
  public func isFinished(at time: Double) -> Bool {
    spec.position(at: time - start, runDuration: runDuration).finished
  }

  /// The virtual time the animation ends at (`.infinity` when it repeats forever).
  public var end: Double {
    guard let runs = spec.runs else { return .infinity }
    return start + spec.delay + Double(runs) * runDuration / spec.speed
  }

  /// The property's value at virtual time `time`.
  public func value(at time: Double) -> [Double] {
    let position = spec.position(at: time - start, runDuration: runDuration)
    if position.finished { return to }
    if !(time - start > spec.delay) { return from }
    var result = to
    let t = position.time
    switch spec.curve {
    case .timing(let curve, _):
      let y = runDuration > 0 ? curve.value(at: t / runDuration) : 1
      for i in 0..<count { result[i] = from[i] + (to[i] - from[i]) * y }
    case .spring(let spring, _):
      for i in 0..<count {
        result[i] =
          to[i] + spring.motion(displacement: from[i] - to[i], velocity: velocity[i]).displacement(at: t)
      }
    }
    return result
  }

  /// The property's velocity (per second of virtual time) at `time`.
  public func velocity(at time: Double) -> [Double] {
    var result = [Double](repeating: 0, count: count)
    let elapsed = time - start
    let rate = spec.timeRate(at: elapsed, runDuration: runDuration)
    if rate == 0 { return result }
    let t = spec.position(at: elapsed, runDuration: runDuration).time
    switch spec.curve {
    case .timing(let curve, _):
      guard runDuration > 0 else { return result }
      let slope = curve.slope(at: t / runDuration) / runDuration * rate
      for i in 0..<count { result[i] = (to[i] - from[i]) * slope }
    case .spring(let spring, _):
      for i in 0..<count {
        result[i] = spring.motion(displacement: from[i] - to[i], velocity: velocity[i]).velocity(at: t) * rate
      }
    }
    return result
  }
}
