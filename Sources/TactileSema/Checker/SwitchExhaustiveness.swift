import TactileParser

/// A `case` pattern reduced to what decides exhaustiveness: which values it matches, by shape.
///
/// `.shape(let n, true)` is `constructor("shape", [any, constructor("true", [])])`; a literal
/// number, a range or a compared expression is `other` (it covers no whole constructor).
indirect enum SpacePattern {
  /// `_`, `let x`, a bare name: matches everything.
  case any
  /// An enum case, `true`/`false`, `.some`/`nil` of an optional, or a tuple (`"()"`), with
  /// patterns for its fields.
  case constructor(String, [SpacePattern])
  /// A refutable pattern that matches part of a type with unboundedly many values.
  case other
}

/// Decides whether the case patterns of a `switch` cover every value of the subject, the way
/// Swift's space engine does for enums, `Bool`, optionals and tuples of them: a pattern matrix
/// is split constructor by constructor until every row is exhausted or a value is left over.
struct SwitchExhaustiveness {
  let analyzer: SemanticAnalyzer
  /// Bounds the work on pathological switches; beyond it the switch counts as exhaustive.
  private var budget = 20_000

  init(analyzer: SemanticAnalyzer) { self.analyzer = analyzer }

  /// Whether `rows` (each one pattern per column) cover every value of `types`.
  mutating func covers(_ rows: [[SpacePattern]], _ types: [SType]) -> Bool {
    budget -= 1
    if budget < 0 { return true }
    guard let first = types.first else { return !rows.isEmpty }
    let rest = Array(types.dropFirst())
    guard let constructors = constructors(of: first) else {
      // Unboundedly many values: only rows that match everything here can help.
      return covers(
        rows.filter { if case .any = $0[0] { return true } else { return false } }.map {
          Array($0.dropFirst())
        }, rest)
    }
    for (name, fields) in constructors {
      var specialized: [[SpacePattern]] = []
      for row in rows {
        switch row[0] {
        case .any:
          specialized.append(Array(repeating: .any, count: fields.count) + row.dropFirst())
        case .constructor(let n, let subpatterns) where n == name:
          var expanded = subpatterns
          if expanded.count != fields.count {
            // `.case(let whole)` for a case with several values binds them as one tuple.
            expanded =
              subpatterns.count == 1 && isAny(subpatterns[0])
              ? Array(repeating: .any, count: fields.count) : []
            if expanded.isEmpty { continue }
          }
          specialized.append(expanded + row.dropFirst())
        default:
          continue
        }
      }
      if !covers(specialized, fields + rest) { return false }
    }
    return true
  }

  private func isAny(_ p: SpacePattern) -> Bool {
    if case .any = p { return true }
    return false
  }

  /// The constructors of a type with their field types, or nil for a type with unboundedly
  /// many values.
  private func constructors(of type: SType) -> [(String, [SType])]? {
    let known = analyzer.known
    switch type {
    case .nominal(let ref, let args):
      if ref == known.bool { return [("true", []), ("false", [])] }
      if ref == known.optional, args.count == 1 { return [("some", [args[0]]), ("none", [])] }
      let symbol = analyzer.declarations[ref]
      guard symbol.kind == .enumType else { return nil }
      return symbol.cases.map { c in
        let decl = analyzer.declarations[c]
        return (
          decl.name,
          decl.associatedValues.map { analyzer.typeInContext($0.type, owner: decl.owner, base: type) }
        )
      }
    case .tuple(let elements):
      return [("()", elements.map { $0.type })]
    default:
      return nil
    }
  }
}

extension SemanticAnalyzer {
  /// The exhaustiveness shape of a case pattern.
  func spacePattern(_ p: PatternID, subject: SType) -> SpacePattern {
    let tree = self.tree(currentFile)
    switch tree[p].kind {
    case .identifier, .wildcard, .missing:
      return .any
    case .binding(_, let inner):
      return spacePattern(inner, subject: subject)
    case .tuple(_, let elements, _):
      let parts = tupleElementTypes(subject, count: elements.count)
      return .constructor("()", elements.enumerated().map { spacePattern($1.pattern, subject: parts[$0]) })
    case .optional(let inner, _):
      return .constructor("some", [spacePattern(inner, subject: optionalWrapped(subject) ?? .error)])
    case .isType, .asType:
      return .other
    case .expr(let e):
      return spacePattern(expression: e, subject: subject)
    }
  }

  private func spacePattern(expression e: ExprID, subject: SType) -> SpacePattern {
    let tree = self.tree(currentFile)
    switch tree[e].kind {
    case .discard, .identifier:
      return .any
    case .pattern(let p):
      return spacePattern(p, subject: subject)
    case .booleanLiteral(let token):
      return .constructor(tree.text(token), [])
    case .nilLiteral:
      return optionalWrapped(subject) != nil ? .constructor("none", []) : .other
    case .optionalChain(let base, _):
      return .constructor(
        "some", [spacePattern(expression: base, subject: optionalWrapped(subject) ?? .error)])
    case .tuple(_, let elements, _) where elements.count == 1 && elements[0].label == nil:
      return spacePattern(expression: elements[0].value, subject: subject)
    case .tuple(_, let elements, _):
      let parts = tupleElementTypes(subject, count: elements.count)
      return .constructor(
        "()", elements.enumerated().map { spacePattern(expression: $1.value, subject: parts[$0]) })
    case .member(_, _, let name?, _, _):
      return caseConstructor(tree.text(name), arguments: nil, subject: subject)
    case .call(let callee, _, let arguments, _, _):
      guard case .member(_, _, let name?, _, _) = tree[callee].kind else { return .other }
      return caseConstructor(tree.text(name), arguments: arguments.map { $0.value }, subject: subject)
    default:
      return .other
    }
  }

  /// `.name(arguments)` against the subject (looking through an optional for the enum); a
  /// bare `.name` (nil arguments) matches every associated value.
  private func caseConstructor(_ name: String, arguments: [ExprID]?, subject: SType) -> SpacePattern {
    if let wrapped = optionalWrapped(subject), name != "some", name != "none" {
      return .constructor("some", [caseConstructor(name, arguments: arguments, subject: wrapped)])
    }
    guard case .nominal(let ref, _) = subject else { return .other }
    if ref == known.optional, name == "some" || name == "none" {
      let wrapped = optionalWrapped(subject) ?? .error
      guard let arguments else { return .constructor(name, name == "some" ? [.any] : []) }
      return .constructor(name, arguments.map { spacePattern(expression: $0, subject: wrapped) })
    }
    for member in declarations[ref].members[name] ?? [] {
      guard case .enumCase(let c) = member else { continue }
      let values = declarations[c].associatedValues.map {
        typeInContext($0.type, owner: declarations[c].owner, base: subject)
      }
      guard let arguments else { return .constructor(name, Array(repeating: .any, count: values.count)) }
      return .constructor(
        name,
        arguments.enumerated().map {
          spacePattern(expression: $1, subject: $0 < values.count ? values[$0] : .error)
        })
    }
    return .other
  }

  private func tupleElementTypes(_ type: SType, count: Int) -> [SType] {
    if case .tuple(let elements) = resolved(type), elements.count == count { return elements.map { $0.type } }
    return Array(repeating: .error, count: count)
  }
}
