import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// A name: `self`, a local, a member of `self`, `$wrapped`, `_wrapped`, or a global.
  func inferName(_ e: ExprID, expected: SType?, _ ctx: CheckContext) -> SType {
    guard case .identifier(let token, _, let genericArguments) = tree(currentFile)[e].kind else {
      return .error
    }
    let name = text(token)
    if name == "self", let local = lookupLocal("self") {
      // `[weak self]` and `guard let self` rebind `self`.
      recordReference(e, .local(local))
      return locals[local.index].type
    }
    if name == "self" {
      recordReference(e, .selfValue)
      guard let selfType = ctx.selfType else {
        report(.cannotFindInScope(name), at: range(token))
        return .error
      }
      return ctx.isStatic ? .metatype(selfType) : selfType
    }
    // `super` in a class whose superclass is the SDK's (`class Model: NSObject`): that class's
    // members on `self` (`super.init()`).
    if name == "super", !ctx.isStatic, let superclass = sdkSuperclass(ctx) {
      recordReference(e, .selfValue)
      return superclass
    }
    // `super` in a subclass of a class of the program: `self` seen as its superclass, whose
    // own members `super.member` reaches (the lowering calls them without dispatch).
    if name == "super", let superclass = userSuperclass(ctx) {
      recordReference(e, .selfValue)
      return ctx.isStatic ? .metatype(superclass) : superclass
    }
    if name == "super", lookupLocal(name) == nil, case .nominal(let r, _)? = ctx.selfType,
      declarations[r].kind == .classType, superclass(of: r) == nil
    {
      report(.superInRootClass(declarations[r].name), at: range(token))
      return .error
    }
    if let local = lookupLocal(name) {
      recordReference(
        e,
        name.hasPrefix("$") && name.dropFirst().allSatisfy { $0.isNumber }
          ? .anonymousParameter(local) : .local(local))
      return locals[local.index].type
    }
    if let selfType = ctx.selfType, let t = wrapperAccess(e, name, in: selfType) { return t }
    if let selfType = ctx.selfType {
      let members = lookupMembers(name, in: selfType)
      for candidate in members {
        switch candidate.member {
        case .variable(let v) where declarations[v].isStatic == ctx.isStatic || declarations[v].isStatic:
          if misusesMember(
            name, isStatic: declarations[v].isStatic, declaredIn: declarations[v].origin.file, selfType,
            token, ctx)
          {
            return .error
          }
          recordReference(e, .property(v))
          return variableType(v, in: selfType) ?? .error
        case .function(let f) where declarations[f].kind == .function:
          if misusesMember(
            name, isStatic: declarations[f].isStatic, declaredIn: declarations[f].origin.file, selfType,
            token, ctx)
          {
            return .error
          }
          recordReference(e, .function(f))
          let sig = instantiate(f, base: selfType)
          return functionType(sig)
        default:
          continue
        }
      }
    }
    for member in visibleGlobals(name) {
      switch member {
      case .variable(let v):
        recordReference(e, .property(v))
        return inferredType(of: v) ?? .error
      case .function(let f):
        recordReference(e, .function(f))
        return functionType(instantiate(f, base: nil))
      case .nominal, .typeAlias:
        let arguments = genericArguments.map { $0.arguments.map { resolveType($0.type, typeScope(ctx)) } }
        let type = resolveNamedType(name, arguments: arguments, scope: typeScope(ctx), at: token)
        recordReference(e, .type(type))
        return .metatype(type)
      default:
        continue
      }
    }
    // A generic parameter or nested type used as a value (`Value.self`, `Direction.left`),
    // declared in the type or in one enclosing it (a sibling nested type).
    var enclosing = ctx.owner
    while let owner = enclosing {
      if memberType(named: name, in: declarations.declaredType(owner), arguments: []) != nil {
        let type = resolveNamedType(name, arguments: nil, scope: typeScope(ctx), at: token)
        recordReference(e, .type(type))
        return .metatype(type)
      }
      enclosing = declarations[owner].parent
    }
    if let type = operatorReference(e, name, expected: expected) { return type }
    reportMissingName(.inScope, name, among: visibleNames(ctx), at: token)
    return .error
  }

  /// `_value` and `$value` in `type`: a property wrapper's storage and projection, recorded
  /// for `e`; nil when `name` is neither or `type` has no wrapped property of the name.
  func wrapperAccess(_ e: ExprID, _ name: String, in type: SType) -> SType? {
    guard name.count > 1, name.hasPrefix("_") || name.hasPrefix("$") else { return nil }
    for candidate in lookupMembers(String(name.dropFirst()), in: type) {
      guard case .variable(let v) = candidate.member, declarations[v].wrapper != nil else { continue }
      if name.hasPrefix("$") {
        recordReference(e, .projectedValue(v))
        return projectedType(v, base: type)
      }
      recordReference(e, .wrapperStorage(v))
      return wrapperType(v, base: type)
    }
    return nil
  }

  /// Reports a member of `Self` named bare where it may not be: a static one from an instance
  /// context (but a stored property's initial value may name a static member unqualified), or
  /// an instance one in a property's initial value. Returns whether it reported.
  private func misusesMember(
    _ name: String, isStatic: Bool, declaredIn file: Int, _ selfType: SType, _ token: TokenID,
    _ ctx: CheckContext
  ) -> Bool {
    if isStatic, !ctx.isStatic, !ctx.isPropertyInitializer, !files[file].isInterface {
      report(.staticMemberOnInstance(name, display(selfType)), at: range(token))
      return true
    }
    if ctx.isPropertyInitializer, !isStatic {
      report(.instanceMemberInPropertyInitializer(name), at: range(token))
      return true
    }
    return false
  }

  /// An operator named where a function of two values is expected (`.sorted(by: >)`): the
  /// operator function of the first operand's type whose type fits.
  private func operatorReference(_ e: ExprID, _ name: String, expected: SType?) -> SType? {
    guard let first = name.unicodeScalars.first, "+-*/%<>=!&|^~".unicodeScalars.contains(first),
      let expected, case .function(let f) = shallowType(expected), f.parameters.count == 2
    else { return nil }
    // The operands' types: a settled one first (`[1.5].reduce(0, +)`: Double, where the
    // literal 0 would make Int), then a literal's type not yet settled with its default
    // (`[3, 1].sorted(by: >)`), which defaulting binds (so it comes last).
    var operands: [SType] = []
    for parameter in f.parameters {
      let t = resolved(parameter.type)
      // A tuple of literals (`[(2, "x")].sorted(by: <)`) is tried as it is: its elements'
      // literal types settle when the operator's signature is matched.
      var isTuple = false
      if case .tuple = shallowType(t) { isTuple = true }
      if !t.containsVariable || isTuple, !operands.contains(t) { operands.append(t) }
    }
    func attempt(_ operand: SType) -> SType? {
      var members = lookupMembers(name, in: operand).map { $0.member }
      // Tuples of comparable elements compare in order (`dictionary.sorted(by: <)`): the
      // protocols' operators, as the infix form finds them.
      if case .tuple = shallowType(operand) {
        for protocolName in ["Comparable", "Equatable"] {
          guard let p = declarations.nominal(named: protocolName) else { continue }
          members += declarations[p].members[name] ?? []
        }
      }
      for member in members {
        guard case .function(let fn) = member, declarations[fn].isStatic,
          declarations[fn].parameters.count == 2
        else { continue }
        let type = functionType(instantiate(fn, base: operand))
        if speculate(keep: true, { match(type, expected).succeeded }) {
          recordReference(e, .function(fn))
          return type
        }
      }
      return nil
    }
    for operand in operands {
      if let type = attempt(operand) { return type }
    }
    // Literals' default types, a floating-point one first: in `[1.5, 2.5].reduce(0, +)` the
    // integer literal 0 can be a Double, the elements cannot be Ints.
    var defaults: [SType] = []
    for parameter in f.parameters {
      guard case .variable(let v) = shallowType(resolved(parameter.type)), let kind = solver.literalKind(v),
        kind != .nilLiteral
      else { continue }
      let defaulted = defaultType(kind)
      guard !operands.contains(defaulted), !defaults.contains(defaulted) else { continue }
      if case .nominal(let r, _) = defaulted, r == known.double {
        defaults.insert(defaulted, at: 0)
      } else {
        defaults.append(defaulted)
      }
    }
    for defaulted in defaults {
      if let type = attempt(defaulted) { return type }
    }
    return nil
  }

  /// The type of a function signature as a value.
  func functionType(_ sig: InstantiatedSignature) -> SType {
    .function(
      FunctionType(
        parameters: sig.parameters.map {
          ParameterType(
            type: $0.type, isInout: $0.isInout, isVariadic: $0.isVariadic, isAutoclosure: $0.isAutoclosure)
        }, result: sig.result))
  }

  /// `$name`: `Binding<T>` for `@State` and `@Binding`, `GestureState<T>` for `@GestureState`.
  func projectedType(_ v: VariableRef, base: SType) -> SType {
    let wrapped = variableType(v, in: base) ?? .error
    switch declarations[v].wrapper {
    case .gestureState: return .nominal(known.gestureState, [wrapped])
    case .state, .binding: return .nominal(known.binding, [wrapped])
    case .focusState:
      guard let focus = declarations.nominal(named: "FocusState"),
        let binding = declarations.nestedNominal("Binding", in: focus)
      else { return .error }
      return .nominal(binding, [wrapped])
    case .observedObject, .stateObject, .environmentObject:
      guard let observed = declarations.nominal(named: "ObservedObject"),
        let wrapper = declarations.nestedNominal("Wrapper", in: observed)
      else { return .error }
      return .nominal(wrapper, [wrapped])
    case .published:
      // `$name` of `@Published var name`: the publisher of its values (`Published<T>.Publisher`).
      guard let published = declarations.nominal(named: "Published"),
        let publisher = declarations.nestedNominal("Publisher", in: published)
      else { return .error }
      return .nominal(publisher, [wrapped])
    case .custom:
      let storage = customWrapperType(v)
      guard let projected = wrapperMember("projectedValue", of: v) else { return .error }
      return variableType(projected, in: storage) ?? .error
    default: return .error
    }
  }

  /// `_name`: the property wrapper itself (`State<Int>`).
  func wrapperType(_ v: VariableRef, base: SType) -> SType {
    let wrapped = variableType(v, in: base) ?? .error
    switch declarations[v].wrapper {
    case .gestureState: return .nominal(known.gestureState, [wrapped])
    case .state: return .nominal(known.state, [wrapped])
    case .binding: return .nominal(known.binding, [wrapped])
    case .focusState:
      guard let focus = declarations.nominal(named: "FocusState") else { return .error }
      return .nominal(focus, [wrapped])
    case .stateObject, .observedObject:
      let name = declarations[v].wrapper == .stateObject ? "StateObject" : "ObservedObject"
      guard let wrapper = declarations.nominal(named: name) else { return .error }
      return .nominal(wrapper, [wrapped])
    case .custom: return customWrapperType(v)
    default: return .error
    }
  }

  /// The names in scope at this point, for spelling suggestions.
  func visibleNames(_ ctx: CheckContext) -> [String] {
    var names: [String] = []
    for scope in scopes { names += scope.keys }
    if let owner = ctx.owner { names += declarations[owner].members.keys }
    names += declarations.globals.keys
    return names
  }

  /// Reports a name that lookup did not find, as swiftc does after typo correction: with one
  /// plausible spelling the error itself says "did you mean" and carries the fix-it; with
  /// several, each gets a note.
  func reportMissingName(_ kind: MissingName, _ name: String, among candidates: [String], at token: TokenID) {
    let r = range(token)
    // A name of Apple's SDK that the interface does not declare is Tactile's gap.
    if case .inScope = kind, AppleSDKNames.types.contains(name) {
      report(.notYetInTactile(name), at: r)
      return
    }
    let corrections = typoCorrections(name, among: candidates)
    if corrections.count == 1 {
      let best = corrections[0]
      let message: DiagnosticMessage
      switch kind {
      case .inScope: message = .cannotFindInScopeCorrected(name, best)
      case .valueMember(let type): message = .noMemberCorrected(type, name, best)
      case .typeMember(let type): message = .typeHasNoMemberCorrected(type, name, best)
      }
      report(
        message, at: r,
        fixIts: [FixIt(message: "did you mean '\(best)'?", edits: [FixIt.Edit(range: r, replacement: best)])])
      return
    }
    let message: DiagnosticMessage
    switch kind {
    case .inScope: message = .cannotFindInScope(name)
    case .valueMember(let type): message = .noMember(type, name)
    case .typeMember(let type): message = .typeHasNoMember(type, name)
    }
    report(
      message, at: r,
      notes: corrections.map { Note(range: r, message: DiagnosticMessage.didYouMean($0).text) })
  }

  /// `value of type 'T' has no member 'name'`, with typo correction among `T`'s members.
  /// `type 'T' has no member 'name'` (a static member), or Tactile's gap for one of the SDK's.
  func reportNoTypeMember(_ name: String, of type: SType, at token: TokenID) {
    if isSDKMemberTactileLacks(name, of: type) {
      report(.notYetInTactile(name), at: range(token))
      return
    }
    reportMissingName(.typeMember(display(type)), name, among: memberNames(of: type), at: token)
  }

  func reportNoMember(_ name: String, of type: SType, at token: TokenID) {
    if isSDKMemberTactileLacks(name, of: type) {
      report(.notYetInTactile(name), at: range(token))
      return
    }
    reportMissingName(.valueMember(display(type)), name, among: memberNames(of: type), at: token)
  }

  /// The spellings swiftc's typo correction would offer for `name`: candidates whose edit
  /// distance is at most a third of their length (rounded up) and within one of the best
  /// distance, at most four.
  func typoCorrections(_ name: String, among candidates: [String]) -> [String] {
    var scored: [(String, Int)] = []
    var seen: Set<String> = []
    for candidate in candidates
    where candidate != name && !candidate.hasPrefix("_") && seen.insert(candidate).inserted {
      guard let first = candidate.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
        continue
      }
      let bound = (candidate.utf8.count + 2) / 3
      let d = editDistance(name, candidate, limit: bound)
      if d <= bound, d < 8 { scored.append((candidate, d)) }
    }
    guard let best = scored.map({ $0.1 }).min() else { return [] }
    let kept = scored.filter { $0.1 <= best + 1 }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    return Array(kept.prefix(4).map { $0.0 })
  }

  private func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    if abs(x.count - y.count) > limit { return limit + 1 }
    var previous = Array(0...y.count)
    var current = previous
    for i in 1...max(1, x.count) where !x.isEmpty {
      current[0] = i
      for j in 1...max(1, y.count) where !y.isEmpty {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[y.count]
  }
}

/// Which lookup failed, for the wording of its diagnostic.
enum MissingName {
  /// An unqualified name.
  case inScope
  /// A member of a value of the named type.
  case valueMember(String)
  /// A static member of the named type.
  case typeMember(String)
}

extension SemanticAnalyzer {
  /// The top-level declarations named `name` that code in the current file sees: a type the
  /// program declares shadows the SwiftUI or standard-library type of the same name (a user's
  /// `struct Path` or `protocol Shape`), as the module's own declarations do in Swift;
  /// functions of both stay overloads.
  func visibleGlobals(_ name: String) -> [MemberRef] {
    let all = declarations.globals[name] ?? []
    guard !files[currentFile].isInterface else { return all }
    func typeOrigin(_ m: MemberRef) -> DeclOrigin? {
      switch m {
      case .nominal(let ref): return declarations[ref].origin
      default: return nil
      }
    }
    // A variable of the program hides what the SDK declares under its name (`let log = Log()`
    // and `log.n`, where Foundation has `log(_:)`); functions of both stay overloads.
    let userVariables = all.filter {
      if case .variable(let v) = $0 { return !files[declarations[v].origin.file].isInterface }
      return false
    }
    if !userVariables.isEmpty { return userVariables }
    let userType = all.contains { typeOrigin($0).map { !files[$0.file].isInterface } ?? false }
    guard userType else { return all }
    return all.filter { typeOrigin($0).map { !files[$0.file].isInterface } ?? true }
  }
}

extension SemanticAnalyzer {
  /// Whether `name` is a member Apple's SDK gives `type` and the interface does not declare: a
  /// view modifier on a view, or a listed member of a type of the interface.
  func isSDKMemberTactileLacks(_ name: String, of type: SType) -> Bool {
    let t = resolved(type)
    switch t {
    case .opaque(let constraint, _):
      return declarations[constraint].name == "View" && AppleSDKNames.viewModifiers.contains(name)
    case .nominal(let ref, _):
      guard declarations[ref].isBuiltin else { return false }
      if AppleSDKNames.members.contains(declarations[ref].qualifiedName + "." + name) { return true }
      // UIKit's and Core Animation's classes are declared in part (what SwiftUI code that wraps
      // UIKit uses): any other member is one Tactile lacks.
      if declarations[ref].kind == .classType, declarations[ref].parent == nil,
        declarations[ref].name.hasPrefix("UI") || declarations[ref].name.hasPrefix("CA")
      {
        return true
      }
      return conforms(t, toProtocolNamed: "View") && AppleSDKNames.viewModifiers.contains(name)
    default:
      return false
    }
  }
}

extension SemanticAnalyzer {
  /// Whether a statement is `super.init()` (or `super.init(…)`) in a class whose superclass is
  /// the SDK's (`NSObject`): the superclass has nothing the runtime keeps, so the call does
  /// nothing (its arguments are still checked).
  func isSDKSuperInit(_ e: ExprID, file: Int, _ ctx: CheckContext?) -> Bool {
    let tree = self.tree(file)
    var call = e
    if case .tryExpr(_, _, let operand) = tree[call].kind { call = operand }
    guard case .call(let callee, _, _, _, _) = tree[call].kind,
      case .member(let base?, _, let name?, _, _) = tree[callee].kind, tree.text(name) == "init",
      case .identifier(let token, _, _) = tree[base].kind, tree.text(token) == "super"
    else { return false }
    return true
  }

  /// The superclass of `self`'s class when it is one of the program's, with the arguments the
  /// class gives it (`class IntBox: Box<Int>`).
  func userSuperclass(_ ctx: CheckContext) -> SType? {
    guard case .nominal(let r, _)? = ctx.selfType.map({ shallowType($0) }) else { return nil }
    return declarations[r].inherited.first(where: { t in
      guard case .nominal(let s, _) = t else { return false }
      return declarations[s].kind == .classType && !files[declarations[s].origin.file].isInterface
    })
  }

  /// The superclass of `self`'s class when it is the SDK's (`NSObject`).
  func sdkSuperclass(_ ctx: CheckContext) -> SType? {
    guard case .nominal(let r, _)? = ctx.selfType else { return nil }
    return declarations[r].inherited.first(where: { t in
      guard case .nominal(let s, _) = t else { return false }
      return declarations[s].kind == .classType && files[declarations[s].origin.file].isInterface
    })
  }
}
