import TactileDiagnostics

/// Trivia: the whitespace, line breaks and comments between tokens.
///
/// Leading trivia runs from the end of the previous token's trailing trivia to the next token's
/// text and may hold line breaks; trailing trivia stops before the first line break (a block
/// comment that contains one is left for the next token's leading trivia).
/// Comments are recognised here, including nested `/* /* */ */` and doc comments (`///`,
/// `/** */`); a NUL byte or a non-breaking space counts as whitespace, with a warning for NUL.
extension Lexer {
  /// Skips leading trivia; returns whether it contained a line break.
  mutating func lexLeadingTrivia() -> Bool {
    if position == 0 { skipFileHeader() }
    return skipTrivia(trailing: false)
  }

  /// Skips trailing trivia: everything up to the next line break that is not a token.
  mutating func lexTrailingTrivia() {
    _ = skipTrivia(trailing: true)
  }

  /// Skips whitespace and comments; trailing trivia stops before a line break, or before a block
  /// comment that contains one. Returns whether a line break was skipped.
  @inline(__always)
  private mutating func skipTrivia(trailing: Bool) -> Bool {
    var sawNewline = false
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case 32, 9, 11, 12:
        position += 1
      case 10, 13:
        if trailing { return sawNewline }
        position += 1
        sawNewline = true
      case 0:
        report(.nulCharacter, SourceRange(start: position, end: position + 1))
        position += 1
      case UInt8(ascii: "/"):
        if peek(position + 1) == UInt8(ascii: "/") {
          skipLineComment()
        } else if peek(position + 1) == UInt8(ascii: "*") {
          let save = position
          let diagnosticCount = diagnostics.count
          guard skipBlockComment() else { continue }
          guard trailing else {
            sawNewline = true
            continue
          }
          // A comment spanning lines belongs to the next token's leading trivia.
          position = save
          diagnostics.removeSubrange(diagnosticCount...)
          return sawNewline
        } else {
          return sawNewline
        }
      case 0xC2 where peek(position + 1) == 0xA0:
        position += 2
      default:
        return sawNewline
      }
    }
    return sawNewline
  }

  /// A byte-order mark and a `#!` line at the start of the file are trivia.
  mutating func skipFileHeader() {
    if peek(0) == 0xEF, peek(1) == 0xBB, peek(2) == 0xBF { position = 3 }
    if peek(position) == UInt8(ascii: "#"), peek(position + 1) == UInt8(ascii: "!") {
      skipLineComment()
    }
  }

  /// Skips to (not past) the next line break.
  mutating func skipLineComment() {
    while position < bytes.count, bytes[position] != 10, bytes[position] != 13 {
      position += 1
    }
  }

  /// Skips a possibly nested block comment starting at `/*`; returns whether it held a line
  /// break. An unterminated comment runs to the end of the buffer and is reported.
  mutating func skipBlockComment() -> Bool {
    let start = position
    var depth = 0
    var sawNewline = false
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "/"), peek(position + 1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if byte == UInt8(ascii: "*"), peek(position + 1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
        if depth == 0 { return sawNewline }
      } else {
        if byte == 10 || byte == 13 { sawNewline = true }
        position += 1
      }
    }
    // Reported at the end of the last line, as swiftc does.
    var end = position
    if end > start + 2, bytes[end - 1] == 10 { end -= 1 }
    if end > start + 2, bytes[end - 1] == 13 { end -= 1 }
    report(
      .unterminatedBlockComment, SourceRange(at: end),
      note: Note(range: SourceRange(start: start, end: start + 2), message: "comment started here"))
    return sawNewline
  }
}
