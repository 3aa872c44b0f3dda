import TactileDiagnostics
import TactileParser
import TactileUIIR

extension Lowerer {
  /// A closure: a function of its own whose frame sits on the current one, so that the names
  /// it uses from outside become captures.
  func lowerClosure(_ e: ExprID, _ closure: Closure) -> Expr {
    let parameters = sema.results[file].closureParameters[Int(e.index)] ?? []
    let hasSelf = frames.last?.hasSelf ?? false
    frames.append(FrameBuilder(hasSelf: hasSelf))
    var prologue: [Stmt] = []
    let parameterSlots = parameters.map { frames[frames.count - 1].newSlot(for: $0.index) }
    // `{ index, item in … }` for one (offset, element) tuple: its elements are bound first.
    if let elements = sema.results[file].closureTupleElements[Int(e.index)], let tuple = parameterSlots.first
    {
      for (i, local) in elements.enumerated() {
        let slot = frames[frames.count - 1].newSlot(for: local.index)
        prologue.append(.bind(.bind(slot), .tupleElement(.slot(tuple), i)))
      }
    }
    // A capture list's names are bound when the closure starts.
    if let captures = closure.signature?.captures {
      let locals = sema.captureLocals[e] ?? []
      for (item, local) in zip(captures.items, locals) {
        let slot = frames[frames.count - 1].newSlot(for: local.index)
        let value = item.value.map(lowerExpr) ?? .selfValue
        prologue.append(.bind(.bind(slot), isWeak(item) ? .wrapOptional(value, depth: 1) : value))
      }
    }
    let isViewBuilder = sema.viewBuilderClosures.contains(e)
    var returnsValue = false
    if case .function(let f) = type(e) { returnsValue = f.result != .void }
    let body =
      prologue
      + (sema.userBuilderClosures[Int(e.index)].map { lowerBuilt(closure.body, builder: $0) }
        ?? lowerBodyItems(closure.body, isViewBuilder: isViewBuilder, returnsValue: returnsValue))
    let frame = frames.removeLast()
    var function = Function(
      name: "closure", kind: .closure, owner: currentOwner, parameterCount: parameters.count,
      slotCount: frame.slotCount, body: body, location: offset(e))
    function.isViewBuilder = isViewBuilder && !containsReturn(closure.body)
    function.captures = frame.captures
    function.cellSlots = frame.cellSlots.sorted()
    function.inoutParameters = parameters.indices.filter { sema.locals[parameters[$0].index].isInout }
    let index = program.functions.count
    program.functions.append(function)
    return .closure(function: index)
  }

  /// The argument of an `@autoclosure` parameter: a closure of no parameters that evaluates
  /// it each time it is called.
  func lowerAutoclosure(_ value: ExprID) -> Expr {
    frames.append(FrameBuilder(hasSelf: frames.last?.hasSelf ?? false))
    let body: [Stmt] = [.returnStmt(lowerExpr(value))]
    let frame = frames.removeLast()
    var function = Function(
      name: "autoclosure", kind: .closure, owner: currentOwner, parameterCount: 0,
      slotCount: frame.slotCount, body: body, location: offset(value))
    function.captures = frame.captures
    function.cellSlots = frame.cellSlots.sorted()
    let index = program.functions.count
    program.functions.append(function)
    return .closure(function: index)
  }

  private func isWeak(_ item: CaptureList.Item) -> Bool {
    item.specifiers.contains { tree.text($0) == "weak" }
  }

  /// A local function: a closure bound to its own slot (declared first, so it can recurse).
  func lowerLocalFunction(_ d: DeclID, _ f: FunctionDecl) -> [Stmt] {
    guard let info = sema.localFunctions[d] else { return [] }
    let slot = frames[frames.count - 1].newSlot(for: info.function.index)
    let hasSelf = frames.last?.hasSelf ?? false
    frames.append(FrameBuilder(hasSelf: hasSelf))
    for p in info.parameters { _ = frames[frames.count - 1].newSlot(for: p.index) }
    let returnsValue = f.signature.returnType != nil
    let body = lowerBodyItems(f.body?.items ?? [], isViewBuilder: false, returnsValue: returnsValue)
    let frame = frames.removeLast()
    var function = Function(
      name: f.name.map(tree.text) ?? "local", kind: .closure, owner: currentOwner,
      parameterCount: info.parameters.count,
      slotCount: frame.slotCount, body: body, location: tree.range(of: tree[d].span).start)
    function.captures = frame.captures
    function.cellSlots = frame.cellSlots.sorted()
    function.inoutParameters = info.parameters.indices.filter {
      sema.locals[info.parameters[$0].index].isInout
    }
    let index = program.functions.count
    program.functions.append(function)
    // The slot is a cell when the function captures itself (recursion).
    return [.declare(slot), .expr(.assign(.slot(slot), .closure(function: index), at: function.location))]
  }

  /// `\.self`, `\.id`, `\Type.name.other`.
  func lowerKeyPath(_ e: ExprID, _ components: [KeyPathComponent]) -> Expr {
    var steps: [KeyPathStep] = []
    var current: SType = .error
    switch type(e) {
    case .nominal(_, let args): if let root = args.first { current = root }
    case .function(let f): if let root = f.parameters.first { current = root.type }  // `.map(\.offset)`
    default: break
    }
    for component in components {
      switch component {
      case .property(_, let nameToken):
        let name = tree.text(nameToken)
        if name == "self" {
          steps.append(.identity)
          continue
        }
        if case .tuple(let elements) = current,
          let i = elements.firstIndex(where: { $0.label == name }) ?? Int(name), i < elements.count
        {
          steps.append(.tupleElement(i))
          current = elements[i].type
          continue
        }
        guard case .nominal(let r, _) = current else {
          return unsupported("key path", at: offset(e))
        }
        var found = false
        for case .variable(let v) in sema.declarations[r].members[name] ?? [] {
          if let (t, i) = propertyIndex[v] {
            steps.append(.property(type: t, index: i))
          } else if let g = getterIndex[v] {
            steps.append(.getter(g))
          } else if let key = sema.declarations[v].builtinKey {
            steps.append(.builtin(builtin(key)))
          } else if name == "rawValue", sema.declarations[v].origin.decl == nil {
            steps.append(.builtin(builtin("RawRepresentable.rawValue")))  // an enum's synthesized one
          } else if sema.declarations[r].kind == .protocolType {
            steps.append(.getter(requirementGetter(v)))  // `\.name` of `any Tool`
          } else {
            continue
          }
          current = sema.declarations[v].type ?? .error
          found = true
          break
        }
        if !found { return unsupported("key path component '\(name)'", at: offset(e)) }
      default:
        return unsupported("this key path", at: offset(e))
      }
    }
    if steps.isEmpty { steps = [.identity] }
    if case .function = type(e) { return keyPathFunction(steps, at: offset(e)) }
    return .keyPath(steps)
  }

  /// A key path used as a function (`.map(\.count)`): a closure of one parameter that follows
  /// the steps from it.
  private func keyPathFunction(_ steps: [KeyPathStep], at location: Int) -> Expr {
    var value = Expr.slot(0)
    for step in steps {
      switch step {
      case .identity: break
      case .property(let t, let i): value = .property(value, type: t, index: i)
      case .getter(let g): value = .call(function: g, receiver: .value(value), arguments: [], at: location)
      case .builtin(let b): value = .builtin(b, receiver: .value(value), arguments: [], at: location)
      case .tupleElement(let i): value = .tupleElement(value, i)
      }
    }
    let function = Function(
      name: "key path", kind: .closure, owner: currentOwner, parameterCount: 1, slotCount: 1,
      body: [.returnStmt(value)], location: location)
    program.functions.append(function)
    return .closure(function: program.functions.count - 1)
  }
}
