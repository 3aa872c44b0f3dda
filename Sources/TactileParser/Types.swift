import TactileDiagnostics
import TactileLexer

/// Types: names with generic arguments and members (`DragGesture.Value`), optionals (`T?`,
/// `T!`), arrays, dictionaries, tuples, function types (`(A) async throws -> B`), `some` and
/// `any`, metatypes (`T.Type`), compositions (`A & B`), attributed types (`@escaping`,
/// `inout`), and packs (`each T`, `repeat T`).
///
/// In a type, `<` always opens generic arguments and a `>` that begins a longer operator token
/// (`>>`, `>?`, `>=`) is split so that its first character closes them.
extension Parser {
  /// type → attributes/specifiers? (some|any)? composition-or-function.
  mutating func parseType() -> TypeID {
    let start = index
    if skipIfTooDeep() != nil { return makeType(.missing, from: start) }
    defer { leaveNesting() }
    var specifiers: [TokenID] = []
    while at(.keyword(.inout)) || atTypeSpecifier {
      specifiers.append(consume())
    }
    let attributes = parseAttributes()
    if !specifiers.isEmpty || !attributes.isEmpty {
      let base = parseType()
      return makeType(.attributed(specifiers: specifiers, attributes: attributes, base: base), from: start)
    }
    if (at(contextual: "some") || at(contextual: "any")) && (peekStartsType || !atKeywordUsedAsTypeName) {
      let isSome = at(contextual: "some")
      let keyword = consume()
      let constraint = canStartType ? parseCompositionType() : missingType(.expectedType)
      return makeType(
        isSome
          ? .some(keyword: keyword, constraint: constraint) : .any(keyword: keyword, constraint: constraint),
        from: start)
    }
    if (at(contextual: "each") || at(.keyword(.repeat))) && peekStartsType {
      let keyword = consume()
      let base = parseType()
      return makeType(.pack(keyword: keyword, base: base), from: start)
    }
    let type = parseCompositionType()
    if at(.arrow) || at(contextual: "async") || at(.keyword(.throws)) || at(.keyword(.rethrows)) {
      return parseFunctionType(from: type, start: start)
    }
    return type
  }

  /// Whether a `some` or `any` here is a type's name rather than the keyword: it is the keyword
  /// unless what follows ends the type (`[any]`, `let x: some = …` is an error either way).
  var atKeywordUsedAsTypeName: Bool {
    switch peek() {
    case .rightSquare, .rightParen, .comma, .equal, .postfixQuestionMark, .exclamationMark, .period,
      .prefixPeriod, .binaryOperator, .colon, .semicolon, .endOfFile:
      return true
    default:
      return peekToken().isAtStartOfLine
    }
  }

  /// Whether the current identifier is an ownership specifier followed by a type.
  var atTypeSpecifier: Bool {
    guard kind == .identifier else { return false }
    let words: [StaticString] = [
      "borrowing", "consuming", "__owned", "__shared", "sending", "isolated", "nonisolated",
    ]
    return words.contains { textIs(current, $0) } && peekStartsType
  }

  /// Whether the next token can start a type.
  var peekStartsType: Bool {
    switch peek() {
    case .identifier, .leftParen, .leftSquare, .keyword(.Self), .atSign, .keyword(.wildcard):
      return true
    default:
      return false
    }
  }

  /// A function type whose parameter list is the already-parsed `parameters`.
  mutating func parseFunctionType(from parameters: TypeID, start: Int) -> TypeID {
    let effects = parseEffectSpecifiers()
    let arrow = expect(.arrow, .expectedToken("'->' after function parameter tuple"))
    let result: TypeID
    if arrow == nil {
      result = makeType(.missing, from: index)
    } else {
      result = at(.leftBrace) || !canStartType ? missingType(.expectedTypeForResult) : parseType()
    }
    switch types[Int(parameters.index)].kind {
    case .tuple(let open, let elements, let close):
      // The parameter tuple's node becomes the function type's (no orphan is left behind).
      types[Int(parameters.index)] = Node(
        kind: .function(
          open: open, parameters: elements, close: close, effects: effects, arrow: arrow, result: result),
        span: span(from: start))
      return parameters
    default:
      report(.expectedToken("'(' to start function type parameters"), range(of: parameters))
      let element = TupleTypeElement(
        firstName: nil, secondName: nil, colon: nil, type: parameters, ellipsis: nil, comma: nil)
      return makeType(
        .function(
          open: TokenID(start), parameters: [element], close: nil, effects: effects, arrow: arrow,
          result: result),
        from: start)
    }
  }

  /// The source range of a type node.
  func range(of type: TypeID) -> SourceRange {
    let span = types[Int(type.index)].span
    let first = tokens[Int(span.first)]
    let last = tokens[max(Int(span.first), Int(span.end) - 1)]
    return SourceRange(start: first.textStart, end: last.textEnd)
  }

  /// Reports `message` and returns a missing type.
  mutating func missingType(_ message: DiagnosticMessage) -> TypeID {
    reportMissing(message)
    return makeType(.missing, from: index)
  }

  /// Whether the current token can start a type.
  var canStartType: Bool {
    switch kind {
    case .identifier, .leftParen, .leftSquare, .keyword(.Self), .atSign,
      .keyword(.inout), .keyword(.wildcard), .keyword(.class), .keyword(.protocol), .keyword(.repeat):
      return true
    default:
      return false
    }
  }

  /// composition → postfix-type (`&` postfix-type)*.
  mutating func parseCompositionType() -> TypeID {
    let start = index
    let first = parsePostfixType()
    guard atOperator("&") else { return first }
    var elements = [first]
    var ampersands: [TokenID] = []
    while atOperator("&") {
      ampersands.append(consume())
      elements.append(parsePostfixType())
    }
    return makeType(.composition(elements: elements, ampersands: ampersands), from: start)
  }

  /// postfix-type → simple-type (`?` | `!` | `.Type` | `.Protocol` | `.Name`)*.
  mutating func parsePostfixType() -> TypeID {
    let start = index
    var type = parseSimpleType()
    while true {
      if at(.postfixQuestionMark) {
        type = makeType(.optional(wrapped: type, question: consume()), from: start)
      } else if at(.exclamationMark) {
        type = makeType(.implicitlyUnwrapped(wrapped: type, exclamation: consume()), from: start)
      } else if (at(.period) || at(.prefixPeriod)) && !current.hasLeadingTrivia {
        let dot = consume()
        if at(contextual: "Type") || at(contextual: "Protocol") {
          type = makeType(.metatype(base: type, dot: dot, keyword: consume()), from: start)
        } else if at(.identifier) || at(.keyword(.Self)) || atAnyKeyword {
          let name = consume()
          let generics = parseGenericArgumentsIfPresent()
          type = makeType(.member(base: type, dot: dot, name: name, genericArguments: generics), from: start)
        } else {
          reportMissing(.expectedToken("member name following '.'"))
          type = makeType(.member(base: type, dot: dot, name: nil, genericArguments: nil), from: start)
        }
      } else {
        return type
      }
    }
  }

  /// simple-type → name generic-arguments? | `[` type (`:` type)? `]` | `(` tuple-elements `)`.
  mutating func parseSimpleType() -> TypeID {
    let start = index
    switch kind {
    case .identifier, .keyword(.Self), .keyword(.wildcard), .keyword(.class),
      .keyword(.protocol):
      let name = consume()
      let generics = parseGenericArgumentsIfPresent()
      return makeType(.identifier(name: name, genericArguments: generics), from: start)
    case .leftSquare:
      let open = consume()
      let element = parseType()
      if let colon = eat(.colon) {
        let value = parseType()
        let close = expectClosing(.rightSquare, "']' in dictionary type", open: open)
        return makeType(
          .dictionary(open: open, key: element, colon: colon, value: value, close: close), from: start)
      }
      let close = expectClosing(.rightSquare, "']' in array type", open: open)
      return makeType(.array(open: open, element: element, close: close), from: start)
    case .leftParen:
      return parseTupleType()
    default:
      if kind == .keyword(.inout) || kind == .atSign { return parseType() }
      return missingType(.expectedType)
    }
  }

  /// `(` (label? `:`)? type `...`? (`,` …)* `)`.
  mutating func parseTupleType() -> TypeID {
    let start = index
    let open = consume()
    var elements: [TupleTypeElement] = []
    while !at(.rightParen), !at(.endOfFile) {
      let before = index
      var firstName: TokenID?
      var secondName: TokenID?
      var colon: TokenID?
      if (at(.identifier) || at(.keyword(.wildcard)) || atAnyKeyword) && peek() == .colon {
        firstName = consume()
        colon = consume()
      } else if (at(.identifier) || at(.keyword(.wildcard))) && peek() == .identifier && peek(2) == .colon {
        firstName = consume()
        secondName = consume()
        colon = consume()
      }
      let type = parseType()
      let ellipsis = atOperator("...") ? consume() : nil
      let comma = eat(.comma)
      elements.append(
        TupleTypeElement(
          firstName: firstName, secondName: secondName, colon: colon, type: type, ellipsis: ellipsis,
          comma: comma))
      if comma == nil || index == before { break }
    }
    let close = expectClosing(.rightParen, "')' at end of tuple list", open: open)
    return makeType(.tuple(open: open, elements: elements, close: close), from: start)
  }

  /// Skips a type in lookahead starting at token `i`; returns the index after it, or nil.
  func skipTypeForLookahead(from start: Int) -> Int? {
    var i = start
    func kindAt(_ j: Int) -> TokenKind { j < tokens.count ? tokens[j].kind : .endOfFile }
    var angle = 0
    var nesting = 0
    var sawSomething = false
    while i < tokens.count {
      let token = tokens[i]
      switch token.kind {
      case .identifier, .keyword(.Self), .keyword(.wildcard), .keyword(.inout),
        .keyword(.throws), .keyword(.rethrows), .arrow, .period, .prefixPeriod, .colon,
        .postfixQuestionMark, .exclamationMark, .atSign:
        sawSomething = true
      case .comma:
        if nesting == 0 && angle == 0 { return sawSomething ? i : nil }
      case .leftParen, .leftSquare:
        nesting += 1
      case .rightParen, .rightSquare:
        if nesting == 0 { return sawSomething ? i : nil }
        nesting -= 1
      case .binaryOperator, .prefixOperator, .postfixOperator:
        let first = bytes[token.textStart]
        if first == UInt8(ascii: "<") && token.textEnd - token.textStart == 1 {
          angle += 1
        } else if first == UInt8(ascii: ">") {
          var closers = 0
          for offset in token.textStart..<token.textEnd {
            if bytes[offset] == UInt8(ascii: ">") {
              closers += 1
            } else if bytes[offset] != UInt8(ascii: "?") && bytes[offset] != UInt8(ascii: "!") {
              break
            }
          }
          // A `>` beyond the ones this type opened closes an enclosing list: stop here.
          if closers > angle { return sawSomething ? i : nil }
          angle -= closers
        } else if textIs(token, "&") || textIs(token, "...") {
        } else {
          return sawSomething && nesting == 0 && angle == 0 ? i : nil
        }
      default:
        return sawSomething && nesting == 0 && angle == 0 ? i : nil
      }
      i += 1
    }
    return nil
  }
}
