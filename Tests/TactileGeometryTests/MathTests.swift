import Foundation
import TactileTestSupport
import Testing

@testable import TactileGeometry

/// The elementary functions against the C library's (Foundation's `sin`, `exp`, … are glibc's
/// here) and at their special points.
@Suite struct MathTests {
  /// The distance between `a` and `b` in units of the last place of the larger.
  func ulps(_ a: Double, _ b: Double) -> Double {
    if a == b || (a.isNaN && b.isNaN) { return 0 }
    return abs(a - b) / max(a.ulp, b.ulp, Double.leastNormalMagnitude)
  }

  @Test("sin, cos and atan2 agree with the C library within two ulps")
  func trigonometry() {
    var rng = SplitMix64(seed: 7)
    var worst = 0.0
    for _ in 0..<20_000 {
      let x = Double.random(in: -100...100, using: &rng)
      worst = max(worst, ulps(Math.sin(x), Foundation.sin(x)), ulps(Math.cos(x), Foundation.cos(x)))
      let y = Double.random(in: -100...100, using: &rng)
      worst = max(worst, ulps(Math.atan2(y, x), Foundation.atan2(y, x)))
    }
    #expect(worst <= 2, "worst error \(worst) ulps")
    #expect(Math.sin(0) == 0 && Math.cos(0) == 1 && Math.atan2(0, 1) == 0 && Math.atan2(1, 0) == .pi / 2)
    #expect(Math.atan2(0, -1) == .pi && Math.atan2(-0.0, -1) == -.pi)
    #expect(Math.atan2(-1, 0) == -Double.pi / 2 && Math.atan2(-0.0, 1).sign == .minus)
    #expect(Math.sinCos(0) == (0, 1) && Math.sinCos(.nan).sin.isNaN && Math.sinCos(.infinity).cos.isNaN)
  }

  @Test("sinCos agrees with the C library's sin and cos over ±100 and to 10⁶")
  func sinCosAgrees() {
    var x = -100.0
    while x <= 100 {
      let (s, c) = Math.sinCos(x)
      #expect(abs(s - Foundation.sin(x)) < 1e-15 * max(1, abs(x)))
      #expect(abs(c - Foundation.cos(x)) < 1e-15 * max(1, abs(x)))
      x += 0.0917
    }
    var rng = SplitMix64(seed: 3)
    var worst = 0.0
    for _ in 0..<20_000 {
      let x = Double.random(in: -1e6...1e6, using: &rng)
      worst = max(worst, ulps(Math.sin(x), Foundation.sin(x)), ulps(Math.cos(x), Foundation.cos(x)))
    }
    #expect(worst <= 2, "worst error \(worst) ulps")
  }

  @Test("atan2 agrees with the C library in every quadrant, on the axes and at infinities")
  func atan2Agrees() {
    for i in 0..<360 {
      let a = Double(i) * Double.pi / 180 + 0.001
      for r in [0.001, 1.0, 250.0] {
        let (y, x) = (r * Foundation.sin(a), r * Foundation.cos(a))
        #expect(ulps(Math.atan2(y, x), Foundation.atan2(y, x)) <= 2, "atan2(\(y), \(x))")
      }
    }
    let specials: [Double] = [0, -0.0, 1, -1, .infinity, -.infinity, .nan]
    for y in specials {
      for x in specials {
        let got = Math.atan2(y, x)
        let expected = Foundation.atan2(y, x)
        #expect(got.sign == expected.sign && ulps(got, expected) <= 1, "atan2(\(y), \(x))")
      }
    }
  }

  @Test("tan, atan, asin and acos agree with the C library within a few ulps")
  func derived() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<5_000 {
      let x = Double.random(in: -1.5...1.5, using: &rng)
      #expect(ulps(Math.tan(x), Foundation.tan(x)) <= 4, "tan(\(x))")
      #expect(ulps(Math.atan(x * 10), Foundation.atan(x * 10)) <= 2, "atan(\(x * 10))")
      let u = x / 1.5
      #expect(ulps(Math.asin(u), Foundation.asin(u)) <= 4, "asin(\(u))")
      #expect(abs(Math.acos(u) - Foundation.acos(u)) <= 4 * Foundation.acos(u).ulp, "acos(\(u))")
    }
    #expect(Math.asin(1.5).isNaN && Math.acos(-2).isNaN)
  }

  @Test("exp agrees with the C library within an ulp over its range")
  func expAgrees() {
    var x = -740.0
    while x <= 709 {
      #expect(ulps(Math.exp(x), Foundation.exp(x)) <= 1, "exp(\(x))")
      x += 0.7731
    }
    var rng = SplitMix64(seed: 9)
    var worst = 0.0
    for _ in 0..<50_000 {
      let x = Double.random(in: -30...30, using: &rng)
      worst = max(worst, ulps(Math.exp(x), Foundation.exp(x)))
    }
    // Both are within an ulp, and neither is always correctly rounded, so they can differ by one.
    #expect(worst <= 1, "worst error \(worst) ulps")
    #expect(Math.exp(1) == 2.718281828459045 && Math.exp(-1) == 0.36787944117144233)
  }

  @Test("exp at its special points")
  func expSpecialPoints() {
    #expect(Math.exp(0) == 1 && Math.exp(-0.0) == 1)
    #expect(Math.exp(-.infinity) == 0)
    #expect(Math.exp(.infinity) == .infinity)
    #expect(Math.exp(710) == .infinity)
    #expect(Math.exp(-800) == 0)
    #expect(Math.exp(.nan).isNaN)
    #expect(Math.exp(-745) == Foundation.exp(-745))  // subnormal
    #expect(Math.exp(709.78) == Foundation.exp(709.78))  // just below overflow
  }

  @Test("exp's fast path rounds exactly as the double-double series, or defers to it")
  func expFastPath() {
    var rng = SplitMix64(seed: 13)
    var decided = 0
    for _ in 0..<200_000 {
      let high = Double.random(in: -0.3466...0.3466, using: &rng)
      let low = Double.random(in: -0.5...0.5, using: &rng) * high.ulp
      guard let fast = Math.roundedExp(high, low) else { continue }
      decided += 1
      #expect(fast == Math.expSeries(DoubleDouble(high, low)).rounded, "e^(\(high) + \(low))")
    }
    #expect(decided > 199_000, "the fast path decided only \(decided) of 200,000")
  }

  @Test("log, pow and hypot agree with the C library")
  func logPowHypot() {
    var rng = SplitMix64(seed: 17)
    for _ in 0..<20_000 {
      let x = Double.random(in: 1e-3...1e3, using: &rng)
      #expect(ulps(Math.log(x), Foundation.log(x)) <= 1, "log(\(x))")
      let y = Double.random(in: -20...20, using: &rng)
      #expect(ulps(Math.pow(x, y), Foundation.pow(x, y)) <= 1, "pow(\(x), \(y))")
      #expect(
        ulps(Math.pow(x, y.rounded()), Foundation.pow(x, y.rounded())) <= 1, "pow(\(x), \(y.rounded()))")
      #expect(ulps(Math.hypot(x, y), Foundation.hypot(x, y)) <= 1, "hypot(\(x), \(y))")
    }
    #expect(Math.log(0) == -.infinity && Math.log(-1).isNaN && Math.log(1) == 0)
    #expect(Math.pow(-2, 3) == -8 && Math.pow(0, -1) == .infinity && Math.pow(-8, 1.0 / 3).isNaN)
    #expect(Math.hypot(.infinity, .nan) == .infinity && Math.hypot(3e300, 4e300) == 5e300)
  }
}
