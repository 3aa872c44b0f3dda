import TactileUIIR

extension BuiltinRegistry {
  /// Standard-library and Foundation values real code reaches for: `IndexSet` as a collection,
  /// `sequence(first:next:)`, `Range(closedRange)`, an optional's `debugDescription`, `NSCache`
  /// and `NSString` (docs/runtime-values.md, "Foundation's collections and caches").
  mutating func addLibraryAdditions() {
    addIndexSets()
    addUnfoldSequences()
    addCaches()
    add(.`Range.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // `Range(1...5)` is `1..<6`; an empty closed range does not exist, so no bound overflows
      // but `Int.max`'s, which Swift traps on too.
      guard case .range(let lower, let upper, let closed) = try call.plain(0) else {
        throw call.failure("'Range.init(_:)' expected a range")
      }
      guard closed else { return .range(lower, upper, closed: false) }
      guard case .int(let u) = upper, u < Int64.max else {
        throw call.failure("Range requires lowerBound <= upperBound")
      }
      return .range(lower, .int(u + 1), closed: false)
    }
    // `Sequence`'s `dropLast(_:)`, an array (what a return type of `[T]` picks over a slice).
    add(.`Sequence.dropLast(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let n = try call.hostInt(0)
      guard n >= 0 else { throw call.failure("Can't drop a negative number of elements from a collection") }
      return .array(Array(try call.receiverElements().dropLast(n)))
    }
    // A stand-in: the preview's UIKit objects are not linked in a responder chain.
    add(.`UIResponder.next`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .optional(nil) }
    add(.`Optional.debugDescription`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(call.interpreter.debugDescribe(call.receiver, nested: false))
    }
    add(.`NSString.init(string:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try call.string(0))
    }
    // `length` counts UTF-16 code units, as `NSString` stores them.
    add(.`NSString.length`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.receiverString().utf16.count)
    }
    // A scheduler's stride is its length in seconds at runtime (literals are seconds too).
    for owner in ["DispatchQueue", "RunLoop"] {
      let stride = owner + ".SchedulerTimeType.Stride"
      let scales: [(String, Double)] = [
        ("seconds(_:)", 1), ("milliseconds(_:)", 1e-3), ("microseconds(_:)", 1e-6), ("nanoseconds(_:)", 1e-9),
        ("init(_:)", 1),
      ]
      for (member, scale) in scales {
        addMember(stride, member) { (call: inout NativeCall) throws(RuntimeError) -> Value in
          guard let n = number(try call.argument(0)) else {
            throw call.failure("'\(call.key)' expected a number")
          }
          return .double(n * scale)
        }
      }
      // `DispatchQueue`'s stride counts nanoseconds; `RunLoop`'s is a `TimeInterval`.
      addMember(stride, "magnitude") { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let seconds = number(call.receiver) ?? 0
        return owner == "DispatchQueue" ? .int(Int64((seconds * 1e9).rounded())) : .double(seconds)
      }
    }
  }

  /// `IndexSet`: a `.set` of `Int`s kept in ascending order, so that it is the sorted collection
  /// Foundation's is (`first` is the smallest index).
  private mutating func addIndexSets() {
    add(.`IndexSet.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .set([]) }
    add([.`IndexSet.init(integersIn:)`, .`IndexSet.init(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .set(try sortedIndices(try call.elements(0), call).map { .int($0) })
    }
    add(.`IndexSet.contains(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let target = try call.int(0)
      return .bool(try call.receiverElements().contains { valuesEqual($0, .int(target)) })
    }
    add(.`IndexSet.min()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try sortedIndices(try call.receiverElements(), call).first.map { .int($0) })
    }
    add(.`IndexSet.max()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try sortedIndices(try call.receiverElements(), call).last.map { .int($0) })
    }
    add(.`IndexSet.sorted()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try sortedIndices(try call.receiverElements(), call).map { .int($0) })
    }
    add(.`IndexSet.insert(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let n = try call.int(0)
      var items = try sortedIndices(try call.receiverElements(), call)
      let inserted = !items.contains(n)
      if inserted { items = (items + [n]).sorted() }
      call.receiver = .set(items.map { .int($0) })
      return .tuple([.bool(inserted), .int(n)], labels: ["inserted", "memberAfterInsert"])
    }
    add(.`IndexSet.remove(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let n = try call.int(0)
      var items = try sortedIndices(try call.receiverElements(), call)
      guard let i = items.firstIndex(of: n) else { return .optional(nil) }
      items.remove(at: i)
      call.receiver = .set(items.map { .int($0) })
      return .optional(.int(n))
    }
    add(.`IndexSet.removeAll()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = .set([])
      return .void
    }
  }

  /// `sequence(first:next:)` and `sequence(state:next:)`: an `UnfoldSequence` record that
  /// computes its elements when they are asked for. `prefix`, `first(where:)` and
  /// `contains(where:)` stop as soon as they have their answer, so infinite sequences work with
  /// them; any other operation runs the sequence to its end (the step budget ends one that has
  /// none).
  private mutating func addUnfoldSequences() {
    add(.`sequence(first:next:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("UnfoldSequence", ["first": try call.argument(0), "next": .function(try call.closure(1))])
    }
    add(.`sequence(state:next:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("UnfoldSequence", ["state": try call.argument(0), "next": .function(try call.closure(1))])
    }
    add(.`UnfoldSequence.prefix(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let n = try call.int(0)
      guard n >= 0 else { throw call.failure("Can't take a prefix of negative length from a sequence") }
      var out: [Value] = []
      if n > 0 {
        try call.interpreter.unfold(call.plainReceiver, at: call.at) {
          (v: Value) throws(RuntimeError) -> Bool in
          out.append(v)
          return out.count < n
        }
      }
      return .array(out)
    }
    add(.`UnfoldSequence.prefix(while:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      var out: [Value] = []
      let interpreter = call.interpreter
      let at = call.at
      try interpreter.unfold(call.plainReceiver, at: at) { (v: Value) throws(RuntimeError) -> Bool in
        guard case .bool(true) = try interpreter.call(predicate, [v], at: at) else { return false }
        out.append(v)
        return true
      }
      return .array(out)
    }
    add([.`UnfoldSequence.first(where:)`, .`UnfoldSequence.contains(where:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      var found: Value?
      let interpreter = call.interpreter
      let at = call.at
      try interpreter.unfold(call.plainReceiver, at: at) { (v: Value) throws(RuntimeError) -> Bool in
        guard case .bool(true) = try interpreter.call(predicate, [v], at: at) else { return true }
        found = v
        return false
      }
      if call.key.hasSuffix("contains(where:)") { return .bool(found != nil) }
      return .optional(found)
    }
  }

  /// `NSCache`: a record whose entries and limits are cells, so that every reference to the
  /// cache shares them. Entries are `[key, object, cost]` in the order they were set; past
  /// `countLimit` or `totalCostLimit` (when not zero) the oldest entries go first, a
  /// deterministic stand-in for the system's eviction, which Apple leaves unspecified.
  private mutating func addCaches() {
    add(.`NSCache.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      record(
        "NSCache",
        [
          "entries": .cell(Cell(.array([]))), "countLimit": .cell(Cell(.int(0))),
          "totalCostLimit": .cell(Cell(.int(0))), "name": .cell(Cell(.string(""))),
        ])
    }
    for label in ["countLimit", "totalCostLimit", "name"] {
      guard let key = SurfaceKey(name: "NSCache." + label) else { continue }
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        try cacheCell(call.plainReceiver, label, call).value
      }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        guard case .record(let r) = unwrapped(container), case .cell(let cell)? = r[label] else {
          return container
        }
        cell.value = value
        if label != "name" { try evict(r, at: at) }
        return container
      }
    }
    add([.`NSCache.setObject(_:forKey:)`, .`NSCache.setObject(_:forKey:cost:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let entries = try cacheCell(call.plainReceiver, "entries", call)
      let object = try call.argument(0)
      let key = try call.argument(1)
      let cost = call.arguments.count > 2 ? try call.int(2) : 0
      var items = cacheEntries(entries).filter { !valuesEqual($0[0], key) }
      items.append([key, object, .int(cost)])
      entries.value = .array(items.map { .array($0) })
      if case .record(let r) = call.plainReceiver { try evict(r, at: call.at) }
      return .void
    }
    add(.`NSCache.object(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let entries = try cacheCell(call.plainReceiver, "entries", call)
      let key = try call.argument(0)
      return .optional(cacheEntries(entries).first { valuesEqual($0[0], key) }?[1])
    }
    add(.`NSCache.removeObject(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let entries = try cacheCell(call.plainReceiver, "entries", call)
      let key = try call.argument(0)
      entries.value = .array(cacheEntries(entries).filter { !valuesEqual($0[0], key) }.map { .array($0) })
      return .void
    }
    add(.`NSCache.removeAllObjects()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try cacheCell(call.plainReceiver, "entries", call).value = .array([])
      return .void
    }
  }
}

/// Elements that must be `Int`s, ascending and without repeats (an `IndexSet`'s).
private func sortedIndices(_ items: [Value], _ call: NativeCall) throws(RuntimeError) -> [Int64] {
  var out: [Int64] = []
  for item in items {
    guard case .int(let n) = unwrapped(item) else { throw call.failure("'\(call.key)' expected Int indexes") }
    if !out.contains(n) { out.append(n) }
  }
  return out.sorted()
}

private func cacheCell(_ cache: Value, _ label: String, _ call: NativeCall) throws(RuntimeError) -> Cell {
  guard case .record(let r) = cache, r.name == "NSCache", case .cell(let cell)? = r[label] else {
    throw call.failure("'\(call.key)' expected an NSCache")
  }
  return cell
}

private func cacheEntries(_ cell: Cell) -> [[Value]] {
  guard case .array(let items) = cell.value else { return [] }
  return items.compactMap { item -> [Value]? in
    if case .array(let entry) = item, entry.count == 3 { return entry }
    return nil
  }
}

/// Drops the oldest entries of a cache while it is over one of its limits.
private func evict(_ cache: Record, at: Int) throws(RuntimeError) {
  guard case .cell(let entries)? = cache["entries"] else { return }
  var items = cacheEntries(entries)
  let countLimit: Int
  if case .cell(let c)? = cache["countLimit"], case .int(let n) = c.value {
    countLimit = n.hostInt
  } else {
    countLimit = 0
  }
  let costLimit: Int64
  if case .cell(let c)? = cache["totalCostLimit"], case .int(let n) = c.value {
    costLimit = n
  } else {
    costLimit = 0
  }
  func cost(_ entries: [[Value]]) -> Int64 {
    entries.reduce(0) { total, entry in
      if case .int(let c) = entry[2] { return total &+ c }
      return total
    }
  }
  while !items.isEmpty,
    (countLimit > 0 && items.count > countLimit) || (costLimit > 0 && cost(items) > costLimit)
  {
    items.removeFirst()
  }
  entries.value = .array(items.map { .array($0) })
}

extension Interpreter {
  /// Runs an `UnfoldSequence`, giving each element to `visit` until it returns false or the
  /// sequence ends (its `next` returns nil).
  func unfold(_ sequence: Value, at: Int, _ visit: (Value) throws(RuntimeError) -> Bool) throws(RuntimeError)
  {
    guard case .record(let r) = sequence, r.name == "UnfoldSequence", case .function(let next)? = r["next"]
    else {
      throw RuntimeError("this value is not an unfolding sequence", at: at)
    }
    if let first = r["first"] {
      var current = first
      while true {
        guard try visit(current) else { return }
        guard case .optional(let following?) = try call(next, [current], at: at) else { return }
        current = following
      }
    }
    var arguments = [r["state"] ?? .void]
    while true {
      guard case .optional(let element?) = try call(next, &arguments, at: at) else { return }
      guard try visit(element) else { return }
    }
  }

  /// Every element of an `UnfoldSequence`, for the operations that need them all.
  func unfoldAll(_ sequence: Value, at: Int) throws(RuntimeError) -> [Value] {
    var out: [Value] = []
    try unfold(sequence, at: at) { (v: Value) throws(RuntimeError) -> Bool in
      out.append(v)
      return true
    }
    return out
  }
}
