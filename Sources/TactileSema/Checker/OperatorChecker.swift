import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// `lhs op rhs`: assignment, compound assignment, `??`, `&&`/`||`, comparisons with `nil`,
  /// and every other operator by overload resolution over the declared operator functions.
  func inferInfix(
    _ e: ExprID, lhs: ExprID, operatorToken: TokenID, rhs: ExprID, expected: SType?, _ ctx: CheckContext
  )
    -> SType
  {
    let op = text(operatorToken)
    switch op {
    case "=":
      if case .discard = tree(currentFile)[lhs].kind {
        record(lhs, .error)
        check(rhs, expected: nil, ctx)
        return .void
      }
      var target = check(lhs, expected: nil, ctx)
      checkAssignable(lhs, ctx)
      // `object?.count = 1`: the value is the property's, not the chain's optional.
      if assignsThroughChain(lhs), case .property(let v)? = references[Int(lhs.index)],
        let declared = declarations[v].type, optionalWrapped(declared) == nil,
        let wrapped = optionalWrapped(resolved(target))
      {
        target = wrapped
      }
      // A property declared in two attribute scopes with different types (an attributed
      // string's `font`: SwiftUI's `Font` or UIKit's `UIFont`) is the one the value fits, as
      // swiftc picks between the dynamic-member subscripts.
      let alternatives = alternativeProperties(lhs)
      if !alternatives.isEmpty {
        func fits(_ type: SType) -> Bool {
          speculate(keep: true) {
            check(rhs, expected: type, site: .assignment, ctx)
            return true
          }
        }
        if fits(target) { return .void }
        for (v, type) in alternatives where fits(type) {
          recordReference(lhs, .property(v))
          record(lhs, type)
          return .void
        }
      }
      check(rhs, expected: target, site: .assignment, ctx)
      return .void
    case "&&", "||":
      let bool = SType.nominal(known.bool, [])
      check(lhs, expected: bool, site: .condition, ctx)
      check(rhs, expected: bool, site: .condition, ctx)
      return bool
    case "??":
      let l = check(lhs, expected: expected.map { optional($0) }, ctx)
      guard let wrapped = optionalWrapped(l) else {
        if case .variable = shallowType(l) { return check(rhs, expected: expected, ctx) }
        check(rhs, expected: nil, ctx)
        return l
      }
      // `a ?? b` is `T` when `b` is a `T` (`.zero` and literals take `T` from `a`), and `T?`
      // when `b` is optional too.
      if speculate(
        keep: true,
        {
          check(rhs, expected: wrapped, ctx); return true
        })
      {
        return wrapped
      }
      if speculate(
        keep: true,
        {
          check(rhs, expected: l, ctx); return true
        })
      {
        return l
      }
      let r = check(rhs, expected: nil, ctx)
      if !resolved(r).containsError { reportMismatch(rhs, resolved(r), resolved(wrapped), .none) }
      return wrapped
    case "==", "!=":
      if case .nilLiteral = tree(currentFile)[rhs].kind {
        check(lhs, expected: nil, ctx)
        record(rhs, .error)
        return .nominal(known.bool, [])
      }
      if case .nilLiteral = tree(currentFile)[lhs].kind {
        check(rhs, expected: nil, ctx)
        record(lhs, .error)
        return .nominal(known.bool, [])
      }
      return resolveOperator(
        e, op: op, token: operatorToken, operands: [lhs, rhs], fixity: .infix, expected: expected, ctx)
    default:
      return resolveOperator(
        e, op: op, token: operatorToken, operands: [lhs, rhs], fixity: .infix, expected: expected, ctx)
    }
  }

  /// `-x`, `!flag`, `x...`.
  func inferUnaryOperator(
    _ e: ExprID, operatorText: String, operand: ExprID, isPrefix: Bool, expected: SType? = nil,
    _ ctx: CheckContext
  )
    -> SType
  {
    // Only a partial range takes its operand's type from the context (`case ..<0:` over a
    // Double); other unary operators are resolved from their operand, as before.
    // So does a sign before an implicit member (`.radians(-.pi)`, `let y: CGFloat = -.infinity`):
    // the member is looked up in the type the context gives.
    let signsImplicitMember = isPrefix && ["-", "+"].contains(operatorText) && needsContext(operand)
    let context = ["..<", "..."].contains(operatorText) || signsImplicitMember ? expected : nil
    guard case .prefixOperator(let token, _) = tree(currentFile)[e].kind else {
      if case .postfixOperator(_, let token) = tree(currentFile)[e].kind {
        return resolveOperator(
          e, op: operatorText, token: token, operands: [operand], fixity: .postfix, expected: context, ctx)
      }
      return .error
    }
    return resolveOperator(
      e, op: operatorText, token: token, operands: [operand], fixity: .prefix, expected: context, ctx)
  }

  /// Resolves an operator among its declared functions. Operands are checked once without
  /// context (implicit members, which need one, are checked per candidate instead), then each
  /// candidate is matched against their types.
  func resolveOperator(
    _ e: ExprID, op: String, token: TokenID, operands: [ExprID], fixity: Fixity, expected: SType?,
    _ ctx: CheckContext
  ) -> SType {
    let candidates = (declarations.operators[op] ?? []).filter {
      declarations[$0].parameters.count == operands.count && declarations[$0].fixity == fixity
    }
    // A numeric literal beside an implicit member (`2 * .pi`) takes its type from the same
    // context as the member, not from the literal default, so both wait for the candidate.
    let anyNeedsContext = operands.contains { needsContext($0) }
    let deferred = operands.map { needsContext($0) || (anyNeedsContext && isNumericLiteral($0)) }
    var types: [SType?] = []
    for (i, operand) in operands.enumerated() {
      types.append(deferred[i] ? nil : check(operand, expected: nil, ctx))
    }
    var best: (index: Int, score: Int)?
    // Where no candidate fits the operands' own types, the context decides the result first
    // and the operands convert to it (`let r: ClosedRange<Double> = -width...width` over
    // CGFloat `width`), as swiftc's solver tries the implicit CGFloat–Double conversion.
    var resultFirst = false
    for pass in 0..<2 {
      if pass == 1 {
        guard best == nil, let expected, case .nominal = shallowType(expected) else { break }
        resultFirst = true
      }
      for (i, f) in candidates.enumerated() {
        var score = 0
        let ok = speculate {
          guard
            let s = applyOperator(
              f, operands: operands, types: types, expected: expected, resultFirst: resultFirst, token: nil,
              ctx)
          else {
            return false
          }
          score = s
          return true
        }
        if ok, best.map({ score < $0.score }) ?? true { best = (i, score) }
      }
    }
    // With no context, a literal beside an implicit member tries its next default type, as
    // swiftc's solver does: `let x = 2 * .pi` is a Double because Int has no `pi`.
    if best == nil, expected == nil, zip(operands, deferred).contains(where: { $1 && isNumericLiteral($0) }) {
      return resolveOperator(
        e, op: op, token: token, operands: operands, fixity: fixity, expected: .nominal(known.double, []), ctx
      )
    }
    // Where an optional is expected (`.frame(maxWidth: .infinity / 2)`), the operator's result
    // is the wrapped type, promoted.
    if best == nil, anyNeedsContext, let expected, let wrapped = optionalWrapped(resolved(expected)) {
      return resolveOperator(
        e, op: op, token: token, operands: operands, fixity: fixity, expected: wrapped, ctx)
    }
    guard let best else {
      // Operands that waited for context are checked without it now, so that a failure
      // always leaves a diagnostic (`cannot infer contextual base…`) for speculation to see.
      var shown = types
      for (i, operand) in operands.enumerated() where shown[i] == nil {
        shown[i] = check(operand, expected: nil, ctx)
      }
      reportOperatorFailure(op, token: token, operands: operands, types: shown, ctx)
      return .error
    }
    let f = candidates[best.index]
    _ = applyOperator(
      f, operands: operands, types: types, expected: expected, resultFirst: resultFirst, token: token, ctx)
    setCall(e, CallResolution(callee: .function(f), arguments: operands.indices.map { .argument($0) }))
    recordReference(e, .function(f))
    let sig = lastOperatorResult ?? .error
    return sig
  }

  /// Matches one operator function against the operands; returns its score, or nil if it does
  /// not fit. Sets `lastOperatorResult`.
  /// `token` is set for the final application, which also checks that `inout` operands are
  /// mutable (a speculative attempt must not fail for that).
  private func applyOperator(
    _ f: FunctionRef, operands: [ExprID], types: [SType?], expected: SType?, resultFirst: Bool = false,
    token: TokenID?, _ ctx: CheckContext
  )
    -> Int?
  {
    let sig = instantiate(f, base: nil)
    if resultFirst, let expected, !match(sig.result, expected, allowConversion: false).succeeded {
      return nil
    }
    var score = declarations[f].owner.map { declarations[$0].kind == .protocolType ? 1 : 0 } ?? 0
    // Optional operands first: in `id == other?.id` they decide `Self` (`UUID?`), and the
    // other operand is promoted to it.
    // Operands that wait for context come last, after the others have fixed what they can.
    let order = operands.indices.sorted { a, b in
      if (types[a] == nil) != (types[b] == nil) { return types[b] == nil }
      let ao = types[a].map { optionalWrapped($0) != nil } ?? false
      let bo = types[b].map { optionalWrapped($0) != nil } ?? false
      return ao && !bo
    }
    for i in order {
      let operand = operands[i]
      let p = sig.parameters[i]
      var expectedType = p.type
      // An operand waiting for context whose type nothing fixed yet takes it from the expected
      // result (`r += 2 * .pi` makes `Self` a `Double` before `.pi` is looked up).
      if types[i] == nil, case .variable = shallowType(expectedType), let expected,
        !match(sig.result, expected).succeeded
      {
        return nil
      }
      if p.isAutoclosure, case .function(let ft) = shallowType(expectedType) { expectedType = ft.result }
      if let t = types[i] {
        switch match(t, expectedType, allowConversion: !p.isInout) {
        case .exact: break
        case .converted(let c):
          setConversion(operand, c)
          score += 2
        case .failure: return nil
        }
        if p.isInout, let token { checkAssignable(operand, ctx, as: .mutatingOperator(token)) }
      } else {
        let before = diagnostics.count
        check(operand, expected: expectedType, site: .argument, ctx)
        if diagnostics.count > before { return nil }
      }
    }
    if failedRequirement(sig.requirements) != nil { return nil }
    // A protocol extension's operator applies only to conforming types (`FloatingPoint./`
    // is not `Int`'s division).
    if let owner = declarations[f].owner, declarations[owner].kind == .protocolType,
      let selfType = sig.substitution[
        GenericParameterRef(context: declarations[owner].genericContext, index: 0)]
    {
      let t = resolveDependents(resolved(selfType))
      if case .variable = t {} else if !conforms(t, to: owner) { return nil }
    }
    if let expected, !match(sig.result, expected).succeeded { return nil }
    lastOperatorResult = sig.result
    return score
  }

  /// Whether an operand is an integer or floating-point literal.
  private func isNumericLiteral(_ e: ExprID) -> Bool {
    switch tree(currentFile)[e].kind {
    case .integerLiteral, .floatLiteral: return true
    default: return false
    }
  }

  /// Whether an operand needs its context to be checked (an implicit member or a call on one).
  private func needsContext(_ e: ExprID) -> Bool {
    switch tree(currentFile)[e].kind {
    case .member(nil, _, _, _, _): return true
    // `.white.opacity(0.7)`: a chain that starts with an implicit member.
    case .member(let base?, _, _, _, _): return needsContext(base)
    case .call(let callee, _, _, _, _): return needsContext(callee)
    // `-.pi`: a sign before an implicit member.
    case .prefixOperator(let op, let operand): return ["-", "+"].contains(text(op)) && needsContext(operand)
    case .infix(let lhs, let op, let rhs):
      // `2 * .pi` as an operand: arithmetic takes its type from where it is used.
      return !["=", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??"].contains(text(op))
        && (needsContext(lhs) || needsContext(rhs))
    case .tuple(_, let elements, _):
      return elements.count == 1 && elements[0].label == nil && needsContext(elements[0].value)
    case .arrayLiteral(_, let elements, _):
      // `mask == [.gesture, .subviews]`: an option set (or array) of implicit members.
      return !elements.isEmpty && elements.allSatisfy { needsContext($0.value) }
    default: return false
    }
  }

  private func reportOperatorFailure(
    _ op: String, token: TokenID, operands: [ExprID], types: [SType?], _ ctx: CheckContext
  ) {
    let shown = types.map { $0.map { resolved($0) } ?? .error }
    if shown.contains(where: { $0.containsError }) { return }
    if operands.count == 2 {
      report(
        .binaryOperatorOperands(op, displayForDiagnostic(shown[0]), displayForDiagnostic(shown[1])),
        at: range(token))
    } else {
      report(.unaryOperatorOperand(op, displayForDiagnostic(shown[0])), at: range(token))
    }
  }
}

extension SemanticAnalyzer {
  /// Whether an assignment's target goes through an optional chain (`a?.b = …`).
  func assignsThroughChain(_ lhs: ExprID) -> Bool {
    let tree = self.tree(currentFile)
    var e = lhs
    while true {
      switch tree[e].kind {
      case .member(let base?, _, _, _, _): e = base
      case .subscriptCall(let base, _, _, _, _): e = base
      case .optionalChain: return true
      default: return false
      }
    }
  }
}

extension SemanticAnalyzer {
  /// The other properties named as the member `lhs` refers to, on the same base, with their
  /// types, when their types differ from the one chosen.
  func alternativeProperties(_ lhs: ExprID) -> [(VariableRef, SType)] {
    guard case .member(let base?, _, let nameToken?, _, _) = tree(currentFile)[lhs].kind,
      case .property(let chosen)? = references[Int(lhs.index)],
      let baseType = exprTypes[Int(base.index)].map({ resolved($0) })
    else { return [] }
    let chosenType = variableType(chosen, in: baseType).map { resolved($0) }
    var found: [(VariableRef, SType)] = []
    for candidate in lookupMembers(text(nameToken), in: baseType) {
      guard case .variable(let v) = candidate.member, v != chosen, !declarations[v].isStatic,
        let type = variableType(v, in: baseType).map({ resolved($0) }), type != chosenType
      else { continue }
      found.append((v, type))
    }
    return found
  }
}
