import TactileDiagnostics
import TactileLexer

/// Closure expressions: `{ statements }` with an optional signature before `in` —
/// attributes, a capture list, parameters (shorthand `a, b` or parenthesised, typed or not),
/// effects and a result type.
///
/// Whether a closure has a signature is decided by lookahead (`atClosureSignature`) before
/// anything is consumed: `{ [1, 2] }` is an array inside a closure, `{ [x] in }` a capture.
extension Parser {
  /// closure-expression → `{` closure-signature? statements `}`.
  mutating func parseClosureExpression() -> ExprID {
    let start = index
    guard let open = eat(.leftBrace) else {
      reportMissing(.expectedToken("'{' to start closure"))
      return makeExpr(.missing, from: start)
    }
    let signature = atClosureSignature ? parseClosureSignature() : nil
    let body = parseStatements(until: { $0.at(.rightBrace) })
    if !at(.rightBrace), at(.rightParen) || at(.rightSquare) {
      // A stray closer ends the closure: report the missing `}` where the closer is.
      report(
        .expectedClosing("'}' at end of closure"), SourceRange(at: current.textStart),
        notes: [matchingNote(open)])
      return makeExpr(
        .closure(Closure(open: open, signature: signature, body: body, close: nil)), from: start)
    }
    let close = expectClosing(.rightBrace, "'}' at end of closure", open: open)
    return makeExpr(
      .closure(Closure(open: open, signature: signature, body: body, close: close)), from: start)
  }

  /// Whether the tokens after `{` form a closure signature ending in `in`.
  var atClosureSignature: Bool {
    var i = index
    func kindAt(_ j: Int) -> TokenKind { j < tokens.count ? tokens[j].kind : .endOfFile }
    /// Skips a balanced bracket group starting at `j`; returns the index after it.
    func skipGroup(_ j: Int) -> Int? {
      var nesting = 0
      var k = j
      while k < tokens.count {
        switch tokens[k].kind {
        case .leftParen, .leftSquare, .leftBrace, .interpolationOpen: nesting += 1
        case .rightParen, .rightSquare, .rightBrace, .interpolationClose: nesting -= 1
        case .endOfFile: return nil
        default: break
        }
        k += 1
        if nesting == 0 { return k }
      }
      return nil
    }
    // Attributes.
    while kindAt(i) == .atSign {
      i += 2
      if kindAt(i) == .leftParen, let next = skipGroup(i) { i = next }
    }
    if kindAt(i) == .keyword(.in), i > index + 1 { return true }
    if kindAt(i) == .leftSquare {
      guard let next = skipGroup(i) else { return false }
      i = next
      if kindAt(i) == .keyword(.in) { return true }
    }
    if kindAt(i) == .leftParen {
      guard let next = skipGroup(i) else { return false }
      i = next
    } else if isClosureParameterName(i) {
      i += 1
      while kindAt(i) == .comma, isClosureParameterName(i + 1) {
        i += 2
      }
    } else {
      return false
    }
    // Effects.
    while i < tokens.count {
      let token = tokens[i]
      if isContextual(token, "async") || token.kind == .keyword(.throws) || token.kind == .keyword(.rethrows)
      {
        i += 1
        if token.kind == .keyword(.throws), kindAt(i) == .leftParen, let next = skipGroup(i) { i = next }
      } else {
        break
      }
    }
    if kindAt(i) == .arrow {
      guard let next = skipTypeForLookahead(from: i + 1) else { return false }
      i = next
    }
    return kindAt(i) == .keyword(.in)
  }

  /// Whether token `i` can name a closure parameter: an identifier, `_`, or `$name` for a
  /// property-wrapper parameter (`ForEach($items) { $item in … }`, SE-0293), not `$0`.
  func isClosureParameterName(_ i: Int) -> Bool {
    guard i < tokens.count else { return false }
    switch tokens[i].kind {
    case .identifier, .keyword(.wildcard): return true
    case .dollarIdentifier:
      let second = tokens[i].textStart + 1
      return second < bytes.count && !(bytes[second] >= 48 && bytes[second] <= 57)
    default: return false
    }
  }

  /// closure-signature → attributes? capture-list? parameters? effects (`->` type)? `in`.
  mutating func parseClosureSignature() -> ClosureSignature {
    let attributes = parseAttributes()
    let captures = at(.leftSquare) ? parseCaptureList() : nil
    var parameters: ClosureSignature.Parameters?
    if at(.leftParen) {
      let open = consume()
      var list: [ClosureParameter] = []
      while !at(.rightParen), !at(.endOfFile) {
        let before = index
        guard at(.identifier) || at(.keyword(.wildcard)) || atAnyKeyword || isClosureParameterName(index)
        else {
          reportMissing(.expectedParameterName)
          break
        }
        let first = consume()
        let second = (at(.identifier) || at(.keyword(.wildcard))) ? consume() : nil
        let colon = eat(.colon)
        let type = colon != nil ? parseType() : nil
        let ellipsis = atOperator("...") ? consume() : nil
        let comma = eat(.comma)
        list.append(
          ClosureParameter(
            firstName: first, secondName: second, colon: colon, type: type, ellipsis: ellipsis, comma: comma))
        if comma == nil || index == before { break }
      }
      let close = expectClosing(.rightParen, "')' in closure parameter list", open: open)
      parameters = .parenthesized(open: open, parameters: list, close: close)
    } else if isClosureParameterName(index) {
      var list: [ClosureParameter] = []
      while isClosureParameterName(index) {
        let name = consume()
        let comma = eat(.comma)
        list.append(
          ClosureParameter(
            firstName: name, secondName: nil, colon: nil, type: nil, ellipsis: nil, comma: comma))
        if comma == nil { break }
      }
      parameters = .shorthand(list)
    }
    let effects = parseEffectSpecifiers()
    let arrow = eat(.arrow)
    let returnType = arrow != nil ? parseType() : nil
    let inKeyword = expect(.keyword(.in), .expectedToken("'in' after closure signature"))
    return ClosureSignature(
      attributes: attributes, captures: captures, parameters: parameters, effects: effects,
      arrow: arrow, returnType: returnType, inKeyword: inKeyword)
  }

  /// capture-list → `[` (specifier* name (`=` expression)?) (`,` …)* `]`.
  mutating func parseCaptureList() -> CaptureList {
    let open = consume()
    var items: [CaptureList.Item] = []
    while !at(.rightSquare), !at(.endOfFile) {
      let before = index
      var specifiers: [TokenID] = []
      while at(contextual: "weak") || at(contextual: "unowned"),
        peek() == .identifier || peek() == .keyword(.self) || peek() == .leftParen
      {
        specifiers.append(consume())
        if at(.leftParen), peek() == .identifier, peek(2) == .rightParen {
          specifiers.append(consume())
          specifiers.append(consume())
          specifiers.append(consume())
        }
      }
      var name: TokenID?
      var equal: TokenID?
      var value: ExprID?
      if (at(.identifier) || at(.keyword(.self))) && peek() == .equal {
        name = consume()
        equal = consume()
        value = parseExpression()
      } else {
        value = parseExpression()
      }
      let comma = eat(.comma)
      items.append(
        CaptureList.Item(specifiers: specifiers, name: name, equal: equal, value: value, comma: comma))
      if comma == nil || index == before { break }
    }
    let close = expectClosing(.rightSquare, "']' at end of capture list", open: open)
    return CaptureList(open: open, items: items, close: close)
  }

  /// effect-specifiers → `async`? (`throws` (`(` type `)`)? | `rethrows`)?, in either order.
  mutating func parseEffectSpecifiers() -> EffectSpecifiers {
    var effects = EffectSpecifiers()
    while true {
      if effects.asyncKeyword == nil, at(contextual: "async") {
        effects.asyncKeyword = consume()
      } else if effects.throwsKeyword == nil, at(.keyword(.throws)) || at(.keyword(.rethrows)) {
        let isThrows = at(.keyword(.throws))
        effects.throwsKeyword = consume()
        if isThrows, at(.leftParen), !atStartOfLine {
          let open = consume()
          effects.thrownType = parseType()
          _ = expectClosing(.rightParen, "')' after thrown type", open: open)
        }
      } else {
        return effects
      }
    }
  }
}
