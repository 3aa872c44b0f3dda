import TactileUIIR

extension BuiltinRegistry {
  /// `Dictionary`, kept in insertion order (docs/runtime-values.md).
  mutating func addDictionaries() {
    add(.`Dictionary.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .dictionary(DictionaryValue())
    }
    // Groups keep the order their keys first appear in, as this runtime's dictionaries do.
    add(.`Dictionary.init(grouping:by:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let key = try call.closure(1)
      var groups = DictionaryValue()
      for element in try call.elements(0) {
        let k = try call.invoke(key, [element])
        if let i = groups.index(of: k), case .array(var members) = groups.values[i] {
          members.append(element)
          groups.values[i] = .array(members)
        } else {
          groups.keys.append(k)
          groups.values.append(.array([element]))
        }
      }
      return .dictionary(groups)
    }
    add(.`Dictionary.init(uniqueKeysWithValues:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var d = DictionaryValue()
      for case .tuple(let pair, _) in try call.elements(0) where pair.count == 2 {
        if d.index(of: pair[0]) != nil {
          throw RuntimeError(
            "Fatal error: Duplicate values for key: '\(call.interpreter.describe(pair[0]))'", at: call.at)
        }
        d.keys.append(pair[0])
        d.values.append(pair[1])
      }
      return .dictionary(d)
    }
    add(.`Dictionary.count`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .int(try call.dictionary().keys.count)
    }
    add(.`Dictionary.isEmpty`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try call.dictionary().keys.isEmpty)
    }
    add(.`Dictionary.keys`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try call.dictionary().keys)
    }
    add(.`Dictionary.values`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .array(try call.dictionary().values)
    }
    add(.`Dictionary.subscript(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let d = try call.dictionary()
      let key = try call.argument(0)
      return .optional(d.index(of: key).map { d.values[$0] })
    }
    add(.`Dictionary.subscript(_:default:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let d = try call.dictionary()
      if let i = d.index(of: try call.argument(0)) { return d.values[i] }
      let fallback = try call.argument(1)
      if case .function(let c) = fallback { return try call.invoke(c, []) }
      return fallback
    }
    add(.`Dictionary.removeValue(forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var d = try call.dictionary()
      guard let i = d.index(of: try call.argument(0)) else { return .optional(nil) }
      d.keys.remove(at: i)
      let old = d.values.remove(at: i)
      call.receiver = .dictionary(d)
      return .optional(old)
    }
    add(.`Dictionary.removeAll()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = .dictionary(DictionaryValue())
      return .void
    }
    add(.`Dictionary.updateValue(_:forKey:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var d = try call.dictionary()
      let key = try call.argument(1)
      let value = try call.argument(0)
      var old: Value?
      if let i = d.index(of: key) {
        old = d.values[i]
        d.values[i] = value
      } else {
        d.keys.append(key)
        d.values.append(value)
      }
      call.receiver = .dictionary(d)
      return .optional(old)
    }
    // `merge` and `merging`: a key of both takes what `combine(old, new)` gives.
    add([.`Dictionary.merge(_:uniquingKeysWith:)`, .`Dictionary.merging(_:uniquingKeysWith:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var d = try call.dictionary()
      guard case .dictionary(let other) = try call.plain(0) else {
        throw call.failure("expected a dictionary")
      }
      let combine = try call.closure(1)
      for (key, value) in zip(other.keys, other.values) {
        if let i = d.index(of: key) {
          d.values[i] = try call.invoke(combine, [d.values[i], value])
        } else {
          d.keys.append(key)
          d.values.append(value)
        }
      }
      if call.key == "Dictionary.merging(_:uniquingKeysWith:)" { return .dictionary(d) }
      call.receiver = .dictionary(d)
      return .void
    }
    add(.`Dictionary.mapValues(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var d = try call.dictionary()
      let transform = try call.closure(0)
      for i in d.values.indices { d.values[i] = try call.invoke(transform, [d.values[i]]) }
      return .dictionary(d)
    }
  }
}

extension DictionaryValue {
  /// The position of `key`, compared with Swift's `==`.
  func index(of key: Value) -> Int? { keys.firstIndex { valuesEqual($0, key) } }
}

extension NativeCall {
  /// The receiver as a dictionary.
  func dictionary() throws(RuntimeError) -> DictionaryValue {
    if case .dictionary(let d) = plainReceiver { return d }
    throw failure("'\(key)' expected a dictionary")
  }
}
