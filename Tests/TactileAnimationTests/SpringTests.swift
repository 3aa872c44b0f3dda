import Foundation
import Testing

@testable import TactileAnimation

@Suite("Spring")
struct SpringTests {
  @Test(
    "response 0.55, damping fraction 0.825 (iOS 13–16's default spring()): k = (2π/0.55)², c = 4π·0.825/0.55")
  func defaultSpringConversions() {
    let spring = Spring(response: 0.55, dampingFraction: 0.825)
    let k = (2 * Double.pi / 0.55) * (2 * Double.pi / 0.55)
    #expect(abs(spring.stiffness - k) < 1e-9)
    #expect(abs(spring.stiffness - 130.5064) < 1e-3)
    #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.55) < 1e-12)
    #expect(abs(spring.damping - 18.8496) < 1e-3)
    // And back: response = 2π·√(m/k), dampingFraction = c / (2√(km)).
    let back = Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
    #expect(abs(back.response - 0.55) < 1e-12)
    #expect(abs(back.dampingFraction - 0.825) < 1e-12)
  }

  @Test("interpolatingSpring keeps its mass, stiffness and damping")
  func interpolatingSpringRoundTrip() {
    let spring = Spring.interpolatingSpring(stiffness: 170, damping: 15, mass: 2)
    #expect(abs(spring.stiffness - 170) < 1e-9)
    #expect(abs(spring.damping - 15) < 1e-12)
    #expect(abs(spring.response - 2 * Double.pi * (2.0 / 170).squareRoot()) < 1e-12)
    #expect(abs(spring.dampingFraction - 15 / (2 * (170.0 * 2).squareRoot())) < 1e-12)
  }

  @Test("duration and bounce: response = duration; ζ = 1 − bounce, or 1/(1 + bounce) below 0")
  func durationBounce() {
    let bouncy = Spring(duration: 0.8, bounce: 0.4)
    #expect(bouncy.response == 0.8)
    #expect(abs(bouncy.dampingFraction - 0.6) < 1e-15)
    #expect(abs(bouncy.bounce - 0.4) < 1e-15)
    let over = Spring(duration: 0.5, bounce: -0.5)
    #expect(abs(over.dampingFraction - 2) < 1e-15)
    #expect(abs(over.bounce - -0.5) < 1e-15)
    // Mass 1: c = 4π(1 − bounce)/duration for bounce ≥ 0, 4π/(duration(1 + bounce)) below.
    #expect(abs(bouncy.damping - 4 * Double.pi * 0.6 / 0.8) < 1e-12)
    #expect(abs(over.damping - 4 * Double.pi / (0.5 * 0.5)) < 1e-12)
    #expect(abs(bouncy.stiffness - (2 * Double.pi / 0.8) * (2 * Double.pi / 0.8)) < 1e-9)
  }

  @Test("the presets have the runtime's numbers")
  func presets() {
    #expect(Spring.interactiveSpring == Spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    #expect(Spring.spring.response == 0.5 && Spring.spring.dampingFraction == 1)
    #expect(Spring.bouncy.response == 0.5 && abs(Spring.bouncy.dampingFraction - 0.7) < 1e-15)
    #expect(Spring.snappy.response == 0.5 && abs(Spring.snappy.dampingFraction - 0.85) < 1e-15)
    #expect(Spring.smooth.response == 0.5 && Spring.smooth.dampingFraction == 1)
    #expect(abs(Spring.bouncy(duration: 0.4, extraBounce: 0.1).dampingFraction - 0.6) < 1e-15)
    #expect(Spring.snappy(duration: 0.4).response == 0.4)
  }

  @Test("critically damped: x(t) = 1 − (1 + ωt)·e^(−ωt)")
  func criticallyDamped() {
    let spring = Spring(response: 0.5, dampingFraction: 1)
    let w = 2 * Double.pi / 0.5
    for t in [0.0, 0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 2] {
      let expected = 1 - (1 + w * t) * Foundation.exp(-w * t)
      #expect(abs(spring.value(at: t) - expected) < 1e-14, "at \(t)")
      // Its velocity, ω²t·e^(−ωt).
      #expect(abs(spring.velocity(at: t) - w * w * t * Foundation.exp(-w * t)) < 1e-12)
    }
  }

  @Test("underdamped with ζ = 0.5: x(t) = 1 − e^(−ζωt)(cos ω_d t + ζω/ω_d · sin ω_d t)")
  func underdamped() {
    let spring = Spring(response: 0.6, dampingFraction: 0.5)
    let w = 2 * Double.pi / 0.6
    let wd = w * (1 - 0.25).squareRoot()
    for t in [0.0, 0.03, 0.1, 0.2, 0.3, 0.45, 0.6, 1.2] {
      let e = Foundation.exp(-0.5 * w * t)
      let expected = 1 - e * (Foundation.cos(wd * t) + 0.5 * w / wd * Foundation.sin(wd * t))
      #expect(abs(spring.value(at: t) - expected) < 1e-14, "at \(t)")
    }
    // It overshoots: the first peak is at π/ω_d, 1 + e^(−ζπ/√(1−ζ²)) high.
    let peak = spring.value(at: Double.pi / wd)
    #expect(abs(peak - (1 + Foundation.exp(-0.5 * Double.pi / 0.75.squareRoot()))) < 1e-13)
  }

  @Test("every regime solves the equation: x'' + 2ζωx' + ω²x = 0, with x(0) = x₀ and v(0) = v₀")
  func solvesTheEquation() {
    for zeta in [0.0, 0.3, 0.9999999, 1, 1.0000001, 1.5, 4] {
      let spring = Spring(response: 0.4, dampingFraction: zeta)
      let motion = spring.motion(displacement: -3, velocity: 7)
      let w = spring.angularFrequency
      #expect(motion.displacement(at: 0) == -3)
      #expect(motion.velocity(at: 0) == 7)
      for t in [0.02, 0.1, 0.25, 0.6] {
        let h = 1e-5
        let v = motion.velocity(at: t)
        let dx = (motion.displacement(at: t + h) - motion.displacement(at: t - h)) / (2 * h)
        #expect(abs(v - dx) < 1e-5 * max(1, abs(v)), "ζ \(zeta) at \(t): velocity")
        let a = (motion.velocity(at: t + h) - motion.velocity(at: t - h)) / (2 * h)
        let residual = a + 2 * zeta * w * v + w * w * motion.displacement(at: t)
        #expect(abs(residual) < 1e-4 * w * w, "ζ \(zeta) at \(t): residual \(residual)")
      }
    }
  }

  @Test("the regimes meet continuously at ζ = 1")
  func continuousAtCritical() {
    for t in [0.05, 0.2, 0.5] {
      let below = Spring(response: 0.5, dampingFraction: 1 - 1e-5).value(at: t, initialVelocity: 2)
      let at = Spring(response: 0.5, dampingFraction: 1).value(at: t, initialVelocity: 2)
      let above = Spring(response: 0.5, dampingFraction: 1 + 1e-5).value(at: t, initialVelocity: 2)
      #expect(abs(below - at) < 1e-4 && abs(above - at) < 1e-4)
    }
  }

  @Test("settlingDuration is the last time the step is outside the threshold, and finite only with damping")
  func settling() {
    for spring in [Spring.spring, .bouncy, .snappy, .interactiveSpring, Spring(duration: 0.5, bounce: -0.6)] {
      let t = spring.settlingDuration()
      #expect(t > 0 && t < 10)
      let w = spring.angularFrequency
      // Settled from t on (sampled densely), and not settled just before.
      var s = t
      while s < t + 3 {
        // (1 + x) − 1 rounds: allow a few ulps at the crossing itself.
        #expect(abs(spring.value(at: s) - 1) < 0.001 + 1e-12 && abs(spring.velocity(at: s)) < 0.001 * w)
        s += 0.0005
      }
      let before = t - 1e-6
      #expect(!(abs(spring.value(at: before) - 1) < 0.001 && abs(spring.velocity(at: before)) < 0.001 * w))
    }
    // Critically damped, no velocity check: 1 − (1 + ωt)e^(−ωt) = 0.999 at ωt ≈ 9.2335.
    let critical = Spring(response: 1, dampingFraction: 1)
    let t = critical.settlingDuration(threshold: 0.001, velocityThreshold: .infinity)
    #expect(abs(t * 2 * Double.pi - 9.23341) < 1e-4)
    #expect(Spring(response: 0.5, dampingFraction: 0).settlingDuration() == .infinity)
    #expect(
      critical.motion(displacement: 0, velocity: 0).settlingTime(threshold: 1e-3, velocityThreshold: 1) == 0)
  }

  @Test("settlingTime over a sweep of springs and starts: settled from it on, not settled just before")
  func settlingTimeSweep() {
    for dampingFraction in [0.1, 0.3, 0.86, 1.0, 2.5] {
      for response in [0.15, 0.55] {
        let spring = Spring(response: response, dampingFraction: dampingFraction)
        let w = spring.angularFrequency
        for (displacement, velocity) in [(-300.0, 0.0), (50, 800), (1, -1200), (0, 300)] {
          let motion = spring.motion(displacement: displacement, velocity: velocity)
          let threshold = 1e-3 * max(abs(displacement), abs(velocity) / w)
          let t = motion.settlingTime(threshold: threshold, velocityThreshold: threshold * w)
          func settled(_ time: Double) -> Bool {
            abs(motion.displacement(at: time)) < threshold && abs(motion.velocity(at: time)) < threshold * w
          }
          let label = "ζ \(dampingFraction), response \(response), x₀ \(displacement), v₀ \(velocity)"
          #expect(t > 0 && t.isFinite, "\(label)")
          #expect(!settled(t - 1e-6), "\(label)")
          var later = t
          var allSettled = true
          while later < 3 * t {
            allSettled = allSettled && settled(later)
            later += t / 3000
          }
          #expect(allSettled, "\(label)")
        }
      }
    }
  }

  @Test("underdamped settlingTime, found from the peaks, matches a dense scan of the motion")
  func underdampedSettlingMatchesDenseScan() {
    var seed: UInt64 = 0x7AC7_11E5
    func next() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    for _ in 0..<60 {
      let spring = Spring(response: 0.1 + next(), dampingFraction: 0.02 + 0.97 * next())
      let w = spring.angularFrequency
      let motion = spring.motion(displacement: (next() - 0.5) * 600, velocity: (next() - 0.5) * 4000)
      let threshold = 1e-3 * max(abs(motion.displacement), abs(motion.velocity) / w)
      let t = motion.settlingTime(threshold: threshold, velocityThreshold: threshold * w)
      // The reference: the last unsettled sample of a scan at 1/400 of an oscillation, refined.
      func settled(_ time: Double) -> Bool {
        abs(motion.displacement(at: time)) < threshold && abs(motion.velocity(at: time)) < threshold * w
      }
      let step = spring.response / 400
      var last = -1.0
      var time = 0.0
      while time < 2 * t + 1 {
        if !settled(time) { last = time }
        time += step
      }
      var low = last
      var high = last + step
      for _ in 0..<60 {
        let mid = (low + high) / 2
        if settled(mid) { high = mid } else { low = mid }
      }
      #expect(
        abs(t - high) < 1e-7, "ζ \(spring.dampingFraction), response \(spring.response): \(t) vs \(high)")
    }
  }

  @Test("invalid parameters are clamped to a defined spring")
  func clamping() {
    let spring = Spring(response: 0, dampingFraction: -1)
    #expect(spring.response > 0 && spring.dampingFraction == 0)
    let nan = Spring(response: .nan, dampingFraction: .nan)
    #expect(nan.value(at: 0.1).isFinite)
    #expect(Spring(duration: 0.5, bounce: -5).dampingFraction.isFinite)
  }
}
