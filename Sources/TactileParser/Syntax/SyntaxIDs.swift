/// A reference to one token of the tree's token array.
///
/// Node payloads refer to their key tokens (names, keywords, brackets) by `TokenID`; a token
/// that the grammar requires but the source lacks is an optional that is `nil` (a *missing*
/// token), and the parser has reported it.
public struct TokenID: Hashable, Sendable {
  /// The index into `SyntaxTree.tokens`.
  public var index: Int32
  /// Creates a reference to the token at `index`.
  public init(_ index: Int) { self.index = Int32(index) }
}

/// A half-open run of tokens `first..<end`; empty (`first == end`) for a node that is missing,
/// in which case `first` is the token before which it is missing.
public struct TokenSpan: Hashable, Sendable {
  /// The first token's index.
  public var first: Int32
  /// One past the last token's index.
  public var end: Int32
  /// Creates a span.
  public init(first: Int, end: Int) {
    self.first = Int32(first)
    self.end = Int32(max(first, end))
  }
  /// Whether the span holds no token.
  public var isEmpty: Bool { first == end }
}

/// An expression node: an index into `SyntaxTree.exprs`.
public struct ExprID: Hashable, Sendable {
  /// The index into the arena.
  public var index: Int32
  init(_ index: Int) { self.index = Int32(index) }
  /// The node at position `rawIndex` of its arena (for tools that scan an arena).
  public init(rawIndex: Int) { self.index = Int32(rawIndex) }
}

/// A statement node (which may wrap a declaration or an expression): an index into
/// `SyntaxTree.stmts`.
public struct StmtID: Hashable, Sendable {
  /// The index into the arena.
  public var index: Int32
  init(_ index: Int) { self.index = Int32(index) }
  /// The node at position `rawIndex` of its arena (for tools that scan an arena).
  public init(rawIndex: Int) { self.index = Int32(rawIndex) }
}

/// A declaration node: an index into `SyntaxTree.decls`.
public struct DeclID: Hashable, Sendable {
  /// The index into the arena.
  public var index: Int32
  init(_ index: Int) { self.index = Int32(index) }
  /// The node at position `rawIndex` of its arena (for tools that scan an arena).
  public init(rawIndex: Int) { self.index = Int32(rawIndex) }
}

/// A type node: an index into `SyntaxTree.types`.
public struct TypeID: Hashable, Sendable {
  /// The index into the arena.
  public var index: Int32
  init(_ index: Int) { self.index = Int32(index) }
  /// The node at position `rawIndex` of its arena (for tools that scan an arena).
  public init(rawIndex: Int) { self.index = Int32(rawIndex) }
}

/// A pattern node: an index into `SyntaxTree.patterns`.
public struct PatternID: Hashable, Sendable {
  /// The index into the arena.
  public var index: Int32
  init(_ index: Int) { self.index = Int32(index) }
  /// The node at position `rawIndex` of its arena (for tools that scan an arena).
  public init(rawIndex: Int) { self.index = Int32(rawIndex) }
}

/// The ID types of the five arenas, made from a node's position in its arena.
protocol ArenaID {
  init(_ index: Int)
}

extension ExprID: ArenaID {}
extension StmtID: ArenaID {}
extension DeclID: ArenaID {}
extension TypeID: ArenaID {}
extension PatternID: ArenaID {}

/// A node in an arena: its kind with payload, and the tokens it covers.
public struct Node<Kind: Sendable>: Sendable {
  /// What the node is, with references to its children and key tokens.
  public var kind: Kind
  /// The tokens the node covers, trivia of the first and last excluded from its range.
  public var span: TokenSpan
}
