import TactileDiagnostics
import TactileLexer

/// Generic parameter clauses (`<T: P>`), generic argument clauses (`<Int>`), inheritance
/// clauses (`: View`) and `where` clauses.
///
/// In an expression, `<` after a name is only a generic argument list if lookahead finds types
/// up to a matching `>` followed by a token that can follow a postfix expression
/// (`Array<Int>()` versus `a < b`), as swiftc decides it.
extension Parser {
  /// Whether the current token's text begins with `<` and it is a lone `<`.
  var atLeftAngle: Bool {
    switch kind {
    case .binaryOperator, .prefixOperator, .postfixOperator:
      return textIs(current, "<")
    default:
      return false
    }
  }

  /// Whether the current token's text begins with `>`.
  var atRightAngle: Bool {
    switch kind {
    case .binaryOperator, .prefixOperator, .postfixOperator:
      return bytes[current.textStart] == UInt8(ascii: ">")
    default:
      return false
    }
  }

  /// Splits a token such as `>>`, `>?` or `>=` so that the current token is a lone `>`.
  ///
  /// Each `?` or `!` right after the `>` becomes its own postfix token (`Int>??` closes a list
  /// and makes a double optional); whatever else remains becomes one operator token.
  mutating func splitRightAngle() {
    let token = current
    guard token.textEnd - token.textStart > 1 else { return }
    var pieces: [Token] = []
    var offset = token.textStart
    func piece(_ kind: TokenKind, _ end: Int) -> Token {
      Token(
        kind: kind, start: offset == token.textStart ? token.start : offset, textStart: offset,
        textEnd: end, end: end == token.textEnd ? token.end : end,
        isAtStartOfLine: offset == token.textStart ? token.isAtStartOfLine : false)
    }
    pieces.append(piece(.binaryOperator, offset + 1))
    offset += 1
    while offset < token.textEnd {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") {
        pieces.append(piece(byte == UInt8(ascii: "?") ? .postfixQuestionMark : .exclamationMark, offset + 1))
        offset += 1
        continue
      }
      let rest: TokenKind
      if token.textEnd - offset == 1 && byte == UInt8(ascii: "=") {
        rest = .equal
      } else if byte == UInt8(ascii: ">") && token.textEnd - offset == 1 {
        rest = .binaryOperator
      } else {
        rest = token.hasTrailingTrivia ? .postfixOperator : .binaryOperator
      }
      pieces.append(piece(rest, token.textEnd))
      offset = token.textEnd
    }
    tokens[index] = pieces[0]
    tokens.insert(contentsOf: pieces.dropFirst(), at: index + 1)
  }

  /// `<` type (`,` type)* `>`, if the current token is `<` (type context).
  mutating func parseGenericArgumentsIfPresent() -> GenericArgumentClause? {
    atLeftAngle ? parseGenericArguments() : nil
  }

  /// generic-argument-clause → `<` type (`,` type)* `>`.
  mutating func parseGenericArguments() -> GenericArgumentClause {
    let open = consume()
    var arguments: [(type: TypeID, comma: TokenID?)] = []
    while !atRightAngle, !at(.endOfFile) {
      let before = index
      let type = parseType()
      let comma = eat(.comma)
      arguments.append((type, comma))
      if comma == nil || index == before { break }
    }
    let close = expectClosingAngle("'>' to complete generic argument list", open: open)
    return GenericArgumentClause(open: open, arguments: arguments, close: close)
  }

  /// Whether `<` here opens generic arguments of the preceding name in an expression.
  var atGenericArgumentsInExpression: Bool {
    guard atLeftAngle, !current.hasLeadingTrivia else { return false }
    // Types separated by commas, then `>`.
    var i = index + 1
    while true {
      guard let next = skipTypeForLookahead(from: i) else { return false }
      i = next
      guard i < tokens.count else { return false }
      if tokens[i].kind == .comma {
        i += 1
        continue
      }
      break
    }
    // skipTypeForLookahead stops at the closing `>` token only when unbalanced; find it.
    guard i < tokens.count else { return false }
    let closing = tokens[i]
    guard
      closing.kind == .binaryOperator || closing.kind == .postfixOperator || closing.kind == .prefixOperator,
      bytes[closing.textStart] == UInt8(ascii: ">")
    else { return false }
    // What follows the `>` (or the rest of its token) decides.
    if closing.textEnd - closing.textStart > 1 {
      let second = bytes[closing.textStart + 1]
      return second == UInt8(ascii: "?") || second == UInt8(ascii: "!") || second == UInt8(ascii: ">")
    }
    guard i + 1 < tokens.count else { return true }
    let after = tokens[i + 1]
    if after.isAtStartOfLine { return true }
    switch after.kind {
    case .leftParen, .period, .prefixPeriod, .leftSquare, .rightParen, .rightSquare, .rightBrace,
      .comma, .semicolon, .colon, .endOfFile, .postfixQuestionMark, .exclamationMark, .leftBrace,
      .interpolationClose:
      return true
    case .binaryOperator:
      return textIs(after, "==") || textIs(after, "!=")
    default:
      return false
    }
  }

  /// generic-parameter-clause → `<` (`each`? name (`:` type)?) (`,` …)* where-clause? `>`.
  mutating func parseGenericParametersIfPresent() -> GenericParameterClause? {
    guard atLeftAngle else { return nil }
    let open = consume()
    var parameters: [GenericParameterClause.Parameter] = []
    while !atRightAngle, !at(.endOfFile), !at(.keyword(.where)) {
      let before = index
      let each = at(contextual: "each") && peek() == .identifier ? consume() : nil
      var name: TokenID?
      if at(.identifier) {
        name = consume()
      } else {
        reportMissing(.expectedToken("an identifier to name generic parameter"))
      }
      let colon = eat(.colon)
      let inherited = colon != nil ? parseType() : nil
      let comma = eat(.comma)
      parameters.append(
        GenericParameterClause.Parameter(
          eachKeyword: each, name: name, colon: colon, inherited: inherited, comma: comma))
      if comma == nil || index == before { break }
    }
    let whereClause = at(.keyword(.where)) ? parseWhereClause() : nil
    let close = expectClosingAngle("'>' to complete generic parameter list", open: open)
    return GenericParameterClause(open: open, parameters: parameters, whereClause: whereClause, close: close)
  }

  /// inheritance-clause → `:` type (`,` type)*.
  mutating func parseInheritanceIfPresent() -> InheritanceClause? {
    guard let colon = eat(.colon) else { return nil }
    var types: [(type: TypeID, comma: TokenID?)] = []
    while true {
      let before = index
      let type = canStartType ? parseType() : missingType(.expectedType)
      let comma = eat(.comma)
      types.append((type, comma))
      if comma == nil || index == before { break }
    }
    return InheritanceClause(colon: colon, types: types)
  }

  /// where-clause → `where` requirement (`,` requirement)*.
  mutating func parseWhereClause() -> WhereClause {
    let keyword = consume()
    var requirements: [WhereClause.Requirement] = []
    while true {
      let before = index
      let lhs = parseType()
      var relation: TokenID?
      if at(.colon) || atOperator("==") {
        relation = consume()
      } else {
        reportMissing(.expectedToken("':' or '==' to indicate a conformance or same-type requirement"))
      }
      let rhs = relation != nil ? parseType() : makeType(.missing, from: index)
      let comma = eat(.comma)
      requirements.append(WhereClause.Requirement(lhs: lhs, relation: relation, rhs: rhs, comma: comma))
      if comma == nil || index == before { break }
    }
    return WhereClause(keyword: keyword, requirements: requirements)
  }

  /// The `>` that closes a generic list opened by `open` (split from `>>` and the like), or
  /// `nil` after reporting it missing as `what`.
  mutating func expectClosingAngle(_ what: String, open: TokenID) -> TokenID? {
    guard atRightAngle else {
      reportMissing(.expectedClosing(what), notes: [matchingNote(open)])
      return nil
    }
    splitRightAngle()
    return consume()
  }
}
