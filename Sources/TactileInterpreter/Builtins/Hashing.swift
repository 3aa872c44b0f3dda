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

/// The state a new `Hasher` starts from.
private let hashSeed = Int(Int32(bitPattern: 2_166_136_261))

/// `state` with `text`'s bytes folded in (FNV-1a over 32 bits, so the numbers are the same on
/// 32-bit WebAssembly and on 64-bit hosts).
private func mix(_ state: Int, _ text: String) -> Int {
  var hash = UInt32(truncatingIfNeeded: state)
  for byte in text.utf8 {
    hash ^= UInt32(byte)
    hash = hash &* 16_777_619
  }
  return Int(Int32(bitPattern: hash))
}
