import TactileDiagnostics
import TactileLexer

/// Declarations: the dispatch on the introducing keyword, type declarations (`struct`,
/// `class`, `enum`, `protocol`, `actor`), extensions, member blocks, imports, type aliases,
/// associated types, operators, precedence groups and freestanding macros (`#Preview`).
///
/// Variables, functions, initializers, subscripts, enum cases and accessors are in
/// `Members.swift`.
extension Parser {
  /// declaration → attributes? modifiers? (one of the declaration forms).
  mutating func parseDeclaration() -> DeclID {
    let start = index
    let header = DeclHeader(attributes: parseAttributes(), modifiers: parseModifiers())
    switch kind {
    case .keyword(.import):
      let importKeyword = consume()
      var importKind: TokenID?
      switch kind {
      case .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.protocol),
        .keyword(.typealias), .keyword(.func), .keyword(.let), .keyword(.var):
        if !atStartOfLine, peek() == .identifier { importKind = consume() }
      default:
        break
      }
      var path: [TokenID] = []
      if at(.identifier) || (atAnyKeyword && !atStartOfLine) {
        path.append(consume())
        while at(.period), peek() == .identifier || peek() == .binaryOperator {
          _ = consume()
          path.append(consume())
        }
      } else {
        reportMissing(.expectedIdentifier(in: "import declaration"))
      }
      return makeDecl(
        .importDecl(header: header, importKeyword: importKeyword, kind: importKind, path: path), from: start)
    case .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.protocol):
      return parseTypeDeclaration(header, from: start)
    case .identifier where at(contextual: "actor") && (peek() == .identifier || peek() == .leftBrace):
      return parseTypeDeclaration(header, from: start)
    case .keyword(.extension):
      let keyword = consume()
      let extendedType = canStartType ? parseType() : missingType(.expectedType)
      let inheritance = parseInheritanceIfPresent()
      let whereClause = at(.keyword(.where)) ? parseWhereClause() : nil
      let members = parseMemberBlock(context: "extension")
      return makeDecl(
        .extensionDecl(
          ExtensionDecl(
            header: header, keyword: keyword, extendedType: extendedType, inheritance: inheritance,
            whereClause: whereClause, members: members)),
        from: start)
    case .keyword(.let), .keyword(.var):
      return parseVariableDeclaration(header, from: start)
    case .keyword(.func):
      return parseFunctionDeclaration(header, from: start)
    case .keyword(.`init`):
      return parseInitializerDeclaration(header, from: start)
    case .keyword(.deinit):
      let keyword = consume()
      let body = at(.leftBrace) ? parseBlock(open: "'{'") : nil
      return makeDecl(.deinitializer(header: header, deinitKeyword: keyword, body: body), from: start)
    case .keyword(.subscript):
      return parseSubscriptDeclaration(header, from: start)
    case .keyword(.typealias):
      let keyword = consume()
      let name = parseDeclName("typealias declaration")
      let generics = parseGenericParametersIfPresent()
      let equal = expect(.equal, .expectedToken("'=' in type alias declaration"))
      let type = equal != nil || canStartType ? parseType() : makeType(.missing, from: index)
      return makeDecl(
        .typeAlias(
          header: header, keyword: keyword, name: name, genericParameters: generics, equal: equal, type: type),
        from: start)
    case .keyword(.associatedtype):
      let keyword = consume()
      let name = parseDeclName("associatedtype declaration")
      let inheritance = parseInheritanceIfPresent()
      let equal = eat(.equal)
      let defaultType = equal != nil ? parseType() : nil
      let whereClause = at(.keyword(.where)) ? parseWhereClause() : nil
      return makeDecl(
        .associatedType(
          header: header, keyword: keyword, name: name, inheritance: inheritance, equal: equal,
          defaultType: defaultType, whereClause: whereClause),
        from: start)
    case .keyword(.case):
      return parseEnumCaseDeclaration(header, from: start)
    case .keyword(.operator):
      let keyword = consume()
      var name: TokenID?
      switch kind {
      case .binaryOperator, .prefixOperator, .postfixOperator, .equal, .exclamationMark,
        .postfixQuestionMark, .infixQuestionMark, .arrow, .prefixAmpersand, .period, .prefixPeriod:
        name = consume()
      default:
        reportMissing(.expectedToken("operator name in operator declaration"))
      }
      let colon = eat(.colon)
      let group = colon != nil ? (at(.identifier) ? consume() : nil) : nil
      return makeDecl(
        .operatorDecl(header: header, operatorKeyword: keyword, name: name, colon: colon, group: group),
        from: start)
    case .keyword(.precedencegroup):
      let keyword = consume()
      let name = parseDeclName("precedencegroup declaration")
      guard let open = expect(.leftBrace, .expectedToken("'{' after name of precedence group")) else {
        return makeDecl(
          .precedenceGroup(
            header: header, keyword: keyword, name: name, open: nil,
            body: TokenSpan(first: index, end: index), close: nil),
          from: start)
      }
      let body = skip { $0.at(.rightBrace) }
      let close = expectClosing(.rightBrace, "'}' to end precedence group", open: open)
      return makeDecl(
        .precedenceGroup(header: header, keyword: keyword, name: name, open: open, body: body, close: close),
        from: start)
    case .poundIdentifier:
      let expansion = parseMacroExpansion(.normal)
      return makeDecl(.macroExpansion(header: header, expansion: expansion), from: start)
    case .poundIf where !header.attributes.isEmpty || !header.modifiers.isEmpty:
      // `@State #if …`: the attributes belong to no declaration; the `#if` comes next.
      reportMissing(.expectedDeclaration)
      return makeDecl(.missing(header: header), from: start)
    case .poundIf:
      let config = parseIfConfig { $0.parseMembers(until: { $0.atIfConfigClauseEnd }, context: "") }
      return makeDecl(.ifConfig(config), from: start)
    default:
      reportMissing(.expectedDeclaration)
      return makeDecl(.missing(header: header), from: start)
    }
  }

  /// The name of a declaration, or a report that it is missing (`expected identifier in …`).
  mutating func parseDeclName(_ context: String) -> TokenID? {
    if at(.identifier) { return consume() }
    if case .keyword = kind, !atStartOfLine, peek() == .leftBrace || peek() == .colon || peek() == .equal {
      // A keyword used as a name is an error, but it is clearly meant as the name.
      report(.expectedIdentifier(in: context), current.range)
      return consume()
    }
    reportMissing(.expectedIdentifier(in: context))
    return nil
  }

  /// `struct`/`class`/`enum`/`protocol`/`actor` Name generics? inheritance? where? members.
  mutating func parseTypeDeclaration(_ header: DeclHeader, from start: Int) -> DeclID {
    let keyword = consume()
    let word = text(keyword)
    let name = parseDeclName(word + " declaration")
    let generics = parseGenericParametersIfPresent()
    let inheritance = parseInheritanceIfPresent()
    let whereClause = at(.keyword(.where)) ? parseWhereClause() : nil
    let members = parseMemberBlock(context: word)
    return makeDecl(
      .typeDecl(
        TypeDecl(
          header: header, keyword: keyword, name: name, genericParameters: generics,
          inheritance: inheritance, whereClause: whereClause, members: members)),
      from: start)
  }

  /// `{ members }` of a type named by `context` (`struct`, `extension`, …).
  mutating func parseMemberBlock(context: String) -> MemberBlock {
    guard let open = eat(.leftBrace) else {
      reportMissing(.expectedToken("'{' in " + context))
      return MemberBlock(open: nil, members: [], close: nil)
    }
    let members = parseMembers(until: { $0.at(.rightBrace) }, context: context)
    let close = expectClosing(.rightBrace, "'}' in " + context, open: open)
    return MemberBlock(open: open, members: members, close: close)
  }

  /// Member declarations until `stop` (or a `}` or the end of the file); anything that is not a
  /// declaration is reported and skipped as unexpected.
  mutating func parseMembers(until stop: (Parser) -> Bool, context: String) -> [DeclID] {
    var members: [DeclID] = []
    while !at(.endOfFile), !stop(self), !at(.rightBrace) {
      let before = index
      if at(.poundElse) || at(.poundElseif) || at(.poundEndif) { break }
      if at(.semicolon) {
        members.append(makeDecl(.semicolon(consume()), from: before))
        continue
      }
      if let last = members.last, !atStartOfLine, needsSeparator(afterMember: last) {
        report(
          .consecutiveDeclarations, SourceRange(at: previousEnd), fixIts: [.insert(";", at: previousEnd)])
      }
      if atDeclarationStart || at(.poundIdentifier) {
        members.append(parseDeclaration())
      }
      if index == before {
        report(.expectedDeclaration, current.range)
        skipBalancedToken()
        while !at(.endOfFile), !at(.rightBrace), !stop(self),
          !(atStartOfLine && (atDeclarationStart || at(.poundIdentifier)))
        {
          skipBalancedToken()
        }
        members.append(makeDecl(.unexpected(span(from: before)), from: before))
      }
    }
    return members
  }

  /// Whether a member after `member` on the same line needs a `;`.
  func needsSeparator(afterMember member: DeclID) -> Bool {
    switch decls[Int(member.index)].kind {
    case .semicolon, .unexpected: false
    default: true
    }
  }
}
