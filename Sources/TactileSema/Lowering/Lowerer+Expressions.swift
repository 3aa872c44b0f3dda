import TactileDiagnostics
import TactileParser
import TactileUIIR

extension Lowerer {
  /// Lowers an expression, with the implicit conversion the checker recorded for it and, at the
  /// top of a postfix chain holding `?`, the chain's scope.
  func lowerExpr(_ e: ExprID) -> Expr {
    let isBase = loweringChainBase
    loweringChainBase = false
    var lowered: Expr
    if hoistedAwaits != nil, evaluatesSometimes(e, isBase: isBase) || sometimesOperands.contains(e) {
      // What such an expression awaits is not made before the statement.
      let saved = hoistedAwaits
      hoistedAwaits = nil
      loweringChainBase = isBase
      lowered = lowerExpr(e)
      hoistedAwaits = saved
      return lowered
    }
    if !isBase, isChainNode(e), chainContainsOptional(e) {
      let id = nextChainID
      nextChainID += 1
      chainStack.append(id)
      lowered = .chain(lowerRaw(e), id: id, wrap: true)
      chainStack.removeLast()
    } else {
      lowered = lowerRaw(e)
    }
    switch sema.results[file].conversions[Int(e.index)] {
    case .optionalPromotion(let depth)?:
      lowered = .wrapOptional(lowered, depth: depth)
    case .builderResult?:
      lowered = .callValue(lowered, arguments: [], at: offset(e))
    case .forceUnwrap?:
      lowered = .forceUnwrap(lowered, at: offset(e))
    default:
      break
    }
    return lowered
  }

  /// Lowers the base of a postfix chain (which does not open a chain scope of its own).
  func lowerChainBase(_ e: ExprID) -> Expr {
    loweringChainBase = true
    return lowerExpr(e)
  }

  /// Whether part of an expression is evaluated only sometimes: a closure, a conditional
  /// operator, an `if` or `switch` expression, a chain holding `?`.
  private func evaluatesSometimes(_ e: ExprID, isBase: Bool) -> Bool {
    switch tree[e].kind {
    case .closure, .ternary, .ifExpr, .switchExpr: return true
    case .infix(_, let op, let rhs):
      if ["&&", "||", "??"].contains(tree.text(op)) { sometimesOperands.insert(rhs) }
      return false
    default: return !isBase && isChainNode(e) && chainContainsOptional(e)
    }
  }

  private func isChainNode(_ e: ExprID) -> Bool {
    switch tree[e].kind {
    case .member(let base, _, _, _, _): return base != nil
    case .call, .subscriptCall, .forceUnwrap, .optionalChain: return true
    default: return false
    }
  }

  private func chainContainsOptional(_ e: ExprID) -> Bool { tree.chainContainsOptional(e) }

  /// Whether a settled type is `Double`, `CGFloat` or `Float` (integer literals become doubles).
  func isFloatingPoint(_ t: SType) -> Bool {
    if case .nominal(let r, _) = t {
      let k = sema.known
      return r == k.double || r == k.cgFloat || r == k.float
    }
    return false
  }

  private func lowerRaw(_ e: ExprID) -> Expr {
    let at = offset(e)
    switch tree[e].kind {
    case .integerLiteral(let t):
      guard let value = Literals.integer(tree.text(t)) else {
        if isFloatingPoint(type(e)), let d = Literals.double(tree.text(t)) { return .constant(.double(d)) }
        return unsupported("integer literal '\(tree.text(t))' (out of range)", at: at)
      }
      return isFloatingPoint(type(e)) ? .constant(.double(Double(value))) : .constant(.int(value))
    case .floatLiteral(let t):
      return .constant(.double(Literals.double(tree.text(t)) ?? 0))
    case .booleanLiteral(let t):
      return .constant(.bool(tree.text(t) == "true"))
    case .nilLiteral:
      return .constant(.nilValue)
    case .stringLiteral(let literal):
      return lowerString(literal)
    case .arrayLiteral(_, let elements, _):
      let array = Expr.array(elements.map { lowerExpr($0.value) })
      if let optionSet = optionSetLiteral(type(e), array, at: at) { return optionSet }
      if case .nominal(let r, _) = type(e), r == sema.known.set {
        return .builtin(builtin("Set.init(_:)"), receiver: nil, arguments: [.value(array)], at: at)
      }
      return array
    case .dictionaryLiteral(_, let elements, _, _):
      return .dictionary(
        keys: elements.map { lowerExpr($0.key) }, values: elements.map { lowerExpr($0.value) })
    case .tuple(_, let elements, _):
      if elements.count == 1, elements[0].label == nil { return lowerExpr(elements[0].value) }
      // An unlabelled literal takes the labels of the tuple type it converts to, as Swift's
      // labelled tuples print them: `let p: (x: Int, y: Int) = (1, 2)` is `(x: 1, y: 2)`.
      var labels = elements.map { $0.label.map(tree.text) }
      if case .tuple(let typed) = type(e), typed.count == labels.count {
        for i in labels.indices where labels[i] == nil { labels[i] = typed[i].label }
      }
      return .tuple(elements.map { lowerExpr($0.value) }, labels: labels)
    case .identifier:
      return lowerName(e)
    case .member:
      return lowerMember(e)
    case .call:
      return lowerCall(e)
    case .subscriptCall:
      return lowerSubscript(e)
    case .optionalChain(let base, _):
      guard let id = chainStack.last else { return unsupported("optional chain", at: at) }
      return .unwrapChain(lowerChainBase(base), id: id)
    case .forceUnwrap(let base, _):
      return .forceUnwrap(lowerChainBase(base), at: at)
    case .postfixOperator(let operand, _), .prefixOperator(_, let operand):
      return lowerUnaryOperator(e, operand: operand)
    case .inoutExpr(_, let operand):
      return lowerExpr(operand)
    case .infix(let lhs, let op, let rhs):
      return lowerInfix(e, lhs: lhs, op: tree.text(op), rhs: rhs)
    case .ternary(let condition, _, let then, _, let otherwise):
      return .conditional(lowerExpr(condition), lowerExpr(then), lowerExpr(otherwise))
    case .isType(let value, _, let t):
      return .cast(lowerExpr(value), .test, typeTest(t), at: at)
    case .asType(let value, _, let mark, let t):
      guard let mark else { return lowerExpr(value) }
      return .cast(lowerExpr(value), tree.text(mark) == "?" ? .conditional : .forced, typeTest(t), at: at)
    case .tryExpr(_, let mark, let operand):
      let optional = mark.map { tree.text($0) == "?" } ?? false
      // The calls `try? await f()` makes before its statement are made inside a `do` of their
      // own, so that an error they throw makes the value nil, as `try?` does.
      let outer = hoistedAwaits
      if optional, outer != nil { hoistedAwaits = [] }
      let inner = lowerExpr(operand)
      let calls = optional && outer != nil ? hoistedAwaits ?? [] : []
      if optional, outer != nil { hoistedAwaits = outer }
      guard let mark else { return inner }
      if optional {
        var wrap = true
        if case .nominal(let r, _) = type(operand), r == sema.known.optional { wrap = false }
        let value = Expr.tryValue(inner, optional: true, wrap: wrap, at: at)
        if calls.isEmpty { return value }
        let slot = frames[frames.count - 1].newSlot(for: nil)
        let errorSlot = frames[frames.count - 1].newSlot(for: nil)
        let failed = Stmt.expr(.assign(.slot(slot), .constant(.nilValue), at: at))
        hoistedAwaits!.append(
          .doStmt(
            body: calls + [.expr(.assign(.slot(slot), value, at: at))],
            catches: [CatchClause(pattern: nil, errorSlot: errorSlot, body: [failed])]))
        return .slot(slot)
      }
      _ = tree.text(mark)
      return .tryValue(inner, optional: false, wrap: false, at: at)
    case .awaitExpr(_, let operand):
      guard hoistedAwaits != nil else { return lowerExpr(operand) }
      // The outermost `await` makes the calls of its whole operand, nested awaits' included.
      let saved = hoistedAwaits
      hoistedAwaits = nil
      let lowered = lowerExpr(operand)
      hoistedAwaits = saved
      return hoistAwait(lowered, at: at)
    case .closure(let closure):
      return lowerClosure(e, closure)
    case .keyPath(_, _, let components):
      return lowerKeyPath(e, components)
    case .type(let t):
      if case .nominal(let r, _) = sema.writtenType(t), let i = typeIndex[r] { return .typeValue(i) }
      if let name = builtinTypeName(sema.writtenType(t)) { return .constant(.string(name)) }
      return unsupported("a builtin type used as a value", at: at)
    case .ifExpr(let s), .switchExpr(let s):
      return lowerValueStatement(s)
    case .macroExpansion(let macro)
    where tree.text(macro.pound) == "#colorLiteral" && macro.arguments.count == 4:
      // `#colorLiteral(red:green:blue:alpha:)`: an sRGB colour.
      let components = macro.arguments.map { Argument.value(lowerExpr($0.value)) }
      return .builtin(
        builtin("Color.init(_:red:green:blue:opacity:)"), receiver: nil,
        arguments: [.value(.constant(.void))] + components, at: at)
    case .macroExpansion(let macro)
    where tree.text(macro.pound) == "#imageLiteral" && macro.arguments.count == 1:
      // `#imageLiteral(resourceName:)`: the asset image of that name, as `UIImage(named:)!`.
      return .forceUnwrap(
        .builtin(
          builtin("UIImage.init(named:)"), receiver: nil,
          arguments: [.value(lowerExpr(macro.arguments[0].value))],
          at: at), at: at)
    case .macroExpansion(let macro) where tree.text(macro.pound) == "#selector":
      // A selector is only passed on (to a stand-in such as `UIApplication.sendAction`).
      return .constant(.string("Selector"))
    case .macroExpansion(let macro):
      return unsupported("the macro '\(tree.text(macro.pound))'", at: at)
    case .postfixIfConfig(let base, let config):
      return lowerPostfixIfConfig(base, config)
    case .discard, .pattern, .missing, .unexpected, .regexLiteral:
      return unsupported("this expression", at: at)
    }
  }

  /// A string literal: constant text, or text with interpolated values.
  private func lowerString(_ literal: StringLiteral) -> Expr {
    let delimiter = Literals.delimiter(literal, in: tree)
    var parts: [InterpolationPart] = []
    var hasInterpolation = false
    for (i, piece) in literal.pieces.enumerated() {
      switch piece {
      case .text(let t):
        let text = Literals.segment(
          t, in: tree, delimiter: delimiter, isFirst: i == 0, isLast: i == literal.pieces.count - 1)
        if !text.isEmpty { parts.append(.text(text)) }
      case .interpolation(_, let arguments, _):
        hasInterpolation = true
        guard let first = arguments.first else { continue }
        if arguments.count == 2, arguments[1].label.map(tree.text) == "specifier",
          case .stringLiteral(let spec) = tree[arguments[1].value].kind
        {
          parts.append(.formatted(lowerExpr(first.value), specifier: Literals.plainString(spec, in: tree)))
        } else if arguments.count == 2, let label = arguments[1].label.map(tree.text),
          label == "style" || label == "format"
        {
          // `\(date, style: .relative)`, `\(value, format: .number)`: the text the interpolation's
          // native gives for the value.
          let key = "LocalizedStringKey.StringInterpolation.appendInterpolation(_:\(label):)"
          parts.append(
            .value(
              .builtin(
                builtin(key), receiver: nil,
                arguments: [.value(lowerExpr(first.value)), .value(lowerExpr(arguments[1].value))],
                at: offset(arguments[1].value))))
        } else {
          parts.append(.value(lowerExpr(first.value)))
        }
      }
    }
    if !hasInterpolation {
      var text = ""
      for case .text(let t) in parts { text += t }
      return .constant(.string(text))
    }
    return .interpolation(parts)
  }

  /// What a cast's written type tests.
  func typeTest(_ t: TypeID) -> TypeTest {
    let resolved = sema.writtenType(t)
    if case .nominal(let r, _) = resolved {
      if let i = typeIndex[r] { return .user(i) }
      return .builtin(sema.declarations[r].qualifiedName)
    }
    return .builtin(sema.display(resolved))
  }

  // MARK: Names and members

  /// A local's value in the current frame: its slot, or a capture from an enclosing frame.
  func access(local: Int) -> Expr? {
    guard let a = locate(local, depth: frames.count - 1) else { return nil }
    switch a {
    case .slot(let s): return .slot(s)
    case .capture(let c): return .capture(c)
    case .selfValue: return .selfValue
    }
  }

  /// Where local `local` is reachable from frame `depth`, adding captures on the way.
  func locate(_ local: Int, depth: Int) -> Capture? {
    guard depth >= 0 else { return nil }
    if let s = frames[depth].slots[local] { return .slot(s) }
    if let c = frames[depth].captureMap[local] { return .capture(c) }
    guard let outer = locate(local, depth: depth - 1) else { return nil }
    if case .slot(let s) = outer { frames[depth - 1].cellSlots.insert(s) }
    let index = frames[depth].captures.count
    frames[depth].captures.append(outer)
    frames[depth].captureMap[local] = index
    return .capture(index)
  }

  /// Whether a local is known to some frame (bound earlier) rather than declared here.
  func isKnown(local: Int) -> Bool {
    frames.contains { $0.slots[local] != nil || $0.captureMap[local] != nil }
  }

  private func lowerName(_ e: ExprID) -> Expr {
    let at = offset(e)
    switch reference(e) {
    case .local(let l)?, .anonymousParameter(let l)?:
      if let storage = sema.locals[l.index].projection {
        // `item` of `{ $item in … }`: the wrapped value of the binding `$item`.
        guard let binding = access(local: storage.index) else {
          return unsupported("a variable from an unsupported scope", at: at)
        }
        return .builtin(builtin("Binding.wrappedValue"), receiver: .value(binding), arguments: [], at: at)
      }
      if computedLocals.contains(l.index), let getter = access(local: l.index) {
        return .callValue(getter, arguments: [], at: at)
      }
      return access(local: l.index) ?? unsupported("a variable from an unsupported scope", at: at)
    case .property(let v)?:
      return readProperty(
        v, base: sema.declarations[v].isStatic || sema.declarations[v].owner == nil ? nil : .selfValue, at: at
      )
    case .projectedValue(let v)?:
      if propertyIndex[v] == nil, let g = globalIndex[v], sema.declarations[v].wrapper == .state {
        // `$menu` of `@State static var menu` (a PreviewProvider's): a State no view installs,
        // so SwiftUI gives a constant binding to its initial value ("Accessing State's value
        // outside of being installed on a View").
        return .builtin(
          builtin("Binding.constant(_:)"), receiver: nil, arguments: [.value(.global(g))], at: at)
      }
      guard let (t, i) = propertyIndex[v] else { return unsupported("projection of a builtin", at: at) }
      if let projected = customProjection(v) {
        return readProperty(projected, base: .property(.selfValue, type: t, index: i), at: at)
      }
      return .projected(.selfValue, type: t, index: i)
    case .wrapperStorage(let v)?:
      guard let (t, i) = propertyIndex[v] else { return unsupported("wrapper of a builtin", at: at) }
      return .wrapper(.selfValue, type: t, index: i)
    case .function(let f)?:
      return functionValue(
        f, receiver: sema.declarations[f].isStatic || sema.declarations[f].owner == nil ? nil : .selfValue,
        at: at)
    case .selfValue?:
      return .selfValue
    case .type(let t)?:
      if case .nominal(let r, _) = t, let i = typeIndex[r] { return .typeValue(i) }
      if let name = builtinTypeName(t) { return .constant(.string(name)) }
      return unsupported("a builtin type used as a value", at: at)
    case .enumCase(let c)?:
      return enumCaseValue(c, payload: [], at: at)
    case .tupleElement?, .memberwiseInitializer?, nil:
      return unsupported("this name", at: at)
    }
  }

  /// Reading property `v` of `base` (nil for static members and globals).
  func readProperty(_ v: VariableRef, base: Expr?, at: Int) -> Expr {
    let symbol = sema.declarations[v]
    if symbol.wrapper == .custom, let (t, i) = propertyIndex[v] {
      // `level` of `@Clamped var level`: `_level.wrappedValue`.
      guard let wrapped = sema.wrapperMember("wrappedValue", of: v) else {
        return unsupported("a property wrapper without 'wrappedValue'", at: at)
      }
      return readProperty(wrapped, base: .property(base ?? .selfValue, type: t, index: i), at: at)
    }
    if let (t, i) = propertyIndex[v] {
      let b = base ?? .selfValue
      switch program.types[t].properties[i].storage {
      case .plain: return .property(b, type: t, index: i)
      default: return .wrapped(b, type: t, index: i)
      }
    }
    if let g = globalIndex[v] { return .global(g) }
    if let getter = getterIndex[v] {
      return .call(function: getter, receiver: base.map { .value($0) }, arguments: [], at: at)
    }
    if let key = symbol.builtinKey {
      return .builtin(builtin(key), receiver: base.map { .value($0) }, arguments: [], at: at)
    }
    if let owner = symbol.owner, sema.declarations[owner].kind == .protocolType, !symbol.isStatic {
      // A property a user protocol requires, read from a value of a conforming type.
      return .call(
        function: requirementGetter(v), receiver: .value(base ?? .selfValue), arguments: [], at: at)
    }
    if symbol.name == "rawValue", symbol.origin.decl == nil, let base {
      // The `rawValue` Swift synthesizes for an enum with a raw type.
      return .builtin(builtin("RawRepresentable.rawValue"), receiver: .value(base), arguments: [], at: at)
    }
    return unsupported("property '\(symbol.name)'", at: at)
  }

  /// A function used as a value.
  func functionValue(_ f: FunctionRef, receiver: Expr?, at: Int) -> Expr {
    if let index = functionIndex[f] { return .functionValue(function: index, receiver: receiver) }
    let symbol = sema.declarations[f]
    // A builtin function, operator or initializer as a value (`.map(abs)`, `.sorted(by: >)`,
    // `.map(String.init)`): a closure that calls it with its parameters.
    if receiver == nil, let key = symbol.builtinKey, !symbol.parameters.contains(where: { $0.isInout }) {
      let count = symbol.parameters.count
      let call = Expr.builtin(
        builtin(key), receiver: nil, arguments: (0..<count).map { .value(.slot($0)) }, at: at)
      let function = Function(
        name: symbol.name, kind: .closure, owner: currentOwner, parameterCount: count, slotCount: count,
        body: [.returnStmt(call)], location: at)
      program.functions.append(function)
      return .closure(function: program.functions.count - 1)
    }
    return unsupported("builtin function '\(symbol.name)' used as a value", at: at)
  }

  /// An enum case as a value (user enums), or a builtin constant (`.light`, `.none`).
  func enumCaseValue(_ c: EnumCaseRef, payload: [Expr], at: Int) -> Expr {
    let symbol = sema.declarations[c]
    if let t = typeIndex[symbol.owner],
      let index = program.types[t].cases.firstIndex(where: { $0.name == symbol.name })
    {
      return .enumCase(type: t, index: index, payload: payload)
    }
    let key = sema.declarations[symbol.owner].qualifiedName + "." + symbol.name
    return .builtin(
      builtin(key, kind: .enumCase), receiver: nil, arguments: payload.map { .value($0) }, at: at)
  }

  /// Whether an expression names a type (so a member of it is static).
  func namesType(_ e: ExprID) -> Bool {
    if case .type? = reference(e) { return true }
    if case .metatype? = Optional(type(e)) { return true }
    if case .type = tree[e].kind { return true }
    return false
  }

  /// `base #if os(iOS) .a() #else .b() #endif` (SE-0308): the members of the clause the checker
  /// chose (iOS), applied to the base in turn.
  private func lowerPostfixIfConfig(_ base: ExprID, _ config: IfConfig<ExprID>) -> Expr {
    var value = lowerExpr(base)
    for item in activeClause(config) {
      guard let root = implicitMemberRoot(item) else {
        return unsupported("this '#if' clause", at: offset(item))
      }
      let saved = postfixIfRoot
      postfixIfRoot = (root, value)
      value = lowerExpr(item)
      postfixIfRoot = saved
    }
    return value
  }

  /// The implicit member a postfix chain starts from (`.opacity` in `.opacity(0.5).blur(radius: 2)`).
  private func implicitMemberRoot(_ e: ExprID) -> ExprID? {
    var current = e
    for _ in 0..<10_000 {
      switch tree[current].kind {
      case .member(nil, _, _, _, _): return current
      case .member(let base?, _, _, _, _): current = base
      case .call(let callee, _, _, _, _): current = callee
      case .subscriptCall(let base, _, _, _, _): current = base
      case .forceUnwrap(let base, _), .optionalChain(let base, _): current = base
      case .postfixIfConfig(let base, _): current = base
      default: return nil
      }
    }
    return nil
  }

  /// The value a postfix `#if` clause's root member `e` applies to, if `e` is that member.
  func postfixIfReceiver(_ e: ExprID) -> Expr? {
    guard let root = postfixIfRoot, root.member == e else { return nil }
    return root.receiver
  }

  private func lowerMember(_ e: ExprID) -> Expr {
    guard case .member(let base, _, _, _, _) = tree[e].kind else { return .constant(.void) }
    let at = offset(e)
    if let clauseReceiver = postfixIfReceiver(e) {
      if case .property(let v)? = reference(e) { return readProperty(v, base: clauseReceiver, at: at) }
      if case .function(let f)? = reference(e) { return functionValue(f, receiver: clauseReceiver, at: at) }
      return unsupported("this '#if' clause", at: at)
    }
    let isStatic = base.map(namesType) ?? true
    let receiver: Expr? = isStatic ? nil : base.map(lowerChainBase)
    switch reference(e) {
    case .property(let v)? where base.map(isSuper) == true && directGetters[v] != nil:
      // `super.property`: the superclass's getter, not an override's.
      return .call(function: directGetters[v]!, receiver: .value(.selfValue), arguments: [], at: at)
    case .property(let v)? where isStatic && sema.declarations[v].builtinKey != nil:
      // `Settings.Sorting.allCases`: a builtin static member of a program's type is given the
      // type, so one implementation serves every type that inherits it.
      if let base, case .metatype(.nominal(let r, _))? = Optional(type(base)), let t = typeIndex[r] {
        return .builtin(
          builtin(sema.declarations[v].builtinKey!), receiver: .value(.typeValue(t)), arguments: [], at: at)
      }
      return readProperty(v, base: nil, at: at)
    case .property(let v)?:
      return readProperty(v, base: receiver, at: at)
    case .tupleElement(let i)?:
      guard let receiver else { return unsupported("tuple element", at: at) }
      return .tupleElement(receiver, i)
    case .enumCase(let c)?:
      return enumCaseValue(c, payload: [], at: at)
    case .function(let f)? where sema.declarations[f].kind == .subscriptAccessor:
      // A builtin `@dynamicMemberLookup` type's member (`ShaderLibrary.ripple`): its
      // `subscript(dynamicMember:)` given the member's name.
      guard let key = sema.declarations[f].builtinKey, let name = memberName(e) else {
        return unsupported("this member", at: at)
      }
      return .builtin(
        builtin(key), receiver: receiver.map { .value($0) }, arguments: [.value(.constant(.string(name)))],
        at: at)
    case .function(let f)?:
      return functionValue(f, receiver: receiver, at: at)
    case .memberwiseInitializer(let ref)?:
      // `content: Sheet.init`: a closure that makes the value from its parameters.
      guard let t = typeIndex[ref], case .function(let f) = type(e) else {
        return unsupported("this initializer used as a value", at: at)
      }
      let count = f.parameters.count
      let function = Function(
        name: "init", kind: .closure, owner: currentOwner, parameterCount: count, slotCount: count,
        body: [.returnStmt(.construct(type: t, arguments: (0..<count).map { .slot($0) }, at: at))],
        location: at)
      program.functions.append(function)
      return .closure(function: program.functions.count - 1)
    case .type(let t)?:
      if case .nominal(let r, _) = t, let i = typeIndex[r] { return .typeValue(i) }
      if let name = builtinTypeName(t) { return .constant(.string(name)) }
      return unsupported("a builtin type used as a value", at: at)
    case .projectedValue(let v)?:
      guard let (t, i) = propertyIndex[v], let receiver else { return unsupported("projection", at: at) }
      if let projected = customProjection(v) {
        return readProperty(projected, base: .property(receiver, type: t, index: i), at: at)
      }
      return .projected(receiver, type: t, index: i)
    case .selfValue?:
      return receiver ?? .selfValue
    default:
      if let name = memberName(e), name == "self", let receiver { return receiver }
      // `Item.self`: the type as a value.
      if memberName(e) == "self", case .metatype(let t) = type(e) {
        if case .nominal(let r, _) = t, let i = typeIndex[r] { return .typeValue(i) }
        if let name = builtinTypeName(t) { return .constant(.string(name)) }
        // `[Item].self` for a decoder: the type as the coder names it.
        if case .nominal(_, let arguments) = t, !arguments.isEmpty {
          return .constant(.string(codingName(t)))
        }
      }
      return unsupported("member '\(memberName(e) ?? "")'", at: at)
    }
  }

  /// A builtin type used as a value (`Int.self` in `navigationDestination(for: Int.self)`) is
  /// its name, as `print(Int.self)` and `type(of:)` write it; nil for other types.
  func builtinTypeName(_ t: SType?) -> String? {
    guard case .nominal(let r, let arguments)? = t, arguments.isEmpty, typeIndex[r] == nil else { return nil }
    return sema.declarations[r].name
  }

  /// `$level` of a program's property wrapper: its `projectedValue`.
  func customProjection(_ v: VariableRef) -> VariableRef? {
    guard sema.declarations[v].wrapper == .custom else { return nil }
    return sema.wrapperMember("projectedValue", of: v)
  }

  func memberName(_ e: ExprID) -> String? {
    if case .member(_, _, let name?, _, _) = tree[e].kind { return tree.text(name) }
    return nil
  }
}
