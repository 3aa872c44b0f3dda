import TactileParser

/// Where a speculative attempt (one overload of a call) started, so that it can be undone.
///
/// Nothing here copies the per-file results or the solver: while an attempt is under way, each
/// write to them is recorded in a journal with the value it replaced (`ResultUndo`,
/// `Solver.Mark`), and undoing an attempt replays its part of the journal in reverse. An attempt
/// therefore costs what it writes, not the size of the file.
struct CheckSnapshot {
  var solver: Solver.Mark
  var localsCount: Int
  var file: Int
  var journalCount: Int
  var diagnosticsCount: Int
  var scopes: [[String: LocalRef]]
  var lazyCount: Int
  var deferred: [DeferredClosure]
}

/// A value of the per-file results (`FileResults`) overwritten during a speculative attempt.
struct ResultUndo {
  enum Entry {
    case exprType(Int, SType?)
    case reference(Int, Reference?)
    case call(Int, CallResolution?)
    case conversion(Int, Conversion?)
    case patternLocal(Int, LocalRef?)
    case closureParameters(Int, [LocalRef]?)
    case closureTupleElements(Int, [LocalRef]?)
    case implicitErrorLocal(TokenID, LocalRef?)
  }
  /// The file whose results were written.
  var file: Int
  var entry: Entry
}

extension FileResults {
  /// Puts back the value `entry` recorded.
  mutating func undo(_ entry: ResultUndo.Entry) {
    switch entry {
    case .exprType(let i, let old): exprTypes[i] = old
    case .reference(let i, let old): references[i] = old
    case .call(let i, let old): calls[i] = old
    case .conversion(let i, let old): conversions[i] = old
    case .patternLocal(let i, let old): patternLocals[i] = old
    case .closureParameters(let i, let old): closureParameters[i] = old
    case .closureTupleElements(let i, let old): closureTupleElements[i] = old
    case .implicitErrorLocal(let token, let old): implicitErrorLocals[token] = old
    }
  }
}

extension SemanticAnalyzer {
  /// Starts a speculative attempt; end it with `restore` (undo) or `commit` (keep).
  func snapshot() -> CheckSnapshot {
    speculationDepth += 1
    return CheckSnapshot(
      solver: solver.mark(), localsCount: locals.count, file: currentFile, journalCount: resultsJournal.count,
      diagnosticsCount: diagnostics.count, scopes: scopes,
      lazyCount: lazyLog.count, deferred: deferredClosures)
  }

  /// Undoes everything done since `s` was taken, and ends that attempt.
  func restore(_ s: CheckSnapshot) {
    solver.rollBack(to: s.solver)
    locals.removeLast(locals.count - s.localsCount)
    undoResults(to: s.journalCount, file: s.file)
    diagnostics.removeLast(diagnostics.count - s.diagnosticsCount)
    scopes = s.scopes
    undoLazyChecks(to: s.lazyCount)
    // A nested check may have drained closures queued before the snapshot: put them back.
    deferredClosures = s.deferred
    endSpeculation()
  }

  /// Keeps what was done since `s` was taken, and ends that attempt. An enclosing attempt can
  /// still undo it.
  func commit(_ s: CheckSnapshot) {
    solver.commit(s.solver)
    endSpeculation()
  }

  private func endSpeculation() {
    speculationDepth -= 1
    if speculationDepth == 0 { resultsJournal.removeAll(keepingCapacity: true) }
  }

  /// Replays the journal back to `count` for `file`'s results. An attempt undoes only the
  /// results of the file it started in; writes to another file's results (a body checked on
  /// demand there) stay, with their journal entries, for an enclosing attempt in that file.
  private func undoResults(to count: Int, file: Int) {
    var others: [ResultUndo] = []
    while resultsJournal.count > count {
      let u = resultsJournal.removeLast()
      if u.file == file {
        results[file].undo(u.entry)
      } else {
        others.append(u)
      }
    }
    resultsJournal.append(contentsOf: others.reversed())
  }

  /// Runs `body` speculatively: returns whether it produced no diagnostic, and undoes
  /// everything it did unless `keep` says to keep a success.
  func speculate(keep: Bool = false, _ body: () -> Bool) -> Bool {
    let before = snapshot()
    let ok = body() && diagnostics.count == before.diagnosticsCount
    if ok && keep { commit(before) } else { restore(before) }
    return ok
  }

  // MARK: Writing results

  // Every write to the current file's results goes through these, so that a speculative
  // attempt can record the value it replaces.

  private func journal(_ entry: ResultUndo.Entry) {
    resultsJournal.append(ResultUndo(file: currentFile, entry: entry))
  }

  func setExprType(_ e: ExprID, _ type: SType?) {
    let i = Int(e.index)
    if speculationDepth > 0 { journal(.exprType(i, results[currentFile].exprTypes[i])) }
    results[currentFile].exprTypes[i] = type
  }

  func setReference(_ e: ExprID, _ reference: Reference?) {
    let i = Int(e.index)
    if speculationDepth > 0 { journal(.reference(i, results[currentFile].references[i])) }
    results[currentFile].references[i] = reference
  }

  func setCall(_ e: ExprID, _ call: CallResolution?) {
    let i = Int(e.index)
    if speculationDepth > 0 { journal(.call(i, results[currentFile].calls[i])) }
    results[currentFile].calls[i] = call
  }

  func setConversion(_ e: ExprID, _ conversion: Conversion?) {
    let i = Int(e.index)
    if speculationDepth > 0 { journal(.conversion(i, results[currentFile].conversions[i])) }
    results[currentFile].conversions[i] = conversion
  }

  func setPatternLocal(_ p: PatternID, _ local: LocalRef?) {
    let i = Int(p.index)
    if speculationDepth > 0 { journal(.patternLocal(i, results[currentFile].patternLocals[i])) }
    results[currentFile].patternLocals[i] = local
  }

  func setClosureParameters(_ e: ExprID, _ locals: [LocalRef]?) {
    let i = Int(e.index)
    if speculationDepth > 0 { journal(.closureParameters(i, results[currentFile].closureParameters[i])) }
    results[currentFile].closureParameters[i] = locals
  }

  func setClosureTupleElements(_ e: ExprID, _ locals: [LocalRef]?) {
    let i = Int(e.index)
    if speculationDepth > 0 {
      journal(.closureTupleElements(i, results[currentFile].closureTupleElements[i]))
    }
    results[currentFile].closureTupleElements[i] = locals
  }

  func setImplicitErrorLocal(_ token: TokenID, _ local: LocalRef?) {
    if speculationDepth > 0 {
      journal(.implicitErrorLocal(token, results[currentFile].implicitErrorLocals[token]))
    }
    results[currentFile].implicitErrorLocals[token] = local
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
