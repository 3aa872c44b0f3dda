import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// `{ params in body }`: parameter types come from the expected function type (or the
  /// closure's own annotations), the result type from the expected type or the body's
  /// `return`s. A closure with no parameter list may stand for a single `Void` parameter, as
  /// `TapGesture().onEnded { … }` does.
  func inferClosure(_ e: ExprID, _ closure: Closure, expected: SType?, _ ctx: CheckContext) -> SType {
    let isViewBuilder = pendingViewBuilderClosure
    closureBuilderProtocol = pendingBuilderProtocol
    closureUserBuilder = pendingUserBuilder
    pendingViewBuilderClosure = false
    pendingBuilderProtocol = nil
    pendingUserBuilder = nil
    var expectedFunction: FunctionType?
    if let expected, case .function(let f) = shallowType(expected) { expectedFunction = f }
    if let expected, let wrapped = optionalWrapped(expected), case .function(let f) = shallowType(wrapped) {
      expectedFunction = f
    }

    // The closure's own parameters: written, or $0, $1… used in the body.
    struct Written {
      var name: String
      var type: TypeID?
    }
    var written: [Written] = []
    var hasParameterList = false
    if let parameters = closure.signature?.parameters {
      hasParameterList = true
      switch parameters {
      case .shorthand(let list), .parenthesized(_, let list, _):
        written = list.map { Written(name: text($0.secondName ?? $0.firstName), type: $0.type) }
      }
    }
    let anonymousCount = hasParameterList ? 0 : highestAnonymousParameter(in: closure.body) + 1
    var count = hasParameterList ? written.count : anonymousCount
    // Several parameters for a context that passes one tuple of as many elements take its
    // elements, as swiftc allows.
    if let f = expectedFunction, count > 1, f.parameters.count == 1, !f.parameters[0].isInout,
      case .tuple(let elements) = resolved(f.parameters[0].type), elements.count == count
    {
      return inferDestructuringClosure(
        e, closure, function: f, elements: elements, written: written.map { ($0.name, $0.type) },
        hasParameterList: hasParameterList, isViewBuilder: isViewBuilder, ctx)
    }
    if let f = expectedFunction, count != f.parameters.count {
      let voidParameter = f.parameters.count == 1 && resolved(f.parameters[0].type) == .void
      if count == 0, voidParameter {
        // `{ … }` for `(Void) -> R`.
      } else if count == 0, !hasParameterList, f.parameters.count > 0 {
        report(.closureArgumentsIgnored(f.parameters.count), at: range(closure.open))
        count = f.parameters.count
      } else {
        // swiftc points at the parameter list when it is too long, at the brace otherwise.
        var at = range(closure.open)
        if count > f.parameters.count, let parameters = closure.signature?.parameters {
          switch parameters {
          case .parenthesized(let open, _, _): at = range(open)
          case .shorthand(let list):
            if let first = list.first { at = range(first.firstName) }
          }
        }
        report(
          .closureParameterCount(displayClosureType(resolved(.function(f))), f.parameters.count, count),
          at: at)
        return .error
      }
    }

    pushScope()
    defer { popScope() }
    declareCaptures(closure.signature?.captures, closure: e, ctx)
    var parameterTypes: [ParameterType] = []
    var refs: [LocalRef] = []
    let total = expectedFunction.map { max(count, $0.parameters.count) } ?? count
    for i in 0..<total {
      let expectedParameter = expectedFunction.flatMap { i < $0.parameters.count ? $0.parameters[i] : nil }
      var type = expectedParameter?.type ?? solver.fresh()
      if i < written.count, let annotation = written[i].type {
        let annotated = resolveType(stripAttributes(annotation), typeScope(ctx))
        if expectedParameter != nil, !match(type, annotated, allowConversion: false).succeeded {
          reportMismatch(e, resolved(annotated), resolved(type), .argument)
        }
        type = annotated
      }
      let name = hasParameterList ? (i < written.count ? written[i].name : "_") : "$\(i)"
      let isInout = expectedParameter?.isInout ?? false
      if i < count || hasParameterList {
        let ref = declareLocal(name, type: type, isLet: true, isInout: isInout)
        refs.append(ref)
        if hasParameterList, name.count > 1, name.hasPrefix("$") {
          declareWrappedParameter(ref, name: String(name.dropFirst()), e, written: i)
        }
      }
      parameterTypes.append(ParameterType(type: type, isInout: isInout))
    }
    setClosureParameters(e, refs)
    return checkClosureBody(
      e, closure, parameterTypes: parameterTypes, expectedResult: expectedFunction?.result,
      isViewBuilder: isViewBuilder, ctx)
  }

  /// `{ $item in … }` (SE-0293): the parameter is a `Binding<T>` named `$item`, and `item` is a
  /// `T` read and written through it.
  private func declareWrappedParameter(_ storage: LocalRef, name: String, _ e: ExprID, written index: Int) {
    let type = resolved(locals[storage.index].type)
    guard case .nominal(let ref, let args) = type, ref == known.binding, let value = args.first else {
      if !type.containsError {
        var at = range(tree(currentFile)[e].span)
        if case .closure(let closure) = tree(currentFile)[e].kind,
          let parameters = closure.signature?.parameters
        {
          switch parameters {
          case .shorthand(let list), .parenthesized(_, let list, _):
            if index < list.count { at = range(list[index].firstName) }
          }
        }
        report(.projectionNotPropertyWrapper(display(type)), at: at)
      }
      declareLocal(name, type: .error, isLet: true)
      return
    }
    let local = declareLocal(name, type: value, isLet: false)
    locals[local.index].projection = storage
  }

  /// The closure's body, once its parameters are declared: its result type comes from the
  /// expected one, its annotation or its `return`s.
  private func checkClosureBody(
    _ e: ExprID, _ closure: Closure, parameterTypes: [ParameterType], expectedResult: SType?,
    isViewBuilder: Bool, _ ctx: CheckContext
  ) -> SType {
    let tree = self.tree(currentFile)
    let builderProtocol = closureBuilderProtocol
    closureBuilderProtocol = nil
    let userBuilder = closureUserBuilder
    closureUserBuilder = nil
    var resultType = expectedResult ?? solver.fresh()
    if let forced = forcedClosureResults[e], case .variable = shallowType(resultType) {
      _ = match(resultType, forced, allowConversion: false)
    }
    // `K.Value` where `K` is already known from an earlier argument (`anchorPreference(key:)`):
    // the associated type, so that the body's returns (`[:]`) have their type.
    if case .dependent = resultType {
      let reduced = resolveDependents(resolved(resultType))
      if case .dependent = reduced {} else { resultType = reduced }
    }
    if let annotation = closure.signature?.returnType {
      let annotated = resolveType(annotation, typeScope(ctx))
      if expectedResult != nil { _ = match(annotated, resultType) }
      resultType = annotated
    }
    var bodyContext = ctx
    bodyContext.resultType = resultType
    bodyContext.isClosure = true
    bodyContext.thrownType = nil
    bodyContext.branchValue = nil
    bodyContext.isViewBuilder = isViewBuilder
    bodyContext.keyframesRoot =
      builderProtocol == "Keyframes" && parameterTypes.count == 1 ? parameterTypes[0].type : nil
    bodyContext.keyframeValue = bodyContext.keyframesRoot
    if builderProtocol == "KeyframeTrackContent" { bodyContext.keyframeValue = pendingKeyframeValue }
    if builderProtocol == "TabContent", let selection = pendingTabSelection {
      bodyContext.tabValue = selection
    }
    if builderProtocol == nil && !isViewBuilder { bodyContext.tabValue = nil }
    bodyContext.resultFirst = false
    bodyContext.isMutating = false
    let items = activeItems(closure.body, file: currentFile)
    bodyContext.userBuilder = userBuilder
    // Whether the returns decide the result type: an attempt that settles it is kept, and the
    // body is not checked again (a second pass would see the attempt's `guard let self`).
    var resultWasOpen = false
    if case .variable = shallowType(resultType) { resultWasOpen = true }
    if let userBuilder {
      // A program's result builder: each statement a component, the body the builder's result.
      userBuilderClosures[Int(e.index)] = userBuilder
      checkBlock(items, bodyContext)
      if let built = builderResultType(userBuilder) { _ = match(built, resultType) }
    } else if isViewBuilder {
      viewBuilderClosures.insert(e)
      checkViewBuilderBody(items, bodyContext)
      var constraint = known.view
      if let name = builderProtocol, let proto = declarations.nominal(named: name) { constraint = proto }
      _ = match(.opaque(constraint: constraint, underlying: nil), resultType)
    } else if items.count == 1, case .expr(let single) = tree[items[0]].kind, !isStatementLike(single) {
      // A single expression is the closure's value, unless the closure returns nothing.
      if case .tuple(let r) = shallowType(resultType), r.isEmpty {
        check(single, expected: nil, bodyContext)
      } else {
        let t = check(single, expected: resultType, site: .closureResult, bodyContext)
        if case .variable = shallowType(resultType) { _ = match(t, resultType) }
      }
    } else if items.count == 1, isValueStatement(items[0]), hasKnownValueType(resultType) {
      // An `if` or `switch` alone in the body is the closure's value when the context gives its
      // type (SE-0380): each branch is checked against it (`case true: .smooth`).
      var branches = bodyContext
      branches.branchValue = resultType
      checkStatement(items[0], branches)
    } else if case .variable = shallowType(resultType), containsReturnValue(items), checkDepth > 0,
      !speculate(
        keep: true,
        {
          checkStatements(items, bodyContext)
          return true
        })
    {
      // The body's returns need a type only the enclosing expression can give (SE-0326: the
      // body is checked after the expression around it).
      deferredClosures.append(
        DeferredClosure(
          items: items, context: bodyContext, scopes: scopes, result: resultType,
          diagnosticsCount: diagnostics.count))
    } else if resultWasOpen, containsReturnValue(items) {
      // Checked (and kept) by the attempt above, or at the top level.
      if checkDepth == 0 { checkStatements(items, bodyContext) }
    } else {
      checkStatements(items, bodyContext)
      if case .variable = shallowType(resultType), !containsReturnValue(items) {
        _ = match(.void, resultType)
      }
    }
    return .function(FunctionType(parameters: parameterTypes, result: resultType))
  }

  /// Whether a closure's result type is settled and is a value (not `Void`, not still open).
  private func hasKnownValueType(_ type: SType) -> Bool {
    switch shallowType(type) {
    case .variable: return false
    case .tuple(let r): return !r.isEmpty
    default: return true
    }
  }

  /// `{ index, item in … }` where the context passes one `(offset: Int, element: T)`: the
  /// tuple is the closure's one parameter (a hidden local), and each written parameter (or
  /// `$0`, `$1`…) is a local for one element, bound when the closure starts.
  private func inferDestructuringClosure(
    _ e: ExprID, _ closure: Closure, function f: FunctionType, elements: [TupleElement],
    written: [(name: String, type: TypeID?)], hasParameterList: Bool, isViewBuilder: Bool,
    _ ctx: CheckContext
  ) -> SType {
    pushScope()
    defer { popScope() }
    declareCaptures(closure.signature?.captures, closure: e, ctx)
    let tuple = declareLocal("_", type: f.parameters[0].type, isLet: true)
    var elementLocals: [LocalRef] = []
    for (i, element) in elements.enumerated() {
      var type = element.type
      if i < written.count, let annotation = written[i].type {
        let annotated = resolveType(stripAttributes(annotation), typeScope(ctx))
        if !match(type, annotated, allowConversion: false).succeeded {
          reportMismatch(e, resolved(annotated), resolved(type), .argument)
        }
        type = annotated
      }
      let name = hasParameterList ? (i < written.count ? written[i].name : "_") : "$\(i)"
      elementLocals.append(declareLocal(name, type: type, isLet: true))
    }
    setClosureParameters(e, [tuple])
    setClosureTupleElements(e, elementLocals)
    return checkClosureBody(
      e, closure, parameterTypes: f.parameters, expectedResult: f.result, isViewBuilder: isViewBuilder, ctx)
  }

  /// Checks the closure bodies deferred while their enclosing expression was checked, in the
  /// scopes they were written in.
  func checkDeferredClosures() {
    // Each closure is taken off the queue before any is checked, so a check nested in one of
    // them (which drains the queue again) sees only the closures queued after it.
    var batch: [DeferredClosure] = []
    while !batch.isEmpty || !deferredClosures.isEmpty {
      if batch.isEmpty {
        batch = deferredClosures
        deferredClosures = []
      }
      let pending = batch.removeFirst()
      let saved = scopes
      scopes = pending.scopes
      // When the expression around the closure failed and left its result undecided, swiftc
      // reports that failure only, not the body's returns that lacked a type.
      if case .variable = shallowType(pending.result), diagnostics.count > pending.diagnosticsCount {
        // Names that resolve to nothing are still reported: swiftc finds them before it types.
        var unresolvedNames: [Diagnostic] = []
        let start = diagnostics.count
        _ = speculate {
          checkStatements(pending.items, pending.context)
          unresolvedNames = diagnostics[start...].filter { $0.id == "cannotFindInScope" }
          return true
        }
        diagnostics.append(contentsOf: unresolvedNames)
      } else {
        checkStatements(pending.items, pending.context)
      }
      scopes = saved
    }
  }

  /// `[weak self, x = value]`: each capture is a local of the closure; `weak` ones are optional.
  private func declareCaptures(_ captures: CaptureList?, closure e: ExprID, _ ctx: CheckContext) {
    guard let captures else { return }
    captureLocals[e] = []
    for item in captures.items {
      // `[weak self]` names the captured expression; `[x = value]` names a new local.
      var nameToken = item.name
      if nameToken == nil, let value = item.value,
        case .identifier(let token, _, _) = tree(currentFile)[value].kind
      {
        nameToken = token
      }
      guard let nameToken else { continue }
      let name = text(nameToken)
      var type: SType
      if let value = item.value {
        type = resolved(check(value, expected: nil, ctx))
      } else if name == "self" {
        type = ctx.selfType ?? .error
      } else if let local = lookupLocal(name) {
        type = locals[local.index].type
      } else {
        report(.cannotFindInScope(name), at: range(nameToken))
        type = .error
      }
      if item.specifiers.contains(where: { text($0) == "weak" }) { type = optional(type) }
      captureLocals[e, default: []].append(declareLocal(name, type: type, isLet: true))
    }
  }

  /// An assignment or other expression that is a statement rather than a value.
  func isStatementLike(_ e: ExprID) -> Bool {
    if case .infix(_, let op, _) = tree(currentFile)[e].kind {
      let o = text(op)
      return o == "=" || (o.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(o))
    }
    return false
  }

  /// A written type without `@escaping`-like attributes.
  func stripAttributes(_ type: TypeID) -> TypeID {
    if case .attributed(_, _, let base) = tree(currentFile)[type].kind { return base }
    return type
  }

  /// The highest `$n` used directly in a closure body (not in nested closures), or -1.
  func highestAnonymousParameter(in body: [StmtID]) -> Int {
    let tree = self.tree(currentFile)
    var highest = -1
    var stack: [SyntaxRef] = body.map { .stmt($0) }
    var visited = 0
    while let ref = stack.popLast(), visited < 200_000 {
      visited += 1
      if case .expr(let e) = ref {
        switch tree[e].kind {
        case .closure:
          continue
        case .identifier(let token, _, _):
          let name = tree.text(token)
          if name.hasPrefix("$"), let n = Int(String(name.dropFirst())) { highest = max(highest, n) }
        default:
          break
        }
      }
      stack += tree.children(of: ref)
    }
    return highest
  }

  /// Whether statements contain `return value` (not inside nested closures).
  func containsReturnValue(_ body: [StmtID]) -> Bool {
    tree(currentFile).containsReturn(body, valueOnly: true) {
      if case .function = $0 { true } else { false }
    }
  }

  /// `base[args]`.
  func inferSubscript(_ e: ExprID, expected: SType? = nil, _ ctx: CheckContext) -> SType {
    let isChainBase = checkingChainBase
    checkingChainBase = false
    guard case .subscriptCall(let base, _, let arguments, _, let trailing) = tree(currentFile)[e].kind else {
      return .error
    }
    let baseType: SType
    if let expected, case .arrayLiteral = tree(currentFile)[base].kind, arguments.count == 1,
      arguments[0].label == nil
    {
      // `[.red, .green, .blue][i]` where a `Color` is expected: the literal is a `[Color]`.
      baseType = resolved(check(base, expected: .nominal(known.array, [expected]), ctx))
    } else {
      baseType = resolved(checkBase(base, ctx))
    }
    if baseType.containsError {
      checkArgumentsLoosely(writtenArguments(arguments, trailing), ctx)
      return .error
    }
    var candidates: [CalleeCandidate] = []
    for m in lookupMembers("subscript", in: baseType) {
      if case .function(let f) = m.member {
        candidates.append(
          CalleeCandidate(kind: .function(f, base: baseType), isProtocolMember: m.isProtocolMember))
      }
    }
    // `$items[i]`: a binding to an element of the bound collection.
    if candidates.isEmpty, let value = dynamicMemberRoot(baseType) {
      for m in lookupMembers("subscript", in: value) {
        if case .function(let f) = m.member {
          candidates.append(
            CalleeCandidate(kind: .function(f, base: value), isProtocolMember: m.isProtocolMember))
        }
      }
      if !candidates.isEmpty {
        let element = resolveCall(
          e, candidates: candidates, args: writtenArguments(arguments, trailing), expected: nil,
          description: CalleeDescription(noun: "subscript"), ctx)
        return wrapOptionalChain(e, .nominal(known.binding, [element]), isChainBase: isChainBase)
      }
    }
    if candidates.isEmpty {
      report(.noSubscript(display(baseType)), at: range(tree(currentFile)[e].span))
      checkArgumentsLoosely(writtenArguments(arguments, trailing), ctx)
      return .error
    }
    let result = resolveCall(
      e, candidates: candidates, args: writtenArguments(arguments, trailing), expected: nil,
      description: CalleeDescription(noun: "subscript"), ctx)
    return wrapOptionalChain(e, result, isChainBase: isChainBase)
  }

  /// `\.name`, `\.self`, `\Type.name`: a `KeyPath<Root, Value>`, with the root from the
  /// annotation or the expected type.
  func inferKeyPath(
    _ e: ExprID, root: TypeID?, components: [KeyPathComponent], expected: SType?, _ ctx: CheckContext
  ) -> SType {
    var rootType: SType = root.map { resolveType($0, typeScope(ctx)) } ?? solver.fresh()
    var expectedValue: SType?
    var keyPathRef = declarations.nominal(named: "KeyPath") ?? NominalRef(0)
    var asFunction = false
    if let expected, case .nominal(let ref, let args) = shallowType(expected), args.count == 2 {
      keyPathRef = ref
      if root == nil { rootType = args[0] }
      expectedValue = args[1]
    } else if let expected, case .function(let f) = shallowType(expected), f.parameters.count == 1,
      !f.parameters[0].isInout
    {
      // A key path where a function is expected is that function (SE-0249): `.map(\.count)`.
      asFunction = true
      if root == nil { rootType = f.parameters[0].type }
      expectedValue = f.result
    }
    var current = resolved(rootType)
    for component in components {
      switch component {
      case .property(_, let name):
        let n = text(name)
        if n == "self" { continue }
        // A literal's type not yet settled (`["x", ""].filter(\.isEmpty)`) takes its default,
        // as swiftc's solver would before looking the member up.
        current = defaultingLiteral(current)
        var found: SType?
        if case .tuple(let elements) = current {
          // `\.offset` of `(offset: Int, element: T)`, `\.0` of any tuple.
          if let i = elements.firstIndex(where: { $0.label == n }) ?? Int(n), i < elements.count {
            found = elements[i].type
          }
        }
        for m in found == nil ? lookupMembers(n, in: current) : [] {
          if case .variable(let v) = m.member, !declarations[v].isStatic {
            found = variableType(v, in: current)
            break
          }
        }
        guard let f = found else {
          if !current.containsError, !current.containsVariable {
            // swiftc points at the key path's backslash, whichever component is missing.
            report(.noMember(display(current), n), at: range(tree(currentFile)[e].span))
          } else if case .variable = current {
            report(.keyPathRootNotInferred, at: range(tree(currentFile)[e].span))
          }
          return .error
        }
        current = f
      case .optionalChain:
        current = optionalWrapped(current) ?? current
      case .forceUnwrap:
        current = optionalWrapped(current) ?? current
      case .subscriptComponent:
        current = solver.fresh()
      }
    }
    if let expectedValue { _ = match(current, expectedValue) }
    if asFunction {
      return .function(FunctionType(parameters: [ParameterType(type: rootType)], result: current))
    }
    return .nominal(keyPathRef, [rootType, current])
  }
}

extension SemanticAnalyzer {
  /// A closure's contextual type as swiftc prints it: the declared `-> Void` keeps its name
  /// (`(DragGesture.Value) -> Void`).
  func displayClosureType(_ type: SType) -> String {
    guard case .function(let f) = type, case .tuple(let r) = shallowType(f.result), r.isEmpty else {
      return display(type)
    }
    var withoutResult = f
    withoutResult.result = .error
    let text = display(.function(withoutResult))
    return String(text.dropLast("<<error type>>".count)) + "Void"
  }
}

/// A multi-statement closure body waiting for its enclosing expression to fix its result type.
struct DeferredClosure {
  var items: [StmtID]
  var context: CheckContext
  var scopes: [[String: LocalRef]]
  var result: SType
  var diagnosticsCount: Int
}
