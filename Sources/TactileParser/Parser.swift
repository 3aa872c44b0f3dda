import TactileDiagnostics
import TactileLexer

/// A recursive-descent parser for Swift that turns tokens into a `SyntaxTree`.
///
/// ## Shape
/// There is one `parseX` function for each production of the grammar, in files named after
/// syntactic areas: `Declarations.swift`, `Members.swift`, `Expressions.swift`,
/// `PostfixExpressions.swift`, `PrimaryExpressions.swift`, `Closures.swift`,
/// `Statements.swift`, `Conditions.swift`, `Types.swift`, `Patterns.swift`, `Attributes.swift`,
/// `Generics.swift`, `IfConfig.swift`; `OperatorPrecedence.swift` folds binary operators, and
/// `Recovery.swift` holds the skipping logic.
///
/// ## Consuming tokens
/// Functions that consume input are `mutating`; the ones that only look are not.
/// The vocabulary is small:
/// - `at(…)` tests the current token (a kind, a keyword, or a contextual keyword's text);
/// - `peek(n)` looks `n` tokens ahead without consuming;
/// - `consume()` takes the current token, whatever it is (never past end of file);
/// - `eat(…)` takes the current token if it matches and returns its `TokenID`, else `nil`;
/// - `expect(…, message)` is `eat` that reports `message` when the token is missing, at the end
///   of the previous token (where the missing text belongs), and returns `nil`.
/// A `parseX` function is called only where X must appear: it reports what is missing and
/// returns a `missing` node rather than nothing, so callers never check.
/// Where X is optional, the caller tests with `at…`/`canStart…` first (rust-analyzer's `opt_`
/// rule: the decision to parse belongs to the caller).
///
/// ## Never fail, never hang
/// The parser never throws and never stops early: it always returns a tree for the whole file.
/// Every loop over a list compares the token index before and after an iteration and, when it
/// did not move, stops or skips one token as `unexpected`, so parsing ends on any input.
/// Recursion is bounded: past `maximumNestingDepth` nested expressions, types, patterns or
/// statements, or once `maximumStackBytes` of stack are in use, whichever comes first, the
/// parser reports `tooDeeplyNested` once and skips the deeper tokens, so
/// 10,000 nested parentheses give a diagnostic, not a stack overflow.
///
/// ## Recovery
/// The tree records only *missing* syntax (optional `TokenID`s that are `nil`, and `missing`
/// nodes) and *unexpected* syntax (tokens wrapped in `unexpected` nodes); every error has been
/// reported where it was found, one diagnostic per position.
/// Skipping stops at a synchronisation point chosen by the caller: a closing bracket it is
/// waiting for, or a token that starts a statement or declaration on a new line (see
/// `Recovery.swift`).
public struct Parser {
  /// The tokens being parsed (a `>>` may be split into two `>` tokens for generics).
  var tokens: [Token]
  /// The source bytes.
  let bytes: [UInt8]
  /// The index of the current token.
  var index = 0
  /// The arenas being filled.
  var exprs: [Node<ExprKind>] = []
  var stmts: [Node<StmtKind>] = []
  var decls: [Node<DeclKind>] = []
  var types: [Node<TypeKind>] = []
  var patterns: [Node<PatternKind>] = []
  /// Diagnostics reported so far (the lexer's come first).
  var diagnostics: [Diagnostic]
  /// Byte offsets at which an error has been reported, to report one error per position.
  var reportedOffsets: Set<Int> = []
  /// The current nesting depth and its limit.
  var depth = 0
  let maximumNestingDepth: Int
  /// Whether `tooDeeplyNested` has been reported.
  var reportedDepth = false
  /// How many parenthesised or bracketed lists enclose the current position; a stray `)` or
  /// `]` inside a block then ends the block, so the list it belongs to can close.
  var openLists = 0
  /// How many matching patterns (`case …`, `catch …`) enclose the current position; `let x`
  /// and `is T` are expressions only there.
  var inMatchingPattern = 0

  /// The default nesting limit: deeper than any real code.
  public static let defaultMaximumNestingDepth = 256

  /// The default stack budget in bytes. Recursion also stops when the parser has used this
  /// much stack, whatever the depth, so that a small stack cannot overflow. Each nesting level
  /// costs about a kilobyte in WebAssembly; `scripts/build-wasm` links the module with a 1 MiB
  /// stack (`-z stack-size`), of which the parser may use three quarters.
  #if hasFeature(Embedded)
    public static let defaultMaximumStackBytes = 768 * 1024
  #else
    public static let defaultMaximumStackBytes = 256 * 1024
  #endif

  /// The address of a local variable in the outermost parse call, and the stack budget.
  let stackBase: UInt
  let maximumStackBytes: Int

  init(_ source: TokenizedSource, maximumNestingDepth: Int, maximumStackBytes: Int) {
    tokens = source.tokens
    bytes = source.bytes
    diagnostics = source.diagnostics
    self.maximumNestingDepth = maximumNestingDepth
    self.maximumStackBytes = maximumStackBytes
    stackBase = Parser.currentStackAddress()
    // Typical ratios of nodes to tokens in SwiftUI code, to avoid regrowing the arenas.
    exprs.reserveCapacity(tokens.count / 2 + 8)
    stmts.reserveCapacity(tokens.count / 8 + 8)
    decls.reserveCapacity(tokens.count / 16 + 4)
    types.reserveCapacity(tokens.count / 16 + 4)
    patterns.reserveCapacity(tokens.count / 32 + 4)
  }

  /// Lexes and parses a whole file.
  public static func parse(
    _ bytes: [UInt8], maximumNestingDepth: Int = defaultMaximumNestingDepth,
    maximumStackBytes: Int = defaultMaximumStackBytes
  ) -> SyntaxTree {
    parse(
      Lexer.tokenize(bytes), maximumNestingDepth: maximumNestingDepth, maximumStackBytes: maximumStackBytes)
  }

  /// Lexes and parses a string.
  public static func parse(
    _ source: String, maximumNestingDepth: Int = defaultMaximumNestingDepth,
    maximumStackBytes: Int = defaultMaximumStackBytes
  ) -> SyntaxTree {
    parse(Array(source.utf8), maximumNestingDepth: maximumNestingDepth, maximumStackBytes: maximumStackBytes)
  }

  /// Parses already lexed tokens.
  public static func parse(
    _ source: TokenizedSource, maximumNestingDepth: Int = defaultMaximumNestingDepth,
    maximumStackBytes: Int = defaultMaximumStackBytes
  ) -> SyntaxTree {
    var parser = Parser(
      source, maximumNestingDepth: maximumNestingDepth, maximumStackBytes: maximumStackBytes)
    let items = parser.parseSourceFile()
    var tree = SyntaxTree(
      source: TokenizedSource(bytes: source.bytes, tokens: parser.tokens, diagnostics: source.diagnostics))
    tree.exprs = parser.exprs
    tree.stmts = parser.stmts
    tree.decls = parser.decls
    tree.types = parser.types
    tree.patterns = parser.patterns
    tree.items = items
    tree.diagnostics = Parser.sorted(parser.diagnostics)
    return tree
  }

  /// Sorts diagnostics by position, keeping the order of equal positions (a stable sort).
  static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var indexed = Array(diagnostics.enumerated())
    indexed.sort { a, b in
      a.element.range.start != b.element.range.start
        ? a.element.range.start < b.element.range.start : a.offset < b.offset
    }
    return indexed.map { $0.element }
  }

  // MARK: Looking

  /// The current token.
  var current: Token { tokens[index] }

  /// The current token's kind.
  var kind: TokenKind { tokens[index].kind }

  /// The kind of the token `n` ahead (end of file past the end).
  func peek(_ n: Int = 1) -> TokenKind {
    let i = index + n
    return i < tokens.count ? tokens[i].kind : .endOfFile
  }

  /// The token `n` ahead.
  func peekToken(_ n: Int = 1) -> Token {
    tokens[min(index + n, tokens.count - 1)]
  }

  /// Whether the current token is of `kind`.
  func at(_ kind: TokenKind) -> Bool { tokens[index].kind == kind }

  /// Whether the current token is the keyword `keyword`.
  func at(_ keyword: Keyword) -> Bool { tokens[index].kind == .keyword(keyword) }

  /// Whether the current token is an identifier spelled `text` (a contextual keyword).
  func at(contextual text: StaticString) -> Bool {
    isContextual(tokens[index], text)
  }

  /// Whether `token` is an identifier spelled `text`.
  func isContextual(_ token: Token, _ text: StaticString) -> Bool {
    token.kind == .identifier && textIs(token, text)
  }

  /// Whether the text of `token` is `text`, whatever its kind.
  func textIs(_ token: Token, _ text: StaticString) -> Bool {
    guard token.textEnd - token.textStart == text.utf8CodeUnitCount else { return false }
    return text.withUTF8Buffer { expected in
      var i = 0
      while i < expected.count {
        if bytes[token.textStart + i] != expected[i] { return false }
        i += 1
      }
      return true
    }
  }

  /// Whether the current token is a binary operator spelled `text`.
  func atOperator(_ text: StaticString) -> Bool {
    switch kind {
    case .binaryOperator, .prefixOperator, .postfixOperator: textIs(current, text)
    default: false
    }
  }

  /// Whether the current token is any keyword.
  var atAnyKeyword: Bool {
    if case .keyword = kind { return true }
    return false
  }

  /// Whether the current token starts a new line.
  var atStartOfLine: Bool { tokens[index].isAtStartOfLine }

  // MARK: Consuming

  /// Takes the current token (the end-of-file token is never passed).
  mutating func consume() -> TokenID {
    let id = TokenID(index)
    if index < tokens.count - 1 { index += 1 }
    return id
  }

  /// Takes the current token if it is of `kind`.
  mutating func eat(_ kind: TokenKind) -> TokenID? {
    at(kind) ? consume() : nil
  }

  /// Takes the current token if it is `keyword`.
  mutating func eat(_ keyword: Keyword) -> TokenID? {
    at(keyword) ? consume() : nil
  }

  /// Takes the current token if it is the contextual keyword `text`.
  mutating func eat(contextual text: StaticString) -> TokenID? {
    at(contextual: text) ? consume() : nil
  }

  /// Takes a token of `kind`, or reports `message` where it is missing.
  mutating func expect(_ kind: TokenKind, _ message: DiagnosticMessage) -> TokenID? {
    if let id = eat(kind) { return id }
    reportMissing(message)
    return nil
  }

  /// Takes `keyword`, or reports `message` where it is missing.
  mutating func expect(_ keyword: Keyword, _ message: DiagnosticMessage) -> TokenID? {
    if let id = eat(keyword) { return id }
    reportMissing(message)
    return nil
  }

  // MARK: Reporting

  /// Where missing syntax is reported, as swiftc reports it: at the next token when it is on the
  /// same line, otherwise at the end of the previous token (where the missing text belongs).
  var missingOffset: Int {
    guard index > 0, atStartOfLine else { return tokens[index].textStart }
    return tokens[index - 1].textEnd
  }

  /// The end of the previous token: where a missing separator belongs.
  var previousEnd: Int {
    index > 0 ? tokens[index - 1].textEnd : tokens[index].textStart
  }

  /// Reports `message` at the position where something is missing.
  mutating func reportMissing(_ message: DiagnosticMessage, notes: [Note] = [], fixIts: [FixIt] = []) {
    report(message, SourceRange(at: missingOffset), notes: notes, fixIts: fixIts)
  }

  /// Reports `message` at `range`, unless an error was already reported at that position.
  mutating func report(
    _ message: DiagnosticMessage, _ range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    guard reportedOffsets.insert(range.start).inserted else { return }
    diagnostics.append(Diagnostic(message, range: range, notes: notes, fixIts: fixIts))
  }

  /// The range of a token's text.
  func range(_ id: TokenID) -> SourceRange { tokens[Int(id.index)].range }

  /// A note pointing at an opening bracket.
  func matchingNote(_ open: TokenID) -> Note {
    Note(range: range(open), message: "to match this opening '" + text(open) + "'")
  }

  /// The text of a token.
  func text(_ id: TokenID) -> String {
    let token = tokens[Int(id.index)]
    return String(decoding: bytes[token.textStart..<token.textEnd], as: UTF8.self)
  }

  // MARK: Building nodes

  /// The span from token `start` to the current token (exclusive).
  func span(from start: Int) -> TokenSpan { TokenSpan(first: start, end: index) }

  /// Appends a node to `arena` and returns its ID. The `makeX` functions below add a node
  /// covering the tokens from `start` to the current one to the arena of its category.
  private static func append<Kind, ID: ArenaID>(_ kind: Kind, _ span: TokenSpan, to arena: inout [Node<Kind>])
    -> ID
  {
    arena.append(Node(kind: kind, span: span))
    return ID(arena.count - 1)
  }

  mutating func makeExpr(_ kind: ExprKind, from start: Int) -> ExprID {
    Self.append(kind, span(from: start), to: &exprs)
  }
  mutating func makeStmt(_ kind: StmtKind, from start: Int) -> StmtID {
    Self.append(kind, span(from: start), to: &stmts)
  }
  mutating func makeDecl(_ kind: DeclKind, from start: Int) -> DeclID {
    Self.append(kind, span(from: start), to: &decls)
  }
  mutating func makeType(_ kind: TypeKind, from start: Int) -> TypeID {
    Self.append(kind, span(from: start), to: &types)
  }
  mutating func makePattern(_ kind: PatternKind, from start: Int) -> PatternID {
    Self.append(kind, span(from: start), to: &patterns)
  }

  /// The first token index of an existing expression.
  func start(of id: ExprID) -> Int { Int(exprs[Int(id.index)].span.first) }

  /// The first token index of an existing type.
  func start(of id: TypeID) -> Int { Int(types[Int(id.index)].span.first) }

  /// The first token index of an existing pattern.
  func start(of id: PatternID) -> Int { Int(patterns[Int(id.index)].span.first) }
}
