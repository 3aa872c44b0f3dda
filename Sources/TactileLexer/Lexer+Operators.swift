import TactileDiagnostics

/// Operators, and the punctuation that is spelled with operator characters (`.`, `=`, `->`,
/// `&`, `?`, `!`).
///
/// Swift decides between prefix, postfix and binary from whitespace alone:
/// an operator is *left-bound* unless the byte before it is whitespace, an opening bracket,
/// `,`, `;`, `:` or the end of a block comment (or it starts the file); it is *right-bound*
/// unless the byte after it is whitespace, a closing bracket, `,`, `;`, `:`, the start of a
/// comment or the end of the file (a following `.` counts as a bound only when the left side is
/// not bound, so `x!.y` is postfix and `!.y` prefix).
/// Bound on both sides or neither: binary; left only: postfix; right only: prefix.
/// A `?` or `!` that is left-bound is always the one-character postfix token, whatever follows,
/// which is why `a!=b` means `a! = b` in Swift.
extension Lexer {
  static func isOperatorStartASCII(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
      UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// Whether the token starting at `start` is bound on its left.
  func isLeftBound(_ start: Int) -> Bool {
    guard start > 0 else { return false }
    switch bytes[start - 1] {
    case 32, 13, 10, 9, 11, 12, 0,
      UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "/"):
      return !(start >= 2 && bytes[start - 2] == UInt8(ascii: "*"))
    case 0xA0:
      return !(start >= 2 && bytes[start - 2] == 0xC2)
    default:
      return true
    }
  }

  /// Whether the token ending at `end` is bound on its right.
  func isRightBound(_ end: Int, leftBound: Bool) -> Bool {
    guard end < bytes.count else { return false }
    switch bytes[end] {
    case 32, 13, 10, 9, 11, 12, 0,
      UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
      UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return false
    case UInt8(ascii: "."):
      return !leftBound
    case UInt8(ascii: "/"):
      let next = peek(end + 1)
      return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
    case 0xC2:
      return peek(end + 1) != 0xA0
    default:
      return true
    }
  }

  /// Whether an operator character (ASCII or Unicode) starts at `index`; returns its length.
  func operatorCharacterLength(at index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    if byte < 0x80 { return Lexer.isOperatorStartASCII(byte) ? 1 : nil }
    guard let (scalar, length) = decodeScalar(at: index), UnicodeClasses.isOperatorContinue(scalar)
    else { return nil }
    return length
  }

  /// Lexes an operator or operator-like punctuation at `position`.
  mutating func lexOperator() -> TokenKind {
    let start = position
    let first = bytes[start]
    let leftBound = isLeftBound(start)
    if first == UInt8(ascii: "!") || first == UInt8(ascii: "?"), leftBound {
      position += 1
      return first == UInt8(ascii: "!") ? .exclamationMark : .postfixQuestionMark
    }
    // The first character: an ASCII operator byte or a Unicode operator head.
    if first < 0x80 {
      position += 1
    } else if let (_, length) = decodeScalar(at: start) {
      position += length
    } else {
      position += 1
    }
    let dotted = first == UInt8(ascii: ".")
    while let length = operatorCharacterLength(at: position) {
      // `.` continues only an operator that starts with `.`.
      if bytes[position] == UInt8(ascii: "."), !dotted { break }
      // `//` or `/*` inside an operator starts a comment.
      if bytes[position] == UInt8(ascii: "/"),
        peek(position + 1) == UInt8(ascii: "/") || peek(position + 1) == UInt8(ascii: "*")
      {
        break
      }
      position += length
    }
    let length = position - start
    let rightBound = isRightBound(position, leftBound: leftBound)
    if length == 1 {
      switch first {
      case UInt8(ascii: "="):
        if leftBound != rightBound {
          report(.inconsistentEqualWhitespace, SourceRange(start: start, end: position))
        }
        return .equal
      case UInt8(ascii: "&") where rightBound && !leftBound:
        return .prefixAmpersand
      case UInt8(ascii: "."):
        return rightBound && !leftBound ? .prefixPeriod : .period
      case UInt8(ascii: "?"):
        return .infixQuestionMark
      default:
        break
      }
    } else if length == 2, first == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
      return .arrow
    }
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .postfixOperator : .prefixOperator
  }
}
