import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// Declares the names of a binding pattern (`x`, `_`, `(a, b)`) with the parts of `type`.
  func bindPattern(_ p: PatternID, type: SType, isLet: Bool, _ ctx: CheckContext) {
    let tree = self.tree(currentFile)
    switch tree[p].kind {
    case .identifier(let name):
      setPatternLocal(p, declareLocal(text(name), type: type, isLet: isLet))
    case .wildcard, .missing:
      break
    case .tuple(_, let elements, _):
      let parts = tupleParts(resolved(type), count: elements.count)
      if parts == nil, !resolved(type).containsError {
        report(
          .tuplePatternMismatch(display(resolved(type)), elements.count), at: range(tree[p].span))
      }
      for (i, element) in elements.enumerated() {
        bindPattern(element.pattern, type: parts?[i] ?? .error, isLet: isLet, ctx)
      }
    case .binding(let keyword, let inner):
      bindPattern(inner, type: type, isLet: text(keyword) == "let", ctx)
    case .optional, .isType, .asType, .expr:
      matchPattern(p, subject: type, bindingAs: isLet, ctx)
    }
  }

  /// The element types of a tuple type with `count` elements.
  private func tupleParts(_ type: SType, count: Int) -> [SType]? {
    if case .tuple(let elements) = type, elements.count == count { return elements.map { $0.type } }
    if case .error = type { return nil }
    if case .variable = type {
      let parts = (0..<count).map { _ in solver.fresh() }
      _ = match(type, .tuple(parts.map { TupleElement(type: $0) }))
      return parts
    }
    return nil
  }

  /// Matches a `case`/`catch` pattern against a value of type `subject`, declaring what it
  /// binds. `bindingAs` is set inside `let`/`var`, where bare names bind (`let` if true).
  func matchPattern(_ p: PatternID, subject: SType, bindingAs: Bool? = nil, _ ctx: CheckContext) {
    let tree = self.tree(currentFile)
    switch tree[p].kind {
    case .identifier(let name):
      setPatternLocal(p, declareLocal(text(name), type: subject, isLet: bindingAs ?? true))
    case .wildcard, .missing:
      break
    case .tuple(_, let elements, _):
      let parts = tupleParts(resolved(subject), count: elements.count)
      for (i, element) in elements.enumerated() {
        matchPattern(element.pattern, subject: parts?[i] ?? .error, bindingAs: bindingAs, ctx)
      }
    case .binding(let keyword, let inner):
      matchPattern(inner, subject: subject, bindingAs: text(keyword) == "let", ctx)
    case .isType(_, let type):
      _ = resolveType(type, typeScope(ctx))
    case .asType(let inner, _, let type):
      matchPattern(inner, subject: resolveType(type, typeScope(ctx)), bindingAs: bindingAs, ctx)
    case .optional(let inner, _):
      matchPattern(inner, subject: optionalWrapped(subject) ?? .error, bindingAs: bindingAs, ctx)
    case .expr(let e):
      matchExpressionPattern(e, subject: subject, bindingAs: bindingAs, ctx)
    }
  }

  /// An expression pattern: an enum case with sub-patterns (`.drag(let value)`), a tuple of
  /// patterns, `x?`, or a value compared with `~=` (`1...5`, `"text"`, `.zero`).
  private func matchExpressionPattern(_ e: ExprID, subject: SType, bindingAs: Bool?, _ ctx: CheckContext) {
    let tree = self.tree(currentFile)
    let subject = resolved(subject)
    switch tree[e].kind {
    case .pattern(let inner):
      record(e, subject)
      matchPattern(inner, subject: subject, bindingAs: bindingAs, ctx)
      return
    case .discard:
      record(e, subject)
      return
    case .identifier(let name, _, _) where bindingAs != nil:
      let ref = declareLocal(text(name), type: subject, isLet: bindingAs!)
      recordReference(e, .local(ref))
      record(e, subject)
      return
    case .tuple(_, let elements, _) where elements.count != 1:
      let parts = tupleParts(subject, count: elements.count)
      for (i, element) in elements.enumerated() {
        matchExpressionPattern(element.value, subject: parts?[i] ?? .error, bindingAs: bindingAs, ctx)
      }
      record(e, subject)
      return
    case .tuple(_, let elements, _) where elements.count == 1:
      matchExpressionPattern(elements[0].value, subject: subject, bindingAs: bindingAs, ctx)
      record(e, subject)
      return
    case .asType(let value, _, nil, let t) where bindingAs != nil:
      // `case let y as Int`: the cast pattern `let (y as Int)`, binding `y` as an `Int`.
      let target = resolveType(t, typeScope(ctx))
      matchExpressionPattern(value, subject: target, bindingAs: bindingAs, ctx)
      record(e, subject)
      return
    case .optionalChain(let base, _):
      if let wrapped = optionalWrapped(subject) {
        matchExpressionPattern(base, subject: wrapped, bindingAs: bindingAs, ctx)
        record(e, subject)
        return
      }
    default:
      break
    }
    if let (caseRef, arguments, owner) = enumCasePattern(e, subject: subject, ctx) {
      record(e, subject)
      let symbol = declarations.enumCases[caseRef.index]
      var ownerType = subject
      if optionalWrapped(subject) != nil, owner != known.optional, let w = optionalWrapped(subject) {
        ownerType = w
      }
      let values = symbol.associatedValues.map {
        typeInContext($0.type, owner: symbol.owner, base: ownerType)
      }
      if let arguments {
        if arguments.count != values.count, !values.isEmpty || !arguments.isEmpty {
          report(.tuplePatternMismatch(caseDescription(values), arguments.count), at: range(tree[e].span))
        }
        for (i, argument) in arguments.enumerated() {
          let valueType: SType = i < values.count ? values[i] : .error
          matchExpressionPattern(argument.value, subject: valueType, bindingAs: bindingAs, ctx)
        }
      }
      return
    }
    // A value compared with `~=`.
    if case .infix(let lhs, let op, let rhs) = tree[e].kind, ["...", "..<"].contains(text(op)) {
      // `case 0...90:` is a range of the subject's type, matched with `~=`.
      if let range = declarations.nominal(named: text(op) == "..." ? "ClosedRange" : "Range") {
        check(e, expected: .nominal(range, [subject]), ctx)
        return
      }
      check(lhs, expected: subject, ctx)
      check(rhs, expected: subject, ctx)
      record(e, .error)
      return
    }
    // `case ..<0:`, `case ...90:`, `case 100...:`: a partial range of the subject's type.
    var partial: String?
    if case .prefixOperator(let op, _) = tree[e].kind {
      if text(op) == "..<" {
        partial = "PartialRangeUpTo"
      } else if text(op) == "..." {
        partial = "PartialRangeThrough"
      }
    } else if case .postfixOperator(_, let op) = tree[e].kind, text(op) == "..." {
      partial = "PartialRangeFrom"
    }
    if let partial, let range = declarations.nominal(named: partial) {
      check(e, expected: .nominal(range, [subject]), ctx)
      return
    }
    check(e, expected: subject, ctx)
  }

  /// A textual description of associated values for diagnostics: `(Int, CGSize)`.
  private func caseDescription(_ values: [SType]) -> String {
    "(" + values.map { display(resolved($0)) }.joined(separator: ", ") + ")"
  }

  /// The enum case an expression pattern names (`.left`, `Direction.left`, `.drag(…)`), with
  /// its argument list if it has one and the enum it was found in. Records the reference.
  private func enumCasePattern(_ e: ExprID, subject: SType, _ ctx: CheckContext) -> (
    EnumCaseRef, [CallArgument]?, NominalRef
  )? {
    let tree = self.tree(currentFile)
    var callee = e
    var arguments: [CallArgument]?
    if case .call(let c, _, let args, _, _) = tree[e].kind {
      callee = c
      arguments = args
    }
    guard case .member(let base, _, let nameToken?, _, _) = tree[callee].kind else { return nil }
    let name = text(nameToken)
    var candidates: [SType] = [subject]
    // `Failure.tooLong(let n)` in a `catch`: the case of the type the pattern names, matched
    // against any error (a cast, as Swift does).
    if let base, let named = typeNamed(by: base, ctx), named != subject { candidates.insert(named, at: 0) }
    if let wrapped = optionalWrapped(subject) { candidates.append(wrapped) }
    for type in candidates {
      guard case .nominal(let ref, _) = type else { continue }
      for member in declarations[ref].members[name] ?? [] {
        if case .enumCase(let c) = member {
          recordReference(callee, .enumCase(c))
          record(callee, type)
          return (c, arguments, ref)
        }
      }
    }
    return nil
  }
}
