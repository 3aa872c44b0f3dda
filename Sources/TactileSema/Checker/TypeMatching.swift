/// The outcome of matching a value's type against the type its context expects.
enum MatchResult {
  case exact
  case converted(Conversion)
  case failure

  var succeeded: Bool {
    if case .failure = self { return false }
    return true
  }
}

extension SemanticAnalyzer {
  /// Matches `actual` against `expected`, binding inference variables, and allowing the
  /// implicit conversions of the language when `allowConversion` is set: `T` to `T?`,
  /// `CGFloat`⇄`Double`, a value to a protocol it conforms to (or to `Any`), literals to any
  /// type they may initialise.
  /// Whether `type` conforms to the protocols a literal's variable was required to conform
  /// to (`(1...6).randomElement()` needs an integer bound: the literal cannot become a `Double`).
  private func meetsConstraints(_ variable: Int, _ type: SType) -> Bool {
    let protocols = solver.constraintsOf(variable)
    if protocols.isEmpty { return true }
    guard case .nominal = type else { return true }
    return protocols.allSatisfy { conforms(type, to: $0) }
  }

  func match(_ actual: SType, _ expected: SType, allowConversion: Bool = true) -> MatchResult {
    var a = shallowType(actual)
    var e = shallowType(expected)
    if case .dependent = a { a = resolved(a) }
    if case .dependent = e { e = resolved(e) }
    if case .error = a { return .exact }
    if case .error = e { return .exact }
    switch (a, e) {
    case (.variable(let x), .variable(let y)):
      if x == y { return .exact }
      let kx = solver.literalKind(x)
      let ky = solver.literalKind(y)
      switch (kx, ky) {
      case (let k?, let l?):
        guard let merged = mergeLiterals(k, l) else { return .failure }
        solver.setLiteralKind(y, merged)
        solver.bind(x, e)
      case (_?, nil):
        solver.bind(y, a)
      default:
        solver.bind(x, e)
      }
      return .exact
    case (.variable(let x), _):
      if let kind = solver.literalKind(x) {
        if literalCompatible(kind, e), meetsConstraints(x, e) {
          solver.bind(x, e)
          return .exact
        }
        if allowConversion, kind != .nilLiteral, let wrapped = optionalWrapped(e) {
          let inner = match(a, wrapped, allowConversion: true)
          return inner.succeeded ? .converted(.optionalPromotion(1)) : .failure
        }
        if allowConversion, isExistentialTarget(e), kind != .nilLiteral {
          solver.bind(x, defaultType(kind))
          return match(defaultType(kind), e)
        }
        return .failure
      }
      solver.bind(x, e)
      return .exact
    case (_, .variable(let y)):
      if let kind = solver.literalKind(y) {
        guard literalCompatible(kind, a), meetsConstraints(y, a) else { return .failure }
      }
      solver.bind(y, a)
      return .exact
    default:
      break
    }
    if let result = matchStructurally(a, e, allowConversion: allowConversion) { return result }
    guard allowConversion else { return .failure }
    // T to T?
    if let wrapped = optionalWrapped(e), optionalWrapped(a) == nil {
      switch match(a, wrapped, allowConversion: true) {
      case .exact: return .converted(.optionalPromotion(1))
      case .converted(.optionalPromotion(let n)): return .converted(.optionalPromotion(n + 1))
      case .converted: return .converted(.optionalPromotion(1))
      case .failure: return .failure
      }
    }
    // CGFloat ⇄ Double
    if case .nominal(let ar, []) = a, case .nominal(let er, []) = e,
      (ar == known.cgFloat && er == known.double) || (ar == known.double && er == known.cgFloat)
    {
      return .converted(.floatingPoint)
    }
    // A subclass to its superclass.
    if case .nominal(let ar, _) = a, case .nominal(let er, _) = e, ar != er,
      declarations[er].kind == .classType, isSubclass(ar, of: er)
    {
      return .converted(.existential)
    }
    // A metatype to a protocol's or a superclass's metatype.
    if case .metatype(let x) = a, case .metatype(let y) = e, case .nominal(let yr, _) = shallowType(y) {
      if declarations[yr].kind == .protocolType {
        return conforms(x, to: yr) ? .converted(.existential) : .failure
      }
      if case .nominal(let xr, _) = shallowType(x), declarations[yr].kind == .classType,
        isSubclass(xr, of: yr)
      {
        return .converted(.existential)
      }
      return .failure
    }
    // To a protocol or opaque type the value conforms to.
    switch e {
    case .opaque(let constraint, nil):
      if case .opaque(let c2, nil) = a, c2 == constraint { return .exact }
      return conforms(a, to: constraint) ? .converted(.existential) : .failure
    case .opaque(_, let underlying?):
      return match(a, underlying, allowConversion: true)
    case .nominal(let ref, _) where declarations[ref].kind == .protocolType:
      return conforms(a, to: ref) ? .converted(.existential) : .failure
    case .nominal(let ref, []) where isAnyHashable(ref):
      // A hashable value to `AnyHashable`, as Swift boxes it implicitly (a `userInfo` key).
      return conforms(a, toProtocolNamed: "Hashable") ? .converted(.existential) : .failure
    default:
      break
    }
    if case .opaque(_, let underlying?) = a { return match(underlying, e, allowConversion: true) }
    return .failure
  }

  /// Matches types of the same shape component by component (generic arguments invariantly).
  private func matchStructurally(_ a: SType, _ e: SType, allowConversion: Bool) -> MatchResult? {
    switch (a, e) {
    case (.nominal(let ar, let aargs), .nominal(let er, let eargs))
    where ar == er && aargs.count == eargs.count:
      var upcast = false
      for (x, y) in zip(aargs, eargs) where !match(x, y, allowConversion: false).succeeded {
        // `[UIFont]` to `[Any]`, `[K: Sub]` to `[K: Super]`: a collection's elements (a
        // dictionary's values) convert to a protocol they conform to or a superclass.
        if allowConversion, ar == known.array || (ar == known.dictionary && y == eargs.last),
          case .converted(.existential) = match(x, y, allowConversion: true)
        {
          upcast = true
          continue
        }
        // Arrays of CGFloat and Double and similar are not convertible; Optional<T> to
        // Optional<U> with a convertible payload is.
        if ar == known.optional, allowConversion, match(x, y, allowConversion: true).succeeded {
          return .converted(.floatingPoint)
        }
        return .failure
      }
      return upcast ? .converted(.existential) : .exact
    case (.tuple(let ae), .tuple(let ee)):
      guard ae.count == ee.count else { return .failure }
      for (x, y) in zip(ae, ee) {
        if let l1 = x.label, let l2 = y.label, l1 != l2 { return .failure }
        if !match(x.type, y.type, allowConversion: allowConversion).succeeded { return .failure }
      }
      return .exact
    case (.function(let af), .function(let ef)):
      // A function of several parameters where one taking a tuple of as many elements is
      // expected (`.map(handle)` over a publisher of `(data:response:)`): swiftc passes the
      // tuple's elements as the arguments, and each parameter may be an optional of its element.
      if ef.parameters.count == 1, af.parameters.count >= 2,
        case .tuple(let elements) = shallowType(ef.parameters[0].type), elements.count == af.parameters.count
      {
        for (x, y) in zip(af.parameters, elements)
        where !match(y.type, x.type, allowConversion: false).succeeded {
          guard let wrapped = optionalWrapped(x.type),
            match(y.type, wrapped, allowConversion: false).succeeded
          else { return .failure }
        }
        if case .tuple(let r) = shallowType(ef.result), r.isEmpty { return .exact }
        return match(af.result, ef.result, allowConversion: allowConversion).succeeded ? .exact : .failure
      }
      guard af.parameters.count == ef.parameters.count else { return .failure }
      for (x, y) in zip(af.parameters, ef.parameters)
      where !match(y.type, x.type, allowConversion: false).succeeded {
        return .failure
      }
      if case .tuple(let r) = shallowType(ef.result), r.isEmpty { return .exact }
      return match(af.result, ef.result, allowConversion: allowConversion).succeeded ? .exact : .failure
    case (.metatype(let x), .metatype(let y)):
      // A metatype converts to a protocol's or a superclass's (`SceneDelegate.self` as an
      // `AnyClass`): that conversion is `match`'s.
      let result = match(x, y, allowConversion: false)
      return result.succeeded || !allowConversion ? result : nil
    case (.parameter(let x), .parameter(let y)):
      return x == y ? .exact : nil
    case (.dependent(let xb, let xn), .dependent(let yb, let yn)):
      return xn == yn && match(xb, yb, allowConversion: false).succeeded ? .exact : nil
    case (.opaque(let c1, nil), .opaque(let c2, nil)):
      return c1 == c2 ? .exact : nil
    default:
      return nil
    }
  }

  /// `T` if `type` is `T?`.
  func optionalWrapped(_ type: SType) -> SType? {
    if case .nominal(let ref, let args) = shallowType(type), ref == known.optional, args.count == 1 {
      return args[0]
    }
    return nil
  }

  /// Whether a value may be converted to `type` by boxing it (a protocol, an opaque type, Any).
  func isExistentialTarget(_ type: SType) -> Bool {
    switch shallowType(type) {
    case .opaque(_, nil): return true
    case .nominal(let ref, _): return declarations[ref].kind == .protocolType || isAnyHashable(ref)
    default: return false
    }
  }

  /// Whether `ref` is the standard library's `AnyHashable`, which any hashable value converts to.
  func isAnyHashable(_ ref: NominalRef) -> Bool {
    declarations[ref].isBuiltin && declarations[ref].qualifiedName == "AnyHashable"
  }

  /// Whether a literal of `kind` can initialise a value of `type`.
  func literalCompatible(_ kind: LiteralKind, _ type: SType) -> Bool {
    switch shallowType(type) {
    case .error, .variable:
      return true
    case .parameter, .dependent:
      return true
    case .nominal(let ref, _):
      switch kind {
      // And a type of the interface that adopts the literal's protocol (a scheduler's stride):
      // its value is the number.
      case .integer:
        return [known.int, known.double, known.float, known.cgFloat].contains(ref)
          || adoptsLiteralProtocol(ref, "ExpressibleByIntegerLiteral")
      case .float:
        return [known.double, known.float, known.cgFloat].contains(ref)
          || adoptsLiteralProtocol(ref, "ExpressibleByFloatLiteral")
      case .string:
        // And any type of the interface that adopts the protocol (`PreviewDevice`): its value
        // is the string.
        return [known.string, known.character, known.localizedStringKey].contains(ref)
          || (declarations[ref].isBuiltin && declarations[ref].kind != .protocolType
            && conforms(.nominal(ref, []), toProtocolNamed: "ExpressibleByStringLiteral"))
      case .boolean: return ref == known.bool
      case .nilLiteral: return ref == known.optional
      }
    default:
      return false
    }
  }

  /// Whether `ref` is a type of the interface, not a protocol, that adopts `literalProtocol`.
  private func adoptsLiteralProtocol(_ ref: NominalRef, _ literalProtocol: String) -> Bool {
    declarations[ref].isBuiltin && declarations[ref].kind != .protocolType
      && conforms(.nominal(ref, []), toProtocolNamed: literalProtocol)
  }

  /// The literal kind two literals unify to (`1 + 2.5` is a float literal), if any.
  func mergeLiterals(_ a: LiteralKind, _ b: LiteralKind) -> LiteralKind? {
    if a == b { return a }
    if (a == .integer && b == .float) || (a == .float && b == .integer) { return .float }
    return nil
  }

  /// The type a literal has when nothing else decides it.
  /// The types a literal of `kind` can become without a user type that adopts the literal
  /// protocol, its default first.
  func literalTypes(_ kind: LiteralKind) -> [NominalRef] {
    switch kind {
    case .integer: [known.int, known.double, known.cgFloat, known.float]
    case .float: [known.double, known.cgFloat, known.float]
    case .string: [known.string, known.character, known.localizedStringKey]
    case .boolean: [known.bool]
    case .nilLiteral: []
    }
  }

  func defaultType(_ kind: LiteralKind) -> SType {
    switch kind {
    case .integer: .nominal(known.int, [])
    case .float: .nominal(known.double, [])
    case .string: .nominal(known.string, [])
    case .boolean: .nominal(known.bool, [])
    case .nilLiteral: .error
    }
  }
}
