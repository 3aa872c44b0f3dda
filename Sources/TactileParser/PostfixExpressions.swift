import TactileDiagnostics
import TactileLexer

/// Postfix chains: `.member`, calls, subscripts, trailing closures (one unlabeled, then
/// `label: { }`), `?`, `!` and postfix operators, in any order.
///
/// Swift's line rules apply: a `(` or `[` at the start of a line begins a new statement rather
/// than calling what precedes it, but a `.member` on a new line continues the chain (the
/// modifier style of SwiftUI), and so does a `{` (a trailing closure), unless it opens
/// accessors (`{ didSet …`) or a switch body (`{ case …`).
/// In a statement condition, `{` is taken as a trailing closure only when what follows its
/// closing `}` on the same line shows that the statement's body is still to come.
extension Parser {
  /// postfix-expression → primary-expression postfix-suffix*.
  mutating func parsePostfixExpression(_ context: ExprContext) -> ExprID {
    let start = index
    var expr = parsePrimaryExpression(context)
    while true {
      let before = index
      if context == .directive && atStartOfLine { return expr }
      switch kind {
      case .period, .prefixPeriod:
        expr = parseMemberSuffix(expr, from: start)
      case .leftParen where !atStartOfLine, .leftSquare where !atStartOfLine:
        expr = parseCallSuffix(expr, from: start, context)
      case .leftBrace where atValidTrailingClosure(context, after: expr):
        let trailing = parseTrailingClosures()
        expr = makeExpr(
          .call(callee: expr, open: nil, arguments: [], close: nil, trailingClosures: trailing),
          from: start)
        if at(.leftBrace) { return expr }
      case .postfixQuestionMark:
        let question = consume()
        expr = makeExpr(.optionalChain(base: expr, question: question), from: start)
      case .exclamationMark:
        let exclamation = consume()
        expr = makeExpr(.forceUnwrap(base: expr, exclamation: exclamation), from: start)
      case .postfixOperator:
        let op = consume()
        expr = makeExpr(.postfixOperator(base: expr, operator: op), from: start)
      case .poundIf where atPostfixIfConfig:
        let config = parseIfConfig { $0.parsePostfixIfConfigItems() }
        expr = makeExpr(.postfixIfConfig(base: expr, config: config), from: start)
      default:
        return expr
      }
      if index == before { return expr }
    }
  }

  /// `(arguments)` or `[arguments]` after `callee`, and any trailing closures: a call or a
  /// subscript.
  private mutating func parseCallSuffix(_ callee: ExprID, from start: Int, _ context: ExprContext) -> ExprID {
    let isSubscript = at(.leftSquare)
    let closing: TokenKind = isSubscript ? .rightSquare : .rightParen
    let open = consume()
    let arguments = parseArgumentList(closing: closing)
    let close = expectClosing(
      closing, isSubscript ? "']' in expression list" : "')' in expression list", open: open)
    // In a condition, a trailing closure after `(…)` or `[…]` becomes its own call, as
    // swift-syntax builds it.
    let trailing =
      context == .normal && atValidTrailingClosure(context, after: nil) ? parseTrailingClosures() : []
    return makeExpr(
      isSubscript
        ? .subscriptCall(
          base: callee, open: open, arguments: arguments, close: close, trailingClosures: trailing)
        : .call(callee: callee, open: open, arguments: arguments, close: close, trailingClosures: trailing),
      from: start)
  }

  /// `.name`, `.0`, `.init`, `.self`, with optional generic arguments or `(a:b:)` labels.
  mutating func parseMemberSuffix(_ base: ExprID?, from start: Int) -> ExprID {
    let dot = consume()
    let name = parseMemberName()
    let generics = name != nil && atGenericArgumentsInExpression ? parseGenericArguments() : nil
    let labels = name != nil ? parseDeclNameArgumentsIfPresent() : nil
    return makeExpr(
      .member(base: base, dot: dot, name: name, argumentNames: labels, genericArguments: generics),
      from: start)
  }

  /// The name after a `.`: an identifier, a keyword (`.init`, `.self`, `.default`), or a tuple
  /// index; reports `expectedMemberName` when there is none.
  mutating func parseMemberName() -> TokenID? {
    switch kind {
    case .keyword(.wildcard):
      break
    case .identifier, .keyword, .integerLiteral, .dollarIdentifier:
      if !current.hasLeadingTrivia || !atStartOfLine { return consume() }
    case .floatLiteral:
      // `tuple.0.1` lexes `0.1` as one literal; it names two tuple elements.
      return consume()
    default:
      break
    }
    reportMissing(.expectedMemberName)
    return nil
  }

  /// `(a:b:_:)` right after a name: the argument labels of a function reference.
  mutating func parseDeclNameArgumentsIfPresent() -> DeclNameArguments? {
    guard at(.leftParen), !current.hasLeadingTrivia, !tokens[index - 1].hasTrailingTrivia else {
      return nil
    }
    // Lookahead: `(` (name `:`)+ `)`.
    var i = index + 1
    var count = 0
    while i + 1 < tokens.count {
      switch tokens[i].kind {
      case .identifier, .keyword:
        guard tokens[i + 1].kind == .colon else { return nil }
        i += 2
        count += 1
        continue
      case .rightParen:
        break
      default:
        return nil
      }
      break
    }
    guard count > 0, i < tokens.count, tokens[i].kind == .rightParen else { return nil }
    let open = consume()
    var labels: [TokenID] = []
    while !at(.rightParen), !at(.endOfFile) {
      labels.append(consume())
      _ = consume()  // the colon
    }
    return DeclNameArguments(open: open, labels: labels, close: eat(.rightParen))
  }

  /// Whether a `{` here starts a trailing closure of `callee` (nil right after a call's
  /// arguments); a literal takes no trailing closure.
  func atValidTrailingClosure(_ context: ExprContext, after callee: ExprID?) -> Bool {
    guard at(.leftBrace), context != .directive else { return false }
    if let callee, isLiteralStart(tokens[Int(exprs[Int(callee.index)].span.first)].kind) {
      switch exprs[Int(callee.index)].kind {
      case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .nilLiteral,
        .regexLiteral, .arrayLiteral, .dictionaryLiteral:
        return false
      default:
        break
      }
    }
    // `{ didSet`, `{ willSet`, `{ @attr get`: accessors, not a closure.
    let next = peekToken()
    if isContextual(next, "didSet") || isContextual(next, "willSet") || next.kind == .keyword(.`init`) {
      return false
    }
    if next.kind == .keyword(.case) { return false }
    guard context == .condition || context == .pattern else { return true }
    if next.isAtStartOfLine { return false }
    // Find the matching `}` and look at what follows it.
    var i = index
    var nesting = 0
    while i < tokens.count {
      switch tokens[i].kind {
      case .leftBrace, .leftParen, .leftSquare, .interpolationOpen: nesting += 1
      case .rightBrace, .rightParen, .rightSquare, .interpolationClose: nesting -= 1
      case .endOfFile, .poundEndif, .poundElse, .poundElseif: return false
      default: break
      }
      i += 1
      if nesting == 0 { break }
      if nesting < 0 { return false }
    }
    guard i < tokens.count, tokens[i - 1].kind == .rightBrace else { return false }
    let after = tokens[i]
    switch after.kind {
    case .leftBrace, .keyword(.where), .comma:
      return true
    case .leftSquare, .leftParen, .period, .prefixPeriod, .keyword(.is), .keyword(.as),
      .postfixQuestionMark, .infixQuestionMark, .exclamationMark, .colon, .equal,
      .postfixOperator, .binaryOperator:
      return !after.isAtStartOfLine
    default:
      return false
    }
  }

  /// Whether a token of `kind` can start a literal (a cheap filter before inspecting a node).
  func isLiteralStart(_ kind: TokenKind) -> Bool {
    switch kind {
    case .integerLiteral, .floatLiteral, .stringOpen, .regexLiteral, .leftSquare, .keyword(.true),
      .keyword(.false), .keyword(.nil):
      return true
    default:
      return false
    }
  }

  /// trailing-closures → closure (label `:` closure)*.
  mutating func parseTrailingClosures() -> [TrailingClosure] {
    var closures = [TrailingClosure(label: nil, colon: nil, closure: parseClosureExpression())]
    while atLabeledTrailingClosure {
      let label = consume()
      let colon = consume()
      closures.append(TrailingClosure(label: label, colon: colon, closure: parseClosureExpression()))
    }
    return closures
  }

  /// Whether the current tokens are `label: {`.
  var atLabeledTrailingClosure: Bool {
    switch kind {
    case .identifier, .keyword:
      if at(.keyword(.default)) { return false }
      return peek() == .colon && peek(2) == .leftBrace
    default:
      return false
    }
  }

  /// Whether a `#if` here continues a postfix chain (its first clause starts with `.member`).
  var atPostfixIfConfig: Bool {
    // Skip the condition (to the end of the `#if` line) and check for a leading `.`.
    var i = index + 1
    while i < tokens.count, !tokens[i].isAtStartOfLine { i += 1 }
    guard i < tokens.count else { return false }
    return tokens[i].kind == .period || tokens[i].kind == .prefixPeriod
  }

  /// The items of one postfix `#if` clause: a chain of suffixes with no base.
  mutating func parsePostfixIfConfigItems() -> [ExprID] {
    guard at(.period) || at(.prefixPeriod) else { return [] }
    let start = index
    var expr = parseMemberSuffix(nil, from: start)
    expr = continuePostfixChain(expr, from: start)
    return [expr]
  }

  /// Continues a postfix chain from an already parsed expression.
  mutating func continuePostfixChain(_ expr: ExprID, from start: Int) -> ExprID {
    var result = expr
    while true {
      let before = index
      switch kind {
      case .period, .prefixPeriod:
        result = parseMemberSuffix(result, from: start)
      case .leftParen where !atStartOfLine:
        let open = consume()
        let arguments = parseArgumentList(closing: .rightParen)
        let close = expectClosing(.rightParen, "')' in expression list", open: open)
        let trailing = atValidTrailingClosure(.normal, after: nil) ? parseTrailingClosures() : []
        result = makeExpr(
          .call(callee: result, open: open, arguments: arguments, close: close, trailingClosures: trailing),
          from: start)
      case .leftBrace where atValidTrailingClosure(.normal, after: result):
        result = makeExpr(
          .call(
            callee: result, open: nil, arguments: [], close: nil, trailingClosures: parseTrailingClosures()),
          from: start)
      case .postfixQuestionMark:
        result = makeExpr(.optionalChain(base: result, question: consume()), from: start)
      case .exclamationMark:
        result = makeExpr(.forceUnwrap(base: result, exclamation: consume()), from: start)
      default:
        return result
      }
      if index == before { return result }
    }
  }

  /// argument-list → (label `:`)? expression (`,` …)*, up to (not including) `closing`.
  mutating func parseArgumentList(closing: TokenKind) -> [CallArgument] {
    openLists += 1
    defer { openLists -= 1 }
    var arguments: [CallArgument] = []
    while !at(closing), !at(.endOfFile) {
      let before = index
      var label: TokenID?
      var colon: TokenID?
      if atArgumentLabel {
        label = consume()
        colon = consume()
      }
      let value: ExprID
      if !canStartListElement && (label == nil || !(at(.comma) || at(closing))) {
        report(.expectedExpressionInList, SourceRange(at: current.textStart))
        arguments.append(
          CallArgument(label: label, colon: colon, value: makeExpr(.missing, from: index), comma: nil))
        break
      } else if label != nil, at(.comma) || at(closing) {
        // `f(x:)` names an argument without a value only in a function reference; keep going.
        reportMissing(.expectedExpression)
        value = makeExpr(.missing, from: index)
      } else {
        value = parseExpression()
      }
      var comma = eat(.comma)
      if comma == nil, !at(closing), canStartExpression, !atStatementSynchronisationPoint,
        index > before
      {
        report(
          .expectedCommaSeparator, SourceRange(at: missingOffset), fixIts: [.insert(",", at: previousEnd)])
        comma = nil
        arguments.append(CallArgument(label: label, colon: colon, value: value, comma: nil))
        continue
      }
      arguments.append(CallArgument(label: label, colon: colon, value: value, comma: comma))
      if comma == nil || index == before { break }
    }
    return arguments
  }

  /// Whether the current token can start an element of an argument list: an expression, a
  /// pattern (`let x` in a case pattern), or an operator used as a value (`reduce(0, +)`).
  var canStartListElement: Bool {
    if canStartExpression { return true }
    switch kind {
    case .keyword(.let), .keyword(.var), .keyword(.is):
      return inMatchingPattern > 0
    case .keyword(.try):
      return true
    case .binaryOperator, .postfixOperator:
      return peek() == .rightParen || peek() == .comma || peek() == .rightSquare
    default:
      return atContextual(await: ())
    }
  }

  /// Whether the current tokens are an argument label and its colon.
  var atArgumentLabel: Bool {
    switch kind {
    case .identifier, .keyword:
      return peek() == .colon
    default:
      return false
    }
  }

  /// Takes the closing bracket `kind`, or reports `expected <what>` with a note on `open`.
  mutating func expectClosing(_ kind: TokenKind, _ what: String, open: TokenID) -> TokenID? {
    if let id = eat(kind) { return id }
    // swiftc reports a missing `)` or `}` at the next token, even on a later line, and a
    // missing `]` of a collection literal right after its last element.
    let offset = kind == .rightSquare ? previousEnd : current.textStart
    report(.expectedClosing(what), SourceRange(at: offset), notes: [matchingNote(open)])
    return nil
  }
}
