import TactileDiagnostics
import TactileLexer

/// Conditional compilation: `#if cond … #elseif cond … #else … #endif`.
///
/// The parser keeps every clause, active or not (it cannot know the platform), each holding
/// the items of its context: statements, member declarations, switch cases, or postfix
/// member chains. A condition ends with its line.
extension Parser {
  /// Whether the current token ends an `#if` clause.
  var atIfConfigClauseEnd: Bool {
    at(.poundElseif) || at(.poundElse) || at(.poundEndif)
  }

  /// Parses an `#if` block whose clauses hold items parsed by `parseItems`, which must stop at
  /// `#elseif`, `#else` and `#endif`.
  mutating func parseIfConfig<Item>(_ parseItems: (inout Parser) -> [Item]) -> IfConfig<Item> {
    var clauses: [IfConfig<Item>.Clause] = []
    var first = true
    while first || at(.poundElseif) || at(.poundElse) {
      first = false
      let keyword = consume()
      var condition: ExprID?
      if tokens[Int(keyword.index)].kind != .poundElse {
        if atStartOfLine || at(.endOfFile) {
          reportMissing(.expectedToken("a condition to follow '" + text(keyword) + "'"))
          condition = makeExpr(.missing, from: index)
        } else {
          condition = parseExpression(.directive)
        }
      }
      if !atStartOfLine, !at(.endOfFile) {
        let start = index
        report(.expectedToken("a newline after the conditional compilation condition"), current.range)
        while !atStartOfLine, !at(.endOfFile) { skipBalancedToken() }
        _ = start
      }
      let items = parseItems(&self)
      clauses.append(IfConfig<Item>.Clause(keyword: keyword, condition: condition, items: items))
    }
    let end = eat(.poundEndif)
    if end == nil {
      report(
        .expectedToken("#else or #endif at end of conditional compilation block"),
        SourceRange(at: current.textStart))
    }
    return IfConfig(clauses: clauses, endKeyword: end)
  }
}
