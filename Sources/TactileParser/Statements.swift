import TactileDiagnostics
import TactileLexer

/// Statements and code blocks: the loop over a block's items, and `if`, `guard`, `while`,
/// `repeat`, `for`, `switch`, `do`/`catch`, `return`, `throw`, `break`, `continue`,
/// `fallthrough`, `defer` and labeled statements.
///
/// Two items on one line need a `;` between them; its absence is reported
/// (`consecutive statements on a line must be separated by ';'`) and parsing goes on.
extension Parser {
  /// The items of the file, to the end.
  mutating func parseSourceFile() -> [StmtID] {
    var items = parseStatements(until: { _ in false }, topLevel: true)
    if !at(.endOfFile) {
      // Unreachable in practice: the loop above ends only at end of file.
      let start = index
      while !at(.endOfFile) { _ = consume() }
      items.append(makeStmt(.unexpected(span(from: start)), from: start))
    }
    return items
  }

  /// Parses statements until `stop` holds (or a closing brace, or the end of the file).
  mutating func parseStatements(until stop: (Parser) -> Bool, topLevel: Bool = false) -> [StmtID] {
    var items: [StmtID] = []
    while !at(.endOfFile), !stop(self) {
      let before = index
      if at(.rightBrace) {
        guard topLevel else { break }
        report(.extraneousRightBrace, current.range)
        _ = consume()
        items.append(makeStmt(.unexpected(span(from: before)), from: before))
        continue
      }
      if !topLevel, at(.poundElse) || at(.poundElseif) || at(.poundEndif) { break }
      if openLists > 0, at(.rightParen) || at(.rightSquare) { break }
      if let last = items.last, !atStartOfLine, !at(.semicolon), needsSeparator(after: last),
        !reportedOffsets.contains(current.textStart)
      {
        report(.consecutiveStatements, SourceRange(at: previousEnd), fixIts: [.insert(";", at: previousEnd)])
      }
      let item = parseStatement()
      items.append(item)
      if index == before {
        items.append(skipUnexpectedStatement())
      }
    }
    return items
  }

  /// Whether a statement after `item` on the same line needs a `;` before it.
  func needsSeparator(after item: StmtID) -> Bool {
    if case .semicolon = stmts[Int(item.index)].kind { return false }
    return true
  }

  /// Skips at least one token as an unexpected statement, up to a synchronisation point.
  mutating func skipUnexpectedStatement() -> StmtID {
    let start = index
    if !reportedOffsets.contains(current.textStart) {
      switch kind {
      case .rightParen, .rightSquare, .comma, .colon, .equal, .arrow, .binaryOperator:
        report(.expectedExpression, current.range)
      default:
        report(.unexpected(kind.name + " in code"), current.range)
      }
    }
    skipBalancedToken()
    while !atStatementSynchronisationPoint, !atStartOfLine, !at(.endOfFile) {
      switch kind {
      case .rightParen, .rightSquare:
        _ = consume()
      default:
        skipBalancedToken()
      }
    }
    return makeStmt(.unexpected(span(from: start)), from: start)
  }

  /// statement → declaration | control statement | expression | `;`.
  mutating func parseStatement() -> StmtID {
    let start = index
    if let skipped = skipIfTooDeep() {
      if skipped.isEmpty, !at(.endOfFile) { _ = consume() }
      return makeStmt(.unexpected(span(from: start)), from: start)
    }
    defer { leaveNesting() }
    switch kind {
    case .semicolon:
      return makeStmt(.semicolon(consume()), from: start)
    case .keyword(.if):
      return parseIfStatement()
    case .keyword(.guard):
      return parseGuardStatement()
    case .keyword(.while):
      let whileKeyword = consume()
      let conditions = parseConditionList()
      let body = parseBlock(open: "'{' after 'while' condition")
      return makeStmt(.whileStmt(whileKeyword: whileKeyword, conditions: conditions, body: body), from: start)
    case .keyword(.repeat):
      let repeatKeyword = consume()
      let body = parseBlock(open: "'{' after 'repeat'")
      let whileKeyword = expect(.keyword(.while), .expectedToken("'while' after body of 'repeat' statement"))
      let condition = whileKeyword != nil ? parseExpression() : makeExpr(.missing, from: index)
      return makeStmt(
        .repeatStmt(
          repeatKeyword: repeatKeyword, body: body, whileKeyword: whileKeyword, condition: condition),
        from: start)
    case .keyword(.for):
      return parseForStatement()
    case .keyword(.switch):
      return parseSwitchStatement()
    case .keyword(.do):
      return parseDoStatement()
    case .keyword(.return):
      let returnKeyword = consume()
      let value = atStatementValue ? parseExpression() : nil
      return makeStmt(.returnStmt(returnKeyword: returnKeyword, value: value), from: start)
    case .keyword(.throw):
      let throwKeyword = consume()
      let value = parseExpression()
      return makeStmt(.throwStmt(throwKeyword: throwKeyword, value: value), from: start)
    case .keyword(.break):
      let keyword = consume()
      let label = at(.identifier) && !atStartOfLine ? consume() : nil
      return makeStmt(.breakStmt(breakKeyword: keyword, label: label), from: start)
    case .keyword(.continue):
      let keyword = consume()
      let label = at(.identifier) && !atStartOfLine ? consume() : nil
      return makeStmt(.continueStmt(continueKeyword: keyword, label: label), from: start)
    case .keyword(.fallthrough):
      return makeStmt(.fallthroughStmt(consume()), from: start)
    case .keyword(.defer):
      let deferKeyword = consume()
      let body = parseBlock(open: "'{' after 'defer'")
      return makeStmt(.deferStmt(deferKeyword: deferKeyword, body: body), from: start)
    case .poundIf:
      let config = parseIfConfig { $0.parseStatements(until: { $0.atIfConfigClauseEnd }) }
      return makeStmt(.ifConfig(config), from: start)
    case .identifier where peek() == .colon && atLabeledStatement:
      let label = consume()
      let colon = consume()
      let statement = parseStatement()
      return makeStmt(.labeled(label: label, colon: colon, statement: statement), from: start)
    case .poundIdentifier:
      let decl = parseDeclaration()
      return makeStmt(.decl(decl), from: start)
    default:
      if atDeclarationStart && !at(.keyword(.case)) {
        let decl = parseDeclaration()
        return makeStmt(.decl(decl), from: start)
      }
      let expr = parseExpression()
      return makeStmt(.expr(expr), from: start)
    }
  }

  /// Whether `return` is followed by a value.
  var atStatementValue: Bool {
    guard canStartExpression else { return false }
    if atStartOfLine && (atStatementKeyword || atDeclarationStart) { return false }
    return true
  }

  /// Whether `name:` is followed by a statement that can carry a label.
  var atLabeledStatement: Bool {
    switch peek(2) {
    case .keyword(.for), .keyword(.while), .keyword(.repeat), .keyword(.if), .keyword(.do),
      .keyword(.switch), .keyword(.guard), .leftBrace:
      return true
    default:
      return false
    }
  }

  /// `{ statements }`; reports `expected <open>` when the `{` is missing (and then parses no
  /// statements, leaving them to the enclosing block).
  mutating func parseBlock(open what: String, close closeWhat: String = "'}' at end of brace statement")
    -> Block
  {
    guard let open = eat(.leftBrace) else {
      reportMissing(.expectedToken(what))
      return Block(open: nil, items: [], close: nil)
    }
    let items = parseStatements(until: { $0.at(.rightBrace) })
    let close = expectClosing(.rightBrace, closeWhat, open: open)
    return Block(open: open, items: items, close: close)
  }

  /// `if conditions { } (else if … | else { })?`.
  mutating func parseIfStatement() -> StmtID {
    let start = index
    let ifKeyword = consume()
    let conditions = parseConditionList()
    let body = parseBlock(open: "'{' after 'if' condition")
    var elseKeyword: TokenID?
    var elseBranch: IfStmt.ElseBranch?
    if at(.keyword(.else)) {
      elseKeyword = consume()
      if at(.keyword(.if)) {
        elseBranch = .ifStmt(parseIfStatement())
      } else if at(.leftBrace) {
        elseBranch = .block(parseBlock(open: "'{' after 'else'"))
      } else {
        reportMissing(.expectedToken("'{' or 'if' after 'else'"))
      }
    }
    return makeStmt(
      .ifStmt(
        IfStmt(
          ifKeyword: ifKeyword, conditions: conditions, body: body, elseKeyword: elseKeyword,
          elseBranch: elseBranch)),
      from: start)
  }

  /// `guard conditions else { }`.
  mutating func parseGuardStatement() -> StmtID {
    let start = index
    let guardKeyword = consume()
    let conditions = parseConditionList()
    let elseKeyword = expect(.keyword(.else), .expectedToken("'else' after 'guard' condition"))
    let body =
      elseKeyword != nil || at(.leftBrace)
      ? parseBlock(open: "'{' after 'guard' else") : Block(open: nil, items: [], close: nil)
    return makeStmt(
      .guardStmt(guardKeyword: guardKeyword, conditions: conditions, elseKeyword: elseKeyword, body: body),
      from: start)
  }

  /// `for try? await? case? pattern (: Type)? in sequence (where filter)? { }`.
  mutating func parseForStatement() -> StmtID {
    let start = index
    let forKeyword = consume()
    let tryKeyword = eat(.keyword(.try))
    let awaitKeyword = eat(contextual: "await")
    let caseKeyword = eat(.keyword(.case))
    let pattern = caseKeyword != nil ? parseMatchingPattern() : parseBindingPattern()
    var type: TypeAnnotation?
    if let colon = eat(.colon) { type = TypeAnnotation(colon: colon, type: parseType()) }
    let inKeyword = expect(.keyword(.in), .expectedToken("'in' after for-each pattern"))
    let sequence: ExprID
    if at(.leftBrace) || !canStartExpression {
      reportMissing(.expectedToken("Sequence expression for for-each loop"))
      sequence = makeExpr(.missing, from: index)
    } else {
      sequence = parseExpression(.condition)
    }
    var whereClause: (keyword: TokenID, condition: ExprID)?
    if let keyword = eat(.keyword(.where)) {
      whereClause = (keyword, parseExpression(.condition))
    }
    let body = parseBlock(open: "'{' to start the body of for-each loop")
    return makeStmt(
      .forStmt(
        ForStmt(
          forKeyword: forKeyword, tryKeyword: tryKeyword, awaitKeyword: awaitKeyword,
          caseKeyword: caseKeyword, pattern: pattern, type: type, inKeyword: inKeyword,
          sequence: sequence, whereClause: whereClause, body: body)),
      from: start)
  }

  /// `do { } catch pattern where filter { } …`.
  mutating func parseDoStatement() -> StmtID {
    let start = index
    let doKeyword = consume()
    let body = parseBlock(open: "'{' after 'do'")
    var catches: [CatchClause] = []
    while at(.keyword(.catch)) {
      let catchKeyword = consume()
      var items: [SwitchCase.Item] = []
      while !at(.leftBrace), !at(.endOfFile), !atStatementSynchronisationPoint {
        let before = index
        let pattern = parseMatchingPattern()
        var whereClause: (keyword: TokenID, condition: ExprID)?
        if let keyword = eat(.keyword(.where)) { whereClause = (keyword, parseExpression(.condition)) }
        let comma = eat(.comma)
        items.append(SwitchCase.Item(pattern: pattern, whereClause: whereClause, comma: comma))
        if comma == nil || index == before { break }
      }
      let catchBody = parseBlock(open: "'{' after 'catch' pattern")
      catches.append(CatchClause(catchKeyword: catchKeyword, items: items, body: catchBody))
    }
    return makeStmt(.doStmt(doKeyword: doKeyword, body: body, catches: catches), from: start)
  }
}
