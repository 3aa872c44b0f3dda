import TactileDiagnostics

/// The stable text form of a token list, printed by `tactile dump --stage tokens`.
///
/// One token per line: `LINE:COL tag 'text'`, then the trivia in brackets when there is any
/// (`leading` and `trailing`, with line breaks, tabs and other control bytes escaped as `\n`,
/// `\t`, `\u{…}`), so the dump shows every byte of the file exactly once.
public enum TokenDump {
  /// Renders every token of `source`.
  public static func render(_ source: TokenizedSource) -> String {
    let converter = SourceLocationConverter(bytes: source.bytes)
    var out = ""
    for token in source.tokens {
      let location = converter.location(of: token.textStart)
      out += String(location.line) + ":" + String(location.column) + " " + token.kind.dumpTag
      out += " '" + escaped(source.bytes[token.textStart..<token.textEnd]) + "'"
      if token.hasLeadingTrivia {
        out += " leading='" + escaped(source.bytes[token.start..<token.textStart]) + "'"
      }
      if token.hasTrailingTrivia {
        out += " trailing='" + escaped(source.bytes[token.textEnd..<token.end]) + "'"
      }
      out += "\n"
    }
    return out
  }

  /// Escapes control characters, quotes and backslashes; invalid UTF-8 bytes become `\x{…}`.
  public static func escaped(_ bytes: ArraySlice<UInt8>) -> String {
    var out = ""
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case 10: out += "\\n"
      case 13: out += "\\r"
      case 9: out += "\\t"
      case UInt8(ascii: "'"): out += "\\'"
      case UInt8(ascii: "\\"): out += "\\\\"
      case 0..<32, 127: out += "\\u{" + hex(UInt32(byte)) + "}"
      case 0x80...:
        let length = utf8Length(bytes, index)
        if length > 0 {
          out += String(decoding: bytes[index..<(index + length)], as: UTF8.self)
          index += length
          continue
        }
        out += "\\x{" + hex(UInt32(byte)) + "}"
      default: out.unicodeScalars.append(Unicode.Scalar(byte))
      }
      index += 1
    }
    return out
  }

  static func hex(_ value: UInt32) -> String {
    let digits: [Character] = Array("0123456789ABCDEF")
    if value == 0 { return "0" }
    var v = value
    var out: [Character] = []
    while v > 0 {
      out.append(digits[Int(v & 15)])
      v >>= 4
    }
    return String(out.reversed())
  }

  /// The length of the valid UTF-8 sequence at `index`, or 0.
  static func utf8Length(_ bytes: ArraySlice<UInt8>, _ index: Int) -> Int {
    let b0 = bytes[index]
    let length: Int
    switch b0 {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return 0
    }
    guard index + length <= bytes.endIndex else { return 0 }
    var value = UInt32(b0) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for i in 1..<length {
      let byte = bytes[index + i]
      guard byte & 0xC0 == 0x80 else { return 0 }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, Unicode.Scalar(value) != nil else { return 0 }
    return length
  }
}
