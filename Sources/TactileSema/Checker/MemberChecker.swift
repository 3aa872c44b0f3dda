import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// Checks the base of a postfix chain (`a` in `a.b`, `a()`, `a[i]`), marking it as a chain
  /// base so that only the chain's top wraps an optional chain's result.
  /// `chainType` is the type the whole chain must have: an implicit member chain
  /// (`.move(edge: .bottom).combined(with: .opacity)`) looks its root up in it (SE-0287).
  /// The root's own type need not be the chain's (`.blue.gradient` for `some ShapeStyle` has
  /// a `Color` root and an `AnyGradient` value), so it is inferred, not matched, there.
  func checkBase(_ base: ExprID, chainType: SType? = nil, _ ctx: CheckContext) -> SType {
    checkingChainBase = true
    defer { checkingChainBase = false }
    if isImplicitMemberChain(base) { return infer(base, expected: chainType, ctx) }
    if let chainType, let elementType = implicitMemberArrayElement(base, chainType) {
      // `[.red, .green].randomElement()!` where a `Color` is expected: the array's elements
      // take the type the chain gives, as swiftc infers `Element` from the result.
      var type = SType.error
      if speculate(
        keep: true,
        {
          type = check(base, expected: .nominal(known.array, [elementType]), ctx); return true
        })
      {
        return type
      }
    }
    let type = check(base, expected: nil, ctx)
    if let wrapped = optionalWrapped(resolved(type)), isImplicitlyUnwrappedReference(base) {
      // `item.name` with `var item: Item!`: the member of the value, forced.
      setConversion(base, .forceUnwrap)
      return wrapped
    }
    return type
  }

  /// Whether `e` names a property declared with an implicitly unwrapped optional type
  /// (`var item: Item!`), which Swift forces where the optional does not fit.
  func isImplicitlyUnwrappedReference(_ e: ExprID) -> Bool {
    guard Int(e.index) < references.count, case .property(let v)? = references[Int(e.index)] else {
      return false
    }
    let symbol = declarations[v]
    guard let d = symbol.origin.decl, case .variable(let variable) = tree(symbol.origin.file)[d].kind,
      symbol.bindingIndex < variable.bindings.count,
      let annotation = variable.bindings[symbol.bindingIndex].type
    else { return false }
    if case .implicitlyUnwrapped = tree(symbol.origin.file)[annotation.type].kind { return true }
    return false
  }

  /// Whether the postfix chain `e` starts with an implicit member (`.red.opacity(0.5)`).
  func isImplicitMemberChain(_ e: ExprID) -> Bool {
    let tree = self.tree(currentFile)
    var current = e
    for _ in 0..<10_000 {
      switch tree[current].kind {
      case .member(let base?, _, _, _, _): current = base
      case .member(nil, _, _, _, _): return true
      case .call(let callee, _, _, _, _): current = callee
      case .subscriptCall(let base, _, _, _, _): current = base
      case .forceUnwrap(let base, _), .optionalChain(let base, _): current = base
      default: return false
      }
    }
    return false
  }

  /// Whether the postfix chain under `e` contains `?` (so its top's value is optional).
  func chainContainsOptional(_ e: ExprID) -> Bool { tree(currentFile).chainContainsOptional(e) }

  /// Wraps the value of the top of an optional chain in `Optional` (once).
  func wrapOptionalChain(_ e: ExprID, _ type: SType, isChainBase: Bool) -> SType {
    guard !isChainBase, chainContainsOptional(e) else { return type }
    return optionalWrapped(type) == nil ? optional(type) : type
  }

  /// If `e` names a type (`CGSize`, `DragGesture.Value`, `Array<Int>`, `Self`), that type.
  func typeNamed(by e: ExprID, _ ctx: CheckContext) -> SType? {
    let tree = self.tree(currentFile)
    switch tree[e].kind {
    case .identifier(let token, _, let genericArguments):
      let name = text(token)
      if name == "Self", let owner = ctx.owner { return declarations.declaredType(owner) }
      if lookupLocal(name) != nil { return nil }
      // `Void.self` (`withTaskGroup(of: Void.self)`): the empty tuple's type.
      if name == "Void", genericArguments == nil, visibleGlobals(name).isEmpty { return .void }
      if let selfType = ctx.selfType,
        lookupMembers(name, in: selfType).contains(where: {
          if case .variable = $0.member { return true }
          if case .function = $0.member { return true }
          return false
        })
      {
        return nil
      }
      var isType =
        visibleGlobals(name).contains {
          switch $0 {
          case .nominal, .typeAlias: return true
          default: return false
          }
        }
      if !isType, let owner = ctx.owner {
        if case .nominal = declarations.declaredType(owner) {
          // A type nested in the enclosing type or in one enclosing it (a sibling nested type).
          var enclosing: NominalRef? = owner
          while let o = enclosing, !isType {
            isType = memberType(named: name, in: declarations.declaredType(o), arguments: []) != nil
            enclosing = declarations[o].parent
          }
        } else {
          // `Self` of a protocol extension: only the names the protocols declare as types
          // (`Body`, `Value`); any other name is a value (`withAnimation { … }`).
          isType = declaresTypeMember(name, in: owner)
        }
      }
      if !isType, ctx.genericContext != nil {
        var c = ctx.genericContext
        while let g = c {
          if declarations.genericContexts[g].parameters.contains(where: { $0.name == name }) { isType = true }
          c = declarations.genericContexts[g].parent
        }
      }
      guard isType else { return nil }
      let arguments = genericArguments.map { $0.arguments.map { resolveType($0.type, typeScope(ctx)) } }
      return resolveNamedType(name, arguments: arguments, scope: typeScope(ctx), at: token)
    case .member(let base?, _, let nameToken?, _, let genericArguments):
      guard let baseType = typeNamed(by: base, ctx) else { return nil }
      let arguments = genericArguments.map { $0.arguments.map { resolveType($0.type, typeScope(ctx)) } } ?? []
      return memberType(named: text(nameToken), in: baseType, arguments: arguments)
    case .type(let type):
      return resolveType(type, typeScope(ctx))
    case .optionalChain(let base, _):
      // `UIImage?.self` in `withTaskGroup(of: UIImage?.self)`: the optional type.
      guard let wrapped = typeNamed(by: base, ctx) else { return nil }
      return optional(wrapped)
    case .arrayLiteral(_, let elements, _) where elements.count == 1 && elements[0].comma == nil:
      // `[String]` in `[String]()` or `[String].self`: the array type.
      guard let element = typeNamed(by: elements[0].value, ctx) else { return nil }
      return .nominal(known.array, [element])
    case .dictionaryLiteral(_, let elements, _, _) where elements.count == 1 && elements[0].comma == nil:
      guard let key = typeNamed(by: elements[0].key, ctx), let value = typeNamed(by: elements[0].value, ctx)
      else { return nil }
      return .nominal(known.dictionary, [key, value])
    default:
      return nil
    }
  }

  /// `base.name`, `Type.name`, `.name` (implicit member), `tuple.0`, `tuple.label`.
  func inferMember(_ e: ExprID, expected: SType?, _ ctx: CheckContext) -> SType {
    let isChainBase = checkingChainBase
    checkingChainBase = false
    guard case .member(let base, _, let nameToken, _, _) = tree(currentFile)[e].kind, let nameToken else {
      return .error
    }
    let name = text(nameToken)
    guard let base else {
      if let clauseBase = postfixIfBase {
        postfixIfBase = nil
        return instanceMember(e, name: name, token: nameToken, of: clauseBase, ctx)
      }
      return inferImplicitMember(e, name: name, token: nameToken, expected: expected, ctx)
    }
    if let type = typeNamed(by: base, ctx) {
      record(base, .metatype(type))
      recordReference(base, .type(type))
      if name == "self" { return .metatype(type) }
      if name == "init" {
        // `String.init` where a function is expected (`.map(String.init)`): the initializer
        // whose unlabelled parameters and result fit.
        if let expected, case .function(let f) = shallowType(expected) {
          for candidate in initializers(of: type) {
            guard case .function(let initializer, _) = candidate.kind,
              declarations[initializer].parameters.count == f.parameters.count,
              declarations[initializer].parameters.allSatisfy({ $0.label == nil })
            else { continue }
            var signature = instantiate(initializer, base: type)
            signature.result = type
            let value = functionType(signature)
            if speculate(keep: true, { match(value, expected).succeeded }) {
              recordReference(e, .function(initializer))
              return value
            }
          }
          // A struct's memberwise initializer (`content: Sheet.init`), of a type that is not
          // generic: its parameters are the properties it sets, labels dropped.
          for candidate in initializers(of: type) {
            guard case .memberwise(let ref, _) = candidate.kind,
              declarations.flattenedParameters(declarations[ref].genericContext).isEmpty
            else { continue }
            var parameters = parameters(of: candidate)
            // When every property it sets has an initial value, the struct also has `init()`.
            if f.parameters.isEmpty, parameters.allSatisfy({ $0.defaultValue != nil || $0.defaultsToNil }) {
              parameters = []
            }
            guard parameters.count == f.parameters.count else { continue }
            let value = SType.function(
              FunctionType(parameters: parameters.map { ParameterType(type: $0.type) }, result: type))
            if speculate(keep: true, { match(value, expected).succeeded }) {
              recordReference(e, .memberwiseInitializer(ref))
              return value
            }
          }
        }
        return .metatype(type)
      }
      return staticMember(e, name: name, token: nameToken, in: type, ctx) ?? .error
    }
    if case .call = tree(currentFile)[base].kind { chainMemberHint = name }
    let baseType = defaultingLiteral(resolved(checkBase(base, chainType: expected, ctx)))
    chainMemberHint = nil
    if baseType.containsError { return .error }
    if case .metatype(let type) = baseType {
      return staticMember(e, name: name, token: nameToken, in: type, ctx) ?? .error
    }
    return wrapOptionalChain(
      e, instanceMember(e, name: name, token: nameToken, of: baseType, ctx), isChainBase: isChainBase)
  }

  /// An instance member of a value of type `baseType`.
  func instanceMember(_ e: ExprID, name: String, token: TokenID, of baseType: SType, _ ctx: CheckContext)
    -> SType
  {
    if case .tuple(let elements) = baseType {
      if let index = Int(name), index < elements.count {
        recordReference(e, .tupleElement(index))
        return elements[index].type
      }
      if let index = elements.firstIndex(where: { $0.label == name }) {
        recordReference(e, .tupleElement(index))
        return elements[index].type
      }
    }
    // A property before a method of the same name (`page.id` with `Identifiable` and `View`'s
    // `id(_:)`): a member that is not called is a value.
    let members = lookupMembers(name, in: baseType)
    func isVariable(_ m: MemberCandidate) -> Bool {
      if case .variable = m.member { return true }
      return false
    }
    let candidates = members.filter(isVariable) + members.filter { !isVariable($0) }
    for candidate in candidates {
      switch candidate.member {
      case .variable(let v) where !declarations[v].isStatic:
        guard requirementsHold(declarations[v].requirements, owner: candidate.owner, base: baseType) else {
          continue
        }
        recordReference(e, .property(v))
        return variableType(v, in: baseType) ?? .error
      case .function(let f) where !declarations[f].isStatic && declarations[f].kind == .function:
        recordReference(e, .function(f))
        return functionType(instantiate(f, base: baseType))
      default:
        continue
      }
    }
    // `self._value` and `self.$value`: a property wrapper's storage and projection.
    if let t = wrapperAccess(e, name, in: baseType) { return t }
    // `$state.member`: a binding's (or an observed object's projection's) dynamic members are
    // bindings to the members of the value.
    if let value = dynamicMemberRoot(baseType) {
      for candidate in lookupMembers(name, in: value) {
        guard case .variable(let v) = candidate.member, !declarations[v].isStatic else { continue }
        recordReference(e, .property(v))
        return .nominal(known.binding, [variableType(v, in: value) ?? .error])
      }
    }
    reportNoMember(name, of: baseType, at: token)
    addMemberSpellingFix(e, name: name, baseType: baseType)
    return .error
  }

  /// The value whose members a `@dynamicMemberLookup` projection forwards as bindings:
  /// `T` for `Binding<T>` and for `ObservedObject<T>.Wrapper`.
  func dynamicMemberRoot(_ type: SType) -> SType? {
    guard case .nominal(let ref, let args) = shallowType(type), args.count == 1 else { return nil }
    if ref == known.binding { return args[0] }
    if declarations[ref].name == "Wrapper", let parent = declarations[ref].parent,
      declarations[parent].name == "ObservedObject"
    {
      return args[0]
    }
    return nil
  }

  /// A static member of `type`: a static property, an enum case, a static function (as a
  /// value), or a nested type.
  func staticMember(_ e: ExprID, name: String, token: TokenID, in type: SType, _ ctx: CheckContext) -> SType?
  {
    for candidate in lookupMembers(name, in: type) {
      switch candidate.member {
      case .variable(let v) where declarations[v].isStatic:
        guard requirementsHold(declarations[v].requirements, owner: candidate.owner, base: type) else {
          continue
        }
        recordReference(e, .property(v))
        return variableType(v, in: type) ?? .error
      case .enumCase(let c):
        recordReference(e, .enumCase(c))
        let payload = declarations[c].associatedValues
        if payload.isEmpty { return type }
        return .function(
          FunctionType(
            parameters: payload.map {
              ParameterType(type: typeInContext($0.type, owner: candidate.owner, base: type))
            },
            result: type))
      case .function(let f) where declarations[f].isStatic && declarations[f].kind == .function:
        recordReference(e, .function(f))
        return functionType(instantiate(f, base: type))
      case .nominal, .typeAlias:
        if let nested = memberType(named: name, in: type, arguments: []) {
          recordReference(e, .type(nested))
          return .metatype(nested)
        }
      default:
        continue
      }
    }
    if let f = dynamicMemberSubscript(in: type, isStatic: true) {
      // `ShaderLibrary.ripple`: a builtin `@dynamicMemberLookup` type's member of any name.
      recordReference(e, .function(f))
      return declarations[f].result
    }
    reportNoTypeMember(name, of: type, at: token)
    return nil
  }

  /// The `subscript(dynamicMember:)` of a builtin `@dynamicMemberLookup` type (static or not),
  /// which answers a member of any name (`ShaderLibrary.ripple`); nil for other types.
  func dynamicMemberSubscript(in type: SType, isStatic: Bool) -> FunctionRef? {
    for m in lookupMembers("subscript", in: type) {
      if case .function(let f) = m.member, declarations[f].isStatic == isStatic,
        declarations[f].builtinKey != nil,
        declarations[f].parameters.first?.label == "dynamicMember"
      {
        return f
      }
    }
    return nil
  }

  /// The element type an array literal of implicit members (`[.red, .green]`) takes when its
  /// chain must give `chainType` (or that type's `Optional`); nil for any other base.
  /// The elements of `base` when it is an array literal of implicit members (`[.red, .blue]`)
  /// whose type the chain's expected type does not give (`implicitMemberArrayElement`): the
  /// call on it is to decide their type.
  func deferrableImplicitMemberArray(_ base: ExprID, chainType: SType?, _ ctx: CheckContext) -> [ExprID]? {
    guard case .arrayLiteral(_, let elements, _) = tree(currentFile)[base].kind, !elements.isEmpty,
      elements.allSatisfy({ isImplicitMemberChain($0.value) })
    else { return nil }
    if let chainType, let elementType = implicitMemberArrayElement(base, chainType) {
      // The elements of the type the chain gives, when they are of it (kept, and recorded).
      let fits = speculate(keep: true) {
        let mismatches = pendingMismatches.count
        let errors = diagnostics.count
        _ = check(base, expected: .nominal(known.array, [elementType]), ctx)
        return diagnostics.count == errors && pendingMismatches.count == mismatches
      }
      if fits { return nil }
    }
    return elements.map { $0.value }
  }

  private func implicitMemberArrayElement(_ base: ExprID, _ chainType: SType) -> SType? {
    let tree = self.tree(currentFile)
    guard case .arrayLiteral(_, let elements, _) = tree[base].kind, !elements.isEmpty,
      elements.allSatisfy({ isImplicitMemberChain($0.value) })
    else { return nil }
    var element = resolved(chainType)
    if let wrapped = optionalWrapped(element) { element = wrapped }
    if case .variable = element { return nil }
    return element.containsError ? nil : element
  }

  /// Whether protocol (or type) `owner`, or a protocol it inherits, declares a type named
  /// `name`: an associated type, a type alias or a nested type.
  func declaresTypeMember(_ name: String, in owner: NominalRef, depth: Int = 0) -> Bool {
    guard depth < 16 else { return false }
    for member in declarations[owner].members[name] ?? [] {
      switch member {
      case .associatedType, .typeAlias, .nominal: return true
      default: continue
      }
    }
    for case .nominal(let p, _) in declarations[owner].inherited
    where declaresTypeMember(name, in: p, depth: depth + 1) {
      return true
    }
    return false
  }

  /// `.name` with no base: a static member of the type the context expects (through `?`, and
  /// through a generic parameter's protocol, as `.red` for `some ShapeStyle`).
  func inferImplicitMember(_ e: ExprID, name: String, token: TokenID, expected: SType?, _ ctx: CheckContext)
    -> SType
  {
    guard let expected else {
      report(.cannotInferContextualBase(name), at: range(token))
      return .error
    }
    var target = shallowType(expected)
    // `S.SchedulerTimeType.Stride` once `S` is known: the member type it names.
    if case .dependent = target { target = resolveDependents(resolved(target)) }
    if case .error = target { return .error }
    if let wrapped = optionalWrapped(target), name != "none", name != "some" { target = shallowType(wrapped) }
    switch target {
    case .variable(let v):
      // A generic parameter: look in its protocols' constrained extensions (`Self == Color`);
      // the call being resolved may ask for a later candidate (`implicitMemberChoice`).
      var skip = implicitMemberChoice
      implicitMemberChoice = 0
      for proto in solver.constraintsOf(v) {
        let candidates = protocolStaticMembers(name, in: proto)
        if skip < candidates.count {
          recordReference(e, candidates[skip].0)
          return candidates[skip].1
        }
        skip -= candidates.count
      }
      report(.cannotInferContextualBase(name), at: range(token))
      return .error
    case .opaque(let proto, nil):
      if let (ref, type) = protocolStaticMember(name, in: proto) {
        recordReference(e, ref)
        return type
      }
      report(.typeHasNoMember(display(target), name), at: range(token))
      return .error
    case .error:
      return .error
    default:
      return staticMember(e, name: name, token: token, in: target, ctx) ?? .error
    }
  }

  /// A static member declared in an extension of `proto` constrained to one type
  /// (`extension ShapeStyle where Self == Color { static var red: Color }`).
  func protocolStaticMember(_ name: String, in proto: NominalRef) -> (Reference, SType)? {
    protocolStaticMembers(name, in: proto).first
  }

  /// Every such static member named `name`, in declaration order.
  func protocolStaticMembers(_ name: String, in proto: NominalRef) -> [(Reference, SType)] {
    var found: [(Reference, SType)] = []
    for candidate in lookupMembers(name, in: .nominal(proto, [])) {
      switch candidate.member {
      case .variable(let v) where declarations[v].isStatic:
        if let type = declarations[v].type { found.append((.property(v), type)) }
      case .function(let f) where declarations[f].isStatic:
        found.append((.function(f), functionType(instantiate(f, base: declarations[f].result))))
      default:
        continue
      }
    }
    return found
  }

  /// Whether the `where` requirements of a member's extension hold for `base`.
  func requirementsHold(_ requirements: [Requirement], owner: NominalRef, base: SType) -> Bool {
    for r in requirements {
      switch r {
      case .conformance(let t, let p):
        guard case .nominal(let pr, _) = p else { continue }
        if !conforms(typeInContext(t, owner: owner, base: base), to: pr) { return false }
      case .sameType(let a, let b):
        let x = typeInContext(a, owner: owner, base: base)
        let y = typeInContext(b, owner: owner, base: base)
        if case .parameter = x { continue }
        // `[1, 2].total` for `extension Array<Int>`: the literal's elements become `Int`.
        if case .variable = shallowType(x), solver.literalKind(variableIndex(x)) != nil {
          if match(x, y, allowConversion: false).succeeded { continue }
          return false
        }
        if x != y { return false }
      }
    }
    return true
  }

  /// The member names of a type, for spelling suggestions.
  func memberNames(of type: SType) -> [String] {
    var names: [String] = []
    var seen: Set<NominalRef> = []
    func add(_ ref: NominalRef, _ depth: Int) {
      guard depth < 8, seen.insert(ref).inserted else { return }
      names += declarations[ref].members.keys
      for case .nominal(let r, _) in declarations[ref].inherited { add(r, depth + 1) }
    }
    switch resolved(type) {
    case .nominal(let ref, _): add(ref, 0)
    case .opaque(let c, _): add(c, 0)
    default: break
    }
    return names
  }
}

extension SemanticAnalyzer {
  /// The index of an inference variable (`type` must be one).
  fileprivate func variableIndex(_ type: SType) -> Int {
    if case .variable(let v) = shallowType(type) { return v }
    return 0
  }
}
