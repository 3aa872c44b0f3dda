import TactileDiagnostics

/// String literals: `"…"`, multi-line `"""…"""`, raw `#"…"#` with any number of `#`,
/// escapes (`\0 \\ \t \n \r \" \' \u{…}`, and in multi-line strings `\` before a line break),
/// and interpolations `\(…)` (`\#(…)` in raw strings) holding any code, strings included.
///
/// The lexer checks escapes and delimiters and reports what is wrong; it does not decode
/// values (semantic analysis does, from the segments' bytes).
/// In a multi-line string, every non-blank content line must start with the closing
/// delimiter's indentation.
extension Lexer {
  /// Lexes an opening delimiter whose `"` is at `position`, preceded by `pounds` `#` bytes.
  mutating func lexStringOpen(pounds: Int) -> TokenKind {
    let openStart = position - pounds
    let isMultiline =
      peek(position + 1) == UInt8(ascii: "\"") && peek(position + 2) == UInt8(ascii: "\"")
      && position + 2 < bytes.count
    position += isMultiline ? 3 : 1
    let delimiter = StringDelimiter(pounds: pounds, isMultiline: isMultiline)
    if isMultiline {
      // Only whitespace may follow the opening `"""` on its line.
      var probe = position
      while probe < bytes.count, bytes[probe] == 32 || bytes[probe] == 9 { probe += 1 }
      if probe < bytes.count, bytes[probe] != 10, bytes[probe] != 13 {
        report(.multilineStringContentOnOpeningLine, SourceRange(at: probe))
      }
      multilineLineStarts.append(-1)  // marks the start of this literal's lines
    }
    states.append(.stringBody(delimiter, openStart: openStart))
    return .stringOpen
  }

  /// Lexes the next piece of a string body: a segment, an interpolation start or the close.
  mutating func lexStringBody(_ delimiter: StringDelimiter, openStart: Int) -> Token {
    let start = position
    if let kind = lexStringDelimiterOrInterpolation(delimiter) {
      return Token(
        kind: kind, start: start, textStart: start, textEnd: position,
        end: kind == .stringClose ? trailingAfterClose() : position, isAtStartOfLine: false)
    }
    if isStringEnd(delimiter) {
      abandonUnterminatedString()
      return next()
    }
    // A segment: everything up to the close, an interpolation, or (single-line) a line break.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") && atClosingDelimiter(delimiter) { break }
      if byte == 10 || byte == 13 {
        if !delimiter.isMultiline { break }
        position += 1
        if byte == 13, peek(position) == 10 { position += 1 }
        multilineLineStarts.append(position)
        continue
      }
      if byte == UInt8(ascii: "\\"), atEscape(delimiter) {
        if peek(position + 1 + delimiter.pounds) == UInt8(ascii: "(") { break }
        lexEscape(delimiter)
        continue
      }
      position += 1
    }
    return Token(
      kind: .stringSegment, start: start, textStart: start, textEnd: position, end: position,
      isAtStartOfLine: false)
  }

  /// The close or an interpolation start at `position`, if either is there (consuming it).
  mutating func lexStringDelimiterOrInterpolation(_ delimiter: StringDelimiter) -> TokenKind? {
    guard position < bytes.count else { return nil }
    if bytes[position] == UInt8(ascii: "\""), atClosingDelimiter(delimiter) {
      if delimiter.isMultiline { checkMultilineClose(delimiter) }
      position += (delimiter.isMultiline ? 3 : 1) + delimiter.pounds
      states.removeLast()
      return .stringClose
    }
    if bytes[position] == UInt8(ascii: "\\"), atEscape(delimiter),
      peek(position + 1 + delimiter.pounds) == UInt8(ascii: "(")
    {
      position += 2 + delimiter.pounds
      states.append(.code(interpolation: delimiter, parenDepth: 0))
      return .interpolationOpen
    }
    return nil
  }

  /// Whether the string cannot continue at `position` (end of file, or a single-line string at
  /// a line break).
  func isStringEnd(_ delimiter: StringDelimiter) -> Bool {
    guard position < bytes.count else { return true }
    let byte = bytes[position]
    return !delimiter.isMultiline && (byte == 10 || byte == 13)
  }

  /// Whether `"` at `position` closes a string with `delimiter`.
  func atClosingDelimiter(_ delimiter: StringDelimiter) -> Bool {
    var index = position + 1
    if delimiter.isMultiline {
      guard peek(index) == UInt8(ascii: "\""), peek(index + 1) == UInt8(ascii: "\"") else {
        return false
      }
      index += 2
    }
    for _ in 0..<delimiter.pounds {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return false }
      index += 1
    }
    return true
  }

  /// Whether the `\` at `position` starts an escape (in a raw string it needs its `#`s).
  func atEscape(_ delimiter: StringDelimiter) -> Bool {
    for i in 0..<delimiter.pounds where peek(position + 1 + i) != UInt8(ascii: "#") {
      return false
    }
    return position + delimiter.pounds < bytes.count
  }

  /// Lexes and checks the escape whose `\` is at `position`.
  mutating func lexEscape(_ delimiter: StringDelimiter) {
    let start = position
    position += 1 + delimiter.pounds
    let byte = peek(position)
    guard position < bytes.count else {
      report(.invalidEscape, SourceRange(start: start, end: position))
      return
    }
    switch byte {
    case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"),
      UInt8(ascii: "r"), UInt8(ascii: "\""), UInt8(ascii: "'"):
      position += 1
    case UInt8(ascii: "u"):
      position += 1
      lexUnicodeEscape(start)
    case 32, 9, 10, 13:
      guard delimiter.isMultiline else {
        report(.invalidEscape, SourceRange(start: start, end: position))
        return
      }
      // A line continuation: `\`, optional spaces, then the line break.
      var probe = position
      while probe < bytes.count, bytes[probe] == 32 || bytes[probe] == 9 { probe += 1 }
      if probe >= bytes.count || bytes[probe] == 10 || bytes[probe] == 13 {
        position = probe
      } else {
        report(.invalidEscape, SourceRange(start: start, end: position))
      }
    default:
      // swiftc points at the character after the backslash.
      report(.invalidEscape, SourceRange(start: position, end: position + 1))
    }
  }

  /// Lexes `{hex}` after `\u`, checking the digit count and the value.
  mutating func lexUnicodeEscape(_ escapeStart: Int) {
    guard peek(position) == UInt8(ascii: "{"), position < bytes.count else {
      report(.expectedBraceAfterUnicodeEscape, SourceRange(at: position))
      return
    }
    position += 1
    let digitsStart = position
    var value: UInt32 = 0
    while position < bytes.count, Lexer.isHexDigit(bytes[position]) {
      if position - digitsStart < 9 {
        value = value &* 16 &+ UInt32(hexValue(bytes[position]))
      }
      position += 1
    }
    let count = position - digitsStart
    guard peek(position) == UInt8(ascii: "}"), position < bytes.count else {
      report(.expectedBraceAfterUnicodeEscape, SourceRange(at: position))
      return
    }
    position += 1
    if count < 1 || count > 8 {
      report(.escapeUnicodeDigitCount, SourceRange(start: escapeStart, end: position))
    } else if Unicode.Scalar(value) == nil {
      report(.invalidUnicodeScalar, SourceRange(start: escapeStart, end: position))
    }
  }

  func hexValue(_ byte: UInt8) -> UInt8 {
    switch byte {
    case 48...57: byte - 48
    case 97...102: byte - 87
    default: byte - 55
    }
  }

  /// Checks a multi-line string's closing line and the indentation of its content lines.
  mutating func checkMultilineClose(_ delimiter: StringDelimiter) {
    // The closing delimiter must be preceded on its line by whitespace only.
    var lineStart = position
    while lineStart > 0, bytes[lineStart - 1] != 10, bytes[lineStart - 1] != 13 { lineStart -= 1 }
    var probe = lineStart
    while probe < position, bytes[probe] == 32 || bytes[probe] == 9 { probe += 1 }
    let marker = multilineLineStarts.lastIndex(of: -1) ?? multilineLineStarts.count
    defer { multilineLineStarts.removeSubrange(min(marker, multilineLineStarts.count)...) }
    guard probe == position else {
      report(.multilineStringClosingNotOnNewLine, SourceRange(at: position))
      return
    }
    let indentation = bytes[lineStart..<position]
    var index = marker + 1
    while index < multilineLineStarts.count {
      let start = multilineLineStarts[index]
      index += 1
      if start == lineStart { continue }
      var offset = 0
      var blank = true
      var end = start
      while end < bytes.count, bytes[end] != 10, bytes[end] != 13 {
        if bytes[end] != 32, bytes[end] != 9 { blank = false }
        end += 1
      }
      if blank { continue }
      while offset < indentation.count, start + offset < end,
        bytes[start + offset] == indentation[indentation.startIndex + offset]
      {
        offset += 1
      }
      if offset < indentation.count {
        report(.multilineStringInsufficientIndentation, SourceRange(at: start + offset))
      }
    }
  }

  /// Trailing trivia after a closing delimiter, when the code around it resumes.
  mutating func trailingAfterClose() -> Int {
    if case .stringBody = states[states.count - 1] { return position }
    lexTrailingTrivia()
    return position
  }

  /// Reports the unterminated string at the top of the stack and leaves it.
  ///
  /// At the end of the file every open string is unterminated. At a line break, the single-line
  /// string is left together with every enclosing single-line string whose interpolation it
  /// sits in, so lexing resumes as code on the next line.
  mutating func abandonUnterminatedString() {
    if position >= bytes.count {
      reportUnterminatedStrings()
      return
    }
    while states.count > 1 {
      switch states[states.count - 1] {
      case .stringBody(let delimiter, let openStart):
        if delimiter.isMultiline { return }
        report(.unterminatedString, SourceRange(start: openStart, end: openStart + 1))
        states.removeLast()
      case .code(let interpolation?, _):
        if interpolation.isMultiline { return }
        states.removeLast()
      case .code(nil, _):
        return
      }
    }
  }
}
