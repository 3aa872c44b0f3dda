import TactileParser

/// A member found by lookup, with the type it was found in.
struct MemberCandidate {
  var member: MemberRef
  /// The type or protocol that declares the member.
  var owner: NominalRef
  /// Whether it comes from a protocol (extension) rather than the type itself (ranking prefers
  /// the type's own members, as Swift does).
  var isProtocolMember: Bool
}

/// A function's signature instantiated for one use: its generic parameters replaced by the
/// receiver's arguments or by fresh inference variables.
struct InstantiatedSignature {
  var parameters: [ParameterSymbol]
  var result: SType
  var requirements: [Requirement]
  /// The substitution applied (for checking requirements and recording).
  var substitution: [GenericParameterRef: SType]
}

extension SemanticAnalyzer {
  /// The members named `name` of `base` (a value's type; for static lookup pass the instance
  /// type and filter): its own members, then those of every protocol it conforms to.
  func lookupMembers(_ name: String, in base: SType) -> [MemberCandidate] {
    var result: [MemberCandidate] = []
    var visited: Set<NominalRef> = []
    func addProtocol(_ p: NominalRef) {
      guard visited.insert(p).inserted else { return }
      for m in declarations[p].members[name] ?? [] {
        result.append(MemberCandidate(member: m, owner: p, isProtocolMember: true))
      }
      for inherited in declarations[p].inherited {
        if case .nominal(let r, _) = inherited, declarations[r].kind == .protocolType { addProtocol(r) }
      }
    }
    func addNominal(_ ref: NominalRef, depth: Int) {
      guard depth < 8, visited.insert(ref).inserted else { return }
      for m in declarations[ref].members[name] ?? [] {
        result.append(
          MemberCandidate(member: m, owner: ref, isProtocolMember: declarations[ref].kind == .protocolType))
      }
      for inherited in declarations[ref].inherited {
        guard case .nominal(let r, _) = inherited else { continue }
        if declarations[r].kind == .protocolType {
          addProtocol(r)
        } else {
          addNominal(r, depth: depth + 1)
        }
      }
      // An enum without associated values is `Hashable` (and so `Equatable`) without saying
      // so: `hashValue` and `hash(into:)` are its members, by implicit `self` too.
      let decl = declarations[ref]
      if decl.kind == .enumType, !decl.cases.isEmpty,
        decl.cases.allSatisfy({ declarations[$0].associatedValues.isEmpty })
      {
        addProtocol(known.hashable)
      }
    }
    switch shallowType(base) {
    case .nominal(let ref, _):
      if declarations[ref].kind == .protocolType { addProtocol(ref) } else { addNominal(ref, depth: 0) }
    case .opaque(let c, let underlying):
      if let underlying { return lookupMembers(name, in: underlying) }
      addProtocol(c)
    case .parameter(let p):
      let context = declarations.genericContexts[p.context]
      if let proto = context.protocolSelf, p.index == 0 { addProtocol(proto) }
      for constraint in context.parameters[p.index].constraints {
        if case .nominal(let r, _) = constraint {
          if declarations[r].kind == .protocolType { addProtocol(r) } else { addNominal(r, depth: 0) }
        }
      }
    case .dependent(let owner, let associated):
      // `C.Content` where `C: LabelViewContent` declares `associatedtype Content: View`: the
      // members of what the associated type is declared to conform to.
      for constraint in associatedTypeConstraints(associated, of: owner) {
        guard case .nominal(let r, _) = constraint else { continue }
        if declarations[r].kind == .protocolType { addProtocol(r) } else { addNominal(r, depth: 0) }
      }
      // What a `where` clause requires of it (`where Item.Element: Identifiable`).
      for constraint in whereClauseConstraints(of: base) {
        guard case .nominal(let r, _) = constraint else { continue }
        if declarations[r].kind == .protocolType { addProtocol(r) } else { addNominal(r, depth: 0) }
      }
    default:
      break
    }
    return result
  }

  /// Instantiates function `ref` for a use on `base` (nil for globals and for initializers
  /// called on a type whose own parameters must be inferred).
  func instantiate(_ ref: FunctionRef, base: SType?) -> InstantiatedSignature {
    if isUnresolvedOpaque(declarations[ref].result) { checkFunctionBody(ref) }
    let fn = declarations[ref]
    var substitution: [GenericParameterRef: SType] = [:]
    if let owner = fn.owner {
      let ownerDecl = declarations[owner]
      if ownerDecl.kind == .protocolType {
        // `Self` of a protocol extension's member conforms to the protocol (`FloatingPoint./`
        // is not a candidate for two `Int`s).
        let selfType = base ?? solver.fresh()
        if base == nil, case .variable(let index) = selfType { solver.constrain(index, to: owner) }
        substitution[GenericParameterRef(context: ownerDecl.genericContext, index: 0)] = selfType
      } else {
        let params = declarations.flattenedParameters(ownerDecl.genericContext)
        var args: [SType] = []
        if let base, case .nominal(let r, let a) = shallowType(concreteBase(base, owner: owner)), r == owner {
          args = a
        }
        for (i, p) in params.enumerated() {
          var arg = i < args.count ? shallowType(args[i]) : solver.fresh()
          var inferred = i >= args.count
          // An unapplied generic type (`VStack` in `VStack { … }`) has its parameters as
          // arguments: replace them by inference variables. But an instance method of a program's
          // own generic type, on such a base, is called on `self` inside the type, where the
          // parameters are fixed: `func makeBody() -> Label` returns the `Label` of this `self`
          // (unless an argument can tell, as in an extension with `where Element == Int`).
          if case .parameter(let q) = arg, q == p,
            fn.kind == .initializer || fn.isStatic || files[ownerDecl.origin.file].isInterface
              || fn.parameters.contains(where: { mentions($0.type, p) })
          {
            arg = solver.fresh()
            inferred = true
          }
          // A parameter inferred from the arguments keeps its protocols, which implicit members
          // look in (`TimelineView(.periodic(from:by:))` for `Schedule: TimelineSchedule`).
          if inferred, case .variable(let index) = arg {
            for case .nominal(let c, _) in declarations.genericContexts[p.context].parameters[p.index]
              .constraints
            {
              solver.constrain(index, to: c)
            }
          }
          substitution[p] = arg
        }
      }
    }
    for (i, p) in declarations.genericContexts[fn.genericContext].parameters.enumerated() {
      let v = solver.fresh()
      if case .variable(let index) = v {
        for case .nominal(let c, _) in p.constraints { solver.constrain(index, to: c) }
      }
      substitution[GenericParameterRef(context: fn.genericContext, index: i)] = v
    }
    func apply(_ t: SType) -> SType {
      resolveDependents(
        t.map { x in
          if case .parameter(let p) = x, let s = substitution[p] { return s }
          return nil
        })
    }
    var parameters = fn.parameters
    for i in parameters.indices { parameters[i].type = apply(parameters[i].type) }
    var requirements = fn.requirements.map { r -> Requirement in
      switch r {
      case .conformance(let t, let p): .conformance(apply(t), p)
      case .sameType(let a, let b): .sameType(apply(a), apply(b))
      }
    }
    // The declared constraints of the function's own generic parameters are requirements too.
    for (i, p) in declarations.genericContexts[fn.genericContext].parameters.enumerated() {
      let t = substitution[GenericParameterRef(context: fn.genericContext, index: i)]!
      for c in p.constraints { requirements.append(.conformance(t, c)) }
    }
    if let owner = fn.owner, fn.kind == .initializer, declarations[owner].kind != .protocolType {
      for (i, p) in declarations.genericContexts[declarations[owner].genericContext].parameters.enumerated() {
        let t = substitution[GenericParameterRef(context: declarations[owner].genericContext, index: i)]!
        for c in p.constraints { requirements.append(.conformance(t, c)) }
      }
    }
    var result = apply(fn.result)
    // A superclass's initializer inherited by an SDK subclass makes the subclass (`UILabel()`).
    if fn.kind == .initializer, let owner = fn.owner, declarations[owner].kind == .classType, let base,
      case .nominal(let r, _) = shallowType(base), r != owner, isSubclass(r, of: owner)
    {
      result = shallowType(base)
    }
    return InstantiatedSignature(
      parameters: parameters, result: result, requirements: requirements, substitution: substitution
    )
  }

  /// Checks instantiated requirements once arguments are matched; returns the first that fails.
  func failedRequirement(_ requirements: [Requirement]) -> Requirement? {
    failedRequirementIndex(requirements).map { requirements[$0] }
  }

  /// The position of the first requirement that fails.
  func failedRequirementIndex(_ requirements: [Requirement]) -> Int? {
    for (index, r) in requirements.enumerated() {
      switch r {
      case .conformance(let t, let p):
        guard case .nominal(let pr, _) = p else { continue }
        let resolved = resolveDependents(resolved(t))
        if declarations[pr].kind == .protocolType {
          if !conforms(resolved, to: pr) { return index }
          // A literal nothing has typed yet (`Box(c: 5)` for `Box<C: View>`) meets the
          // requirement only if a type it can become does; swiftc then settles on that type.
          if case .variable(let v) = resolved, let kind = solver.literalKind(v) {
            if !literalTypes(kind).contains(where: { conforms(.nominal($0, []), to: pr) }) { return index }
            // The type the literal becomes later must meet the requirement too.
            solver.constrain(v, to: pr)
          }
        }
      case .sameType(let a, let b):
        if !match(resolveDependents(resolved(a)), resolveDependents(resolved(b)), allowConversion: false)
          .succeeded
        {
          return index
        }
      }
    }
    return nil
  }
}

/// Whether `type` mentions the generic parameter `p` anywhere.
private func mentions(_ type: SType, _ p: GenericParameterRef) -> Bool {
  type.contains { $0 == .parameter(p) }
}

extension SemanticAnalyzer {
  /// What the associated type `name` is declared to conform to, in the user protocols that
  /// constrain `owner` (a generic parameter): `associatedtype Content: View` gives `View`.
  /// The conformances the `where` clauses in force (the type's, and the member's being
  /// checked) require of the associated type `type` (`Item.Element`).
  func whereClauseConstraints(of type: SType) -> [SType] {
    guard case .dependent(let owner, let name) = shallowType(type) else { return [] }
    var requirements = bodyRequirements
    var context: Int? = nil
    if case .parameter(let p) = shallowType(owner) { context = p.context }
    var depth = 0
    while let c = context, depth < 8 {
      requirements += declarations.genericContexts[c].associatedRequirements
      context = declarations.genericContexts[c].parent
      depth += 1
    }
    var result: [SType] = []
    for case .conformance(.dependent(let o, let n), let constraint) in requirements
    where n == name && shallowType(o) == shallowType(owner) {
      result.append(constraint)
    }
    return result
  }

  func associatedTypeConstraints(_ name: String, of owner: SType) -> [SType] {
    guard case .parameter(let p) = shallowType(owner) else { return [] }
    let context = declarations.genericContexts[p.context]
    var protocols: [NominalRef] = []
    if let proto = context.protocolSelf, p.index == 0 { protocols.append(proto) }
    for case .nominal(let r, _) in context.parameters[p.index].constraints
    where declarations[r].kind == .protocolType {
      protocols.append(r)
    }
    for case .conformance(.parameter(let q), .nominal(let r, _)) in bodyRequirements where q == p {
      protocols.append(r)
    }
    var result: [SType] = []
    for proto in protocols {
      let symbol = declarations[proto]
      guard !symbol.isBuiltin, let decl = symbol.origin.decl else { continue }
      let tree = self.tree(symbol.origin.file)
      guard case .typeDecl(let t) = tree[decl].kind else { continue }
      for member in t.members.members {
        guard case .associatedType(_, _, let nameToken?, let inheritance?, _, _, _) = tree[member].kind,
          tree.text(nameToken) == name
        else { continue }
        let scope = TypeScope(file: symbol.origin.file, genericContext: symbol.genericContext, nominal: proto)
        for entry in inheritance.types { result += constraintTypes(entry.type, scope) }
      }
    }
    return result
  }
}
