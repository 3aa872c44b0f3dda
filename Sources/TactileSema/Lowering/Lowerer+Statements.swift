import TactileDiagnostics
import TactileParser
import TactileUIIR

extension Lowerer {
  /// Lowers statements; in a view builder, expression statements become views.
  /// Lowers statements; in a view builder, expression statements become views. With a
  /// `valueSlot`, the statements are a branch of an `if` or `switch` used as a value: the last
  /// one assigns the value to that slot.
  func lowerStatements(_ items: [StmtID], viewBuilder: Bool = false, valueSlot: Int? = nil) -> [Stmt] {
    var result: [Stmt] = []
    let active = activeItems(items)
    for (i, item) in active.enumerated() {
      let slot = i == active.count - 1 ? valueSlot : nil
      let saved = hoistedAwaits
      hoistedAwaits = nil
      switch tree[item].kind {
      case .expr, .returnStmt, .guardStmt: hoistedAwaits = []
      case .ifStmt(let statement) where statement.conditions.count > 0: hoistedAwaits = []
      case .decl(let d):
        if case .variable = tree[d].kind { hoistedAwaits = [] }
      default: break
      }
      let lowered = lowerStatement(item, viewBuilder: viewBuilder, label: nil, valueSlot: slot)
      result += (hoistedAwaits ?? []) + lowered
      hoistedAwaits = saved
    }
    return result
  }

  /// `await x` inside a larger expression of a statement (`try decode(from: await data(from:
  /// url).0)`, `let n = await f() + 1`): each call `x` makes that may suspend (a call of the
  /// program's functions or closures, a builtin that takes time) is made in a statement of its
  /// own before, into a new slot the expression reads, so that the task can suspend at it. The
  /// calls are made in Swift's order (operands first, left to right); the other builtins stay in
  /// the expression, after the calls they read.
  func hoistAwait(_ operand: Expr, at: Int) -> Expr {
    guard hoistedAwaits != nil else { return operand }
    func value(_ a: Argument) -> Argument {
      if case .value(let e) = a { return .value(hoisted(e)) }
      return a
    }
    func receiver(_ r: Receiver?) -> Receiver? {
      if case .value(let e)? = r { return .value(hoisted(e)) }
      return r
    }
    // A call, after its operands: made into a new slot by a statement of its own.
    func made(_ call: Expr) -> Expr {
      let slot = frames[frames.count - 1].newSlot(for: nil)
      hoistedAwaits!.append(.expr(.assign(.slot(slot), call, at: at)))
      return .slot(slot)
    }
    func hoisted(_ e: Expr) -> Expr {
      switch e {
      case .builtin(let ref, let r, let arguments, let location)
      where !SuspendingBuiltins.names.contains(program.builtins[ref]):
        // Operands first, in order, then the builtin itself in the statement.
        let base = receiver(r)
        return .builtin(ref, receiver: base, arguments: arguments.map(value), at: location)
      case .call(let function, let r, let arguments, let location):
        return made(
          .call(function: function, receiver: receiver(r), arguments: arguments.map(value), at: location))
      case .builtin(let ref, let r, let arguments, let location):
        return made(.builtin(ref, receiver: receiver(r), arguments: arguments.map(value), at: location))
      case .callValue(let callee, let arguments, let location):
        return made(.callValue(hoisted(callee), arguments: arguments.map(value), at: location))
      case .tryValue(let inner, let optional, let wrap, let location):
        return .tryValue(hoisted(inner), optional: optional, wrap: wrap, at: location)
      case .tupleElement(let base, let i):
        return .tupleElement(hoisted(base), i)
      case .property(let base, let type, let index):
        return .property(hoisted(base), type: type, index: index)
      case .forceUnwrap(let base, let location):
        return .forceUnwrap(hoisted(base), at: location)
      case .wrapOptional(let base, let depth):
        return .wrapOptional(hoisted(base), depth: depth)
      case .tuple(let elements, let labels):
        return .tuple(elements.map(hoisted), labels: labels)
      case .array(let elements):
        return .array(elements.map(hoisted))
      case .cast(let base, let kind, let test, let location):
        return .cast(hoisted(base), kind, test, at: location)
      // The left operand is always evaluated, the right one only sometimes: it stays.
      case .coalesce(let lhs, let rhs):
        return .coalesce(hoisted(lhs), rhs)
      case .and(let lhs, let rhs):
        return .and(hoisted(lhs), rhs)
      case .or(let lhs, let rhs):
        return .or(hoisted(lhs), rhs)
      case .interpolation(let parts):
        return .interpolation(
          parts.map { part -> InterpolationPart in
            switch part {
            case .value(let v): return .value(hoisted(v))
            case .formatted(let v, let specifier): return .formatted(hoisted(v), specifier: specifier)
            default: return part
            }
          })
      default:
        return e
      }
    }
    return hoisted(operand)
  }

  /// An `if` or `switch` used as a value: its statements, each branch assigning a new slot,
  /// then that slot.
  func lowerValueStatement(_ s: StmtID) -> Expr {
    let slot = frames[frames.count - 1].newSlot(for: nil)
    let statements = lowerStatement(s, viewBuilder: false, label: nil, valueSlot: slot)
    return .sequence(statements, .slot(slot))
  }

  private func lowerStatement(_ s: StmtID, viewBuilder: Bool, label: String?, valueSlot: Int? = nil) -> [Stmt]
  {
    let at = tree.range(of: tree[s].span).start
    switch tree[s].kind {
    case .expr(let e) where valueSlot != nil && !isAssignment(e):
      return [.expr(.assign(.slot(valueSlot!), lowerExpr(e), at: at))]
    case .expr(let e)
    where sema.isSDKSuperInit(e, file: file, nil)
      && currentOwner.flatMap({ program.types[$0].superclass }) == nil:
      return []  // `super.init()` of `NSObject` does nothing.
    case .expr(let e):
      if viewBuilder, !isAssignment(e) { return [.view(lowerExpr(e))] }
      return [.expr(lowerExpr(e))]
    case .decl(let d):
      return lowerLocalDeclaration(d)
    case .ifStmt(let statement):
      return [lowerIf(statement, viewBuilder: viewBuilder, valueSlot: valueSlot)]
    case .guardStmt(_, let conditions, _, let body):
      let elseBody = lowerStatements(body.items)
      return [.guardStmt(conditions: lowerConditions(conditions), else: elseBody)]
    case .whileStmt(_, let conditions, let body):
      return [
        .whileStmt(
          conditions: lowerConditions(conditions), body: lowerStatements(body.items), label: label, at: at)
      ]
    case .repeatStmt(_, let body, _, let condition):
      return [
        .repeatWhile(body: lowerStatements(body.items), condition: lowerExpr(condition), label: label, at: at)
      ]
    case .forStmt(let statement):
      var sequence = lowerExpr(statement.sequence)
      if statement.awaitKeyword != nil {
        // `for await x in s`: the loop asks `s` for each element in turn and may suspend for it
        // (the interpreter's executor; docs/semantics-design.md, "Async code").
        sequence = .builtin(
          builtin("AsyncSequence.makeAsyncIterator()"), receiver: .value(sequence), arguments: [], at: at)
      }
      let pattern =
        statement.caseKeyword != nil
        ? lowerMatchingPattern(statement.pattern) : lowerBindingPattern(statement.pattern)
      let filter = statement.whereClause.map { lowerExpr($0.condition) }
      return [
        .forIn(
          pattern, sequence: sequence, filter: filter, body: lowerStatements(statement.body.items),
          label: label, at: at)
      ]
    case .switchStmt(_, let subject, _, let cases, _):
      return [
        lowerSwitch(
          subject, cases: cases, viewBuilder: viewBuilder, label: label, at: at, valueSlot: valueSlot)
      ]
    case .switchCase:
      return []
    case .doStmt(_, let body, let catches):
      let clauses = catches.map { clause -> TactileUIIR.CatchClause in
        let pattern = clause.items.first.map { lowerMatchingPattern($0.pattern) }
        let errorLocal = sema.results[file].implicitErrorLocals[clause.catchKeyword]
        let slot = pattern == nil ? frames[frames.count - 1].newSlot(for: errorLocal?.index) : nil
        return TactileUIIR.CatchClause(
          pattern: pattern, errorSlot: slot, body: lowerStatements(clause.body.items))
      }
      return [.doStmt(body: lowerStatements(body.items), catches: clauses)]
    case .returnStmt(_, let value):
      return [.returnStmt(value.map(lowerExpr))]
    case .throwStmt(_, let value):
      return [.throwStmt(lowerExpr(value), at: at)]
    case .breakStmt(_, let l):
      return [.breakStmt(label: l.map(tree.text))]
    case .continueStmt(_, let l):
      return [.continueStmt(label: l.map(tree.text))]
    case .fallthroughStmt:
      return [.fallthroughStmt]
    case .deferStmt(_, let body):
      return [.deferStmt(lowerStatements(body.items))]
    case .labeled(let l, _, let statement):
      return lowerStatement(statement, viewBuilder: viewBuilder, label: tree.text(l))
    case .ifConfig(let config):
      var result: [Stmt] = []
      for item in activeItems(activeClause(config)) {
        result += lowerStatement(item, viewBuilder: viewBuilder, label: nil)
      }
      return result
    case .semicolon, .unexpected:
      return []
    }
  }

  private func lowerIf(_ statement: IfStmt, viewBuilder: Bool, valueSlot: Int? = nil) -> Stmt {
    let conditions = lowerConditions(statement.conditions)
    // What the branches await stays in them (an `else if`'s conditions run only after this
    // one's failed).
    let saved = hoistedAwaits
    hoistedAwaits = nil
    defer { hoistedAwaits = saved }
    let then = lowerStatements(statement.body.items, viewBuilder: viewBuilder, valueSlot: valueSlot)
    var otherwise: [Stmt]?
    switch statement.elseBranch {
    case .block(let block)?:
      otherwise = lowerStatements(block.items, viewBuilder: viewBuilder, valueSlot: valueSlot)
    case .ifStmt(let nested)?:
      if case .ifStmt(let inner) = tree[nested].kind {
        otherwise = [lowerIf(inner, viewBuilder: viewBuilder, valueSlot: valueSlot)]
      }
    case nil:
      break
    }
    return .ifStmt(conditions: conditions, then: then, else: otherwise)
  }

  private func lowerSwitch(
    _ subject: ExprID, cases: [StmtID], viewBuilder: Bool, label: String?, at: Int, valueSlot: Int? = nil
  ) -> Stmt {
    let value = lowerExpr(subject)
    var lowered: [TactileUIIR.SwitchCase] = []
    for item in activeItems(cases) {
      guard case .switchCase(let c) = tree[item].kind else { continue }
      let isDefault = tree.text(c.keyword) == "default"
      let patterns = isDefault ? [Pattern.wildcard] : c.items.map { lowerMatchingPattern($0.pattern) }
      let filters =
        isDefault ? [nil] : c.items.map { item in item.whereClause.map { lowerExpr($0.condition) } }
      lowered.append(
        TactileUIIR.SwitchCase(
          patterns: patterns, filters: filters,
          body: lowerStatements(c.body, viewBuilder: viewBuilder, valueSlot: valueSlot)))
    }
    return .switchStmt(value, cases: lowered, label: label, at: at)
  }

  /// The conditions of an `if`, `guard` or `while`. Only the first may await inside a larger
  /// expression (`if let image = try? await load()`): it always runs, so its calls can be made
  /// before the statement; the others run only when the ones before them hold.
  func lowerConditions(_ conditions: [TactileParser.Condition]) -> [TactileUIIR.Condition] {
    var afterFirst: [Stmt]?
    defer { if conditions.count > 1 { hoistedAwaits = afterFirst } }
    return conditions.enumerated().map { index, condition in
      if index == 1 {
        afterFirst = hoistedAwaits
        hoistedAwaits = nil
      }
      switch condition.kind {
      case .expr(let e):
        return .bool(lowerExpr(e))
      case .optionalBinding(_, let pattern, _, _, let value):
        let source: Expr
        if let value {
          source = lowerExpr(value)
        } else {
          source = shorthandValue(pattern)
        }
        return .unwrap(lowerBindingPattern(pattern), source)
      case .matching(_, let pattern, _, _, let value):
        return .match(lowerMatchingPattern(pattern), lowerExpr(value))
      case .availability:
        return .available
      }
    }
  }

  /// The value `if let name` unwraps: the local or property named `name`.
  private func shorthandValue(_ pattern: PatternID) -> Expr {
    let at = tree.range(of: tree[pattern].span).start
    switch sema.shorthandReferences[pattern] {
    case .local(let l)?: return access(local: l.index) ?? unsupported("shorthand binding", at: at)
    case .property(let v)?:
      let symbol = sema.declarations[v]
      return readProperty(v, base: symbol.isStatic || symbol.owner == nil ? nil : .selfValue, at: at)
    case .selfValue?: return .selfValue
    default: return unsupported("shorthand binding", at: at)
    }
  }

  /// A local `let`/`var`, or a local function.
  private func lowerLocalDeclaration(_ d: DeclID) -> [Stmt] {
    switch tree[d].kind {
    case .variable(let v) where sema.hasAttribute(v.header.attributes, "Previewable", tree):
      // A property of the view a `#Preview` makes (its initial value is the property's).
      return []
    case .variable(let v) where sema.hasAttribute(v.header.attributes, "Environment", tree):
      let value = localEnvironmentValue(v.header, at: tree.range(of: tree[d].span).start)
      return v.bindings.map { .bind(lowerBindingPattern($0.pattern), value) }
    case .variable(let v):
      var result: [Stmt] = []
      for binding in v.bindings {
        if let value = binding.initializer {
          let lowered = lowerExpr(value)
          let pattern = lowerBindingPattern(binding.pattern)
          result.append(.bind(pattern, lowered))
          if case .bind(let slot) = pattern,
            let projection = sema.results[file].bindableProjections[Int(binding.pattern.index)]
          {
            // `$model` of `@Bindable var model`: a binding to the object (its members' bindings
            // write through the reference).
            let made = Expr.builtin(
              builtin("Binding.constant(_:)"), receiver: nil, arguments: [.value(.slot(slot))], at: 0)
            result.append(.bind(.bind(frames[frames.count - 1].newSlot(for: projection.index)), made))
          }
        } else if case .identifier(let name) = tree[binding.pattern].kind,
          let local = sema.results[file].patternLocals[Int(binding.pattern.index)]
        {
          if let accessors = binding.accessors {
            guard case .getter(let items) = accessors.content else {
              result.append(
                .expr(
                  unsupported(
                    "local computed variables with explicit accessors", at: tree.range(of: tree[d].span).start
                  )))
              result.append(.declare(frames[frames.count - 1].newSlot(for: local.index)))
              continue
            }
            // `var names: [String] { … }`: its getter, as a closure in the local's slot,
            // evaluated again at each read.
            let at = tree.range(of: tree[d].span).start
            let slot = frames[frames.count - 1].newSlot(for: local.index)
            frames.append(FrameBuilder(hasSelf: frames.last?.hasSelf ?? false))
            let body = lowerBodyItems(items, isViewBuilder: false, returnsValue: true)
            let frame = frames.removeLast()
            var function = Function(
              name: tree.text(name), kind: .closure, owner: currentOwner,
              parameterCount: 0, slotCount: frame.slotCount, body: body, location: at)
            function.captures = frame.captures
            function.cellSlots = frame.cellSlots.sorted()
            program.functions.append(function)
            computedLocals.insert(local.index)
            result.append(.declare(slot))
            result.append(
              .expr(.assign(.slot(slot), .closure(function: program.functions.count - 1), at: at)))
            continue
          }
          result.append(.declare(frames[frames.count - 1].newSlot(for: local.index)))
        }
      }
      return result
    case .function(let f):
      return lowerLocalFunction(d, f)
    case .ifConfig(let config):
      return activeClause(config).flatMap { lowerLocalDeclaration($0) }
    default:
      return []
    }
  }

  /// A local `@Environment(\.key)`: installed on no view, it reads the key's default value, as
  /// SwiftUI's does ("Accessing Environment's value outside of being installed on a View").
  private func localEnvironmentValue(_ header: DeclHeader, at: Int) -> Expr {
    for attribute in header.attributes {
      guard case .list(_, let arguments, _)? = attribute.arguments, let first = arguments.first,
        case .keyPath = tree[first.value].kind
      else { continue }
      guard case .keyPath(let steps) = lowerExpr(first.value), steps.count == 1 else { break }
      switch steps[0] {
      case .builtin(let key):
        return .builtin(key, receiver: .value(.constant(.void)), arguments: [], at: at)
      case .getter(let getter):
        // A key the program declares: its getter on environment values that hold no value set.
        return .call(function: getter, receiver: .value(.constant(.void)), arguments: [], at: at)
      default:
        break
      }
    }
    return unsupported("a local @Environment of this kind", at: at)
  }

  // MARK: Patterns

  /// A pattern after `let`/`var`/`for`: names, `_` and tuples.
  func lowerBindingPattern(_ p: PatternID) -> Pattern {
    switch tree[p].kind {
    case .identifier:
      guard let local = sema.results[file].patternLocals[Int(p.index)] else { return .wildcard }
      return .bind(frames[frames.count - 1].newSlot(for: local.index))
    case .wildcard, .missing:
      return .wildcard
    case .tuple(_, let elements, _):
      return .tuple(elements.map { lowerBindingPattern($0.pattern) })
    case .binding(_, let inner):
      return lowerBindingPattern(inner)
    default:
      return lowerMatchingPattern(p)
    }
  }

  /// A pattern after `case` or `catch`.
  func lowerMatchingPattern(_ p: PatternID) -> Pattern {
    switch tree[p].kind {
    case .identifier, .wildcard, .missing, .tuple:
      return lowerBindingPattern(p)
    case .binding(_, let inner):
      return lowerMatchingPattern(inner)
    case .isType(_, let t):
      return .cast(nil, typeTest(t))
    case .asType(let inner, _, let t):
      return .cast(lowerMatchingPattern(inner), typeTest(t))
    case .optional(let inner, _):
      return .some(lowerMatchingPattern(inner))
    case .expr(let e):
      return lowerExpressionPattern(e)
    }
  }

  private func lowerExpressionPattern(_ e: ExprID) -> Pattern {
    switch tree[e].kind {
    case .pattern(let p):
      return lowerMatchingPattern(p)
    case .discard:
      return .wildcard
    case .identifier:
      // A name the pattern binds (under `let`), or an existing value to compare with.
      if case .local(let l)? = reference(e), !isKnown(local: l.index) {
        return .bind(frames[frames.count - 1].newSlot(for: l.index))
      }
      return .value(lowerExpr(e))
    case .tuple(_, let elements, _):
      if elements.count == 1 { return lowerExpressionPattern(elements[0].value) }
      return .tuple(elements.map { lowerExpressionPattern($0.value) })
    case .optionalChain(let base, _):
      return .some(lowerExpressionPattern(base))
    case .asType(let value, _, nil, let t):
      // `case let y as Int`: a cast pattern whose value binds.
      return .cast(lowerExpressionPattern(value), typeTest(t))
    case .nilLiteral:
      return .value(.constant(.nilValue))
    case .member, .call:
      if let p = enumCasePattern(e) { return p }
      return .value(lowerExpr(e))
    default:
      return .value(lowerExpr(e))
    }
  }

  /// `.left`, `Direction.left`, `.drag(let value)`, `.some(let x)`, `.none`.
  private func enumCasePattern(_ e: ExprID) -> Pattern? {
    var callee = e
    var arguments: [CallArgument]?
    if case .call(let c, _, let args, _, _) = tree[e].kind {
      callee = c
      arguments = args
    }
    guard case .enumCase(let c)? = reference(callee) else { return nil }
    let symbol = sema.declarations[c]
    let payload = arguments.map { $0.map { lowerExpressionPattern($0.value) } }
    if let t = typeIndex[symbol.owner],
      let index = program.types[t].cases.firstIndex(where: { $0.name == symbol.name })
    {
      return .enumCase(type: t, index: index, payload: payload)
    }
    if symbol.owner == sema.known.optional {
      if symbol.name == "some" { return .some(payload?.first ?? .wildcard) }
      return .value(.constant(.nilValue))
    }
    // A builtin enum's case, with patterns for its associated values.
    return .builtinCase(sema.declarations[symbol.owner].qualifiedName + "." + symbol.name, payload: payload)
  }
}
