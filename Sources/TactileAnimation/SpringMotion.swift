import TactileGeometry

/// The closed-form motion of a damped harmonic oscillator released at a displacement from its
/// rest point with a velocity: x'' + 2ζω·x' + ω²·x = 0, x(0) = x₀, x'(0) = v₀, where ω is the
/// spring's angular frequency (2π / response) and ζ its damping fraction.
///
/// With β = ζω:
/// - underdamped (ζ < 1), ω_d = ω·√(1 − ζ²):
///   x(t) = e^(−βt)·(x₀·cos ω_d t + (v₀ + βx₀)/ω_d · sin ω_d t),
///   v(t) = e^(−βt)·(v₀·cos ω_d t − (ω²x₀ + βv₀)/ω_d · sin ω_d t);
/// - critically damped (ζ = 1): x(t) = e^(−ωt)·(x₀ + (v₀ + ωx₀)·t),
///   v(t) = e^(−ωt)·(v₀ − ω(v₀ + ωx₀)·t);
/// - overdamped (ζ > 1), r₁,₂ = −ω(ζ ∓ √(ζ² − 1)): x(t) = c₁e^(r₁t) + c₂e^(r₂t) with
///   c₂ = (v₀ − r₁x₀)/(r₂ − r₁), c₁ = x₀ − c₂.
/// (Any text on linear ODEs; e.g. the "damped harmonic oscillator" of physics courses.)
///
/// Guarantees: `displacement(at:)` and `velocity(at:)` are pure functions of time, give x₀
/// and v₀ at t ≤ 0, and are continuous across the three regimes (|ζ − 1| < 1e-6 is treated as
/// critical). `settlingTime` always ends: it bounds the motion by its exponential envelope,
/// finds where the envelope falls below the thresholds (at most 80 doublings); an underdamped
/// motion's last crossing is then found from its peaks (`DampedOscillation`), the other
/// regimes' by a scan of at most 1,000,000 samples below that bound; 60 bisections refine it.
public struct SpringMotion: Equatable, Sendable {
  /// ω = 2π / response.
  public let angularFrequency: Double
  /// ζ, the damping fraction.
  public let dampingFraction: Double
  /// x₀: the start value minus the target.
  public let displacement: Double
  /// v₀: the start velocity, per second.
  public let velocity: Double

  /// The motion of `spring` from `displacement` at `velocity`.
  public init(spring: Spring, displacement: Double, velocity: Double) {
    angularFrequency = spring.angularFrequency
    dampingFraction = spring.dampingFraction
    self.displacement = displacement.isFinite ? displacement : 0
    self.velocity = velocity.isFinite ? velocity : 0
  }

  private enum Regime {
    case under(dampedFrequency: Double)
    case critical
    case over(r1: Double, r2: Double)
  }

  private var regime: Regime {
    let z = dampingFraction
    if abs(z - 1) < 1e-6 { return .critical }
    if z < 1 { return .under(dampedFrequency: angularFrequency * (1 - z * z).squareRoot()) }
    let root = (z * z - 1).squareRoot()
    return .over(r1: -angularFrequency * (z - root), r2: -angularFrequency * (z + root))
  }

  /// x(t): the value minus the target `time` seconds after release.
  public func displacement(at time: Double) -> Double { state(at: time).displacement }

  /// x'(t): the velocity `time` seconds after release, per second.
  public func velocity(at time: Double) -> Double { state(at: time).velocity }

  /// x(t) and x'(t) together, from one exponential (and one sine) of `time`.
  public func state(at time: Double) -> (displacement: Double, velocity: Double) {
    if !(time > 0) { return (displacement, velocity) }
    let x0 = displacement
    let v0 = velocity
    let w = angularFrequency
    switch regime {
    case .under(let wd):
      let beta = dampingFraction * w
      let (s, c) = Math.sinCos(wd * time)
      let e = Math.exp(-beta * time)
      return (e * (x0 * c + (v0 + beta * x0) / wd * s), e * (v0 * c - (w * w * x0 + beta * v0) / wd * s))
    case .critical:
      let e = Math.exp(-w * time)
      return (e * (x0 + (v0 + w * x0) * time), e * (v0 - w * (v0 + w * x0) * time))
    case .over(let r1, let r2):
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      let e1 = Math.exp(r1 * time)
      let e2 = Math.exp(r2 * time)
      return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }
  }

  /// Upper bounds of |x(t)| and |v(t)| that decrease with t (the exponential envelopes).
  private func envelope(at t: Double) -> (displacement: Double, velocity: Double) {
    let x0 = displacement
    let v0 = velocity
    let w = angularFrequency
    switch regime {
    case .under(let wd):
      let beta = dampingFraction * w
      let e = Math.exp(-beta * t)
      let b = (v0 + beta * x0) / wd
      let bv = (w * w * x0 + beta * v0) / wd
      return (e * (x0 * x0 + b * b).squareRoot(), e * (v0 * v0 + bv * bv).squareRoot())
    case .critical:
      // |x| ≤ e^(−ωt)(|x₀| + |C|t); t·e^(−ωt) is decreasing once t ≥ 1/ω, so bound from there on.
      let e = Math.exp(-w * t)
      let c = v0 + w * x0
      let tt = max(t, 1 / w)
      return (e * (abs(x0) + abs(c) * tt), e * (abs(v0) + w * abs(c) * tt))
    case .over(let r1, let r2):
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      let e1 = Math.exp(r1 * t)
      let e2 = Math.exp(r2 * t)
      return (abs(c1) * e1 + abs(c2) * e2, abs(c1 * r1) * e1 + abs(c2 * r2) * e2)
    }
  }

  private func isSettled(at t: Double, _ threshold: Double, _ velocityThreshold: Double) -> Bool {
    let (x, v) = state(at: t)
    return abs(x) < threshold && abs(v) < velocityThreshold
  }

  /// The first sample index from which every sample up to `count` is settled for certain: the
  /// envelope, which never increases, is below half the thresholds there, a margin no rounding
  /// of |x(t)| and |v(t)| can cross. The scan in `settlingTime` starts there instead of at
  /// `count`, so it skips the samples past the envelope's crossing (each an exp and a sine) and
  /// returns exactly what the full scan would.
  private func firstSurelySettledSample(
    count: Int, step: Double, _ threshold: Double, _ velocityThreshold: Double
  ) -> Int {
    func surelySettled(_ index: Int) -> Bool {
      let e = envelope(at: Double(index) * step)
      return e.displacement < threshold / 2 && e.velocity < velocityThreshold / 2
    }
    guard surelySettled(count) else { return count }
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if surelySettled(mid) { high = mid } else { low = mid + 1 }
    }
    return high
  }

  /// The time after which |x(t)| < `threshold` and |v(t)| < `velocityThreshold` for good: 0 if
  /// the motion starts settled, `.infinity` if it never settles (no damping). Accurate to
  /// about 1e-9 s; for critically and overdamped motions a crossing shorter than the scan
  /// step (the bound / 20,000) could be missed, but those motions have at most one extremum.
  public func settlingTime(threshold: Double, velocityThreshold: Double) -> Double {
    guard threshold > 0, velocityThreshold > 0 else { return .infinity }
    // Find a time when the envelope has settled: every later time is settled too.
    var bound = 2 * Double.pi / angularFrequency
    var found = false
    for _ in 0..<80 {
      let e = envelope(at: bound)
      if e.displacement < threshold && e.velocity < velocityThreshold {
        found = true
        break
      }
      bound *= 2
    }
    guard found else { return .infinity }
    if case .under(let wd) = regime {
      // Damped sinusoids: found from their peaks, without sampling.
      let w = angularFrequency
      let beta = dampingFraction * w
      let x = DampedOscillation(
        a: displacement, b: (velocity + beta * displacement) / wd, decay: beta, dampedFrequency: wd)
      let v = DampedOscillation(
        a: velocity, b: -(w * w * displacement + beta * velocity) / wd, decay: beta, dampedFrequency: wd)
      return max(x.lastTimeAbove(threshold), v.lastTimeAbove(velocityThreshold))
    }
    // Critically and overdamped motions cross zero at most once: scan down from the bound for
    // the last sample that is not settled.
    var step = bound / 20_000
    let count = min(Int((bound / step).rounded(.up)), 1_000_000)
    step = bound / Double(count)
    var index = firstSurelySettledSample(count: count, step: step, threshold, velocityThreshold)
    while index > 0 && isSettled(at: Double(index - 1) * step, threshold, velocityThreshold) {
      index -= 1
    }
    if index == 0 { return 0 }
    // Not settled at (index − 1)·step, settled from index·step on: bisect between them.
    var low = Double(index - 1) * step
    var high = Double(index) * step
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if isSettled(at: mid, threshold, velocityThreshold) { high = mid } else { low = mid }
    }
    return high
  }
}
