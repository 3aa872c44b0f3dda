import TactileUIIR

// Swift's `Int` is 64 bits on every host the runtime runs on, the browser's wasm32 included,
// where the host's own `Int` has 32 (docs/runtime-values.md, "Int is 64 bits"). A program's
// integers are `Int64` in `Value.int` and `Constant.int`; the host's `Int` appears only where
// the runtime hands a number to the standard library as an index, a count or a stride, through
// `hostInt`.

extension Value {
  /// A program `Int` from a host `Int` (a count, an index, a position): exact on every host.
  @inline(__always) public static func int(_ n: Int) -> Value { .int(Int64(n)) }
}

extension Int64 {
  /// This program `Int` as the host's `Int`, for an index, a count, a capacity or a stride the
  /// runtime passes to the standard library. Exact on a 64-bit host. On a 32-bit host (wasm32)
  /// a value past the host's range saturates at `Int.min`/`Int.max` rather than wrapping:
  /// no collection there can hold that many elements, so a subscript still traps with
  /// "Index out of range", `prefix(n)` still takes everything and a negative count stays
  /// negative, as on a 64-bit host.
  @inline(__always) public var hostInt: Int { Int(clamping: self) }
}
