// Trigonometry without Foundation. Embedded Swift has no libm overlay, and the engine must
// compute the same values natively and in the browser, so it computes the few functions it
// needs itself. Each is within about an ulp of the correctly rounded result for arguments up
// to 10⁶ radians (see the tests), and exact at the usual special points (sin 0 = 0, cos 0 = 1,
// atan2(0, −1) = π). The reduction constants are the standard split values of π/2, π and the
// arctangents of 0.5, 1 and 1.5.

/// Trigonometric functions computed by the engine itself (see the file's header); public so
/// that the runtime's `sin`, `cos` and `atan2` give the same values as the engine.
public enum Trigonometry {
  /// Sine and cosine of `x` radians: x = k·π/2 + r with |r| ≤ π/4 (π/2 split in three parts so
  /// that the products with k are exact), then Taylor series in r.
  public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    guard x.isFinite else { return (.nan, .nan) }
    if abs(x) <= .pi / 4 { return (sinSeries(x), cosSeries(x)) }
    let k = (x * 0.63661977236758134308).rounded()  // x · 2/π
    let piOver2Part1 = 1.57079632673412561417e+00
    let piOver2Part2 = 6.07710050630396597660e-11
    let piOver2Part3 = 2.02226624879595063154e-21
    let r = ((x - k * piOver2Part1) - k * piOver2Part2) - k * piOver2Part3
    let s = sinSeries(r)
    let c = cosSeries(r)
    switch Int64(k) & 3 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  /// Sine of `x` radians.
  public static func sin(_ x: Double) -> Double { sinCos(x).sin }

  /// Cosine of `x` radians.
  public static func cos(_ x: Double) -> Double { sinCos(x).cos }

  /// The angle of the vector (x, y) in radians, in [−π, π], with C's `atan2` conventions for
  /// zeros and infinities.
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    let pi = 3.1415926535897931160e+00
    let piLow = 1.2246467991473531772e-16
    if x.isNaN || y.isNaN { return .nan }
    let negative = y.sign == .minus
    if y == 0 { return x.sign == .minus ? (negative ? -pi : pi) : y }
    if x == 0 { return negative ? -pi / 2 : pi / 2 }
    if x.isInfinite {
      if y.isInfinite { return (negative ? -1 : 1) * (x > 0 ? pi / 4 : 3 * pi / 4) }
      return x > 0 ? (negative ? -0.0 : 0) : (negative ? -pi : pi)
    }
    let z = atan(abs(y / x))
    let angle = x > 0 ? z : pi - (z - piLow)
    return negative ? -angle : angle
  }

  /// The arctangent of `t` ≥ 0 (possibly infinite), reduced around 0, 0.5, 1, 1.5 and ∞.
  private static func atan(_ t: Double) -> Double {
    let (high, low, u): (Double, Double, Double)
    if t.isInfinite {
      return 1.57079632679489655800e+00
    } else if t < 0.4375 {
      return atanSeries(t)
    } else if t < 0.6875 {
      (high, low, u) = (4.63647609000806093515e-01, 2.26987774529616870924e-17, (2 * t - 1) / (2 + t))
    } else if t < 1.1875 {
      (high, low, u) = (7.85398163397448278999e-01, 3.06161699786838301793e-17, (t - 1) / (t + 1))
    } else if t < 2.4375 {
      (high, low, u) = (9.82793723247329054082e-01, 1.39033110312309984516e-17, (t - 1.5) / (1 + 1.5 * t))
    } else {
      (high, low, u) = (1.57079632679489655800e+00, 6.12323399573676603587e-17, -1 / t)
    }
    return high + (atanSeries(u) + low)
  }

  /// u − u³/3 + u⁵/5 − … for |u| < 0.44, in Horner form (the smallest terms first).
  private static func atanSeries(_ u: Double) -> Double {
    let u2 = u * u
    var p = 0.0
    var k = 24.0
    while k >= 0 {
      p = 1 / (2 * k + 1) - u2 * p
      k -= 1
    }
    return u * p
  }

  /// r − r³/3! + r⁵/5! − … for |r| ≤ π/4, in Horner form.
  private static func sinSeries(_ r: Double) -> Double {
    let r2 = r * r
    var p = 1.0
    var n = 25.0
    while n > 1 {
      p = 1 - r2 / ((n - 1) * n) * p
      n -= 2
    }
    return r * p
  }

  /// 1 − r²/2! + r⁴/4! − … for |r| ≤ π/4, in Horner form.
  private static func cosSeries(_ r: Double) -> Double {
    let r2 = r * r
    var p = 1.0
    var n = 24.0
    while n > 0 {
      p = 1 - r2 / ((n - 1) * n) * p
      n -= 2
    }
    return p
  }
}
