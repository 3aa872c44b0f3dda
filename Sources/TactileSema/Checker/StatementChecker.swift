import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// Checks one statement of a function, accessor or closure body. In a view builder, an
  /// expression statement is a view and `if`/`switch` branches are view builders too.
  func checkStatement(_ s: StmtID, _ ctx: CheckContext) {
    let tree = self.tree(currentFile)
    switch tree[s].kind {
    case .expr(let e) where ctx.branchValue != nil && !isStatementLike(e):
      // The value of a branch of an `if` or `switch` expression.
      let mark = solver.count
      let t = resolved(check(e, expected: ctx.branchValue, site: .returnValue, ctx))
      if case .nominal(let r, _) = t, declarations[r].name == "Never" {
      } else if !t.containsError {
        _ = match(t, ctx.branchValue!)
      }
      solver.defaultLiterals(from: mark, defaultType)
    case .expr(let e) where isSDKSuperInit(e, file: currentFile, ctx) && sdkSuperclass(ctx) != nil:
      // `super.init()` of `NSObject`: the arguments are checked, the call does nothing.
      var call = e
      if case .tryExpr(_, _, let operand) = tree[call].kind { call = operand }
      if case .call(_, _, let arguments, _, _) = tree[call].kind {
        for argument in arguments { check(argument.value, expected: nil, ctx) }
      }
    case .expr(let e) where ctx.userBuilder != nil && !isStatementLike(e):
      checkBuilderExpression(e, ctx.userBuilder!, ctx)
    case .expr(let e):
      let mark = solver.count
      if ctx.isViewBuilder, !isStatementLike(e) {
        checkViewExpression(e, ctx)
      } else {
        check(e, expected: nil, ctx)
        if case .closure = tree[e].kind {
          let at = range(tree[e].span)
          report(
            .closureExpressionUnused, at: SourceRange(start: at.start, end: at.start),
            notes: [
              Note(
                range: SourceRange(start: at.start, end: at.start),
                message: "did you mean to use a 'do' statement?")
            ])
        }
      }
      solver.defaultLiterals(from: mark, defaultType)
    case .decl(let d):
      checkLocalDeclaration(d, ctx)
    case .ifStmt(let statement):
      checkIf(statement, ctx)
    case .guardStmt(_, let conditions, _, let body):
      var bodyContext = ctx
      bodyContext.isViewBuilder = false
      checkBlock(body.items, bodyContext)
      checkConditions(conditions, ctx)
    case .whileStmt(let keyword, let conditions, let body):
      if ctx.isViewBuilder { report(.closureContainsControlFlow("while"), at: range(keyword)) }
      pushScope()
      checkConditions(conditions, ctx)
      checkBlock(body.items, nonBuilder(ctx))
      popScope()
    case .repeatStmt(let keyword, let body, _, let condition):
      if ctx.isViewBuilder { report(.closureContainsControlFlow("repeat"), at: range(keyword)) }
      checkBlock(body.items, nonBuilder(ctx))
      checkCondition(condition, ctx)
    case .forStmt(let statement):
      checkFor(statement, ctx)
    case .switchStmt(let keyword, let subject, _, let cases, _):
      checkSwitch(keyword: keyword, subject: subject, cases: cases, ctx)
    case .switchCase:
      break  // checked by its switch
    case .doStmt(_, let body, let catches):
      // What the body throws is caught here, whatever its type.
      var bodyContext = ctx
      if !catches.isEmpty { bodyContext.thrownType = nil }
      checkBlock(body.items, bodyContext)
      for clause in catches {
        pushScope()
        let errorType = declarations.nominal(named: "Error").map { SType.nominal($0, []) } ?? .error
        if clause.items.isEmpty {
          setImplicitErrorLocal(
            clause.catchKeyword, declareLocal("error", type: errorType, isLet: true))
        }
        for item in clause.items { matchPattern(item.pattern, subject: errorType, ctx) }
        checkBlock(clause.body.items, ctx)
        popScope()
      }
    case .returnStmt(let keyword, let value):
      checkReturn(keyword: keyword, value: value, ctx)
    case .throwStmt(_, let value):
      check(value, expected: ctx.thrownType, ctx)
    case .deferStmt(_, let body):
      checkBlock(body.items, nonBuilder(ctx))
    case .labeled(_, _, let statement):
      checkStatement(statement, ctx)
    case .ifConfig(let config):
      for item in activeItems(activeClause(config, file: currentFile), file: currentFile) {
        checkStatement(item, ctx)
      }
    case .breakStmt, .continueStmt, .fallthroughStmt, .semicolon, .unexpected:
      break
    }
  }

  /// The context of a body that is not a view builder (loops, `defer`, `guard … else`).
  func nonBuilder(_ ctx: CheckContext) -> CheckContext {
    var c = ctx
    c.isViewBuilder = false
    return c
  }

  /// Checks statements in a scope of their own. In the branch of an `if` or `switch` used as a
  /// value, only the last statement gives the value.
  func checkBlock(_ items: [StmtID], _ ctx: CheckContext) {
    pushScope()
    checkBranchBody(items, ctx)
    popScope()
  }

  /// Checks a block's or a case's statements in the current scope; in the branch of an `if` or
  /// `switch` used as a value, only the last one gives the value.
  private func checkBranchBody(_ items: [StmtID], _ ctx: CheckContext) {
    let active = activeItems(items, file: currentFile)
    if ctx.branchValue != nil, let last = active.last {
      var inner = ctx
      inner.branchValue = nil
      checkStatements(Array(active.dropLast()), inner)
      checkStatement(last, ctx)
    } else {
      checkStatements(active, ctx)
    }
  }

  /// Whether `s` is an `if` or `switch` whose every branch ends in a value (SE-0380): an
  /// expression (not an assignment), a `throw`, or a nested `if` or `switch` of the same kind;
  /// an `if` needs its `else`. Such a statement, alone in a body with a result, is that
  /// body's value, as it is after `return`, `=` or in an argument.
  func isValueStatement(_ s: StmtID, file: Int? = nil) -> Bool {
    let file = file ?? currentFile
    let tree = self.tree(file)
    func yields(_ items: [StmtID]) -> Bool {
      guard let last = activeItems(items, file: file).last else { return false }
      switch tree[last].kind {
      case .expr(let e):
        guard case .infix(_, let op, _) = tree[e].kind else { return true }
        let o = tree.text(op)
        return !(o == "=" || (o.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(o)))
      case .throwStmt: return true
      case .ifStmt, .switchStmt: return isValueStatement(last, file: file)
      default: return false
      }
    }
    switch tree[s].kind {
    case .ifStmt(let statement):
      guard yields(statement.body.items) else { return false }
      switch statement.elseBranch {
      case .block(let block)?: return yields(block.items)
      case .ifStmt(let nested)?: return isValueStatement(nested, file: file)
      case nil: return false
      }
    case .switchStmt(_, _, _, let cases, _):
      let items = activeItems(cases, file: file)
      return !items.isEmpty
        && items.allSatisfy { item in
          guard case .switchCase(let c) = tree[item].kind else { return false }
          return yields(c.body)
        }
    default:
      return false
    }
  }

  /// A Boolean condition.
  func checkCondition(_ e: ExprID, _ ctx: CheckContext) {
    let mark = solver.count
    check(e, expected: .nominal(known.bool, []), site: .condition, ctx)
    solver.defaultLiterals(from: mark, defaultType)
  }

  /// A condition list: Boolean expressions, `let x = optional`, `case pattern = value`,
  /// `#available`. Bound names are declared in the current scope.
  func checkConditions(_ conditions: [Condition], _ ctx: CheckContext) {
    for condition in conditions {
      switch condition.kind {
      case .expr(let e):
        checkCondition(e, ctx)
      case .optionalBinding(let keyword, let pattern, let annotation, _, let value):
        let isLet = text(keyword) == "let"
        let mark = solver.count
        var valueType: SType
        if let value {
          valueType = check(value, expected: nil, ctx)
        } else if case .identifier(let name) = tree(currentFile)[pattern].kind {
          // `if let x` is `if let x = x`.
          valueType = shorthandBindingType(text(name), pattern: pattern, at: name, ctx)
        } else {
          valueType = .error
        }
        solver.defaultLiterals(from: mark, defaultType)
        valueType = resolved(valueType)
        var bound: SType
        if let wrapped = optionalWrapped(valueType) {
          bound = wrapped
        } else {
          if !valueType.containsError {
            let at = value.map { range(tree(currentFile)[$0].span) } ?? range(tree(currentFile)[pattern].span)
            report(.initializerForConditionalBinding(display(valueType)), at: at)
          }
          bound = .error
        }
        if let annotation {
          let written = resolveType(annotation.type, typeScope(ctx))
          if !match(bound, written).succeeded, let value {
            reportMismatch(value, bound, written, .specifiedType)
          }
          bound = written
        }
        bindPattern(pattern, type: bound, isLet: isLet, ctx)
      case .matching(_, let pattern, let annotation, _, let value):
        let mark = solver.count
        var subject = check(value, expected: annotation.map { resolveType($0.type, typeScope(ctx)) }, ctx)
        solver.defaultLiterals(from: mark, defaultType)
        subject = resolved(subject)
        matchPattern(pattern, subject: subject, ctx)
      case .availability:
        break
      }
    }
  }

  /// The type of the variable an `if let name` shorthand unwraps.
  private func shorthandBindingType(
    _ name: String, pattern: PatternID, at token: TokenID, _ ctx: CheckContext
  ) -> SType {
    if let local = lookupLocal(name) {
      shorthandReferences[pattern] = .local(local)
      return locals[local.index].type
    }
    if name == "self", let selfType = ctx.selfType {
      shorthandReferences[pattern] = .selfValue
      return selfType
    }
    if let selfType = ctx.selfType {
      for candidate in lookupMembers(name, in: selfType) {
        if case .variable(let v) = candidate.member {
          shorthandReferences[pattern] = .property(v)
          return variableType(v, in: selfType) ?? .error
        }
      }
    }
    report(.cannotFindInScope(name), at: range(token))
    return .error
  }

  /// `if conditions { } else …`.
  private func checkIf(_ statement: IfStmt, _ ctx: CheckContext) {
    pushScope()
    checkConditions(statement.conditions, ctx)
    checkBlock(statement.body.items, ctx)
    popScope()
    switch statement.elseBranch {
    case .block(let block)?:
      checkBlock(block.items, ctx)
    case .ifStmt(let nested)?:
      checkStatement(nested, ctx)
    case nil:
      break
    }
  }

  /// `for pattern in sequence where filter { }`.
  private func checkFor(_ statement: ForStmt, _ ctx: CheckContext) {
    if ctx.isViewBuilder { report(.closureContainsControlFlow("for"), at: range(statement.forKeyword)) }
    let mark = solver.count
    let sequenceType = resolved(check(statement.sequence, expected: nil, ctx))
    solver.defaultLiterals(from: mark, defaultType)
    var element = elementType(of: resolved(sequenceType))
    if element == nil, !sequenceType.containsError {
      report(.notASequence(display(sequenceType)), at: range(tree(currentFile)[statement.sequence].span))
    }
    if let annotation = statement.type {
      let written = resolveType(annotation.type, typeScope(ctx))
      if let e = element, !match(e, written).succeeded {
        reportMismatch(statement.sequence, e, written, .specifiedType)
      }
      element = written
    }
    pushScope()
    if statement.caseKeyword != nil {
      matchPattern(statement.pattern, subject: element ?? .error, ctx)
    } else {
      bindPattern(statement.pattern, type: element ?? .error, isLet: true, ctx)
    }
    if let filter = statement.whereClause { checkCondition(filter.condition, ctx) }
    checkBlock(statement.body.items, nonBuilder(ctx))
    popScope()
  }

  /// The element type of a sequence: arrays, sets, ranges, dictionaries (key-value tuples),
  /// strings, `stride`, `enumerated()`, `zip`, or anything with an `Element` type.
  func elementType(of type: SType) -> SType? {
    switch type {
    case .nominal(let ref, let args):
      if ref == known.dictionary, args.count == 2 {
        return .tuple([
          TupleElement(label: "key", type: args[0]), TupleElement(label: "value", type: args[1]),
        ])
      }
      if ref == known.string { return .nominal(known.character, []) }
      if conformsToSequence(type) { return memberType(named: "Element", in: type, arguments: []) }
      // `for await x in group` / `for try await line in stream`: an async sequence's elements.
      if let asyncSequence = declarations.nominal(named: "AsyncSequence"), conforms(type, to: asyncSequence) {
        return memberType(named: "Element", in: type, arguments: [])
      }
      return nil
    case .opaque(_, let underlying?):
      return elementType(of: underlying)
    case .error:
      return .error
    default:
      return nil
    }
  }

  /// Whether `type` conforms to `Sequence` (declared in the interface).
  private func conformsToSequence(_ type: SType) -> Bool {
    guard let sequence = declarations.nominal(named: "Sequence") else { return false }
    return conforms(type, to: sequence)
  }

  /// `switch subject { cases }`: each case's patterns are matched against the subject's type;
  /// a switch over an enum or `Bool` must cover every value, any other needs `default`.
  private func checkSwitch(keyword: TokenID, subject: ExprID, cases: [StmtID], _ ctx: CheckContext) {
    let mark = solver.count
    let subjectType = resolved(check(subject, expected: nil, ctx))
    solver.defaultLiterals(from: mark, defaultType)
    let tree = self.tree(currentFile)
    var rows: [[SpacePattern]] = []
    for item in activeItems(cases, file: currentFile) {
      guard case .switchCase(let switchCase) = tree[item].kind else {
        checkStatement(item, ctx)
        continue
      }
      pushScope()
      if tree.text(switchCase.keyword) == "default" {
        rows.append([.any])
      }
      for caseItem in switchCase.items {
        matchPattern(caseItem.pattern, subject: subjectType, ctx)
        if caseItem.whereClause == nil { rows.append([spacePattern(caseItem.pattern, subject: subjectType)]) }
        if let filter = caseItem.whereClause { checkCondition(filter.condition, ctx) }
      }
      checkBranchBody(switchCase.body, ctx)
      popScope()
    }
    var exhaustiveness = SwitchExhaustiveness(analyzer: self)
    if !subjectType.containsError, !subjectType.containsVariable, !exhaustiveness.covers(rows, [subjectType])
    {
      report(.switchMustBeExhaustive, at: range(keyword))
    }
  }

  /// `return value`: the value must have the enclosing function's or closure's result type.
  private func checkReturn(keyword: TokenID, value: ExprID?, _ ctx: CheckContext) {
    guard let resultType = ctx.resultType else {
      if let value { check(value, expected: nil, ctx) }
      return
    }
    let isVoid: Bool
    if case .tuple(let r) = shallowType(resultType), r.isEmpty { isVoid = true } else { isVoid = false }
    guard let value else {
      if !isVoid, !resolved(resultType).containsError {
        if case .variable = shallowType(resultType) {
          _ = match(.void, resultType)
        } else {
          report(.nonVoidFunctionShouldReturn, at: range(keyword))
        }
      }
      return
    }
    let mark = solver.count
    if isVoid {
      let t = resolved(check(value, expected: nil, ctx))
      if !t.containsError, t != .void {
        report(.unexpectedReturnValue, at: range(tree(currentFile)[value].span))
      }
    } else {
      check(value, expected: resultType, site: .returnValue, ctx)
      // A closure whose result type the expression around it has yet to decide: its literal
      // takes that type (`let xs: [CGFloat] = items.map { _ in return 0 }`).
      if ctx.isClosure, case .variable = shallowType(resultType) { return }
    }
    solver.defaultLiterals(from: mark, defaultType)
  }
}
