/// A JSON value whose objects keep their keys in the order they were written, so that what the
/// tools print (`check --format json`, `replay --format json`, the language server's messages)
/// has a stable, documented key order (docs/interfaces.md).
///
/// Reading is a small recursive-descent parser over UTF-8 bytes with a nesting limit, so that a
/// malformed or hostile message becomes an error, never a crash.
public enum JSON: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSON])
  /// Keys in order; a key appears once.
  case object([(String, JSON)])

  /// The member `key` of an object, or nil.
  public subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// An integer, also from a number written with a fraction of zero (`3.0`).
  public var int: Int? {
    switch self {
    case .int(let i): return i
    case .double(let d) where d.rounded() == d && abs(d) < 9e15: return Int(d)
    default: return nil
    }
  }

  public var bool: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  public var array: [JSON]? {
    if case .array(let a) = self { return a }
    return nil
  }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The value as compact JSON text.
  public var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  /// Appends the compact JSON text of the value to `out`.
  public func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let i): out += String(i)
    case .double(let d):
      if d.isFinite {
        out += d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
      } else {
        out += "null"
      }
    case .string(let s): JSON.writeString(s, to: &out)
    case .array(let elements):
      out += "["
      for (i, e) in elements.enumerated() {
        if i > 0 { out += "," }
        e.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out += "," }
        JSON.writeString(key, to: &out)
        out += ":"
        value.write(to: &out)
      }
      out += "}"
    }
  }

  static func writeString(_ s: String, to out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}

/// Why a text is not JSON.
public struct JSONError: Error, Sendable {
  public var message: String
  public var offset: Int
}

extension JSON {
  /// Parses one JSON value (RFC 8259) filling all of `bytes` but white space.
  public static func parse<Bytes: Collection>(_ bytes: Bytes) throws(JSONError) -> JSON
  where Bytes.Element == UInt8 {
    var reader = JSONReader(bytes: Array(bytes))
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    if reader.position < reader.bytes.count { throw reader.error("unexpected text after the value") }
    return value
  }

  /// Parses JSON text.
  public static func parse(_ text: String) throws(JSONError) -> JSON {
    try parse(Array(text.utf8))
  }
}

private struct JSONReader {
  let bytes: [UInt8]
  var position = 0
  static let maximumDepth = 256

  init(bytes: [UInt8]) { self.bytes = bytes }

  func error(_ message: String) -> JSONError { JSONError(message: message, offset: position) }

  mutating func skipSpace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
  }

  mutating func expect(_ word: String) throws(JSONError) {
    for byte in word.utf8 {
      guard position < bytes.count, bytes[position] == byte else { throw error("expected '\(word)'") }
      position += 1
    }
  }

  mutating func value(depth: Int) throws(JSONError) -> JSON {
    guard depth < JSONReader.maximumDepth else { throw error("nested too deeply") }
    guard position < bytes.count else { throw error("unexpected end of text") }
    switch bytes[position] {
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "["):
      position += 1
      var elements: [JSON] = []
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(elements)
      }
      while true {
        skipSpace()
        elements.append(try value(depth: depth + 1))
        skipSpace()
        guard position < bytes.count else { throw error("unterminated array") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
        } else if bytes[position] == UInt8(ascii: "]") {
          position += 1
          return .array(elements)
        } else {
          throw error("expected ',' or ']'")
        }
      }
    case UInt8(ascii: "{"):
      position += 1
      var members: [(String, JSON)] = []
      skipSpace()
      if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
          throw error("expected a key")
        }
        let key = try string()
        skipSpace()
        try expect(":")
        skipSpace()
        let value = try value(depth: depth + 1)
        if let index = members.firstIndex(where: { $0.0 == key }) {
          members[index].1 = value
        } else {
          members.append((key, value))
        }
        skipSpace()
        guard position < bytes.count else { throw error("unterminated object") }
        if bytes[position] == UInt8(ascii: ",") {
          position += 1
        } else if bytes[position] == UInt8(ascii: "}") {
          position += 1
          return .object(members)
        } else {
          throw error("expected ',' or '}'")
        }
      }
    default:
      return try number()
    }
  }

  mutating func number() throws(JSONError) -> JSON {
    let start = position
    var isInteger = true
    if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
    let digitsStart = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
      position += 1
    }
    guard position > digitsStart else { throw error("unexpected character") }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      let fraction = position
      while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
        position += 1
      }
      guard position > fraction else { throw error("expected digits after '.'") }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      let exponent = position
      while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
        position += 1
      }
      guard position > exponent else { throw error("expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let i = Int(text) { return .int(i) }
    guard let d = Double(text) else { throw error("bad number") }
    return .double(d)
  }

  mutating func hex4() throws(JSONError) -> UInt32 {
    guard position + 4 <= bytes.count,
      let v = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
    else { throw error("bad \\u escape") }
    position += 4
    return v
  }

  mutating func string() throws(JSONError) -> String {
    position += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = position
    var result = ""
    func flush(_ end: Int) {
      if end > runStart { result += String(decoding: bytes[runStart..<end], as: UTF8.self) }
    }
    while true {
      guard position < bytes.count else { throw error("unterminated string") }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        flush(position)
        position += 1
        return result
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte != UInt8(ascii: "\\") {
        position += 1
        continue
      }
      flush(position)
      position += 1
      guard position < bytes.count else { throw error("unterminated string") }
      let escape = bytes[position]
      position += 1
      scalars = String.UnicodeScalarView()
      switch escape {
      case UInt8(ascii: "\""): result += "\""
      case UInt8(ascii: "\\"): result += "\\"
      case UInt8(ascii: "/"): result += "/"
      case UInt8(ascii: "b"): result += "\u{8}"
      case UInt8(ascii: "f"): result += "\u{c}"
      case UInt8(ascii: "n"): result += "\n"
      case UInt8(ascii: "r"): result += "\r"
      case UInt8(ascii: "t"): result += "\t"
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code), position + 6 <= bytes.count,
          bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        {
          let save = position
          position += 2
          let low = try hex4()
          if (0xDC00..<0xE000).contains(low) {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else {
            position = save
          }
        }
        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        result += String(scalars)
      default: throw error("bad escape")
      }
      runStart = position
    }
  }
}
