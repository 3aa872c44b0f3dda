import TactileGeometry

/// f(t) = e^(−βt)·(a·cos ω_d t + b·sin ω_d t) for t ≥ 0: the displacement or the velocity of
/// an underdamped spring. Written as R·e^(−βt)·cos(ω_d t − φ), |f| rises and falls between
/// peaks at the phases ω_d t − φ = θ₀ + kπ (θ₀ = −atan2(β, ω_d), where f′ = 0) and zeros at
/// π/2 + kπ, and the peaks fall geometrically: |f(t_k)| = R·(ω_d/ω)·e^(−βt_k).
///
/// `lastTimeAbove` uses that shape instead of sampling: it finds the last peak at or above the
/// threshold by a binary search over peak indices, then bisects the stretch from that peak to
/// the next zero, where |f| only falls. It costs about 60 evaluations whatever the spring and
/// misses no crossing, however short.
struct DampedOscillation {
  let a: Double
  let b: Double
  /// β = ζω, the decay rate.
  let decay: Double
  /// ω_d = ω·√(1 − ζ²) > 0.
  let dampedFrequency: Double

  func value(at t: Double) -> Double {
    let (s, c) = Math.sinCos(dampedFrequency * t)
    return Math.exp(-decay * t) * (a * c + b * s)
  }

  /// The least time from which |f| stays below `threshold` (> 0) for good: 0 if it never
  /// reaches it, otherwise a time within 1e-9 s of the last crossing, on its settled side.
  func lastTimeAbove(_ threshold: Double) -> Double {
    let amplitude = (a * a + b * b).squareRoot()
    guard amplitude > 0, amplitude.isFinite else { return 0 }
    let wd = dampedFrequency
    let phase = Math.atan2(b, a)
    let peakPhase = -Math.atan2(decay, wd)
    let peakScale = amplitude * wd / (wd * wd + decay * decay).squareRoot()
    func peakTime(_ k: Int) -> Double { (peakPhase + Double(k) * Double.pi + phase) / wd }
    func peakAbove(_ k: Int) -> Bool { peakScale * Math.exp(-decay * peakTime(k)) >= threshold }
    // The first peak after t = 0.
    let first = Int(((-peakPhase - phase) / Double.pi).rounded(.up))
    let firstPeak = peakTime(first) > 0 ? first : first + 1

    let start: Double
    let end: Double
    if peakAbove(firstPeak) {
      // The last peak at or above the threshold: double the step past it, then bisect indices.
      var low = firstPeak
      var step = 1
      while step < 1 << 40 && peakAbove(low + step) {
        low += step
        step *= 2
      }
      var high = low + step  // not above
      while high - low > 1 {
        let mid = low + (high - low) / 2
        if peakAbove(mid) { low = mid } else { high = mid }
      }
      start = peakTime(low)
    } else if abs(value(at: 0)) >= threshold {
      // Only the start is above: |f| falls from t = 0 to the zero before the first peak.
      start = 0
    } else {
      return 0
    }
    // |f| falls from `start` to the next zero, at the phase π/2 past the peak's multiple of π.
    let zeroPhase = Double.pi / 2 - peakPhase
    if start == 0 {
      end = max(0, peakTime(firstPeak) - Double.pi / wd + zeroPhase / wd)
    } else {
      end = start + zeroPhase / wd
    }
    var low = start
    var high = max(end, start)
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if abs(value(at: mid)) < threshold { high = mid } else { low = mid }
    }
    return high
  }
}
