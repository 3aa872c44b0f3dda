import TactileDiagnostics
import TactileLexer
import TactileParser

/// What the views around an expression are, as far as the rules care.
struct DoctorContext {
  /// The name of the vertical `ScrollView`, `List` or `Form` whose content this is.
  var scroll: TokenID?
  /// The `Button` whose label this is.
  var buttonLabel: TokenID?
}

/// One modifier call of a chain: `base.name(arguments) { trailing }`.
struct ModifierCall {
  var call: ExprID
  var name: TokenID
  var arguments: [CallArgument]
  var trailing: [TrailingClosure]
}

/// A chain of modifiers on a root expression, innermost first: `Text("a").padding().bold()` is
/// the root `Text("a")` with `padding`, then `bold`.
struct ModifierChain {
  var root: ExprID
  var modifiers: [ModifierCall]
}

/// Walks a syntax tree once and runs every rule where it applies.
struct DoctorWalker {
  let tree: SyntaxTree
  var found: [Diagnostic] = []
  /// Modifier calls already examined as part of a longer chain.
  var covered: Set<ExprID> = []
  /// Gesture expressions passed to `gesture`, `simultaneousGesture` or `highPriorityGesture`.
  var attachedGestures: Set<ExprID> = []
  /// The names of the file's `@State` properties.
  let stateNames: Set<String>

  init(tree: SyntaxTree) {
    self.tree = tree
    var names: Set<String> = []
    let tokens = tree.tokens
    var i = 0
    while i + 1 < tokens.count {
      if tokens[i].kind == .atSign, tree.text(TokenID(i + 1), is: "State") {
        var j = i + 2
        while j < min(i + 8, tokens.count - 1) {
          if tree.text(TokenID(j), is: "var") {
            if tokens[j + 1].kind == .identifier { names.insert(tree.text(TokenID(j + 1))) }
            break
          }
          j += 1
        }
      }
      i += 1
    }
    stateNames = names
  }

  mutating func visit(_ ref: SyntaxRef, _ context: DoctorContext) {
    guard case .expr(let id) = ref else {
      for child in tree.children(of: ref) { visit(child, context) }
      return
    }
    if case .call(let callee, _, let arguments, _, let trailing) = tree[id].kind {
      if case .member(.some, _, .some, _, _) = tree[callee].kind, !covered.contains(id) {
        examineChain(id, context)
      }
      if case .identifier(let nameToken, _, _) = tree[callee].kind {
        let name = tree.text(nameToken)
        if name == "LongPressGesture" { checkLongPressDistance(arguments, at: nameToken) }
        if name == "ScrollView" || name == "List" || name == "Form" {
          var inner = context
          if name != "ScrollView" || scrollsVertically(arguments) { inner.scroll = nameToken }
          for argument in arguments { visit(.expr(argument.value), context) }
          for closure in trailing { visit(.expr(closure.closure), inner) }
          return
        }
        if name == "Button" {
          let hasAction = arguments.contains { $0.label.map { tree.text($0, is: "action") } ?? false }
          var inLabel = context
          inLabel.buttonLabel = nameToken
          for argument in arguments {
            let isLabel = argument.label.map { tree.text($0, is: "label") } ?? false
            visit(.expr(argument.value), isLabel ? inLabel : context)
          }
          for (index, closure) in trailing.enumerated() {
            let isLabel =
              (closure.label.map { tree.text($0, is: "label") } ?? false) || (index == 0 && hasAction)
            visit(.expr(closure.closure), isLabel ? inLabel : context)
          }
          return
        }
      }
      if case .member(_, _, let name?, _, _) = tree[callee].kind, Self.presentations.contains(tree.text(name))
      {
        // Presented content is not inside the views around the presenting one.
        visit(.expr(callee), context)
        for argument in arguments { visit(.expr(argument.value), DoctorContext()) }
        for closure in trailing { visit(.expr(closure.closure), DoctorContext()) }
        return
      }
    }
    for child in tree.children(of: ref) { visit(child, context) }
  }

  /// Modifiers whose closures describe content shown elsewhere.
  static let presentations: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog",
    "contextMenu", "toolbar", "inspector",
  ]

  /// Whether `ScrollView(args)` scrolls vertically: no axes (the default), `.vertical`, or a
  /// literal set containing it; a variable axis counts as not known, so not vertical.
  func scrollsVertically(_ arguments: [CallArgument]) -> Bool {
    guard let first = arguments.first, first.label == nil else { return true }
    switch tree[first.value].kind {
    case .member(nil, _, let name?, _, _): return tree.text(name, is: "vertical")
    case .arrayLiteral(_, let elements, _):
      return elements.contains { element in
        if case .member(nil, _, let name?, _, _) = tree[element.value].kind {
          return tree.text(name, is: "vertical")
        }
        return false
      }
    default: return false
    }
  }

  // MARK: Chains

  func chain(_ id: ExprID) -> ModifierChain {
    var modifiers: [ModifierCall] = []
    var current = id
    while case .call(let callee, _, let arguments, _, let trailing) = tree[current].kind,
      case .member(let base?, _, let name?, _, _) = tree[callee].kind
    {
      modifiers.append(ModifierCall(call: current, name: name, arguments: arguments, trailing: trailing))
      current = base
    }
    return ModifierChain(root: current, modifiers: modifiers.reversed())
  }

  /// The name a chain's root is made with: `Text` for `Text("a")`, `red` for `Color.red`.
  func rootName(_ id: ExprID) -> String? {
    switch tree[id].kind {
    case .call(let callee, _, _, _, _): return rootName(callee)
    case .identifier(let name, _, _): return tree.text(name)
    case .member(_, _, let name?, _, _): return tree.text(name)
    default: return nil
    }
  }

  /// The gesture type a gesture expression starts from (`DragGesture` for
  /// `DragGesture().onChanged { … }`), and the root's call arguments.
  func gestureRoot(_ id: ExprID) -> (name: String, arguments: [CallArgument])? {
    let root = chain(id).root
    guard case .call(let callee, _, let arguments, _, _) = tree[root].kind,
      case .identifier(let name, _, _) = tree[callee].kind
    else { return nil }
    return (tree.text(name), arguments)
  }

  func argument(_ arguments: [CallArgument], _ label: StaticString) -> ExprID? {
    for argument in arguments {
      if let l = argument.label, tree.text(l, is: label) { return argument.value }
    }
    return nil
  }

  func number(_ id: ExprID) -> Double? {
    switch tree[id].kind {
    case .integerLiteral(let token): return Double(tree.text(token))
    case .floatLiteral(let token): return Double(tree.text(token))
    default: return nil
    }
  }

  /// A tap modifier's count: 1 by default, nil when not a literal.
  func tapCount(_ arguments: [CallArgument]) -> Int? {
    guard let count = argument(arguments, "count") else { return 1 }
    return number(count).map { Int($0) }
  }

  func range(_ token: TokenID) -> SourceRange { tree[token].range }

  func source(_ span: TokenSpan) -> String {
    let r = tree.range(of: span)
    return String(decoding: tree.source.bytes[r.start..<r.end], as: UTF8.self)
  }

  mutating func examineChain(_ id: ExprID, _ context: DoctorContext) {
    let chain = chain(id)
    for modifier in chain.modifiers { covered.insert(modifier.call) }
    let root = rootName(chain.root) ?? ""
    var drags: [ModifierCall] = []
    var singleTap: ModifierCall?
    var hasAccessibility = false
    var sawTap = false
    for modifier in chain.modifiers {
      let name = tree.text(modifier.name)
      if name.hasPrefix("accessibility") { hasAccessibility = true }
      if name == "gesture" || name == "simultaneousGesture" || name == "highPriorityGesture",
        let gesture = modifier.arguments.first?.value
      {
        attachedGestures.insert(gesture)
        if gestureRoot(gesture)?.name == "DragGesture" {
          if readsValue(gesture) { drags.append(modifier) }
          checkLocationFeedback(gesture, after: modifier, in: chain)
          if name != "simultaneousGesture", let scroll = context.scroll {
            reportDragInScroll(modifier, name, container: tree.text(scroll))
          }
        }
      }
      if name == "onLongPressGesture" {
        checkLongPressDistance(modifier.arguments, at: modifier.name)
        if let scroll = context.scroll, !sawTap {
          reportLongPressInScroll(modifier, container: tree.text(scroll))
        }
      }
      if name == "gesture" || name == "highPriorityGesture", let scroll = context.scroll, !sawTap,
        let gesture = modifier.arguments.first?.value, gestureRoot(gesture)?.name == "LongPressGesture"
      {
        reportLongPressInScroll(modifier, container: tree.text(scroll))
      }
      if name == "onTapGesture" { sawTap = true }
      if name == "onTapGesture", let count = tapCount(modifier.arguments) {
        if count == 1, singleTap == nil { singleTap = modifier }
        if count >= 2, singleTap != nil {
          found.append(
            DoctorRule.singleTapFirst.warning(
              "'onTapGesture(count: \(count))' is placed after a single 'onTapGesture' on the same view",
              at: range(modifier.name),
              consequence:
                "the single tap is recognised at the first tap and fails the double tap, which never fires; place 'onTapGesture(count: \(count))' first"
            ))
        }
        if count == 1, root == "Button" || root == "NavigationLink" {
          found.append(
            DoctorRule.tapOnButton.warning(
              "'onTapGesture' on a '\(root)' takes its tap", at: range(modifier.name),
              consequence:
                "the tap gesture wins over the \(root == "Button" ? "button's action, which never runs" : "link, which never navigates"); put the work in the action or use 'simultaneousGesture(TapGesture().onEnded { … })'"
            ))
        }
        if count == 1, context.buttonLabel != nil {
          found.append(
            DoctorRule.tapInButtonLabel.warning(
              "'onTapGesture' inside a button's label takes the button's tap", at: range(modifier.name),
              consequence:
                "a tap on this view runs the gesture and not the button's action; do the work in the action"))
        }
      }
    }
    if let tap = singleTap, context.buttonLabel == nil, !hasAccessibility,
      root == "Text" || root == "Image" || root == "Label", !onlyPrints(tap)
    {
      let end = tree.range(of: tree[tap.call].span).end
      found.append(
        DoctorRule.tapWithoutButtonTrait.warning(
          "'\(root)' with 'onTapGesture' acts as a button without the button trait", at: range(tap.name),
          consequence:
            "VoiceOver does not announce it as a button, so people who cannot see it do not know it can be activated; use 'Button' or add the trait",
          fixIts: [
            FixIt(
              message: "add '.accessibilityAddTraits(.isButton)'",
              edits: [
                FixIt.Edit(range: SourceRange(at: end), replacement: ".accessibilityAddTraits(.isButton)")
              ])
          ]))
    }
    if drags.count >= 2, drags.contains(where: { tree.text($0.name, is: "simultaneousGesture") }) {
      reportTwoDrags(at: drags[1].name)
    }
    if root.hasSuffix("Gesture") { examineGesture(id, chain, root: root) }
  }

  mutating func reportDragInScroll(_ modifier: ModifierCall, _ name: String, container: String) {
    found.append(
      DoctorRule.dragBlocksScroll.warning(
        "'DragGesture' attached with '\(name)' inside a vertical '\(container)'", at: range(modifier.name),
        consequence:
          "the drag has precedence over the \(container)'s scrolling, so a vertical swipe starting on this view drags instead of scrolling (on iOS 26 'simultaneousGesture' does too); in a List, swipe rows with 'swipeActions'"
      ))
  }

  /// G012: a long press in vertically scrolling content with no tap before it (quirk Q5).
  mutating func reportLongPressInScroll(_ modifier: ModifierCall, container: String) {
    let period = tree[TokenID(Int(modifier.name.index) - 1)]
    found.append(
      DoctorRule.longPressBlocksScroll.warning(
        "long press inside a vertical '\(container)' without a tap gesture before it",
        at: range(modifier.name),
        consequence:
          "a long press is active as soon as the finger lands, so a swipe starting on this view does not scroll the \(container); an 'onTapGesture {}' before it makes the long press wait",
        fixIts: [
          FixIt(
            message: "insert '.onTapGesture {}' before it",
            edits: [FixIt.Edit(range: SourceRange(at: period.textStart), replacement: ".onTapGesture {}")])
        ]))
  }

  mutating func reportTwoDrags(at token: TokenID) {
    found.append(
      DoctorRule.twoDrags.warning(
        "two 'DragGesture's are recognised simultaneously on the same view", at: range(token),
        consequence: "both follow the same finger, so every movement is handled twice; use one drag"))
  }

  mutating func checkLongPressDistance(_ arguments: [CallArgument], at token: TokenID) {
    guard let distance = argument(arguments, "maximumDistance"), let value = number(distance), value < 3
    else { return }
    if let duration = argument(arguments, "minimumDuration"), number(duration) == 0 { return }
    found.append(
      DoctorRule.tinyLongPressDistance.warning(
        "long press with a 'maximumDistance' of \(source(tree[distance].span)) points",
        at: tree.range(of: tree[distance].span),
        consequence:
          "a resting finger moves a few points, so the long press fails on a device before its duration elapses; keep the default of 10",
        fixIts: [
          FixIt(
            message: "use the default distance, 10",
            edits: [FixIt.Edit(range: tree.range(of: tree[distance].span), replacement: "10")])
        ]))
  }

  // MARK: Gesture values

  mutating func examineGesture(_ id: ExprID, _ chain: ModifierChain, root: String) {
    var onChanged: ModifierCall?
    var onEnded: ModifierCall?
    var hasUpdating = false
    for modifier in chain.modifiers {
      if tree.text(modifier.name, is: "onChanged"), onChanged == nil { onChanged = modifier }
      if tree.text(modifier.name, is: "onEnded") { onEnded = modifier }
      if tree.text(modifier.name, is: "updating") { hasUpdating = true }
      if tree.text(modifier.name, is: "simultaneously"), root == "DragGesture",
        let other = argument(modifier.arguments, "with"), gestureRoot(other)?.name == "DragGesture",
        readsValue(other), readsValue(modifiers: chain.modifiers.prefix { $0.call != modifier.call })
      {
        reportTwoDrags(at: modifier.name)
      }
      if tree.text(modifier.name, is: "exclusively"), root == "TapGesture",
        let other = argument(modifier.arguments, "before"), let second = gestureRoot(other),
        second.name == "TapGesture", let first = gestureRoot(chain.root),
        let firstCount = tapCount(first.arguments), let secondCount = tapCount(second.arguments),
        firstCount < secondCount
      {
        found.append(
          DoctorRule.unreachableExclusive.warning(
            "'TapGesture(count: \(secondCount))' can never be recognised after 'TapGesture(count: \(firstCount))' in 'exclusively(before:)'",
            at: tree.range(of: tree[other].span),
            consequence:
              "the first gesture succeeds after \(firstCount == 1 ? "one tap" : "\(firstCount) taps") and so fails the second; put the gesture with more taps first"
          ))
      }
    }
    guard let changed = onChanged, let closure = closure(of: changed) else { return }
    let attached = attachedGestures.contains(id)
    let parameter = parameterName(closure)
    let endedClosure = onEnded.flatMap { self.closure(of: $0) }
    for (lhs, name, rhs) in assignments(in: closure) where stateNames.contains(name) {
      if isTranslation(rhs, of: parameter), root == "DragGesture" {
        if onEnded == nil && !attached { continue }
        if let ended = onEnded, endedClosure == nil || mentions(ended, name) { continue }
        found.append(
          DoctorRule.driftingOffset.warning(
            "'\(name)' follows the drag's translation in 'onChanged' but 'onEnded' never resets it",
            at: range(lhs),
            consequence:
              "the next drag's translation starts from zero again, so the view jumps back when it begins; use '@GestureState' or add the translation to an offset kept in 'onEnded'"
          ))
      }
      if case .booleanLiteral = tree[rhs].kind, onEnded == nil, !hasUpdating, attached {
        found.append(
          DoctorRule.stuckFlag.warning(
            "'\(name)' is set in 'onChanged' and nothing sets it back when the gesture ends", at: range(lhs),
            consequence:
              "the flag keeps its value after the finger lifts or the gesture is cancelled; use '@GestureState', which resets itself"
          ))
      }
    }
  }

  /// Whether a gesture's `onChanged` or `updating` reads the gesture's value.
  func readsValue(_ gesture: ExprID) -> Bool { readsValue(modifiers: chain(gesture).modifiers[...]) }

  func readsValue(modifiers: ArraySlice<ModifierCall>) -> Bool {
    for modifier in modifiers
    where tree.text(modifier.name, is: "onChanged") || tree.text(modifier.name, is: "updating") {
      guard let closure = closure(of: modifier) else { return true }
      let parameter = parameterName(closure)
      if parameter == "_" { continue }
      let span = TokenSpan(
        first: Int(closure.open.index) + 1, end: Int(closure.close?.index ?? closure.open.index))
      if mentions(span, parameter) { return true }
    }
    return false
  }

  /// Whether a tap's action is empty or only prints (a tutorial's probe, not a control).
  func onlyPrints(_ modifier: ModifierCall) -> Bool {
    guard let closure = closure(of: modifier) else { return false }
    for statement in closure.body {
      guard case .expr(let e) = tree[statement].kind, case .call(let callee, _, _, _, _) = tree[e].kind,
        case .identifier(let name, _, _) = tree[callee].kind, tree.text(name, is: "print")
      else { return false }
    }
    return true
  }

  /// G011: a drag without a coordinate space whose location positions the very view it is
  /// attached to, with `position` outside the gesture.
  mutating func checkLocationFeedback(_ gesture: ExprID, after attach: ModifierCall, in chain: ModifierChain)
  {
    guard let root = gestureRoot(gesture), argument(root.arguments, "coordinateSpace") == nil else { return }
    var located: [String] = []
    for modifier in self.chain(gesture).modifiers where tree.text(modifier.name, is: "onChanged") {
      guard let closure = closure(of: modifier) else { continue }
      let parameter = parameterName(closure)
      for (_, name, rhs) in assignments(in: closure) {
        if case .member(let base?, _, let member?, _, _) = tree[rhs].kind, tree.text(member, is: "location"),
          case .identifier(let baseName, _, _) = tree[base].kind, tree.text(baseName) == parameter
        {
          located.append(name)
        }
      }
    }
    guard !located.isEmpty, let index = chain.modifiers.firstIndex(where: { $0.call == attach.call }) else {
      return
    }
    for modifier in chain.modifiers[(index + 1)...] where tree.text(modifier.name, is: "position") {
      guard let name = located.first(where: { mentions(modifier, $0) }) else { continue }
      found.append(
        DoctorRule.locationInMovingSpace.warning(
          "the drag's location, in the coordinates of the view it moves, positions that view through '\(name)'",
          at: range(attach.name),
          consequence:
            "the location is measured in the dragged view's own space, which moves with every change, so the view jumps and jitters; attach the gesture after 'position', or use 'DragGesture(coordinateSpace: .global)' or a named space"
        ))
      return
    }
  }

  func closure(of modifier: ModifierCall) -> Closure? {
    let value = modifier.trailing.first?.closure ?? modifier.arguments.first?.value
    guard let value, case .closure(let closure) = tree[value].kind else { return nil }
    return closure
  }

  /// Whether the closures and arguments of a modifier (not its base) name `name`.
  func mentions(_ modifier: ModifierCall, _ name: String) -> Bool {
    var values = modifier.arguments.map { $0.value }
    for closure in modifier.trailing { values.append(closure.closure) }
    for value in values where mentions(tree[value].span, name) { return true }
    return false
  }

  func mentions(_ span: TokenSpan, _ name: String) -> Bool {
    var i = Int(span.first)
    while i < Int(span.end) {
      let kind = tree.tokens[i].kind
      if kind == .identifier || kind == .dollarIdentifier, tree.text(TokenID(i)) == name { return true }
      i += 1
    }
    return false
  }

  func parameterName(_ closure: Closure) -> String {
    switch closure.signature?.parameters {
    case .shorthand(let parameters)?: return parameters.first.map { tree.text($0.firstName) } ?? "$0"
    case .parenthesized(_, let parameters, _)?:
      return parameters.first.map { tree.text($0.firstName) } ?? "$0"
    case nil: return "$0"
    }
  }

  func isTranslation(_ id: ExprID, of parameter: String) -> Bool {
    guard case .member(let base?, _, let name?, _, _) = tree[id].kind, tree.text(name, is: "translation"),
      case .identifier(let baseName, _, _) = tree[base].kind
    else { return false }
    return tree.text(baseName) == parameter
  }

  /// The assignments `name = value` and `self.name = value` in a closure's body, nested ones
  /// included.
  func assignments(in closure: Closure) -> [(TokenID, String, ExprID)] {
    var result: [(TokenID, String, ExprID)] = []
    var stack: [SyntaxRef] = closure.body.map { .stmt($0) }
    while let ref = stack.popLast() {
      if case .expr(let id) = ref, case .infix(let lhs, let op, let rhs) = tree[id].kind,
        tree[op].kind == .equal
      {
        var target: TokenID?
        switch tree[lhs].kind {
        case .identifier(let name, _, _): target = name
        case .member(let base?, _, let name?, _, _):
          if case .identifier(let b, _, _) = tree[base].kind, tree.text(b, is: "self") { target = name }
        default: break
        }
        if let target { result.append((target, tree.text(target), rhs)) }
      }
      stack.append(contentsOf: tree.children(of: ref))
    }
    return result.reversed()
  }
}
