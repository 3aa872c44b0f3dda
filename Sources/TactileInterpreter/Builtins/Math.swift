import TactileGestures
import TactileUIIR

// Elementary functions without Foundation: Embedded Swift has no libm overlay, and a program
// must print the same natively and in the browser. `sqrt`, `floor`, `ceil`, `round` and
// `hypot` are correctly rounded; `pow` with an integer exponent is computed in double-double
// arithmetic and is correctly rounded in practice; `exp` and `log` are fdlibm's algorithms
// (under 1 ulp); `pow` with another exponent is exp(y·log x), and `sin`, `cos`, `atan2` come
// from the gesture engine (about 1 ulp), `tan`, `asin`, `acos`, `atan` from those (a few ulps).
// A result that is not correctly rounded can print a different last digit than on a Mac.

/// The elementary functions the standard library's free functions call.
enum Math {
  /// x + y as a rounded sum and its exact error.
  static func twoSum(_ x: Double, _ y: Double) -> (Double, Double) {
    let s = x + y
    let v = s - x
    return (s, (x - (s - v)) + (y - v))
  }

  /// eˣ, correctly rounded in practice: x = k·ln 2 + r, then eʳ by its Taylor series in
  /// double-double arithmetic (about 100 bits), rounded once.
  static func exp(_ x: Double) -> Double { exp(high: x, low: 0) }

  /// e^(high + low) for a double-double exponent.
  static func exp(high x: Double, low: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.8 { return .infinity }
    if x < -745.2 { return 0 }
    let ln2High = 6.93147180369123816490e-01  // 32 significant bits: k·ln2High is exact
    let ln2Low = 1.90821492927058770002e-10
    let k = (x * 1.44269504088896338700e+00).rounded()
    let reduced = x - k * ln2High
    let t = k * ln2Low
    let tError = (-t).addingProduct(k, ln2Low)
    let (rHigh, rError) = twoSum(reduced, -t)
    let r = DoubleDouble(rHigh, rError - tError + low)
    var term = DoubleDouble(1, 0)
    var sum = DoubleDouble(1, 0)
    var n = 1.0
    while n < 30 {
      term = (term * r) / n
      sum = sum + term
      if abs(term.high) < 0x1p-110 { break }
      n += 1
    }
    return Double(sign: .plus, exponent: Int(k), significand: sum.high + sum.low)
  }

  /// ln x in double-double: fdlibm's value y, corrected by one Newton step on eʸ = x.
  static func logDoubleDouble(_ x: Double) -> DoubleDouble {
    let y = fdlibmLog(x)
    guard x.isFinite, x > 0, x.isNormal else { return DoubleDouble(y, 0) }
    let e = expDoubleDouble(y)
    // (x − eʸ) / eʸ: the first-order correction (its square is far below the last bit).
    let difference = DoubleDouble(x, 0) - e
    return DoubleDouble(y, 0) + DoubleDouble(difference.high / e.high, 0)
  }

  /// ln x, correctly rounded in practice.
  static func log(_ x: Double) -> Double {
    let l = logDoubleDouble(x)
    return l.high + l.low
  }

  /// eʸ as a double-double (for the Newton step of `log`), y within the normal range.
  private static func expDoubleDouble(_ y: Double) -> DoubleDouble {
    let ln2High = 6.93147180369123816490e-01
    let ln2Low = 1.90821492927058770002e-10
    let k = (y * 1.44269504088896338700e+00).rounded()
    let reduced = y - k * ln2High
    let t = k * ln2Low
    let tError = (-t).addingProduct(k, ln2Low)
    let (rHigh, rError) = twoSum(reduced, -t)
    let r = DoubleDouble(rHigh, rError - tError)
    var term = DoubleDouble(1, 0)
    var sum = DoubleDouble(1, 0)
    var n = 1.0
    while n < 30 {
      term = (term * r) / n
      sum = sum + term
      if abs(term.high) < 0x1p-110 { break }
      n += 1
    }
    let scale = Double(sign: .plus, exponent: Int(k), significand: 1)
    return DoubleDouble(sum.high * scale, sum.low * scale)
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

  /// xʸ with C's special cases (`pow(x, 0) = 1`, `pow(1, y) = 1`, signed zeros and infinities).
  static func pow(_ x: Double, _ y: Double) -> Double {
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
  static func hypot(_ x: Double, _ y: Double) -> Double {
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

  static func sin(_ x: Double) -> Double { Trigonometry.sin(x) }
  static func cos(_ x: Double) -> Double { Trigonometry.cos(x) }
  static func tan(_ x: Double) -> Double {
    let (s, c) = Trigonometry.sinCos(x)
    return s / c
  }
  static func atan2(_ y: Double, _ x: Double) -> Double { Trigonometry.atan2(y, x) }
  static func atan(_ x: Double) -> Double { Trigonometry.atan2(x, 1) }
  static func asin(_ x: Double) -> Double {
    guard abs(x) <= 1 else { return .nan }
    return Trigonometry.atan2(x, ((1 - x) * (1 + x)).squareRoot())
  }
  static func acos(_ x: Double) -> Double {
    guard abs(x) <= 1 else { return .nan }
    return Trigonometry.atan2(((1 - x) * (1 + x)).squareRoot(), x)
  }
}

extension BuiltinRegistry {
  /// `abs`, `min`, `max` and the elementary functions (see the file's header on precision).
  mutating func addMath() {
    func function(_ key: SurfaceKey, _ f: @escaping (Double) -> Double) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .double(f(try call.double(0))) }
    }
    function(.`sqrt(_:)`) { $0.squareRoot() }
    function(.`floor(_:)`) { $0.rounded(.down) }
    function(.`ceil(_:)`) { $0.rounded(.up) }
    function(.`round(_:)`) { $0.rounded(.toNearestOrAwayFromZero) }
    function(.`sin(_:)`, Math.sin)
    function(.`cos(_:)`, Math.cos)
    function(.`tan(_:)`, Math.tan)
    function(.`asin(_:)`, Math.asin)
    function(.`acos(_:)`, Math.acos)
    function(.`atan(_:)`, Math.atan)
    function(.`exp(_:)`, Math.exp)
    function(.`log(_:)`, Math.log)
    func function2(_ key: SurfaceKey, _ f: @escaping (Double, Double) -> Double) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .double(f(try call.double(0), try call.double(1)))
      }
    }
    function2(.`atan2(_:_:)`, Math.atan2)
    function2(.`pow(_:_:)`, Math.pow)
    function2(.`hypot(_:_:)`, Math.hypot)
    add(.`abs(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .int(let n):
        guard n != .min else { throw call.failure("arithmetic overflow") }
        return .int(abs(n))
      case .double(let d): return .double(d.magnitude)
      case .angle(let r): return .angle(r.magnitude)
      default: throw call.failure("'abs(_:)' expected a number")
      }
    }
    // Swift's `min` returns `y < x ? y : x` and `max` returns `y >= x ? y : x`, which decides
    // which of two equal values (0.0 and -0.0) or a NaN comes back.
    add(.`min(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try smaller(try call.argument(0), try call.argument(1), call)
    }
    add(.`min(_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try smaller(try smaller(try call.argument(0), try call.argument(1), call), try call.argument(2), call)
    }
    add(.`max(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try larger(try call.argument(0), try call.argument(1), call)
    }
    add(.`max(_:_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try larger(try larger(try call.argument(0), try call.argument(1), call), try call.argument(2), call)
    }
  }
}

/// `y < x ? y : x`.
private func smaller(_ x: Value, _ y: Value, _ call: NativeCall) throws(RuntimeError) -> Value {
  try call.naturalOrder()(y, x) ? y : x
}

/// `y >= x ? y : x` (false for a NaN, so `max(1, .nan)` is 1 and `max(.nan, 1)` is NaN).
private func larger(_ x: Value, _ y: Value, _ call: NativeCall) throws(RuntimeError) -> Value {
  if let o = ordering(y, x) { return o >= 0 ? y : x }
  _ = try call.naturalOrder()(y, x)
  return x
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
