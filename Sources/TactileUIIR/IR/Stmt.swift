/// A statement of the UIIR.
public indirect enum Stmt: Sendable {
  case expr(Expr)
  /// In a view builder: a view to add to the result.
  case view(Expr)
  /// `let`/`var pattern = value`.
  case bind(Pattern, Expr)
  /// `var x: T` with no value yet.
  case declare(Int)
  /// `if`; in a view builder each branch is a distinct identity (first, second, …).
  case ifStmt(conditions: [Condition], then: [Stmt], else: [Stmt]?)
  case guardStmt(conditions: [Condition], else: [Stmt])
  case whileStmt(conditions: [Condition], body: [Stmt], label: String?, at: Int)
  case repeatWhile(body: [Stmt], condition: Expr, label: String?, at: Int)
  case forIn(Pattern, sequence: Expr, filter: Expr?, body: [Stmt], label: String?, at: Int)
  /// `switch`; in a view builder each case is a distinct identity.
  case switchStmt(Expr, cases: [SwitchCase], label: String?, at: Int)
  case returnStmt(Expr?)
  case breakStmt(label: String?)
  case continueStmt(label: String?)
  case fallthroughStmt
  case throwStmt(Expr, at: Int)
  case deferStmt([Stmt])
  case doStmt(body: [Stmt], catches: [CatchClause])
}

/// One element of a condition list.
public enum Condition: Sendable {
  case bool(Expr)
  /// `let pattern = optional`.
  case unwrap(Pattern, Expr)
  /// `case pattern = value`.
  case match(Pattern, Expr)
  /// `#available`: true.
  case available
}

/// A `case` of a `switch` (or `default:` with no patterns).
public struct SwitchCase: Sendable {
  public var patterns: [Pattern]
  /// The `where` clause of each pattern (nil for none).
  public var filters: [Expr?]
  public var body: [Stmt]
  public init(patterns: [Pattern], filters: [Expr?], body: [Stmt]) {
    self.patterns = patterns
    self.filters = filters
    self.body = body
  }
}

/// A `catch` clause.
public struct CatchClause: Sendable {
  public var pattern: Pattern?
  /// The slot the implicit `error` goes to when there is no pattern.
  public var errorSlot: Int?
  public var body: [Stmt]
  public init(pattern: Pattern?, errorSlot: Int?, body: [Stmt]) {
    self.pattern = pattern
    self.errorSlot = errorSlot
    self.body = body
  }
}

/// What a pattern matches and binds.
public indirect enum Pattern: Sendable {
  case wildcard
  /// Binds the value to a frame slot.
  case bind(Int)
  case tuple([Pattern])
  /// A case of a user enum, with patterns for its associated values (nil: any).
  case enumCase(type: Int, index: Int, payload: [Pattern]?)
  /// A case of a builtin enum, by key, with patterns for its associated values (nil: any).
  case builtinCase(String, payload: [Pattern]?)
  /// `.some(pattern)` / `pattern?`.
  case some(Pattern)
  /// A value compared with `~=`: equality, or containment in a range.
  case value(Expr)
  /// `is T`, or `pattern as T`.
  case cast(Pattern?, TypeTest)
}
