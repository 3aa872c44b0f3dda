import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// A declaration inside a body: `let`/`var` bindings become locals; a local function becomes
  /// a local of function type whose body is checked.
  func checkLocalDeclaration(_ d: DeclID, _ ctx: CheckContext) {
    let tree = self.tree(currentFile)
    switch tree[d].kind {
    case .variable(let v):
      // A `#Preview`'s `@Previewable` variable is a property of the view it makes.
      if hasAttribute(v.header.attributes, "Previewable", tree) { return }
      if hasAttribute(v.header.attributes, "Environment", tree) {
        checkLocalEnvironment(v, ctx)
        return
      }
      let isLet = text(v.keyword) == "let"
      for (i, binding) in v.bindings.enumerated() {
        var binding = binding
        binding.type = sharedTypeAnnotation(v.bindings, i)
        checkLocalBinding(binding, isLet: isLet, ctx)
        if hasAttribute(v.header.attributes, "Bindable", tree)
          || hasAttribute(v.header.attributes, "StateObject", tree)
        {
          declareBindableProjection(binding.pattern)
        } else if hasAttribute(v.header.attributes, "State", tree) {
          declareStateProjection(binding.pattern)
        }
      }
    case .function(let f):
      checkLocalFunction(f, decl: d, ctx)
    case .ifConfig(let config):
      for member in activeMembers(activeClause(config, file: currentFile), file: currentFile) {
        checkLocalDeclaration(member, ctx)
      }
    case .typeDecl:
      // Declared and checked as if at the top level (`localTypes`): it cannot capture values.
      break
    default:
      break
    }
  }

  /// `@Environment(\.dismiss) var dismiss` in a body or a function (SE-0258's local wrappers):
  /// the key path's value, read only. SwiftUI installs a wrapper only as a view's stored
  /// property, so a local one reads the key's default value (docs/runtime-values.md).
  private func checkLocalEnvironment(_ v: VariableDecl, _ ctx: CheckContext) {
    let valueType = checkEnvironmentKeyPath(v.header, ctx)
    for (i, binding) in v.bindings.enumerated() {
      var type = valueType ?? .error
      if let annotation = sharedTypeAnnotation(v.bindings, i) {
        let written = resolveType(annotation.type, typeScope(ctx))
        if let valueType, !match(valueType, written).succeeded, !written.containsError {
          report(
            .cannotConvertValue(display(valueType), display(written)),
            at: range(tree(currentFile)[binding.pattern].span))
        }
        type = written
      }
      bindPattern(binding.pattern, type: type, isLet: true, ctx)
    }
  }

  /// `$model` of a local `@Bindable var model = object` (SE-0293's local wrappers, iOS 17's
  /// `Bindable`): the projection whose members are bindings to the object's properties.
  private func declareBindableProjection(_ pattern: PatternID) {
    guard case .identifier(let nameToken) = tree(currentFile)[pattern].kind,
      let local = lookupLocal(text(nameToken)), let observed = declarations.nominal(named: "ObservedObject"),
      let wrapper = declarations.nestedNominal("Wrapper", in: observed)
    else { return }
    let type = SType.nominal(wrapper, [resolved(locals[local.index].type)])
    results[currentFile].bindableProjections[Int(pattern.index)] = declareLocal(
      "$" + text(nameToken), type: type, isLet: true)
  }

  /// `$isOpen` of a local `@State var isOpen = false` (a `#Preview` block without
  /// `@Previewable`, a function): SwiftUI installs no state outside a view, so the projection
  /// is a constant binding of the initial value (the runtime warns "Accessing State's value
  /// outside of being installed on a View"); writes through it change nothing.
  private func declareStateProjection(_ pattern: PatternID) {
    guard case .identifier(let nameToken) = tree(currentFile)[pattern].kind,
      let local = lookupLocal(text(nameToken)), let binding = declarations.nominal(named: "Binding")
    else { return }
    let type = SType.nominal(binding, [resolved(locals[local.index].type)])
    results[currentFile].bindableProjections[Int(pattern.index)] = declareLocal(
      "$" + text(nameToken), type: type, isLet: true)
  }

  /// `let numbers: Set = [1, 2]`: a generic type written without its arguments takes them from
  /// the value, so each parameter left open becomes a variable for the initializer to bind.
  private func openOmittedArguments(_ type: SType, _ written: TypeID) -> SType {
    guard case .identifier(_, nil) = tree(currentFile)[written].kind, case .nominal(let r, let args) = type,
      !args.isEmpty
    else { return type }
    let context = declarations[r].genericContext
    var opened = args
    for (i, arg) in args.enumerated() {
      if case .parameter(let p) = arg, p.context == context { opened[i] = solver.fresh() }
    }
    return .nominal(r, opened)
  }

  /// `let pattern: Type = value`.
  private func checkLocalBinding(_ binding: PatternBinding, isLet: Bool, _ ctx: CheckContext) {
    let mark = solver.count
    let written = binding.type.map { openOmittedArguments(resolveType($0.type, typeScope(ctx)), $0.type) }
    var type = written
    if let value = binding.initializer {
      let t = check(value, expected: written, site: .specifiedType, ctx)
      solver.defaultLiterals(from: mark, defaultType)
      if type == nil { type = resolved(t) } else { type = resolved(type!) }
    } else if type == nil {
      report(.typeAnnotationMissing, at: range(tree(currentFile)[binding.pattern].span))
      type = .error
    }
    if let accessors = binding.accessors, case .getter(let items) = accessors.content {
      var getter = ctx
      getter.resultType = type
      checkBodyReturning(activeItems(items, file: currentFile), getter, what: "getter", closingBrace: nil)
    }
    bindPattern(binding.pattern, type: type ?? .error, isLet: isLet, ctx)
    if isLet, binding.initializer == nil, binding.accessors == nil,
      case .identifier(let nameToken) = tree(currentFile)[binding.pattern].kind,
      let local = lookupLocal(text(nameToken))
    {
      locals[local.index].isDeferred = true
    }
  }

  /// `func name(params) -> Result { body }` inside a body: declared before its body is checked,
  /// so that it may call itself.
  private func checkLocalFunction(_ f: FunctionDecl, decl: DeclID, _ ctx: CheckContext) {
    guard let nameToken = f.name else { return }
    let scope = typeScope(ctx)
    var parameters: [(name: String, type: SType, isInout: Bool)] = []
    for p in f.signature.parameters {
      var inner = p.type
      var isInout = false
      while case .attributed(let specifiers, _, let base) = tree(currentFile)[inner].kind {
        isInout = isInout || specifiers.contains { tree(currentFile).text($0, is: "inout") }
        inner = base
      }
      let name = (p.secondName ?? p.firstName).map(text) ?? "_"
      parameters.append((name, resolveType(inner, scope), isInout))
    }
    let result = f.signature.returnType.map { resolveType($0, scope) } ?? .void
    let type = SType.function(
      FunctionType(
        parameters: parameters.map { ParameterType(type: $0.type, isInout: $0.isInout) }, result: result))
    let functionLocal = declareLocal(text(nameToken), type: type, isLet: true)
    localFunctions[decl] = (functionLocal, [])
    guard let body = f.body else { return }
    var bodyContext = ctx
    bodyContext.resultType = result
    bodyContext.isViewBuilder = false
    bodyContext.isClosure = true
    bodyContext.thrownType = f.signature.effects.thrownType.map { resolveType($0, typeScope(ctx)) }
    bodyContext.branchValue = nil
    pushScope()
    for p in parameters {
      localFunctions[decl]?.parameters.append(
        declareLocal(p.name, type: p.type, isLet: !p.isInout, isInout: p.isInout))
    }
    checkBodyReturning(
      activeItems(body.items, file: currentFile), bodyContext, what: "local function",
      closingBrace: body.close)
    popScope()
  }
}
