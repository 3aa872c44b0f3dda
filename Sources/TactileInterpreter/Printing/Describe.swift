import TactileGestures
import TactileUIIR

extension Interpreter {
  /// A value as `print` and string interpolation write it, as Swift formats it: `119.0`,
  /// `Optional(3)`, `[1, 2]`, `["a": 1]`, `(119.0, 40.0)` for points and sizes, structs as
  /// `Card(id: 1, title: "A")`, enum cases as `left` or `moved(by: 3)` (and, inside a
  /// collection or an optional, `main.Direction.left`: see `debugDescribe`).
  public func describe(_ value: Value) -> String {
    switch value {
    case .string(let s): return s
    case .character(let c): return String(c)
    case .instance(let i):
      if let custom = customDescription(value, type: i.type) { return custom }
      return memberwise(program.types[i.type].name, i)
    case .enumCase(let t, let index, let payload):
      if let custom = customDescription(value, type: t) { return custom }
      return enumCase(t, index, payload)
    case .range(let a, let b, let closed):
      return debugDescribe(a, nested: true) + (closed ? "..." : "..<") + debugDescribe(b, nested: true)
    case .set(let items):
      return "[" + items.map { debugDescribe($0, nested: true) }.joined(separator: ", ") + "]"
    case .record(let r) where Self.swiftUIRecords.contains(r.name):
      return recordFields(r)
    case .record(let r) where OptionSets.isOptionSet(r.name):
      // `Set(rawValue: 5)`: Swift names a nested type by its own name.
      let name = r.name.lastIndex(of: ".").map { String(r.name[r.name.index(after: $0)...]) } ?? r.name
      return name + recordFields(r).dropFirst(r.name.count)
    case .cell(let c): return describe(c.value)
    default: return debugDescribe(value, nested: false)
    }
  }

  /// A value as it appears inside a collection, a tuple or an `Optional`, and as `debugPrint`
  /// writes it (Swift's `String(reflecting:)`): strings quoted, user types qualified with the
  /// module (`main.Direction.up`), ranges and sets named (`Range(0..<3)`, `Set([1])`).
  package func debugDescribe(_ value: Value, nested: Bool) -> String {
    switch value {
    case .void: return "()"
    case .bool(let b): return b ? "true" : "false"
    case .int(let i): return String(i)
    case .double(let d): return Self.describe(d)
    case .string(let s): return nested ? Self.quoted(s) : s
    case .character(let c): return nested ? Self.quoted(String(c)) : String(c)
    case .optional(let inner):
      guard let inner else { return "nil" }
      return "Optional(" + debugDescribe(inner, nested: true) + ")"
    case .tuple(let items, let labels):
      let parts = items.indices.map { i -> String in
        let label = i < labels.count ? labels[i] : nil
        return (label.map { $0 + ": " } ?? "") + debugDescribe(items[i], nested: true)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .array(let items):
      return "[" + items.map { debugDescribe($0, nested: true) }.joined(separator: ", ") + "]"
    case .set(let items):
      return "Set([" + items.map { debugDescribe($0, nested: true) }.joined(separator: ", ") + "])"
    case .dictionary(let d):
      if d.keys.isEmpty { return "[:]" }
      let pairs = zip(d.keys, d.values).map {
        debugDescribe($0, nested: true) + ": " + debugDescribe($1, nested: true)
      }
      return "[" + pairs.joined(separator: ", ") + "]"
    case .range(let a, let b, let closed):
      let bounds = debugDescribe(a, nested: true) + (closed ? "..." : "..<") + debugDescribe(b, nested: true)
      return (closed ? "ClosedRange(" : "Range(") + bounds + ")"
    case .instance(let i):
      if let custom = customDescription(value, type: i.type) { return custom }
      return qualified(program.types[i.type].name) + memberwise("", i)
    case .object(let o):
      if let custom = customDescription(value, type: o.type) { return custom }
      return qualified(program.types[o.type].name)
    case .enumCase(let t, let index, let payload):
      if let custom = customDescription(value, type: t) { return custom }
      return qualified(program.types[t].name) + "." + enumCase(t, index, payload)
    case .function: return "(Function)"
    case .point(let x, let y), .size(let x, let y):
      return "(" + Self.describe(x) + ", " + Self.describe(y) + ")"
    case .rect(let x, let y, let w, let h):
      return "(" + [x, y, w, h].map(Self.describe).joined(separator: ", ") + ")"
    case .angle(let r): return (nested ? "SwiftUI." : "") + "Angle(radians: " + Self.describe(r) + ")"
    case .record(let r): return record(r, nested: nested)
    case .symbol(let key):
      if let dot = key.lastIndex(of: ".") { return String(key[key.index(after: dot)...]) }
      return key
    case .view: return "View"
    case .gesture: return "Gesture"
    case .binding(let b): return "Binding(" + debugDescribe(b.get(), nested: true) + ")"
    case .cell(let c): return debugDescribe(c.value, nested: nested)
    case .gestureState(let s): return "GestureState(" + debugDescribe(s.value, nested: true) + ")"
    case .keyPath: return "KeyPath"
    case .type(let t): return program.types[t].name
    case .date(let seconds): return Self.describeDate(seconds)
    }
  }

  /// `String(format:)`: printf conversions applied to `arguments` (see `Printf`).
  public func format(_ format: String, _ arguments: [Value]) -> String {
    Printf.format(format, arguments, describe: { self.describe($0) })
  }

  /// `\(value, specifier: "%.2f")`: the specifier is a format with one argument.
  func format(_ value: Value, specifier: String) -> String {
    format(specifier, [value])
  }

  /// A user type's name as Swift writes it inside collections: qualified with the module.
  private func qualified(_ name: String) -> String { builtinState.moduleName + "." + name }

  /// `Name(field: value, …)` with the stored properties, as Swift reflects a struct.
  private func memberwise(_ name: String, _ i: Instance) -> String {
    let info = program.types[i.type]
    let parts = info.properties.indices.map { p -> String in
      info.properties[p].name + ": " + debugDescribe(readWrapped(i.fields[p]), nested: true)
    }
    return name + "(" + parts.joined(separator: ", ") + ")"
  }

  /// `left` or `moved(by: 3)`.
  private func enumCase(_ t: Int, _ index: Int, _ payload: [Value]) -> String {
    let c = program.types[t].cases[index]
    if payload.isEmpty { return c.name }
    let parts = payload.indices.map { i -> String in
      let label = i < c.labels.count ? c.labels[i] : nil
      return (label.map { $0 + ": " } ?? "") + debugDescribe(payload[i], nested: true)
    }
    return c.name + "(" + parts.joined(separator: ", ") + ")"
  }

  /// What a user type's own `description` returns, if it declares one (a type that conforms to
  /// `CustomStringConvertible`). A failure inside it falls back to the reflected form.
  private func customDescription(_ value: Value, type: Int) -> String? {
    let info = program.types[type]
    guard
      let getter = program.functions.firstIndex(where: {
        $0.kind == .getter && $0.owner == type && $0.name == info.name + ".description"
      })
    else { return nil }
    var selfValue = value
    var arguments: [Value] = []
    guard
      let result = try? invoke(
        getter, selfValue: &selfValue, arguments: &arguments, at: program.functions[getter].location),
      case .string(let s) = result
    else { return nil }
    return s
  }

  /// SwiftUI's value types that Swift prints by reflection (qualified with `SwiftUI.` inside a
  /// collection).
  static let swiftUIRecords: Set<String> = [
    "UnitPoint", "EdgeInsets", "Transaction", "Animation", "Font", "Alignment",
    "DragGesture.Value", "SpatialTapGesture.Value", "MagnifyGesture.Value", "RotateGesture.Value",
    "PencilHoverPose", "PencilDoubleTapGestureValue", "PencilSqueezeGestureValue",
  ]

  /// A builtin record: the forms Swift and SwiftUI print for colours, vectors and UUIDs, and
  /// reflection's `Name(field: value, …)` for the rest.
  private func record(_ r: Record, nested: Bool) -> String {
    switch r.name {
    case "CGVector":
      return "(" + r.fields.map { debugDescribe($0, nested: true) }.joined(separator: ", ") + ")"
    case "UUID":
      if case .string(let s)? = r["uuidString"] { return s }
    case "Color":
      return Self.describeColor(r, describe: { self.describe($0) })
    case "DecodingError.typeMismatch", "DecodingError.valueNotFound", "DecodingError.keyNotFound",
      "DecodingError.dataCorrupted", "DecodingError.Context", "EncodingError.invalidValue",
      "EncodingError.Context":
      // `typeMismatch(Swift.Int, Swift.DecodingError.Context(codingPath: […], …))`.
      if r.name.hasSuffix("Context") { return "Swift." + r.name + recordFields(r).dropFirst(r.name.count) }
      let payload = r.fields.map { field -> String in
        if case .string(let type) = field { return "Swift." + type }
        return debugDescribe(field, nested: true)
      }
      return String(r.name.split(separator: ".").last ?? "") + "(" + payload.joined(separator: ", ") + ")"
    default:
      break
    }
    if !r.labels.isEmpty, r.labels.allSatisfy({ $0.isEmpty }), let dot = r.name.lastIndex(of: ".") {
      // A SwiftUI enum case with a payload (`SequenceGesture.Value.first`, a squeeze phase):
      // `active(SwiftUI.PencilSqueezeGestureValue(hoverPose: nil))`, qualified when nested
      // (without the generic arguments Swift would write for a composed gesture's value).
      let payload = r.fields.map { debugDescribe($0, nested: true) }.joined(separator: ", ")
      return (nested ? "SwiftUI." + r.name : String(r.name[r.name.index(after: dot)...])) + "(" + payload
        + ")"
    }
    let isSwiftUI = Self.swiftUIRecords.contains(r.name) || OptionSets.isOptionSet(r.name)
    let name = (nested && isSwiftUI ? "SwiftUI." : "") + r.name
    return name + recordFields(r).dropFirst(r.name.count)
  }

  /// `Name(field: value, …)`.
  private func recordFields(_ r: Record) -> String {
    let parts = zip(r.labels, r.fields).map { $0 + ": " + debugDescribe($1, nested: true) }
    return r.name + "(" + parts.joined(separator: ", ") + ")"
  }

  /// SwiftUI's forms: `red` for a named colour, `#FF8000FF` for RGB, `50% red` with an
  /// opacity, `NamedColor(name: "Brand", bundle: nil)` for an asset.
  static func describeColor(_ r: Record, describe: (Value) -> String) -> String {
    var base: String
    if case .string(let name)? = r["name"] {
      base = r["bundle"] == nil ? name : "NamedColor(name: " + quoted(name) + ", bundle: nil)"
    } else {
      base = "#"
      for label in ["red", "green", "blue", "alpha"] {
        let component = number(r[label] ?? .double(0)) ?? 0
        let byte = Int((min(max(component, 0), 1) * 255).rounded())
        let text = String(byte, radix: 16, uppercase: true)
        base += (text.count < 2 ? "0" : "") + text
      }
    }
    guard case .double(let opacity)? = r["opacity"] else { return base }
    return String(Int((opacity * 100).rounded())) + "% " + base
  }

  /// A `Date` as Swift prints it, in UTC: `2001-01-01 00:00:00 +0000` (the value counts
  /// seconds from that moment, Foundation's reference date).
  static func describeDate(_ seconds: Double) -> String {
    guard seconds.isFinite, abs(seconds) < 1e14 else { return "Date(" + describe(seconds) + ")" }
    let (year, month, day, rest) = Date.utc(seconds)
    func two(_ n: Int64) -> String { (n < 10 ? "0" : "") + String(n) }
    let date = String(year) + "-" + two(month) + "-" + two(day)
    return date + " " + two(rest / 3_600) + ":" + two(rest / 60 % 60) + ":" + two(rest % 60) + " +0000"
  }

  /// A `Double` as Swift prints it (`119.0`, `0.1`, `1e+16`).
  public static func describe(_ d: Double) -> String {
    d.description
  }

  /// A string as Swift's `debugDescription` quotes it.
  static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "'": out += "\\'"
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\0": out += "\\0"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
