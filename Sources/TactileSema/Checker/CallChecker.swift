import TactileDiagnostics
import TactileParser

/// One way a call could be resolved.
struct CalleeCandidate {
  enum Kind {
    /// A declared function, method or initializer, instantiated on `base`.
    case function(FunctionRef, base: SType?)
    /// A struct's memberwise initializer.
    case memberwise(NominalRef, SType)
    /// An enum case with associated values, constructing `SType`.
    case enumCase(EnumCaseRef, SType)
    /// A value of function type (a closure in a local or property).
    case value(FunctionType, Reference?)
  }
  var kind: Kind
  var isProtocolMember = false
}

/// What the callee of a call names, for messages (`initializer`, `instance method 'foo'`).
struct CalleeDescription {
  var noun: String
  var owner: String?
}

extension SemanticAnalyzer {
  /// `callee(arguments) { trailing }`.
  func inferCall(_ e: ExprID, expected: SType?, _ ctx: CheckContext) -> SType {
    let isChainBase = checkingChainBase
    checkingChainBase = false
    let memberHint = chainMemberHint
    chainMemberHint = nil
    guard case .call(let callee, _, let arguments, _, let trailing) = tree(currentFile)[e].kind else {
      return .error
    }
    let args = writtenArguments(arguments, trailing)
    deferredArrayBase = nil
    let (candidates, description) = calleeCandidates(callee, expected: expected, ctx)
    // `[.red, .blue].compactMap { .init(color: $0) }`: swiftc gives the elements a type
    // variable the call solves (through the closure's use of its parameter, or the result the
    // context expects); each element is checked against it once the call is resolved.
    let deferredBase = deferredArrayBase
    deferredArrayBase = nil
    defer {
      if let deferredBase {
        var element: SType? = resolved(deferredBase.element)
        if case .variable? = element { element = nil }
        for item in deferredBase.elements { check(item, expected: element, site: .element, ctx) }
      }
    }
    guard !candidates.isEmpty else {
      if diagnostics.last?.id == "noMember" { addCallSpellingFix(e, callee: callee) }
      if case .metatype(let type)? = exprTypes[Int(callee.index)].map({ resolved($0) }),
        description.noun == "initializer", !type.containsError
      {
        report(.noAccessibleInitializers(display(type)), at: range(tree(currentFile)[callee].span))
      }
      checkArgumentsLoosely(args, ctx)
      return .error
    }
    if let result = inferInitThenCall(
      e, callee: callee, candidates, args, trailing.count, expected: expected, ctx)
    {
      return result
    }
    chainMemberHint = memberHint
    let result = resolveCall(
      e, candidates: candidates, args: args, expected: expected, description: description, ctx)
    if isDelegatingInit(callee) || isSuperInit(callee) { return .void }
    checkMutatingCall(e, callee: callee, ctx)
    return wrapOptionalChain(e, result, isChainBase: isChainBase)
  }

  /// `MyLayout(spacing: 8) { … }`: when no initializer takes the trailing closure and the type
  /// has a `callAsFunction` (a `Layout`'s), the type is constructed without it and the closure
  /// passed to `callAsFunction` on the result, as swiftc does. The initializer's resolution is
  /// the call's; the `callAsFunction` one is recorded on the closure (the lowering reads both).
  private func inferInitThenCall(
    _ e: ExprID, callee: ExprID, _ candidates: [CalleeCandidate], _ args: [WrittenArgument],
    _ trailingCount: Int,
    expected: SType?, _ ctx: CheckContext
  ) -> SType? {
    guard trailingCount == 1, let closure = args.last,
      case .metatype(let type)? = exprTypes[Int(callee.index)].map({ resolved($0) }),
      !candidates.contains(where: {
        if case .success = matchArguments(args, to: parameters(of: $0)) { return true }
        return false
      })
    else { return nil }
    let calls = callAsFunctionCandidates(type).filter {
      if case .success = matchArguments([closure], to: parameters(of: $0)) { return true }
      return false
    }
    guard !calls.isEmpty else { return nil }
    let constructed = resolveCall(
      e, candidates: candidates, args: Array(args.dropLast()), expected: nil,
      description: CalleeDescription(noun: "initializer"), ctx)
    if constructed.containsError {
      checkArgumentsLoosely([closure], ctx)
      return .error
    }
    return resolveCall(
      closure.value, candidates: calls, args: [closure], expected: expected,
      description: CalleeDescription(noun: "instance method 'callAsFunction'"), ctx)
  }

  /// A `mutating` method needs a mutable receiver: `items.append(x)` with `items` a `let`, or
  /// `reset()` from a non-mutating method of a struct.
  private func checkMutatingCall(_ e: ExprID, callee: ExprID, _ ctx: CheckContext) {
    guard case .function(let f)? = calls[Int(e.index)]?.callee, declarations[f].isMutating,
      declarations[f].kind == .function
    else { return }
    switch tree(currentFile)[callee].kind {
    case .member(let base?, _, _, _, _):
      if case .metatype? = exprTypes[Int(base.index)].map({ resolved($0) }) { return }
      checkAssignable(base, ctx, as: .mutatingMember)
    case .identifier(let token, _, _):
      guard let owner = declarations[f].owner, declarations[owner].kind != .classType, !ctx.isMutating,
        declarations[owner].kind != .protocolType
      else { return }
      report(
        .cannotMutate("cannot use mutating member on immutable value", "'self' is immutable"),
        at: range(token))
    default:
      break
    }
  }

  /// Checks arguments of a call that could not be resolved, so that errors inside them are
  /// still found.
  func checkArgumentsLoosely(_ args: [WrittenArgument], _ ctx: CheckContext) {
    // Expecting `.error`: an implicit member (`.light`) has no type to be looked up in, which
    // swiftc does not report beside the callee's own error.
    for a in args { check(a.value, expected: .error, ctx) }
  }

  /// The candidates a callee expression offers, and how to describe it.
  func calleeCandidates(_ callee: ExprID, expected: SType?, _ ctx: CheckContext) -> (
    [CalleeCandidate], CalleeDescription
  ) {
    let tree = self.tree(currentFile)
    switch tree[callee].kind {
    case .tuple(_, let elements, _) where elements.count == 1 && elements[0].label == nil:
      // `(Int)(x)`: parentheses around the callee change nothing.
      let inner = calleeCandidates(elements[0].value, expected: expected, ctx)
      if let type = exprTypes[Int(elements[0].value.index)] { record(callee, type) }
      return inner
    case .arrayLiteral,
      .dictionaryLiteral where typeNamed(by: callee, ctx) != nil:
      // `[String]()`, `[String: Int]()`: the collection type's initializers.
      let type = typeNamed(by: callee, ctx)!
      record(callee, .metatype(type))
      recordReference(callee, .type(type))
      return (initializers(of: type), CalleeDescription(noun: "initializer"))
    case .identifier(let token, _, _):
      let name = text(token)
      if let type = typeNamed(by: callee, ctx) {
        record(callee, .metatype(type))
        recordReference(callee, .type(type))
        return (initializers(of: type), CalleeDescription(noun: "initializer"))
      }
      if let local = lookupLocal(name) {
        recordReference(callee, .local(local))
        let type = resolved(locals[local.index].type)
        record(callee, type)
        if case .function(let f) = type {
          return ([CalleeCandidate(kind: .value(f, .local(local)))], .init(noun: ""))
        }
        let calls = callAsFunctionCandidates(type)
        if !calls.isEmpty { return (calls, CalleeDescription(noun: "instance method 'callAsFunction'")) }
        report(.cannotCallNonFunction(display(type)), at: range(tree[callee].span))
        return ([], .init(noun: ""))
      }
      var candidates: [CalleeCandidate] = []
      if let selfType = ctx.selfType {
        for m in lookupMembers(name, in: selfType) {
          switch m.member {
          case .function(let f) where declarations[f].kind == .function:
            candidates.append(
              CalleeCandidate(kind: .function(f, base: selfType), isProtocolMember: m.isProtocolMember))
          case .variable(let v):
            if case .function(let ft)? = variableType(v, in: selfType).map({ shallowType($0) }) {
              candidates.append(CalleeCandidate(kind: .value(ft, .property(v))))
            }
          default:
            break
          }
        }
        // A user's static method named bare from an instance, or an instance method from a
        // stored property's initial value, is what swiftc rejects.
        let userFunctions = candidates.compactMap { c -> FunctionRef? in
          if case .function(let f, _) = c.kind, !files[declarations[f].origin.file].isInterface { return f }
          return nil
        }
        if !userFunctions.isEmpty, userFunctions.count == candidates.count {
          if !ctx.isStatic, !ctx.isPropertyInitializer,
            userFunctions.allSatisfy({ declarations[$0].isStatic })
          {
            report(.staticMemberOnInstance(name, display(selfType)), at: range(tree[callee].span))
            return ([], .init(noun: ""))
          }
          if ctx.isPropertyInitializer, userFunctions.allSatisfy({ !declarations[$0].isStatic }) {
            report(.instanceMemberInPropertyInitializer(name), at: range(tree[callee].span))
            return ([], .init(noun: ""))
          }
        }
        if !candidates.isEmpty {
          return (candidates, CalleeDescription(noun: "instance method '\(name)'"))
        }
        // A property that is not a function, called: `center()` with `var center: CGSize`.
        for m in lookupMembers(name, in: selfType) {
          guard case .variable(let v) = m.member, let type = variableType(v, in: selfType) else { continue }
          recordReference(callee, .property(v))
          record(callee, type)
          let calls = callAsFunctionCandidates(resolved(type))
          if !calls.isEmpty { return (calls, CalleeDescription(noun: "instance method 'callAsFunction'")) }
          if !resolved(type).containsError {
            report(.cannotCallNonFunction(display(resolved(type))), at: range(token))
          }
          return ([], .init(noun: ""))
        }
      }
      for m in visibleGlobals(name) {
        if case .function(let f) = m { candidates.append(CalleeCandidate(kind: .function(f, base: nil))) }
        if case .variable(let v) = m, case .function(let ft)? = inferredType(of: v).map({ shallowType($0) }) {
          candidates.append(CalleeCandidate(kind: .value(ft, .property(v))))
        }
      }
      if candidates.isEmpty {
        reportMissingName(.inScope, name, among: visibleNames(ctx), at: token)
      }
      return (candidates, CalleeDescription(noun: "global function '\(name)'"))
    case .member(let base, _, let nameToken, _, _):
      guard let nameToken else { return ([], .init(noun: "")) }
      let name = text(nameToken)
      guard let base else {
        if let clauseBase = postfixIfBase {
          postfixIfBase = nil
          return memberCallCandidates(name, token: nameToken, on: clauseBase)
        }
        return implicitMemberCallCandidates(callee, name: name, token: nameToken, expected: expected)
      }
      if case .identifier(let moduleToken, nil, nil) = tree[base].kind,
        Self.moduleNames.contains(text(moduleToken)), lookupLocal(text(moduleToken)) == nil,
        visibleGlobals(text(moduleToken)).isEmpty
      {
        // `Swift.min(a, b)`: a global function named with its module.
        var candidates: [CalleeCandidate] = []
        for m in visibleGlobals(name) {
          if case .function(let f) = m, declarations[f].owner == nil {
            candidates.append(CalleeCandidate(kind: .function(f, base: nil)))
          }
        }
        if !candidates.isEmpty {
          return (candidates, CalleeDescription(noun: "global function '\(name)'"))
        }
      }
      if name == "init", ctx.isInitializer, !ctx.isClosure, isDelegatingInit(callee),
        let selfType = ctx.selfType
      {
        // `self.init(…)` in an initializer delegates to another initializer of the type.
        check(base, expected: nil, ctx)
        return (initializers(of: selfType), CalleeDescription(noun: "initializer"))
      }
      if name == "init", ctx.isInitializer, !ctx.isClosure, isSuperInit(callee),
        let superclass = userSuperclass(ctx)
      {
        // `super.init(…)` in a subclass's initializer: one of the superclass's initializers.
        check(base, expected: nil, ctx)
        return (initializers(of: superclass), CalleeDescription(noun: "initializer"))
      }
      if let type = typeNamed(by: base, ctx) {
        record(base, .metatype(type))
        recordReference(base, .type(type))
        if name == "init" { return (initializers(of: type), CalleeDescription(noun: "initializer")) }
        // `Outer.Inner(…)`: a nested type's initializer (or a nested typealias's type's,
        // `NSNotification.Name("x")`).
        if lookupMembers(name, in: type).allSatisfy({
          switch $0.member {
          case .nominal, .typeAlias: true
          default: false
          }
        }),
          let nested = typeNamed(by: callee, ctx)
        {
          record(callee, .metatype(nested))
          recordReference(callee, .type(nested))
          return (initializers(of: nested), CalleeDescription(noun: "initializer"))
        }
        let candidates = staticCallCandidates(name, in: type)
        if candidates.isEmpty, dynamicMemberSubscript(in: type, isStatic: true) != nil {
          // `ShaderLibrary.ripple(…)`: the dynamic member's value, called.
          let value = resolved(check(callee, expected: nil, ctx))
          return (
            callAsFunctionCandidates(value), CalleeDescription(noun: "instance method 'callAsFunction'")
          )
        }
        if candidates.isEmpty {
          reportNoTypeMember(name, of: type, at: nameToken)
        }
        return (candidates, CalleeDescription(noun: "static method '\(name)'", owner: display(type)))
      }
      if let elements = deferrableImplicitMemberArray(base, chainType: expected, ctx) {
        let element = solver.fresh()
        let type = SType.nominal(known.array, [element])
        record(base, type)
        deferredArrayBase = (elements, element)
        return memberCallCandidates(name, token: nameToken, on: type)
      }
      if case .call = tree[base].kind { chainMemberHint = name }
      let baseType = defaultingLiteral(resolved(checkBase(base, chainType: expected, ctx)))
      chainMemberHint = nil
      if baseType.containsError { return ([], .init(noun: "")) }
      if case .metatype(let type) = baseType {
        if name == "init" { return (initializers(of: type), CalleeDescription(noun: "initializer")) }
        return (staticCallCandidates(name, in: type), CalleeDescription(noun: "static method '\(name)'"))
      }
      return memberCallCandidates(name, token: nameToken, on: baseType)
    default:
      let type = resolved(check(callee, expected: nil, ctx))
      if case .function(let f) = type { return ([CalleeCandidate(kind: .value(f, nil))], .init(noun: "")) }
      let calls = callAsFunctionCandidates(type)
      if !calls.isEmpty { return (calls, CalleeDescription(noun: "instance method 'callAsFunction'")) }
      if !type.containsError { report(.cannotCallNonFunction(display(type)), at: range(tree[callee].span)) }
      return ([], .init(noun: ""))
    }
  }

  /// A value called as a function whose type declares `callAsFunction` (SE-0253, `dismiss()`
  /// with `@Environment(\\.dismiss) var dismiss`): the type's `callAsFunction` methods. The
  /// lowering passes the called value as their receiver.
  func callAsFunctionCandidates(_ type: SType) -> [CalleeCandidate] {
    guard case .nominal = type else { return [] }
    var candidates: [CalleeCandidate] = []
    for m in lookupMembers("callAsFunction", in: type) {
      if case .function(let f) = m.member, !declarations[f].isStatic, declarations[f].kind == .function {
        candidates.append(
          CalleeCandidate(kind: .function(f, base: type), isProtocolMember: m.isProtocolMember))
      }
    }
    return candidates
  }

  /// The methods (and function-typed properties) named `name` of a value of type `baseType`;
  /// reports the missing member when there is none.
  func memberCallCandidates(_ name: String, token: TokenID, on baseType: SType) -> (
    [CalleeCandidate], CalleeDescription
  ) {
    var candidates: [CalleeCandidate] = []
    var ownerName: String?
    for m in lookupMembers(name, in: baseType) {
      switch m.member {
      case .function(let f) where !declarations[f].isStatic && declarations[f].kind == .function:
        candidates.append(
          CalleeCandidate(kind: .function(f, base: baseType), isProtocolMember: m.isProtocolMember))
        ownerName = declarations[m.owner].name
      case .variable(let v) where !declarations[v].isStatic:
        if case .function(let ft)? = variableType(v, in: baseType).map({ shallowType($0) }) {
          candidates.append(CalleeCandidate(kind: .value(ft, .property(v))))
        }
      default:
        break
      }
    }
    if candidates.isEmpty { reportNoMember(name, of: baseType, at: token) }
    return (candidates, CalleeDescription(noun: "instance method '\(name)'", owner: ownerName))
  }

  /// The initializers of `type`, including a struct's memberwise initializer when it declares
  /// none.
  func initializers(of type: SType) -> [CalleeCandidate] {
    guard case .nominal(let ref, _) = shallowType(type) else { return [] }
    var result: [CalleeCandidate] = []
    for m in declarations[ref].members["init"] ?? [] {
      if case .function(let f) = m { result.append(CalleeCandidate(kind: .function(f, base: type))) }
    }
    // Initializers from constrained extensions of the type's protocols are not used here, but
    // for an SDK option set's `init()`, the empty set (`RedactionReasons()`, `.init()`).
    if declarations[ref].isBuiltin, known.optionSet != ref, conforms(type, to: known.optionSet),
      !result.contains(where: {
        if case .function(let f, _) = $0.kind { declarations[f].parameters.isEmpty } else { false }
      })
    {
      for case .function(let f) in declarations[known.optionSet].members["init"] ?? []
      where declarations[f].parameters.isEmpty {
        result.append(CalleeCandidate(kind: .function(f, base: type)))
      }
    }
    // A struct without initializers has a memberwise one; a class or an actor whose stored
    // properties all have initial values has `init()`.
    let kind = declarations[ref].kind
    // An SDK class without initializers of its own inherits its superclass's.
    var ancestor = superclass(of: ref)
    while result.isEmpty, declarations[ref].isBuiltin, let s = ancestor {
      for case .function(let f) in declarations[s].members["init"] ?? [] {
        result.append(CalleeCandidate(kind: .function(f, base: type)))
      }
      ancestor = superclass(of: s)
    }
    // A program's subclass inherits its superclass's initializers (Swift's rules, simplified
    // to what the checker can see): all of them when it declares no designated initializer,
    // the convenience ones when it overrides every designated one.
    if kind == .classType, !declarations[ref].isBuiltin, let s = superclass(of: ref),
      !files[declarations[s].origin.file].isInterface
    {
      let own = result.compactMap { c -> FunctionRef? in
        if case .function(let f, _) = c.kind { return f }
        return nil
      }
      let ownDesignated = own.filter { !isConvenienceInit($0) }
      let inheritedCandidates = initializers(of: substituteSuperclass(ref, type, s))
      let superDesignated = inheritedCandidates.compactMap { c -> String? in
        if case .function(let f, _) = c.kind, !isConvenienceInit(f) { return declarations[f].signatureName }
        return nil
      }
      let overridesAll = superDesignated.allSatisfy { name in
        ownDesignated.contains { declarations[$0].signatureName == name }
      }
      if ownDesignated.isEmpty || overridesAll {
        for c in inheritedCandidates {
          switch c.kind {
          case .function(let f, _):
            if own.contains(where: { declarations[$0].signatureName == declarations[f].signatureName }) {
              continue
            }
            if !ownDesignated.isEmpty, !isConvenienceInit(f) { continue }
            result.append(CalleeCandidate(kind: .function(f, base: type)))
          case .memberwise:
            if ownDesignated.isEmpty, !own.contains(where: { declarations[$0].parameters.isEmpty }) {
              result.append(CalleeCandidate(kind: .memberwise(ref, type)))
            }
          default:
            break
          }
        }
      }
      return result
    }
    // A program's subclass of an SDK class inherits the SDK's initializers by Swift's rules:
    // all of them when it declares no designated initializer (`class PassthroughWindow:
    // UIWindow {}` gets `init(windowScene:)`), the convenience ones when it overrides every
    // designated one (`class Cube: UIScrollView` with `init(frame:)` gets UIView's `init()`,
    // which runs `init(frame: .zero)`).
    if kind == .classType, !declarations[ref].isBuiltin, let s = superclass(of: ref) {
      let own = result.compactMap { c -> FunctionRef? in
        if case .function(let f, _) = c.kind { return f }
        return nil
      }
      let ownDesignated = own.filter { !isConvenienceInit($0) }
      let inherited = initializers(of: substituteSuperclass(ref, type, s)).compactMap { c -> FunctionRef? in
        if case .function(let f, _) = c.kind, files[declarations[f].origin.file].isInterface { return f }
        return nil
      }
      let superDesignated = inherited.filter { !isConvenienceInit($0) }.map { declarations[$0].signatureName }
      let overridesAll = superDesignated.allSatisfy { name in
        ownDesignated.contains { declarations[$0].signatureName == name }
      }
      let declaresNoDesignated = ownDesignated.isEmpty && files[declarations[s].origin.file].isInterface
      if declaresNoDesignated || (!ownDesignated.isEmpty && !superDesignated.isEmpty && overridesAll) {
        for f in inherited where declaresNoDesignated || isConvenienceInit(f) {
          if own.contains(where: { declarations[$0].signatureName == declarations[f].signatureName }) {
            continue
          }
          result.append(CalleeCandidate(kind: .function(f, base: type)))
        }
        if declaresNoDesignated, !result.isEmpty { return result }
      }
    }
    if result.isEmpty, kind == .structType || kind == .classType || kind == .actorType,
      !declarations[ref].isBuiltin
    {
      result.append(CalleeCandidate(kind: .memberwise(ref, type)))
    }
    return result
  }

  /// Static functions and enum cases with associated values named `name` in `type`.
  func staticCallCandidates(_ name: String, in type: SType) -> [CalleeCandidate] {
    var result: [CalleeCandidate] = []
    for m in lookupMembers(name, in: type) {
      switch m.member {
      case .function(let f) where declarations[f].isStatic && declarations[f].kind == .function:
        guard requirementsHold(declarations[f].requirements, owner: m.owner, base: type) else { continue }
        result.append(CalleeCandidate(kind: .function(f, base: type), isProtocolMember: m.isProtocolMember))
      case .enumCase(let c) where !declarations[c].associatedValues.isEmpty:
        result.append(CalleeCandidate(kind: .enumCase(c, type)))
      case .variable(let v) where declarations[v].isStatic:
        if case .function(let ft)? = variableType(v, in: type).map({ shallowType($0) }) {
          result.append(CalleeCandidate(kind: .value(ft, .property(v))))
        }
      default:
        break
      }
    }
    return result
  }

  /// `.name(args)`: static functions, enum cases and initializers of the expected type.
  private func implicitMemberCallCandidates(_ callee: ExprID, name: String, token: TokenID, expected: SType?)
    -> (
      [CalleeCandidate], CalleeDescription
    )
  {
    guard let expected else {
      report(.cannotInferContextualBase(name), at: range(token))
      return ([], .init(noun: ""))
    }
    var target = shallowType(expected)
    // `S.SchedulerTimeType.Stride` once `S` is known: the member type it names.
    if case .dependent = target { target = resolveDependents(resolved(target)) }
    if let wrapped = optionalWrapped(target) { target = shallowType(wrapped) }
    var protocols: [NominalRef] = []
    switch target {
    case .variable(let v): protocols = solver.constraintsOf(v)
    case .opaque(let p, nil): protocols = [p]
    case .error: return ([], .init(noun: ""))
    default: break
    }
    var candidates: [CalleeCandidate] = []
    if protocols.isEmpty {
      candidates = name == "init" ? initializers(of: target) : staticCallCandidates(name, in: target)
    } else {
      for p in protocols {
        for m in lookupMembers(name, in: .nominal(p, [])) {
          if case .function(let f) = m.member, declarations[f].isStatic {
            candidates.append(CalleeCandidate(kind: .function(f, base: declarations[f].result)))
          }
        }
      }
    }
    if candidates.isEmpty {
      if case .variable = target {
        report(.cannotInferContextualBase(name), at: range(token))
      } else {
        report(.typeHasNoMember(display(resolved(target)), name), at: range(token))
      }
    }
    return (candidates, CalleeDescription(noun: "static method '\(name)'"))
  }

  /// Whether `callee` is `super.init`.
  func isSuperInit(_ callee: ExprID) -> Bool { initCallBase(callee) == "super" }

  /// Whether `callee` is `self.init` (an initializer delegating to another of its type).
  func isDelegatingInit(_ callee: ExprID) -> Bool { initCallBase(callee) == "self" }

  /// The name before `.init` when `callee` is `name.init`.
  private func initCallBase(_ callee: ExprID) -> String? {
    let tree = self.tree(currentFile)
    guard case .member(let base?, _, let name?, _, _) = tree[callee].kind, text(name) == "init",
      case .identifier(let b, _, _) = tree[base].kind
    else { return nil }
    return text(b)
  }
}
