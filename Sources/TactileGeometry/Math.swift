// The elementary functions, computed here with IEEE arithmetic only: Embedded Swift has no libm
// overlay, and every result must have the same bits natively and in WebAssembly (the C
// library differs between platforms; this code does not). They are the one implementation the
// gesture engine, layout, the animation model, the display list and the interpreter's `sin`,
// `exp`, … share.
//
// Precision: `sin`, `cos` (`sinCos`) and `atan2` are within two ulps of the correctly rounded
// result for arguments up to 10⁶ radians, and exact at the usual special points (sin 0 = 0,
// cos 0 = 1, atan2(0, −1) = π, C's signed zeros); `exp` and `log` are correctly rounded in
// practice (double-double arithmetic, about 100 bits); `pow` with an integer exponent is
// computed in double-double arithmetic, otherwise as e^(y·ln x) with y·ln x in double-double;
// `hypot` is correctly rounded in practice; `tan`, `atan`, `asin`, `acos` come from `sinCos`
// and `atan2` (a few ulps). A result that is not correctly rounded can print a different last
// digit than on a Mac.
//
// No fused multiply-add on the hot paths (`sinCos`, `atan2`, the fast path of `exp`):
// WebAssembly has no such instruction, so `addingProduct` becomes a slow library call there.

/// The elementary functions without libm (see the file's header): the standard library's free
/// functions `sin`, `cos`, `exp`, … as static members, e.g. `Math.sinCos(angle)`.
public enum Math {
  // MARK: Sine and cosine

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

  /// Tangent of `x` radians: sin x / cos x.
  public static func tan(_ x: Double) -> Double {
    let (s, c) = sinCos(x)
    return s / c
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

  // MARK: Arctangent

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
    let z = atanOfMagnitude(abs(y / x))
    let angle = x > 0 ? z : pi - (z - piLow)
    return negative ? -angle : angle
  }

  /// The arctangent of `x`: atan2(x, 1).
  public static func atan(_ x: Double) -> Double { atan2(x, 1) }

  /// The arcsine of `x` (NaN outside [−1, 1]): atan2(x, √(1 − x²)).
  public static func asin(_ x: Double) -> Double {
    guard abs(x) <= 1 else { return .nan }
    return atan2(x, ((1 - x) * (1 + x)).squareRoot())
  }

  /// The arccosine of `x` (NaN outside [−1, 1]): atan2(√(1 − x²), x).
  public static func acos(_ x: Double) -> Double {
    guard abs(x) <= 1 else { return .nan }
    return atan2(((1 - x) * (1 + x)).squareRoot(), x)
  }

  /// The arctangent of `t` ≥ 0 (possibly infinite), reduced around 0, 0.5, 1, 1.5 and ∞ (the
  /// high and low parts of the arctangents of 0.5, 1 and 1.5 and of π/2).
  private static func atanOfMagnitude(_ t: Double) -> Double {
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

  /// u − u³/3 + u⁵/5 − … − u⁴⁹/49 for |u| < 0.44, in Horner form (the smallest terms first):
  /// p = 1/(2k + 1) − u²·p for k from 24 down to 0. The reciprocals are written out so that
  /// they are constants, not divisions at run time (the same values: division is correctly
  /// rounded either way).
  private static func atanSeries(_ u: Double) -> Double {
    let u2 = u * u
    var p = 1.0 / 49
    p = 1.0 / 47 - u2 * p
    p = 1.0 / 45 - u2 * p
    p = 1.0 / 43 - u2 * p
    p = 1.0 / 41 - u2 * p
    p = 1.0 / 39 - u2 * p
    p = 1.0 / 37 - u2 * p
    p = 1.0 / 35 - u2 * p
    p = 1.0 / 33 - u2 * p
    p = 1.0 / 31 - u2 * p
    p = 1.0 / 29 - u2 * p
    p = 1.0 / 27 - u2 * p
    p = 1.0 / 25 - u2 * p
    p = 1.0 / 23 - u2 * p
    p = 1.0 / 21 - u2 * p
    p = 1.0 / 19 - u2 * p
    p = 1.0 / 17 - u2 * p
    p = 1.0 / 15 - u2 * p
    p = 1.0 / 13 - u2 * p
    p = 1.0 / 11 - u2 * p
    p = 1.0 / 9 - u2 * p
    p = 1.0 / 7 - u2 * p
    p = 1.0 / 5 - u2 * p
    p = 1.0 / 3 - u2 * p
    p = 1 - u2 * p
    return u * p
  }

  // MARK: Exponential and logarithm

  /// eˣ, correctly rounded in practice: x = k·ln 2 + r, then eʳ to about 100 bits, rounded once.
  public static func exp(_ x: Double) -> Double { exp(high: x, low: 0) }

  /// e^(high + low) for a double-double exponent (`pow` passes y·ln x).
  ///
  /// eʳ is first computed to about 2⁻⁶⁷ (`roundedExp`); when that decides the rounding, which
  /// it does for all but about 0.1 % of arguments, the result is the one the double-double
  /// series would round to, without its cost; otherwise the series decides.
  static func exp(high x: Double, low: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    let (k, r) = reduced(x, low)
    let significand = roundedExp(r) ?? expSeries(r).rounded
    return Double(sign: .plus, exponent: Int(k), significand: significand)
  }

  /// x − k·ln 2 = r as a double-double, k = x / ln 2 rounded (ln 2 split in two parts:
  /// k·ln2High is exact), with `low` added to r.
  private static func reduced(_ x: Double, _ low: Double) -> (k: Double, r: DoubleDouble) {
    let ln2High = 6.93147180369123816490e-01  // 32 significant bits: k·ln2High is exact
    let ln2Low = 1.90821492927058770002e-10
    let k = (x * 1.44269504088896338700e+00).rounded()
    let reduced = x - k * ln2High
    let t = k * ln2Low
    let tError = (-t).addingProduct(k, ln2Low)
    let (rHigh, rError) = twoSum(reduced, -t)
    return (k, DoubleDouble(rHigh, rError - tError + low))
  }

  /// eʳ for |r| ≤ ln 2 / 2 by its Taylor series in double-double arithmetic (about 100 bits).
  static func expSeries(_ r: DoubleDouble) -> DoubleDouble {
    var term = DoubleDouble(1, 0)
    var sum = DoubleDouble(1, 0)
    var n = 1.0
    while n < 30 {
      term = (term * r) / n
      sum = sum + term
      if abs(term.high) < 0x1p-110 { break }
      n += 1
    }
    return sum
  }

  /// eʳ rounded to the nearest double, for |r| ≤ ln 2 / 2, when an evaluation to about 2⁻⁶⁷
  /// decides it; nil when eʳ lies too close to halfway between two doubles (Ziv's test).
  ///
  /// eʳ = (e^(r/8))⁸: e^a for a = r/8 (|a| < 0.044) is 1 + a + a²/2 in double-double plus the
  /// rest of the series up to a¹²/12! in double (a relative error below 2⁻⁶⁷), then squared
  /// three times in double-double (each squaring doubles the relative error).
  static func roundedExp(_ r: DoubleDouble) -> Double? {
    let a = r.high * 0.125
    let b = r.low * 0.125
    let (aa, aaLow) = exactSquare(a)
    var rest = 1.0 / 479_001_600
    rest = 1.0 / 39_916_800 + a * rest
    rest = 1.0 / 3_628_800 + a * rest
    rest = 1.0 / 362_880 + a * rest
    rest = 1.0 / 40_320 + a * rest
    rest = 1.0 / 5_040 + a * rest
    rest = 1.0 / 720 + a * rest
    rest = 1.0 / 120 + a * rest
    rest = 1.0 / 24 + a * rest
    rest = 1.0 / 6 + a * rest
    // e^(a + b) = e^a·(1 + b + …); b is below 2⁻⁵⁸, so b·(1 + a) is all of it that counts.
    let tail = aa * a * rest + b * (1 + a) + aaLow * 0.5
    let (s1, e1) = twoSum(1, a)
    let (s2, e2) = twoSum(s1, aa * 0.5)
    let lowPart = (e1 + e2) + tail
    var high = s2 + lowPart
    var low = lowPart - (high - s2)
    for _ in 0..<3 {
      let (p, pLow) = exactSquare(high)
      let e = pLow + 2 * high * low
      high = p + e
      low = e - (high - p)
    }
    // The value lies within high·2⁻⁶⁴ of high + low; if both ends of that interval round to
    // `high`, so does the value (and the series' value, within 2⁻¹⁰⁰ of it).
    let margin = high * 0x1p-62
    guard high + (low + margin) == high, high + (low - margin) == high else { return nil }
    return high
  }

  /// ln x, correctly rounded in practice.
  public static func log(_ x: Double) -> Double {
    let l = logDoubleDouble(x)
    return l.high + l.low
  }

  /// ln x in double-double: fdlibm's value y, corrected by one Newton step on eʸ = x.
  static func logDoubleDouble(_ x: Double) -> DoubleDouble {
    let y = fdlibmLog(x)
    guard x.isFinite, x > 0, x.isNormal else { return DoubleDouble(y, 0) }
    let (k, r) = reduced(y, 0)
    let sum = expSeries(r)
    let scale = Double(sign: .plus, exponent: Int(k), significand: 1)
    let e = DoubleDouble(sum.high * scale, sum.low * scale)
    // (x − eʸ) / eʸ: the first-order correction (its square is far below the last bit).
    let difference = DoubleDouble(x, 0) - e
    return DoubleDouble(y, 0) + DoubleDouble(difference.high / e.high, 0)
  }

  /// ln x (fdlibm's `__ieee754_log`: x = 2ᵏ·(1+f), then a polynomial in s = f/(2+f)), under
  /// 1 ulp: the start of `log`.
  private static func fdlibmLog(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return x }
    let ln2High = 6.93147180369123816490e-01
    let ln2Low = 1.90821492927058770002e-10
    var v = x
    var k = 0
    if v < 0x1p-1022 {
      k -= 54
      v *= 0x1p54
    }
    var hx = Int32(truncatingIfNeeded: v.bitPattern >> 32)
    k += Int(hx >> 20) - 1023
    hx &= 0x000f_ffff
    let i = (hx &+ 0x95f64) & 0x10_0000
    let newHigh = UInt64(UInt32(bitPattern: hx | (i ^ 0x3ff0_0000)))
    v = Double(bitPattern: (newHigh << 32) | (v.bitPattern & 0xffff_ffff))
    k += Int(i >> 20)
    let f = v - 1
    let dk = Double(k)
    if (0x000f_ffff & (2 &+ hx)) < 3 {
      if f == 0 { return k == 0 ? 0 : dk * ln2High + dk * ln2Low }
      let r = f * f * (0.5 - 0.33333333333333333 * f)
      return k == 0 ? f - r : dk * ln2High - ((r - dk * ln2Low) - f)
    }
    let s = f / (2 + f)
    let z = s * s
    let w = z * z
    let t1 = w * (3.999999999940941908e-01 + w * (2.222219843214978396e-01 + w * 1.531383769920937332e-01))
    let t2 =
      z
      * (6.666666666666735130e-01 + w
        * (2.857142874366239149e-01 + w * (1.818357216161805012e-01 + w * 1.479819860511658591e-01)))
    let r = t2 + t1
    if ((hx &- 0x6147a) | (0x6b851 &- hx)) > 0 {
      let halfSquare = 0.5 * f * f
      if k == 0 { return f - (halfSquare - s * (halfSquare + r)) }
      return dk * ln2High - ((halfSquare - (s * (halfSquare + r) + dk * ln2Low)) - f)
    }
    if k == 0 { return f - s * (f - r) }
    return dk * ln2High - ((s * (f - r) - dk * ln2Low) - f)
  }

  // MARK: Powers

  /// xʸ with C's special cases (`pow(x, 0) = 1`, `pow(1, y) = 1`, signed zeros and infinities).
  public static func pow(_ x: Double, _ y: Double) -> Double {
    if y == 0 || x == 1 { return 1 }
    if x.isNaN || y.isNaN { return .nan }
    let yIsInteger = y == y.rounded(.towardZero)
    let yIsOdd = yIsInteger && abs(y) < 0x1p53 && Int64(y) & 1 == 1
    if y.isInfinite {
      if x == -1 { return 1 }
      return (abs(x) < 1) == (y > 0) ? 0 : .infinity
    }
    if x == 0 || x.isInfinite {
      let large = (x == 0) == (y < 0)
      let magnitude: Double = large ? .infinity : 0
      return x.sign == .minus && yIsOdd ? -magnitude : magnitude
    }
    if x < 0 {
      guard yIsInteger else { return .nan }
      let p = pow(-x, y)
      return yIsOdd ? -p : p
    }
    if y == 0.5 { return x.squareRoot() }
    if yIsInteger && abs(y) <= 1024 { return integerPower(x, Int(y)) }
    // e^(y·ln x) with y·ln x kept as a double-double.
    let l = logDoubleDouble(x)
    let product = DoubleDouble(y, 0) * l
    if product.high > 709.8 { return .infinity }
    if product.high < -745.2 { return 0 }
    return exp(high: product.high, low: product.low)
  }

  /// xⁿ by squaring in double-double arithmetic (products kept exact with fused multiply-adds),
  /// rounded once at the end.
  private static func integerPower(_ x: Double, _ n: Int) -> Double {
    var base = (x, 0.0)
    var result = (1.0, 0.0)
    var e = n.magnitude
    while e > 0 {
      if e & 1 == 1 { result = multiply(result, base) }
      e >>= 1
      if e > 0 { base = multiply(base, base) }
    }
    if n >= 0 { return result.0 + result.1 }
    // 1 / (h + l) ≈ q + (1 − q·h − q·l) / (h + l).
    let q = 1 / result.0
    guard q.isFinite, q != 0 else { return q }
    let residual = 1.0.addingProduct(-q, result.0) - q * result.1
    return q + residual * q
  }

  private static func multiply(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
    let p = a.0 * b.0
    guard p.isFinite else { return (p, 0) }
    let e = (-p).addingProduct(a.0, b.0) + (a.0 * b.1 + a.1 * b.0)
    let s = p + e
    return (s, e - (s - p))
  }

  /// √(x² + y²) without undue overflow or underflow, correctly rounded in practice (the sum of
  /// squares is kept exact as a double-double).
  public static func hypot(_ x: Double, _ y: Double) -> Double {
    if x.isInfinite || y.isInfinite { return .infinity }
    if x.isNaN || y.isNaN { return .nan }
    var a = abs(x)
    var b = abs(y)
    if a < b { swap(&a, &b) }
    if b == 0 { return a }
    var scale = 1.0
    if a > 0x1p500 {
      scale = 0x1p600
      a *= 0x1p-600
      b *= 0x1p-600
    } else if b < 0x1p-500 {
      scale = 0x1p-600
      a *= 0x1p600
      b *= 0x1p600
    }
    let aa = a * a
    let aaLow = (-aa).addingProduct(a, a)
    let bb = b * b
    let bbLow = (-bb).addingProduct(b, b)
    let high = aa + bb
    let low = (aa - high) + bb + aaLow + bbLow
    let s = high.squareRoot()
    let ss = s * s
    let ssLow = (-ss).addingProduct(s, s)
    let correction = ((high - ss) - ssLow + low) / (2 * s)
    return (s + correction) * scale
  }

  // MARK: Exact arithmetic

  /// x + y as a rounded sum and its exact error.
  static func twoSum(_ x: Double, _ y: Double) -> (Double, Double) {
    let s = x + y
    let v = s - x
    return (s, (x - (s - v)) + (y - v))
  }

  /// x² as an exact sum p + e (Dekker's product: no fused multiply-add).
  static func exactSquare(_ x: Double) -> (Double, Double) {
    let c = 134_217_729.0 * x  // (2²⁷ + 1)·x splits x into two 26-bit halves
    let high = c - (c - x)
    let low = x - high
    let p = x * x
    return (p, ((high * high - p) + 2 * high * low) + low * low)
  }
}

/// A number as an unevaluated sum of two doubles (about 106 bits of precision).
struct DoubleDouble {
  var high: Double
  var low: Double

  init(_ high: Double, _ low: Double) {
    let s = high + low
    self.high = s
    self.low = s.isFinite ? low - (s - high) : 0
  }

  /// The nearest double.
  var rounded: Double { high + low }

  static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let (s, e) = Math.twoSum(a.high, b.high)
    return DoubleDouble(s, e + a.low + b.low)
  }

  static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    a + DoubleDouble(-b.high, -b.low)
  }

  static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
    let p = a.high * b.high
    let e = (-p).addingProduct(a.high, b.high)
    return DoubleDouble(p, e + (a.high * b.low + a.low * b.high))
  }

  /// Division by a small integer-valued double.
  static func / (a: DoubleDouble, n: Double) -> DoubleDouble {
    let q = a.high / n
    let remainder = a.high.addingProduct(-q, n)
    return DoubleDouble(q, (remainder + a.low) / n)
  }
}
