import TactileDiagnostics
import TactileParser
import TactileUIIR

extension Lowerer {
  /// The written arguments of a call, trailing closures last.
  private func writtenArguments(_ e: ExprID) -> [ExprID] {
    switch tree[e].kind {
    case .call(_, _, let arguments, _, let trailing), .subscriptCall(_, _, let arguments, _, let trailing):
      return arguments.map { $0.value } + trailing.map { $0.closure }
    default:
      return []
    }
  }

  /// One argument: a value, or `&x` for an `inout` parameter.
  private func argument(_ value: ExprID) -> Argument {
    if case .inoutExpr(_, let operand) = tree[value].kind { return .reference(lvalue(operand)) }
    return .value(lowerExpr(value))
  }

  /// The arguments of a resolved call in parameter order; `nil` where a memberwise
  /// initializer's parameter takes the property's initial value.
  private func arguments(_ e: ExprID, _ resolution: CallResolution) -> [Argument?] {
    let written = writtenArguments(e)
    var autoclosures: Set<Int> = []
    if case .function(let f) = resolution.callee, isUser(sema.declarations[f].origin) {
      autoclosures = Set(
        sema.declarations[f].parameters.indices.filter { sema.declarations[f].parameters[$0].isAutoclosure })
    }
    return resolution.arguments.enumerated().map { parameter, source in
      switch source {
      case .argument(let i):
        if autoclosures.contains(parameter), i < written.count { return .value(lowerAutoclosure(written[i])) }
        return i < written.count ? argument(written[i]) : nil
      case .variadic(let indices):
        return .value(.array(indices.map { lowerExpr(written[$0]) }))
      case .defaultValue(let f, let i):
        // A memberwise initializer's default is the property's initial value.
        if case .memberwiseInitializer = resolution.callee { return nil }
        return .value(defaultArgument(f, i, at: offset(e)))
      }
    }
  }

  /// A parameter's default value: the user's expression, or the interface's (a literal, `nil`,
  /// or a member of the parameter's type such as `.all`), as a builtin constant.
  func defaultArgument(_ f: FunctionRef, _ i: Int, at: Int) -> Expr {
    let symbol = sema.declarations[f]
    guard i < symbol.parameters.count, let value = symbol.parameters[i].defaultValue else {
      return unsupported("a default argument", at: at)
    }
    if isUser(symbol.origin) { return lowerExpr(value) }
    let interface = sema.files[symbol.origin.file].tree
    let parameterType = symbol.parameters[i].type
    switch interface[value].kind {
    case .integerLiteral(let t):
      let v = Literals.integer(interface.text(t)) ?? 0
      return isFloatingPoint(parameterType) ? .constant(.double(Double(v))) : .constant(.int(v))
    case .floatLiteral(let t):
      return .constant(.double(Literals.double(interface.text(t)) ?? 0))
    case .booleanLiteral(let t):
      return .constant(.bool(interface.text(t) == "true"))
    case .nilLiteral:
      return .constant(.nilValue)
    case .closure:
      // The interface's closure defaults do nothing (`onEditingChanged: … = { _ in }`) or show
      // nothing (`actions: … = { EmptyView() }`): lowered as `void`, which the builtin receiving
      // it reads as absent.
      return .constant(.void)
    case .stringLiteral(let s):
      return .constant(.string(Literals.plainString(s, in: interface)))
    case .prefixOperator(let op, let operand):
      if interface.text(op) == "-", case .integerLiteral(let t) = interface[operand].kind {
        let v = Literals.integer("-" + interface.text(t)) ?? 0
        return isFloatingPoint(parameterType) ? .constant(.double(Double(v))) : .constant(.int(v))
      }
    case .infix(let lhs, let op, let rhs)
    where interface.text(op) == "..." || interface.text(op) == "..<":
      // `in bounds: ClosedRange<Double> = 0...1`: a range of two numeric literals.
      func number(_ e: ExprID) -> Double? {
        switch interface[e].kind {
        case .integerLiteral(let t): return Literals.integer(interface.text(t)).map(Double.init)
        case .floatLiteral(let t): return Literals.double(interface.text(t))
        default: return nil
        }
      }
      if let lo = number(lhs), let hi = number(rhs) {
        let key = interface.text(op) == "..." ? "Comparable....(_:_:)" : "Comparable...<(_:_:)"
        return .builtin(
          builtin(key), receiver: nil,
          arguments: [.value(.constant(.double(lo))), .value(.constant(.double(hi)))],
          at: at)
      }
    case .member(let base, _, let name?, _, _):
      let owner: String
      if let base, case .identifier(let b, _, _) = interface[base].kind {
        owner = interface.text(b)
      } else if let key = staticPropertyKey(interface.text(name), in: parameterType) {
        // `.infinity` for a `CGFloat` is `FloatingPoint.infinity`, where it is declared.
        return .builtin(builtin(key), receiver: nil, arguments: [], at: at)
      } else {
        owner = builtinTypeName(parameterType)
      }
      return .builtin(builtin(owner + "." + interface.text(name)), receiver: nil, arguments: [], at: at)
    case .call(let callee, _, let args, _, let trailing) where args.isEmpty && trailing.isEmpty:
      if case .identifier(let b, _, _) = interface[callee].kind {
        return .builtin(builtin(interface.text(b) + ".init()"), receiver: nil, arguments: [], at: at)
      }
      if case .member(nil, _, let name?, _, _) = interface[callee].kind {
        return .builtin(
          builtin(builtinTypeName(parameterType) + "." + interface.text(name) + "()"), receiver: nil,
          arguments: [],
          at: at)
      }
    case .arrayLiteral(_, let elements, _) where elements.isEmpty:
      if let optionSet = optionSetLiteral(parameterType, .array([]), at: at) { return optionSet }
      return .array([])
    case .dictionaryLiteral(_, let elements, _, _) where elements.isEmpty:
      return .dictionary(keys: [], values: [])
    case .arrayLiteral(_, let elements, _):
      // `displayedComponents: DatePickerComponents = [.hourAndMinute, .date]`: an option set of
      // the type's own members.
      var members: [Expr] = []
      for element in elements {
        guard case .member(nil, _, let name?, _, _) = interface[element.value].kind,
          let key = staticPropertyKey(interface.text(name), in: parameterType)
        else { break }
        members.append(.builtin(builtin(key), receiver: nil, arguments: [], at: at))
      }
      if members.count == elements.count,
        let optionSet = optionSetLiteral(parameterType, .array(members), at: at)
      {
        return optionSet
      }
    case .call(let callee, _, let args, _, let trailing) where trailing.isEmpty:
      // `.degrees(1)`, `Color(.sRGBLinear, white: 0, opacity: 0.33)`: a builtin called with
      // constant arguments.
      var owner: String?
      var name = "init"
      switch interface[callee].kind {
      case .identifier(let b, _, _): owner = interface.text(b)
      case .member(nil, _, let n?, _, _):
        owner = builtinTypeName(parameterType)
        name = interface.text(n)
      case .member(let base?, _, let n?, _, _):
        if case .identifier(let b, _, _) = interface[base].kind { owner = interface.text(b) }
        name = interface.text(n)
      default: break
      }
      var arguments: [Argument] = []
      var labels = ""
      for a in args {
        guard let value = constant(a.value, in: interface) else { owner = nil; break }
        arguments.append(.value(value))
        labels += (a.label.map { interface.text($0) } ?? "_") + ":"
      }
      if let owner {
        return .builtin(
          builtin(owner + "." + name + "(" + labels + ")"), receiver: nil, arguments: arguments, at: at)
      }
    default:
      break
    }
    return unsupported("the default argument of '\(symbol.signatureName)'", at: at)
  }

  /// A constant argument inside an interface's default value: a number, a string, a Boolean,
  /// or an implicit member (`.sRGBLinear`, kept as a symbol of its name).
  private func constant(_ e: ExprID, in interface: SyntaxTree) -> Expr? {
    switch interface[e].kind {
    case .integerLiteral(let t): return .constant(.int(Literals.integer(interface.text(t)) ?? 0))
    case .floatLiteral(let t): return .constant(.double(Literals.double(interface.text(t)) ?? 0))
    case .booleanLiteral(let t): return .constant(.bool(interface.text(t) == "true"))
    case .stringLiteral(let s): return .constant(.string(Literals.plainString(s, in: interface)))
    case .member(nil, _, let n?, _, _):
      return .builtin(builtin("." + interface.text(n)), receiver: nil, arguments: [], at: 0)
    default: return nil
    }
  }

  /// An array literal whose type is an option set (`[.top, .leading]`, `[]`): the union of
  /// its elements, made at run time by `OptionSet.init(arrayLiteral:)` from the set's name.
  func optionSetLiteral(_ t: SType, _ elements: Expr, at: Int) -> Expr? {
    guard case .nominal(let r, _) = t, r != sema.known.array, r != sema.known.set,
      sema.conforms(t, toProtocolNamed: "OptionSet")
    else { return nil }
    let name = Expr.constant(.string(sema.declarations[r].qualifiedName))
    return .builtin(
      builtin("OptionSet.init(arrayLiteral:)"), receiver: nil, arguments: [.value(name), .value(elements)],
      at: at)
  }

  /// The qualified name of a builtin type (`Optional`'s wrapped type for `T?`).
  /// The builtin key of the static property `name` of `type`, found in the type or in the
  /// protocols it conforms to (where a constant such as `infinity` is declared).
  private func staticPropertyKey(_ name: String, in type: SType) -> String? {
    var pending: [SType] = [type]
    var seen: Set<Int> = []
    while let t = pending.popLast(), seen.count < 64 {
      guard case .nominal(var r, let args) = t else { continue }
      if r == sema.known.optional, case .nominal(let wrapped, _)? = args.first { r = wrapped }
      guard seen.insert(r.index).inserted else { continue }
      for case .variable(let v) in sema.declarations[r].members[name] ?? [] {
        if sema.declarations[v].isStatic, let key = sema.declarations[v].builtinKey { return key }
      }
      pending += sema.declarations[r].inherited
    }
    return nil
  }

  private func builtinTypeName(_ t: SType) -> String {
    switch t {
    case .nominal(let r, let args):
      if r == sema.known.optional, let wrapped = args.first { return builtinTypeName(wrapped) }
      return sema.declarations[r].qualifiedName
    default:
      return sema.display(t)
    }
  }

  /// The lowered `init(frame:)` program class `ref` declares or inherits from a program class.
  private func userFrameInitializer(_ ref: NominalRef) -> Int? {
    var current: NominalRef? = ref
    for _ in 0..<32 {
      guard let r = current, typeIndex[r] != nil else { return nil }
      for case .function(let f) in sema.declarations[r].members["init"] ?? []
      where sema.declarations[f].signatureName == "init(frame:)" {
        if let index = functionIndex[f] { return index }
      }
      current =
        sema.declarations[r].inherited.lazy.compactMap { t -> NominalRef? in
          if case .nominal(let s, _) = t, self.sema.declarations[s].kind == .classType { return s }
          return nil
        }.first
    }
    return nil
  }

  func lowerCall(_ e: ExprID) -> Expr {
    if case .call(let callee, _, _, _, _) = tree[e].kind,
      case .member(let base?, _, let name?, _, _) = tree[callee].kind, tree.text(name) == "init",
      case .identifier(let b, _, _) = tree[base].kind, tree.text(b) == "self"
    {
      // `self.init(…)`: the other initializer makes the value, which becomes `self`.
      return .assign(.selfValue, lowerResolvedCall(e), at: offset(e))
    }
    return lowerResolvedCall(e)
  }

  private func lowerResolvedCall(_ e: ExprID) -> Expr {
    let at = offset(e)
    guard case .call(let callee, _, _, _, _) = tree[e].kind else { return .constant(.void) }
    guard let resolution = sema.results[file].calls[Int(e.index)] else {
      return unsupported("this call", at: at)
    }
    if let made = lowerInitThenCall(e, resolution) { return made }
    switch resolution.callee {
    case .function(let f):
      let symbol = sema.declarations[f]
      let args = arguments(e, resolution).map { $0 ?? .value(.constant(.void)) }
      var receiver: Receiver?
      if symbol.kind != .initializer, !symbol.isStatic {
        if symbol.name == "callAsFunction", calleeName(callee) != "callAsFunction" {
          // `value()` where the value's type declares `callAsFunction`: the value is the receiver.
          receiver = .value(lowerExpr(callee))
        } else if case .member(let base?, _, _, _, _) = tree[callee].kind, !namesType(base),
          symbol.owner != nil
        {
          // (A global function named with its module, `Swift.min(a, b)`, has no receiver.)
          receiver = symbol.isMutating ? .reference(lvalue(base)) : .value(lowerChainBase(base))
        } else if let clauseReceiver = postfixIfReceiver(callee) {
          receiver = .value(clauseReceiver)
        } else if symbol.owner != nil {
          receiver = symbol.isMutating ? .reference(.selfValue) : .value(.selfValue)
        }
      }
      if symbol.kind == .initializer, symbol.signatureName == "init()", symbol.builtinKey == "UIView.init()",
        case .nominal(let r, _) = type(e), let made = typeIndex[r], let frameInit = userFrameInitializer(r)
      {
        // UIView's `init()` on a program's subclass runs the subclass's `init(frame: .zero)`.
        let zero = Expr.builtin(builtin("CGRect.zero"), receiver: nil, arguments: [], at: at)
        return .call(
          function: frameInit, receiver: .value(.typeValue(made)), arguments: [.value(zero)], at: at)
      }
      var index = functionIndex[f]
      if case .member(let base?, _, _, _, _) = tree[callee].kind, isSuper(base) {
        // `super.method()`, `super.init(…)`: the superclass's own code, on `self`.
        index = directFunctions[f] ?? index
        receiver = .value(.selfValue)
      } else if symbol.kind == .initializer, let owner = symbol.owner,
        sema.declarations[owner].kind == .classType, let ownerIndex = typeIndex[owner]
      {
        // A class's initializer makes an instance of the class named, which may be a subclass
        // that inherits it (`Dog(name:)`); `self.init(…)` runs on the instance being made.
        if case .member(let base?, _, let name?, _, _) = tree[callee].kind, tree.text(name) == "init",
          case .identifier(let b, _, _) = tree[base].kind, tree.text(b) == "self"
        {
          receiver = .value(.selfValue)
        } else if case .nominal(let r, _) = type(e), let made = typeIndex[r] {
          receiver = .value(.typeValue(made))
        } else {
          receiver = .value(.typeValue(ownerIndex))
        }
      }
      if let index {
        return .call(function: index, receiver: receiver, arguments: args, at: at)
      }
      if symbol.kind == .initializer, symbol.builtinKey != nil, case .nominal(let r, _) = type(e),
        r != symbol.owner, sema.declarations[r].kind == .classType, let made = typeIndex[r],
        !isSelfOrSuperInit(callee)
      {
        // An SDK initializer a program's subclass inherits (`PassthroughWindow(windowScene:)`):
        // an instance of the subclass, whose SDK part keeps nothing, as `super.init` does not.
        return .construct(type: made, arguments: [], at: at)
      }
      // `RedactionReasons()`, `.init()` where an option set is expected: the empty set.
      if symbol.builtinKey == "OptionSet.init()", let empty = optionSetLiteral(type(e), .array([]), at: at) {
        return empty
      }
      if let key = symbol.builtinKey {
        return .builtin(builtin(key, kind: kind(of: e)), receiver: receiver, arguments: args, at: at)
      }
      return unsupported("function '\(symbol.signatureName)'", at: at)
    case .memberwiseInitializer(let ref):
      return memberwiseConstruct(ref, e, resolution, at: at)
    case .enumCase(let c):
      let payload = arguments(e, resolution).map { a -> Expr in
        if case .value(let v)? = a { return v }
        return .constant(.void)
      }
      return enumCaseValue(c, payload: payload, at: at)
    default:
      let args = arguments(e, resolution).map { $0 ?? .value(.constant(.void)) }
      if reference(callee) == nil {
        switch tree[callee].kind {
        case .identifier, .member: calleeReferences[Int(callee.index)] = resolution.callee
        default: break
        }
      }
      return .callValue(lowerChainBase(callee), arguments: args, at: at)
    }
  }

  /// Whether `callee` is `self.init` or `super.init`.
  private func isSelfOrSuperInit(_ callee: ExprID) -> Bool {
    guard case .member(let base?, _, let name?, _, _) = tree[callee].kind, tree.text(name) == "init",
      case .identifier(let b, _, _) = tree[base].kind
    else { return false }
    return tree.text(b) == "self" || tree.text(b) == "super"
  }

  /// `self.level = x` in an initializer, for `@Clamped var level: Double` without an initial
  /// value: the assignment makes the wrapper, `_level = Clamped(wrappedValue: x)`, as Swift's
  /// definite initialization does.
  private func initializeCustomWrapper(_ lhs: ExprID, _ rhs: ExprID, at: Int) -> Expr? {
    guard loweringInitializer, case .property(let v)? = reference(lhs),
      sema.declarations[v].wrapper == .custom, sema.declarations[v].initializer == nil,
      let (t, i) = propertyIndex[v],
      t == currentOwner || currentOwner.map({ program.types[$0].superclass }) != nil,
      let wrapperInit = program.types[t].properties[i].wrapperInit
    else { return nil }
    switch tree[lhs].kind {
    case .identifier: break
    case .member(let base?, _, _, _, _):
      guard case .identifier(let b, _, _) = tree[base].kind, tree.text(b) == "self" else { return nil }
    default: return nil
    }
    let made = Expr.call(function: wrapperInit, receiver: nil, arguments: [.value(lowerExpr(rhs))], at: at)
    return .assign(.property(.selfValue, type: t, index: i), made, at: at)
  }

  /// Whether `e` is `super`.
  func isSuper(_ e: ExprID) -> Bool {
    if case .identifier(let token, _, _) = tree[e].kind { return tree.text(token) == "super" }
    return false
  }

  /// A call of `ref`'s memberwise initializer: the type built from the arguments given, a
  /// field left out taking its default.
  private func memberwiseConstruct(_ ref: NominalRef, _ e: ExprID, _ resolution: CallResolution, at: Int)
    -> Expr
  {
    guard let t = typeIndex[ref] else { return unsupported("initializer", at: at) }
    let args = arguments(e, resolution).map { a -> Expr? in
      if case .value(let v)? = a { return v }
      return nil
    }
    return .construct(type: t, arguments: args, at: at)
  }

  /// `MyLayout(…) { … }` checked as construction, then `callAsFunction` with the trailing
  /// closure (`SemanticAnalyzer.inferInitThenCall`): the closure carries the second resolution.
  private func lowerInitThenCall(_ e: ExprID, _ resolution: CallResolution) -> Expr? {
    guard case .call(_, _, _, _, let trailing) = tree[e].kind, trailing.count == 1,
      let second = sema.results[file].calls[Int(trailing[0].closure.index)],
      case .function(let f) = second.callee, sema.declarations[f].name == "callAsFunction"
    else { return nil }
    let at = offset(e)
    let constructed: Expr
    switch resolution.callee {
    case .function(let initializer):
      let args = arguments(e, resolution).map { $0 ?? .value(.constant(.void)) }
      if let index = functionIndex[initializer] {
        constructed = .call(function: index, receiver: nil, arguments: args, at: at)
      } else {
        return unsupported("this initializer", at: at)
      }
    case .memberwiseInitializer(let ref):
      constructed = memberwiseConstruct(ref, e, resolution, at: at)
    default:
      return nil
    }
    let content = [Argument.value(lowerExpr(trailing[0].closure))]
    let symbol = sema.declarations[f]
    if let index = functionIndex[f] {
      return .call(function: index, receiver: .value(constructed), arguments: content, at: at)
    }
    if let key = symbol.builtinKey {
      return .builtin(
        builtin(key, kind: kind(of: e)), receiver: .value(constructed), arguments: content, at: at)
    }
    return unsupported("function '\(symbol.signatureName)'", at: at)
  }

  /// The name a callee expression spells (`f` in `f()` and `x.f()`).
  private func calleeName(_ callee: ExprID) -> String? {
    if case .identifier(let token, _, _) = tree[callee].kind { return tree.text(token) }
    return memberName(callee)
  }

  func lowerSubscript(_ e: ExprID) -> Expr {
    let at = offset(e)
    guard case .subscriptCall(let base, _, _, _, _) = tree[e].kind,
      let resolution = sema.results[file].calls[Int(e.index)], case .function(let f) = resolution.callee
    else { return unsupported("this subscript", at: at) }
    let args = arguments(e, resolution).map { $0 ?? .value(.constant(.void)) }
    let receiver = Receiver.value(lowerChainBase(base))
    if let index = functionIndex[f] {
      return .call(function: index, receiver: receiver, arguments: args, at: at)
    }
    if let key = sema.declarations[f].builtinKey {
      return .builtin(builtin(key), receiver: receiver, arguments: args, at: at)
    }
    return unsupported("subscript", at: at)
  }

  // MARK: Operators

  func lowerInfix(_ e: ExprID, lhs: ExprID, op: String, rhs: ExprID) -> Expr {
    let at = offset(e)
    switch op {
    case "=":
      if case .tuple(_, let elements, _) = tree[lhs].kind, elements.count > 1 {
        // `(a, b) = (x, y)`: the value is evaluated once, then each element assigned in order.
        let slot = frames[frames.count - 1].newSlot(for: nil)
        var statements: [Stmt] = [.expr(.assign(.slot(slot), lowerExpr(rhs), at: at))]
        for (i, element) in elements.enumerated() {
          statements.append(
            .expr(.assign(lvalue(element.value), .tupleElement(.slot(slot), i), at: offset(element.value))))
        }
        return .sequence(statements, .constant(.void))
      }
      if let made = initializeCustomWrapper(lhs, rhs, at: at) { return made }
      return .assign(lvalue(lhs), lowerExpr(rhs), at: at)
    case "&&":
      return .and(lowerExpr(lhs), lowerExpr(rhs))
    case "||":
      return .or(lowerExpr(lhs), lowerExpr(rhs))
    case "??":
      return .coalesce(lowerExpr(lhs), lowerExpr(rhs))
    case "==", "!=":
      if case .nilLiteral = tree[rhs].kind { return .isNil(lowerExpr(lhs), negated: op == "!=") }
      if case .nilLiteral = tree[lhs].kind { return .isNil(lowerExpr(rhs), negated: op == "!=") }
    default:
      break
    }
    guard let resolution = sema.results[file].calls[Int(e.index)], case .function(let f) = resolution.callee
    else {
      return unsupported("operator '\(op)'", at: at)
    }
    let symbol = sema.declarations[f]
    let isAssignment = op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    let first: Argument =
      isAssignment || (symbol.parameters.first?.isInout ?? false)
      ? .reference(lvalue(lhs)) : .value(lowerExpr(lhs))
    let args = [first, .value(lowerExpr(rhs))]
    if let index = functionIndex[f] { return .call(function: index, receiver: nil, arguments: args, at: at) }
    if let key = symbol.builtinKey { return .builtin(builtin(key), receiver: nil, arguments: args, at: at) }
    return unsupported("operator '\(op)'", at: at)
  }

  func lowerUnaryOperator(_ e: ExprID, operand: ExprID) -> Expr {
    let at = offset(e)
    var op = ""
    if case .prefixOperator(let t, _) = tree[e].kind { op = tree.text(t) }
    if case .postfixOperator(_, let t) = tree[e].kind { op = tree.text(t) }
    if op == "!", case .prefixOperator = tree[e].kind { return .not(lowerExpr(operand)) }
    // A negative integer literal is one value, as in Swift, so `-9223372036854775808` (Int.min)
    // is written without its magnitude overflowing.
    if op == "-", case .prefixOperator = tree[e].kind, case .integerLiteral(let t) = tree[operand].kind,
      case .nominal(sema.known.int, _) = type(e), let value = Literals.integer("-" + tree.text(t))
    {
      return .constant(.int(value))
    }
    guard let resolution = sema.results[file].calls[Int(e.index)], case .function(let f) = resolution.callee
    else {
      return unsupported("operator '\(op)'", at: at)
    }
    let args: [Argument] = [.value(lowerExpr(operand))]
    if let index = functionIndex[f] { return .call(function: index, receiver: nil, arguments: args, at: at) }
    if let key = sema.declarations[f].builtinKey {
      return .builtin(builtin(key), receiver: nil, arguments: args, at: at)
    }
    return unsupported("operator '\(op)'", at: at)
  }

  // MARK: Assignable expressions

  /// The location an expression names, for assignment, `inout` and mutating calls.
  func lvalue(_ e: ExprID) -> LValue {
    let at = offset(e)
    switch tree[e].kind {
    case .discard:
      return .discard
    case .tuple(_, let elements, _) where elements.count == 1:
      return lvalue(elements[0].value)
    case .identifier:
      switch reference(e) {
      case .local(let l)?, .anonymousParameter(let l)?:
        if let storage = sema.locals[l.index].projection {
          let binding: LValue
          switch locate(storage.index, depth: frames.count - 1) {
          case .slot(let s)?: binding = .slot(s)
          case .capture(let c)?: binding = .capture(c)
          default: return .discard
          }
          return .builtinProperty(binding, builtin("Binding.wrappedValue"))
        }
        switch locate(l.index, depth: frames.count - 1) {
        case .slot(let s)?: return .slot(s)
        case .capture(let c)?: return .capture(c)
        default: return .discard
        }
      case .property(let v)?:
        let symbol = sema.declarations[v]
        return propertyLValue(
          v, base: symbol.isStatic || symbol.owner == nil ? nil : .selfValue, baseExpr: nil, at: at)
      case .selfValue?:
        return .selfValue
      case .wrapperStorage(let v)?:
        guard let (t, i) = propertyIndex[v] else { return .discard }
        return .property(.selfValue, type: t, index: i)
      case .projectedValue?:
        // `assign(to: &$message)`: the projection (a `@Published` property's publisher) is
        // read; what the callee changes reaches the property through it.
        return .readOnly(lowerExpr(e))
      default:
        return .discard
      }
    case .member(let base?, _, _, _, _):
      switch reference(e) {
      case .property(let v)?:
        if namesType(base) { return propertyLValue(v, base: nil, baseExpr: nil, at: at) }
        // A builtin class instance a static property gives (`UIPasteboard.general`) is only read.
        if case .member(let owner?, _, _, _, _) = tree[base].kind, namesType(owner),
          case .property(let s)? = reference(base), sema.declarations[s].builtinKey != nil,
          case .nominal(let r, _) = type(base), sema.declarations[r].kind == .classType
        {
          return propertyLValue(v, base: .readOnly(lowerExpr(base)), baseExpr: base, at: at)
        }
        return propertyLValue(v, base: lvalue(base), baseExpr: base, at: at)
      case .tupleElement(let i)?:
        return .tupleElement(lvalue(base), i)
      case .wrapperStorage(let v)?:
        // `self._isExpanded = isExpanded` in an initializer: the wrapper's storage itself.
        guard let (t, i) = propertyIndex[v] else { return .discard }
        return .property(lvalue(base), type: t, index: i)
      default:
        return .discard
      }
    case .subscriptCall(let base, _, _, _, _):
      guard let resolution = sema.results[file].calls[Int(e.index)],
        case .function(let f) = resolution.callee
      else { return .discard }
      let args = arguments(e, resolution).compactMap { a -> Expr? in
        if case .value(let v)? = a { return v }
        return nil
      }
      if let getter = functionIndex[f] {
        // A user subscript: its getter reads, its setter writes (a get-only one is read-only).
        guard let setter = subscriptSetters[f] else {
          return .readOnly(
            .call(
              function: getter, receiver: .value(lowerExpr(base)), arguments: args.map { .value($0) }, at: at)
          )
        }
        return .computed(.reference(lvalue(base)), getter: getter, setter: setter, arguments: args)
      }
      guard let key = sema.declarations[f].builtinKey else { return .discard }
      return .subscriptAccess(lvalue(base), builtin(key), arguments: args)
    case .forceUnwrap(let base, _):
      return .forceUnwrap(lvalue(base), at: at)
    case .optionalChain(let base, _):
      return .optionalChain(lvalue(base))
    case .call:
      // A call's result is not a location; assigning its properties changes the object it
      // refers to (swiftc accepts this only for references).
      return .readOnly(lowerExpr(e))
    default:
      return .discard
    }
  }

  /// The location of property `v` in the value at `base` (nil: static or global).
  private func propertyLValue(_ v: VariableRef, base: LValue?, baseExpr: ExprID?, at: Int) -> LValue {
    let symbol = sema.declarations[v]
    if symbol.wrapper == .custom, let (t, i) = propertyIndex[v],
      let wrapped = sema.wrapperMember("wrappedValue", of: v)
    {
      // `level = x` of `@Clamped var level`: `_level.wrappedValue = x`.
      return propertyLValue(
        wrapped, base: .property(base ?? .selfValue, type: t, index: i), baseExpr: nil, at: at)
    }
    if let (t, i) = propertyIndex[v] {
      switch program.types[t].properties[i].storage {
      case .plain:
        return .property(base ?? .selfValue, type: t, index: i)
      default:
        // A wrapped property is stored by the runtime: its owner value is only read.
        let owner: Expr = baseExpr.map(lowerExpr) ?? .selfValue
        return .wrapped(owner, type: t, index: i)
      }
    }
    if let g = globalIndex[v], setterIndex[v] == nil { return .global(g) }
    if var getter = getterIndex[v], var setter = setterIndex[v] {
      let receiver: Receiver? = base.map { .reference($0) }
      if let baseExpr, isSuper(baseExpr) {
        getter = directGetters[v] ?? getter
        setter = directSetters[v] ?? setter
      }
      return .computed(receiver, getter: getter, setter: setter, arguments: [])
    }
    if let key = symbol.builtinKey, let base { return .builtinProperty(base, builtin(key)) }
    return .discard
  }
}
