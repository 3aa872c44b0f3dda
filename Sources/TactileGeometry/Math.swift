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
// The larger functions (`sinCos`, `atan2`, `exp`, `log`, `pow`, `hypot`) are `@inline(never)`:
// a call costs a few cycles beside tens of nanoseconds of work, while a copy inlined at every
// call site would grow the WebAssembly module.
//
// No fused multiply-add on the hot paths (`sinCos`, `atan2`, `exp` but for its rare fallback):
// WebAssembly has no such instruction, so `addingProduct` becomes a slow library call there.

/// The elementary functions without libm (see the file's header): the standard library's free
/// functions `sin`, `cos`, `exp`, … as static members, e.g. `Math.sinCos(angle)`.
public enum Math {
  // MARK: Sine and cosine

  /// Sine and cosine of `x` radians: x = k·π/2 + r with |r| ≤ π/4 (π/2 split in three parts so
  /// that the products with k are exact), then Taylor series in r.
  @inline(never)
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

  /// 1 − r²/((n−1)·n)·(1 − r²/((n−3)·(n−2))·(1 − …)) down to the term of 2 or 3, in Horner form:
  /// with n = 25 and times r, the sine's series r − r³/3! + r⁵/5! − …; with n = 24, the
  /// cosine's 1 − r²/2! + r⁴/4! − … (|r| ≤ π/4).
  private static func series(_ r: Double, from n: Double) -> Double {
    let r2 = r * r
    var p = 1.0
    var n = n
    while n > 1 {
      p = 1 - r2 / ((n - 1) * n) * p
      n -= 2
    }
    return p
  }

  private static func sinSeries(_ r: Double) -> Double { r * series(r, from: 25) }

  private static func cosSeries(_ r: Double) -> Double { series(r, from: 24) }

  // MARK: Arctangent

  /// The angle of the vector (x, y) in radians, in [−π, π], with C's `atan2` conventions for
  /// zeros and infinities.
  @inline(never)
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
  /// eʳ is first computed to about 2⁻⁷⁰ (`roundedExp`); when that decides the rounding, which
  /// it does for all but about 0.02 % of arguments, the result is the one the double-double
  /// series would round to, at a fraction of its cost; otherwise the series decides.
  @inline(never)
  static func exp(high x: Double, low: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    let (k, rHigh, rLow) = reduced(x, low)
    let significand = roundedExp(rHigh, rLow) ?? expSeries(DoubleDouble(rHigh, rLow)).rounded
    // significand·2ᵏ: a product with 2ᵏ itself while both are normal numbers (exact).
    if k >= -1021 && k <= 1023 { return significand * Double(bitPattern: UInt64(Int(k) + 1023) << 52) }
    return Double(sign: .plus, exponent: Int(k), significand: significand)
  }

  /// x − k·ln 2 = rHigh + rLow, k = x / ln 2 rounded half away from zero (ln 2 split in two
  /// parts: k·ln2High is exact), with `low` added to rLow.
  private static func reduced(_ x: Double, _ low: Double) -> (k: Double, rHigh: Double, rLow: Double) {
    let ln2High = 6.93147180369123816490e-01  // 32 significant bits: k·ln2High is exact
    let ln2Low = 1.90821492927058770002e-10
    let y = x * 1.44269504088896338700e+00
    // y rounded to the nearest integer by adding and subtracting 1.5·2⁵², ties to even; an exact
    // tie (rare) goes through `rounded()`, which rounds it away from zero.
    var k = (y + 6_755_399_441_055_744.0) - 6_755_399_441_055_744.0
    if abs(y - k) == 0.5 { k = y.rounded() }
    let reduced = x - k * ln2High
    let t = k * ln2Low
    // t's exact error, by Dekker's product rather than a fused multiply-add (the same value):
    // k has at most 11 significant bits and ln2Low splits into two halves of 26, so both
    // partial products are exact.
    let ln2LowHigh = 1.908214940227193e-10
    let ln2LowLow = -1.0956605368245304e-18
    let tError = (k * ln2LowHigh - t) + k * ln2LowLow
    let (rHigh, rError) = twoSum(reduced, -t)
    return (k, rHigh, rError - tError + low)
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

  /// 2^(j/32) for j from −16 to 16 as double-doubles (high, low), rounded from 60 digits.
  private static let powersOfTwo: [Double] = [
    0.7071067811865476, -4.833646656726457e-17,  // 2^(-16/32)
    0.7225904034885233, -1.5118790674969937e-17,  // 2^(-15/32)
    0.7384130729697497, -1.741997278446398e-17,  // 2^(-14/32)
    0.7545822137967114, -5.082276638771475e-17,  // 2^(-13/32)
    0.7711054127039704, 3.9749174048488104e-17,  // 2^(-12/32)
    0.7879904225539432, -5.068458235639152e-18,  // 2^(-11/32)
    0.8052451659746271, 1.2353596284898944e-17,  // 2^(-10/32)
    0.8228777390769825, -5.062839956837386e-17,  // 2^(-9/32)
    0.8408964152537145, 4.099505010290748e-17,  // 2^(-8/32)
    0.859309649061239, -9.256902091315555e-18,  // 2^(-7/32)
    0.8781260801866497, 1.4800703477244367e-17,  // 2^(-6/32)
    0.8973545375015536, 9.113729213956043e-18,  // 2^(-5/32)
    0.9170040432046712, 1.6415536121228136e-17,  // 2^(-4/32)
    0.93708381705515, -3.061381706502071e-17,  // 2^(-3/32)
    0.9576032806985737, -5.3099730280979813e-17,  // 2^(-2/32)
    0.9785720620877001, 4.480383895518334e-17,  // 2^(-1/32)
    1.0, 0.0,  // 2^(0/32)
    1.0218971486541166, 5.109225028973444e-17,  // 2^(1/32)
    1.0442737824274138, 8.551889705537965e-17,  // 2^(2/32)
    1.0671404006768237, -7.899853966841582e-17,  // 2^(3/32)
    1.0905077326652577, -3.046782079812471e-17,  // 2^(4/32)
    1.1143867425958924, 1.0410278456845571e-16,  // 2^(5/32)
    1.1387886347566916, 8.912812676025408e-17,  // 2^(6/32)
    1.1637248587775775, 3.8292048369240935e-17,  // 2^(7/32)
    1.189207115002721, 3.982015231465646e-17,  // 2^(8/32)
    1.215247359980469, -7.712630692681488e-17,  // 2^(9/32)
    1.241857812073484, 4.658027591836937e-17,  // 2^(10/32)
    1.2690509571917332, 2.667932131342186e-18,  // 2^(11/32)
    1.2968395546510096, 2.5382502794888315e-17,  // 2^(12/32)
    1.3252366431597413, -2.8587312100388614e-17,  // 2^(13/32)
    1.3542555469368927, 7.70094837980299e-17,  // 2^(14/32)
    1.383909881963832, -6.770511658794786e-17,  // 2^(15/32)
    1.4142135623730951, -9.667293313452913e-17,  // 2^(16/32)
  ]

  /// e^(rHigh + rLow) rounded to the nearest double, for |rHigh| ≤ ln 2 / 2 and |rLow| far
  /// smaller, when an evaluation to about 2⁻⁷⁰ decides it; nil when the value lies too close to
  /// halfway between two doubles (Ziv's test).
  ///
  /// r = j·ln 2/32 + a + b with |a| ≤ ln 2/64, so eʳ = 2^(j/32)·e^a·(1 + b): e^a is 1 + a + a²/2
  /// in double-double plus the rest of its series up to a⁸/8! in double, then multiplied by the
  /// table's 2^(j/32) in double-double. No fused multiply-add: WebAssembly has none.
  @inline(__always) static func roundedExp(_ rHigh: Double, _ rLow: Double) -> Double? {
    let magic = 6_755_399_441_055_744.0  // 1.5·2⁵²: adding and subtracting it rounds to an integer
    let j = (rHigh * 46.16624130844682 + magic) - magic  // r·32/ln 2, |j| ≤ 16
    let a0 = rHigh - j * 0.02166084938653512  // exact: j·(ln2High/32) has 37 bits, a0 is small
    // a + b = a0 + rLow − j·(ln2Low/32) with b below half an ulp of a (|rLow| reaches 2⁻⁴⁴ for pow).
    let (a, b) = twoSum(a0, rLow - j * 5.9631716539705866e-12)
    let (aa, aaLow) = exactSquare(a)
    var rest = 1.0 / 40_320
    rest = 1.0 / 5_040 + a * rest
    rest = 1.0 / 720 + a * rest
    rest = 1.0 / 120 + a * rest
    rest = 1.0 / 24 + a * rest
    rest = 1.0 / 6 + a * rest
    // e^(a + b) = e^a·(1 + b + …); b is below 2⁻⁶⁰, so b·(1 + a) is all of it that counts.
    let tail = aa * a * rest + b * (1 + a) + aaLow * 0.5
    let (s1, e1) = twoSum(1, a)
    let (s, e2) = twoSum(s1, aa * 0.5)
    let sLow = (e1 + e2) + tail
    let index = 2 * (Int(j) + 16)
    let (t, tLow) = (powersOfTwo[index], powersOfTwo[index + 1])
    let (p, pLow) = exactProduct(t, s)
    let lowSum = pLow + (t * sLow + tLow * s)
    let high = p + lowSum
    let low = lowSum - (high - p)
    // The value lies within high·2⁻⁷⁰ of high + low; if both ends of a wider interval round to
    // `high`, so does the value (and the series' value, within 2⁻¹⁰⁰ of it).
    let margin = high * 0x1p-66
    guard high + (low + margin) == high, high + (low - margin) == high else { return nil }
    return high
  }

  /// ln x, correctly rounded in practice.
  @inline(never)
  public static func log(_ x: Double) -> Double {
    let l = logDoubleDouble(x)
    return l.high + l.low
  }

  /// ln x in double-double: fdlibm's value y, corrected by one Newton step on eʸ = x.
  static func logDoubleDouble(_ x: Double) -> DoubleDouble {
    let y = fdlibmLog(x)
    guard x.isFinite, x > 0, x.isNormal else { return DoubleDouble(y, 0) }
    let (k, rHigh, rLow) = reduced(y, 0)
    let sum = expSeries(DoubleDouble(rHigh, rLow))
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
  @inline(never)
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
  @inline(never)
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

  /// x split into two halves of 26 significant bits, x = high + low (Veltkamp).
  static func split(_ x: Double) -> (high: Double, low: Double) {
    let c = 134_217_729.0 * x  // (2²⁷ + 1)·x
    let high = c - (c - x)
    return (high, x - high)
  }

  /// x² as an exact sum p + e (Dekker's product: no fused multiply-add).
  static func exactSquare(_ x: Double) -> (Double, Double) {
    let (high, low) = split(x)
    let p = x * x
    return (p, ((high * high - p) + 2 * high * low) + low * low)
  }

  /// x·y as an exact sum p + e (Dekker's product: no fused multiply-add).
  static func exactProduct(_ x: Double, _ y: Double) -> (Double, Double) {
    let (xHigh, xLow) = split(x)
    let (yHigh, yLow) = split(y)
    let p = x * y
    return (p, ((xHigh * yHigh - p) + xHigh * yLow + xLow * yHigh) + xLow * yLow)
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
