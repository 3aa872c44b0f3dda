import TactileDiagnostics
import TactileParser

/// Swift's definite initialization for a local `let` declared without a value
/// (`let color: Color` and then `switch mode { case .a: color = .red … }`): the statements after
/// the declaration must give it a value exactly once on every path before reading it.
///
/// The walk follows the statements' control flow: both branches of an `if`, every case of a
/// `switch` (with `fallthrough`), loops as zero or more iterations (run twice, so that an
/// assignment that a second iteration would repeat is found), `break`, `continue`, `return`,
/// `throw` and calls of `fatalError` ending a path. It reports, as swiftc does:
/// - a second assignment on some path: `immutable value 'x' may only be initialized once`;
/// - a read where some path has not assigned it: `constant 'x' used before being initialized`;
/// - a closure that captures it before it has a value on every path, or assigns it.
/// Each problem is reported once per variable. The walk visits a statement at most twice per
/// enclosing loop level that is not itself inside a first pass: quadratic in the nesting of
/// loops at worst, never exponential.
struct DefiniteInitialization {
  /// Whether the variable has a value: on no path, on every path, or on some.
  enum State: Equatable {
    case unassigned, assigned, partly

    func merged(_ other: State) -> State { self == other ? self : .partly }
  }

  /// A loop, a `switch` or a labelled `do` or `if` that `break` (and for a loop `continue`)
  /// leaves; the states that reach its exits.
  private struct Target {
    enum Kind { case loop, switchStatement, labelledBlock }
    var label: String?
    var kind: Kind
    var breakState: State?
    var continueState: State?
  }

  let analyzer: SemanticAnalyzer
  let tree: SyntaxTree
  let local: LocalRef
  let name: String
  private var targets: [Target] = []
  private var reported = false
  /// While walking a loop body the first time: nothing is reported.
  private var quiet = 0
  private var closureDepth = 0

  init(analyzer: SemanticAnalyzer, tree: SyntaxTree, local: LocalRef, name: String) {
    self.analyzer = analyzer
    self.tree = tree
    self.local = local
    self.name = name
  }

  /// Walks `items` from the unassigned state; `nil` is returned for a path that ended.
  @discardableResult
  mutating func walk(_ items: [StmtID], from state: State? = .unassigned) -> State? {
    var state = state
    for item in analyzer.activeItems(items, file: analyzer.currentFile) {
      guard let current = state else { break }  // unreachable code
      state = statement(item, current)
    }
    return state
  }

  private mutating func statement(_ s: StmtID, _ state: State, label: String? = nil) -> State? {
    switch tree[s].kind {
    case .expr(let e):
      let after = expression(e, state)
      return isNeverCall(e) ? nil : after
    case .decl(let d):
      return declaration(d, state)
    case .ifStmt(let statement):
      return ifStatement(statement, state)
    case .guardStmt(_, let conditions, _, let body):
      let after = conditionList(conditions, state)
      walk(body.items, from: after)
      return after
    case .whileStmt(_, let conditions, let body):
      return loop(label: label, state) { walker, entry in
        let tested = walker.conditionList(conditions, entry)
        return (walker.walk(body.items, from: tested), tested)
      }
    case .repeatStmt(_, let body, _, let condition):
      return loop(label: label, state) { walker, entry in
        let tested = walker.walk(body.items, from: entry).map { walker.expression(condition, $0) }
        return (tested, tested)
      }
    case .forStmt(let statement):
      let afterSequence = expression(statement.sequence, state)
      return loop(label: label, afterSequence) { walker, entry in
        var entry = entry
        if let filter = statement.whereClause?.condition { entry = walker.expression(filter, entry) }
        return (walker.walk(statement.body.items, from: entry), entry)
      }
    case .switchStmt(_, let subject, _, let cases, _):
      return switchStatement(label: label, subject: subject, cases: cases, state)
    case .labeled(let labelToken, _, let inner):
      let name = tree.text(labelToken)
      switch tree[inner].kind {
      case .whileStmt, .repeatStmt, .forStmt, .switchStmt:
        return statement(inner, state, label: name)
      default:
        // `name: do { … break name … }`, `name: if … { … }`.
        targets.append(Target(label: name, kind: .labelledBlock))
        let end = statement(inner, state)
        return merge(end, targets.removeLast().breakState)
      }
    case .doStmt(_, let body, let catches):
      let end = walk(body.items, from: state)
      var merged = end
      for clause in catches {
        // A catch runs after any part of the body: from the state before or after it.
        let entry = end.map { state.merged($0) } ?? state
        merged = merge(merged, walk(clause.body.items, from: entry))
      }
      return merged
    case .returnStmt(_, let value):
      if let value { _ = expression(value, state) }
      return nil
    case .throwStmt(_, let value):
      _ = expression(value, state)
      return nil
    case .breakStmt(_, let label):
      if let index = targetIndex(label.map { tree.text($0) }, loopOnly: false) {
        targets[index].breakState = merge(targets[index].breakState, state)
      }
      return nil
    case .continueStmt(_, let label):
      if let index = targetIndex(label.map { tree.text($0) }, loopOnly: true) {
        targets[index].continueState = merge(targets[index].continueState, state)
      }
      return nil
    case .fallthroughStmt:
      if let index = targets.lastIndex(where: { $0.kind == .switchStatement }) {
        targets[index].continueState = state
      }
      return nil
    case .deferStmt(_, let body):
      walk(body.items, from: state)
      return state
    case .ifConfig, .switchCase, .semicolon, .unexpected:
      return state
    }
  }

  private mutating func ifStatement(_ statement: IfStmt, _ state: State) -> State? {
    let tested = conditionList(statement.conditions, state)
    let then = walk(statement.body.items, from: tested)
    let otherwise: State?
    switch statement.elseBranch {
    case .block(let block)?: otherwise = walk(block.items, from: tested)
    case .ifStmt(let nested)?: otherwise = self.statement(nested, tested)
    case nil: otherwise = tested
    }
    return merge(then, otherwise)
  }

  private mutating func switchStatement(label: String?, subject: ExprID, cases: [StmtID], _ state: State)
    -> State?
  {
    let entry = expression(subject, state)
    targets.append(Target(label: label, kind: .switchStatement))
    var merged: State? = nil
    var fellThrough: State? = nil
    for item in analyzer.activeItems(cases, file: analyzer.currentFile) {
      guard case .switchCase(let switchCase) = tree[item].kind else { continue }
      var caseEntry = entry
      for caseItem in switchCase.items {
        if let condition = caseItem.whereClause?.condition { caseEntry = expression(condition, caseEntry) }
      }
      targets[targets.count - 1].continueState = nil
      let start = fellThrough.map { caseEntry.merged($0) } ?? caseEntry
      merged = merge(merged, walk(switchCase.body, from: start))
      fellThrough = targets[targets.count - 1].continueState
    }
    let target = targets.removeLast()
    return merge(merged, target.breakState)
  }

  /// A loop: its body may run no times, once or again. `body` walks one iteration from an
  /// entry state and gives the state at its end and the state in which the loop may exit.
  private mutating func loop(
    label: String?, _ state: State,
    _ body: (inout DefiniteInitialization, State) -> (end: State?, exit: State?)
  ) -> State? {
    targets.append(Target(label: label, kind: .loop))
    if quiet > 0 {
      // Inside a quiet pass only the state at the end matters: one iteration from the entry
      // gives it (states only move from unassigned towards assigned), and nested loops cost
      // one walk each instead of doubling per level.
      let once = body(&self, state)
      let target = targets.removeLast()
      return merge(merge(once.exit, merge(once.end, target.continueState)), target.breakState)
    }
    // A first, quiet pass finds the state an iteration leaves; the second starts from both.
    quiet += 1
    let first = body(&self, state)
    let back = merge(first.end, targets[targets.count - 1].continueState)
    quiet -= 1
    targets[targets.count - 1].breakState = nil
    targets[targets.count - 1].continueState = nil
    let second = body(&self, back.map { state.merged($0) } ?? state)
    let target = targets.removeLast()
    return merge(second.exit, target.breakState)
  }

  private func targetIndex(_ label: String?, loopOnly: Bool) -> Int? {
    targets.lastIndex { target in
      if let label { return target.label == label }
      return target.kind == .loop || (!loopOnly && target.kind == .switchStatement)
    }
  }

  private func merge(_ a: State?, _ b: State?) -> State? {
    guard let a else { return b }
    guard let b else { return a }
    return a.merged(b)
  }

  private mutating func conditionList(_ conditions: [Condition], _ state: State) -> State {
    var state = state
    for condition in conditions {
      switch condition.kind {
      case .expr(let e): state = expression(e, state)
      case .optionalBinding(_, _, _, _, let value?): state = expression(value, state)
      case .matching(_, _, _, _, let value): state = expression(value, state)
      default: break
      }
    }
    return state
  }

  private mutating func declaration(_ d: DeclID, _ state: State) -> State {
    var state = state
    for child in tree.children(of: .decl(d)) { state = node(child, state) }
    return state
  }

  private mutating func node(_ ref: SyntaxRef, _ state: State) -> State {
    switch ref {
    case .expr(let e): return expression(e, state)
    case .stmt(let s): return statement(s, state) ?? state
    case .decl(let d): return declaration(d, state)
    case .type, .pattern: return state
    }
  }

  /// The state after evaluating `e`, its parts in source order.
  private mutating func expression(_ e: ExprID, _ state: State) -> State {
    switch tree[e].kind {
    case .identifier:
      if refersToLocal(e), state != .assigned {
        problem(
          closureDepth > 0 ? .constantCapturedBeforeInitialized(name) : .constantUsedBeforeInitialized(name),
          e)
      }
      return state
    case .infix(let lhs, let op, let rhs) where tree.text(op, is: "="):
      let after = expression(rhs, state)
      guard refersToLocal(lhs) || tupleAssigns(lhs) else { return expression(lhs, after) }
      if closureDepth > 0 {
        problem(.cannotMutate("cannot assign to value", "'\(name)' is a 'let' constant"), lhs)
      } else if after != .unassigned {
        problem(.letInitializedTwice(name), lhs)
      }
      return .assigned
    case .closure(let closure):
      closureDepth += 1
      walk(closure.body, from: state)
      closureDepth -= 1
      return state
    default:
      var state = state
      for child in tree.children(of: .expr(e)) { state = node(child, state) }
      return state
    }
  }

  /// Whether `e` is a tuple of assignment targets with the local among them (`(a, b) = …`).
  private func tupleAssigns(_ e: ExprID) -> Bool {
    guard case .tuple(_, let elements, _) = tree[e].kind, elements.count > 1 else { return false }
    return elements.contains { refersToLocal($0.value) || tupleAssigns($0.value) }
  }

  private func refersToLocal(_ e: ExprID) -> Bool {
    if case .tuple(_, let elements, _) = tree[e].kind, elements.count == 1 {
      return refersToLocal(elements[0].value)
    }
    guard case .identifier = tree[e].kind, Int(e.index) < analyzer.references.count,
      case .local(let l)? = analyzer.references[Int(e.index)]
    else { return false }
    return l == local
  }

  /// `fatalError(…)` and `preconditionFailure(…)` never return.
  private func isNeverCall(_ e: ExprID) -> Bool {
    guard case .call(let callee, _, _, _, _) = tree[e].kind,
      case .identifier(let token, _, _) = tree[callee].kind
    else { return false }
    return tree.text(token, is: "fatalError") || tree.text(token, is: "preconditionFailure")
  }

  private mutating func problem(_ message: DiagnosticMessage, _ at: ExprID) {
    guard quiet == 0, !reported else { return }
    reported = true
    analyzer.report(message, at: analyzer.expressionLocation(at))
  }
}

extension SemanticAnalyzer {
  /// Checks a list of statements in order, then the locals among them declared `let` without
  /// a value (`DefiniteInitialization`).
  func checkStatements(_ items: [StmtID], _ ctx: CheckContext) {
    for item in items { checkStatement(item, ctx) }
    checkDeferredLets(in: items)
  }

  private func checkDeferredLets(in items: [StmtID]) {
    let tree = self.tree(currentFile)
    for (i, item) in items.enumerated() {
      guard case .decl(let d) = tree[item].kind, case .variable(let v) = tree[d].kind,
        text(v.keyword) == "let"
      else { continue }
      for binding in v.bindings where binding.initializer == nil && binding.accessors == nil {
        guard case .identifier(let nameToken) = tree[binding.pattern].kind,
          let local = lookupLocal(text(nameToken)),
          locals[local.index].isDeferred
        else { continue }
        var walker = DefiniteInitialization(analyzer: self, tree: tree, local: local, name: text(nameToken))
        walker.walk(Array(items[(i + 1)...]))
      }
    }
  }
}
