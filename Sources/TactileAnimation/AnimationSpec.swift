/// An animation as this model runs it: a curve plus SwiftUI's `delay`, `speed`, `repeatCount`,
/// `repeatForever` and `autoreverses` — the fields of the runtime's `AnimationRecord`.
///
/// Time mapping (documented choice; SwiftUI's order of `delay` and `speed` is not recorded by
/// the runtime): the delay is in real seconds and is not scaled by the speed; after it, the
/// animation's own time runs `speed` times as fast as real time. A run lasts
/// `curve.duration` of the animation's own time; `repeatCount` runs (1 when nil) or endless
/// runs with `repeatsForever`; with `autoreverses`, every second run plays the first one
/// backwards in time.
///
/// Guarantees: `localProgress(at:)` is a pure function of the elapsed time, maps to
/// [0, total] and never loops; a non-positive or non-finite speed, or a repeat count below 1,
/// is treated as 1.
public struct AnimationSpec: Equatable, Sendable {
  public var curve: AnimationCurve
  /// Seconds to wait before the first run.
  public var delay: Double
  /// How much faster than real time the animation runs.
  public var speed: Double
  /// How many runs (nil: one, unless `repeatsForever`).
  public var repeatCount: Int?
  public var repeatsForever: Bool
  public var autoreverses: Bool

  public init(
    _ curve: AnimationCurve, delay: Double = 0, speed: Double = 1, repeatCount: Int? = nil,
    repeatsForever: Bool = false, autoreverses: Bool = false
  ) {
    self.curve = curve
    self.delay = delay.isFinite && delay > 0 ? delay : 0
    self.speed = speed.isFinite && speed > 0 ? speed : 1
    self.repeatCount = repeatCount.map { max($0, 1) }
    self.repeatsForever = repeatsForever
    self.autoreverses = autoreverses
  }

  /// A timing-curve animation (SwiftUI's default duration for them is 0.35 s).
  public static func timing(_ curve: TimingCurve, duration: Double = 0.35) -> AnimationSpec {
    AnimationSpec(.timing(curve, duration: duration))
  }

  /// A spring animation.
  public static func spring(_ spring: Spring, initialVelocity: Double = 0) -> AnimationSpec {
    AnimationSpec(.spring(spring, initialVelocity: initialVelocity))
  }

  /// How many runs (nil when endless).
  public var runs: Int? { repeatsForever ? nil : (repeatCount ?? 1) }

  /// The real time from the start to the end of the last run (`.infinity` when endless).
  public var totalDuration: Double {
    guard let runs else { return .infinity }
    return delay + Double(runs) * curve.duration / speed
  }

  /// Where the animation is `elapsed` real seconds after it started: the run's own time
  /// (0 … curve duration, already reversed for a backwards run) and whether it has ended.
  /// `runDuration` is `curve.duration`, passed in so that callers compute it once.
  public func position(at elapsed: Double, runDuration: Double) -> (time: Double, finished: Bool) {
    let own = (elapsed - delay) * speed
    if !(own > 0) { return (0, false) }
    guard runDuration > 0 else { return (runDuration, true) }
    if let runs, own >= Double(runs) * runDuration { return (runDuration, true) }
    let run = (own / runDuration).rounded(.down)
    var time = own - run * runDuration
    if autoreverses && run.truncatingRemainder(dividingBy: 2) == 1 { time = runDuration - time }
    return (time, false)
  }

  /// The sign of d(run time)/d(real time) at `elapsed`, times the speed: `speed` on a forward
  /// run, −`speed` on a backwards one (from the first run's start instant on, so that a
  /// value's velocity at its start is its start velocity), 0 before and after the end.
  public func timeRate(at elapsed: Double, runDuration: Double) -> Double {
    let own = (elapsed - delay) * speed
    if !(own >= 0) || !(runDuration > 0) { return 0 }
    if let runs, own >= Double(runs) * runDuration { return 0 }
    let run = (own / runDuration).rounded(.down)
    return autoreverses && run.truncatingRemainder(dividingBy: 2) == 1 ? -speed : speed
  }
}
