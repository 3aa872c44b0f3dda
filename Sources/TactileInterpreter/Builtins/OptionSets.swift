import TactileUIIR

/// SwiftUI's option sets (`Edge.Set`, `Axis.Set`, `GestureMask`, …) as records
/// `Name(rawValue: n)`, so that members and array literals (`[.top, .leading]`, `[]`) are the
/// same kind of value: a literal is the union of its elements, equal to the member with the
/// same bits, and prints as Swift prints an option set (`Set(rawValue: 3)`).
package enum OptionSets {
  /// Each option set's members and raw values: one bit per member in SwiftUI's order, the
  /// combined members (`all`, `horizontal`, …) as their unions.
  static let members: [(type: String, members: [(name: String, raw: Int)])] = [
    (
      "Edge.Set",
      [
        ("top", 1), ("leading", 2), ("bottom", 4), ("trailing", 8), ("all", 15), ("horizontal", 10),
        ("vertical", 5),
      ]
    ),
    ("Axis.Set", [("horizontal", 1), ("vertical", 2)]),
    ("GestureMask", [("none", 0), ("gesture", 1), ("subviews", 2), ("all", 3)]),
    (
      "EventModifiers",
      [
        ("capsLock", 1), ("shift", 2), ("control", 4), ("option", 8), ("command", 16), ("numericPad", 32),
        ("all", 63),
      ]
    ),
    (
      "ContentShapeKinds",
      [
        ("interaction", 1), ("dragPreview", 2), ("contextMenuPreview", 4), ("hoverEffect", 8),
        ("accessibility", 32),
      ]
    ),
    ("SafeAreaRegions", [("container", 1), ("keyboard", 2), ("all", 3)]),
  ]

  /// The value of option set `type` with `raw` bits.
  static func value(_ type: String, _ raw: Int) -> Value {
    .record(Record(name: type, labels: ["rawValue"], fields: [.int(raw)]))
  }

  /// Whether `name` is one of the option sets above.
  static func isOptionSet(_ name: String) -> Bool {
    members.contains { $0.type == name }
  }

  /// The bits of an option set value: a record, a member kept as a symbol, or an array of
  /// either (a literal built before its type was known). Nil for anything else.
  package static func bits(_ v: Value) -> Int? {
    switch v {
    case .record(let r):
      if r.labels == ["rawValue"], case .int(let raw) = r.fields[0] { return raw }
      return nil
    case .symbol(let key):
      guard let dot = key.lastIndex(of: ".") else { return nil }
      let type = String(key[..<dot])
      let name = String(key[key.index(after: dot)...])
      return members.first { $0.type == type }?.members.first { $0.name == name }?.raw
    case .array(let items), .set(let items):
      var raw = 0
      for item in items {
        guard let b = bits(item) else { return nil }
        raw |= b
      }
      return raw
    case .optional(let inner?):
      return bits(inner)
    default:
      return nil
    }
  }
}

extension BuiltinRegistry {
  /// The members of SwiftUI's option sets, and `OptionSet.init(arrayLiteral:)`: the union of a
  /// literal's elements (the lowering passes the option set's name, then the elements).
  mutating func addOptionSets() {
    for entry in OptionSets.members {
      for member in entry.members {
        let value = OptionSets.value(entry.type, member.raw)
        add(entry.type + "." + member.name) { (call: inout NativeCall) throws(RuntimeError) -> Value in value
        }
      }
    }
    add("OptionSet.init(arrayLiteral:)") { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .string(let type) = try call.argument(0) else { return try call.argument(1) }
      let elements = try call.argument(1)
      guard let raw = OptionSets.bits(elements) else { return elements }
      return OptionSets.value(type, raw)
    }
  }
}
