import TactileUIIR

extension BuiltinRegistry {
  /// `Array` and `ArraySlice` (a slice is an `.array` value indexed from 0, see
  /// docs/runtime-values.md), with Swift's traps as runtime errors.
  mutating func addArrays() {
    addArrayInitializers()
    addArrayAccess()
    addArrayMutations()
    addArrayQueries()
    // `Sequence`'s: a generic `S: Sequence` (or a protocol extension's `self`) is one of these.
    for owner in [
      "Array", "ArraySlice", "Set", "Range", "ClosedRange", "StrideTo", "Dictionary", "String", "Sequence",
    ] {
      addSequenceOperations(owner)
    }
    // `Collection`'s own: a generic `C: RandomAccessCollection` is one of the collections above.
    add(.`Collection.count`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.receiverElements().count)
    }
    add(.`Collection.isEmpty`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try call.receiverElements().isEmpty)
    }
    add(.`Collection.first`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.receiverElements().first)
    }
    add(.`BidirectionalCollection.last`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.receiverElements().last)
    }
    // A slice is an array value, so it shares the array's methods.
    for key in SurfaceKey.allKeys where key.owner == "Array" {
      guard let native = self[key],
        let slice = SurfaceKey(name: "ArraySlice." + key.name.dropFirst("Array.".count)),
        self[slice] == nil
      else { continue }
      self[slice] = native
    }
  }

  private mutating func addArrayInitializers() {
    add(.`Array.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .array([]) }
    add(.`Array.init(repeating:count:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let count = try call.hostInt(1)
      guard count >= 0 else { throw call.failure("Can't construct Array with count < 0") }
      if count > 10_000_000 { throw call.failure("the array is too large") }
      return .array(Array(repeating: try call.argument(0), count: count))
    }
    add(.`Array.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try call.elements(0))
    }
  }

  private mutating func addArrayAccess() {
    add([.`Array.count`, .`ArraySlice.count`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.array().count)
    }
    add([.`Array.isEmpty`, .`ArraySlice.isEmpty`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try call.array().isEmpty)
    }
    add([.`Array.first`, .`ArraySlice.first`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.array().first)
    }
    add([.`Array.last`, .`ArraySlice.last`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.array().last)
    }
    add([.`Array.subscript(_:)`, .`ArraySlice.subscript(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let items = try call.array()
      switch try call.plain(0) {
      case .int(let n):
        let i = n.hostInt
        guard i >= 0, i < items.count else { throw call.failure("Index out of range") }
        return items[i]
      case let bounds:
        guard let (a, b) = indexBounds(bounds, count: items.count) else {
          throw call.failure("an array is indexed by Int")
        }
        guard a >= 0, b <= items.count, a <= b else { throw call.failure("Array index is out of range") }
        return .array(Array(items[a..<b]))
      }
    }
    add(.`Array.indices`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .range(.int(0), .int(try call.array().count), closed: false)
    }
    add(.`Array.startIndex`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .int(0) }
    add(.`Array.endIndex`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.array().count)
    }
    add(.`Array.index(after:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.int(0) + 1)
    }
    add(.`Array.index(before:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.int(0) - 1)
    }
  }

  private mutating func addArrayMutations() {
    mutating(.`Array.append(_:)`) { (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      items.append(try call.argument(0))
      return .void
    }
    mutating(.`Array.append(contentsOf:)`) {
      (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      items += try call.elements(0)
      return .void
    }
    mutating(.`Array.insert(_:at:)`) {
      (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      let i = try call.hostInt(1)
      guard i >= 0, i <= items.count else { throw call.failure("Array index is out of range") }
      items.insert(try call.argument(0), at: i)
      return .void
    }
    mutating(.`Array.remove(at:)`) { (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      let i = try call.hostInt(0)
      guard i >= 0, i < items.count else { throw call.failure("Index out of range") }
      return items.remove(at: i)
    }
    // removeFirst(), removeLast(), removeFirst(_:), removeLast(_:): the same checks at either end.
    for (end, atStart) in [("first", true), ("last", false)] {
      mutating(atStart ? .`Array.removeFirst()` : .`Array.removeLast()`) {
        (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
        guard !items.isEmpty else {
          throw call.failure("Can't remove \(end) element from an empty collection")
        }
        return atStart ? items.removeFirst() : items.removeLast()
      }
      mutating(atStart ? .`Array.removeFirst(_:)` : .`Array.removeLast(_:)`) {
        (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
        let k = try call.hostInt(0)
        guard k >= 0 else { throw call.failure("Number of elements to remove should be non-negative") }
        guard k <= items.count else {
          throw call.failure("Can't remove more items from a collection than it contains")
        }
        if atStart { items.removeFirst(k) } else { items.removeLast(k) }
        return .void
      }
    }
    // Storage is not observable in the runtime: reserving capacity does nothing.
    add(.`Array.reserveCapacity(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void }
    mutating(.`Array.removeAll()`) { (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      items.removeAll()
      return .void
    }
    mutating(.`Array.removeAll(where:)`) {
      (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      var kept: [Value] = []
      for item in items where !(try call.test(predicate, [item])) { kept.append(item) }
      items = kept
      return .void
    }
    mutating(.`Array.popLast()`) { (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      .optional(items.popLast())
    }
    mutating(.`Array.swapAt(_:_:)`) {
      (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      let i = try call.hostInt(0)
      let j = try call.hostInt(1)
      guard i >= 0, i < items.count, j >= 0, j < items.count else { throw call.failure("Index out of range") }
      items.swapAt(i, j)
      return .void
    }
    mutating(.`Array.move(fromOffsets:toOffset:)`) {
      (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      let offsets = try indexSet(try call.plain(0), count: items.count, call)
      let destination = try call.hostInt(1)
      guard destination >= 0, destination <= items.count else { throw call.failure("Index out of range") }
      // SwiftUI's order: the moved elements, in order, go before the element that was at
      // `destination`.
      let moving = offsets.map { items[$0] }
      var rest: [Value] = []
      for (i, item) in items.enumerated() where !offsets.contains(i) { rest.append(item) }
      let insertion = destination - offsets.filter { $0 < destination }.count
      rest.insert(contentsOf: moving, at: insertion)
      items = rest
      return .void
    }
    mutating(.`Array.remove(atOffsets:)`) {
      (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      for i in try indexSet(try call.plain(0), count: items.count, call).reversed() { items.remove(at: i) }
      return .void
    }
    mutating(.`Array.reverse()`) { (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      items.reverse()
      return .void
    }
    mutating(.`Array.shuffle()`) { (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      items.shuffle(using: &call.interpreter.builtinState.random)
      return .void
    }
    mutating(.`Array.sort()`) { (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      items = try mergeSorted(items, by: call.naturalOrder())
      return .void
    }
    mutating(.`Array.sort(by:)`) { (items: inout [Value], call: NativeCall) throws(RuntimeError) -> Value in
      items = try mergeSorted(items, by: try call.comparator(0))
      return .void
    }
    add(.`IndexSet.init(integer:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .set([.int(try call.int(0))])
    }
  }

  private mutating func addArrayQueries() {
    add(.`Array.contains(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let target = try call.argument(0)
      return .bool(try call.array().contains { valuesEqual($0, target) })
    }
    add(.`Array.firstIndex(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let target = try call.argument(0)
      return .optional(try call.array().firstIndex { valuesEqual($0, target) }.map { .int($0) })
    }
    add(.`Array.lastIndex(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let target = try call.argument(0)
      return .optional(try call.array().lastIndex { valuesEqual($0, target) }.map { .int($0) })
    }
    add(.`Array.joined(separator:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var parts: [String] = []
      for item in try call.array() {
        switch unwrapped(item) {
        case .string(let s): parts.append(s)
        case .character(let c): parts.append(String(c))
        default: throw call.failure("'joined(separator:)' expected strings")
        }
      }
      return .string(parts.joined(separator: try call.string(0)))
    }
    // `[[T]].joined()` and `joined(separator:)`: the elements' elements, in order (Swift's
    // `FlattenSequence` and `JoinedSequence`, kept as arrays).
    add([.`Sequence.joined()`, .`Sequence.joined(separator:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let separator = call.arguments.isEmpty ? nil : try call.elements(0)
      var items: [Value] = []
      for (i, part) in try call.receiverElements().enumerated() {
        if i > 0, let separator { items += separator }
        items += try call.interpreter.elementsOf(unwrapped(part), at: call.at)
      }
      return .array(items)
    }
    add(.`Array.sum()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var total: Value = .int(0)
      for item in try call.array() {
        switch (total, unwrapped(item)) {
        case (.int(let a), .int(let b)):
          let (sum, overflow) = a.addingReportingOverflow(b)
          guard !overflow else { throw call.failure("arithmetic overflow") }
          total = .int(sum)
        default:
          guard let a = number(total), let b = number(item) else {
            throw call.failure("'sum()' expected numbers")
          }
          total = .double(a + b)
        }
      }
      return total
    }
    add([.`Array.sorted()`, .`Set.sorted()`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try mergeSorted(try call.receiverElements(), by: call.naturalOrder()))
    }
    add([.`Array.min()`, .`Set.min()`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try minimum(try call.receiverElements(), by: call.naturalOrder())
    }
    add([.`Array.max()`, .`Set.max()`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try maximum(try call.receiverElements(), by: call.naturalOrder())
    }
    add(.`Array.enumerated()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(
        try call.array().enumerated().map {
          .tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
        })
    }
    add(.`Array.reversed()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try call.array().reversed())
    }
    add(.`Array.shuffled()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try call.array().shuffled(using: &call.interpreter.builtinState.random))
    }
    add(.`Array.randomElement()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(try call.array().randomElement(using: &call.interpreter.builtinState.random))
    }
    addCountedParts(
      .`Array.prefix(_:)`, .`Array.suffix(_:)`, .`Array.dropFirst(_:)`, .`Array.dropLast(_:)`,
      of: { (call: inout NativeCall) throws(RuntimeError) in try call.array() }, as: { .array(Array($0)) })
  }

  /// The closure-taking methods every sequence shares, over the receiver's elements.
  mutating func addSequenceOperations(_ owner: String) {
    addMember(owner, "map(_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let transform = try call.closure(0)
      var out: [Value] = []
      for item in try call.receiverElements() { out.append(try call.invoke(transform, [item])) }
      return .array(out)
    }
    addMember(owner, "forEach(_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let body = try call.closure(0)
      for item in try call.receiverElements() { _ = try call.invoke(body, [item]) }
      return .void
    }
    addMember(owner, "filter(_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      var out: [Value] = []
      for item in try call.receiverElements() where try call.test(predicate, [item]) { out.append(item) }
      switch call.plainReceiver {
      case .set: return .set(out)
      case .dictionary:
        var d = DictionaryValue()
        for case .tuple(let pair, _) in out where pair.count == 2 {
          d.keys.append(pair[0])
          d.values.append(pair[1])
        }
        return .dictionary(d)
      default: return .array(out)
      }
    }
    addMember(owner, "reduce(_:_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let combine = try call.closure(1)
      var result = try call.argument(0)
      for item in try call.receiverElements() { result = try call.invoke(combine, [result, item]) }
      return result
    }
    addMember(owner, "reduce(into:_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let update = try call.closure(1)
      var arguments = [try call.argument(0), Value.void]
      for item in try call.receiverElements() {
        arguments[1] = item
        _ = try call.interpreter.call(update, &arguments, at: call.at)
      }
      return arguments[0]
    }
    // The transform's results without the nils; a result that is not optional is one element
    // (`compactMap`) or, for `flatMap`, the elements of the sequence it is.
    for (name, flattens) in [("compactMap(_:)", false), ("flatMap(_:)", true)] {
      addMember(owner, name) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let transform = try call.closure(0)
        var out: [Value] = []
        for item in try call.receiverElements() {
          switch try call.invoke(transform, [item]) {
          case .optional(nil): continue
          case .optional(let value?): out.append(value)
          case let value where flattens: out += try call.interpreter.elementsOf(value, at: call.at)
          case let value: out.append(value)
          }
        }
        return .array(out)
      }
    }
    addMember(owner, "first(where:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      for item in try call.receiverElements() where try call.test(predicate, [item]) {
        return .optional(item)
      }
      return .optional(nil)
    }
    addMember(owner, "last(where:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      for item in try call.receiverElements().reversed() where try call.test(predicate, [item]) {
        return .optional(item)
      }
      return .optional(nil)
    }
    addMember(owner, "firstIndex(where:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      for (i, item) in try call.receiverElements().enumerated() where try call.test(predicate, [item]) {
        return .optional(.int(i))
      }
      return .optional(nil)
    }
    addMember(owner, "lastIndex(where:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      for (i, item) in try call.receiverElements().enumerated().reversed()
      where try call.test(predicate, [item]) {
        return .optional(.int(i))
      }
      return .optional(nil)
    }
    addMember(owner, "contains(where:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      for item in try call.receiverElements() where try call.test(predicate, [item]) { return .bool(true) }
      return .bool(false)
    }
    addMember(owner, "allSatisfy(_:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let predicate = try call.closure(0)
      for item in try call.receiverElements() where !(try call.test(predicate, [item])) {
        return .bool(false)
      }
      return .bool(true)
    }
    addMember(owner, "sorted(by:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try mergeSorted(try call.receiverElements(), by: try call.comparator(0)))
    }
    addMember(owner, "min(by:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try minimum(try call.receiverElements(), by: try call.comparator(0))
    }
    addMember(owner, "max(by:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try maximum(try call.receiverElements(), by: try call.comparator(0))
    }
  }

  /// A mutating array method: `body` changes the receiver's elements and returns the result.
  private mutating func mutating(
    _ key: SurfaceKey, _ body: @escaping (inout [Value], NativeCall) throws(RuntimeError) -> Value
  ) {
    add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var items = try call.array()
      let result = try body(&items, call)
      call.receiver = .array(items)
      return result
    }
  }
}

extension NativeCall {
  /// The receiver as an array's (or a slice's) elements.
  func array() throws(RuntimeError) -> [Value] {
    if case .array(let items) = plainReceiver { return items }
    throw failure("'\(key)' expected an array")
  }
}

/// An `IndexSet` (a `.set` of `Int`s) as sorted offsets, each inside `0..<count`.
private func indexSet(_ value: Value, count: Int, _ call: NativeCall) throws(RuntimeError) -> [Int] {
  var offsets: [Int] = []
  for item in try call.interpreter.elementsOf(value, at: call.at) {
    guard case .int(let n) = item, case let i = n.hostInt, i >= 0, i < count else {
      throw call.failure("Index out of range")
    }
    if !offsets.contains(i) { offsets.append(i) }
  }
  return offsets.sorted()
}
