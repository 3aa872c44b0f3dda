import TactileDiagnostics

/// The Swift lexer: a state machine that turns any byte buffer into tokens, losslessly.
///
/// ## Contract
/// `next()` never fails and never stops early: bytes that start no token become an `.unknown`
/// token plus a diagnostic, and lexing resumes right after them.
/// The last token is always `.endOfFile`, and concatenating every token's trivia and text gives
/// back the input byte for byte, whatever it contains (invalid UTF-8, NULs, unterminated
/// literals and comments).
/// Every iteration of every loop consumes at least one byte, so lexing is linear and ends.
///
/// ## States
/// Swift's string interpolation nests code inside strings inside code, so the lexer keeps a stack
/// of `State`s; the top one decides how the next bytes are read:
/// - `code`: ordinary Swift (the bottom of the stack, and the inside of an interpolation, with
///   the count of unbalanced `(` so the `)` that closes the interpolation is recognised);
/// - `stringBody`: the inside of a string literal, between its delimiters, producing segments.
///
/// Transitions: an opening delimiter pushes `stringBody`; `\(` in a string pushes `code` with a
/// paren count; the matching `)` pops it; a closing delimiter pops `stringBody`.
/// A single-line string that reaches a line break is unterminated: the lexer reports it and pops
/// every state belonging to that line's string literals, so one bad quote cannot swallow the
/// rest of the file.
public struct Lexer {
  /// A lexer mode (see the type's documentation).
  enum State {
    /// Ordinary code; `parenDepth` counts unbalanced `(` inside an interpolation, and
    /// `interpolation` says whether this state is an interpolation (and of which string).
    case code(interpolation: StringDelimiter?, parenDepth: Int)
    /// Inside a string literal; `openStart` is where its opening delimiter starts.
    case stringBody(StringDelimiter, openStart: Int)
  }

  /// The shape of a string literal's delimiters: how many `#` and whether it is multi-line.
  struct StringDelimiter {
    var pounds: Int
    var isMultiline: Bool
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var states: [State] = [.code(interpolation: nil, parenDepth: 0)]
  var diagnostics: [Diagnostic] = []
  var reachedEnd = false
  /// Offsets of content lines of the open multi-line strings; -1 marks where each literal's
  /// lines begin (see `checkMultilineClose`).
  var multilineLineStarts: [Int] = []

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // A `#!` line at the very start is trivia of the first token (see `lexLeadingTrivia`).
  }

  /// Lexes the whole buffer.
  public static func tokenize(_ bytes: [UInt8]) -> TokenizedSource {
    bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(bytes: buffer)
      var tokens: [Token] = []
      tokens.reserveCapacity(bytes.count / 4 + 1)
      while true {
        let token = lexer.next()
        tokens.append(token)
        if token.kind == .endOfFile { break }
      }
      return TokenizedSource(bytes: bytes, tokens: tokens, diagnostics: lexer.diagnostics)
    }
  }

  /// Lexes a string's UTF-8 bytes.
  public static func tokenize(_ source: String) -> TokenizedSource {
    tokenize(Array(source.utf8))
  }

  /// Returns the next token; after `.endOfFile` it keeps returning `.endOfFile`.
  mutating func next() -> Token {
    if case .stringBody(let delimiter, let openStart) = states[states.count - 1] {
      return lexStringBody(delimiter, openStart: openStart)
    }
    let start = position
    let newline = lexLeadingTrivia()
    let textStart = position
    if position >= bytes.count {
      reportUnterminatedStrings()
      return Token(
        kind: .endOfFile, start: start, textStart: textStart, textEnd: textStart, end: textStart,
        isAtStartOfLine: newline || textStart == 0)
    }
    let kind = lexCodeToken()
    let textEnd = position
    // After an opening quote or `)` of an interpolation, the string's body follows directly.
    if case .stringBody = states[states.count - 1] {
    } else {
      lexTrailingTrivia()
    }
    return Token(
      kind: kind, start: start, textStart: textStart, textEnd: textEnd, end: position,
      isAtStartOfLine: newline || start == 0)
  }

  /// Lexes one token of code starting at `position` (not at the end), advancing past it.
  mutating func lexCodeToken() -> TokenKind {
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "("):
      position += 1
      adjustParenDepth(by: 1)
      return .leftParen
    case UInt8(ascii: ")"):
      position += 1
      if case .code(let interpolation?, let depth) = states[states.count - 1], depth == 0 {
        states.removeLast()
        _ = interpolation
        return .interpolationClose
      }
      adjustParenDepth(by: -1)
      return .rightParen
    case UInt8(ascii: "{"): position += 1; return .leftBrace
    case UInt8(ascii: "}"): position += 1; return .rightBrace
    case UInt8(ascii: "["): position += 1; return .leftSquare
    case UInt8(ascii: "]"): position += 1; return .rightSquare
    case UInt8(ascii: ","): position += 1; return .comma
    case UInt8(ascii: ";"): position += 1; return .semicolon
    case UInt8(ascii: ":"): position += 1; return .colon
    case UInt8(ascii: "@"): position += 1; return .atSign
    case UInt8(ascii: "\\"): position += 1; return .backslash
    case UInt8(ascii: "\""): return lexStringOpen(pounds: 0)
    case UInt8(ascii: "#"): return lexPound()
    case UInt8(ascii: "`"): return lexBacktickIdentifier()
    case UInt8(ascii: "$"): return lexDollar()
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return lexNumber()
    default:
      if Lexer.isIdentifierStartASCII(byte) { return lexIdentifierOrKeyword() }
      if Lexer.isOperatorStartASCII(byte) { return lexOperator() }
      return lexNonASCIIOrInvalid()
    }
  }

  /// Records `message` at `range`.
  mutating func report(_ message: DiagnosticMessage, _ range: SourceRange) {
    diagnostics.append(Diagnostic(message, range: range))
  }

  /// Records `message` at `range`, with a note.
  mutating func report(_ message: DiagnosticMessage, _ range: SourceRange, note: Note) {
    diagnostics.append(Diagnostic(message, range: range, notes: [note]))
  }

  mutating func adjustParenDepth(by delta: Int) {
    if case .code(let interpolation, let depth) = states[states.count - 1] {
      states[states.count - 1] = .code(interpolation: interpolation, parenDepth: max(0, depth + delta))
    }
  }

  /// At the end of the buffer: reports each string literal still open (inside interpolations).
  mutating func reportUnterminatedStrings() {
    guard !reachedEnd else { return }
    reachedEnd = true
    for state in states {
      if case .stringBody(_, let openStart) = state {
        report(.unterminatedString, SourceRange(start: openStart, end: openStart + 1))
      }
    }
    states = [.code(interpolation: nil, parenDepth: 0)]
  }

  /// The byte at `index`, or 0 past the end (callers that care about NUL check the bound).
  @inline(__always)
  func peek(_ index: Int) -> UInt8 {
    index < bytes.count ? bytes[index] : 0
  }
}

/// The result of lexing a buffer: the bytes, every token, and the lexer's diagnostics.
public struct TokenizedSource: Sendable {
  /// The source bytes the offsets refer to.
  public var bytes: [UInt8]
  /// The tokens, ending with `.endOfFile`.
  public var tokens: [Token]
  /// Problems found while lexing, in source order.
  public var diagnostics: [Diagnostic]

  /// Creates a lexed source.
  public init(bytes: [UInt8], tokens: [Token], diagnostics: [Diagnostic]) {
    self.bytes = bytes
    self.tokens = tokens
    self.diagnostics = diagnostics
  }

  /// The text of `token` (without trivia) as a string; invalid UTF-8 becomes U+FFFD.
  public func text(of token: Token) -> String {
    String(decoding: bytes[token.textStart..<token.textEnd], as: UTF8.self)
  }

  /// Whether the text of `token` equals `string`, compared byte by byte.
  public func text(of token: Token, equals string: StaticString) -> Bool {
    let length = token.textEnd - token.textStart
    guard length == string.utf8CodeUnitCount else { return false }
    return string.withUTF8Buffer { expected in
      var i = 0
      while i < length {
        if bytes[token.textStart + i] != expected[i] { return false }
        i += 1
      }
      return true
    }
  }
}
