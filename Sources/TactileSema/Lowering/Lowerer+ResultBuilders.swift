import TactileParser
import TactileUIIR

/// Bodies built with a program's `@resultBuilder` (SE-0289), lowered to the calls Swift's
/// transform makes: each component into a slot, `if` through `buildOptional` or
/// `buildEither(first:)`/`buildEither(second:)`, `for` through `buildArray`, then `buildBlock`
/// (or `buildPartialBlock`) and `buildFinalResult`.
extension Lowerer {
  /// The statements of a built body, ending with the return of the builder's result.
  func lowerBuilt(_ items: [StmtID], builder: NominalRef) -> [Stmt] {
    let (statements, value) = lowerBuilderBlock(activeItems(items), builder)
    let final = builderCall("buildFinalResult", builder, [value]) ?? value
    return statements + [.returnStmt(final)]
  }

  /// A block's statements and the expression combining its components.
  private func lowerBuilderBlock(_ items: [StmtID], _ builder: NominalRef) -> ([Stmt], Expr) {
    var statements: [Stmt] = []
    var components: [Expr] = []
    func component(_ value: Expr) {
      let slot = frames[frames.count - 1].newSlot(for: nil)
      statements.append(.expr(.assign(.slot(slot), value, at: 0)))
      components.append(.slot(slot))
    }
    for item in items {
      switch tree[item].kind {
      case .expr(let e) where !isAssignment(e):
        let value = lowerExpr(e)
        if let f = sema.builderExpressionCalls[Int(e.index)], let index = functionIndex[f] {
          component(.call(function: index, receiver: nil, arguments: [.value(value)], at: offset(e)))
        } else {
          component(value)
        }
      case .ifStmt(let statement):
        let slot = frames[frames.count - 1].newSlot(for: nil)
        statements.append(lowerBuilderIf(statement, builder, into: slot))
        components.append(.slot(slot))
      case .forStmt(let statement):
        let results = frames[frames.count - 1].newSlot(for: nil)
        statements.append(.expr(.assign(.slot(results), .array([]), at: 0)))
        let sequence = lowerExpr(statement.sequence)
        let pattern =
          statement.caseKeyword != nil
          ? lowerMatchingPattern(statement.pattern) : lowerBindingPattern(statement.pattern)
        let filter = statement.whereClause.map { lowerExpr($0.condition) }
        let (body, value) = lowerBuilderBlock(activeItems(statement.body.items), builder)
        let append = Expr.builtin(
          builtin("Array.append(_:)"), receiver: .reference(.slot(results)), arguments: [.value(value)], at: 0
        )
        statements.append(
          .forIn(pattern, sequence: sequence, filter: filter, body: body + [.expr(append)], label: nil, at: 0)
        )
        component(builderCall("buildArray", builder, [.slot(results)]) ?? .slot(results))
      default:
        statements += lowerStatements([item])
      }
    }
    return (statements, combine(components, builder))
  }

  /// `buildBlock(c1, c2, …)`, or `buildPartialBlock` folded over the components.
  private func combine(_ components: [Expr], _ builder: NominalRef) -> Expr {
    let partial = sema.builderMethods("buildPartialBlock", of: builder)
    if !partial.isEmpty, !components.isEmpty,
      let first = partial.first(where: { sema.declarations[$0].parameters.first?.label == "first" }),
      let next = partial.first(where: { sema.declarations[$0].parameters.first?.label == "accumulated" }),
      let firstIndex = functionIndex[first], let nextIndex = functionIndex[next]
    {
      var value = Expr.call(function: firstIndex, receiver: nil, arguments: [.value(components[0])], at: 0)
      for c in components.dropFirst() {
        value = .call(function: nextIndex, receiver: nil, arguments: [.value(value), .value(c)], at: 0)
      }
      return value
    }
    for f in sema.builderMethods("buildBlock", of: builder) {
      guard let index = functionIndex[f] else { continue }
      let parameters = sema.declarations[f].parameters
      if parameters.count == 1, parameters[0].isVariadic {
        return .call(function: index, receiver: nil, arguments: [.value(.array(components))], at: 0)
      }
      if parameters.count == components.count {
        return .call(function: index, receiver: nil, arguments: components.map { .value($0) }, at: 0)
      }
    }
    return unsupported("this result builder's buildBlock for \(components.count) components", at: 0)
  }

  /// An `if` of a built body: its branches' values through `buildEither` (nested for an
  /// `else if` chain) and, without a final `else`, `buildOptional`.
  private func lowerBuilderIf(_ statement: IfStmt, _ builder: NominalRef, into slot: Int) -> Stmt {
    // The chain of branches.
    var branches: [(conditions: [TactileParser.Condition], items: [StmtID])] = [
      (statement.conditions, statement.body.items)
    ]
    var finalElse: [StmtID]?
    var current = statement
    while true {
      switch current.elseBranch {
      case .block(let block)?:
        finalElse = block.items
      case .ifStmt(let nested)?:
        if case .ifStmt(let inner) = tree[nested].kind {
          branches.append((inner.conditions, inner.body.items))
          current = inner
          continue
        }
      case nil:
        break
      }
      break
    }
    let count = branches.count + (finalElse == nil ? 0 : 1)
    let limited = statement.conditions.contains {
      if case .availability = $0.kind { return true }
      return false
    }
    // The value of branch `i` of `count`: right-nested eithers.
    func wrap(_ value: Expr, branch i: Int) -> Expr {
      var v = value
      if limited, i == 0 { v = builderCall("buildLimitedAvailability", builder, [v]) ?? v }
      if count > 1 {
        // Branch i of n: `first` then i `second`s; the last branch n - 1 `second`s.
        var seconds = count - 1
        if i < count - 1 {
          v = builderCall("buildEither", builder, [v], label: "first") ?? v
          seconds = i
        }
        for _ in 0..<seconds { v = builderCall("buildEither", builder, [v], label: "second") ?? v }
      }
      if finalElse == nil { v = builderCall("buildOptional", builder, [.wrapOptional(v, depth: 1)]) ?? v }
      return v
    }
    func branchBody(_ items: [StmtID], _ i: Int) -> [Stmt] {
      let (statements, value) = lowerBuilderBlock(activeItems(items), builder)
      return statements + [.expr(.assign(.slot(slot), wrap(value, branch: i), at: 0))]
    }
    var otherwise: [Stmt]? =
      finalElse.map { branchBody($0, count - 1) }
      ?? [
        .expr(
          .assign(
            .slot(slot),
            builderCall("buildOptional", builder, [.constant(.nilValue)]) ?? .constant(.nilValue),
            at: 0))
      ]
    for (i, branch) in branches.enumerated().reversed() {
      let conditions = lowerConditions(branch.conditions)
      otherwise = [.ifStmt(conditions: conditions, then: branchBody(branch.items, i), else: otherwise)]
    }
    return otherwise![0]
  }

  /// A call of the builder's static method `name` (with first label `label`), nil when the
  /// builder has none.
  private func builderCall(_ name: String, _ builder: NominalRef, _ arguments: [Expr], label: String? = nil)
    -> Expr?
  {
    for f in sema.builderMethods(name, of: builder) {
      let parameters = sema.declarations[f].parameters
      guard parameters.count == arguments.count, label == nil || parameters.first?.label == label,
        let index = functionIndex[f]
      else { continue }
      return .call(function: index, receiver: nil, arguments: arguments.map { .value($0) }, at: 0)
    }
    return nil
  }
}
