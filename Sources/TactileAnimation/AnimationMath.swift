/// The exponential, sine and cosine that the animation model needs, computed here because
/// Embedded Swift has no libm overlay and this module imports nothing but the standard library.
///
/// Guarantees: the same bits natively and in WebAssembly (only IEEE arithmetic, no platform
/// library); `exp` is within a few ulps of the correctly rounded result over its whole range,
/// `exp(0) == 1`, `exp(−∞) == 0`, `exp(+∞) == +∞`, `exp` overflows to +∞ above ln(Double.greatestFiniteMagnitude)
/// and underflows to 0 below about −745; `sinCos` is within about an ulp for |x| ≤ 10⁶ and
/// exact at 0 (sin 0 = 0, cos 0 = 1). Non-finite arguments give NaN (except `exp`'s infinities).
public enum AnimationMath {
  /// e^x: x = k·ln 2 + r with |r| ≤ ln 2 / 2 (ln 2 split in two parts so that k·ln2High is
  /// exact), e^r by its Taylor series in Horner form, then scaled by 2^k.
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return .nan }
    if x == .infinity { return .infinity }
    if x == -.infinity { return 0 }
    if x > 709.782712893384 { return .infinity }
    if x < -745.2 { return 0 }
    if x == 0 { return 1 }
    let ln2High = 6.93147180369123816490e-01
    let ln2Low = 1.90821492927058770002e-10
    let k = (x * 1.44269504088896338700).rounded()  // x / ln 2
    let r = (x - k * ln2High) - k * ln2Low
    // Σ rⁿ/n! for n ≤ 18: the first omitted term is below 2⁻⁵³ for |r| ≤ 0.35.
    var sum = 1.0
    var n = 18.0
    while n >= 1 {
      sum = 1 + r / n * sum
      n -= 1
    }
    return scaled(sum, byPowerOfTwo: Int(k))
  }

  /// `value`·2^k, in two steps when 2^k alone would not be a normal number.
  private static func scaled(_ value: Double, byPowerOfTwo k: Int) -> Double {
    if k > 1000 {
      return value * Double(sign: .plus, exponent: 1000, significand: 1)
        * Double(sign: .plus, exponent: k - 1000, significand: 1)
    }
    if k < -1000 {
      return value * Double(sign: .plus, exponent: -1000, significand: 1)
        * Double(sign: .plus, exponent: k + 1000, significand: 1)
    }
    return value * Double(sign: .plus, exponent: k, significand: 1)
  }

  /// The angle of the point (x, y) from the positive x axis, in (−π, π], as `atan2`.
  /// Halves the argument twice (atan x = 2 atan(x / (1 + √(1 + x²)))) after folding it into
  /// [0, 1], then sums the Taylor series; accurate to about 1e-15.
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    if x == 0 && y == 0 { return 0 }
    let ax = abs(x)
    let ay = abs(y)
    let swapped = ay > ax
    var t = swapped ? ax / ay : ay / ax
    for _ in 0..<2 { t = t / (1 + (1 + t * t).squareRoot()) }
    var term = t
    var sum = t
    let t2 = t * t
    var n = 1.0
    for _ in 0..<12 {
      term *= -t2
      n += 2
      sum += term / n
    }
    var angle = 4 * sum
    if swapped { angle = Double.pi / 2 - angle }
    if x < 0 { angle = Double.pi - angle }
    return y < 0 ? -angle : angle
  }

  /// Sine and cosine of `x` radians: x = k·π/2 + r with |r| ≤ π/4 (π/2 split in three parts so
  /// that the products with k are exact), then Taylor series in r.
  public static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
    guard x.isFinite else { return (.nan, .nan) }
    if abs(x) <= .pi / 4 { return (sinSeries(x), cosSeries(x)) }
    let k = (x * 0.63661977236758134308).rounded()  // x · 2/π
    let r =
      ((x - k * 1.57079632673412561417e+00) - k * 6.07710050630396597660e-11) - k * 2.02226624879595063154e-21
    let s = sinSeries(r)
    let c = cosSeries(r)
    switch Int64(k) & 3 {
    case 0: return (s, c)
    case 1: return (c, -s)
    case 2: return (-s, -c)
    default: return (-c, s)
    }
  }

  /// r − r³/3! + r⁵/5! − … for |r| ≤ π/4, Horner form, 13 terms.
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

  /// 1 − r²/2! + r⁴/4! − … for |r| ≤ π/4, Horner form, 13 terms.
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
