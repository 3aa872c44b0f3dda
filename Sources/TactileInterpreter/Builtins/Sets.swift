import TactileUIIR

extension BuiltinRegistry {
  /// `Set`, kept in insertion order (docs/runtime-values.md).
  mutating func addSets() {
    // Elements in insertion order (docs/runtime-values.md): the first is the first inserted.
    add(.`Set.first`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.receiverElements().first)
    }
    add(.`Set.randomElement()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.receiverElements().randomElement(using: &call.interpreter.builtinState.random))
    }
    add(.`Set.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .set([]) }
    add(.`Set.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .set(distinct(try call.elements(0)))
    }
    add(.`Set.count`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .int(try call.set().count) }
    add(.`Set.isEmpty`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try call.set().isEmpty)
    }
    add(.`Set.contains(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let member = try call.argument(0)
      return .bool(try call.set().contains { valuesEqual($0, member) })
    }
    add(.`Set.insert(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var items = try call.set()
      let member = try call.argument(0)
      let labels: [String?] = ["inserted", "memberAfterInsert"]
      if let existing = items.first(where: { valuesEqual($0, member) }) {
        return .tuple([.bool(false), existing], labels: labels)
      }
      items.append(member)
      call.receiver = .set(items)
      return .tuple([.bool(true), member], labels: labels)
    }
    add(.`Set.remove(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var items = try call.set()
      let member = try call.argument(0)
      guard let i = items.firstIndex(where: { valuesEqual($0, member) }) else { return .optional(nil) }
      let removed = items.remove(at: i)
      call.receiver = .set(items)
      return .optional(removed)
    }
    add(.`Set.removeAll()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = .set([])
      return .void
    }
    add(.`Set.formUnion(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = .set(distinct(try call.set() + (try call.elements(0))))
      return .void
    }
    add(.`Set.union(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .set(distinct(try call.set() + (try call.elements(0))))
    }
    add(.`Set.intersection(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let other = try call.elements(0)
      return .set(try call.set().filter { e in other.contains { valuesEqual($0, e) } })
    }
    add(.`Set.isSubset(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let other = try call.elements(0)
      return .bool(try call.set().allSatisfy { e in other.contains { valuesEqual($0, e) } })
    }
    add(.`Set.isSuperset(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let mine = try call.set()
      return .bool(try call.elements(0).allSatisfy { e in mine.contains { valuesEqual($0, e) } })
    }
    add(.`Set.isDisjoint(with:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let other = try call.elements(0)
      return .bool(try !call.set().contains { e in other.contains { valuesEqual($0, e) } })
    }
    add(.`Set.symmetricDifference(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let mine = try call.set()
      let other = distinct(try call.elements(0))
      let onlyMine = mine.filter { e in !other.contains { valuesEqual($0, e) } }
      let onlyOther = other.filter { e in !mine.contains { valuesEqual($0, e) } }
      return .set(onlyMine + onlyOther)
    }
    add(.`Set.subtracting(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let other = try call.elements(0)
      return .set(try call.set().filter { e in !other.contains { valuesEqual($0, e) } })
    }
    addMutatingSetAlgebra()
    addSetIndices()
  }

  /// `formIntersection`, `subtract`, `update(with:)`, `popFirst()`: the receiver changed in place.
  private mutating func addMutatingSetAlgebra() {
    add(.`Set.formIntersection(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let other = try call.elements(0)
      call.receiver = .set(try call.set().filter { e in other.contains { valuesEqual($0, e) } })
      return .void
    }
    add(.`Set.subtract(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let other = try call.elements(0)
      call.receiver = .set(try call.set().filter { e in !other.contains { valuesEqual($0, e) } })
      return .void
    }
    add(.`Set.formSymmetricDifference(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let mine = try call.set()
      let other = distinct(try call.elements(0))
      let onlyMine = mine.filter { e in !other.contains { valuesEqual($0, e) } }
      let onlyOther = other.filter { e in !mine.contains { valuesEqual($0, e) } }
      call.receiver = .set(onlyMine + onlyOther)
      return .void
    }
    add(.`Set.update(with:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var items = try call.set()
      let member = try call.argument(0)
      if let i = items.firstIndex(where: { valuesEqual($0, member) }) {
        let old = items[i]
        items[i] = member
        call.receiver = .set(items)
        return .optional(old)
      }
      items.append(member)
      call.receiver = .set(items)
      return .optional(nil)
    }
    add(.`Set.popFirst()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var items = try call.set()
      guard !items.isEmpty else { return .optional(nil) }
      let first = items.removeFirst()
      call.receiver = .set(items)
      return .optional(first)
    }
  }

  /// A set's indices are positions in its insertion order (docs/runtime-values.md).
  private mutating func addSetIndices() {
    add(.`Set.startIndex`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .int(0) }
    add(.`Set.endIndex`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.set().count)
    }
    add(.`Set.firstIndex(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let member = try call.argument(0)
      return .optional(try call.set().firstIndex { valuesEqual($0, member) }.map { .int($0) })
    }
    add(.`Set.firstIndex(where:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      for (i, item) in try call.set().enumerated() {
        if case .bool(true) = try call.invoke(predicate, [item]) { return .optional(.int(i)) }
      }
      return .optional(nil)
    }
    add(.`Set.subscript(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let items = try call.set()
      let i = try call.hostInt(0)
      guard items.indices.contains(i) else { throw call.failure("Set index out of range") }
      return items[i]
    }
    add(.`Set.remove(at:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var items = try call.set()
      let i = try call.hostInt(0)
      guard items.indices.contains(i) else { throw call.failure("Set index out of range") }
      let removed = items.remove(at: i)
      call.receiver = .set(items)
      return removed
    }
  }
}

/// The values without repeats, first occurrences kept in order.
func distinct(_ values: [Value]) -> [Value] {
  var out: [Value] = []
  for v in values where !out.contains(where: { valuesEqual($0, v) }) { out.append(v) }
  return out
}

extension NativeCall {
  /// The receiver as a set's elements.
  func set() throws(RuntimeError) -> [Value] {
    switch plainReceiver {
    case .set(let items): return items
    case .array(let items): return distinct(items)
    default: throw failure("'\(key)' expected a set")
    }
  }
}
