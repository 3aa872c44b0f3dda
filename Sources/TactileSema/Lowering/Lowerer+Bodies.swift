import TactileDiagnostics
import TactileParser
import TactileUIIR

extension Lowerer {
  /// Lowers one reserved function's body into `program.functions[body.index]`.
  func lowerBody(_ body: PendingBody) {
    var f = program.functions[body.index]
    let hasSelf = f.owner != nil
    currentOwner = f.owner
    loweringInitializer = f.kind == .initializer
    frames = [FrameBuilder(hasSelf: hasSelf)]
    var statements: [Stmt] = []
    switch body.source {
    case .function(let ref):
      let symbol = sema.declarations[ref]
      f.mutatesSelf = symbol.isMutating || symbol.kind == .initializer
      for (i, local) in (sema.parameterLocals[ref] ?? []).enumerated() {
        _ = frames[0].newSlot(for: local.index)
        if symbol.parameters[i].isInout { f.inoutParameters.append(i) }
      }
      f.parameterCount = sema.parameterLocals[ref]?.count ?? 0
      f.isViewBuilder = symbol.isViewBuilder
      guard let d = symbol.origin.decl else {
        if symbol.kind == .initializer, let owner = symbol.owner, let t = typeIndex[owner],
          program.types[t].kind == .enumType
        {
          // The `init?(rawValue:)` Swift synthesizes for an enum with a raw type: the case whose
          // raw value equals the argument, else nil. A plain function, so that it returns it.
          f.kind = .function
          f.owner = nil
          f.mutatesSelf = false
          f.parameterCount = 1
          if frames[0].slotCount == 0 { _ = frames[0].newSlot(for: nil) }
          for index in program.types[t].cases.indices {
            let value = Expr.enumCase(type: t, index: index, payload: [])
            let raw = Expr.builtin(
              builtin("RawRepresentable.rawValue"), receiver: .value(value), arguments: [], at: 0)
            let equal = Expr.builtin(
              builtin("Equatable.==(_:_:)"), receiver: nil, arguments: [.value(.slot(0)), .value(raw)], at: 0)
            statements.append(
              .ifStmt(
                conditions: [.bool(equal)], then: [.returnStmt(.wrapOptional(value, depth: 1))], else: nil))
          }
          statements.append(.returnStmt(.constant(.nilValue)))
        }
        break
      }
      var items: [StmtID] = []
      switch tree[d].kind {
      case .function(let fd): items = fd.body?.items ?? []
      case .initializer(let i): items = i.body?.items ?? []
      case .subscriptDecl(let s):
        switch s.accessors?.content {
        case .getter(let list)?: items = list
        case .accessors(let list)?:
          for accessor in list where accessor.keyword.map({ tree.text($0) == "get" }) == true {
            items = accessor.body?.items ?? []
          }
        case nil: break
        }
      default: break
      }
      f.location = tree.range(of: tree[d].span).start
      if let builder = symbol.userBuilder {
        statements = lowerBuilt(items, builder: builder)
      } else {
        statements = lowerBodyItems(
          items, isViewBuilder: symbol.isViewBuilder, returnsValue: symbol.result != .void)
      }
    case .getter(let ref, let items):
      let symbol = sema.declarations[ref]
      f.isViewBuilder = symbol.isViewBuilder
      f.location = symbol.origin.decl.map { tree.range(of: tree[$0].span).start } ?? 0
      if let builder = symbol.userBuilder {
        statements = lowerBuilt(items, builder: builder)
      } else {
        statements = lowerBodyItems(items, isViewBuilder: symbol.isViewBuilder, returnsValue: true)
      }
    case .subscriptSetter(let ref, let block):
      f.mutatesSelf = true
      for local in sema.parameterLocals[ref] ?? [] { _ = frames[0].newSlot(for: local.index) }
      _ = frames[0].newSlot(for: sema.subscriptSetterLocals[ref]?.index)
      f.parameterCount = (sema.parameterLocals[ref]?.count ?? 0) + 1
      f.location = sema.declarations[ref].origin.decl.map { tree.range(of: tree[$0].span).start } ?? 0
      statements = lowerStatements(block.items)
    case .setter(let ref, let block, let parameter), .observer(let ref, let block, let parameter):
      f.mutatesSelf = true
      let locals = sema.accessorLocals[ref] ?? [:]
      let local = locals.first { sema.locals[$0.value.index].name == parameter }?.value
      _ = frames[0].newSlot(for: local?.index)
      f.parameterCount = 1
      f.location = tree.range(of: tree[sema.declarations[ref].origin.decl!].span).start
      statements = lowerStatements(block.items)
    case .initialValue(_, let value):
      frames = [FrameBuilder(hasSelf: false)]
      f.owner = nil
      f.location = offset(value)
      statements = [.returnStmt(lowerExpr(value))]
    case .containerEntry(_, let value, let name):
      frames = [FrameBuilder(hasSelf: false)]
      f.owner = nil
      f.location = offset(value)
      let entry = Expr.builtin(
        builtin("ContainerValues._entry(_:default:)"), receiver: .value(.selfValue),
        arguments: [.value(.constant(.string(name))), .value(lowerExpr(value))], at: f.location)
      statements = [.returnStmt(entry)]
    case .wrapperStorage(_, let initializer, let values, let takesValue):
      frames = [FrameBuilder(hasSelf: false)]
      f.owner = nil
      var arguments: [Argument] = []
      if takesValue {
        _ = frames[0].newSlot(for: nil)
        f.parameterCount = 1
        arguments.append(.value(.slot(0)))
      }
      for value in values { arguments.append(.value(lowerExpr(value))) }
      f.location = values.first.map(offset) ?? 0
      if let index = functionIndex[initializer] {
        statements = [
          .returnStmt(.call(function: index, receiver: nil, arguments: arguments, at: f.location))
        ]
      } else {
        statements = [.returnStmt(unsupported("this property wrapper's initializer", at: f.location))]
      }
    case .preview(let items):
      f.isViewBuilder = true
      statements = lowerStatements(items, viewBuilder: true)
    }
    f.body = statements
    f.slotCount = frames[0].slotCount
    f.cellSlots = frames[0].cellSlots.sorted()
    program.functions[body.index] = f
    frames = []
  }

  /// A body's statements: a view builder (unless it returns explicitly), a lone expression
  /// returned implicitly, or ordinary statements.
  func lowerBodyItems(_ items: [StmtID], isViewBuilder: Bool, returnsValue: Bool) -> [Stmt] {
    let active = activeItems(items)
    if isViewBuilder, !containsReturn(active) { return lowerStatements(active, viewBuilder: true) }
    // (An initializer whose body is only `super.init(…)` of an SDK class returns nothing.)
    if returnsValue, active.count == 1, case .expr(let e) = tree[active[0]].kind, !isAssignment(e),
      !sema.isSDKSuperInit(e, file: file, nil)
    {
      return [.returnStmt(lowerExpr(e))]
    }
    if returnsValue, active.count == 1, sema.isValueStatement(active[0], file: file) {
      // An `if` or `switch` alone in the body is its value (SE-0380).
      return [.returnStmt(lowerValueStatement(active[0]))]
    }
    return lowerStatements(active)
  }

  /// Whether an expression is an assignment (a statement, not a value).
  func isAssignment(_ e: ExprID) -> Bool {
    if case .infix(_, let op, _) = tree[e].kind {
      let o = tree.text(op)
      return o == "=" || (o.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(o))
    }
    return false
  }

  /// Statements with `#if` replaced by their active clause.
  func activeItems(_ items: [StmtID]) -> [StmtID] { sema.activeItems(items, file: file) }

  func activeClause<Item>(_ config: IfConfig<Item>) -> [Item] { sema.activeClause(config, file: file) }

  /// Whether statements contain `return` outside nested closures and functions.
  func containsReturn(_ items: [StmtID]) -> Bool {
    tree.containsReturn(items) {
      switch $0 {
      case .function, .variable, .typeDecl: true
      default: false
      }
    }
  }
}
