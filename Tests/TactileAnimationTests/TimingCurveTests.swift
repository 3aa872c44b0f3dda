import Testing

@testable import TactileAnimation

@Suite("TimingCurve")
struct TimingCurveTests {
  static let named: [TimingCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.2, 0.9, 0.3, 1.4),
  ]

  @Test("every curve starts at 0 and ends at 1, and clamps progress outside [0, 1]")
  func endpoints() {
    for curve in Self.named {
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
      #expect(curve.value(at: -0.5) == 0)
      #expect(curve.value(at: 2) == 1)
    }
  }

  @Test("linear is the identity")
  func linearIsIdentity() {
    for i in 0...100 {
      let p = Double(i) / 100
      #expect(abs(TimingCurve.linear.value(at: p) - p) < 1e-12)
    }
  }

  @Test("easeInOut passes through (0.5, 0.5) and is symmetric: e(p) + e(1 − p) = 1")
  func easeInOutSymmetry() {
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
    for i in 0...200 {
      let p = Double(i) / 200
      let sum = TimingCurve.easeInOut.value(at: p) + TimingCurve.easeInOut.value(at: 1 - p)
      #expect(abs(sum - 1) < 1e-10, "at \(p)")
    }
  }

  @Test("easeIn and easeOut mirror each other: easeOut(p) = 1 − easeIn(1 − p)")
  func easeInMirrorsEaseOut() {
    for i in 0...200 {
      let p = Double(i) / 200
      #expect(abs(TimingCurve.easeOut.value(at: p) - (1 - TimingCurve.easeIn.value(at: 1 - p))) < 1e-10)
    }
  }

  @Test("the ease curves are monotonic, slow at the eased ends")
  func monotonic() {
    for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .linear] {
      var previous = 0.0
      for i in 1...2000 {
        let v = curve.value(at: Double(i) / 2000)
        #expect(v >= previous - 1e-15)
        previous = v
      }
    }
    #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25)
    #expect(TimingCurve.easeOut.value(at: 0.25) > 0.25)
    #expect(TimingCurve.easeInOut.value(at: 0.25) < 0.25)
    #expect(TimingCurve.easeInOut.value(at: 0.75) > 0.75)
  }

  @Test("the solved parameter reproduces the progress, and y is the curve's y there")
  func solvesX() {
    let curve = TimingCurve.timingCurve(0.1, 0.7, 0.9, 0.2)
    for i in 1..<100 {
      let p = Double(i) / 100
      let s = curve.parameter(forX: p)
      #expect(abs(TimingCurve.bezier(s, curve.c0x, curve.c1x) - p) < 1e-11)
      #expect(curve.value(at: p) == TimingCurve.bezier(s, curve.c0y, curve.c1y))
    }
  }

  @Test("a known point of easeIn: at the curve parameter 0.5, x = 0.6575 and y = 0.5")
  func knownPoint() {
    // x(0.5) = 3·0.25·0.5·0.42 + 3·0.5·0.25·1 + 0.125 = 0.6575; y(0.5) = 0.375 + 0.125 = 0.5.
    #expect(abs(TimingCurve.easeIn.value(at: 0.6575) - 0.5) < 1e-10)
  }

  @Test("the slope matches a difference quotient, and control x outside [0, 1] is clamped")
  func slopeAndClamp() {
    for curve in Self.named {
      for p in [0.1, 0.3, 0.5, 0.77, 0.9] {
        let h = 1e-6
        let quotient = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
        #expect(abs(curve.slope(at: p) - quotient) < 1e-5)
      }
    }
    let clamped = TimingCurve(-1, 0, 2, 1)
    #expect(clamped.c0x == 0 && clamped.c1x == 1)
  }
}
