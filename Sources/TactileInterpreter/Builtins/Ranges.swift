import TactileUIIR

extension BuiltinRegistry {
  /// `Range`, `ClosedRange`, `stride` and `zip` (a stride and a zip are arrays of their
  /// elements, see docs/runtime-values.md).
  mutating func addRanges() {
    add([.`Range.lowerBound`, .`ClosedRange.lowerBound`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.range().lower
    }
    add([.`Range.upperBound`, .`ClosedRange.upperBound`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.range().upper
    }
    // A random element of a range of integers, from the runtime's seeded generator; nil when
    // the range is empty.
    add([.`Range.randomElement()`, .`ClosedRange.randomElement()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (lower, upper, closed) = try call.range()
      guard case .int(let a) = lower, case .int(let b) = upper else {
        throw call.failure("only ranges of Int have a random element in Tactile")
      }
      if closed ? a > b : a >= b { return .optional(nil) }
      let n =
        closed
        ? Int64.random(in: a...b, using: &call.interpreter.builtinState.random)
        : Int64.random(in: a..<b, using: &call.interpreter.builtinState.random)
      return .optional(.int(n))
    }
    add([.`Range.count`, .`ClosedRange.count`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (lower, upper, closed) = try call.range()
      guard case .int(let a) = lower, case .int(let b) = upper else {
        throw call.failure("only ranges of Int have a count")
      }
      let (count, overflow) = b.subtractingReportingOverflow(a)
      guard !overflow, !(closed && count == .max) else { throw call.failure("arithmetic overflow") }
      return .int(closed ? count + 1 : count)
    }
    // `first` and `last` of a range of integers (`0..<n` is empty when n is 0).
    add([.`Range.first`, .`ClosedRange.first`, .`Range.last`, .`ClosedRange.last`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (lower, upper, closed) = try call.range()
      guard case .int(let a) = lower, case .int(let b) = upper else {
        throw call.failure("only ranges of Int have a first and a last element")
      }
      guard closed ? a <= b : a < b else { return .optional(nil) }
      let last = closed ? b : b - 1
      return .optional(.int(call.surfaceKey?.memberName == "first" ? a : last))
    }
    add([.`Range.isEmpty`, .`ClosedRange.isEmpty`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (lower, upper, closed) = try call.range()
      return .bool(!closed && ordering(lower, upper) == 0)
    }
    add([.`Range.contains(_:)`, .`ClosedRange.contains(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (lower, upper, closed) = try call.range()
      let v = try call.argument(0)
      guard let low = ordering(v, lower), let high = ordering(v, upper) else { return .bool(false) }
      return .bool(low >= 0 && (closed ? high <= 0 : high < 0))
    }
    add([.`Range.reversed()`, .`ClosedRange.reversed()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try call.receiverElements().reversed())
    }
    add(.`stride(from:to:by:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try strideElements(call, through: false))
    }
    add(.`stride(from:through:by:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try strideElements(call, through: true))
    }
    add(.`zip(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(zip(try call.elements(0), try call.elements(1)).map { .tuple([$0, $1], labels: [nil, nil]) })
    }
  }
}

/// The elements of `stride(from:to:by:)` or `stride(from:through:by:)`. Integers step by
/// adding; floating-point values are `start + i × step`, as Swift computes them (so the steps
/// do not accumulate rounding errors).
private func strideElements(_ call: NativeCall, through: Bool) throws(RuntimeError) -> [Value] {
  let limit = 10_000_000
  switch (try call.plain(0), try call.plain(1), try call.plain(2)) {
  case (.int(let start), .int(let end), .int(let step)):
    guard step != 0 else { throw call.failure("Stride size must not be zero") }
    var out: [Value] = []
    var current = start
    while step > 0 ? (through ? current <= end : current < end) : (through ? current >= end : current > end) {
      out.append(.int(current))
      if out.count > limit { throw call.failure("the stride is too long") }
      let (next, overflow) = current.addingReportingOverflow(step)
      if overflow { break }
      current = next
    }
    return out
  default:
    let start = try call.double(0)
    let end = try call.double(1)
    let step = try call.double(2)
    guard step != 0 else { throw call.failure("Stride size must not be zero") }
    guard step.isFinite, start.isFinite else { return [] }
    var out: [Value] = []
    var i = 0.0
    while true {
      let current = start + i * step
      let goOn =
        step > 0 ? (through ? current <= end : current < end) : (through ? current >= end : current > end)
      guard goOn else { break }
      out.append(.double(current))
      if out.count > limit { throw call.failure("the stride is too long") }
      i += 1
    }
    return out
  }
}

extension NativeCall {
  /// The receiver as a range's bounds.
  func range() throws(RuntimeError) -> (lower: Value, upper: Value, closed: Bool) {
    if case .range(let a, let b, let closed) = plainReceiver { return (unwrapped(a), unwrapped(b), closed) }
    throw failure("'\(key)' expected a range")
  }
}

/// The half-open offsets `a..<b` that an index range selects in a collection of `count`
/// elements: a `Range`, a `ClosedRange` or a partial range (`2...`, `..<i`, `...i`) of `Int`
/// offsets; nil when `value` is none of them. The bounds are not checked against `count`.
func indexBounds(_ value: Value, count: Int) -> (lower: Int, upper: Int)? {
  /// The offset after a closed range's upper bound, saturating (no collection reaches it).
  func afterOffset(_ bound: Int64) -> Int { Swift.min(bound.hostInt, Int.max - 1) + 1 }
  switch unwrapped(value) {
  case .range(let lower, let upper, let closed):
    guard case .int(let a) = unwrapped(lower), case .int(let b) = unwrapped(upper) else { return nil }
    return (a.hostInt, closed ? afterOffset(b) : b.hostInt)
  case .record(let r) where r.fields.count == 1:
    guard case .int(let bound) = unwrapped(r.fields[0]) else { return nil }
    switch r.name {
    case "PartialRangeFrom": return (bound.hostInt, count)
    case "PartialRangeUpTo": return (0, bound.hostInt)
    case "PartialRangeThrough": return (0, afterOffset(bound))
    default: return nil
    }
  default:
    return nil
  }
}
