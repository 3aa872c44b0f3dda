import TactileDiagnostics
import TactileParser

/// What is being done to a value that must be mutable; it decides how swiftc words the
/// complaint (`cannot assign to property: …`, `left side of mutating operator isn't mutable: …`)
/// and where it points.
enum Mutation: Equatable {
  /// `target = value`.
  case assignment
  /// `target += value` and other operators with an `inout` left side (the operator token).
  case mutatingOperator(TokenID)
  /// `target.append(x)`: a `mutating` method called on the target.
  case mutatingMember
  /// `&target` passed to an `inout` parameter.
  case inoutArgument
}

extension SemanticAnalyzer {
  /// Reports if `e` cannot be mutated as `mutation` needs: a `let`, a get-only property (a
  /// `@GestureState` outside `updating`), a stored property of an immutable `self`, or a value
  /// that is not a variable at all.
  func checkAssignable(_ e: ExprID, _ ctx: CheckContext, as mutation: Mutation = .assignment) {
    let tree = self.tree(currentFile)
    switch tree[e].kind {
    case .tuple(_, let elements, _) where elements.count == 1:
      checkAssignable(elements[0].value, ctx, as: mutation)
      return
    case .tuple(_, let elements, _) where mutation == .assignment:
      // `(a, b) = (b, a)`: each element is assigned.
      for element in elements { checkAssignable(element.value, ctx, as: mutation) }
      return
    case .discard, .missing, .unexpected:
      return
    default:
      break
    }
    guard let reason = immutability(of: e, ctx, mutation) else { return }
    let at: SourceRange
    if case .mutatingOperator(let token) = mutation { at = range(token) } else { at = expressionLocation(e) }
    guard let reason else {
      if !(exprTypes[Int(e.index)].map { resolved($0).containsError } ?? true) {
        report(.cannotAssignToValue, at: at)
      }
      return
    }
    let prefix: String
    switch mutation {
    case .assignment:
      switch tree[e].kind {
      case .subscriptCall: prefix = "cannot assign through subscript"
      case .identifier:
        if case .local? = references[Int(e.index)] { prefix = "cannot assign to value" } else { fallthrough }
      default:
        prefix = "cannot assign to property"
      }
    case .mutatingOperator: prefix = "left side of mutating operator isn't mutable"
    case .mutatingMember: prefix = "cannot use mutating member on immutable value"
    case .inoutArgument: prefix = "cannot pass immutable value as inout argument"
    }
    report(.cannotMutate(prefix, reason), at: at)
  }

  /// Why `e` is immutable: `nil` when it is mutable, `.some(nil)` when it is not a variable at
  /// all, otherwise swiftc's reason (`'x' is a 'let' constant`, `'self' is immutable`).
  private func immutability(of e: ExprID, _ ctx: CheckContext, _ mutation: Mutation) -> String?? {
    let tree = self.tree(currentFile)
    switch tree[e].kind {
    case .identifier(let token, _, _):
      switch references[Int(e.index)] {
      case .local(let l)?:
        if text(token) == "self" { return ctx.isMutating ? nil : .some("'self' is immutable") }
        if locals[l.index].isDeferred, case .assignment = mutation { return nil }
        return locals[l.index].isLet && !locals[l.index].isInout
          ? .some("'\(text(token))' is a 'let' constant") : nil
      case .property(let v)?:
        return propertyImmutability(v, name: text(token), throughSelf: true, ctx)
      case .anonymousParameter(let l)?:
        return locals[l.index].isInout ? nil : .some("'\(text(token))' is immutable")
      case .selfValue?:
        return ctx.isMutating || isClassInstance(ctx.selfType) ? nil : .some("'self' is immutable")
      case .projectedValue?, .wrapperStorage?:
        return nil
      default:
        return .some(nil)
      }
    case .member(let base, _, let nameToken?, _, _):
      guard case .property(let v)? = references[Int(e.index)] else {
        if case .tupleElement? = references[Int(e.index)], let base {
          return immutability(of: base, ctx, .mutatingMember)
        }
        if case .wrapperStorage? = references[Int(e.index)] { return nil }
        if case .projectedValue? = references[Int(e.index)] { return nil }
        return .some(nil)
      }
      var throughSelf = false
      if let base, case .identifier(let b, _, _) = tree[base].kind, text(b) == "self" { throughSelf = true }
      if let reason = propertyImmutability(v, name: text(nameToken), throughSelf: throughSelf, ctx) {
        return reason
      }
      // Mutating a member of a value mutates the value: it must be mutable too (a class
      // instance is a reference; a wrapper's setter and a static property need nothing more).
      guard let base, !throughSelf, declarations[v].wrapper == nil, !declarations[v].isStatic,
        !declarations[v].hasNonmutatingSetter,
        !isClassInstance(exprTypes[Int(base.index)].map { resolved($0) })
      else { return nil }
      return immutability(of: base, ctx, .mutatingMember)
    case .subscriptCall(let base, _, _, _, _):
      if case .nominal(let ref, _)? = exprTypes[Int(base.index)].map({ resolved($0) }),
        ref == known.binding || dynamicMemberRoot(.nominal(ref, [])) != nil
      {
        return nil
      }
      return immutability(of: base, ctx, .mutatingMember)
    case .forceUnwrap(let base, _), .optionalChain(let base, _):
      return immutability(of: base, ctx, .mutatingMember)
    default:
      return .some(nil)
    }
  }

  /// Why property `v` cannot be set here, if it cannot.
  private func propertyImmutability(_ v: VariableRef, name: String, throughSelf: Bool, _ ctx: CheckContext)
    -> String??
  {
    let decl = declarations[v]
    if decl.wrapper == .gestureState || (decl.isComputed && !decl.hasSetter)
      || (decl.builtinKey != nil && !decl.hasSetter)
    {
      return .some("'\(name)' is a get-only property")
    }
    if decl.isLet, !(ctx.isInitializer && throughSelf && decl.owner == ctx.owner && !ctx.isClosure) {
      return .some("'\(name)' is a 'let' constant")
    }
    // Stored properties of a struct `self` need a mutating context; wrappers (@State,
    // @Binding) have nonmutating setters; classes are references.
    if throughSelf, decl.wrapper == nil, !decl.isStatic, !decl.hasNonmutatingSetter, let owner = decl.owner,
      declarations[owner].kind == .structType || declarations[owner].kind == .enumType, !ctx.isMutating
    {
      return .some("'self' is immutable")
    }
    return nil
  }

  private func isClassInstance(_ type: SType?) -> Bool {
    if case .nominal(let ref, _)? = type { return declarations[ref].kind == .classType }
    return false
  }
}
