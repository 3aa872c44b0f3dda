/// Everything checking writes, captured so that a speculative attempt (one overload of a call)
/// can be undone. Arrays are copied on write, so taking a snapshot is cheap.
struct CheckSnapshot {
  var solver: Solver
  var localsCount: Int
  var file: Int
  var results: FileResults
  var diagnosticsCount: Int
  var scopes: [[String: LocalRef]]
  var lazyCount: Int
  var deferred: [DeferredClosure]
}

extension SemanticAnalyzer {
  func snapshot() -> CheckSnapshot {
    CheckSnapshot(
      solver: solver, localsCount: locals.count, file: currentFile, results: results[currentFile],
      diagnosticsCount: diagnostics.count, scopes: scopes,
      lazyCount: lazyLog.count, deferred: deferredClosures)
  }

  func restore(_ s: CheckSnapshot) {
    solver = s.solver
    locals.removeLast(locals.count - s.localsCount)
    results[s.file] = s.results
    diagnostics.removeLast(diagnostics.count - s.diagnosticsCount)
    scopes = s.scopes
    undoLazyChecks(to: s.lazyCount)
    // A nested check may have drained closures queued before the snapshot: put them back.
    deferredClosures = s.deferred
  }

  /// Runs `body` speculatively: returns whether it produced no diagnostic, and undoes
  /// everything it did unless `keep` says to keep a success.
  func speculate(keep: Bool = false, _ body: () -> Bool) -> Bool {
    let before = snapshot()
    let ok = body() && diagnostics.count == before.diagnosticsCount
    if !(ok && keep) { restore(before) }
    return ok
  }

  // MARK: Locals and scopes

  func pushScope() { scopes.append([:]) }
  func popScope() { scopes.removeLast() }

  /// Declares a local in the innermost scope.
  @discardableResult
  func declareLocal(_ name: String, type: SType, isLet: Bool, isInout: Bool = false) -> LocalRef {
    let ref = LocalRef(locals.count)
    locals.append(LocalSymbol(name: name, type: type, isLet: isLet, isInout: isInout))
    if !scopes.isEmpty, name != "_" { scopes[scopes.count - 1][name] = ref }
    return ref
  }

  /// The innermost local named `name`.
  func lookupLocal(_ name: String) -> LocalRef? {
    for scope in scopes.reversed() {
      if let ref = scope[name] { return ref }
    }
    return nil
  }
}
