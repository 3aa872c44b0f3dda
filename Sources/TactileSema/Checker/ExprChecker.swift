import TactileDiagnostics
import TactileParser

/// Where a value is used, which decides how a type mismatch is worded.
enum ConversionSite {
  case none
  case argument
  case specifiedType
  case returnValue
  case assignment
  case condition
  case element
  case closureResult
}

extension SemanticAnalyzer {
  /// Checks expression `e` against the type its context expects (if any): infers its type with
  /// `expected` as a hint, then matches the result against `expected`, recording an implicit
  /// conversion or reporting the mismatch as swiftc words it for `site`. Returns the
  /// expression's own type.
  @discardableResult
  func check(_ e: ExprID, expected: SType?, site: ConversionSite = .none, _ ctx: CheckContext) -> SType {
    checkDepth += 1
    let retry =
      expected != nil && (site == .returnValue || site == .specifiedType) && !chainClosures(e).isEmpty
      ? snapshot() : nil
    var type = infer(e, expected: expected, ctx)
    if let retry, let expected {
      type = retryWithWiderClosureResults(e, type, expected: expected, from: retry, ctx)
    }
    if let expected {
      switch match(type, expected) {
      case .exact:
        break
      case .converted(let c):
        setConversion(e, c)
      case .failure:
        if let wrapped = optionalWrapped(resolved(type)), isImplicitlyUnwrappedReference(e),
          speculate(keep: true, { match(wrapped, expected).succeeded })
        {
          setConversion(e, .forceUnwrap)
          break
        }
        reportMismatch(e, resolved(type), resolved(expected), site)
      }
    }
    checkDepth -= 1
    if checkDepth == 0, !deferredClosures.isEmpty { checkDeferredClosures() }
    return type
  }

  /// `func load() -> AnyPublisher<UIImage?, Error> { publisher.mapError { $0 }.eraseToAnyPublisher() }`:
  /// swiftc solves a chain with its context, so a generic parameter that only a closure's result
  /// binds (`mapError`'s `E`) may take the existential the context asks for (`Error`) rather
  /// than the closure's own type (`URLError`). When the chain's type misses the context only
  /// where the context has a protocol its argument conforms to, the chain is checked again with
  /// each closure returning that type given the protocol; the first attempt stands otherwise.
  /// `retry` was taken before the first attempt and is ended here.
  private func retryWithWiderClosureResults(
    _ e: ExprID, _ first: SType, expected: SType, from retry: CheckSnapshot, _ ctx: CheckContext
  ) -> SType {
    let fits = speculate { match(first, expected).succeeded }
    guard !fits, let widened = widenedClosureResults(e, resolved(first), resolved(expected)) else {
      commit(retry)
      return first
    }
    restore(retry)
    let second = snapshot()
    forcedClosureResults = widened
    let type = infer(e, expected: expected, ctx)
    forcedClosureResults = [:]
    if speculate({ match(type, expected).succeeded }) {
      commit(second)
      return type
    }
    restore(second)
    return infer(e, expected: expected, ctx)
  }

  /// The closures of a chain's calls (`a.map { … }.mapError { … }.erase()`), outermost first.
  func chainClosures(_ e: ExprID) -> [ExprID] {
    let tree = self.tree(currentFile)
    var closures: [ExprID] = []
    var current: ExprID? = e
    var steps = 0
    while let c = current, steps < 64 {
      steps += 1
      switch tree[c].kind {
      case .call(let callee, _, let arguments, _, let trailing):
        for value in arguments.map({ $0.value }) + trailing.map({ $0.closure }) {
          if case .closure = tree[value].kind { closures.append(value) }
        }
        current = callee
      case .member(let base, _, _, _, _): current = base
      case .optionalChain(let base, _): current = base
      case .forceUnwrap(let base, _): current = base
      default: current = nil
      }
    }
    return closures
  }

  /// For each closure of `e`'s chain whose result is a generic argument of `actual` where
  /// `expected` has a protocol that argument conforms to: that protocol, as its result.
  private func widenedClosureResults(_ e: ExprID, _ actual: SType, _ expected: SType) -> [ExprID: SType]? {
    guard case .nominal(let a, let actualArguments) = actual,
      case .nominal(let b, let expectedArguments) = expected,
      a == b, actualArguments.count == expectedArguments.count
    else { return nil }
    var wider: [(SType, SType)] = []
    // An argument still open (a literal's element type) is left to the match.
    for (x, y) in zip(actualArguments, expectedArguments) where x != y && !x.containsVariable {
      guard case .nominal(let p, []) = y, declarations[p].kind == .protocolType, !x.containsError,
        conforms(x, to: p)
      else { return nil }
      wider.append((x, y))
    }
    var result: [ExprID: SType] = [:]
    for closure in chainClosures(e) {
      guard let recorded = exprTypes[Int(closure.index)], case .function(let f) = resolved(recorded) else {
        continue
      }
      if let pair = wider.first(where: { $0.0 == f.result }) { result[closure] = pair.1 }
    }
    return result.isEmpty ? nil : result
  }

  /// Records `type` as the type of `e` and returns it.
  @discardableResult
  func record(_ e: ExprID, _ type: SType) -> SType {
    setExprType(e, type)
    return type
  }

  func recordReference(_ e: ExprID, _ reference: Reference) { setReference(e, reference) }

  /// The type an optional `t` wraps; otherwise `.error`, reported with `message` unless `t`
  /// holds an error already (`x?.y` and `x!` on a value that is not optional).
  private func unwrapped(_ t: SType, else message: (String) -> DiagnosticMessage, at token: TokenID) -> SType
  {
    if let wrapped = optionalWrapped(t) { return wrapped }
    if !resolved(t).containsError { report(message(display(resolved(t))), at: range(token)) }
    return .error
  }

  /// Reports a type mismatch at `e`, worded for where the value is used.
  func reportMismatch(_ e: ExprID, _ actual: SType, _ expected: SType, _ site: ConversionSite) {
    let actualType = displayForDiagnostic(actual)
    if actual.containsError || expected.containsError { return }
    let at = expressionLocation(e)
    if let wrapped = optionalWrapped(actual), match(wrapped, expected, allowConversion: true).succeeded,
      optionalWrapped(expected) == nil
    {
      report(.optionalMustBeUnwrapped(display(actual), display(expected)), at: at)
      return
    }
    let expectedType = display(resolved(expected))
    switch site {
    case .argument: report(.cannotConvertArgument(actualType, expectedType), at: at)
    case .specifiedType: report(.cannotConvertToSpecifiedType(actualType, expectedType), at: at)
    case .returnValue: report(.cannotConvertReturn(actualType, expectedType), at: at)
    case .assignment: report(.cannotAssignValue(actualType, expectedType), at: at)
    case .condition:
      if optionalWrapped(actual) != nil {
        report(.optionalUsedAsBoolean(actualType), at: at)
      } else if case .nominal(let ref, _) = actual,
        ref == known.int || ref == known.double || ref == known.cgFloat
      {
        report(.numberUsedAsBoolean(actualType), at: at)
      } else {
        report(.cannotConvertCondition(actualType), at: at)
      }
    case .element: report(.cannotConvertElement(actualType, expectedType), at: at)
    case .closureResult: report(.cannotConvertClosureResult(actualType, expectedType), at: at)
    case .none: report(.cannotConvertValue(actualType, expectedType), at: at)
    }
  }

  /// A type for a diagnostic: unbound literal variables show their default type (`Int` for
  /// `42`), as swiftc shows them.
  func displayForDiagnostic(_ type: SType) -> String {
    display(
      resolved(type).map { t in
        if case .variable(let v) = t, let kind = solver.literalKind(v) { return defaultType(kind) }
        return nil
      })
  }

  /// Infers the type of `e`; `expected` is a hint for literals, implicit members and closures.
  func infer(_ e: ExprID, expected: SType?, _ ctx: CheckContext) -> SType {
    if expected == nil, ctx.tabCall == e, let value = ctx.tabValue, let tab = swiftUITab {
      var tabContext = ctx
      tabContext.tabCall = nil
      tabContext.resultFirst = true
      return check(e, expected: .nominal(tab, [value, solver.fresh(), solver.fresh()]), tabContext)
    }
    let tree = self.tree(currentFile)
    switch tree[e].kind {
    case .integerLiteral:
      return record(e, solver.fresh(.integer))
    case .floatLiteral:
      return record(e, solver.fresh(.float))
    case .booleanLiteral:
      return record(e, .nominal(known.bool, []))
    case .nilLiteral:
      return record(e, solver.fresh(.nilLiteral))
    case .stringLiteral(let literal):
      for piece in literal.pieces {
        if case .interpolation(_, let arguments, _) = piece { checkInterpolation(arguments, ctx) }
      }
      return record(e, solver.fresh(.string))
    case .regexLiteral:
      return record(e, .error)
    case .arrayLiteral(_, let elements, _):
      return record(e, inferArrayLiteral(e, elements.map { $0.value }, expected: expected, ctx))
    case .dictionaryLiteral(_, let elements, _, _):
      return record(e, inferDictionaryLiteral(e, elements, expected: expected, ctx))
    case .tuple(_, let elements, _):
      if elements.count == 1, elements[0].label == nil {
        let t = check(elements[0].value, expected: expected, ctx)
        return record(e, t)
      }
      var expectedElements: [TupleElement]?
      if let expected, case .tuple(let ee) = shallowType(expected), ee.count == elements.count {
        expectedElements = ee
      }
      // An unlabelled element takes the context's label (`let p: (x: Int, y: Int) = (1, 2)`).
      let types = elements.enumerated().map { i, element in
        TupleElement(
          label: element.label.map(tree.text) ?? expectedElements?[i].label,
          type: check(element.value, expected: expectedElements?[i].type, ctx))
      }
      return record(e, .tuple(types))
    case .identifier:
      return record(e, inferName(e, expected: expected, ctx))
    case .member:
      return record(e, inferMember(e, expected: expected, ctx))
    case .call:
      return record(e, inferCall(e, expected: expected, ctx))
    case .subscriptCall:
      return record(e, inferSubscript(e, expected: expected, ctx))
    case .optionalChain(let base, let question):
      let t = check(base, expected: nil, ctx)
      return record(e, unwrapped(t, else: DiagnosticMessage.cannotUseOptionalChaining, at: question))
    case .forceUnwrap(let base, let exclamation):
      let t = check(base, expected: expected.map { optional($0) }, ctx)
      return record(e, unwrapped(t, else: DiagnosticMessage.cannotForceUnwrap, at: exclamation))
    case .postfixOperator(let base, let op):
      return record(
        e,
        inferUnaryOperator(
          e, operatorText: tree.text(op), operand: base, isPrefix: false, expected: expected, ctx))
    case .prefixOperator(let op, let operand):
      return record(
        e,
        inferUnaryOperator(
          e, operatorText: tree.text(op), operand: operand, isPrefix: true, expected: expected, ctx))
    case .inoutExpr(_, let operand):
      let t = check(operand, expected: expected, ctx)
      checkAssignable(operand, ctx, as: .inoutArgument)
      return record(e, t)
    case .infix(let lhs, let op, let rhs):
      return record(e, inferInfix(e, lhs: lhs, operatorToken: op, rhs: rhs, expected: expected, ctx))
    case .ternary(let condition, _, let then, _, let otherwise):
      check(condition, expected: .nominal(known.bool, []), site: .condition, ctx)
      // `flag ? nil : value` is an optional of the value's type when the context does not
      // say otherwise (an unbound generic parameter does not).
      var contextType: SType? = expected
      if let k = contextType, case .variable = shallowType(k) { contextType = nil }
      let thenIsNil = isNilLiteral(then)
      if thenIsNil != isNilLiteral(otherwise) {
        let value = thenIsNil ? otherwise : then
        let valueType = check(value, expected: contextType.flatMap { optionalWrapped($0) ?? $0 }, ctx)
        let result = contextType ?? optional(valueType)
        if case .exact = match(valueType, result, allowConversion: false) {
        } else if conversions[Int(value.index)] == nil, optionalWrapped(valueType) == nil {
          setConversion(value, .optionalPromotion(1))
        }
        check(thenIsNil ? then : otherwise, expected: result, ctx)
        return record(e, result)
      }
      let t = check(then, expected: expected, ctx)
      check(otherwise, expected: expected ?? t, ctx)
      return record(e, expected.map { resolved($0) } ?? t)
    case .isType(let expr, _, let type):
      check(expr, expected: nil, ctx)
      _ = resolveType(type, typeScope(ctx))
      return record(e, .nominal(known.bool, []))
    case .asType(let expr, _, let mark, let type):
      let target = resolveType(type, typeScope(ctx))
      if let mark {
        check(expr, expected: nil, ctx)
        return record(e, tree.text(mark) == "?" ? optional(target) : target)
      }
      // `text as NSString`: Foundation bridges a `String` to `NSString` (its value is the text).
      if case .nominal(let r, _) = resolved(target), declarations[r].isBuiltin,
        declarations[r].name == "NSString"
      {
        check(expr, expected: .nominal(known.string, []), ctx)
        return record(e, target)
      }
      check(expr, expected: target, ctx)
      return record(e, target)
    case .tryExpr(_, let mark, let operand):
      // `try? x` where `T?` is expected: `x` is a `T` (the `try?` makes the optional).
      var operandExpected = expected
      if let mark, tree.text(mark) == "?", let exp = expected, case .nominal(let r, let args) = resolved(exp),
        r == known.optional, args.count == 1
      {
        operandExpected = args[0]
      }
      let t = check(operand, expected: operandExpected, ctx)
      // `try?` flattens an optional result (SE-0230).
      if let mark, tree.text(mark) == "?" {
        if case .nominal(let r, _) = resolved(t), r == known.optional { return record(e, t) }
        return record(e, optional(t))
      }
      return record(e, t)
    case .awaitExpr(_, let operand):
      return record(e, check(operand, expected: expected, ctx))
    case .closure(let closure):
      return record(e, inferClosure(e, closure, expected: expected, ctx))
    case .keyPath(_, let root, let components):
      return record(e, inferKeyPath(e, root: root, components: components, expected: expected, ctx))
    case .ifExpr(let stmt), .switchExpr(let stmt):
      // Each branch's value has the expected type, or one type they all share.
      var branches = ctx
      branches.branchValue = expected ?? solver.fresh()
      branches.isViewBuilder = false
      checkStatement(stmt, branches)
      return record(e, branches.branchValue!)
    case .macroExpansion(let macro) where tree.text(macro.pound) == "#colorLiteral":
      // A colour literal: a `Color` where one is expected, else a `UIColor` (iOS's
      // `_ColorLiteralType`).
      let double = SType.nominal(known.double, [])
      for argument in macro.arguments { check(argument.value, expected: double, ctx) }
      if let expected, case .nominal(let r, _) = resolved(expected), declarations[r].name == "Color" {
        return record(e, expected)
      }
      return record(e, declarations.nominal(named: "UIColor").map { .nominal($0, []) } ?? .error)
    case .macroExpansion(let macro) where tree.text(macro.pound) == "#imageLiteral":
      // An image literal: the asset image it names, a `UIImage` (iOS's `_ImageLiteralType`).
      let string = SType.nominal(known.string, [])
      for argument in macro.arguments { check(argument.value, expected: string, ctx) }
      return record(e, declarations.nominal(named: "UIImage").map { .nominal($0, []) } ?? .error)
    case .macroExpansion(let macro):
      // `#selector(UIResponder.resignFirstResponder)` names an Objective-C method; Tactile does
      // not model method references, so the argument is not checked and the value is a Selector.
      if tree.text(macro.pound) == "#selector", let selector = declarations.nominal(named: "Selector") {
        return record(e, .nominal(selector, []))
      }
      for argument in macro.arguments { check(argument.value, expected: nil, ctx) }
      return record(e, .error)
    case .discard:
      return record(e, expected ?? .error)
    case .pattern:
      return record(e, expected ?? .error)
    case .type(let type):
      return record(e, .metatype(resolveType(type, typeScope(ctx))))
    case .postfixIfConfig(let base, let config):
      // The active clause's members apply to the base; inactive clauses are not checked.
      var t = check(base, expected: nil, ctx)
      for item in activeClause(config, file: currentFile) {
        postfixIfBase = resolved(t)
        t = check(item, expected: nil, ctx)
        postfixIfBase = nil
      }
      return record(e, t)
    case .missing, .unexpected:
      return record(e, .error)
    }
  }

  /// Whether `e` is `nil` (possibly parenthesised).
  func isNilLiteral(_ e: ExprID) -> Bool {
    switch tree(currentFile)[e].kind {
    case .nilLiteral: return true
    case .tuple(_, let elements, _) where elements.count == 1 && elements[0].label == nil:
      return isNilLiteral(elements[0].value)
    default: return false
    }
  }

  /// `\(value)`; with a second, labelled argument, the form `LocalizedStringKey`'s
  /// interpolation declares for the label: `\(date, style: .relative)` (a `Text.DateStyle`),
  /// `\(value, format: .number)` (a format style of the value), `\(x, specifier: "%.1f")`.
  private func checkInterpolation(_ arguments: [CallArgument], _ ctx: CheckContext) {
    let tree = self.tree(currentFile)
    guard arguments.count == 2, let labelToken = arguments[1].label else {
      for argument in arguments { check(argument.value, expected: nil, ctx) }
      return
    }
    let label = tree.text(labelToken)
    var expected: SType?
    switch label {
    case "style":
      if let date = declarations.nominal(named: "Date") {
        check(arguments[0].value, expected: .nominal(date, []), ctx)
      }
      if let text = declarations.nominal(named: "Text"),
        let style = declarations.nestedNominal("DateStyle", in: text)
      {
        expected = .nominal(style, [])
      }
    case "format":
      check(arguments[0].value, expected: nil, ctx)
      if let formatStyle = declarations.nominal(named: "FormatStyle") {
        expected = .opaque(constraint: formatStyle, underlying: nil)
      }
    default:
      check(arguments[0].value, expected: nil, ctx)
    }
    check(arguments[1].value, expected: expected, ctx)
    if label == "style" || label == "format" {
      reportInterpolationState(label, at: range(tree[arguments[1].value].span))
    }
  }

  /// The stand-in warning of the interpolation form labelled `label`, as for a call to it.
  private func reportInterpolationState(_ label: String, at place: SourceRange) {
    guard let key = declarations.nominal(named: "LocalizedStringKey"),
      let interpolation = declarations.nestedNominal("StringInterpolation", in: key)
    else { return }
    for m in lookupMembers("appendInterpolation", in: .nominal(interpolation, [])) {
      guard case .function(let f) = m.member, declarations[f].parameters.last?.label == label else {
        continue
      }
      reportSurfaceState(
        surfaceState(declarations[f].origin, owner: interpolation), "appendInterpolation(_:\(label):)",
        at: place)
    }
  }

  /// Whether `ref` is an option set or another `SetAlgebra` whose literal is itself
  /// (`AccessibilityTraits`: `on ? .isButton : []`).
  private func isSetAlgebra(_ ref: NominalRef) -> Bool {
    if conforms(.nominal(ref, []), to: known.optionSet) { return true }
    guard let algebra = declarations.nominal(named: "SetAlgebra") else { return false }
    return conforms(.nominal(ref, []), to: algebra)
  }

  /// `[a, b]`: an array of the expected element type, or of the elements' common type. Where an
  /// option set is expected the literal is that option set (`OptionSet` refines `SetAlgebra`,
  /// which is `ExpressibleByArrayLiteral` with `ArrayLiteralElement == Self`): `[.top, .leading]`.
  private func inferArrayLiteral(_ e: ExprID, _ elements: [ExprID], expected: SType?, _ ctx: CheckContext)
    -> SType
  {
    var elementType: SType?
    var collection = known.array  // or a `Set` where one is expected: `var picked: Set<Int> = []`
    if let expected {
      // Where an optional collection is expected (`controller.excludedActivityTypes = [.mail]`),
      // the literal is the wrapped collection, promoted.
      let target = optionalWrapped(resolved(expected)) ?? expected
      switch shallowType(target) {
      case .nominal(let ref, let args) where (ref == known.array || ref == known.set) && args.count == 1:
        elementType = args[0]
        collection = ref
      case .nominal(let ref, let args) where args.isEmpty && isSetAlgebra(ref):
        let optionSet = SType.nominal(ref, [])
        for item in elements { check(item, expected: optionSet, site: .element, ctx) }
        return optionSet
      case .nominal(let ref, let args)
      where args.count == 1 && declarations[ref].isBuiltin && declarations[ref].name == "SIMD2":
        // `[0.5, 1]` as a `SIMD2<Float>`: its scalars (the runtime reads the array as the vector).
        for item in elements { check(item, expected: args[0], site: .element, ctx) }
        return .nominal(ref, args)
      default:
        break
      }
    }
    if elements.isEmpty {
      if let elementType { return .nominal(collection, [elementType]) }
      if expected == nil {
        report(.emptyCollectionLiteral, at: range(tree(currentFile)[e].span))
        return .error
      }
      return .nominal(known.array, [solver.fresh()])
    }
    let element = elementType ?? solver.fresh()
    for item in elements { check(item, expected: element, site: .element, ctx) }
    return .nominal(collection, [element])
  }

  /// `[k: v]`.
  private func inferDictionaryLiteral(
    _ e: ExprID, _ elements: [DictionaryElement], expected: SType?, _ ctx: CheckContext
  ) -> SType {
    var key = solver.fresh()
    var value = solver.fresh()
    // An optional dictionary context types the literal as its wrapped dictionary
    // (`attributes: [NSAttributedString.Key: Any]?`).
    var target = expected.map { shallowType($0) }
    if let t = target, let wrapped = optionalWrapped(t) { target = shallowType(wrapped) }
    if let target, case .nominal(let ref, let args) = target, ref == known.dictionary,
      args.count == 2
    {
      key = args[0]
      value = args[1]
    } else if elements.isEmpty {
      report(.emptyCollectionLiteral, at: range(tree(currentFile)[e].span))
      return .error
    }
    for element in elements {
      check(element.key, expected: key, site: .element, ctx)
      check(element.value, expected: value, site: .element, ctx)
    }
    return .nominal(known.dictionary, [key, value])
  }
}

extension SemanticAnalyzer {
  /// Where swiftc points for a diagnostic about expression `e` (its `Expr::getLoc()`): the name
  /// of a member access, the callee's point for a call, the operator of an infix expression, the
  /// `?` of a ternary, and otherwise the start. The range runs to the end of the expression.
  func expressionLocation(_ e: ExprID) -> SourceRange {
    let tree = self.tree(currentFile)
    let whole = range(tree[e].span)
    func from(_ token: TokenID) -> SourceRange {
      SourceRange(start: range(token).start, end: max(whole.end, range(token).end))
    }
    switch tree[e].kind {
    case .member(_, _, let name?, _, _):
      return from(name)
    case .call(let callee, _, _, _, _):
      let inner = expressionLocation(callee)
      return SourceRange(start: inner.start, end: whole.end)
    case .infix(_, let op, _):
      return from(op)
    case .ternary(_, let question, _, _, _):
      return from(question)
    default:
      return whole
    }
  }
}
