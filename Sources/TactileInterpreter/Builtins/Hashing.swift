import TactileUIIR

extension BuiltinRegistry {
  /// `Hasher` and `Hashable`'s `hash(into:)` and `hashValue`: a hasher is its running state, an
  /// `.int`, fed with each combined value's printed form (FNV-1a). Swift seeds hashes per
  /// process, so no program can rely on the numbers; Tactile's are the same on every run.
  mutating func addHashing() {
    add(.`Hasher.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .int(hashSeed) }
    add(.`Hasher.combine(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .int(let state) = call.plainReceiver else { throw call.failure("expected a Hasher") }
      call.receiver = .int(mix(state, call.interpreter.describe(try call.argument(0))))
      return .void
    }
    add(.`Hasher.finalize()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .int = call.plainReceiver else { throw call.failure("expected a Hasher") }
      return call.plainReceiver
    }
    add(.`Hashable.hash(into:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .int(let state) = unwrapped(try call.argument(0)) else {
        throw call.failure("expected a Hasher")
      }
      call.arguments[0] = .int(mix(state, call.interpreter.describe(call.plainReceiver)))
      return .void
    }
    add(.`Hashable.hashValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(mix(hashSeed, call.interpreter.describe(call.plainReceiver)))
    }
  }
}

/// The state a new `Hasher` starts from (FNV-1a's 64-bit offset basis).
private let hashSeed = Int64(bitPattern: 14_695_981_039_346_656_037)

/// `state` with `text`'s bytes folded in (FNV-1a over 64 bits: a hash is an `Int`, 64 bits on
/// every host, so the numbers are the same in WebAssembly and natively).
private func mix(_ state: Int64, _ text: String) -> Int64 {
  var hash = UInt64(bitPattern: state)
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 1_099_511_628_211
  }
  return Int64(bitPattern: hash)
}
