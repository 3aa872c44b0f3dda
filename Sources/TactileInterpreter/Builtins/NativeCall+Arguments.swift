import TactileUIIR

extension NativeCall {
  /// A runtime error at the call, with Swift's message for the failure.
  public func failure(_ message: String) -> RuntimeError { RuntimeError(message, at: at) }

  /// Argument `i` without the `Optional` wrappings an implicit conversion may have added.
  func plain(_ i: Int) throws(RuntimeError) -> Value { unwrapped(try argument(i)) }

  /// Argument `i` as an `Int` (64 bits on every host).
  public func int(_ i: Int) throws(RuntimeError) -> Int64 {
    switch try plain(i) {
    case .int(let n): return n
    case .double(let d) where d == d.rounded(.towardZero) && abs(d) < 9.0e15: return Int64(d)
    default: throw failure("'\(key)' expected an Int")
    }
  }

  /// Argument `i` as a `Bool`.
  public func bool(_ i: Int) throws(RuntimeError) -> Bool {
    if case .bool(let b) = try plain(i) { return b }
    throw failure("'\(key)' expected a Bool")
  }

  /// Argument `i` as text: a `String`, a `Substring` or a `Character`.
  public func string(_ i: Int) throws(RuntimeError) -> String {
    switch try plain(i) {
    case .string(let s): return s
    case .character(let c): return String(c)
    default: throw failure("'\(key)' expected a String")
    }
  }

  /// Argument `i` as a closure.
  public func closure(_ i: Int) throws(RuntimeError) -> Closure {
    if case .function(let c) = try plain(i) { return c }
    throw failure("'\(key)' expected a closure")
  }

  /// The elements of argument `i`, a sequence.
  public func elements(_ i: Int) throws(RuntimeError) -> [Value] {
    try interpreter.elementsOf(try plain(i), at: at)
  }

  /// The receiver without `Optional` wrappings.
  package var plainReceiver: Value { unwrapped(receiver) }

  /// The receiver's elements (an array, a slice, a set, a range of `Int`, a string's
  /// characters, a dictionary's `(key:value:)` pairs).
  public func receiverElements() throws(RuntimeError) -> [Value] {
    try interpreter.elementsOf(plainReceiver, at: at)
  }

  /// The receiver as text.
  public func receiverString() throws(RuntimeError) -> String {
    switch plainReceiver {
    case .string(let s): return s
    case .character(let c): return String(c)
    default: throw failure("'\(key)' expected a String")
    }
  }

  /// Argument `i` as the host's `Int`, for an index or a count (`Int64.hostInt`).
  public func hostInt(_ i: Int) throws(RuntimeError) -> Int { try int(i).hostInt }

  /// The receiver as an `Int`.
  public func receiverInt() throws(RuntimeError) -> Int64 {
    if case .int(let n) = plainReceiver { return n }
    throw failure("'\(key)' expected an Int")
  }

  /// Calls a closure argument with `arguments`.
  public func invoke(_ closure: Closure, _ arguments: [Value]) throws(RuntimeError) -> Value {
    try interpreter.call(closure, arguments, at: at)
  }

  /// Calls a predicate closure.
  public func test(_ closure: Closure, _ arguments: [Value]) throws(RuntimeError) -> Bool {
    if case .bool(let b) = unwrapped(try invoke(closure, arguments)) { return b }
    throw failure("'\(key)' expected its closure to return a Bool")
  }
}

/// `value` without its `Optional` wrappings (`nil` stays `nil`).
package func unwrapped(_ value: Value) -> Value {
  var v = value
  while case .optional(let inner?) = v { v = inner }
  return v
}

/// A number as a `Double` (`Int` converted), or nil.
func number(_ value: Value) -> Double? {
  switch unwrapped(value) {
  case .double(let d): return d
  case .int(let n): return Double(n)
  default: return nil
  }
}

extension BuiltinRegistry {
  /// A builtin that returns the same value every time (a constant such as `Int.max`).
  mutating func constant(_ key: SurfaceKey, _ value: Value) {
    add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in value }
  }

  /// A builtin that reads the receiver (a property such as `String.count`).
  mutating func property(_ key: SurfaceKey, _ read: @escaping (NativeCall) throws(RuntimeError) -> Value) {
    add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in try read(call) }
  }
}
