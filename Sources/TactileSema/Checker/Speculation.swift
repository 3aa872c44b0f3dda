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

/// A write to the per-file results (`FileResults`): where and what. The journal keeps, for each
/// write during a speculative attempt, the write that puts back the value it replaced.
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
  /// Stores the value `entry` carries and returns the entry that puts back the value it
  /// replaced: a write and its undo are the same exchange.
  mutating func exchange(_ entry: ResultUndo.Entry) -> ResultUndo.Entry {
    switch entry {
    case .exprType(let i, let v): .exprType(i, replace(&exprTypes[i], v))
    case .reference(let i, let v): .reference(i, replace(&references[i], v))
    case .call(let i, let v): .call(i, replace(&calls[i], v))
    case .conversion(let i, let v): .conversion(i, replace(&conversions[i], v))
    case .patternLocal(let i, let v): .patternLocal(i, replace(&patternLocals[i], v))
    case .closureParameters(let i, let v): .closureParameters(i, replace(&closureParameters[i], v))
    case .closureTupleElements(let i, let v): .closureTupleElements(i, replace(&closureTupleElements[i], v))
    case .implicitErrorLocal(let t, let v): .implicitErrorLocal(t, replace(&implicitErrorLocals[t], v))
    }
  }
}

/// Stores `value` in `slot` and returns what was there.
private func replace<T>(_ slot: inout T, _ value: T) -> T {
  defer { slot = value }
  return slot
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
        _ = results[file].exchange(u.entry)
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

  /// Writes the value `entry` carries, recording the value it replaces while an attempt is
  /// under way.
  private func write(_ entry: ResultUndo.Entry) {
    let old = results[currentFile].exchange(entry)
    if speculationDepth > 0 { resultsJournal.append(ResultUndo(file: currentFile, entry: old)) }
  }

  func setExprType(_ e: ExprID, _ type: SType?) { write(.exprType(Int(e.index), type)) }
  func setReference(_ e: ExprID, _ reference: Reference?) { write(.reference(Int(e.index), reference)) }
  func setCall(_ e: ExprID, _ call: CallResolution?) { write(.call(Int(e.index), call)) }
  func setConversion(_ e: ExprID, _ conversion: Conversion?) { write(.conversion(Int(e.index), conversion)) }
  func setPatternLocal(_ p: PatternID, _ local: LocalRef?) { write(.patternLocal(Int(p.index), local)) }
  func setClosureParameters(_ e: ExprID, _ locals: [LocalRef]?) {
    write(.closureParameters(Int(e.index), locals))
  }
  func setClosureTupleElements(_ e: ExprID, _ locals: [LocalRef]?) {
    write(.closureTupleElements(Int(e.index), locals))
  }
  func setImplicitErrorLocal(_ token: TokenID, _ local: LocalRef?) {
    write(.implicitErrorLocal(token, local))
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
