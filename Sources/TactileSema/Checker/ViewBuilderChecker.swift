import TactileDiagnostics
import TactileParser

extension SemanticAnalyzer {
  /// Checks the statements of a view builder (`body`, a `@ViewBuilder` closure or function):
  /// every expression statement must be a view. A body with an explicit `return` is not built
  /// but checked as ordinary statements, as Swift does.
  func checkViewBuilderBody(_ items: [StmtID], _ ctx: CheckContext) {
    var builder = ctx
    if containsReturn(items) {
      builder.isViewBuilder = false
      if builder.resultType == nil { builder.resultType = .opaque(constraint: known.view, underlying: nil) }
    } else {
      builder.isViewBuilder = true
    }
    pushScope()
    checkStatements(items, builder)
    popScope()
  }

  /// An expression statement of a view builder: a view.
  func checkViewExpression(_ e: ExprID, _ ctx: CheckContext) {
    let mark = solver.count
    var elementContext = ctx
    let expected = keyframeElementType(e, ctx)
    elementContext.resultFirst = expected != nil
    elementContext.tabCall = ctx.tabValue != nil && expected == nil ? tabChainStart(e) : nil
    let checked = check(e, expected: expected, elementContext)
    solver.defaultLiterals(from: mark, defaultType)
    let type = resolved(checked)
    if type.containsError || type.containsVariable { return }
    if case .nominal = type, conforms(type, to: known.view) { return }
    // A toolbar's items (`ToolbarItem`, `ToolbarItemGroup`) in its content builder.
    if case .nominal = type, conforms(type, toProtocolNamed: "ToolbarContent") { return }
    // A tab view's tabs (`Tab`, `TabSection`) in its content builder.
    if conforms(type, toProtocolNamed: "TabContent") { return }
    // A keyframe animator's tracks and keyframes in their builders.
    if case .nominal = type, conforms(type, toProtocolNamed: "Keyframes") { return }
    if case .nominal = type, conforms(type, toProtocolNamed: "KeyframeTrackContent") { return }
    if case .opaque(let c, _) = type, c == known.view || protocolInherits(c, known.view) { return }
    if case .parameter = type, conforms(type, to: known.view) { return }
    if case .nominal(let ref, _) = type, declarations[ref].kind != .protocolType {
      report(.notAView(display(type)), at: range(tree(currentFile)[e].span))
    } else {
      report(.cannotConformToView(display(type)), at: range(tree(currentFile)[e].span))
    }
  }

  /// `KeyframeTrack<Value, _, _>` for a call of `KeyframeTrack` in a keyframes builder, whose
  /// key path's root is the builder's value; nil for anything else.
  /// A keyframe (`LinearKeyframe(…)`) in a keyframes or track builder: `LinearKeyframe<Value>`,
  /// the builder's value.
  private func keyframeElementType(_ e: ExprID, _ ctx: CheckContext) -> SType? {
    if let value = ctx.tabValue { return tabElementType(e, value) }
    guard ctx.keyframesRoot != nil || ctx.keyframeValue != nil else { return nil }
    let tree = self.tree(currentFile)
    guard case .call(let callee, _, _, _, _) = tree[e].kind,
      case .identifier(let name, _, _) = tree[callee].kind
    else { return nil }
    let typeName = tree.text(name)
    if typeName == "KeyframeTrack", let root = ctx.keyframesRoot,
      let track = declarations.nominal(named: "KeyframeTrack")
    {
      let value = solver.fresh()
      pendingKeyframeValue = value
      return .nominal(track, [root, value, solver.fresh()])
    }
    guard let value = ctx.keyframeValue,
      ["LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe"].contains(typeName),
      let keyframe = declarations.nominal(named: typeName)
    else { return nil }
    return .nominal(keyframe, [value])
  }

  /// `Tab<SelectionValue, _, _>` for a call of `Tab` (or `Tab.init`) in a tab view's content,
  /// whose tabs' values are the selection's type; nil for anything else.
  private func tabElementType(_ e: ExprID, _ value: SType) -> SType? {
    guard isTabCall(e), let tab = swiftUITab else { return nil }
    return .nominal(tab, [value, solver.fresh(), solver.fresh()])
  }

  /// SwiftUI's `Tab`, unless the program declares a type of that name (`enum Tab`), which
  /// shadows it.
  var swiftUITab: NominalRef? {
    guard let tab = declarations.nominal(named: "Tab"), declarations[tab].isBuiltin else { return nil }
    return tab
  }

  /// Whether `e` calls `Tab`'s initializer (`Tab(…)`, `Tab.init(…)`).
  private func isTabCall(_ e: ExprID) -> Bool {
    let tree = self.tree(currentFile)
    guard case .call(var callee, _, _, _, _) = tree[e].kind else { return false }
    if case .member(let base?, _, let name?, _, _) = tree[callee].kind, tree.text(name) == "init" {
      callee = base
    }
    guard case .identifier(let name, _, _) = tree[callee].kind else { return false }
    return tree.text(name) == "Tab"
  }

  /// The `Tab` call a modifier chain (`Tab(value: .home) { … }.badge(2)`) starts with; nil when
  /// the chain starts with anything else.
  private func tabChainStart(_ e: ExprID) -> ExprID? {
    let tree = self.tree(currentFile)
    var call = e
    while case .call(let callee, _, _, _, _) = tree[call].kind,
      case .member(let base?, _, let name?, _, _) = tree[callee].kind, tree.text(name) != "init",
      case .call = tree[base].kind
    {
      call = base
    }
    return call != e && isTabCall(call) ? call : nil
  }

  /// Whether statements contain a `return` (with or without value), outside nested closures
  /// and functions.
  func containsReturn(_ body: [StmtID]) -> Bool {
    tree(currentFile).containsReturn(body) {
      switch $0 {
      case .function, .variable, .typeDecl, .initializer: true
      default: false
      }
    }
  }
}
