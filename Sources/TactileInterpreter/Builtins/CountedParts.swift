import TactileUIIR

extension BuiltinRegistry {
  /// `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` and `dropLast(_:)` of a collection (an array's
  /// elements, a string's characters): the part a count takes or leaves, with the trap Swift
  /// gives for a negative count.
  mutating func addCountedParts<C: Collection>(
    _ prefix: SurfaceKey, _ suffix: SurfaceKey, _ dropFirst: SurfaceKey, _ dropLast: SurfaceKey,
    of collection: @escaping (inout NativeCall) throws(RuntimeError) -> C,
    as value: @escaping (C.SubSequence) -> Value
  ) {
    let parts: [(SurfaceKey, String, (C, Int) -> C.SubSequence)] = [
      (prefix, "Can't take a prefix of negative length from a collection", { $0.prefix($1) }),
      (suffix, "Can't take a suffix of negative length from a collection", { $0.suffix($1) }),
      (dropFirst, "Can't drop a negative number of elements from a collection", { $0.dropFirst($1) }),
      (dropLast, "Can't drop a negative number of elements from a collection", { $0.dropLast($1) }),
    ]
    for (key, negativeCount, part) in parts {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let n = try call.hostInt(0)
        guard n >= 0 else { throw call.failure(negativeCount) }
        return value(part(try collection(&call), n))
      }
    }
  }
}
