import TactileDiagnostics
import TactileParser
import TactileSema

extension Lowerer {
  /// A closure: a function of its own whose frame sits on the current one, so that the names
  /// it uses from outside become captures.
  func lowerClosure(_ e: ExprID, _ closure: Closure) -> Expr {
    let parameters = sema.results[file].closureParameters[Int(e.index)] ?? []
    let hasSelf = frames.last?.hasSelf ?? false
    frames.append(FrameBuilder(hasSelf: hasSelf))
    for p in parameters { _ = frames[frames.count - 1].newSlot(for: p.index) }
    var prologue: [Stmt] = []
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
      prologue + lowerBodyItems(closure.body, isViewBuilder: isViewBuilder, returnsValue: returnsValue)
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
    if case .nominal(_, let args) = type(e), let root = args.first { current = root }
    for component in components {
      switch component {
      case .property(_, let nameToken):
        let name = tree.text(nameToken)
        if name == "self" {
          steps.append(.identity)
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
    return .keyPath(steps)
  }
}
