import TactileDiagnostics
import TactileLexer

/// Patterns: binding patterns (`x`, `_`, `(a, b)`) after `let`, `var` and `for`, and matching
/// patterns after `case` and `catch` (`let .some(x)`, `.drag(let t)`, `is Int`, `1...5`, `_`).
///
/// A matching pattern is parsed as an expression (with `=` ending it), in which `let x`
/// appears as a `pattern` expression; semantic analysis decides which names bind.
extension Parser {
  /// binding-pattern → name | `_` | `(` binding-pattern (`,` …)* `)`.
  mutating func parseBindingPattern() -> PatternID {
    let start = index
    if skipIfTooDeep() != nil { return makePattern(.missing, from: start) }
    defer { leaveNesting() }
    switch kind {
    case .identifier, .keyword(.self):
      // `self` binds in `guard let self` and `if let self = self`.
      return makePattern(.identifier(consume()), from: start)
    case .keyword(.wildcard):
      return makePattern(.wildcard(consume()), from: start)
    case .leftParen:
      let open = consume()
      var elements: [TuplePatternElement] = []
      while !at(.rightParen), !at(.endOfFile) {
        let before = index
        var label: TokenID?
        var colon: TokenID?
        if at(.identifier), peek() == .colon {
          label = consume()
          colon = consume()
        }
        let pattern = parseBindingPattern()
        let comma = eat(.comma)
        elements.append(TuplePatternElement(label: label, colon: colon, pattern: pattern, comma: comma))
        if comma == nil || index == before { break }
      }
      let close = expectClosing(.rightParen, "')' at end of tuple pattern", open: open)
      return makePattern(.tuple(open: open, elements: elements, close: close), from: start)
    case .keyword(.let), .keyword(.var):
      let keyword = consume()
      let pattern = parseBindingPattern()
      return makePattern(.binding(keyword: keyword, pattern: pattern), from: start)
    default:
      reportMissing(.expectedPattern)
      return makePattern(.missing, from: start)
    }
  }

  /// pattern (general) — a binding pattern, accepted where a declaration binds names.
  mutating func parsePattern() -> PatternID {
    let start = index
    if at(.keyword(.is)) {
      let isKeyword = consume()
      let type = parseType()
      return makePattern(.isType(isKeyword: isKeyword, type: type), from: start)
    }
    if at(.keyword(.let)) || at(.keyword(.var)) {
      let keyword = consume()
      let inner =
        at(.leftParen) || at(.identifier) || at(.keyword(.wildcard))
        ? parseBindingPattern() : parseMatchingPattern()
      return makePattern(.binding(keyword: keyword, pattern: inner), from: start)
    }
    return parseBindingPattern()
  }

  /// matching-pattern → `let`/`var` matching-pattern | `is` type | `_` | expression.
  mutating func parseMatchingPattern() -> PatternID {
    let start = index
    if skipIfTooDeep() != nil { return makePattern(.missing, from: start) }
    defer { leaveNesting() }
    switch kind {
    case .keyword(.let), .keyword(.var):
      let keyword = consume()
      let inner = parseMatchingPattern()
      return makePattern(.binding(keyword: keyword, pattern: inner), from: start)
    case .keyword(.is):
      let isKeyword = consume()
      let type = parseType()
      return makePattern(.isType(isKeyword: isKeyword, type: type), from: start)
    default:
      guard canStartExpression else {
        reportMissing(.expectedPattern)
        return makePattern(.missing, from: start)
      }
      inMatchingPattern += 1
      let expr = parseExpression(.pattern)
      inMatchingPattern -= 1
      return makePattern(.expr(expr), from: start)
    }
  }
}
