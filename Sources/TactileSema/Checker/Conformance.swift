extension SemanticAnalyzer {
  /// Whether `type` conforms to protocol `proto` (or is, or inherits from, class `proto`),
  /// following declared, inherited and conditional conformances, and the conformances the
  /// language gives implicitly (enums without associated values are `Equatable` and
  /// `Hashable`; everything is `Any`). Unknown types (`error`, unbound variables) conform.
  func conforms(_ type: SType, to proto: NominalRef) -> Bool {
    if declarations[proto].name == "Any" { return true }
    switch type {
    case .error, .variable:
      return true
    case .nominal(let ref, let args):
      if ref == proto { return true }
      // Every class is an `AnyObject`.
      if declarations[ref].kind == .classType, declarations[proto].name == "AnyObject" { return true }
      return nominalConforms(ref, args: args, to: proto, depth: 0)
    case .opaque(let constraint, let underlying):
      if let underlying { return conforms(underlying, to: proto) }
      return constraint == proto || protocolInherits(constraint, proto)
    case .parameter(let p):
      let context = declarations.genericContexts[p.context]
      for case .conformance(.parameter(p), .nominal(let r, _)) in bodyRequirements
      where r == proto || protocolInherits(r, proto) {
        return true
      }
      if let selfProto = context.protocolSelf, p.index == 0 {
        return selfProto == proto || protocolInherits(selfProto, proto)
      }
      return context.parameters[p.index].constraints.contains { c in
        if case .nominal(let r, _) = c { return r == proto || protocolInherits(r, proto) }
        return false
      }
    case .dependent:
      return true
    case .tuple(let elements):
      // Tuples of equatable elements compare with ==; Void conforms to nothing.
      if elements.isEmpty { return false }
      if proto == known.equatable || proto == known.hashable || proto == known.comparable {
        return elements.allSatisfy { conforms($0.type, to: proto) }
      }
      return false
    case .function, .metatype:
      return false
    }
  }

  private func nominalConforms(_ ref: NominalRef, args: [SType], to proto: NominalRef, depth: Int) -> Bool {
    guard depth < 16 else { return false }
    let decl = declarations[ref]
    if decl.kind == .enumType, proto == known.equatable || proto == known.hashable,
      decl.cases.allSatisfy({ declarations[$0].associatedValues.isEmpty }),
      !decl.isBuiltin || !decl.cases.isEmpty
    {
      return true
    }
    for (index, inherited) in decl.inherited.enumerated() {
      guard case .nominal(let r, _) = inherited else { continue }
      guard
        r == proto || protocolInherits(r, proto)
          || (declarations[r].kind == .classType && r != ref
            && nominalConforms(r, args: [], to: proto, depth: depth + 1))
      else { continue }
      if let conditions = decl.conformanceConditions[index] {
        if !conditions.allSatisfy({ requirementHolds($0, owner: ref, args: args) }) { continue }
      }
      return true
    }
    return false
  }

  /// Whether protocol `p` inherits (directly or not) from `ancestor`.
  func protocolInherits(_ p: NominalRef, _ ancestor: NominalRef, depth: Int = 0) -> Bool {
    guard depth < 16 else { return false }
    for inherited in declarations[p].inherited {
      if case .nominal(let r, _) = inherited, r == ancestor || protocolInherits(r, ancestor, depth: depth + 1)
      {
        return true
      }
    }
    return false
  }

  /// Whether a conditional-conformance requirement holds for `owner<args>`.
  func requirementHolds(_ requirement: Requirement, owner: NominalRef, args: [SType]) -> Bool {
    let base = SType.nominal(owner, args)
    switch requirement {
    case .conformance(let t, let p):
      guard case .nominal(let pr, _) = p else { return true }
      return conforms(typeInContext(t, owner: owner, base: base), to: pr)
    case .sameType(let a, let b):
      return typeInContext(a, owner: owner, base: base) == typeInContext(b, owner: owner, base: base)
    }
  }
}
