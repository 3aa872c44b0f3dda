import TactileDiagnostics
import TactileLexer

/// Recovery: skipping unexpected tokens to a synchronisation point, guarding loops against
/// making no progress, and bounding the nesting depth.
///
/// Skipping is always *balanced*: a bracket that opens inside the skipped region is skipped up
/// to its partner, so recovery never stops at a `}` that belongs to the junk it is discarding.
/// Skipping is iterative, never recursive, so it is also how the parser leaves input that is
/// nested too deeply to parse.
extension Parser {
  /// Whether the current token can start a declaration.
  var atDeclarationStart: Bool {
    switch kind {
    case .keyword(let keyword):
      switch keyword {
      case .let, .var, .func, .struct, .class, .enum, .protocol, .extension, .import, .typealias,
        .associatedtype, .`init`, .deinit, .subscript, .operator, .precedencegroup, .static, .private,
        .public, .internal, .fileprivate, .case:
        return true
      default:
        return false
      }
    case .atSign, .poundIf:
      return true
    case .identifier:
      return atDeclarationModifier && canBeFollowedByDeclaration(peekToken())
        || at(contextual: "actor") && peek() == .identifier
    default:
      return false
    }
  }

  /// Whether `token` (after a contextual modifier) continues a declaration.
  func canBeFollowedByDeclaration(_ token: Token) -> Bool {
    switch token.kind {
    case .keyword(let keyword):
      switch keyword {
      case .let, .var, .func, .struct, .class, .enum, .protocol, .extension, .typealias, .`init`,
        .subscript, .static, .private, .public, .internal, .fileprivate, .operator, .deinit, .case:
        return true
      default:
        return false
      }
    case .identifier:
      return isModifierToken(token) || isContextual(token, "actor")
    case .atSign:
      return true
    default:
      return false
    }
  }

  /// Whether the current token can start a statement that is not an expression.
  var atStatementKeyword: Bool {
    switch kind {
    case .keyword(let keyword):
      switch keyword {
      case .if, .guard, .for, .while, .repeat, .switch, .return, .throw, .break, .continue,
        .defer, .do, .fallthrough:
        return true
      default:
        return false
      }
    default:
      return false
    }
  }

  /// Whether the current token is a good place to resume after an error in a code block.
  var atStatementSynchronisationPoint: Bool {
    switch kind {
    case .endOfFile, .rightBrace, .semicolon, .poundElse, .poundElseif, .poundEndif: return true
    default: break
    }
    return atStartOfLine && (atDeclarationStart || atStatementKeyword)
  }

  /// Consumes the current token and, if it opens a bracket, everything up to its partner.
  /// Returns without consuming the end of file.
  mutating func skipBalancedToken() {
    var nesting = 0
    repeat {
      switch kind {
      case .endOfFile: return
      case .leftParen, .leftSquare, .leftBrace, .interpolationOpen: nesting += 1
      case .rightParen, .rightSquare, .rightBrace, .interpolationClose: nesting -= 1
      default: break
      }
      _ = consume()
    } while nesting > 0
  }

  /// Skips tokens (balanced) until `stop` holds or a closing bracket of an enclosing construct
  /// comes; returns the skipped span (possibly empty).
  mutating func skip(until stop: (Parser) -> Bool) -> TokenSpan {
    let start = index
    while !at(.endOfFile), !stop(self) {
      switch kind {
      case .rightParen, .rightSquare, .rightBrace, .interpolationClose:
        return span(from: start)
      default:
        skipBalancedToken()
      }
    }
    return span(from: start)
  }

  /// Wraps the tokens from `start` to the current one in an `unexpected` expression.
  mutating func unexpectedExpr(from start: Int) -> ExprID {
    makeExpr(.unexpected(span(from: start)), from: start)
  }

  // MARK: Nesting depth

  /// Enters one level of nesting; returns false (after reporting once) when the limit is reached,
  /// in which case the caller must not recurse and should call `skipTooDeep`.
  mutating func enterNesting() -> Bool {
    depth += 1
    let here = Parser.currentStackAddress()
    let used = here > stackBase ? here - stackBase : stackBase - here
    if depth <= maximumNestingDepth, used <= UInt(maximumStackBytes) { return true }
    if !reportedDepth {
      reportedDepth = true
      let token = current
      diagnostics.append(
        Diagnostic(.tooDeeplyNested, range: SourceRange(start: token.textStart, end: token.textEnd)))
    }
    return false
  }

  /// The address of a local variable: how deep the stack is, compared with `stackBase`.
  @inline(never)
  static func currentStackAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// Leaves one level of nesting.
  mutating func leaveNesting() { depth -= 1 }

  /// Enters one level of nesting and returns `nil`; or, when the limit is reached, skips what is
  /// nested too deeply (`skipTooDeep`) and returns what it skipped, at the level it was called
  /// at. A `parseX` function starts `if let skipped = skipIfTooDeep() { return … }` and then
  /// `defer { leaveNesting() }`.
  mutating func skipIfTooDeep() -> TokenSpan? {
    if enterNesting() { return nil }
    defer { leaveNesting() }
    return skipTooDeep()
  }

  /// Skips, without recursion, what is nested too deeply: the current token and everything up to
  /// the closing bracket of the construct being parsed. Always consumes at least one token
  /// unless at a closing bracket or the end of the file.
  mutating func skipTooDeep() -> TokenSpan {
    let start = index
    var nesting = 0
    while !at(.endOfFile) {
      switch kind {
      case .leftParen, .leftSquare, .leftBrace, .interpolationOpen:
        nesting += 1
      case .rightParen, .rightSquare, .rightBrace, .interpolationClose:
        if nesting == 0 { return span(from: start) }
        nesting -= 1
      case .comma, .semicolon:
        if nesting == 0 && index > start { return span(from: start) }
      default:
        break
      }
      _ = consume()
    }
    return span(from: start)
  }
}
