import TactileUIIR

/// JSON text to and from a tree of values, for `JSONDecoder` and `JSONEncoder`
/// (docs/runtime-values.md, "Codable"): `null` is `.void`, numbers are `.int` (written without a
/// fraction) or `.double`, objects are `JSON` records whose labels are the keys in order.
enum JSON {
  /// Parses UTF-8 bytes; nil when they are not valid JSON.
  static func parse(_ bytes: [UInt8]) -> Value? {
    var parser = Parser(bytes: bytes)
    parser.skipSpace()
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipSpace()
    return parser.index == bytes.count ? value : nil
  }

  /// An object with these keys and values, in order.
  static func object(_ keys: [String], _ values: [Value]) -> Value {
    .record(Record(name: "JSON", labels: keys, fields: values))
  }

  /// What Foundation's messages call a value's kind (`a string`, `a number`, `a dictionary`).
  static func kind(_ value: Value) -> String {
    switch value {
    case .void: return "null"
    case .bool: return "bool"
    case .int, .double: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    default: return "a dictionary"
    }
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count,
        bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D
          || bytes[index] == 0x09
      {
        index += 1
      }
    }

    /// Steps over `ascii` when it comes next.
    mutating func eat(_ ascii: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: ascii) else { return false }
      index += 1
      return true
    }

    mutating func value(depth: Int) -> Value? {
      guard index < bytes.count, depth < 512 else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var keys: [String] = []
        var values: [Value] = []
        skipSpace()
        if eat("}") { return JSON.object([], []) }
        while true {
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
            return nil
          }
          skipSpace()
          guard eat(":") else { return nil }
          skipSpace()
          guard let v = value(depth: depth + 1) else { return nil }
          // A repeated key keeps its last value, as Foundation's parser does.
          if let i = keys.firstIndex(of: key) {
            values[i] = v
          } else {
            keys.append(key)
            values.append(v)
          }
          skipSpace()
          if eat(",") { continue }
          guard eat("}") else { return nil }
          return JSON.object(keys, values)
        }
      case UInt8(ascii: "["):
        index += 1
        var items: [Value] = []
        skipSpace()
        if eat("]") { return .array([]) }
        while true {
          skipSpace()
          guard let v = value(depth: depth + 1) else { return nil }
          items.append(v)
          skipSpace()
          if eat(",") { continue }
          guard eat("]") else { return nil }
          return .array(items)
        }
      case UInt8(ascii: "\""):
        return string().map { .string($0) }
      case UInt8(ascii: "t"):
        return literal("true", .bool(true))
      case UInt8(ascii: "f"):
        return literal("false", .bool(false))
      case UInt8(ascii: "n"):
        return literal("null", .void)
      default:
        return number()
      }
    }

    mutating func literal(_ word: String, _ result: Value) -> Value? {
      let w = Array(word.utf8)
      guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else { return nil }
      index += w.count
      return result
    }

    mutating func number() -> Value? {
      let start = index
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
      var isInteger = true
      let digitsStart = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      guard index > digitsStart else { return nil }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        isInteger = false
        index += 1
        let fraction = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        guard index > fraction else { return nil }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        isInteger = false
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
          index += 1
        }
        let exponent = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        guard index > exponent else { return nil }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      if isInteger, let n = Int64(text) { return .int(n) }
      return Double(text).map { .double($0) }
    }

    mutating func string() -> String? {
      index += 1
      var scalars: [UInt8] = []
      while index < bytes.count {
        let b = bytes[index]
        index += 1
        if b == UInt8(ascii: "\"") { return String(decoding: scalars, as: UTF8.self) }
        if b < 0x20 { return nil }
        guard b == UInt8(ascii: "\\") else {
          scalars.append(b)
          continue
        }
        guard index < bytes.count else { return nil }
        let e = bytes[index]
        index += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(e)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "u"):
          guard var code = hex4() else { return nil }
          if code >= 0xD800, code < 0xDC00 {
            // A surrogate pair.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { return nil }
            index += 2
            guard let low = hex4(), low >= 0xDC00, low < 0xE000 else { return nil }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { return nil }
          scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default: return nil
        }
      }
      return nil
    }

    mutating func hex4() -> UInt32? {
      guard index + 4 <= bytes.count else { return nil }
      var code: UInt32 = 0
      for _ in 0..<4 {
        let b = bytes[index]
        index += 1
        var digit: UInt32
        switch b {
        case 0x30...0x39: digit = UInt32(b - 0x30)
        case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
        case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
        default: return nil
        }
        code = code * 16 + digit
      }
      return code
    }
  }

  /// JSON text as `JSONEncoder` writes it: compact, or pretty-printed with two spaces and
  /// `"key" : value`; keys in the order given, or sorted; `/` escaped unless asked not to.
  static func write(_ value: Value, pretty: Bool, sorted: Bool, escapeSlashes: Bool) -> String {
    var out = ""
    write(value, into: &out, indent: 0, pretty: pretty, sorted: sorted, escapeSlashes: escapeSlashes)
    return out
  }

  private static func write(
    _ value: Value, into out: inout String, indent: Int, pretty: Bool, sorted: Bool, escapeSlashes: Bool
  ) {
    func newline(_ level: Int) {
      guard pretty else { return }
      out += "\n"
      for _ in 0..<level { out += "  " }
    }
    switch value {
    case .void, .optional(nil): out += "null"
    case .optional(let inner?):
      write(inner, into: &out, indent: indent, pretty: pretty, sorted: sorted, escapeSlashes: escapeSlashes)
    case .cell(let c):
      write(c.value, into: &out, indent: indent, pretty: pretty, sorted: sorted, escapeSlashes: escapeSlashes)
    case .bool(let b): out += b ? "true" : "false"
    case .int(let n): out += String(n)
    case .double(let d): out += number(d)
    case .string(let s): quote(s, into: &out, escapeSlashes: escapeSlashes)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        newline(indent + 1)
        write(
          item, into: &out, indent: indent + 1, pretty: pretty, sorted: sorted, escapeSlashes: escapeSlashes)
      }
      newline(indent)
      out += "]"
    case .record(let r):
      if r.labels.isEmpty {
        out += "{}"
        return
      }
      var order = Array(r.labels.indices)
      if sorted {
        order.sort { Array(r.labels[$0].utf8).lexicographicallyPrecedes(Array(r.labels[$1].utf8)) }
      }
      out += "{"
      for (n, i) in order.enumerated() {
        if n > 0 { out += "," }
        newline(indent + 1)
        quote(r.labels[i], into: &out, escapeSlashes: escapeSlashes)
        out += pretty ? " : " : ":"
        write(
          r.fields[i], into: &out, indent: indent + 1, pretty: pretty, sorted: sorted,
          escapeSlashes: escapeSlashes)
      }
      newline(indent)
      out += "}"
    default: out += "null"
    }
  }

  /// A `Double` as JSON: Swift's description without a trailing `.0`.
  static func number(_ d: Double) -> String {
    var text = Interpreter.describe(d)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  private static func quote(_ s: String, into out: inout String, escapeSlashes: Bool) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "/": out += escapeSlashes ? "\\/" : "/"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = Array("0123456789abcdef")
          out += "\\u00" + String(hex[Int(scalar.value >> 4)]) + String(hex[Int(scalar.value & 15)])
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// `convertFromSnakeCase`: `first_name` → `firstName`; leading and trailing underscores stay.
  static func camelCase(_ key: String) -> String {
    let chars = Array(key)
    guard let first = chars.firstIndex(where: { $0 != "_" }) else { return key }
    var last = chars.count - 1
    while last > first, chars[last] == "_" { last -= 1 }
    let middle = String(chars[first...last])
    let parts = middle.split(separator: "_", omittingEmptySubsequences: true)
    guard parts.count > 1 else { return key }
    var result = String(chars[..<first]) + String(parts[0])
    for part in parts.dropFirst() {
      result += String(part.prefix(1)).uppercased() + String(part.dropFirst()).lowercased()
    }
    return result + String(chars[(last + 1)...])
  }

  /// `convertToSnakeCase`: `firstName` → `first_name`, `myURLKey` → `my_url_key`.
  static func snakeCase(_ key: String) -> String {
    let chars = Array(key)
    var result = ""
    for (i, c) in chars.enumerated() {
      if c.isUppercase, i > 0 {
        let previous = chars[i - 1]
        let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
        if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
          result += "_"
        }
      }
      result += c.lowercased()
    }
    return result
  }
}
