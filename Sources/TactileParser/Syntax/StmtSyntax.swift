/// The statements of Swift; code blocks are lists of these.
///
/// A declaration or an expression in statement position is wrapped (`decl`, `expr`), so a
/// body is one homogeneous `[StmtID]`; `switchCase` statements appear only as the items of a
/// `switch` body (directly or inside `#if`).
public indirect enum StmtKind: Sendable {
  /// An expression statement.
  case expr(ExprID)
  /// A declaration in a code block or at top level.
  case decl(DeclID)
  /// `if conditions { } else …`.
  case ifStmt(IfStmt)
  /// `guard conditions else { }`.
  case guardStmt(guardKeyword: TokenID, conditions: [Condition], elseKeyword: TokenID?, body: Block)
  /// `while conditions { }`.
  case whileStmt(whileKeyword: TokenID, conditions: [Condition], body: Block)
  /// `repeat { } while condition`.
  case repeatStmt(repeatKeyword: TokenID, body: Block, whileKeyword: TokenID?, condition: ExprID)
  /// `for try await case pattern: Type in sequence where filter { }`.
  case forStmt(ForStmt)
  /// `switch subject { cases }`.
  case switchStmt(switchKeyword: TokenID, subject: ExprID, open: TokenID?, cases: [StmtID], close: TokenID?)
  /// `case patterns:` or `default:` and the statements under it.
  case switchCase(SwitchCase)
  /// `do { } catch pattern where filter { }`.
  case doStmt(doKeyword: TokenID, body: Block, catches: [CatchClause])
  /// `return value`.
  case returnStmt(returnKeyword: TokenID, value: ExprID?)
  /// `throw error`.
  case throwStmt(throwKeyword: TokenID, value: ExprID)
  /// `break label`.
  case breakStmt(breakKeyword: TokenID, label: TokenID?)
  /// `continue label`.
  case continueStmt(continueKeyword: TokenID, label: TokenID?)
  /// `fallthrough`.
  case fallthroughStmt(TokenID)
  /// `defer { }`.
  case deferStmt(deferKeyword: TokenID, body: Block)
  /// `label: statement`.
  case labeled(label: TokenID, colon: TokenID, statement: StmtID)
  /// `#if` with every clause's statements kept.
  case ifConfig(IfConfig<StmtID>)
  /// A `;` between statements on one line.
  case semicolon(TokenID)
  /// Tokens skipped during recovery.
  case unexpected(TokenSpan)
}

/// `{ statements }`.
public struct Block: Sendable {
  /// `{` (nil if missing).
  public var open: TokenID?
  /// The statements.
  public var items: [StmtID]
  /// `}` (nil if missing).
  public var close: TokenID?
}

/// An `if` statement or expression.
public struct IfStmt: Sendable {
  /// What follows `else`.
  public enum ElseBranch: Sendable {
    /// `else { }`.
    case block(Block)
    /// `else if …` (an `ifStmt` node).
    case ifStmt(StmtID)
  }
  /// `if`.
  public var ifKeyword: TokenID
  /// The conditions.
  public var conditions: [Condition]
  /// The body.
  public var body: Block
  /// `else`.
  public var elseKeyword: TokenID?
  /// The else branch.
  public var elseBranch: ElseBranch?
}

/// One element of a condition list, with its separating comma.
public struct Condition: Sendable {
  /// The forms a condition takes.
  public enum Kind: Sendable {
    /// A Boolean expression.
    case expr(ExprID)
    /// `let x = value`, `var x: T = value`, or the shorthand `let x`.
    case optionalBinding(
      keyword: TokenID, pattern: PatternID, type: TypeAnnotation?, equal: TokenID?, value: ExprID?)
    /// `case pattern = value`.
    case matching(
      caseKeyword: TokenID, pattern: PatternID, type: TypeAnnotation?, equal: TokenID?, value: ExprID)
    /// `#available(iOS 17, *)` or `#unavailable(…)`: the arguments are kept as tokens.
    case availability(keyword: TokenID, open: TokenID?, arguments: TokenSpan, close: TokenID?)
  }
  /// The condition.
  public var kind: Kind
  /// The comma after it.
  public var comma: TokenID?
}

/// `: Type`.
public struct TypeAnnotation: Sendable {
  /// The colon.
  public var colon: TokenID
  /// The type.
  public var type: TypeID
}

/// A `for-in` loop.
public struct ForStmt: Sendable {
  /// `for`.
  public var forKeyword: TokenID
  /// `try`.
  public var tryKeyword: TokenID?
  /// `await`.
  public var awaitKeyword: TokenID?
  /// `case`.
  public var caseKeyword: TokenID?
  /// The loop variable pattern.
  public var pattern: PatternID
  /// `: Type`.
  public var type: TypeAnnotation?
  /// `in`.
  public var inKeyword: TokenID?
  /// The sequence.
  public var sequence: ExprID
  /// `where` and its filter.
  public var whereClause: (keyword: TokenID, condition: ExprID)?
  /// The body.
  public var body: Block
}

/// A `case …:` or `default:` label with its statements.
public struct SwitchCase: Sendable {
  /// One pattern of a case label.
  public struct Item: Sendable {
    /// The pattern.
    public var pattern: PatternID
    /// `where` and its guard.
    public var whereClause: (keyword: TokenID, condition: ExprID)?
    /// The comma after it.
    public var comma: TokenID?
  }
  /// Attributes such as `@unknown`.
  public var attributes: [Attribute]
  /// `case` or `default`.
  public var keyword: TokenID
  /// The patterns (empty for `default`).
  public var items: [Item]
  /// `:`.
  public var colon: TokenID?
  /// The statements.
  public var body: [StmtID]
}

/// `catch pattern where filter { }`.
public struct CatchClause: Sendable {
  /// `catch`.
  public var catchKeyword: TokenID
  /// The patterns (empty for a bare `catch`).
  public var items: [SwitchCase.Item]
  /// The body.
  public var body: Block
}

/// `#if cond … #elseif cond … #else … #endif` holding items of any context (statements,
/// members, switch cases, postfix expressions). Every clause is kept, active or not.
public struct IfConfig<Item: Sendable>: Sendable {
  /// One clause.
  public struct Clause: Sendable {
    /// `#if`, `#elseif` or `#else`.
    public var keyword: TokenID
    /// The condition (nil for `#else`).
    public var condition: ExprID?
    /// The items in the clause.
    public var items: [Item]
  }
  /// The clauses in order.
  public var clauses: [Clause]
  /// `#endif`.
  public var endKeyword: TokenID?
}
