import TactileDiagnostics
import TactileParser

/// The checker state that belongs to the expression being checked, saved while another body
/// is checked on demand in the middle of it.
struct SuspendedCheck {
  var file: Int
  var scopes: [[String: LocalRef]]
  var checkingChainBase: Bool
  var pendingViewBuilderClosure: Bool
}

extension SemanticAnalyzer {
  private func suspend(switchingTo file: Int) -> SuspendedCheck {
    let s = SuspendedCheck(
      file: currentFile, scopes: scopes, checkingChainBase: checkingChainBase,
      pendingViewBuilderClosure: pendingViewBuilderClosure)
    currentFile = file
    scopes = []
    checkingChainBase = false
    pendingViewBuilderClosure = false
    return s
  }

  private func resume(_ s: SuspendedCheck) {
    currentFile = s.file
    scopes = s.scopes
    checkingChainBase = s.checkingChainBase
    pendingViewBuilderClosure = s.pendingViewBuilderClosure
  }

  /// A user property whose written type is a generic type without its arguments, outside
  /// that type's own declaration (`var r: ModelResponse = ModelResponse(info: false)`): the
  /// written type with the missing arguments as fresh inference variables, which swiftc infers
  /// from the initial value; nil for any other property (`fresh` false only asks whether).
  func openingOmittedArguments(_ ref: VariableRef, fresh: Bool = true) -> SType? {
    let v = declarations[ref]
    guard let written = v.type, !files[v.origin.file].isInterface, v.origin.decl != nil else { return nil }
    var enclosing: Set<Int> = []
    var owner = v.owner
    while let o = owner {
      var context: Int? = declarations[o].genericContext
      while let c = context {
        enclosing.insert(c)
        context = declarations.genericContexts[c].parent
      }
      owner = declarations[o].parent
    }
    var opened: [GenericParameterRef: SType] = [:]
    let type = written.map { t in
      guard case .parameter(let p) = t, !enclosing.contains(p.context) else { return nil }
      if let existing = opened[p] { return existing }
      let variable = fresh ? solver.fresh() : SType.error
      opened[p] = variable
      return variable
    }
    return opened.isEmpty ? nil : type
  }

  /// Checks a user property's initial value, accessors and observers (once), and settles its
  /// type: inferred from the initial value when not written, the underlying type of `some P`
  /// from the getter.
  func checkVariableBody(_ ref: VariableRef) {
    guard !checkedVariables.contains(ref.index) else { return }
    let v = declarations[ref]
    guard !files[v.origin.file].isInterface, let decl = v.origin.decl else { return }
    guard case .variable(let vd) = tree(v.origin.file)[decl].kind, v.bindingIndex < vd.bindings.count else {
      return
    }
    let binding = vd.bindings[v.bindingIndex]
    if inferringVariables.contains(ref.index) {
      let saved = suspend(switchingTo: v.origin.file)
      report(.circularReference(v.name), at: range(tree(currentFile)[binding.pattern].span))
      resume(saved)
      if declarations[ref].type == nil { declarations.variables[ref.index].type = .error }
      return
    }
    checkedVariables.insert(ref.index)
    lazyLog.append(.variable(ref, previousType: v.type))
    // `@Clamped var level = 3`: the wrapper's `wrappedValue` gives the type.
    if v.wrapper == .custom, v.type == nil, let wrapped = customWrappedType(ref) {
      declarations.variables[ref.index].type = wrapped
    }
    inferringVariables.insert(ref.index)
    let saved = suspend(switchingTo: v.origin.file)
    let savedRequirements = bodyRequirements
    bodyRequirements = v.requirements
    defer {
      resume(saved)
      inferringVariables.remove(ref.index)
      bodyRequirements = savedRequirements
    }
    var ctx = memberContext(owner: v.owner, isStatic: v.isStatic)
    let isLazy = vd.header.modifiers.contains { tree(currentFile).text($0.name) == "lazy" }
    ctx.isPropertyInitializer = v.owner != nil && !v.isStatic && !v.isComputed && !isLazy
    let mark = solver.count

    // The initial value: `= value`, or a wrapper's `wrappedValue:` argument
    // (`@GestureState(wrappedValue: 0, reset: …) var offset`).
    if let initializer = binding.initializer ?? wrappedValueArgument(vd.header, wrapped: v.wrapper != nil) {
      // `var response: ModelResponse = ModelResponse(info: false)`: the arguments the written
      // type leaves out are inferred from the initial value, so the type is settled as if
      // it were not written.
      let opened = openingOmittedArguments(ref)
      if opened != nil { declarations.variables[ref.index].type = nil }
      let expected = opened ?? declarations[ref].type
      let t = check(initializer, expected: expected, site: .specifiedType, ctx)
      solver.defaultLiterals(from: mark, defaultType)
      if declarations[ref].type == nil {
        let resolved = resolved(t)
        if resolved.containsVariable {
          if !resolved.containsError {
            report(
              .genericParameterNotInferred(display(resolved)), at: range(tree(currentFile)[initializer].span))
          }
          declarations.variables[ref.index].type = .error
        } else {
          declarations.variables[ref.index].type = resolved
        }
      }
    } else if v.wrapper == .environment {
      let valueType = checkEnvironmentKeyPath(vd.header, ctx)
      if v.type == nil { declarations.variables[ref.index].type = valueType ?? .error }
    } else if v.wrapper == .namespace, v.type == nil {
      // `@Namespace var ns`: the wrapper's `init()` gives the type, `Namespace.ID`.
      let namespace = resolveNamedType(
        "Namespace", arguments: nil, scope: TypeScope(file: currentFile, genericContext: nil, nominal: nil),
        at: nil)
      declarations.variables[ref.index].type = memberType(named: "ID", in: namespace, arguments: []) ?? .error
    } else if v.type == nil, !v.isComputed {
      report(.typeAnnotationMissing, at: range(tree(currentFile)[binding.pattern].span))
      declarations.variables[ref.index].type = .error
    }

    if v.wrapper == .gestureState {
      checkGestureStateArguments(vd.header, value: declarations[ref].type, ctx)
    }
    if v.wrapper == .custom { checkCustomWrapperArguments(ref, vd.header, ctx) }

    // Accessors and observers run on an instance: `self` is available in them.
    guard let accessors = binding.accessors else { return }
    ctx.isPropertyInitializer = false
    let type = declarations[ref].type ?? .error
    switch accessors.content {
    case .getter(let items):
      checkGetter(ref, items, type: type, ctx)
    case .accessors(let list):
      for accessor in list {
        guard let keyword = accessor.keyword, let body = accessor.body else { continue }
        switch text(keyword) {
        case "get":
          checkGetter(ref, body.items, type: type, ctx)
        case "set", "willSet", "didSet":
          var accessorContext = ctx
          accessorContext.isMutating = !hasModifier(accessor.header, "nonmutating", tree(currentFile))
          accessorContext.resultType = .void
          pushScope()
          let defaultName = text(keyword) == "didSet" ? "oldValue" : "newValue"
          let name = accessor.parameter?.name.map(text) ?? defaultName
          accessorLocals[ref, default: [:]][text(keyword)] = declareLocal(name, type: type, isLet: true)
          checkStatements(activeItems(body.items, file: currentFile), accessorContext)
          popScope()
        default:
          checkBlock(body.items, ctx)
        }
      }
    }
  }

  /// The getter of a computed property: a view builder for `body`, otherwise statements that
  /// return the property's type (a single expression is returned implicitly). For `some P`,
  /// the body decides the underlying type.
  private func checkGetter(_ ref: VariableRef, _ items: [StmtID], type: SType, _ ctx: CheckContext) {
    var bodyContext = ctx
    let opaque = isUnresolvedOpaque(type) ? type : nil
    bodyContext.resultType = opaque != nil ? solver.fresh() : type
    let active = activeItems(items, file: currentFile)
    if let builder = declarations[ref].userBuilder {
      bodyContext.userBuilder = builder
      checkBlock(active, bodyContext)
      return
    }
    if declarations[ref].isViewBuilder {
      checkViewBuilderBody(active, bodyContext)
      return
    }
    checkBodyReturning(active, bodyContext, what: "getter", closingBrace: nil)
    if case .opaque(let c, nil)? = opaque {
      declarations.variables[ref.index].type = settleOpaque(
        bodyContext.resultType!, constraint: c, name: declarations[ref].name, items: active)
    }
  }

  /// Statements of a body with a result: a lone expression is returned implicitly; otherwise
  /// every path must return (or the result must be `Void`). A missing return is reported at the
  /// body's closing brace, as swiftc reports it.
  func checkBodyReturning(_ items: [StmtID], _ ctx: CheckContext, what: String, closingBrace: TokenID?) {
    let tree = self.tree(currentFile)
    guard let resultType = ctx.resultType else {
      checkBlock(items, ctx)
      return
    }
    let isVoid: Bool
    if case .tuple(let r) = shallowType(resultType), r.isEmpty { isVoid = true } else { isVoid = false }
    if !isVoid, items.count == 1, case .expr(let single) = tree[items[0]].kind, !isStatementLike(single) {
      let mark = solver.count
      pushScope()
      check(single, expected: resultType, site: .returnValue, ctx)
      popScope()
      solver.defaultLiterals(from: mark, defaultType)
      return
    }
    if !isVoid, items.count == 1, isValueStatement(items[0]) {
      // An `if` or `switch` alone in the body is its value (SE-0380).
      var branches = ctx
      branches.branchValue = resultType
      checkStatement(items[0], branches)
      return
    }
    checkBlock(items, ctx)
    if !isVoid, !definitelyExits(items) {
      let resolved = resolved(resultType)
      if case .variable = resolved {
        _ = match(.void, resultType)
      } else if !resolved.containsError {
        let brace = closingBrace.map { range($0) } ?? items.last.map { range(tree[$0].span) }
        report(.missingReturn(what, display(resolved)), at: brace ?? SourceRange(start: 0, end: 0))
      }
    }
  }

  /// The underlying type of `some constraint` once its body is checked.
  private func settleOpaque(_ result: SType, constraint: NominalRef, name: String, items: [StmtID]) -> SType {
    let underlying = resolved(result)
    if underlying.containsVariable || underlying.containsError {
      return .opaque(constraint: constraint, underlying: nil)
    }
    if !conforms(underlying, to: constraint), let first = items.first {
      report(
        .opaqueUnderlyingNotConforming(display(underlying), declarations[constraint].name),
        at: range(tree(currentFile)[first].span))
      return .error
    }
    return .opaque(constraint: constraint, underlying: underlying)
  }

  /// Checks the key path of `@Environment(\.name) var x` against `EnvironmentValues` (an
  /// unknown name is swiftc's "has no member") and returns the type of the value it reads.
  func checkEnvironmentKeyPath(_ header: DeclHeader, _ ctx: CheckContext) -> SType? {
    let tree = self.tree(currentFile)
    for attribute in header.attributes {
      guard case .list(_, let arguments, _)? = attribute.arguments, let first = arguments.first else {
        continue
      }
      // `@Environment(Model.self)` (iOS 17): the object of that type the environment holds.
      if case .member(let base?, _, let name?, _, _) = tree[first.value].kind, text(name) == "self",
        let type = typeNamed(by: base, ctx)
      {
        check(first.value, expected: nil, ctx)
        return type
      }
      guard case .keyPath = tree[first.value].kind,
        let values = declarations.nominal(named: "EnvironmentValues"),
        let keyPath = declarations.nominal(named: "KeyPath")
      else { continue }
      let expected = SType.nominal(keyPath, [.nominal(values, []), solver.fresh()])
      let checked = check(first.value, expected: expected, site: .argument, ctx)
      guard case .nominal(_, let args) = shallowType(checked), args.count == 2 else { return nil }
      let result = resolved(args[1])
      return result.containsVariable ? nil : result
    }
    return nil
  }

  /// Checks `@GestureState(resetTransaction: …)` and `@GestureState(reset: { value, transaction in … })`:
  /// a `Transaction`, and a closure `(Value, inout Transaction) -> Void`.
  /// The `wrappedValue:` argument of a property wrapper's attribute, if written.
  private func wrappedValueArgument(_ header: DeclHeader, wrapped: Bool) -> ExprID? {
    guard wrapped else { return nil }
    for attribute in header.attributes {
      guard case .list(_, let arguments, _)? = attribute.arguments else { continue }
      for argument in arguments
      where argument.label.map({ tree(currentFile).text($0, is: "wrappedValue") }) == true {
        return argument.value
      }
    }
    return nil
  }

  private func checkGestureStateArguments(_ header: DeclHeader, value: SType?, _ ctx: CheckContext) {
    guard let transaction = declarations.nominal(named: "Transaction") else { return }
    for attribute in header.attributes {
      guard case .list(_, let arguments, _)? = attribute.arguments else { continue }
      for argument in arguments {
        switch argument.label.map(text) {
        case "resetTransaction":
          check(argument.value, expected: .nominal(transaction, []), site: .argument, ctx)
        case "reset":
          let closure = FunctionType(
            parameters: [
              ParameterType(type: value ?? .error),
              ParameterType(type: .nominal(transaction, []), isInout: true),
            ],
            result: .void)
          check(argument.value, expected: .function(closure), site: .argument, ctx)
        default:
          break
        }
      }
    }
  }

  /// Checks a user function's, initializer's or subscript's parameters' default values and
  /// body (once); for a `some P` result, settles the underlying type.
  func checkFunctionBody(_ ref: FunctionRef) {
    guard !checkedFunctions.contains(ref.index) else { return }
    let f = declarations[ref]
    guard !files[f.origin.file].isInterface, let decl = f.origin.decl else { return }
    checkedFunctions.insert(ref.index)
    lazyLog.append(.function(ref, previousResult: f.result))
    let saved = suspend(switchingTo: f.origin.file)
    let savedRequirements = bodyRequirements
    bodyRequirements = f.requirements
    defer {
      resume(saved)
      bodyRequirements = savedRequirements
    }
    let tree = self.tree(currentFile)
    var ctx = memberContext(owner: f.owner, isStatic: f.isStatic && f.kind != .initializer)
    ctx.genericContext = f.genericContext
    ctx.isMutating = f.isMutating || f.kind == .initializer
    ctx.isInitializer = f.kind == .initializer
    let opaque = isUnresolvedOpaque(f.result) ? f.result : nil
    ctx.resultType = f.kind == .initializer ? .void : (opaque != nil ? solver.fresh() : f.result)

    pushScope()
    defer { popScope() }
    parameterLocals[ref] = []
    for p in f.parameters {
      if let value = p.defaultValue {
        let mark = solver.count
        check(value, expected: p.type, site: .argument, ctx)
        solver.defaultLiterals(from: mark, defaultType)
      }
      let type = p.isVariadic ? SType.nominal(known.array, [p.type]) : p.type
      parameterLocals[ref, default: []].append(
        declareLocal(p.name, type: type, isLet: !p.isInout, isInout: p.isInout))
    }
    var body: [StmtID]?
    var closingBrace: TokenID?
    switch tree[decl].kind {
    case .function(let fd):
      body = fd.body?.items
      closingBrace = fd.body?.close
      if let thrown = fd.signature.effects.thrownType {
        ctx.thrownType = resolveType(
          thrown, TypeScope(file: currentFile, genericContext: f.genericContext, nominal: f.owner))
      }
    case .initializer(let i): body = i.body?.items
    case .subscriptDecl(let s):
      switch s.accessors?.content {
      case .getter(let items)?: body = items
      case .accessors(let list)?:
        // `get { … }` is the body; `set { … }` is checked with the parameters and `newValue`.
        for accessor in list {
          guard let keyword = accessor.keyword, let block = accessor.body else { continue }
          if text(keyword) == "get" { body = block.items }
          guard text(keyword) == "set" else { continue }
          var setter = ctx
          setter.isMutating = !hasModifier(accessor.header, "nonmutating", tree)
          setter.resultType = .void
          pushScope()
          let name = accessor.parameter?.name.map(text) ?? "newValue"
          subscriptSetterLocals[ref] = declareLocal(name, type: f.result, isLet: true)
          checkStatements(activeItems(block.items, file: currentFile), setter)
          popScope()
        }
      case nil: break
      }
    default: break
    }
    guard let items = body.map({ activeItems($0, file: currentFile) }) else { return }
    if let builder = f.userBuilder {
      var built = ctx
      built.userBuilder = builder
      checkBlock(items, built)
      return
    }
    if f.isViewBuilder {
      checkViewBuilderBody(items, ctx)
      return
    }
    let what = f.owner == nil ? "global function" : (f.isStatic ? "static method" : "instance method")
    checkBodyReturning(items, ctx, what: what, closingBrace: closingBrace)
    if case .opaque(let c, nil)? = opaque {
      declarations.functions[ref.index].result = settleOpaque(
        ctx.resultType!, constraint: c, name: f.name, items: items)
    }
  }

  /// Whether a statement list always ends by returning, throwing or stopping the program.
  func definitelyExits(_ items: [StmtID]) -> Bool {
    let tree = self.tree(currentFile)
    for item in items {
      switch tree[item].kind {
      case .returnStmt, .throwStmt:
        return true
      case .expr(let e):
        if case .call(let callee, _, _, _, _) = tree[e].kind,
          case .identifier(let name, _, _) = tree[callee].kind,
          ["fatalError", "preconditionFailure"].contains(tree.text(name))
        {
          return true
        }
      case .ifStmt(let s):
        guard let elseBranch = s.elseBranch, definitelyExits(s.body.items) else { continue }
        switch elseBranch {
        case .block(let b): if definitelyExits(b.items) { return true }
        case .ifStmt(let nested): if definitelyExits([nested]) { return true }
        }
      case .switchStmt(_, _, _, let cases, _):
        let all = cases.allSatisfy { c in
          if case .switchCase(let sc) = tree[c].kind { return definitelyExits(sc.body) }
          return true
        }
        if all, !cases.isEmpty { return true }
      case .doStmt(_, let body, let catches):
        if definitelyExits(body.items), catches.allSatisfy({ definitelyExits($0.body.items) }) { return true }
      default:
        continue
      }
    }
    return false
  }

  // MARK: Undoing checks on demand

  /// Undoes the checks on demand made after log position `count` (a speculative attempt that
  /// is dropped): their types return to unknown and their bodies will be checked again.
  func undoLazyChecks(to count: Int) {
    while lazyLog.count > count {
      switch lazyLog.removeLast() {
      case .variable(let ref, let previous):
        declarations.variables[ref.index].type = previous
        checkedVariables.remove(ref.index)
      case .function(let ref, let previous):
        declarations.functions[ref.index].result = previous
        checkedFunctions.remove(ref.index)
      }
    }
  }
}
