import TactileDiagnostics
import TactileLexer

/// The parsed form of one source file: tokens, node arenas, top-level items and diagnostics.
///
/// Nodes live in one arena per category and refer to each other by typed index (`ExprID`,
/// `StmtID`, …), which keeps the tree a plain value with no reference cycles (friendly to
/// Embedded Swift and cheap to copy-on-write).
/// Every node knows the tokens it covers (`span`); every token of the file belongs to the tree
/// (recovery wraps skipped tokens in `unexpected` nodes), so a tool can map any byte back to a
/// node, and `tokens` with their trivia reproduce the source exactly.
public struct SyntaxTree: Sendable {
  /// The lexed source: bytes, tokens (ending with end-of-file) and lexer diagnostics.
  public var source: TokenizedSource
  /// The expression arena.
  public var exprs: [Node<ExprKind>] = []
  /// The statement arena.
  public var stmts: [Node<StmtKind>] = []
  /// The declaration arena.
  public var decls: [Node<DeclKind>] = []
  /// The type arena.
  public var types: [Node<TypeKind>] = []
  /// The pattern arena.
  public var patterns: [Node<PatternKind>] = []
  /// The file's top-level items, in order.
  public var items: [StmtID] = []
  /// The lexer's and the parser's diagnostics, sorted by position.
  public var diagnostics: [Diagnostic] = []

  /// The tokens of the file.
  public var tokens: [Token] { source.tokens }

  /// The expression with identifier `id`.
  public subscript(id: ExprID) -> Node<ExprKind> { exprs[Int(id.index)] }
  /// The statement with identifier `id`.
  public subscript(id: StmtID) -> Node<StmtKind> { stmts[Int(id.index)] }
  /// The declaration with identifier `id`.
  public subscript(id: DeclID) -> Node<DeclKind> { decls[Int(id.index)] }
  /// The type with identifier `id`.
  public subscript(id: TypeID) -> Node<TypeKind> { types[Int(id.index)] }
  /// The pattern with identifier `id`.
  public subscript(id: PatternID) -> Node<PatternKind> { patterns[Int(id.index)] }
  /// The token with identifier `id`.
  public subscript(id: TokenID) -> Token { source.tokens[Int(id.index)] }

  /// The text of a token, without trivia; for an identifier written in backticks
  /// (`` `default` ``), the name alone, as Swift reads it.
  public func text(_ id: TokenID) -> String {
    let token = self[id]
    if token.kind == .identifier, token.textEnd - token.textStart > 2,
      source.bytes[token.textStart] == UInt8(ascii: "`")
    {
      return String(decoding: source.bytes[token.textStart + 1..<token.textEnd - 1], as: UTF8.self)
    }
    return source.text(of: token)
  }

  /// Whether the text of a token equals `string`.
  public func text(_ id: TokenID, is string: StaticString) -> Bool {
    source.text(of: self[id], equals: string)
  }

  /// The source range of a span, without the leading trivia of its first token and the trailing
  /// trivia of its last; an empty span gives an empty range where its first token starts.
  public func range(of span: TokenSpan) -> SourceRange {
    let tokens = source.tokens
    let first = Int(span.first)
    guard first < tokens.count else { return SourceRange(at: source.bytes.count) }
    if span.isEmpty { return SourceRange(at: tokens[first].textStart) }
    let last = min(Int(span.end) - 1, tokens.count - 1)
    return SourceRange(start: tokens[first].textStart, end: tokens[last].textEnd)
  }

  /// Whether the file has any error (from the lexer or the parser).
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
