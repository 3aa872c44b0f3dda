import TactileLexer
import TactileParser
import TactileUIIR

/// The values of literal tokens, decoded as Swift decodes them: integers in any base with
/// `_` separators, floating-point numbers (decimal and hexadecimal), and string segments with
/// their escapes, raw delimiters and multi-line indentation.
enum Literals {
  /// `42`, `0xFF`, `0o17`, `0b1010`, `1_000`, as Swift's `Int`: 64 bits on every host (the
  /// browser's wasm32 included); nil when out of its range. A leading `-` (a negative literal,
  /// `-9223372036854775808`) is part of the value, so `Int.min` can be written.
  static func integer(_ text: String) -> Int64? {
    var digits = text.filter { $0 != "_" }
    var negative = false
    if digits.hasPrefix("-") {
      negative = true
      digits.removeFirst()
    }
    var radix = 10
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      radix = 16
    } else if digits.hasPrefix("0o") {
      radix = 8
    } else if digits.hasPrefix("0b") {
      radix = 2
    }
    if radix != 10 { digits.removeFirst(2) }
    guard !digits.isEmpty, digits.first != "-", digits.first != "+" else { return nil }
    return Int64(negative ? "-" + digits : digits, radix: radix)
  }

  /// Whether a literal without a sign fits Swift's `UInt64` (at most 18446744073709551615).
  static func fitsUInt64(_ text: String) -> Bool {
    var digits = text.filter { $0 != "_" }
    var radix = 10
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      radix = 16
    } else if digits.hasPrefix("0o") {
      radix = 8
    } else if digits.hasPrefix("0b") {
      radix = 2
    }
    if radix != 10 { digits.removeFirst(2) }
    guard !digits.isEmpty, digits.first != "-", digits.first != "+" else { return false }
    return UInt64(digits, radix: radix) != nil
  }

  /// The value of an integer literal of any size, in decimal with its sign (`0x1_0000` is
  /// `65536`), as swiftc writes an overflowing literal; nil for text that is no integer literal.
  static func decimal(_ text: String) -> String? {
    var digits = Array(text.filter { $0 != "_" }.utf8)
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits.removeFirst() }
    var radix: UInt32 = 10
    if digits.count > 2, digits[0] == UInt8(ascii: "0") {
      switch digits[1] {
      case UInt8(ascii: "x"), UInt8(ascii: "X"): radix = 16
      case UInt8(ascii: "o"): radix = 8
      case UInt8(ascii: "b"): radix = 2
      default: break
      }
      if radix != 10 { digits.removeFirst(2) }
    }
    guard !digits.isEmpty else { return nil }
    // Little-endian decimal digits, multiplied by the radix and added to for each digit.
    var result: [UInt32] = [0]
    for c in digits {
      guard let d = Character(UnicodeScalar(c)).hexDigitValue, d < radix else { return nil }
      var carry = UInt32(d)
      for k in result.indices {
        let v = result[k] * radix + carry
        result[k] = v % 10
        carry = v / 10
      }
      while carry > 0 {
        result.append(carry % 10)
        carry /= 10
      }
    }
    while result.count > 1, result.last == 0 { result.removeLast() }
    let text = String(decoding: result.reversed().map { UInt8(ascii: "0") + UInt8($0) }, as: UTF8.self)
    return negative && text != "0" ? "-" + text : text
  }

  /// `1.5`, `2e10`, `1_000.25`, `0x1p-2`.
  static func double(_ text: String) -> Double? {
    let digits = text.filter { $0 != "_" }
    if digits.hasPrefix("0x") || digits.hasPrefix("0X") { return hexDouble(String(digits.dropFirst(2))) }
    return Double(digits)
  }

  private static func hexDouble(_ text: String) -> Double? {
    var mantissa = 0.0
    var exponent = 0
    var afterPoint = false
    var fractionDigits = 0
    var iterator = Array(text.utf8)[...]
    while let c = iterator.first, c != UInt8(ascii: "p"), c != UInt8(ascii: "P") {
      iterator = iterator.dropFirst()
      if c == UInt8(ascii: ".") {
        afterPoint = true
        continue
      }
      guard let d = Int(String(UnicodeScalar(c)), radix: 16) else { return nil }
      mantissa = mantissa * 16 + Double(d)
      if afterPoint { fractionDigits += 1 }
    }
    if !iterator.isEmpty {
      iterator = iterator.dropFirst()
      exponent = Int(String(decoding: iterator, as: UTF8.self)) ?? 0
    }
    var value = mantissa
    var e = exponent - 4 * fractionDigits
    while e > 0 {
      value *= 2
      e -= 1
    }
    while e < 0 {
      value /= 2
      e += 1
    }
    return value
  }

  /// How a string literal is delimited.
  struct Delimiter {
    var pounds: Int
    var isMultiline: Bool
    /// For multi-line literals: the indentation every content line starts with.
    var indentation: [UInt8]
  }

  /// The delimiter of `literal`, from its opening and closing tokens.
  static func delimiter(_ literal: StringLiteral, in tree: SyntaxTree) -> Delimiter {
    let open = Array(tree.text(literal.open).utf8)
    let pounds = open.prefix { $0 == UInt8(ascii: "#") }.count
    let isMultiline = open.count - pounds >= 3
    var indentation: [UInt8] = []
    if isMultiline, let close = literal.close {
      let bytes = tree.source.bytes
      var i = tree[close].textStart - 1
      while i >= 0, bytes[i] == 32 || bytes[i] == 9 {
        indentation.insert(bytes[i], at: 0)
        i -= 1
      }
    }
    return Delimiter(pounds: pounds, isMultiline: isMultiline, indentation: indentation)
  }

  /// The decoded text of one segment. `isFirst`/`isLast` say whether it touches the opening or
  /// closing delimiter (a multi-line literal drops the line break after `"""` and before the
  /// closing `"""`); `atLineStart` whether the segment begins at the start of a content line.
  static func segment(
    _ token: TokenID, in tree: SyntaxTree, delimiter: Delimiter, isFirst: Bool, isLast: Bool
  ) -> String {
    var bytes = Array(tree.text(token).utf8)
    if delimiter.isMultiline {
      if isFirst, bytes.first == 10 {
        bytes.removeFirst()
      } else if isFirst, bytes.starts(with: [13, 10]) {
        bytes.removeFirst(2)
      }
      // Remove the indentation at the start of every content line.
      var result: [UInt8] = []
      var atLineStart = isFirst
      var i = 0
      while i < bytes.count {
        if atLineStart, bytes[i...].starts(with: delimiter.indentation) {
          i += delimiter.indentation.count
        }
        atLineStart = false
        if i < bytes.count {
          result.append(bytes[i])
          if bytes[i] == 10 { atLineStart = true }
        }
        i += 1
      }
      bytes = result
      if isLast {
        while let last = bytes.last, last == 32 || last == 9 { bytes.removeLast() }
        if bytes.last == 10 { bytes.removeLast() }
        if bytes.last == 13 { bytes.removeLast() }
      }
    }
    return unescape(bytes, pounds: delimiter.pounds)
  }

  /// Decodes escapes: `\n \t \r \0 \\ \" \' \u{…}`, and a `\` before a line break (which joins
  /// the lines). In a raw string the backslash must be followed by its `#`s.
  static func unescape(_ bytes: [UInt8], pounds: Int) -> String {
    var out: [UInt8] = []
    var i = 0
    while i < bytes.count {
      let b = bytes[i]
      guard b == UInt8(ascii: "\\") else {
        out.append(b)
        i += 1
        continue
      }
      var j = i + 1
      var count = 0
      while count < pounds, j < bytes.count, bytes[j] == UInt8(ascii: "#") {
        count += 1
        j += 1
      }
      guard count == pounds, j < bytes.count else {
        out.append(b)
        i += 1
        continue
      }
      switch bytes[j] {
      case UInt8(ascii: "n"): out.append(10)
      case UInt8(ascii: "t"): out.append(9)
      case UInt8(ascii: "r"): out.append(13)
      case UInt8(ascii: "0"): out.append(0)
      case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
      case UInt8(ascii: "'"): out.append(UInt8(ascii: "'"))
      case 10:
        // A line continuation: skip the break and the next line's leading blanks were
        // already removed with the indentation.
        break
      case UInt8(ascii: "u"):
        var k = j + 2
        var hex: [UInt8] = []
        while k < bytes.count, bytes[k] != UInt8(ascii: "}") {
          hex.append(bytes[k])
          k += 1
        }
        if let v = UInt32(String(decoding: hex, as: UTF8.self), radix: 16), let scalar = Unicode.Scalar(v) {
          out += Array(String(Character(scalar)).utf8)
        }
        j = k
      default:
        out.append(bytes[j])
      }
      i = j + 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of a literal without interpolations.
  static func plainString(_ literal: StringLiteral, in tree: SyntaxTree) -> String {
    let d = delimiter(literal, in: tree)
    var result = ""
    for (i, piece) in literal.pieces.enumerated() {
      if case .text(let t) = piece {
        result += segment(t, in: tree, delimiter: d, isFirst: i == 0, isLast: i == literal.pieces.count - 1)
      }
    }
    return result
  }
}
