/// What a token is: the lexer's whole vocabulary.
///
/// Operators are classified the way swiftc classifies them, from the characters around them
/// (see `Lexer+Operators.swift`): `binaryOperator` when whitespace is on both sides or on
/// neither, `prefixOperator` when only the right side is bound, `postfixOperator` when only
/// the left side is.
/// `?`, `!`, `&`, `.`, `=` and `->` get their own kinds because the grammar treats them
/// specially.
/// String literals are several tokens: `stringOpen`, then `stringSegment`s and interpolations
/// (`interpolationOpen`, ordinary tokens, `interpolationClose`), then `stringClose`.
public enum TokenKind: Hashable, Sendable {
  /// The end of the buffer; always the last token, always present, zero-width.
  case endOfFile
  /// A name: `foo`, `é`, `` `class` ``, and contextual keywords such as `some`.
  case identifier
  /// `$0`, `$1`, or `$name` (a property wrapper's projected value).
  case dollarIdentifier
  /// A reserved word.
  case keyword(Keyword)
  /// `42`, `0x2A`, `0o52`, `0b101010`, `1_000`.
  case integerLiteral
  /// `1.5`, `1e-3`, `0x1p4`, `0x1.8p1`.
  case floatLiteral
  /// A string's opening delimiter: `"`, `"""`, `#"`, `##"""`, ….
  case stringOpen
  /// Literal text between a string's delimiters and interpolations (escapes not yet decoded).
  case stringSegment
  /// `\(` or, in a raw string, `\#(`: starts an interpolation.
  case interpolationOpen
  /// The `)` that ends an interpolation.
  case interpolationClose
  /// A string's closing delimiter: `"`, `"""`, `"#`, ….
  case stringClose
  /// An extended regex literal `#/…/#`.
  case regexLiteral
  /// `#if`.
  case poundIf
  /// `#elseif`.
  case poundElseif
  /// `#else`.
  case poundElse
  /// `#endif`.
  case poundEndif
  /// `#available`.
  case poundAvailable
  /// `#unavailable`.
  case poundUnavailable
  /// Any other `#name`: macros such as `#Preview`, `#selector`, `#file`.
  case poundIdentifier
  /// `(`.
  case leftParen
  /// `)`.
  case rightParen
  /// `{`.
  case leftBrace
  /// `}`.
  case rightBrace
  /// `[`.
  case leftSquare
  /// `]`.
  case rightSquare
  /// `,`.
  case comma
  /// `:`.
  case colon
  /// `;`.
  case semicolon
  /// `.` bound on the left, or on both or neither side: member access.
  case period
  /// `.` bound only on the right: an implicit member such as `.red` (also continues a postfix
  /// chain at the start of a line).
  case prefixPeriod
  /// `=`.
  case equal
  /// `->`.
  case arrow
  /// `@`.
  case atSign
  /// `\` outside a string: starts a key path.
  case backslash
  /// `&` bound only on the right: an inout argument.
  case prefixAmpersand
  /// `?` bound on the left: optional chaining or an optional type.
  case postfixQuestionMark
  /// `?` not bound on the left: the ternary operator.
  case infixQuestionMark
  /// `!` bound on the left: force unwrap or an implicitly unwrapped optional type.
  case exclamationMark
  /// An operator bound only on the right, such as `-` in `-x`.
  case prefixOperator
  /// An operator bound on both sides or on neither, such as `+` in `a + b`.
  case binaryOperator
  /// An operator bound only on the left, such as `...` in `a...`.
  case postfixOperator
  /// Bytes that start no token; the lexer has reported a diagnostic.
  case unknown

  /// Equality by representation: `TokenKind` is one byte (its only payload, `Keyword`, leaves
  /// room for every other case), so comparing that byte is exact and much cheaper than the
  /// derived case-by-case comparison, which the parser performs on every token it looks at.
  @inline(__always)
  public static func == (a: TokenKind, b: TokenKind) -> Bool {
    if MemoryLayout<TokenKind>.size == 1 {
      return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x[0] == y[0] } }
    }
    switch (a, b) {
    case (.keyword(let x), .keyword(let y)): return x == y
    case (.keyword, _), (_, .keyword): return false
    default: return a.dumpTag == b.dumpTag
    }
  }

  /// Hashing consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(dumpTag)
  }

  /// A human name for messages and dumps: `'('`, `identifier`, `keyword 'func'`, ….
  public var name: String {
    switch self {
    case .endOfFile: "end of file"
    case .identifier: "identifier"
    case .dollarIdentifier: "dollar identifier"
    case .keyword(let keyword): "keyword '" + keyword.text + "'"
    case .integerLiteral: "integer literal"
    case .floatLiteral: "floating-point literal"
    case .stringOpen: "string opening quote"
    case .stringSegment: "string segment"
    case .interpolationOpen: "'\\('"
    case .interpolationClose: "interpolation ')'"
    case .stringClose: "string closing quote"
    case .regexLiteral: "regex literal"
    case .poundIf: "'#if'"
    case .poundElseif: "'#elseif'"
    case .poundElse: "'#else'"
    case .poundEndif: "'#endif'"
    case .poundAvailable: "'#available'"
    case .poundUnavailable: "'#unavailable'"
    case .poundIdentifier: "pound identifier"
    case .leftParen: "'('"
    case .rightParen: "')'"
    case .leftBrace: "'{'"
    case .rightBrace: "'}'"
    case .leftSquare: "'['"
    case .rightSquare: "']'"
    case .comma: "','"
    case .colon: "':'"
    case .semicolon: "';'"
    case .period: "'.'"
    case .prefixPeriod: "prefix '.'"
    case .equal: "'='"
    case .arrow: "'->'"
    case .atSign: "'@'"
    case .backslash: "'\\'"
    case .prefixAmpersand: "prefix '&'"
    case .postfixQuestionMark: "postfix '?'"
    case .infixQuestionMark: "'?'"
    case .exclamationMark: "'!'"
    case .prefixOperator: "prefix operator"
    case .binaryOperator: "binary operator"
    case .postfixOperator: "postfix operator"
    case .unknown: "unknown token"
    }
  }

  /// A short stable tag for token dumps: `identifier`, `kw.func`, `l_paren`, ….
  public var dumpTag: String {
    switch self {
    case .endOfFile: "eof"
    case .identifier: "identifier"
    case .dollarIdentifier: "dollar_identifier"
    case .keyword(let keyword): "kw." + keyword.text
    case .integerLiteral: "integer"
    case .floatLiteral: "float"
    case .stringOpen: "string_open"
    case .stringSegment: "string_segment"
    case .interpolationOpen: "interpolation_open"
    case .interpolationClose: "interpolation_close"
    case .stringClose: "string_close"
    case .regexLiteral: "regex"
    case .poundIf: "pound_if"
    case .poundElseif: "pound_elseif"
    case .poundElse: "pound_else"
    case .poundEndif: "pound_endif"
    case .poundAvailable: "pound_available"
    case .poundUnavailable: "pound_unavailable"
    case .poundIdentifier: "pound_identifier"
    case .leftParen: "l_paren"
    case .rightParen: "r_paren"
    case .leftBrace: "l_brace"
    case .rightBrace: "r_brace"
    case .leftSquare: "l_square"
    case .rightSquare: "r_square"
    case .comma: "comma"
    case .colon: "colon"
    case .semicolon: "semicolon"
    case .period: "period"
    case .prefixPeriod: "prefix_period"
    case .equal: "equal"
    case .arrow: "arrow"
    case .atSign: "at_sign"
    case .backslash: "backslash"
    case .prefixAmpersand: "prefix_amp"
    case .postfixQuestionMark: "postfix_question"
    case .infixQuestionMark: "infix_question"
    case .exclamationMark: "exclaim"
    case .prefixOperator: "prefix_operator"
    case .binaryOperator: "binary_operator"
    case .postfixOperator: "postfix_operator"
    case .unknown: "unknown"
    }
  }
}
