import TactileDiagnostics
import TactileLexer

/// Member declarations: variables with property wrappers, initial values, computed bodies
/// and observers; functions; initializers; subscripts; enum cases; parameter clauses and
/// accessor blocks.
extension Parser {
  /// `let`/`var` binding (`,` binding)*; a binding is pattern (`: Type`)? (`= value`)?
  /// accessors?.
  mutating func parseVariableDeclaration(_ header: DeclHeader, from start: Int) -> DeclID {
    let keyword = consume()
    var bindings: [PatternBinding] = []
    while true {
      let before = index
      let pattern = parseBindingPattern()
      var type: TypeAnnotation?
      if let colon = eat(.colon) {
        type = TypeAnnotation(colon: colon, type: canStartType ? parseType() : missingType(.expectedType))
      }
      let equal = eat(.equal)
      var initializer: ExprID?
      if equal != nil {
        if canStartExpression && !(atStartOfLine && (atDeclarationStart || atStatementKeyword)) {
          initializer = parseExpression()
        } else {
          reportMissing(.expectedInitialValue)
          initializer = makeExpr(.missing, from: index)
        }
      }
      // After an initial value, a `{` that begins a line opens observers only when `willSet`
      // or `didSet` follows; otherwise it is not part of the declaration, as swiftc parses it
      // (`var x = 0.0` then `{}`: "expected declaration" in a type, a closure in a body).
      let startsObservers =
        index + 1 < tokens.count
        && (isContextual(tokens[index + 1], "didSet") || isContextual(tokens[index + 1], "willSet"))
      let accessors =
        at(.leftBrace) && (initializer == nil || !atStartOfLine || startsObservers)
        ? parseAccessorBlock() : nil
      let comma = eat(.comma)
      bindings.append(
        PatternBinding(
          pattern: pattern, type: type, equal: equal, initializer: initializer, accessors: accessors,
          comma: comma))
      if comma == nil || index == before { break }
    }
    return makeDecl(
      .variable(VariableDecl(header: header, keyword: keyword, bindings: bindings)), from: start)
  }

  /// Whether the tokens after `{` are an accessor keyword (possibly after attributes and
  /// modifiers) that starts an explicit accessor.
  var atAccessorListStart: Bool {
    var i = index + 1
    while i < tokens.count {
      let token = tokens[i]
      if token.kind == .atSign {
        i += 2
        continue
      }
      if isContextual(token, "mutating") || isContextual(token, "nonmutating")
        || isContextual(token, "__consuming")
      {
        i += 1
        continue
      }
      break
    }
    guard i < tokens.count else { return false }
    let token = tokens[i]
    guard token.kind == .identifier || token.kind == .keyword(.`init`) else { return false }
    let words: [StaticString] = [
      "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "unsafeAddress",
      "unsafeMutableAddress", "init",
    ]
    guard words.contains(where: { textIs(token, $0) }) else { return false }
    let next = i + 1 < tokens.count ? tokens[i + 1].kind : .endOfFile
    switch next {
    case .leftBrace, .rightBrace, .leftParen, .identifier, .keyword(.throws), .atSign:
      return true
    default:
      return tokens[i + 1].isAtStartOfLine
    }
  }

  /// accessor-block → `{` (accessor+ | statements) `}`.
  mutating func parseAccessorBlock() -> AccessorBlock {
    let explicit = atAccessorListStart || isAtAccessorKeywordDirectly
    let open = consume()
    guard explicit else {
      let items = parseStatements(until: { $0.at(.rightBrace) })
      let close = expectClosing(.rightBrace, "'}' at end of getter", open: open)
      return AccessorBlock(open: open, content: .getter(items), close: close)
    }
    var accessors: [Accessor] = []
    while !at(.rightBrace), !at(.endOfFile) {
      let before = index
      var header = DeclHeader(attributes: parseAttributes(), modifiers: parseModifiers())
      // `nonmutating set`, `mutating get`: an accessor's own modifiers precede its keyword.
      while at(contextual: "mutating") || at(contextual: "nonmutating"), peek() == .identifier {
        header.modifiers.append(Modifier(name: consume(), detail: nil))
      }
      guard at(.identifier) || at(.keyword(.`init`)) else {
        report(
          .expectedToken("'get', 'set', 'willSet', or 'didSet' keyword to start an accessor definition"),
          current.range)
        if !header.attributes.isEmpty || !header.modifiers.isEmpty {
          accessors.append(Accessor(header: header, keyword: nil, parameter: nil, effects: .none, body: nil))
        }
        if index == before { skipBalancedToken() }
        continue
      }
      let keyword = consume()
      var parameter: (open: TokenID, name: TokenID?, close: TokenID?)?
      if at(.leftParen) {
        let parenOpen = consume()
        let name = at(.identifier) ? consume() : nil
        parameter = (
          parenOpen, name, expectClosing(.rightParen, "')' after accessor parameter name", open: parenOpen)
        )
      }
      let effects = parseEffectSpecifiers()
      var body: Block?
      if at(.leftBrace) {
        body = parseBlock(open: "'{'")
      }
      accessors.append(
        Accessor(header: header, keyword: keyword, parameter: parameter, effects: effects, body: body))
      if index == before { skipBalancedToken() }
    }
    let close = expectClosing(.rightBrace, "'}' at end of variable get/set clause", open: open)
    return AccessorBlock(open: open, content: .accessors(accessors), close: close)
  }

  /// `{ get }`/`{ get set }` in a protocol: an accessor keyword followed by another or `}`.
  var isAtAccessorKeywordDirectly: Bool {
    let next = peekToken()
    guard isContextual(next, "get") || isContextual(next, "set") else { return false }
    let after = peek(2)
    return after == .rightBrace || after == .identifier
  }

  /// `func` name generics? signature where? body?.
  mutating func parseFunctionDeclaration(_ header: DeclHeader, from start: Int) -> DeclID {
    let funcKeyword = consume()
    var name: TokenID?
    switch kind {
    case .identifier:
      name = consume()
    case .binaryOperator, .prefixOperator, .postfixOperator, .exclamationMark, .prefixAmpersand,
      .infixQuestionMark, .postfixQuestionMark, .equal, .period, .prefixPeriod:
      name = consume()
    case .keyword where !atStartOfLine && peek() == .leftParen:
      report(.expectedIdentifier(in: "function declaration"), current.range)
      name = consume()
    default:
      reportMissing(.expectedIdentifier(in: "function declaration"))
    }
    let rest = parseFunctionRest(allowsResult: true)
    return makeDecl(
      .function(
        FunctionDecl(
          header: header, funcKeyword: funcKeyword, name: name, genericParameters: rest.generics,
          signature: rest.signature, whereClause: rest.whereClause, body: rest.body)),
      from: start)
  }

  /// generics? signature where? body?: what follows a function's name or `init`.
  private mutating func parseFunctionRest(allowsResult: Bool) -> (
    generics: GenericParameterClause?, signature: FunctionSignature, whereClause: WhereClause?,
    body: Block?
  ) {
    let generics = parseGenericParametersIfPresent()
    let signature = parseFunctionSignature(allowsResult: allowsResult)
    let whereClause = at(.keyword(.where)) ? parseWhereClause() : nil
    let body = at(.leftBrace) ? parseBlock(open: "'{'") : nil
    return (generics, signature, whereClause, body)
  }

  /// `init` (`?`|`!`)? generics? signature where? body?.
  mutating func parseInitializerDeclaration(_ header: DeclHeader, from start: Int) -> DeclID {
    let initKeyword = consume()
    let mark = eat(.postfixQuestionMark) ?? eat(.exclamationMark)
    let rest = parseFunctionRest(allowsResult: false)
    return makeDecl(
      .initializer(
        InitializerDecl(
          header: header, initKeyword: initKeyword, optionalMark: mark, genericParameters: rest.generics,
          signature: rest.signature, whereClause: rest.whereClause, body: rest.body)),
      from: start)
  }

  /// `subscript` generics? parameters `->` type where? accessors?.
  mutating func parseSubscriptDeclaration(_ header: DeclHeader, from start: Int) -> DeclID {
    let keyword = consume()
    let generics = parseGenericParametersIfPresent()
    let signature = parseFunctionSignature(allowsResult: true)
    let whereClause = at(.keyword(.where)) ? parseWhereClause() : nil
    let accessors = at(.leftBrace) ? parseAccessorBlock() : nil
    return makeDecl(
      .subscriptDecl(
        SubscriptDecl(
          header: header, keyword: keyword, genericParameters: generics, signature: signature,
          whereClause: whereClause, accessors: accessors)),
      from: start)
  }

  /// `case` element (`,` element)*; element → name (`(` associated values `)`)? (`=` raw)?.
  mutating func parseEnumCaseDeclaration(_ header: DeclHeader, from start: Int) -> DeclID {
    let caseKeyword = consume()
    var elements: [EnumCaseElement] = []
    while true {
      let before = index
      let name = parseDeclName("enum 'case' declaration")
      let associated = at(.leftParen) && !atStartOfLine ? parseParameterClause(namesRequired: false) : nil
      let equal = eat(.equal)
      let rawValue = equal != nil ? parseExpression() : nil
      let comma = eat(.comma)
      elements.append(
        EnumCaseElement(
          name: name, associatedValues: associated, equal: equal, rawValue: rawValue, comma: comma))
      if comma == nil || index == before { break }
    }
    return makeDecl(.enumCase(header: header, caseKeyword: caseKeyword, elements: elements), from: start)
  }

  /// parameters effects (`->` type)?.
  mutating func parseFunctionSignature(allowsResult: Bool) -> FunctionSignature {
    var signature: FunctionSignature
    if at(.leftParen) {
      signature = parseParameterClause(namesRequired: true)
    } else {
      reportMissing(.expectedToken("'(' in argument list of function declaration"))
      signature = FunctionSignature(
        open: nil, parameters: [], close: nil, effects: .none, arrow: nil, returnType: nil)
    }
    signature.effects = parseEffectSpecifiers()
    if allowsResult, let arrow = eat(.arrow) {
      signature.arrow = arrow
      signature.returnType =
        canStartType && !at(.leftBrace) ? parseType() : missingType(.expectedTypeForResult)
    }
    return signature
  }

  /// `(` parameter (`,` parameter)* `)`; with `namesRequired` false (enum associated values),
  /// a parameter may be a bare type.
  mutating func parseParameterClause(namesRequired: Bool) -> FunctionSignature {
    let open = consume()
    var parameters: [Parameter] = []
    while !at(.rightParen), !at(.endOfFile) {
      let before = index
      let attributes = parseAttributes()
      var firstName: TokenID?
      var secondName: TokenID?
      var colon: TokenID?
      let isName: (TokenKind) -> Bool = { kind in
        switch kind {
        case .identifier, .keyword: true
        default: false
        }
      }
      if isName(kind), peek() == .colon {
        firstName = consume()
        colon = consume()
      } else if isName(kind), isName(peek()), peek(2) == .colon {
        firstName = consume()
        secondName = consume()
        colon = consume()
      } else if namesRequired {
        if isName(kind), isName(peek()) || peek() == .comma || peek() == .rightParen {
          firstName = consume()
          if isName(kind) { secondName = consume() }
          reportMissing(.expectedToken("':' following argument label and parameter name"))
        } else {
          reportMissing(.expectedParameterName)
        }
      }
      let type: TypeID
      if canStartType {
        type = parseType()
      } else if colon != nil || !namesRequired {
        type = missingType(.expectedType)
      } else {
        type = makeType(.missing, from: index)
      }
      let ellipsis = atOperator("...") ? consume() : nil
      let equal = eat(.equal)
      let defaultValue = equal != nil ? parseExpression() : nil
      let comma = eat(.comma)
      parameters.append(
        Parameter(
          attributes: attributes, firstName: firstName, secondName: secondName, colon: colon,
          type: type, ellipsis: ellipsis, equal: equal, defaultValue: defaultValue, comma: comma))
      if comma == nil, index > before, !atStartOfLine, isName(kind),
        peek() == .colon || (isName(peek()) && peek(2) == .colon)
      {
        // `f(a: Int b: Int)`: a parameter follows without its comma.
        report(
          .expectedCommaSeparator, SourceRange(at: current.textStart), fixIts: [.insert(",", at: previousEnd)]
        )
        continue
      }
      if comma == nil || index == before { break }
    }
    let close = expectClosing(.rightParen, "')' in parameter list", open: open)
    return FunctionSignature(
      open: open, parameters: parameters, close: close, effects: .none, arrow: nil, returnType: nil)
  }
}
