/// `String(format:)` and `\(value, specifier:)`: C's printf conversions as Foundation applies
/// them to Swift values, computed from the exact binary value of each `Double` (so
/// `String(format: "%.2f", 0.125)` is `0.12` and `2.675` gives `2.67`, as on a Mac).
///
/// Supported: flags `-+ 0#`, a width and a precision (numbers or `*`), length modifiers (`l`,
/// `ll`, `h`, `q`, `z`, ignored), and the conversions `d i u x X o f F e E g G @ s c %`. `%d`
/// prints the whole `Int` (Foundation reads 32 bits without `l`), `%u %x %X %o` read 64 bits
/// with an `l` and 32 bits without.
enum Printf {
  static func format(_ format: String, _ arguments: [Value], describe: (Value) -> String) -> String {
    var out = ""
    var next = 0
    func take() -> Value? {
      defer { next += 1 }
      return next < arguments.count ? arguments[next] : nil
    }
    let chars = Array(format)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      i += 1
      guard c == "%" else {
        out.append(c)
        continue
      }
      var spec = Spec()
      while i < chars.count, let flag = "-+ 0#".firstIndex(of: chars[i]) {
        switch "-+ 0#"[flag] {
        case "-": spec.left = true
        case "+": spec.plus = true
        case " ": spec.space = true
        case "0": spec.zero = true
        default: spec.alternate = true
        }
        i += 1
      }
      if i < chars.count, chars[i] == "*" {
        i += 1
        let w = take().flatMap(integerValue) ?? 0
        if w < 0 { spec.left = true }
        spec.width = Int(clamping: w.magnitude)
      } else {
        spec.width = digits(chars, &i) ?? 0
      }
      if i < chars.count, chars[i] == "." {
        i += 1
        if i < chars.count, chars[i] == "*" {
          i += 1
          let p = take().flatMap(integerValue) ?? 0
          spec.precision = p < 0 ? nil : p.hostInt
        } else {
          spec.precision = digits(chars, &i) ?? 0
        }
      }
      var long = false
      while i < chars.count, "lhqzjtL".contains(chars[i]) {
        if chars[i] == "l" || chars[i] == "q" || chars[i] == "j" || chars[i] == "z" { long = true }
        i += 1
      }
      guard i < chars.count else { break }
      let conversion = chars[i]
      i += 1
      if conversion == "%" {
        out.append("%")
        continue
      }
      let value = take().map(unwrapped) ?? .int(0)
      out += spec.pad(body(conversion, value, spec, long: long, describe: describe), conversion: conversion)
    }
    return out
  }

  /// A conversion's flags, width and precision.
  struct Spec {
    var left = false
    var plus = false
    var space = false
    var zero = false
    var alternate = false
    var width = 0
    var precision: Int?

    /// Pads to the width: spaces on the left (or right with `-`), or zeros after the sign.
    func pad(_ text: String, conversion: Character) -> String {
      let count = text.count
      guard count < width else { return text }
      let fill = width - count
      if left { return text + String(repeating: " ", count: fill) }
      let numeric = "dioxXufFeEgG".contains(conversion)
      let zeroAllowed = zero && numeric && !(precision != nil && "dioxXu".contains(conversion))
      guard zeroAllowed, text.last?.isLetter != true || "xX".contains(conversion) else {
        return String(repeating: " ", count: fill) + text
      }
      var prefix = ""
      var rest = Substring(text)
      if let first = rest.first, first == "-" || first == "+" || first == " " {
        prefix.append(first)
        rest = rest.dropFirst()
      }
      if rest.hasPrefix("0x") || rest.hasPrefix("0X") {
        prefix += rest.prefix(2)
        rest = rest.dropFirst(2)
      }
      return prefix + String(repeating: "0", count: fill) + rest
    }
  }

  private static func body(
    _ conversion: Character, _ value: Value, _ spec: Spec, long: Bool, describe: (Value) -> String
  ) -> String {
    switch conversion {
    case "d", "i":
      let n = integerValue(value) ?? 0
      var digits = String(n.magnitude)
      if let p = spec.precision {
        if p == 0 && n == 0 { digits = "" }
        if digits.count < p { digits = String(repeating: "0", count: p - digits.count) + digits }
      }
      return sign(negative: n < 0, spec) + digits
    case "u", "x", "X", "o":
      let n = integerValue(value) ?? 0
      let bits = long ? UInt64(bitPattern: n) : UInt64(UInt32(truncatingIfNeeded: n))
      let radix = conversion == "o" ? 8 : (conversion == "u" ? 10 : 16)
      var digits = String(bits, radix: radix, uppercase: conversion == "X")
      if let p = spec.precision, digits.count < p {
        digits = String(repeating: "0", count: p - digits.count) + digits
      }
      if spec.alternate && bits != 0 {
        if conversion == "x" { digits = "0x" + digits }
        if conversion == "X" { digits = "0X" + digits }
        if conversion == "o" && !digits.hasPrefix("0") { digits = "0" + digits }
      }
      return digits
    case "f", "F", "e", "E", "g", "G":
      let d: Double
      switch value {
      case .double(let x): d = x
      case .int(let n): d = Double(n)
      default: d = 0
      }
      return sign(negative: d.sign == .minus && !d.isNaN, spec) + floating(d.magnitude, conversion, spec)
    case "c":
      if case .character(let c) = value { return String(c) }
      if let n = integerValue(value), let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: n)) {
        return String(Character(scalar))
      }
      return describe(value)
    default:
      // `%@`, `%s` and anything else: the value's description.
      let text = describe(value)
      if let p = spec.precision, conversion == "s" { return String(text.prefix(p)) }
      return text
    }
  }

  private static func sign(negative: Bool, _ spec: Spec) -> String {
    negative ? "-" : (spec.plus ? "+" : (spec.space ? " " : ""))
  }

  /// `%f`, `%e` or `%g` of a non-negative value.
  private static func floating(_ d: Double, _ conversion: Character, _ spec: Spec) -> String {
    let upper = conversion.isUppercase
    if d.isNaN { return upper ? "NAN" : "nan" }
    if d.isInfinite { return upper ? "INF" : "inf" }
    let exact = ExactDecimal(d)
    switch conversion {
    case "f", "F":
      return exact.fixed(spec.precision ?? 6, point: spec.alternate)
    case "e", "E":
      return exact.scientific(spec.precision ?? 6, point: spec.alternate, upper: upper)
    default:
      let p = max(spec.precision ?? 6, 1)
      let x = exact.rounded(significantDigits: p).exponent
      var text =
        (x < p && x >= -4)
        ? exact.fixed(p - 1 - x, point: spec.alternate)
        : exact.scientific(p - 1, point: spec.alternate, upper: upper)
      if !spec.alternate { text = trimmingZeros(text) }
      return text
    }
  }

  /// `%g` without `#`: no trailing zeros after the point, and no point without digits after it.
  private static func trimmingZeros(_ text: String) -> String {
    var mantissa = Substring(text)
    var exponent = Substring("")
    if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<e]
      exponent = text[e...]
    }
    guard mantissa.contains(".") else { return text }
    while mantissa.last == "0" { mantissa = mantissa.dropLast() }
    if mantissa.last == "." { mantissa = mantissa.dropLast() }
    return String(mantissa + exponent)
  }

  private static func digits(_ chars: [Character], _ i: inout Int) -> Int? {
    var n: Int?
    while i < chars.count, let d = chars[i].wholeNumberValue, chars[i].isASCII {
      n = (n ?? 0) &* 10 &+ d
      i += 1
    }
    return n
  }

  private static func integerValue(_ value: Value) -> Int64? {
    switch unwrapped(value) {
    case .int(let n): return n
    case .double(let d) where d.isFinite && abs(d) < 9.2e18: return Int64(d.rounded(.towardZero))
    case .bool(let b): return b ? 1 : 0
    default: return nil
    }
  }
}

/// The exact decimal expansion of a finite, non-negative `Double`: `digits` (most significant
/// first, no leading zeros) with the decimal point after `pointPosition` of them (which may be
/// negative or beyond the digits). Every binary fraction has a finite decimal expansion
/// (m·2⁻ᵏ = m·5ᵏ/10ᵏ), so rounding it is exact, ties included.
struct ExactDecimal {
  var digits: [UInt8]
  var pointPosition: Int

  init(_ d: Double) {
    guard d != 0 else {
      digits = []
      pointPosition = 0
      return
    }
    let exponent = Int(d.exponent) - 52
    var significand = d.significandBitPattern | (d.isNormal ? 1 << 52 : 0)
    var shift = exponent
    if !d.isNormal { shift = -1074 }
    while significand & 1 == 0 && shift < 0 {
      significand >>= 1
      shift += 1
    }
    var number = BigNumber(significand)
    if shift >= 0 {
      number.multiply(byPowerOf: 2, shift)
      digits = number.decimalDigits()
      pointPosition = digits.count
    } else {
      number.multiply(byPowerOf: 5, -shift)
      digits = number.decimalDigits()
      pointPosition = digits.count + shift
    }
  }

  init(digits: [UInt8], pointPosition: Int) {
    self.digits = digits
    self.pointPosition = pointPosition
  }

  /// The decimal exponent of the first digit (`d.ddd × 10^exponent`).
  var exponent: Int { digits.isEmpty ? 0 : pointPosition - 1 }

  /// Rounded, half to even, to keep `count` digits from the start (`count` may be ≤ 0).
  func rounded(keeping count: Int) -> ExactDecimal {
    if count >= digits.count { return self }
    if count < 0 { return ExactDecimal(digits: [], pointPosition: pointPosition) }
    var kept = Array(digits[..<count])
    let first = digits[count]
    let restNonZero = digits[(count + 1)...].contains { $0 != 0 }
    let roundUp = first > 5 || (first == 5 && (restNonZero || (kept.last.map { $0 % 2 == 1 } ?? false)))
    var point = pointPosition
    if roundUp {
      var i = kept.count - 1
      while i >= 0 && kept[i] == 9 {
        kept[i] = 0
        i -= 1
      }
      if i >= 0 {
        kept[i] += 1
      } else {
        kept.insert(1, at: 0)
        point += 1
      }
    }
    while kept.last == 0 { kept.removeLast() }
    while kept.first == 0 {
      kept.removeFirst()
      point -= 1
    }
    return ExactDecimal(digits: kept, pointPosition: kept.isEmpty ? 0 : point)
  }

  func rounded(significantDigits p: Int) -> ExactDecimal { rounded(keeping: p) }

  /// Digit `i` counted from the point (0 is the first digit before it; negative after it).
  private func digit(at position: Int) -> Character {
    let index = pointPosition - 1 - position
    guard index >= 0, index < digits.count else { return "0" }
    return Character(Unicode.Scalar(48 + digits[index]))
  }

  /// `%.Nf`.
  func fixed(_ precision: Int, point: Bool) -> String {
    let r = rounded(keeping: pointPosition + precision)
    var out = ""
    for position in stride(from: max(r.pointPosition - 1, 0), through: 0, by: -1) {
      out.append(r.digit(at: position))
    }
    if precision > 0 || point { out.append(".") }
    for position in stride(from: -1, through: -precision, by: -1) where precision > 0 {
      out.append(r.digit(at: position))
    }
    return out
  }

  /// `%.Ne`.
  func scientific(_ precision: Int, point: Bool, upper: Bool) -> String {
    let r = rounded(keeping: precision + 1)
    var out = ""
    let top = r.digits.isEmpty ? 0 : r.pointPosition - 1
    out.append(r.digit(at: top))
    if precision > 0 || point { out.append(".") }
    for k in 0..<precision { out.append(r.digit(at: top - 1 - k)) }
    let e = r.digits.isEmpty ? 0 : top
    out += upper ? "E" : "e"
    out += e < 0 ? "-" : "+"
    let magnitude = String(abs(e))
    out += (magnitude.count < 2 ? "0" : "") + magnitude
    return out
  }
}

/// A non-negative integer of any size, in base 2³² limbs (least significant first): just
/// enough arithmetic for `ExactDecimal`.
struct BigNumber {
  var limbs: [UInt32]

  init(_ value: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: value), UInt32(truncatingIfNeeded: value >> 32)]
    trim()
  }

  mutating func multiply(by factor: UInt32) {
    var carry: UInt64 = 0
    for i in limbs.indices {
      let product = UInt64(limbs[i]) * UInt64(factor) + carry
      limbs[i] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry > 0 { limbs.append(UInt32(carry)) }
  }

  /// Multiplies by base^count (base 2 or 5), in steps that fit a limb.
  mutating func multiply(byPowerOf base: UInt32, _ count: Int) {
    let step = base == 2 ? 31 : 13
    let stepFactor: UInt32 = base == 2 ? 1 << 31 : 1_220_703_125
    var remaining = count
    while remaining >= step {
      multiply(by: stepFactor)
      remaining -= step
    }
    var factor: UInt32 = 1
    for _ in 0..<remaining { factor *= base }
    if factor > 1 { multiply(by: factor) }
  }

  /// Divides by `divisor` in place and returns the remainder.
  mutating func divide(by divisor: UInt32) -> UInt32 {
    var remainder: UInt64 = 0
    for i in limbs.indices.reversed() {
      let current = (remainder << 32) | UInt64(limbs[i])
      limbs[i] = UInt32(current / UInt64(divisor))
      remainder = current % UInt64(divisor)
    }
    trim()
    return UInt32(remainder)
  }

  /// The decimal digits, most significant first.
  func decimalDigits() -> [UInt8] {
    var n = self
    var chunks: [UInt32] = []
    while !n.limbs.isEmpty { chunks.append(n.divide(by: 1_000_000_000)) }
    var digits: [UInt8] = []
    for (i, chunk) in chunks.reversed().enumerated() {
      var part: [UInt8] = []
      var c = chunk
      for _ in 0..<9 {
        part.append(UInt8(c % 10))
        c /= 10
      }
      part.reverse()
      if i == 0 { part = Array(part.drop { $0 == 0 }) }
      digits += part
    }
    return digits
  }

  private mutating func trim() {
    while limbs.last == 0 { limbs.removeLast() }
  }
}
