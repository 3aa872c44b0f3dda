import TactileDiagnostics
import TactileParser

/// A body checked on demand (to learn a property's or an opaque result's type) whose effects a
/// speculative attempt may have to undo.
enum LazyCheck {
  case variable(VariableRef, previousType: SType?)
  case function(FunctionRef, previousResult: SType)
}

extension SemanticAnalyzer {
  /// Checks every declaration of the user's file: property initial values, accessor, function
  /// and initializer bodies, `#Preview` bodies, and what conformances require.
  func checkUserDeclarations() {
    currentFile = userFile
    indexUserDeclarations()
    // Types that later code depends on come first, in declaration order.
    for v in userVariables.values.flatMap({ $0 }).sorted(by: { $0.index < $1.index }) {
      if declarations[v].type == nil || isUnresolvedOpaque(declarations[v].type)
        || openingOmittedArguments(v, fresh: false) != nil
      {
        checkVariableBody(v)
      }
    }
    for f in userFunctions.values.sorted(by: { $0.index < $1.index })
    where isUnresolvedOpaque(declarations[f].result) {
      checkFunctionBody(f)
    }
    let global = CheckContext()
    pushScope()
    for item in activeItems(tree(userFile).items, file: userFile) {
      if case .decl(let d) = tree(userFile)[item].kind, isMemberLike(d) {
        checkDeclaration(d, owner: nil)
      } else {
        checkStatement(item, global)
      }
    }
    popScope()
    for d in localTypes { checkDeclaration(d, owner: nil) }
    checkOverrides()
  }

  /// Whether a declaration at the top level is a global declaration (rather than a statement of
  /// top-level code, which a local `let` would be in a script).
  private func isMemberLike(_ d: DeclID) -> Bool {
    switch tree(userFile)[d].kind {
    case .variable: return userVariables[Int(d.index)] != nil
    default: return true
    }
  }

  func isUnresolvedOpaque(_ type: SType?) -> Bool {
    if case .opaque(let c, nil)? = type, c != known.view { return true }
    return false
  }

  /// Maps the user's declaration nodes to their symbols.
  private func indexUserDeclarations() {
    for (i, n) in declarations.nominals.enumerated() where n.origin.file == userFile {
      if let d = n.origin.decl { userNominals[Int(d.index)] = NominalRef(i) }
    }
    for (i, f) in declarations.functions.enumerated() where f.origin.file == userFile {
      if let d = f.origin.decl { userFunctions[Int(d.index)] = FunctionRef(i) }
    }
    for (i, v) in declarations.variables.enumerated() where v.origin.file == userFile {
      if let d = v.origin.decl { userVariables[Int(d.index), default: []].append(VariableRef(i)) }
    }
  }

  /// The context of a member's body.
  func memberContext(owner: NominalRef?, isStatic: Bool) -> CheckContext {
    var ctx = CheckContext()
    if let owner {
      ctx.owner = owner
      ctx.selfType = declarations.declaredType(owner)
      ctx.genericContext = declarations[owner].genericContext
    }
    ctx.isStatic = isStatic
    return ctx
  }

  /// Checks one declaration that is a member of `owner` (or global).
  private func checkDeclaration(_ d: DeclID, owner: NominalRef?) {
    let tree = self.tree(userFile)
    switch tree[d].kind {
    case .typeDecl(let typeDecl):
      guard let ref = userNominals[Int(d.index)] else { return }
      for member in activeMembers(typeDecl.members.members, file: userFile) {
        checkDeclaration(member, owner: ref)
      }
      checkConformances(ref, nameToken: typeDecl.name)
    case .extensionDecl(let ext):
      let extended = resolveType(
        ext.extendedType, TypeScope(file: userFile, genericContext: nil, nominal: owner))
      guard case .nominal(let ref, _) = extended else { return }
      for member in activeMembers(ext.members.members, file: userFile) {
        checkDeclaration(member, owner: ref)
      }
    case .variable:
      for v in userVariables[Int(d.index)] ?? [] { checkVariableBody(v) }
    case .function, .initializer, .subscriptDecl:
      if let f = userFunctions[Int(d.index)] { checkFunctionBody(f) }
    case .macroExpansion(_, let expansion):
      checkMacro(expansion, decl: d)
    case .ifConfig(let config):
      for member in activeMembers(activeClause(config, file: userFile), file: userFile) {
        checkDeclaration(member, owner: owner)
      }
    default:
      break
    }
  }

  /// `#Preview { … }` and `#Preview("name") { … }`: the closure builds a view.
  private func checkMacro(_ expansion: MacroExpansion, decl: DeclID) {
    var ctx = CheckContext()
    // With `@Previewable` variables, the block is the body of the view the macro makes.
    if let view = previewViews[Int(decl.index)] {
      ctx = memberContext(owner: view, isStatic: false)
      for case .variable(let v) in declarations[view].members.values.flatMap({ $0 }) { checkVariableBody(v) }
    }
    let mark = solver.count
    // `#Preview("name", traits: .sizeThatFitsLayout, .landscapeLeft)`: the traits are
    // `PreviewTrait<Preview.ViewTraits>` values, a variadic parameter.
    var traitType: SType?
    for argument in expansion.arguments {
      if let label = argument.label, text(label) == "traits", text(expansion.pound).hasSuffix("Preview"),
        let trait = declarations.nominal(named: "PreviewTrait"),
        let preview = declarations.nominal(named: "Preview"),
        let traits = declarations[preview].members["ViewTraits"]?.first,
        case .nominal(let viewTraits) = traits
      {
        traitType = .nominal(trait, [.nominal(viewTraits, [])])
      }
      check(argument.value, expected: traitType, ctx)
    }
    for trailing in expansion.trailingClosures {
      pendingViewBuilderClosure = text(expansion.pound).hasSuffix("Preview")
      check(trailing.closure, expected: nil, ctx)
    }
    solver.defaultLiterals(from: mark, defaultType)
  }

  /// A type that says it conforms to `View` (or `Gesture`) must have a `body`.
  private func checkConformances(_ ref: NominalRef, nameToken: TokenID?) {
    guard let nameToken else { return }
    let symbol = declarations[ref]
    // Conforming to a stand-in protocol (`UIViewRepresentable`) says what the preview leaves out.
    for case .nominal(let p, _) in symbol.inherited where declarations[p].kind == .protocolType {
      reportSurfaceState(
        surfaceState(declarations[p].origin, owner: nil), declarations[p].name, at: range(nameToken))
    }
    for proto in [known.view, known.gesture, known.viewModifier] {
      let declared = symbol.inherited.contains {
        if case .nominal(let p, _) = $0 { return p == proto } else { return false }
      }
      guard declared else { continue }
      let hasBody = (symbol.members["body"] ?? []).contains {
        switch $0 {
        case .variable: proto != known.viewModifier
        case .function: proto == known.viewModifier
        default: false
        }
      }
      if !hasBody {
        report(.typeDoesNotConform(symbol.name, declarations[proto].name), at: range(nameToken))
      }
    }
    // A `PreferenceKey` may leave `defaultValue` out only when its `Value` is optional (SwiftUI's
    // extension for `ExpressibleByNilLiteral` values gives `nil`).
    if let preferenceKey = declarations.nominal(named: "PreferenceKey"),
      symbol.inherited.contains(where: {
        if case .nominal(let p, _) = $0 { p == preferenceKey } else { false }
      }),
      symbol.members["defaultValue"] == nil,
      let value = inferredAssociatedType("Value", of: declarations.declaredType(ref)),
      !value.containsError, optionalWrapped(value) == nil
    {
      report(.typeDoesNotConform(symbol.name, "PreferenceKey"), at: range(nameToken))
    }
  }
}
