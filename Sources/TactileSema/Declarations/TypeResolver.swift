import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// Resolves a written type in `scope`, reporting unknown names; returns `.error` for types it
  /// could not resolve (without further diagnostics downstream).
  func resolveType(_ id: TypeID, _ scope: TypeScope) -> SType {
    let type = resolveTypeInScope(id, scope)
    if scope.file == userFile, !type.containsError { writtenTypeResolutions[Int(id.index)] = type }
    return type
  }

  private func resolveTypeInScope(_ id: TypeID, _ scope: TypeScope) -> SType {
    let tree = self.tree(scope.file)
    switch tree[id].kind {
    case .identifier(let nameToken, let genericArguments):
      let name = tree.text(nameToken)
      let arguments = genericArguments.map { $0.arguments.map { resolveType($0.type, scope) } }
      return resolveNamedType(name, arguments: arguments, scope: scope, at: nameToken)
    case .member(let baseID, _, let nameToken, let genericArguments):
      // `SwiftUI.Label`, `Swift.Int`: a module-qualified name is the module's global type (a
      // program's type of the same name does not shadow it, but Tactile's modules are one).
      if case .identifier(let moduleToken, nil) = tree[baseID].kind, let nameToken,
        Self.moduleNames.contains(tree.text(moduleToken)),
        visibleGlobals(tree.text(moduleToken)).isEmpty
      {
        let arguments = genericArguments.map { $0.arguments.map { resolveType($0.type, scope) } }
        let global = TypeScope(file: scope.file, genericContext: nil, nominal: nil)
        return resolveNamedType(tree.text(nameToken), arguments: arguments, scope: global, at: nameToken)
      }
      let base = resolveType(baseID, scope)
      guard let nameToken else { return .error }
      let name = tree.text(nameToken)
      if case .error = base { return .error }
      let arguments = genericArguments.map { $0.arguments.map { resolveType($0.type, scope) } } ?? []
      if let member = memberType(named: name, in: base, arguments: arguments) { return member }
      report(.noMemberType(name, "'\(display(base))'"), at: range(nameToken))
      return .error
    case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _):
      return optional(resolveType(wrapped, scope))
    case .array(_, let element, _):
      return .nominal(known.array, [resolveType(element, scope)])
    case .dictionary(_, let key, _, let value, _):
      return .nominal(known.dictionary, [resolveType(key, scope), resolveType(value, scope)])
    case .tuple(_, let elements, _):
      if elements.count == 1, elements[0].firstName == nil { return resolveType(elements[0].type, scope) }
      return .tuple(
        elements.map { TupleElement(label: $0.firstName.map(tree.text), type: resolveType($0.type, scope)) })
    case .function(_, let parameters, _, let effects, _, let result):
      let params = parameters.map { element -> ParameterType in
        var (isInout, isAutoclosure) = (false, false)
        var inner = element.type
        while case .attributed(let specifiers, let attributes, let base) = tree[inner].kind {
          isInout = isInout || specifiers.contains { tree.text($0, is: "inout") }
          isAutoclosure = isAutoclosure || attributes.contains { attributeName($0, tree) == "autoclosure" }
          inner = base
        }
        return ParameterType(
          type: resolveType(inner, scope), isInout: isInout, isVariadic: element.ellipsis != nil,
          isAutoclosure: isAutoclosure)
      }
      return .function(
        FunctionType(
          parameters: params, result: resolveType(result, scope), isThrowing: effects.throwsKeyword != nil,
          isAsync: effects.asyncKeyword != nil))
    case .some(_, let constraint):
      let c = resolveType(constraint, scope)
      if case .nominal(let ref, _) = c, declarations[ref].kind == .protocolType {
        return .opaque(constraint: ref, underlying: nil)
      }
      return c
    case .any(_, let constraint):
      return resolveType(constraint, scope)
    case .metatype(let base, _, _):
      return .metatype(resolveType(base, scope))
    case .composition(let elements, _):
      return elements.first.map { resolveType($0, scope) } ?? .error
    case .attributed(_, _, let base):
      return resolveType(base, scope)
    case .pack(_, let base):
      return resolveType(base, scope)
    case .missing:
      return .error
    }
  }

  /// The name of an attribute (`escaping`, `ViewBuilder`, `State`).
  func attributeName(_ attribute: Attribute, _ tree: SyntaxTree) -> String {
    switch tree[attribute.name].kind {
    case .identifier(let name, _): tree.text(name)
    case .member(_, _, let name?, _): tree.text(name)
    default: ""
    }
  }

  /// `T?`.
  func optional(_ wrapped: SType) -> SType { .nominal(known.optional, [wrapped]) }

  /// Resolves a type name: generic parameters, types nested in the enclosing types, then
  /// top-level types and typealiases.
  /// The modules whose names qualify types (`SwiftUI.Color`).
  static let moduleNames: Set<String> = [
    "Swift", "SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "Observation", "Dispatch",
  ]

  /// The types a constraint written as `type` requires: each of a composition's (`View &
  /// Hashable`), directly or through a type alias of one; otherwise the type itself.
  func constraintTypes(_ type: TypeID, _ scope: TypeScope) -> [SType] {
    let tree = self.tree(scope.file)
    switch tree[type].kind {
    case .composition(let elements, _):
      return elements.flatMap { constraintTypes($0, scope) }
    case .identifier(let name, nil):
      for case .typeAlias(let ref) in visibleGlobals(tree.text(name))
      where !declarations[ref].components.isEmpty {
        return declarations[ref].components
      }
    default:
      break
    }
    return [resolveType(type, scope)]
  }

  func resolveNamedType(_ name: String, arguments: [SType]?, scope: TypeScope, at token: TokenID?) -> SType {
    if name == "Self" {
      if let nominal = scope.nominal { return declarations.declaredType(nominal) }
      if let token { reportMissingType(name, at: token) }
      return .error
    }
    if name == "Void" { return .void }
    // Generic parameters, innermost first.
    var context = scope.genericContext
    while let c = context {
      if let index = declarations.genericContexts[c].parameters.firstIndex(where: { $0.name == name }) {
        return .parameter(GenericParameterRef(context: c, index: index))
      }
      context = declarations.genericContexts[c].parent
    }
    // Members of the enclosing types (nested types, typealiases, associated types).
    var enclosing = scope.nominal
    while let owner = enclosing {
      if declarations[owner].kind == .protocolType {
        // Inside a protocol, only its associated types and typealiases are member types.
        if let member = declarations[owner].members[name]?.first {
          switch member {
          case .associatedType: return .dependent(declarations.declaredType(owner), name)
          case .typeAlias(let ref): return declarations[ref].underlying
          case .nominal(let ref): return instantiate(ref, outer: [], arguments: arguments)
          default: break
          }
        }
      } else if let member = memberType(
        named: name, in: declarations.declaredType(owner), arguments: arguments ?? [])
      {
        return member
      }
      enclosing = declarations[owner].parent
    }
    for member in visibleGlobals(name) {
      switch member {
      case .nominal(let ref):
        if let token, !files[currentFile].isInterface, isUnavailable(ref) {
          reportUnavailable(name, at: range(token))
        }
        return instantiate(ref, outer: [], arguments: arguments)
      case .typeAlias(let ref):
        let alias = declarations[ref]
        let params = declarations.genericContexts[alias.genericContext].parameters.indices.map {
          GenericParameterRef(context: alias.genericContext, index: $0)
        }
        let args = arguments ?? []
        return alias.underlying.map { t in
          if case .parameter(let p) = t, let i = params.firstIndex(of: p), i < args.count { return args[i] }
          return nil
        }
      default:
        continue
      }
    }
    if let token { reportMissingType(name, at: token) }
    return .error
  }

  /// A nominal type with its outer type's arguments and its own (missing own arguments become
  /// its parameters, for inference to fill in).
  func instantiate(_ ref: NominalRef, outer: [SType], arguments: [SType]?) -> SType {
    let own = declarations.genericContexts[declarations[ref].genericContext].parameters
    var args = outer
    if declarations[ref].kind != .protocolType {
      for (i, _) in own.enumerated() {
        if let arguments, i < arguments.count {
          args.append(arguments[i])
        } else {
          args.append(.parameter(GenericParameterRef(context: declarations[ref].genericContext, index: i)))
        }
      }
    }
    return .nominal(ref, args)
  }

  /// The type named `name` declared inside `base` (a nested type, a typealias or an associated
  /// type's witness), with `base`'s generic arguments substituted.
  func memberType(named name: String, in base: SType, arguments: [SType]) -> SType? {
    switch base {
    case .nominal(let owner, let ownerArgs):
      // A generic parameter of the type itself, by name (`Array<Int>.Element` is `Int`).
      let params = declarations.flattenedParameters(declarations[owner].genericContext)
      if declarations[owner].kind != .protocolType,
        let i = params.firstIndex(where: { declarations.name(of: $0) == name }), i < ownerArgs.count
      {
        return ownerArgs[i]
      }
      for member in declarations[owner].members[name] ?? [] {
        switch member {
        case .nominal(let ref):
          return instantiate(ref, outer: ownerArgs, arguments: arguments)
        case .typeAlias(let ref):
          return resolveDependents(
            substitute(declarations[ref].underlying, owner: owner, arguments: ownerArgs))
        case .associatedType:
          return nil
        default:
          continue
        }
      }
      // Typealiases of the protocols the type conforms to, directly or through a protocol's own
      // inherited protocols (`Content` in a `ViewModifier`, and in an `AnimatableModifier`).
      var protocols: [NominalRef] = []
      var pending = [owner]
      while let next = pending.popLast() {
        for case .nominal(let p, _) in declarations[next].inherited
        where declarations[p].kind == .protocolType && !protocols.contains(p) {
          protocols.append(p)
          pending.append(p)
        }
      }
      for p in protocols {
        if case .typeAlias(let ref)? = declarations[p].members[name]?.first {
          return typeInContext(declarations[ref].underlying, owner: p, base: base)
        }
      }
      // Associated types of protocols the type conforms to may be inferred (Gesture's Value).
      return inferredAssociatedType(name, of: base)
    case .parameter, .dependent:
      return .dependent(base, name)
    case .opaque(_, let underlying?):
      return memberType(named: name, in: underlying, arguments: arguments)
    case .opaque(let constraint, nil):
      if declarations[constraint].members[name] != nil { return .dependent(base, name) }
      return nil
    default:
      return nil
    }
  }

  /// `type` with the generic parameters of `owner` (and its parents) replaced by `arguments`.
  func substitute(_ type: SType, owner: NominalRef, arguments: [SType]) -> SType {
    let params = declarations.flattenedParameters(declarations[owner].genericContext)
    guard !params.isEmpty else { return type }
    return type.map { t in
      if case .parameter(let p) = t, let i = params.firstIndex(of: p), i < arguments.count {
        return arguments[i]
      }
      return nil
    }
  }

  /// An associated type that the type does not declare but that follows from its other members:
  /// for a `Gesture`, `Value` is its `body`'s `Value` (as Swift infers it).
  func inferredAssociatedType(_ name: String, of type: SType) -> SType? {
    guard case .nominal(let ref, _) = type else { return nil }
    if name == "Value" || name == "Body", let body = declarations[ref].members["body"]?.first,
      case .variable(let v) = body, let bodyType = variableType(v, in: type)
    {
      return name == "Body" ? bodyType : memberType(named: "Value", in: bodyType, arguments: [])
    }
    return witnessedAssociatedType(name, of: type, owner: ref)
  }

  /// An associated type inferred from the property that witnesses a requirement of that type
  /// (`Item.ID` is `UUID` when `Item: Identifiable` declares `let id = UUID()`), in the
  /// protocols `owner` conforms to and the protocols they inherit.
  private func witnessedAssociatedType(_ name: String, of type: SType, owner: NominalRef) -> SType? {
    var protocols: [NominalRef] = []
    var pending = declarations[owner].inherited
    while let next = pending.popLast(), protocols.count < 32 {
      guard case .nominal(let p, _) = next, declarations[p].kind == .protocolType, !protocols.contains(p)
      else {
        continue
      }
      protocols.append(p)
      pending += declarations[p].inherited
    }
    for p in protocols {
      guard let property = witnessingProperties(of: p)[name],
        case .variable(let witness)? = declarations[owner].members[property]?.first
      else { continue }
      return variableType(witness, in: type)
    }
    // Or from the function that witnesses a requirement returning it (`UIViewType` is what the
    // representable's `makeUIView(context:)` returns).
    for p in protocols {
      guard let function = witnessingFunctions(of: p)[name] else { continue }
      for case .function(let witness) in declarations[owner].members[function] ?? [] {
        let result = declarations[witness].result
        if !files[declarations[witness].origin.file].isInterface, !result.containsError,
          !mentionsAssociatedType(result)
        {
          return result
        }
      }
    }
    // Or from a parameter of a witnessing function that the requirement declares of that type
    // (`Value` is `CGFloat?` when a `PreferenceKey` declares only
    // `static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?)`).
    for p in protocols {
      for (member, requirements) in declarations[p].members {
        for case .function(let requirement) in requirements {
          guard
            let position = declarations[requirement].parameters.firstIndex(where: {
              if case .dependent(.parameter, name) = $0.type { return true }
              return false
            })
          else { continue }
          for case .function(let witness) in declarations[owner].members[member] ?? [] {
            let parameters = declarations[witness].parameters
            guard !files[declarations[witness].origin.file].isInterface,
              parameters.count == declarations[requirement].parameters.count
            else { continue }
            let type = parameters[position].type
            if !type.containsError, !mentionsAssociatedType(type) { return type }
          }
        }
      }
    }
    return nil
  }

  private func mentionsAssociatedType(_ type: SType) -> Bool {
    type.contains { if case .dependent = $0 { true } else { false } }
  }

  /// The requirement functions of `p` that return one of its associated types, by that type.
  private func witnessingFunctions(of p: NominalRef) -> [String: String] {
    if let known = witnessingFunctions[p] { return known }
    var found: [String: String] = [:]
    for (member, requirements) in declarations[p].members {
      for case .function(let requirement) in requirements {
        if case .dependent(.parameter, let associated) = declarations[requirement].result,
          case .associatedType? = declarations[p].members[associated]?.first
        {
          found[associated] = member
        }
      }
    }
    witnessingFunctions[p] = found
    return found
  }

  /// `witnessingProperties[p]`, computed once: a pass over the protocol's members, which for
  /// `View` are all its modifiers.
  private func witnessingProperties(of p: NominalRef) -> [String: String] {
    if let known = witnessingProperties[p] { return known }
    var found: [String: String] = [:]
    for (member, requirements) in declarations[p].members {
      for case .variable(let requirement) in requirements {
        if case .dependent(.parameter, let associated)? = declarations[requirement].type,
          case .associatedType? = declarations[p].members[associated]?.first
        {
          found[associated] = member
        }
      }
    }
    witnessingProperties[p] = found
    return found
  }
}

extension SemanticAnalyzer {
  /// `cannot find type 'X' in scope`, or, for a type of Apple's SDK the interface does not
  /// declare, that Tactile does not have it yet.
  func reportMissingType(_ name: String, at token: TokenID) {
    if AppleSDKNames.types.contains(name) {
      report(.notYetInTactile(name), at: range(token))
    } else {
      report(.cannotFindTypeInScope(name), at: range(token))
    }
  }
}
