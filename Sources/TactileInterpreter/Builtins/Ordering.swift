import TactileUIIR

/// Swift's `<` over runtime values: -1, 0 or 1, or nil when the values are unordered (a NaN)
/// or not comparable. Numbers compare across `Int` and `Double` (literals), tuples
/// lexicographically as Swift's tuple `<` does.
func ordering(_ a: Value, _ b: Value) -> Int? {
  switch (a, b) {
  case (.int(let x), .int(let y)): return x < y ? -1 : (x > y ? 1 : 0)
  case (.double(let x), .double(let y)): return order(x, y)
  case (.int(let x), .double(let y)): return order(Double(x), y)
  case (.double(let x), .int(let y)): return order(x, Double(y))
  case (.string(let x), .string(let y)): return x < y ? -1 : (x > y ? 1 : 0)
  case (.character(let x), .character(let y)): return x < y ? -1 : (x > y ? 1 : 0)
  case (.string(let x), .character(let y)): return order(x, String(y))
  case (.character(let x), .string(let y)): return order(String(x), y)
  case (.date(let x), .date(let y)), (.angle(let x), .angle(let y)): return order(x, y)
  case (.bool(let x), .bool(let y)) where x == y: return 0
  case (.tuple(let x, _), .tuple(let y, _)) where x.count == y.count:
    for (p, q) in zip(x, y) {
      guard let o = ordering(p, q) else { return nil }
      if o != 0 { return o }
    }
    return 0
  case (.enumCase(let t1, let i1, let p1), .enumCase(let t2, let i2, let p2))
  where t1 == t2 && p1.isEmpty && p2.isEmpty:
    // Enums without associated values are Comparable by declaration order.
    return i1 < i2 ? -1 : (i1 > i2 ? 1 : 0)
  case (.symbol(let x), .symbol(let y)):
    guard let i = comparableSymbolRank(x), let j = comparableSymbolRank(y) else { return nil }
    return i < j ? -1 : (i > j ? 1 : 0)
  case (.record(let x), .record(let y))
  where x.name == y.name && (x.name == "Duration" || x.name.hasSuffix("Clock.Instant")):
    // Durations and a clock's instants, in seconds.
    guard let p = x["seconds"].flatMap(number), let q = y["seconds"].flatMap(number) else { return nil }
    return order(p, q)
  case (.optional(let x?), _): return ordering(x, b)
  case (_, .optional(let y?)): return ordering(a, y)
  default: return nil
  }
}

private func order<T: Comparable>(_ x: T, _ y: T) -> Int? {
  if x < y { return -1 }
  if x > y { return 1 }
  if x == y { return 0 }
  return nil
}

/// `a < b` as Swift computes it (false when unordered).
func isLess(_ a: Value, _ b: Value) -> Bool { ordering(a, b) == -1 }

/// A stable merge sort with a comparator that may fail (a user closure).
///
/// Swift documents `sort` as not guaranteed stable (its implementation since Swift 5 is a
/// stable, timsort-like merge sort). This sort is stable, so equal elements keep their order and
/// results match Swift's; the comparator may be called a different number of times
/// (docs/runtime-values.md).
func mergeSorted(
  _ items: [Value], by isOrderedBefore: (Value, Value) throws(RuntimeError) -> Bool
) throws(RuntimeError) -> [Value] {
  if items.count < 2 { return items }
  var source = items
  var target = items
  var width = 1
  while width < source.count {
    var start = 0
    while start < source.count {
      let middle = min(start + width, source.count)
      let end = min(start + 2 * width, source.count)
      var i = start
      var j = middle
      var k = start
      while i < middle && j < end {
        // Take from the right run only when it is strictly before: stability.
        if try isOrderedBefore(source[j], source[i]) {
          target[k] = source[j]
          j += 1
        } else {
          target[k] = source[i]
          i += 1
        }
        k += 1
      }
      while i < middle {
        target[k] = source[i]
        i += 1
        k += 1
      }
      while j < end {
        target[k] = source[j]
        j += 1
        k += 1
      }
      start = end
    }
    swap(&source, &target)
    width *= 2
  }
  return source
}

extension NativeCall {
  /// A comparator from argument `i` (a closure `(Element, Element) -> Bool`).
  func comparator(_ i: Int) throws(RuntimeError) -> (Value, Value) throws(RuntimeError) -> Bool {
    let c = try closure(i)
    let call = self
    return { (a: Value, b: Value) throws(RuntimeError) -> Bool in try call.test(c, [a, b]) }
  }

  /// `<` over the elements, failing for values Swift could not compare.
  func naturalOrder() -> (Value, Value) throws(RuntimeError) -> Bool {
    let call = self
    return { (a: Value, b: Value) throws(RuntimeError) -> Bool in
      guard let o = ordering(a, b) else {
        if case .double(let x) = a, x.isNaN { return false }
        if case .double(let y) = b, y.isNaN { return false }
        if let less = try call.interpreter.userLess(a, b, at: call.at) { return less }
        throw call.failure("'\(call.key)' cannot compare these values")
      }
      return o < 0
    }
  }
}

/// The first least element as Swift's `min(by:)` finds it (`if isLess(e, result)`).
func minimum(_ items: [Value], by isLess: (Value, Value) throws(RuntimeError) -> Bool) throws(RuntimeError)
  -> Value
{
  guard var result = items.first else { return .optional(nil) }
  for e in items.dropFirst() where try isLess(e, result) { result = e }
  return .optional(result)
}

/// The first greatest element as Swift's `max(by:)` finds it (`if isLess(result, e)`).
func maximum(_ items: [Value], by isLess: (Value, Value) throws(RuntimeError) -> Bool) throws(RuntimeError)
  -> Value
{
  guard var result = items.first else { return .optional(nil) }
  for e in items.dropFirst() where try isLess(result, e) { result = e }
  return .optional(result)
}

/// The SDK's Comparable enums that the runtime holds as symbols, in declaration order (the
/// order the interface declares their cases in, which Comparable follows).
private let comparableSymbols: [String] = [
  "DynamicTypeSize.xSmall", "DynamicTypeSize.small", "DynamicTypeSize.medium", "DynamicTypeSize.large",
  "DynamicTypeSize.xLarge", "DynamicTypeSize.xxLarge", "DynamicTypeSize.xxxLarge",
  "DynamicTypeSize.accessibility1", "DynamicTypeSize.accessibility2", "DynamicTypeSize.accessibility3",
  "DynamicTypeSize.accessibility4", "DynamicTypeSize.accessibility5",
]

private func comparableSymbolRank(_ name: String) -> Int? {
  comparableSymbols.firstIndex(of: name)
}
