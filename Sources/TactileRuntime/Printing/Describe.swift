import TactileGestures
import TactileUIIR

extension Interpreter {
  /// A value as `print` and string interpolation write it, as Swift formats it: `119.0`,
  /// `Optional(3)`, `[1, 2]`, `["a": 1]`, `(119.0, 40.0)` for points and sizes, structs as
  /// `Card(id: 1, title: "A")`, enum cases as `left` or `moved(by: 3)`.
  public func describe(_ value: Value) -> String {
    switch value {
    case .string(let s): return s
    case .character(let c): return String(c)
    default: return debugDescribe(value, nested: false)
    }
  }

  /// A value as it appears inside a collection or an `Optional` (strings quoted).
  func debugDescribe(_ value: Value, nested: Bool) -> String {
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
    case .array(let items), .set(let items):
      return "[" + items.map { debugDescribe($0, nested: true) }.joined(separator: ", ") + "]"
    case .dictionary(let d):
      if d.keys.isEmpty { return "[:]" }
      return "["
        + zip(d.keys, d.values).map {
          debugDescribe($0, nested: true) + ": " + debugDescribe($1, nested: true)
        }.joined(
          separator: ", ") + "]"
    case .range(let a, let b, let closed):
      return debugDescribe(a, nested: true) + (closed ? "..." : "..<") + debugDescribe(b, nested: true)
    case .instance(let i):
      let info = program.types[i.type]
      let parts = info.properties.indices.map { p -> String in
        info.properties[p].name + ": " + debugDescribe(readWrapped(i.fields[p]), nested: true)
      }
      return info.name + "(" + parts.joined(separator: ", ") + ")"
    case .object(let o):
      return program.types[o.type].name
    case .enumCase(let t, let index, let payload):
      let c = program.types[t].cases[index]
      if payload.isEmpty { return c.name }
      let parts = payload.indices.map { i -> String in
        let label = i < c.labels.count ? c.labels[i] : nil
        return (label.map { $0 + ": " } ?? "") + debugDescribe(payload[i], nested: true)
      }
      return c.name + "(" + parts.joined(separator: ", ") + ")"
    case .function: return "(Function)"
    case .point(let x, let y), .size(let x, let y):
      return "(" + Self.describe(x) + ", " + Self.describe(y) + ")"
    case .rect(let x, let y, let w, let h):
      return "(" + [x, y, w, h].map(Self.describe).joined(separator: ", ") + ")"
    case .angle(let r): return "Angle(radians: " + Self.describe(r) + ")"
    case .record(let r):
      let parts = zip(r.labels, r.fields).map { $0 + ": " + debugDescribe($1, nested: true) }
      return r.name + "(" + parts.joined(separator: ", ") + ")"
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
    case .date(let seconds): return "Date(" + Self.describe(seconds) + ")"
    }
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
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case "\0": out += "\\0"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// `\(value, specifier: "%.2f")`: a printf-style specifier (`%d`, `%f`, `%.Nf`, `%@`).
  func format(_ value: Value, specifier: String) -> String {
    var precision = 6
    var kind: Character = "@"
    var width = 0
    var zeroPad = false
    var chars = Array(specifier)
    guard chars.first == "%" else { return describe(value) }
    chars.removeFirst()
    if chars.first == "0" {
      zeroPad = true
      chars.removeFirst()
    }
    var digits = ""
    while let c = chars.first, c.isNumber {
      digits.append(c)
      chars.removeFirst()
    }
    width = Int(digits) ?? 0
    if chars.first == "." {
      chars.removeFirst()
      var p = ""
      while let c = chars.first, c.isNumber {
        p.append(c)
        chars.removeFirst()
      }
      precision = Int(p) ?? 0
    }
    while let c = chars.first, c == "l" || c == "h" { chars.removeFirst() }
    if let c = chars.first { kind = c }
    var text: String
    switch (kind, value) {
    case ("f", .double(let d)), ("F", .double(let d)): text = Self.fixed(d, precision)
    case ("f", .int(let i)), ("F", .int(let i)): text = Self.fixed(Double(i), precision)
    case ("d", .int(let i)), ("i", .int(let i)): text = String(i)
    case ("d", .double(let d)): text = String(Int(d))
    default: text = describe(value)
    }
    if text.count < width { text = String(repeating: zeroPad ? "0" : " ", count: width - text.count) + text }
    return text
  }

  /// `d` with exactly `precision` digits after the point, rounded half away from zero.
  static func fixed(_ d: Double, _ precision: Int) -> String {
    guard d.isFinite else { return d.isNaN ? "nan" : (d < 0 ? "-inf" : "inf") }
    let p = max(0, min(precision, 15))
    var scale = 1.0
    for _ in 0..<p { scale *= 10 }
    let scaled = (abs(d) * scale).rounded(.toNearestOrAwayFromZero)
    guard scaled < 9.0e15 else { return d.description }
    let n = Int(scaled)
    var digits = String(n)
    if p > 0 {
      if digits.count <= p { digits = String(repeating: "0", count: p - digits.count + 1) + digits }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -p))
    }
    return (d < 0 && n != 0 ? "-" : "") + digits
  }
}
