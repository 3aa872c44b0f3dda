extension SemanticAnalyzer {
  /// The type of property `ref` when accessed on a value of type `base`: its declared (or
  /// inferred) type with `base`'s generic arguments substituted. `nil` when the type cannot be
  /// known (an untyped property whose initializer has not been checked yet and cannot be).
  func variableType(_ ref: VariableRef, in base: SType) -> SType? {
    guard let declared = inferredType(of: ref) else { return nil }
    guard let owner = declarations[ref].owner else { return declared }
    return typeInContext(declared, owner: owner, base: base)
  }

  /// `type`, declared in `owner`, as seen from a value of type `base`: `owner`'s generic
  /// parameters (or `Self` for a protocol) replaced by `base`'s arguments (or `base`), and
  /// dependent members resolved on the result.
  func typeInContext(_ type: SType, owner: NominalRef, base: SType) -> SType {
    let decl = declarations[owner]
    if decl.kind == .protocolType {
      let selfParam = GenericParameterRef(context: decl.genericContext, index: 0)
      return resolveDependents(
        type.map { t in
          if case .parameter(let p) = t, p == selfParam { return base }
          return nil
        })
    }
    var args: [SType] = []
    if case .nominal(_, let a) = concreteBase(base, owner: owner) { args = a }
    return resolveDependents(substitute(type, owner: owner, arguments: args))
  }

  /// `base`, or the type it refines that is an instance of `owner` (a member of `Optional`
  /// reached through `Optional<T>`), so that `owner`'s arguments line up.
  func concreteBase(_ base: SType, owner: NominalRef) -> SType {
    if case .opaque(_, let underlying?) = base { return concreteBase(underlying, owner: owner) }
    // A member of a generic superclass seen from a subclass (`value` of `Box<T>` on
    // `class IntBox: Box<Int>`): the superclass as the subclass's declaration writes it.
    if case .nominal(var current, var arguments) = base, current != owner,
      declarations[owner].kind == .classType, declarations[current].kind == .classType
    {
      var depth = 0
      while current != owner, depth < 32, let s = superclass(of: current) {
        var written: [SType] = []
        for case .nominal(let r, let a) in declarations[current].inherited where r == s { written = a }
        let from = current
        let given = arguments
        arguments = written.map { substitute($0, owner: from, arguments: given) }
        current = s
        depth += 1
      }
      if current == owner { return .nominal(owner, arguments) }
    }
    return base
  }

  /// Replaces `T.Name` where `T` became concrete by the member type it names.
  func resolveDependents(_ type: SType) -> SType {
    type.map { t in
      guard case .dependent(let base, let name) = t else { return nil }
      let resolvedBase = resolveDependents(base)
      switch resolvedBase {
      case .parameter, .dependent, .variable, .error:
        return .dependent(resolvedBase, name)
      default:
        return memberType(named: name, in: resolvedBase, arguments: []) ?? .dependent(resolvedBase, name)
      }
    }
  }

  /// The declared type of a property, or its inferred type once inference has run.
  /// The type of a property: written, or learnt by checking its initial value or getter on
  /// demand (`@State private var offset = CGSize.zero`, `var drag: some Gesture { … }`).
  func inferredType(of ref: VariableRef) -> SType? {
    let v = declarations[ref]
    if v.type == nil || isUnresolvedOpaque(v.type) || openingOmittedArguments(ref, fresh: false) != nil,
      !files[v.origin.file].isInterface
    {
      checkVariableBody(ref)
    }
    return declarations[ref].type
  }
}
