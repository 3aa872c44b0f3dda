import TactileParser

/// Questions about a piece of syntax that both the checker and the lowering ask.
extension SyntaxTree {
  /// Whether the postfix chain under `e` contains `?` (so its top's value is optional).
  func chainContainsOptional(_ e: ExprID) -> Bool {
    var current: ExprID? = e
    var steps = 0
    while let c = current, steps < 10_000 {
      steps += 1
      switch self[c].kind {
      case .optionalChain: return true
      case .member(let base, _, _, _, _): current = base
      case .call(let callee, _, _, _, _): current = callee
      case .subscriptCall(let base, _, _, _, _): current = base
      case .forceUnwrap(let base, _): current = base
      default: return false
      }
    }
    return false
  }

  /// Whether statements contain a `return` (with `valueOnly`, a `return value`) outside nested
  /// closures and the nested declarations `skipped` picks.
  func containsReturn(_ body: [StmtID], valueOnly: Bool = false, skipping skipped: (DeclKind) -> Bool) -> Bool
  {
    var stack: [SyntaxRef] = body.map { .stmt($0) }
    var visited = 0
    while let ref = stack.popLast(), visited < 200_000 {
      visited += 1
      switch ref {
      case .expr(let e):
        if case .closure = self[e].kind { continue }
      case .stmt(let s):
        if case .returnStmt(_, let value) = self[s].kind, !valueOnly || value != nil { return true }
      case .decl(let d):
        if skipped(self[d].kind) { continue }
      default:
        break
      }
      stack += children(of: ref)
    }
    return false
  }
}
