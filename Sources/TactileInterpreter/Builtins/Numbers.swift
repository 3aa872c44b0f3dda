import TactileUIIR

extension BuiltinRegistry {
  /// `Int`, `Double`, `Float`, `CGFloat` and `Bool`: conversions, constants and members.
  /// `Float` and `CGFloat` values are `Double`s (docs/runtime-values.md).
  mutating func addNumbers() {
    addIntegers()
    addFloatingPoint()
    addBooleans()
  }

  private mutating func addIntegers() {
    add(.`Int.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .int(0) }
    add(.`Int.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .int(let n): return .int(n)
      case .double(let d): return .int(try integer(d, call))
      case .string(let s): return .optional(Int64(s).map { .int($0) })
      default: throw call.failure("'Int.init(_:)' cannot convert this value")
      }
    }
    add(.`Int.init(exactly:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .int(let n): return .optional(.int(n))
      case .double(let d): return .optional(Int64(exactly: d).map { .int($0) })
      default: throw call.failure("'Int.init(exactly:)' expected a number")
      }
    }
    constant(.`Int.max`, .int(Int64.max))
    constant(.`Int.min`, .int(Int64.min))
    constant(.`Int.zero`, .int(0))
    // 64 on every host, the browser's wasm32 included (docs/runtime-values.md).
    constant(.`Int.bitWidth`, .int(64))
    add(.`Int.magnitude`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let n = try call.receiverInt()
      guard n != .min else { throw call.failure("the magnitude of Int.min does not fit in an Int") }
      return .int(abs(n))
    }
    add(.`Int.signum()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.receiverInt().signum())
    }
    func bitwise(_ key: SurfaceKey, _ operation: @escaping (Int64, Int64) -> Int64) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .int(operation(try call.int(0), try call.int(1)))
      }
    }
    // Swift's shifts are "smart": a negative amount shifts the other way, an amount past the
    // width gives 0 (or -1 for a negative value shifted right). No shift traps.
    bitwise(.`Int.&(_:_:)`) { $0 & $1 }
    bitwise(.`Int.|(_:_:)`) { $0 | $1 }
    bitwise(.`Int.^(_:_:)`) { $0 ^ $1 }
    bitwise(.`Int.<<(_:_:)`) { $0 << $1 }
    bitwise(.`Int.>>(_:_:)`) { $0 >> $1 }
    // The wrapping operators keep the low bits of the result, as Swift's `&+`, `&-`, `&*` do;
    // the masking shifts take the amount modulo the width (Swift's `&<<`, `&>>`).
    bitwise(.`Int.&+(_:_:)`) { $0 &+ $1 }
    bitwise(.`Int.&-(_:_:)`) { $0 &- $1 }
    bitwise(.`Int.&*(_:_:)`) { $0 &* $1 }
    bitwise(.`Int.&<<(_:_:)`) { $0 &<< $1 }
    bitwise(.`Int.&>>(_:_:)`) { $0 &>> $1 }
    let compounds: [(SurfaceKey, SurfaceKey)] = [
      (.`Int.&=(_:_:)`, .`Int.&(_:_:)`), (.`Int.|=(_:_:)`, .`Int.|(_:_:)`),
      (.`Int.^=(_:_:)`, .`Int.^(_:_:)`), (.`Int.<<=(_:_:)`, .`Int.<<(_:_:)`),
      (.`Int.>>=(_:_:)`, .`Int.>>(_:_:)`), (.`Int.&+=(_:_:)`, .`Int.&+(_:_:)`),
      (.`Int.&-=(_:_:)`, .`Int.&-(_:_:)`), (.`Int.&*=(_:_:)`, .`Int.&*(_:_:)`),
    ]
    addCompoundAssignments(compounds)
    func reporting(
      _ key: SurfaceKey, _ operation: @escaping (Int64, Int64) -> (partialValue: Int64, overflow: Bool)
    ) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let r = operation(try call.receiverInt(), try call.int(0))
        return .tuple([.int(r.partialValue), .bool(r.overflow)], labels: ["partialValue", "overflow"])
      }
    }
    reporting(.`Int.addingReportingOverflow(_:)`) { $0.addingReportingOverflow($1) }
    reporting(.`Int.subtractingReportingOverflow(_:)`) { $0.subtractingReportingOverflow($1) }
    reporting(.`Int.multipliedReportingOverflow(by:)`) { $0.multipliedReportingOverflow(by: $1) }
    add(.`Int.~(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .int(~(try call.int(0))) }
    add(.`Int.random(in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .range(let lower, let upper, let closed) = try call.plain(0),
        case .int(let a) = unwrapped(lower),
        case .int(let b) = unwrapped(upper)
      else { throw call.failure("'Int.random(in:)' expected a range of Int") }
      if closed {
        guard a <= b else { throw call.failure("Range requires lowerBound <= upperBound") }
        return .int(Int64.random(in: a...b, using: &call.interpreter.builtinState.random))
      }
      guard a < b else { throw call.failure("Can't get random value with an empty range") }
      return .int(Int64.random(in: a..<b, using: &call.interpreter.builtinState.random))
    }
    add(.`BinaryInteger.isMultiple(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try call.receiverInt().isMultiple(of: try call.int(0)))
    }
    add(.`BinaryInteger.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(String(try call.receiverInt()))
    }
  }

  private mutating func addFloatingPoint() {
    add([.`Double.init()`, .`Float.init()`, .`CGFloat.init()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in .double(0)
    }
    add([.`Double.init(_:)`, .`Float.init(_:)`, .`CGFloat.init(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .int(let n): return .double(Double(n))
      case .double(let d): return .double(d)
      case .string(let s):
        // `Float("0.1")` is kept at Double precision, as every Float is.
        return .optional(Double(s).map { .double($0) })
      default: throw call.failure("'\(call.key)' cannot convert this value")
      }
    }
    add([.`Double.random(in:)`, .`Float.random(in:)`, .`CGFloat.random(in:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .range(let lower, let upper, let closed) = try call.plain(0), let a = number(lower),
        let b = number(upper)
      else { throw call.failure("'\(call.key)' expected a range of numbers") }
      guard a.isFinite, b.isFinite, (b - a).isFinite else {
        throw call.failure("There is no uniform distribution on an infinite range")
      }
      if closed {
        guard a <= b else { throw call.failure("Range requires lowerBound <= upperBound") }
        return .double(Double.random(in: a...b, using: &call.interpreter.builtinState.random))
      }
      guard a < b else { throw call.failure("Can't get random value with an empty range") }
      return .double(Double.random(in: a..<b, using: &call.interpreter.builtinState.random))
    }
    // The C library's `drand48()`: a double in [0, 1) from the program's random source (the
    // same one `Double.random(in:)` draws from); `srand48` does not reseed it.
    add(.`drand48()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(Double.random(in: 0..<1, using: &call.interpreter.builtinState.random))
    }
    add(.`srand48(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    func unary(_ key: SurfaceKey, _ operation: @escaping (Double) -> Value) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        operation(try call.receiverDouble())
      }
    }
    unary(.`FloatingPoint.rounded()`) { .double($0.rounded()) }
    // iOS 18's `interpolated(towards:amount:)`: this value moved `amount` of the way to `other`.
    add(.`VectorArithmetic.interpolated(towards:amount:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let a = try call.receiverDouble()
      let b = try call.double(0)
      return .double(a + (b - a) * (try call.double(1)))
    }
    unary(.`FloatingPoint.squareRoot()`) { .double($0.squareRoot()) }
    unary(.`FloatingPoint.magnitude`) { .double($0.magnitude) }
    unary(.`FloatingPoint.isNaN`) { .bool($0.isNaN) }
    unary(.`FloatingPoint.isFinite`) { .bool($0.isFinite) }
    unary(.`FloatingPoint.isInfinite`) { .bool($0.isInfinite) }
    unary(.`FloatingPoint.isZero`) { .bool($0.isZero) }
    unary(.`FloatingPoint.sign`) {
      .symbol($0.sign == .minus ? "FloatingPointSign.minus" : "FloatingPointSign.plus")
    }
    unary(.`FloatingPoint.description`) { .string(Interpreter.describe($0)) }
    add(.`FloatingPoint.rounded(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.receiverDouble().rounded(try roundingRule(call.plain(0), call)))
    }
    add(.`FloatingPoint.round()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = .double(try call.receiverDouble().rounded())
      return .void
    }
    add(.`FloatingPoint.truncatingRemainder(dividingBy:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.receiverDouble().truncatingRemainder(dividingBy: try call.double(0)))
    }
    add(.`FloatingPoint.remainder(dividingBy:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(ieeeRemainder(try call.receiverDouble(), try call.double(0)))
    }
    constant(.`FloatingPoint.pi`, .double(.pi))
    constant(.`FloatingPoint.infinity`, .double(.infinity))
    constant(.`FloatingPoint.nan`, .double(.nan))
    constant(.`FloatingPoint.greatestFiniteMagnitude`, .double(.greatestFiniteMagnitude))
    constant(.`FloatingPoint.zero`, .double(0))
  }

  private mutating func addBooleans() {
    add(.`Bool.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .bool(false) }
    add(.`Bool.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .bool(let b): return .bool(b)
      case .string(let s): return .optional(Bool(s).map { .bool($0) })
      default: throw call.failure("'Bool.init(_:)' cannot convert this value")
      }
    }
    add(.`Bool.toggle()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .bool(let b) = call.plainReceiver else { throw call.failure("'toggle()' expected a Bool") }
      call.receiver = .bool(!b)
      return .void
    }
    add(.`Bool.random()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(Bool.random(using: &call.interpreter.builtinState.random))
    }
    add(.`Bool.description`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .bool(let b) = call.plainReceiver else {
        throw call.failure("'description' expected a Bool")
      }
      return .string(b ? "true" : "false")
    }
    add(.`Bool.!(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .bool(!(try call.bool(0)))
    }
    // `&&` and `||` are evaluated by the interpreter; as function values their right side is an
    // autoclosure.
    add(.`Bool.&&(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard try call.bool(0) else { return .bool(false) }
      return .bool(try rightOperand(call))
    }
    add(.`Bool.||(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if try call.bool(0) { return .bool(true) }
      return .bool(try rightOperand(call))
    }
  }
}

/// The right operand of `&&`/`||`: a Bool, or an autoclosure giving one.
private func rightOperand(_ call: NativeCall) throws(RuntimeError) -> Bool {
  if case .function(let c) = try call.plain(1) { return try call.test(c, []) }
  return try call.bool(1)
}

/// `Int(d)` with Swift's traps for values an `Int` cannot hold.
func integer(_ d: Double, _ call: NativeCall) throws(RuntimeError) -> Int64 {
  guard d.isFinite else {
    throw call.failure("Double value cannot be converted to Int because it is either infinite or NaN")
  }
  guard d < 9_223_372_036_854_775_808.0 else {
    throw call.failure(
      "Double value cannot be converted to Int because the result would be greater than Int.max")
  }
  guard d >= -9_223_372_036_854_775_808.0 else {
    throw call.failure(
      "Double value cannot be converted to Int because the result would be less than Int.min")
  }
  return Int64(d)
}

/// A `FloatingPointRoundingRule` symbol.
func roundingRule(_ value: Value, _ call: NativeCall) throws(RuntimeError) -> FloatingPointRoundingRule {
  if case .symbol(let key) = value {
    switch key {
    case "FloatingPointRoundingRule.toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
    case "FloatingPointRoundingRule.toNearestOrEven": return .toNearestOrEven
    case "FloatingPointRoundingRule.up": return .up
    case "FloatingPointRoundingRule.down": return .down
    case "FloatingPointRoundingRule.towardZero": return .towardZero
    case "FloatingPointRoundingRule.awayFromZero": return .awayFromZero
    default: break
    }
  }
  throw call.failure("'\(call.key)' expected a FloatingPointRoundingRule")
}

/// IEEE 754's remainder, `x - y * n` with `n` the integer nearest `x / y` (ties to even), as
/// `remainder(dividingBy:)` gives it; computed from the exact truncating remainder, since Embedded
/// Swift has no libm `remainder`.
func ieeeRemainder(_ x: Double, _ y: Double) -> Double {
  if x.isNaN || y.isNaN || x.isInfinite || y == 0 { return .nan }
  if y.isInfinite { return x }
  var r = x.truncatingRemainder(dividingBy: y)
  let ay = y.magnitude
  let ar = r.magnitude
  let half = ay / 2
  let quotientIsOdd = ((x - r) / y).truncatingRemainder(dividingBy: 2) != 0
  if ar > half || (ar == half && quotientIsOdd) { r = r > 0 ? r - ay : r + ay }
  return r
}
