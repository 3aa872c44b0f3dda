import Foundation
import Testing

@testable import TactileAnimation

@Suite("AnimationMath")
struct AnimationMathTests {
  @Test("exp agrees with the platform's exp to a few ulps over its range")
  func expAgrees() {
    var x = -740.0
    while x <= 709 {
      let expected = Foundation.exp(x)
      let got = AnimationMath.exp(x)
      #expect(abs(got - expected) <= 4 * expected.ulp, "exp(\(x)) = \(got), expected \(expected)")
      x += 0.7731
    }
    for x in [-1e-9, 1e-9, 0.5, -0.5, 1, -1, 2.302585092994046] {
      #expect(abs(AnimationMath.exp(x) - Foundation.exp(x)) <= 2 * Foundation.exp(x).ulp)
    }
  }

  @Test("atan2 agrees with the platform's in every quadrant and on the axes")
  func atan2Agrees() {
    for i in 0..<360 {
      let a = Double(i) * Double.pi / 180 + 0.001
      for r in [0.001, 1.0, 250.0] {
        let (y, x) = (r * Foundation.sin(a), r * Foundation.cos(a))
        #expect(abs(AnimationMath.atan2(y, x) - Foundation.atan2(y, x)) < 1e-13, "atan2(\(y), \(x))")
      }
    }
    #expect(AnimationMath.atan2(0, 1) == 0)
    #expect(AnimationMath.atan2(1, 0) == Double.pi / 2)
    #expect(AnimationMath.atan2(0, -1) == Double.pi)
    #expect(AnimationMath.atan2(-1, 0) == -Double.pi / 2)
  }

  @Test("exp at its special points")
  func expSpecialPoints() {
    #expect(AnimationMath.exp(0) == 1)
    #expect(AnimationMath.exp(-.infinity) == 0)
    #expect(AnimationMath.exp(.infinity) == .infinity)
    #expect(AnimationMath.exp(710) == .infinity)
    #expect(AnimationMath.exp(-800) == 0)
    #expect(AnimationMath.exp(.nan).isNaN)
  }

  @Test("sinCos agrees with the platform's sin and cos")
  func sinCosAgrees() {
    var x = -100.0
    while x <= 100 {
      let (s, c) = AnimationMath.sinCos(x)
      #expect(abs(s - Foundation.sin(x)) < 1e-15 * max(1, abs(x)))
      #expect(abs(c - Foundation.cos(x)) < 1e-15 * max(1, abs(x)))
      x += 0.0917
    }
    #expect(AnimationMath.sinCos(0) == (0, 1))
  }
}
