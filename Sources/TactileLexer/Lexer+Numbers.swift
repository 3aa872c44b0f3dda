import TactileDiagnostics

/// Number literals: decimal, `0x` hexadecimal, `0o` octal and `0b` binary integers with `_`
/// separators; decimal floats with a fraction and/or an `e` exponent; hexadecimal floats with a
/// `p` exponent.
///
/// A `.` belongs to the number only when a digit follows (so `1.description` is a member
/// access).
/// Letters or digits glued to a number that its base does not allow are swallowed into the
/// same token and reported once at the first bad character, as swiftc does, so `0b102` is one
/// (invalid) integer literal rather than three tokens.
extension Lexer {
  static func isDecimalDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDecimalDigit(byte) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70)
  }

  static func isDigit(_ byte: UInt8, base: Int) -> Bool {
    switch base {
    case 2: byte == 48 || byte == 49
    case 8: byte >= 48 && byte <= 55
    case 16: isHexDigit(byte)
    default: isDecimalDigit(byte)
    }
  }

  /// Skips digits of `base` and `_`.
  mutating func skipDigits(base: Int) {
    while position < bytes.count, Lexer.isDigit(bytes[position], base: base) || bytes[position] == 95 {
      position += 1
    }
  }

  /// Lexes a number literal starting with a decimal digit.
  mutating func lexNumber() -> TokenKind {
    let start = position
    if bytes[start] == UInt8(ascii: "0") {
      switch peek(start + 1) {
      case UInt8(ascii: "x"): return lexHexNumber(start)
      case UInt8(ascii: "o"): return lexPrefixedInteger(start, base: 8)
      case UInt8(ascii: "b"): return lexPrefixedInteger(start, base: 2)
      default: break
      }
    }
    skipDigits(base: 10)
    var isFloat = false
    if peek(position) == UInt8(ascii: "."), Lexer.isDecimalDigit(peek(position + 1)),
      position + 1 < bytes.count
    {
      isFloat = true
      position += 1
      skipDigits(base: 10)
    }
    let exponent = peek(position)
    if position < bytes.count, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
      isFloat = true
      lexExponent()
    }
    finishNumber(base: 10)
    return isFloat ? .floatLiteral : .integerLiteral
  }

  /// Lexes the `e`/`p` exponent at `position`: sign, then at least one digit.
  mutating func lexExponent() {
    position += 1
    if peek(position) == UInt8(ascii: "+") || peek(position) == UInt8(ascii: "-") {
      if position < bytes.count { position += 1 }
    }
    guard position < bytes.count, Lexer.isDecimalDigit(bytes[position]) else {
      report(.expectedDigitInExponent, SourceRange(at: position))
      swallowIdentifierTail()
      return
    }
    skipDigits(base: 10)
  }

  /// Lexes `0o…` or `0b…`.
  mutating func lexPrefixedInteger(_ start: Int, base: Int) -> TokenKind {
    position = start + 2
    let digitsStart = position
    skipDigits(base: base)
    if position == digitsStart, !isIdentifierContinue(at: position) {
      report(.invalidDigit("", base: base), SourceRange(at: position))
    }
    finishNumber(base: base)
    return .integerLiteral
  }

  /// Lexes `0x…`, an integer or (with a `p` exponent) a float.
  mutating func lexHexNumber(_ start: Int) -> TokenKind {
    position = start + 2
    let digitsStart = position
    skipDigits(base: 16)
    if position == digitsStart {
      if !isIdentifierContinue(at: position) {
        report(.invalidDigit("", base: 16), SourceRange(at: position))
      }
      finishNumber(base: 16)
      return .integerLiteral
    }
    var isFloat = false
    var hasFraction = false
    if peek(position) == UInt8(ascii: "."), position + 1 < bytes.count,
      Lexer.isHexDigit(bytes[position + 1])
    {
      // `0x1.foo` is a member access unless a `p` exponent eventually follows the digits.
      var probe = position + 1
      while probe < bytes.count, Lexer.isHexDigit(bytes[probe]) || bytes[probe] == 95 { probe += 1 }
      let marker = peek(probe)
      if marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P")
        || Lexer.isDecimalDigit(bytes[position + 1])
      {
        hasFraction = true
        isFloat = true
        position = probe
      }
    }
    let marker = peek(position)
    if position < bytes.count, marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P") {
      isFloat = true
      lexExponent()
    } else if hasFraction {
      report(.hexFloatNeedsExponent, SourceRange(at: position))
    }
    finishNumber(base: 16)
    return isFloat ? .floatLiteral : .integerLiteral
  }

  /// After the digits: identifier characters glued to the literal are an error, reported at
  /// the first one and swallowed into the token.
  mutating func finishNumber(base: Int) {
    guard position < bytes.count, isIdentifierContinue(at: position) else { return }
    let badStart = position
    let badLength = decodeScalar(at: position)?.1 ?? 1
    let bad = String(decoding: bytes[badStart..<(badStart + badLength)], as: UTF8.self)
    report(.invalidDigit(bad, base: base), SourceRange(start: badStart, end: badStart + badLength))
    swallowIdentifierTail()
  }

  mutating func swallowIdentifierTail() {
    skipIdentifierCharacters()
  }

  /// Whether an identifier character starts at `index`.
  func isIdentifierContinue(at index: Int) -> Bool {
    guard let (scalar, _) = decodeScalar(at: index) else { return false }
    return UnicodeClasses.isIdentifierContinue(scalar)
  }
}
