import TactileDiagnostics
import TactileParser

/// The program's own `@resultBuilder` types (SE-0289): a built body's expression statements are
/// components (through `buildExpression` when the builder has one), `if` uses `buildOptional`
/// or `buildEither`, `for` uses `buildArray`, and the components are combined by `buildBlock`
/// (or `buildPartialBlock`), then `buildFinalResult`. The checker takes the builder's methods as
/// declared (builders whose methods are not generic).
extension SemanticAnalyzer {
  /// The builder's static methods named `name`.
  public func builderMethods(_ name: String, of builder: NominalRef) -> [FunctionRef] {
    (declarations[builder].members[name] ?? []).compactMap {
      if case .function(let f) = $0, declarations[f].isStatic { return f }
      return nil
    }
  }

  /// The type a body built with `builder` produces.
  func builderResultType(_ builder: NominalRef) -> SType? {
    let base = SType.nominal(builder, [])
    if let f = builderMethods("buildFinalResult", of: builder).first {
      return instantiate(f, base: base).result
    }
    if let f = builderMethods("buildBlock", of: builder).first { return instantiate(f, base: base).result }
    for f in builderMethods("buildPartialBlock", of: builder) where declarations[f].parameters.count == 2 {
      return instantiate(f, base: base).result
    }
    return nil
  }

  /// The type an expression statement must have to be a component: `buildExpression`'s
  /// parameter, else the component type `buildBlock` (or `buildPartialBlock(first:)`) takes.
  private func builderComponentType(_ builder: NominalRef) -> SType? {
    let base = SType.nominal(builder, [])
    if let f = builderMethods("buildBlock", of: builder).first,
      let p = instantiate(f, base: base).parameters.first
    {
      return p.type
    }
    for f in builderMethods("buildPartialBlock", of: builder) where declarations[f].parameters.count == 1 {
      return instantiate(f, base: base).parameters.first?.type
    }
    return nil
  }

  /// An expression statement of a built body.
  func checkBuilderExpression(_ e: ExprID, _ builder: NominalRef, _ ctx: CheckContext) {
    let mark = solver.count
    defer { solver.defaultLiterals(from: mark, defaultType) }
    let base = SType.nominal(builder, [])
    let candidates = builderMethods("buildExpression", of: builder).filter {
      declarations[$0].parameters.count == 1
    }
    if candidates.isEmpty {
      check(e, expected: builderComponentType(builder), site: .argument, ctx)
      return
    }
    if candidates.count > 1 {
      for f in candidates {
        let parameter = instantiate(f, base: base).parameters[0].type
        if speculate(
          keep: true,
          {
            check(e, expected: parameter, site: .argument, ctx)
            return true
          })
        {
          builderExpressionCalls[Int(e.index)] = f
          return
        }
      }
    }
    let f = candidates[0]
    check(e, expected: instantiate(f, base: base).parameters[0].type, site: .argument, ctx)
    builderExpressionCalls[Int(e.index)] = f
  }
}
