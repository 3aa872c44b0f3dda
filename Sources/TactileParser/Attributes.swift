import TactileDiagnostics
import TactileLexer

/// Attributes (`@State`, `@Environment(\.dismiss)`, `@available(iOS 17, *)`) and declaration
/// modifiers (`private`, `static`, `private(set)`, `mutating`, `override`, …).
///
/// Most modifiers are contextual keywords: `lazy` is a modifier in `lazy var x` and a name in
/// `let lazy = 1`, so an identifier counts as a modifier only when a declaration follows it.
extension Parser {
  /// Attributes whose arguments are not expression syntax and are kept as tokens.
  static let tokenArgumentAttributes: [StaticString] = [
    "available", "inline", "objc", "_spi", "backDeployed", "_optimize", "_effects", "_semantics",
    "_specialize", "differentiable", "derivative", "transpose", "_originallyDefinedIn",
    "_implements", "_dynamicReplacement", "_private", "_documentation", "_expose", "_nonSendable",
    "_silgen_name", "_alignment", "_projectedValueProperty", "_typeEraser", "exclusivity",
    "_unavailableFromAsync", "_spi_available", "extern", "abi", "lifetime",
  ]

  /// Parses the attributes at the current position (possibly none).
  mutating func parseAttributes() -> [Attribute] {
    var attributes: [Attribute] = []
    while at(.atSign) {
      attributes.append(parseAttribute())
    }
    return attributes
  }

  /// attribute → `@` type-name (`(` arguments `)`)?
  mutating func parseAttribute() -> Attribute {
    let atSign = consume()
    let nameStart = index
    let name: TypeID
    if at(.identifier) || isKeywordUsableAsAttributeName {
      let nameToken = consume()
      var type = makeType(
        .identifier(name: nameToken, genericArguments: parseGenericArgumentsIfPresent()), from: nameStart)
      while at(.period), peek() == .identifier, !current.hasLeadingTrivia {
        let dot = consume()
        let member = consume()
        type = makeType(
          .member(base: type, dot: dot, name: member, genericArguments: parseGenericArgumentsIfPresent()),
          from: nameStart)
      }
      name = type
    } else {
      reportMissing(.expectedToken("an attribute name"))
      name = makeType(.missing, from: nameStart)
    }
    let nameToken = tokens[nameStart]
    // `@autoclosure() -> Bool`: attributes that never take arguments leave the parentheses to
    // the function type that follows.
    guard at(.leftParen), !atStartOfLine,
      !Parser.argumentlessTypeAttributes.contains(where: { textIs(nameToken, $0) })
    else {
      return Attribute(atSign: atSign, name: name, arguments: nil)
    }
    if tokens[index - 1].hasTrailingTrivia || current.hasLeadingTrivia {
      // Swift 5 accepts `@available (iOS 16, *)` with a warning; only arguments-taking attributes
      // (the token-argument ones) are read this way, so `@State (x, y) = …` stays a pattern.
      guard
        Parser.tokenArgumentAttributes.contains(where: { textIs(nameToken, $0) })
          || argumentsPrecedeDeclaration
      else {
        return Attribute(atSign: atSign, name: name, arguments: nil)
      }
      report(.attributeArgumentsAfterWhitespace, SourceRange(at: tokens[index - 1].textEnd))
    }
    let keepsTokens = Parser.tokenArgumentAttributes.contains { textIs(nameToken, $0) }
    let open = consume()
    if keepsTokens {
      let tokens = skip { $0.at(.rightParen) }
      let close = expectClosing(.rightParen, "')' in attribute argument list", open: open)
      return Attribute(
        atSign: atSign, name: name, arguments: .tokens(open: open, tokens: tokens, close: close))
    }
    let arguments = parseArgumentList(closing: .rightParen)
    let close = expectClosing(.rightParen, "')' in expression list", open: open)
    return Attribute(
      atSign: atSign, name: name, arguments: .list(open: open, arguments: arguments, close: close))
  }

  /// Whether the parenthesized tokens at the cursor are followed by `var`, `let`, `func` or a
  /// modifier: then they are the arguments of the attribute before them (`@Environment
  /// (\.dismiss) var dismiss`), not a pattern or a function type's parameters.
  var argumentsPrecedeDeclaration: Bool {
    var depth = 0
    var i = index
    while i < tokens.count {
      switch tokens[i].kind {
      case .leftParen: depth += 1
      case .rightParen:
        depth -= 1
        if depth == 0 {
          guard i + 1 < tokens.count else { return false }
          let next = tokens[i + 1]
          switch next.kind {
          case .keyword(.var), .keyword(.let), .keyword(.func): return true
          default: return isModifierToken(next)
          }
        }
      case .endOfFile: return false
      default: break
      }
      i += 1
    }
    return false
  }

  /// Keywords that may name an attribute (`@inout` is not valid, but `@_…` names are identifiers).
  var isKeywordUsableAsAttributeName: Bool {
    switch kind {
    case .keyword(.rethrows), .keyword(.inout), .keyword(.Self): true
    default: false
    }
  }

  /// Whether `token` is one of the words that can be a declaration modifier.
  func isModifierToken(_ token: Token) -> Bool {
    switch token.kind {
    case .keyword(let keyword):
      switch keyword {
      case .static, .private, .fileprivate, .internal, .public: return true
      default: return false
      }
    case .identifier:
      for word in Parser.contextualModifiers where textIs(token, word) { return true }
      return false
    default:
      return false
    }
  }

  /// Type attributes that take no arguments.
  static let argumentlessTypeAttributes: [StaticString] = ["autoclosure", "escaping", "Sendable", "noescape"]

  static let contextualModifiers: [StaticString] = [
    "open", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned",
    "convenience", "required", "dynamic", "optional", "indirect", "prefix", "postfix", "infix",
    "nonisolated", "package", "consuming", "borrowing", "__consuming", "distributed", "isolated",
    "__setter_access", "_const", "async",
  ]

  /// Whether the current token is a contextual modifier followed by more of a declaration.
  var atDeclarationModifier: Bool {
    guard kind == .identifier, isModifierToken(current) else { return false }
    let next = peekToken()
    if next.kind == .leftParen {
      // `private(set)`, `unowned(safe)`, `nonisolated(unsafe)`.
      return peek(2) == .identifier && peek(3) == .rightParen
    }
    return canBeFollowedByDeclaration(next)
  }

  /// Parses the modifiers at the current position (possibly none).
  mutating func parseModifiers() -> [Modifier] {
    var modifiers: [Modifier] = []
    while true {
      let isKeywordModifier: Bool
      switch kind {
      case .keyword(.static), .keyword(.private), .keyword(.fileprivate), .keyword(.internal),
        .keyword(.public):
        isKeywordModifier = true
      case .keyword(.class):
        // `class func`, `class var`: `class` is a modifier when a declaration follows.
        isKeywordModifier =
          canBeFollowedByDeclaration(peekToken()) && peek() != .keyword(.class)
          && !(peek() == .identifier && !isModifierToken(peekToken()))
      default:
        isKeywordModifier = false
      }
      guard isKeywordModifier || atDeclarationModifier else { return modifiers }
      let name = consume()
      var detail: (open: TokenID, value: TokenID?, close: TokenID?)?
      if at(.leftParen), peek() == .identifier, peek(2) == .rightParen {
        let open = consume()
        let value = consume()
        detail = (open, value, consume())
      }
      modifiers.append(Modifier(name: name, detail: detail))
    }
  }
}
