import TactileDiagnostics
import TactileLexer

/// Condition lists (`if`, `guard`, `while`) and `switch` statements with their cases.
///
/// A condition is a Boolean expression, an optional binding (`let x = y`, or the shorthand
/// `let x`), a pattern match (`case .some(let x) = y`) or an availability check
/// (`#available(iOS 17, *)`), separated by commas.
extension Parser {
  /// condition-list → condition (`,` condition)*.
  mutating func parseConditionList() -> [Condition] {
    var conditions: [Condition] = []
    if at(.leftBrace) {
      // `while { }`: the condition is missing (the `{` is the body, not a closure).
      let keyword = index > 0 ? text(TokenID(index - 1)) : "if"
      report(.missingCondition(keyword), index > 0 ? tokens[index - 1].range : current.range)
      let missing = makeExpr(.missing, from: index)
      return [Condition(kind: .expr(missing), comma: nil)]
    }
    while true {
      let before = index
      let kind = parseCondition()
      let comma = eat(.comma)
      conditions.append(Condition(kind: kind, comma: comma))
      if comma == nil || index == before { break }
    }
    return conditions
  }

  /// One condition.
  mutating func parseCondition() -> Condition.Kind {
    switch kind {
    case .keyword(.let), .keyword(.var):
      let keyword = consume()
      let pattern = parseBindingPattern()
      var type: TypeAnnotation?
      if let colon = eat(.colon) { type = TypeAnnotation(colon: colon, type: parseType()) }
      let equal = eat(.equal)
      let value = equal != nil ? parseExpression(.condition) : nil
      return .optionalBinding(keyword: keyword, pattern: pattern, type: type, equal: equal, value: value)
    case .keyword(.case):
      let caseKeyword = consume()
      let pattern = parseMatchingPattern()
      var type: TypeAnnotation?
      if let colon = eat(.colon) { type = TypeAnnotation(colon: colon, type: parseType()) }
      let equal = expect(.equal, .expectedToken("'=' after pattern in 'case' condition"))
      let value = parseExpression(.condition)
      return .matching(caseKeyword: caseKeyword, pattern: pattern, type: type, equal: equal, value: value)
    case .poundAvailable, .poundUnavailable:
      let keyword = consume()
      guard let open = eat(.leftParen) else {
        reportMissing(.expectedToken("'(' after availability condition"))
        return .availability(
          keyword: keyword, open: nil, arguments: TokenSpan(first: index, end: index), close: nil)
      }
      let arguments = skip { $0.at(.rightParen) }
      checkAvailabilityArguments(arguments)
      let close = expectClosing(.rightParen, "')' in availability condition", open: open)
      return .availability(keyword: keyword, open: open, arguments: arguments, close: close)
    default:
      return .expr(parseExpression(.condition))
    }
  }

  /// Each comma-separated entry of an availability condition starts with a platform name or `*`.
  mutating func checkAvailabilityArguments(_ span: TokenSpan) {
    var entryStart = true
    var i = Int(span.first)
    while i < Int(span.end) {
      let token = tokens[i]
      if entryStart, token.kind != .identifier, !textIs(token, "*") {
        report(.expectedToken("platform name"), token.range)
        return
      }
      entryStart = token.kind == .comma
      i += 1
    }
  }

  /// `switch subject { cases }`.
  mutating func parseSwitchStatement() -> StmtID {
    let start = index
    let switchKeyword = consume()
    let subject = at(.leftBrace) ? missingExpression() : parseExpression(.condition)
    guard let open = eat(.leftBrace) else {
      reportMissing(.expectedToken("'{' after 'switch' subject expression"))
      return makeStmt(
        .switchStmt(switchKeyword: switchKeyword, subject: subject, open: nil, cases: [], close: nil),
        from: start)
    }
    let cases = parseSwitchCases(until: { $0.at(.rightBrace) })
    let close = expectClosing(.rightBrace, "'}' at end of 'switch' statement", open: open)
    return makeStmt(
      .switchStmt(switchKeyword: switchKeyword, subject: subject, open: open, cases: cases, close: close),
      from: start)
  }

  /// Reports `expected expression` and returns a missing expression.
  mutating func missingExpression() -> ExprID {
    reportMissing(.expectedExpression)
    return makeExpr(.missing, from: index)
  }

  /// Whether an `#if` here holds switch cases (its first clause starts with `case` or
  /// `default`) rather than statements.
  var atIfConfigOfSwitchCases: Bool {
    guard at(.poundIf) else { return false }
    var i = index + 1
    while i < tokens.count, !tokens[i].isAtStartOfLine { i += 1 }
    guard i < tokens.count else { return false }
    switch tokens[i].kind {
    case .keyword(.case), .keyword(.default): return true
    case .atSign: return i + 1 < tokens.count && isContextual(tokens[i + 1], "unknown")
    default: return false
    }
  }

  /// Whether a switch case label starts here.
  var atSwitchCaseStart: Bool {
    if at(.keyword(.case)) || at(.keyword(.default)) { return true }
    return at(.atSign) && isContextual(peekToken(), "unknown")
  }

  /// The cases of a switch body (and `#if` blocks of cases), until `stop`.
  mutating func parseSwitchCases(until stop: (Parser) -> Bool) -> [StmtID] {
    var cases: [StmtID] = []
    while !at(.endOfFile), !stop(self), !at(.rightBrace) {
      let before = index
      if at(.poundElse) || at(.poundElseif) || at(.poundEndif) { break }
      if at(.poundIf) {
        let start = index
        let config = parseIfConfig { $0.parseSwitchCases(until: { $0.atIfConfigClauseEnd }) }
        cases.append(makeStmt(.ifConfig(config), from: start))
      } else if atSwitchCaseStart {
        cases.append(parseSwitchCase())
      } else {
        report(.statementOutsideCase, current.range)
        let statements = parseStatements(until: { $0.atSwitchCaseStart || $0.at(.rightBrace) })
        cases.append(contentsOf: statements)
      }
      if index == before { cases.append(skipUnexpectedStatement()) }
    }
    return cases
  }

  /// `case patterns:` or `default:` followed by statements.
  mutating func parseSwitchCase() -> StmtID {
    let start = index
    let attributes = parseAttributes()
    var items: [SwitchCase.Item] = []
    let keyword: TokenID
    if at(.keyword(.default)) {
      keyword = consume()
    } else {
      keyword = consume()
      while true {
        let before = index
        let pattern = parseMatchingPattern()
        var whereClause: (keyword: TokenID, condition: ExprID)?
        if let whereKeyword = eat(.keyword(.where)) {
          whereClause = (whereKeyword, parseExpression())
        }
        let comma = eat(.comma)
        items.append(SwitchCase.Item(pattern: pattern, whereClause: whereClause, comma: comma))
        if comma == nil || index == before { break }
      }
    }
    let colon = expect(.colon, .expectedToken(items.isEmpty ? "':' after 'default'" : "':' after 'case'"))
    let body = parseStatements(until: {
      $0.atSwitchCaseStart || $0.at(.rightBrace) || $0.atIfConfigOfSwitchCases
    })
    return makeStmt(
      .switchCase(
        SwitchCase(attributes: attributes, keyword: keyword, items: items, colon: colon, body: body)),
      from: start)
  }
}
