import TactileDiagnostics

/// Identifiers and keywords: ASCII fast path, Unicode names, `` `escaped` `` and `$0`/`$name`.
///
/// Which Unicode scalars may start or continue a name, or form an operator, is decided by
/// `UnicodeClasses` (the ranges of The Swift Programming Language's lexical reference).
extension Lexer {
  static func isIdentifierStartASCII(_ byte: UInt8) -> Bool {
    (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || byte == 95
  }

  static func isIdentifierContinueASCII(_ byte: UInt8) -> Bool {
    isIdentifierStartASCII(byte) || (byte >= 48 && byte <= 57)
  }

  /// Skips identifier characters (ASCII or Unicode) from `position`.
  mutating func skipIdentifierCharacters() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte < 0x80 {
        guard Lexer.isIdentifierContinueASCII(byte) else { return }
        position += 1
      } else {
        guard let (scalar, length) = decodeScalar(at: position),
          UnicodeClasses.isIdentifierContinue(scalar)
        else { return }
        position += length
      }
    }
  }

  /// Lexes a name starting with an ASCII letter or `_`, or a reserved word.
  mutating func lexIdentifierOrKeyword() -> TokenKind {
    let start = position
    position += 1
    skipIdentifierCharacters()
    if let keyword = Keyword.lookup(bytes, start, position) { return .keyword(keyword) }
    return .identifier
  }

  /// Lexes `` `name` ``: an identifier even when `name` is a reserved word.
  mutating func lexBacktickIdentifier() -> TokenKind {
    let start = position
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "`") {
        position += 1
        if position - start == 2 {
          report(.unterminatedBacktick, SourceRange(start: start, end: position))
          return .unknown
        }
        return .identifier
      }
      if byte == 10 || byte == 13 { break }
      position += 1
    }
    // No closing backtick on this line: the backtick alone is an unknown token.
    position = start + 1
    report(.unterminatedBacktick, SourceRange(start: start, end: start + 1))
    return .unknown
  }

  /// Lexes `$0`, `$12` or `$name`; a lone `$` is an error.
  mutating func lexDollar() -> TokenKind {
    let start = position
    position += 1
    let next = peek(position)
    if position < bytes.count, next >= 48 && next <= 57 {
      while position < bytes.count, bytes[position] >= 48 && bytes[position] <= 57 { position += 1 }
      return .dollarIdentifier
    }
    let before = position
    skipIdentifierCharacters()
    if position > before { return .dollarIdentifier }
    report(.invalidDollarIdentifier, SourceRange(start: start, end: position))
    return .unknown
  }

  /// Lexes a token that starts with a non-ASCII byte or an ASCII byte no token starts with.
  mutating func lexNonASCIIOrInvalid() -> TokenKind {
    let start = position
    guard let (scalar, length) = decodeScalar(at: position) else {
      // Invalid UTF-8: one unknown token per run of bad bytes.
      position += 1
      while position < bytes.count, bytes[position] >= 0x80, decodeScalar(at: position) == nil {
        position += 1
      }
      report(.invalidUTF8, SourceRange(start: start, end: position))
      return .unknown
    }
    if scalar.value >= 0x80 {
      if UnicodeClasses.isIdentifierStart(scalar) {
        position += length
        skipIdentifierCharacters()
        return .identifier
      }
      if UnicodeClasses.isOperatorStart(scalar) { return lexOperator() }
    }
    position += length
    report(.invalidCharacter, SourceRange(start: start, end: position))
    return .unknown
  }

  /// Decodes the UTF-8 scalar at `index`; nil for an invalid or truncated sequence.
  func decodeScalar(at index: Int) -> (Unicode.Scalar, Int)? {
    let b0 = UInt32(peek(index))
    if b0 < 0x80 { return index < bytes.count ? (Unicode.Scalar(UInt8(b0)), 1) : nil }
    let length: Int
    var value: UInt32
    switch b0 {
    case 0xC2...0xDF: length = 2; value = b0 & 0x1F
    case 0xE0...0xEF: length = 3; value = b0 & 0x0F
    case 0xF0...0xF4: length = 4; value = b0 & 0x07
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for i in 1..<length {
      let byte = UInt32(bytes[index + i])
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | (byte & 0x3F)
    }
    // Reject overlong forms and values that are not scalars.
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
