import TactileDiagnostics
import TactileLexer

/// Primary expressions: names, literals, parentheses and tuples, array and dictionary
/// literals, closures, implicit members (`.red`), key paths, macro expansions (`#file`,
/// `#Preview`), `_`, and `if`/`switch` used as expressions.
extension Parser {
  /// primary-expression; reports `expectedExpression` and returns `missing` (consuming nothing)
  /// when the current token cannot start one.
  mutating func parsePrimaryExpression(_ context: ExprContext) -> ExprID {
    let start = index
    switch kind {
    case .identifier, .dollarIdentifier, .keyword(.self), .keyword(.Self), .keyword(.super),
      .keyword(.`init`):
      let name = consume()
      let generics = atGenericArgumentsInExpression ? parseGenericArguments() : nil
      let labels = generics == nil ? parseDeclNameArgumentsIfPresent() : nil
      return makeExpr(
        .identifier(name: name, argumentNames: labels, genericArguments: generics), from: start)
    case .integerLiteral:
      return makeExpr(.integerLiteral(consume()), from: start)
    case .floatLiteral:
      return makeExpr(.floatLiteral(consume()), from: start)
    case .keyword(.true), .keyword(.false):
      return makeExpr(.booleanLiteral(consume()), from: start)
    case .keyword(.nil):
      return makeExpr(.nilLiteral(consume()), from: start)
    case .keyword(.wildcard):
      return makeExpr(.discard(consume()), from: start)
    case .stringOpen:
      return makeExpr(.stringLiteral(parseStringLiteral()), from: start)
    case .regexLiteral:
      return makeExpr(.regexLiteral(consume()), from: start)
    case .leftParen:
      let open = consume()
      let elements = parseArgumentList(closing: .rightParen)
      let close = expectClosing(.rightParen, "')' in expression list", open: open)
      return makeExpr(.tuple(open: open, elements: elements, close: close), from: start)
    case .leftSquare:
      return parseCollectionLiteral()
    case .leftBrace:
      return parseClosureExpression()
    case .period, .prefixPeriod:
      return parseMemberSuffix(nil, from: start)
    case .backslash:
      return parseKeyPath()
    case .poundIdentifier:
      return makeExpr(.macroExpansion(parseMacroExpansion(context)), from: start)
    case .keyword(.if):
      let statement = parseIfStatement()
      return makeExpr(.ifExpr(statement), from: start)
    case .keyword(.switch):
      let statement = parseSwitchStatement()
      return makeExpr(.switchExpr(statement), from: start)
    case .keyword(.let) where inMatchingPattern > 0, .keyword(.var) where inMatchingPattern > 0,
      .keyword(.is) where inMatchingPattern > 0:
      // `let x` or `is T` inside an expression pattern (`case .some(let x)`).
      let pattern = parsePattern()
      return makeExpr(.pattern(pattern), from: start)
    default:
      if atOperatorReference, kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator {
        // An operator used as a function value: `reduce(0, +)`.
        return makeExpr(.identifier(name: consume(), argumentNames: nil, genericArguments: nil), from: start)
      }
      if at(contextual: "some") || at(contextual: "any"), peek() == .identifier {
        let type = parseType()
        return makeExpr(.type(type), from: start)
      }
      reportExpectedExpression()
      return makeExpr(.missing, from: start)
    }
  }

  /// Whether the current operator token is used as a value (`reduce(0, +)`, `(+)`).
  var atOperatorReference: Bool {
    peek() == .rightParen || peek() == .comma || peek() == .rightSquare
  }

  /// Reports `expected expression` at the current token, as swiftc does.
  mutating func reportExpectedExpression() {
    report(.expectedExpression, SourceRange(at: current.textStart))
  }

  /// `[a, b]`, `[k: v]`, `[:]`.
  mutating func parseCollectionLiteral() -> ExprID {
    let start = index
    let open = consume()
    if at(.colon), peek() == .rightSquare {
      let colon = consume()
      let close = consume()
      return makeExpr(.dictionaryLiteral(open: open, elements: [], colon: colon, close: close), from: start)
    }
    if at(.rightSquare) {
      return makeExpr(.arrayLiteral(open: open, elements: [], close: consume()), from: start)
    }
    let first = parseExpression()
    if at(.colon) {
      var elements: [DictionaryElement] = []
      var key = first
      while true {
        let before = index
        let colon = expect(.colon, .expectedToken("':' in dictionary literal"))
        let value = parseExpression()
        let comma = eat(.comma)
        elements.append(DictionaryElement(key: key, colon: colon, value: value, comma: comma))
        if comma == nil && canStartExpression && !atStatementSynchronisationPoint && !at(.rightSquare) {
          reportMissing(.expectedCommaSeparator, fixIts: [.insert(",", at: previousEnd)])
        } else if comma == nil || at(.rightSquare) || index == before {
          break
        }
        if index == before { break }
        key = parseExpression()
      }
      let close = expectClosing(.rightSquare, "']' in container literal expression", open: open)
      return makeExpr(
        .dictionaryLiteral(open: open, elements: elements, colon: nil, close: close), from: start)
    }
    var elements: [ListElement] = []
    var value = first
    while true {
      let before = index
      let comma = eat(.comma)
      elements.append(ListElement(value: value, comma: comma))
      if comma == nil {
        if canStartExpression && !atStatementSynchronisationPoint && !at(.rightSquare) && index > start + 1 {
          reportMissing(.expectedCommaSeparator, fixIts: [.insert(",", at: previousEnd)])
        } else {
          break
        }
      }
      if at(.rightSquare) || at(.endOfFile) { break }
      value = parseExpression()
      if index == before {
        elements.append(ListElement(value: value, comma: nil))
        break
      }
    }
    let close = expectClosing(.rightSquare, "']' in container literal expression", open: open)
    return makeExpr(.arrayLiteral(open: open, elements: elements, close: close), from: start)
  }

  /// `\Root.component?.component[index]`, `\.self`.
  mutating func parseKeyPath() -> ExprID {
    let start = index
    let backslash = consume()
    var root: TypeID?
    if at(.identifier) || at(.keyword(.Self)) {
      let rootStart = index
      let name = consume()
      let generics = atGenericArgumentsInExpression ? parseGenericArguments() : nil
      root = makeType(.identifier(name: name, genericArguments: generics), from: rootStart)
    }
    var components: [KeyPathComponent] = []
    while true {
      let before = index
      switch kind {
      case .period, .prefixPeriod:
        if current.hasLeadingTrivia && index > start + 1 { break }
        let dot = consume()
        if at(.leftSquare) {
          let open = consume()
          let arguments = parseArgumentList(closing: .rightSquare)
          let close = expectClosing(.rightSquare, "']' in expression list", open: open)
          components.append(.subscriptComponent(dot: dot, open: open, arguments: arguments, close: close))
        } else if at(.postfixQuestionMark) || at(.exclamationMark) || at(.infixQuestionMark) {
          // `\.?.x` is written `\.?.x`: the `?` right after the dot.
          let mark = consume()
          components.append(
            tokens[Int(mark.index)].kind == .exclamationMark ? .forceUnwrap(mark) : .optionalChain(mark))
        } else if let name = parseMemberName() {
          components.append(.property(dot: dot, name: name))
        }
      case .leftSquare where !current.hasLeadingTrivia:
        let open = consume()
        let arguments = parseArgumentList(closing: .rightSquare)
        let close = expectClosing(.rightSquare, "']' in expression list", open: open)
        components.append(.subscriptComponent(dot: nil, open: open, arguments: arguments, close: close))
      case .postfixQuestionMark:
        components.append(.optionalChain(consume()))
      case .exclamationMark:
        components.append(.forceUnwrap(consume()))
      default:
        break
      }
      if index == before { break }
    }
    if root == nil && components.isEmpty {
      reportMissing(.expectedToken("expression path in Swift key path"))
    }
    return makeExpr(.keyPath(backslash: backslash, root: root, components: components), from: start)
  }

  /// `#name<T>(args) { trailing }`.
  mutating func parseMacroExpansion(_ context: ExprContext) -> MacroExpansion {
    let pound = consume()
    let generics = atGenericArgumentsInExpression ? parseGenericArguments() : nil
    var open: TokenID?
    var arguments: [CallArgument] = []
    var close: TokenID?
    if at(.leftParen), !atStartOfLine {
      let openToken = consume()
      open = openToken
      arguments = parseArgumentList(closing: .rightParen)
      close = expectClosing(.rightParen, "')' in expression list", open: openToken)
    }
    var trailing: [TrailingClosure] = []
    if at(.leftBrace), context == .normal || !peekToken().isAtStartOfLine,
      atValidTrailingClosure(context, after: nil)
    {
      trailing = parseTrailingClosures()
    }
    return MacroExpansion(
      pound: pound, genericArguments: generics, open: open, arguments: arguments, close: close,
      trailingClosures: trailing)
  }

  /// A string literal: its delimiters, text segments and interpolations.
  mutating func parseStringLiteral() -> StringLiteral {
    let open = consume()
    var pieces: [StringLiteral.Piece] = []
    while true {
      switch kind {
      case .stringSegment:
        pieces.append(.text(consume()))
      case .interpolationOpen:
        let interpolationOpen = consume()
        var arguments = parseArgumentList(closing: .interpolationClose)
        // Anything left before the `)` is unexpected; keep it as an unexpected argument.
        if !at(.interpolationClose), !at(.endOfFile), !atStartOfLine {
          let skipStart = index
          report(.unexpected("code in string interpolation"), current.range)
          while !at(.interpolationClose), !at(.endOfFile), !at(.stringClose),
            index == skipStart || !atStartOfLine
          {
            _ = consume()
          }
          let junk = unexpectedExpr(from: skipStart)
          arguments.append(CallArgument(label: nil, colon: nil, value: junk, comma: nil))
        }
        let close = eat(.interpolationClose)
        pieces.append(.interpolation(open: interpolationOpen, arguments: arguments, close: close))
      case .stringClose:
        return StringLiteral(open: open, pieces: pieces, close: consume())
      default:
        // Unterminated: the lexer has reported it.
        return StringLiteral(open: open, pieces: pieces, close: nil)
      }
    }
  }
}
