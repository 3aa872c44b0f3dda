import TactileDiagnostics
import TactileLexer

/// Expressions: sequences of operands and binary operators, folded by precedence as they are
/// parsed (precedence climbing), and the prefix forms (`-x`, `&x`, `try`, `await`).
///
/// `try` and `await` are parsed as prefixes of one operand; when a binary operator follows,
/// they are hoisted to cover the whole operation (`try a + b` is `try (a + b)`), which is how
/// Swift's operator folding treats them.
extension Parser {
  /// Where an expression is being parsed, which decides whether `{` after it starts a trailing
  /// closure.
  enum ExprContext {
    /// Anywhere trailing closures are allowed.
    case normal
    /// The condition of `if`, `while`, `guard`, `switch` or the sequence of `for`: a `{` there
    /// usually opens the statement's body.
    case condition
    /// The condition of `#if`/`#elseif`: it ends with its line, and takes no trailing closure.
    case directive
    /// A pattern in `case`, `catch` or `for case`: `=` ends it, and `{` is treated as in a
    /// condition.
    case pattern
  }

  /// expression → sequence of unary expressions and binary operators, folded.
  mutating func parseExpression(_ context: ExprContext = .normal) -> ExprID {
    let start = index
    if let skipped = skipIfTooDeep() { return makeExpr(.unexpected(skipped), from: start) }
    defer { leaveNesting() }
    return parseBinary(minimum: .assignment, context)
  }

  /// Whether the current token can start an expression.
  var canStartExpression: Bool {
    switch kind {
    case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringOpen,
      .regexLiteral, .leftParen, .leftSquare, .leftBrace, .prefixPeriod, .period,
      .prefixOperator, .prefixAmpersand, .backslash, .poundIdentifier:
      return true
    case .binaryOperator:
      return false
    case .keyword(let keyword):
      switch keyword {
      case .true, .false, .nil, .self, .Self, .super, .try, .if, .switch, .wildcard, .`init`:
        return true
      default:
        return false
      }
    default:
      return false
    }
  }

  /// The binary operator at the current position and its group, if any.
  func currentBinaryOperator() -> PrecedenceGroup? {
    switch kind {
    case .binaryOperator: precedenceGroup(ofOperatorAt: index)
    case .equal: .assignment
    case .infixQuestionMark: .ternary
    case .keyword(.is), .keyword(.as): .casting
    default: nil
    }
  }

  /// Precedence climbing: parses operands joined by operators binding at least as tightly as
  /// `minimum`.
  mutating func parseBinary(minimum: PrecedenceGroup, _ context: ExprContext) -> ExprID {
    var lhs = parseUnary(context)
    while let group = currentBinaryOperator(), group >= minimum,
      context != .directive || !atStartOfLine, context != .pattern || !at(.equal)
    {
      let lhsStart = start(of: lhs)
      if at(.keyword(.is)) || at(.keyword(.as)) {
        lhs = parseCast(lhs, from: lhsStart)
        continue
      }
      if at(.infixQuestionMark) {
        let question = consume()
        let then = parseExpression(context)
        var colon = eat(.colon)
        if colon == nil {
          // swiftc points at the `?` whose `:` is missing.
          report(.expectedToken("':' after '? ...' in ternary expression"), range(question))
          colon = nil
        }
        let otherwise = parseOperand(after: .ternary, context)
        lhs = makeInfix(lhs, from: lhsStart) { operand in
          .ternary(condition: operand, question: question, then: then, colon: colon, else: otherwise)
        }
        continue
      }
      let op = consume()
      let rhs = parseOperand(after: group, context)
      lhs = makeInfix(lhs, from: lhsStart) { operand in
        .infix(lhs: operand, operator: op, rhs: rhs)
      }
    }
    return lhs
  }

  /// The right operand of an operator of `group`: tighter operators for a left-associative or
  /// non-associative group, the same group again for a right-associative one.
  mutating func parseOperand(after group: PrecedenceGroup, _ context: ExprContext) -> ExprID {
    guard canStartExpression || at(.keyword(.try)) || atContextual(await: ()) else {
      report(.expectedExpressionAfterOperator, SourceRange(at: current.textStart))
      return makeExpr(.missing, from: index)
    }
    if group.isRightAssociative { return parseBinary(minimum: group, context) }
    guard let next = PrecedenceGroup(rawValue: group.rawValue + 1) else {
      return parseUnary(context)
    }
    return parseBinary(minimum: next, context)
  }

  /// Builds `make(lhs)`, hoisting a `try` or `await` on `lhs` so that it covers the operation.
  mutating func makeInfix(_ lhs: ExprID, from lhsStart: Int, _ make: (ExprID) -> ExprKind) -> ExprID {
    // Only an expression starting with `try` or `await` can be one; checking its first token
    // first avoids copying the node's payload in the common case.
    let first = tokens[lhsStart]
    guard first.kind == .keyword(.try) || isContextual(first, "await") else {
      return makeExpr(make(lhs), from: lhsStart)
    }
    // The `try`/`await` node is updated in place (same ID, wider span), so no orphan is left
    // in the arena.
    switch exprs[Int(lhs.index)].kind {
    case .tryExpr(let tryKeyword, let mark, let operand):
      let inner = makeInfix(operand, from: start(of: operand), make)
      exprs[Int(lhs.index)] = Node(
        kind: .tryExpr(tryKeyword: tryKeyword, mark: mark, operand: inner), span: span(from: lhsStart))
      return lhs
    case .awaitExpr(let awaitKeyword, let operand):
      let inner = makeInfix(operand, from: start(of: operand), make)
      exprs[Int(lhs.index)] = Node(
        kind: .awaitExpr(awaitKeyword: awaitKeyword, operand: inner), span: span(from: lhsStart))
      return lhs
    default:
      return makeExpr(make(lhs), from: lhsStart)
    }
  }

  /// `expr is Type`, `expr as Type`, `expr as? Type`, `expr as! Type`.
  mutating func parseCast(_ lhs: ExprID, from lhsStart: Int) -> ExprID {
    if at(.keyword(.is)) {
      let isKeyword = consume()
      let type = parseType()
      return makeInfix(lhs, from: lhsStart) { .isType(expr: $0, isKeyword: isKeyword, type: type) }
    }
    let asKeyword = consume()
    let mark = eat(.postfixQuestionMark) ?? eat(.exclamationMark)
    let type = parseType()
    return makeInfix(lhs, from: lhsStart) {
      .asType(expr: $0, asKeyword: asKeyword, mark: mark, type: type)
    }
  }

  /// Whether the current token is the contextual keyword `await` used as one.
  func atContextual(await: Void) -> Bool {
    guard at(contextual: "await") else { return false }
    // `await` followed by something that can start an operand on the same line.
    let next = peekToken()
    if next.isAtStartOfLine { return false }
    switch next.kind {
    case .leftParen:
      // `await (x)` awaits; `await(x)` calls a function named `await`.
      return next.hasLeadingTrivia || current.hasTrailingTrivia
    case .binaryOperator, .equal, .colon, .comma, .rightParen, .rightSquare, .rightBrace,
      .period, .infixQuestionMark, .postfixQuestionMark, .exclamationMark,
      .endOfFile, .semicolon:
      return false
    default:
      return true
    }
  }

  /// unary → prefix-operator* postfix-expression, or `try`/`await` unary, or `&` unary.
  mutating func parseUnary(_ context: ExprContext) -> ExprID {
    let start = index
    switch kind {
    case .prefixOperator:
      let op = consume()
      let operand = parseUnaryNested(context)
      return makeExpr(.prefixOperator(operator: op, operand: operand), from: start)
    case .prefixAmpersand:
      let ampersand = consume()
      let operand = parseUnaryNested(context)
      return makeExpr(.inoutExpr(ampersand: ampersand, operand: operand), from: start)
    case .keyword(.try):
      let tryKeyword = consume()
      let mark = eat(.postfixQuestionMark) ?? eat(.exclamationMark)
      let operand = parseUnaryNested(context)
      return makeExpr(.tryExpr(tryKeyword: tryKeyword, mark: mark, operand: operand), from: start)
    default:
      if atContextual(await: ()) {
        let awaitKeyword = consume()
        let operand = parseUnaryNested(context)
        return makeExpr(.awaitExpr(awaitKeyword: awaitKeyword, operand: operand), from: start)
      }
    }
    return parsePostfixExpression(context)
  }

  /// A nested unary expression, counted against the nesting limit (`- - - - x`).
  mutating func parseUnaryNested(_ context: ExprContext) -> ExprID {
    let start = index
    if let skipped = skipIfTooDeep() { return makeExpr(.unexpected(skipped), from: start) }
    defer { leaveNesting() }
    return parseUnary(context)
  }
}
