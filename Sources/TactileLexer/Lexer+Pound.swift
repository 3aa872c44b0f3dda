import TactileDiagnostics

/// Everything that starts with `#`: raw strings (`#"…"#`), extended regex literals (`#/…/#`),
/// conditional compilation (`#if`, `#elseif`, `#else`, `#endif`), availability conditions
/// (`#available`, `#unavailable`) and macro names (`#Preview`, `#selector`, `#file`, …).
extension Lexer {
  /// Lexes a token starting with `#` at `position`.
  mutating func lexPound() -> TokenKind {
    let start = position
    var pounds = 0
    while peek(start + pounds) == UInt8(ascii: "#"), start + pounds < bytes.count { pounds += 1 }
    let after = start + pounds
    if peek(after) == UInt8(ascii: "\""), after < bytes.count {
      position = after
      return lexStringOpen(pounds: pounds)
    }
    if peek(after) == UInt8(ascii: "/"), after < bytes.count {
      return lexRegex(start, pounds: pounds)
    }
    position = start + 1
    if isIdentifierStart(at: position) {
      skipIdentifierCharacters()
      return poundKeyword(start + 1, position)
    }
    report(.invalidPound, SourceRange(start: start, end: position))
    return .unknown
  }

  func isIdentifierStart(at index: Int) -> Bool {
    guard let (scalar, _) = decodeScalar(at: index) else { return false }
    return UnicodeClasses.isIdentifierStart(scalar)
  }

  /// The kind of `#name` for the name in `bytes[start..<end]`.
  func poundKeyword(_ start: Int, _ end: Int) -> TokenKind {
    func matches(_ word: StaticString) -> Bool {
      guard end - start == word.utf8CodeUnitCount else { return false }
      return word.withUTF8Buffer { expected in
        for i in 0..<expected.count where bytes[start + i] != expected[i] { return false }
        return true
      }
    }
    if matches("if") { return .poundIf }
    if matches("elseif") { return .poundElseif }
    if matches("else") { return .poundElse }
    if matches("endif") { return .poundEndif }
    if matches("available") { return .poundAvailable }
    if matches("unavailable") { return .poundUnavailable }
    return .poundIdentifier
  }

  /// Lexes `#/…/#` (with `pounds` `#` on each side); it may span lines only when the opening
  /// delimiter ends its line. An unterminated one is reported and ends at the line break.
  mutating func lexRegex(_ start: Int, pounds: Int) -> TokenKind {
    position = start + pounds + 1
    let multiline = peek(position) == 10 || peek(position) == 13
    while position < bytes.count {
      let byte = bytes[position]
      if !multiline, byte == 10 || byte == 13 { break }
      if byte == UInt8(ascii: "\\") {
        position = min(position + 2, bytes.count)
        continue
      }
      position += 1
      if byte == UInt8(ascii: "/") {
        var count = 0
        while count < pounds, peek(position + count) == UInt8(ascii: "#") { count += 1 }
        if count == pounds {
          position += pounds
          return .regexLiteral
        }
      }
    }
    report(.unterminatedRegex, SourceRange(start: start, end: start + pounds + 1))
    return .regexLiteral
  }
}
