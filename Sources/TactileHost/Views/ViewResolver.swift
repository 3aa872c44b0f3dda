import TactileAnimation
import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// What the runtime keeps about one node of the resolved tree (indexed by the node's tag).
struct NodeInfo {
  var label: String
  /// The engine attachments of the gesture modifiers on this node, innermost first.
  var attachments: [GestureAttachment] = []
  /// `accessibilityLabel` and friends, for the Studio.
  var accessibility = AccessibilityInfo()
  /// Whether the node is an `onAppear` modifier (whose identity is remembered between passes).
  var appears = false
  /// Whether the node keeps work alive while it is on screen (an `onReceive` subscription, a
  /// `task`), by its identity.
  var keepsWork = false
  /// The `onPencilDoubleTap` and `onPencilSqueeze` actions on this node (`PencilSimulation`).
  var pencilActions: [(input: PencilInput, action: Closure)] = []
  /// What this node tells the navigation stack or presentation around it (a title, toolbar
  /// items, a sheet's detents), collected when the tree is assembled.
  var screenPreference: ScreenPreference?
  /// What this node does with a program's `PreferenceKey` (`ViewResolver+Preferences.swift`).
  var preference: PreferenceRole?
  /// A navigation stack whose bar is built from its visible screen's preferences.
  var navigationHost: NavigationHost?
  /// A presentation (sheet, alert, …) shown over the whole canvas.
  var presentation: Presentation?
}

/// One user view with state, in tree order, for `replay --state`.
struct LiveView {
  var typeName: String
  var properties: [(name: String, storage: Value)]
}

/// Turns the root view's description into the layout's `ViewNode` tree: evaluates user views'
/// bodies where they are placed (with their state attached by identity), expands `ForEach`
/// and branches, maps builtin views and modifiers to layout content, and collects the gesture
/// modifiers and accessibility information of each node.
///
/// **Only what changed is evaluated again.** Each user view on screen has a `ViewRecord`: its
/// value, its resolved body (in which the user views it contains are placeholders), and the
/// state sources its body read. A write to a state source marks the views that read it dirty.
/// A pass re-resolves the root's description, then *assembles* the tree from the records,
/// top-down: a dirty view evaluates its body again; a view whose parent re-evaluated is
/// evaluated again only if its inputs (its non-state properties) changed; every other view
/// contributes its cached subtree. Identities, state and gesture attachments of views that
/// were not evaluated again are the same objects as before.
final class ViewResolver {
  let interpreter: Interpreter
  let bridge: GestureBridge
  /// Called when state a live view reads changes (the host re-renders).
  let invalidate: () -> Void
  /// Every user view on screen, by identity.
  var records: [UInt64: ViewRecord] = [:]
  /// The views that read each state source in their last evaluation.
  var readers: [ObjectIdentifier: Set<UInt64>] = [:]
  /// The number of the current pass; records assembled in it carry it.
  var generation = 0
  /// The view whose body is being resolved (nil at the top level).
  var current: ViewRecord?
  /// The infos of the nodes of the body being resolved (tags index it).
  var infos: [NodeInfo] = []

  // What a pass produces.
  /// The infos of the assembled tree (its tags index it).
  var passInfos: [NodeInfo] = []
  var liveViews: [LiveView] = []
  /// `onAppear` actions of views that appeared in this pass, in tree order.
  var appeared: [Closure] = []
  /// The identities of the `onAppear` nodes on screen in this pass and in the previous one.
  var seen: Set<UInt64> = []
  var previouslySeen: Set<UInt64> = []
  /// The subscriptions of the `onReceive` modifiers on screen, by identity, with what identifies
  /// their publisher (`ViewResolver+Time.swift`).
  var receivers: [UInt64: (signature: String, subscription: Subscription)] = [:]
  /// The tasks of the `task` modifiers on screen, by identity, with the id value they started for.
  var tasks: [UInt64: (id: Value, task: AsyncTask)] = [:]
  /// When each `TimelineView` on screen first appeared, and the time of its next update, by
  /// identity.
  var timelineStarts: [UInt64: Double] = [:]
  var timelineUpdates: [UInt64: Double] = [:]
  /// The phase animators on screen, by identity (`ViewResolver+Animators.swift`).
  var phaseAnimators: [UInt64: PhaseAnimatorState] = [:]
  var keyframeAnimators: [UInt64: KeyframeAnimatorState] = [:]
  /// The identities of the nodes that keep work alive, in this pass.
  var seenWork: Set<UInt64> = []
  /// The environment objects in effect where the view being resolved is, by type.
  var environmentObjects: [Int: Value] = [:]
  /// The control styles and switches in effect where the view being resolved is.
  var controls = ControlEnvironment()
  /// The last value of each `onChange(of:)`, by identity.
  var changeValues: [UInt64: Value] = [:]
  /// The preference values `overlayPreferenceValue` and `backgroundPreferenceValue` read, by
  /// the modifier's identity: the values the last layout reduced (the host keeps them).
  var preferenceValues: [UInt64: Value] = [:]
  /// The view whose body has each of those modifiers, by the modifier's identity (it is
  /// evaluated again when the value changes).
  var preferenceOwners: [UInt64: UInt64] = [:]
  /// The `animation(_:value:)` modifiers whose value changed in the passes since the host last
  /// took them, by node id, with their animation (nil: changes inside are not animated).
  var subtreeAnimations: [UInt64: AnimationSpec?] = [:]
  /// The transaction of the animated state changes since the last render, and of the changes
  /// the current render shows (what `transaction(_:)` closures are given).
  var pendingTransaction: Value?
  var renderTransaction: Value?
  /// `onChange` actions to run after this pass: the action, the old and the new value.
  var changed: [(Closure, Value, Value)] = []
  /// A runtime error met while layout called back into the program (`GeometryReader`).
  var pendingError: RuntimeError?
  /// How many bodies have been evaluated since the host started (tests read it).
  var bodyEvaluations = 0
  /// The size of a view in the last layout, by identity.
  var sizeOf: (UInt64) -> CGSize? = { _ in nil }
  /// The size of a view's first child in the last layout (a scroll view's content).
  var contentSizeOf: (UInt64) -> CGSize? = { _ in nil }
  /// The scroll position of every scroll view, by identity.
  var scrollPositions: [UInt64: ScrollPosition] = [:]
  /// The target of each `.scrollPosition($position)` the scroll view last moved to, by the
  /// scroll view's identity: a new target moves it, the same one leaves it where it is.
  var scrollPositionTargets: [UInt64: String] = [:]

  /// The tag of a placeholder node: the user view whose identity is the node's id goes there.
  static let placeholderTag = UInt32.max

  /// Set when something other than a state source changed what a pass would produce (a scroll
  /// position, an error in the middle of an update): the next pass assembles the whole tree.
  var fullPassNeeded = true
  /// The identity of the user view at the top of the last assembled pass (nil if the top was
  /// not a single user view).
  var lastTop: UInt64?
  /// Records assembled so far in the current pass (their `order`).
  var passOrder = 0
  /// The sliders being dragged, by identity: a slider's gesture outlives the body evaluations
  /// its own changes cause, so whether `onEditingChanged(true)` was sent is kept here.
  var editingSliders: Set<UInt64> = []
  /// The buttons with a custom `ButtonStyle` that a finger is pressing, by identity.
  var pressedButtons: Set<UInt64> = []
  /// Each `TabView`'s selected page and paging drag, by identity.
  var tabViewStates: [UInt64: TabViewState] = [:]
  /// The text field (or editor) with the focus, by identity, when no focus state says which.
  var focusedField: UInt64?
  /// The focus link of every text field on screen that has one, by identity: a field that
  /// takes the focus takes it from the others.
  var focusLinks: [UInt64: FocusLink] = [:]
  /// The row traits (`listRowBackground`, …) written inside the list row being resolved.
  var collectedRowTraits: RowTraits?
  /// Whether each `DisclosureGroup` without a binding is expanded, by identity.
  var expandedGroups: [UInt64: Bool] = [:]
  /// The width a paging `TabView` assumes before its first layout: the canvas's.
  var canvasWidth = 390.0
  /// The canvas's height: presentations cover it.
  var canvasHeight = 844.0
  /// The frame of a view in the canvas in the last layout, by identity.
  var globalFrameOf: (UInt64) -> CGRect? = { _ in nil }
  /// Each navigation stack's pushed screens and destinations, by identity.
  var navigationStates: [UInt64: NavigationStackState] = [:]
  /// The preferences met while assembling each open screen or presentation, innermost last.
  var preferenceCollectors: [[ScreenPreference]] = []
  /// The presentations met in this pass, in tree order, with the view that owns each.
  var passPresentations: [(Presentation, ViewRecord?)] = []
  /// What each presentation remembers between passes (its drag, whether it was shown), by
  /// identity.
  var presentationStates: [UInt64: PresentationState] = [:]
  /// The presentations shown by the last pass, by identity.
  var shownPresentations: Set<UInt64> = []
  /// The open context menus, by the identity of the view they belong to: where that view was.
  var openContextMenus: [UInt64: CGRect] = [:]
  /// The items of every context menu on screen, by the identity of its view.
  var contextMenuItems: [UInt64: [AlertButton]] = [:]
  /// The edit mode `EditButton` toggles and `\.editMode` binds, one for the canvas.
  var editModeCell: Cell?
  /// Each list's rows swiped open and its edit state, by identity.
  var listStates: [UInt64: ListState] = [:]
  /// How many user views the assembly is inside; a view whose body contains itself would
  /// nest without end (SwiftUI overflows its stack), so past `viewDepthLimit` it stops with a
  /// runtime error.
  private var viewDepth = 0
  /// Deep enough for any real hierarchy of user views, shallow enough for the browser's stack.
  static let viewDepthLimit = 64

  init(interpreter: Interpreter, bridge: GestureBridge, invalidate: @escaping () -> Void) {
    self.interpreter = interpreter
    self.bridge = bridge
    self.invalidate = invalidate
  }

  /// A node of the body being resolved, with a fresh tag and info.
  func node(_ identity: Identity, _ content: ViewContent, label: String) -> ViewNode {
    let tag = UInt32(infos.count)
    infos.append(NodeInfo(label: label))
    return ViewNode(id: identity.hash, tag: tag, content)
  }

  /// A shape filled with a colour: the tracks, knobs, pills and cards controls draw.
  func filled(_ shape: ShapeKind, _ color: ColorValue, _ identity: Identity, label: String) -> ViewNode {
    node(identity, .shape(ShapeView(shape, paint: .fill(.color(color), evenOdd: false))), label: label)
  }

  /// `view` in a frame taking all the space offered (`.frame(maxWidth: .infinity, maxHeight:
  /// .infinity)`): a screen, a page or a tab item filling its place. Labelled as `view` unless
  /// `label` says otherwise.
  func filling(_ view: ViewNode, _ identity: Identity, label: String? = nil) -> ViewNode {
    node(
      identity, .modified(view, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity))),
      label: label ?? self.label(of: view))
  }

  // MARK: Passes

  /// One pass: resolves the root's description and assembles the tree to lay out.
  func resolveRoot(_ root: ViewValue) throws(RuntimeError) -> ViewNode {
    let (top, topInfos) = try resolveTop(root)
    return try assembleTop(top, topInfos)
  }

  /// The first half of a pass: resolves the root's description (the user views in it are
  /// placeholders for their records).
  func resolveTop(_ root: ViewValue) throws(RuntimeError) -> (top: ViewNode, infos: [NodeInfo]) {
    appeared = []
    changed = []
    environmentObjects = [:]
    controls = ControlEnvironment()
    current = nil
    infos = []
    let saved = interpreter.stateReads
    interpreter.stateReads = nil
    defer { interpreter.stateReads = saved }
    let top = try resolve(root, .root)
    let topInfos = infos
    infos = []
    return (top, topInfos)
  }

  /// The second half of a full pass: assembles the tree to lay out from the top and the records,
  /// evaluating the views that must be.
  func assembleTop(_ top: ViewNode, _ topInfos: [NodeInfo]) throws(RuntimeError) -> ViewNode {
    generation += 1
    passInfos.removeAll(keepingCapacity: true)
    liveViews.removeAll(keepingCapacity: true)
    seen.removeAll(keepingCapacity: true)
    seenWork.removeAll(keepingCapacity: true)
    passOrder = 0
    fullPassNeeded = true
    lastTop = nil
    let saved = interpreter.stateReads
    interpreter.stateReads = nil
    defer { interpreter.stateReads = saved }
    preferenceCollectors = []
    passPresentations = []
    var tree = try assemble(top, topInfos, owner: nil)
    tree = try presentOverlays(tree)
    fullPassNeeded = false
    lastTop = top.tag == Self.placeholderTag ? top.id : nil
    return tree
  }

  /// Ends a pass once layout is done: views that were not assembled are gone, with their
  /// state and what they read.
  func finishPass() {
    var gone: [UInt64] = []
    for (id, record) in records where record.visited != generation { gone.append(id) }
    for id in gone {
      if let record = records.removeValue(forKey: id) { forgetReads(of: record) }
    }
    previouslySeen = seen
    endWorkNotSeen()
  }

  /// A write to state source `key`: the live views that read it are evaluated again.
  func sourceChanged(_ key: ObjectIdentifier) {
    guard let ids = readers[key] else { return }
    var any = false
    for id in ids {
      guard let record = records[id] else { continue }
      record.isDirty = true
      any = true
    }
    if any { invalidate() }
  }

  // MARK: Resolving descriptions

  /// Resolves `value` placed at `identity`.
  func resolve(_ value: ViewValue, _ identity: Identity) throws(RuntimeError) -> ViewNode {
    switch value {
    case .empty:
      return node(identity, .empty, label: "EmptyView")
    case .group(let views):
      var children: [ViewNode] = []
      for (i, v) in views.enumerated() {
        children.append(try resolve(v, identity.child(IdentityKind.child, UInt64(i))))
      }
      return node(identity, .group(children), label: "Group")
    case .branch(let index, let v):
      return try resolve(v, identity.child(IdentityKind.branch, UInt64(index)))
    case .forEach(let ids, let views):
      var children: [ViewNode] = []
      for (id, v) in zip(ids, views) {
        children.append(
          try resolve(
            v, identity.child(IdentityKind.element, text: interpreter.debugDescribe(id, nested: true))))
      }
      return node(identity, .group(children), label: "ForEach")
    case .user(let v):
      if let shape = shapes.custom(v) { return resolveUserShape(v, shape, identity) }
      return try resolveUser(v, identity)
    case .primitive(let key, let arguments, let children):
      return try resolvePrimitive(
        ViewCall(key: key, arguments: arguments, children: children, content: .empty, identity: identity))
    case .modifier(let content, let key, let arguments):
      return try resolveModifier(
        ViewCall(key: key, arguments: arguments, children: [], content: content, identity: identity))
    }
  }

  /// A user view: a placeholder for its record, which keeps its state by identity. The record
  /// is evaluated when the tree is assembled, if it is new, dirty, or given new inputs.
  func resolveUser(_ value: Value, _ parent: Identity, content: ViewValue? = nil) throws(RuntimeError)
    -> ViewNode
  {
    guard case .instance(var instance) = value else {
      return node(parent, .empty, label: "?")
    }
    let type = interpreter.program.types[instance.type]
    let identity = parent.child(IdentityKind.userView, UInt64(instance.type))
    if let record = records[identity.hash], record.type == instance.type,
      record.instance.fields.count == instance.fields.count
    {
      if !record.isDirty && content == nil && inputsEqual(record.instance, instance, type) {
        record.environmentObjects = environmentObjects
        record.controls = controls
        return ViewNode(id: identity.hash, tag: Self.placeholderTag, .empty)
      }
      for (i, p) in type.properties.enumerated() {
        if Self.keepsState(p.storage) {
          instance.fields[i] = record.instance.fields[i]
        } else if p.storage == .plain {
          instance.fields[i] = keepNestedState(instance.fields[i], from: record.instance.fields[i], depth: 0)
        }
      }
      record.instance = instance
      record.content = content
      record.environmentObjects = environmentObjects
      record.controls = controls
      record.isDirty = true
    } else {
      for (i, p) in type.properties.enumerated() {
        if Self.keepsState(p.storage) || p.storage == .observedObject { observe(instance.fields[i]) }
        if p.storage == .plain { observeNestedState(instance.fields[i], depth: 0) }
      }
      let record = ViewRecord(identity: identity, instance: instance, name: type.name)
      record.content = content
      record.environmentObjects = environmentObjects
      record.controls = controls
      records[identity.hash] = record
    }
    return ViewNode(id: identity.hash, tag: Self.placeholderTag, .empty)
  }

  /// Whether a view given `new` by its parent can keep the body it resolved with `old`: every
  /// property its parent sets is equal (closures and bindings never are).
  private func inputsEqual(_ old: Instance, _ new: Instance, _ type: TypeInfo) -> Bool {
    for (i, p) in type.properties.enumerated() {
      switch p.storage {
      case .state, .gestureState, .stateObject, .appStorage, .environment, .namespace, .focusState: continue
      default: if !Self.sameInput(old.fields[i], new.fields[i]) { return false }
      }
    }
    return true
  }

  /// `valuesEqual`, except that functions, bindings, views and gestures are never equal (as
  /// SwiftUI treats closures) and instances compare field by field under the same rule.
  static func sameInput(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.function, _), (.binding, _), (.view, _), (.gesture, _), (.gestureState, _): return false
    case (.instance(let x), .instance(let y)):
      return x.type == y.type && x.fields.count == y.fields.count
        && zip(x.fields, y.fields).allSatisfy { sameInput($0, $1) }
    case (.optional(let x?), .optional(let y?)): return sameInput(x, y)
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { sameInput($0, $1) }
    case (.tuple(let x, _), .tuple(let y, _)):
      return x.count == y.count && zip(x, y).allSatisfy { sameInput($0, $1) }
    case (.enumCase(let t1, let i1, let p1), .enumCase(let t2, let i2, let p2)):
      return t1 == t2 && i1 == i2 && p1.count == p2.count && zip(p1, p2).allSatisfy { sameInput($0, $1) }
    case (.record(let x), .record(let y)):
      return x.name == y.name && x.fields.count == y.fields.count
        && zip(x.fields, y.fields).allSatisfy { sameInput($0, $1) }
    default: return valuesEqual(a, b)
    }
  }

  /// A program's `DynamicProperty` stored in a view (a property wrapper holding `@State`): its
  /// state belongs to the view, kept by the view's identity and observed like its own.
  private func observeNestedState(_ value: Value, depth: Int) {
    guard depth < 8, case .instance(let instance) = value else { return }
    for (i, p) in interpreter.program.types[instance.type].properties.enumerated()
    where i < instance.fields.count {
      if Self.keepsState(p.storage) {
        observe(instance.fields[i])
      } else if p.storage == .plain {
        observeNestedState(instance.fields[i], depth: depth + 1)
      }
    }
  }

  /// `new` (a view's property as its parent made it again) with the state `old` kept inside it.
  private func keepNestedState(_ new: Value, from old: Value, depth: Int) -> Value {
    guard depth < 8, case .instance(var made) = new, case .instance(let kept) = old, made.type == kept.type,
      made.fields.count == kept.fields.count
    else { return new }
    var changed = false
    for (i, p) in interpreter.program.types[made.type].properties.enumerated() where i < made.fields.count {
      if Self.keepsState(p.storage) {
        made.fields[i] = kept.fields[i]
        changed = true
      } else if p.storage == .plain, case .instance = made.fields[i] {
        made.fields[i] = keepNestedState(made.fields[i], from: kept.fields[i], depth: depth + 1)
        changed = true
      }
    }
    return changed ? .instance(made) : new
  }

  static func keepsState(_ storage: TactileUIIR.PropertyStorage) -> Bool {
    switch storage {
    case .state, .gestureState, .stateObject, .appStorage, .focusState: return true
    default: return false
    }
  }

  /// Makes writes to a state source mark the views that read it dirty.
  private func observe(_ storage: Value) {
    switch storage {
    case .cell(let c):
      let key = ObjectIdentifier(c)
      c.onWrite = { [self] in
        if case .object(let o) = c.value { observeObject(o) }
        noteAnimation()
        sourceChanged(key)
      }
      if case .object(let o) = c.value { observeObject(o) }
    case .gestureState(let s):
      let key = ObjectIdentifier(s)
      s.onChange = { [self] _ in sourceChanged(key) }
    case .object(let o):
      observeObject(o)
    default:
      break
    }
  }

  private func observeObject(_ o: Object) {
    let key = ObjectIdentifier(o)
    o.onChange = { [self] in
      noteAnimation()
      sourceChanged(key)
    }
  }

  /// A state write inside `withAnimation` (or `withTransaction`) makes the next render's
  /// changes carry that animation.
  private func noteAnimation() {
    if let animation = AnimationSpec.of(transaction: interpreter.transaction) {
      interpreter.pendingAnimation = animation
      pendingTransaction = interpreter.transaction
    }
  }

  // MARK: Evaluating views

  /// Evaluates a view's body and resolves it, recording the state it reads.
  func evaluate(_ record: ViewRecord) throws(RuntimeError) {
    forgetReads(of: record)
    let type = interpreter.program.types[record.type]
    var instance = record.instance
    for (i, p) in type.properties.enumerated() {
      switch p.storage {
      case .environment(let key):
        instance.fields[i] = try environmentValue(key, at: p.location, in: record.controls)
      case .namespace:
        // Each view's `@Namespace` is its own: the view's identity and the property's place.
        instance.fields[i] = .int(
          Int64(bitPattern: record.identity.child(IdentityKind.namespace, UInt64(i)).hash))
      case .observedObject:
        if case .void = instance.fields[i] {
          instance.fields[i] =
            p.objectType.flatMap { record.environmentObjects[$0] } ?? record.environmentObjects.values.first
            ?? .void
          observe(instance.fields[i])
        }
      default:
        break
      }
    }
    let savedInfos = infos
    let savedReads = interpreter.stateReads
    let savedCurrent = current
    let savedEnvironment = environmentObjects
    let savedControls = controls
    infos = []
    interpreter.stateReads = []
    current = record
    environmentObjects = record.environmentObjects
    controls = record.controls
    defer {
      infos = savedInfos
      interpreter.stateReads = savedReads
      current = savedCurrent
      environmentObjects = savedEnvironment
      controls = savedControls
    }
    bodyEvaluations += 1
    var subtree = ViewNode(id: record.identity.child(IdentityKind.content, 0).hash, .empty)
    if let body = type.body {
      var selfValue = Value.instance(instance)
      var arguments: [Value] = record.content.map { [.view($0)] } ?? []
      let result = try interpreter.invoke(
        body, selfValue: &selfValue, arguments: &arguments, at: interpreter.program.functions[body].location)
      infos = []
      subtree = try resolve(
        result.asView(interpreter) ?? .empty, record.identity.child(IdentityKind.content, 0))
    } else if Self.isRepresentable(type) {
      infos = []
      subtree = representablePlaceholder(type, record.identity.child(IdentityKind.content, 0))
    } else {
      infos = []
      subtree = node(record.identity.child(IdentityKind.content, 0), .empty, label: type.name)
    }
    record.subtree = subtree
    record.infos = infos
    record.sources = interpreter.stateReads ?? []
    record.isDirty = false
    remember(record.sources, for: record.identity.hash)
  }

  /// Adds `id` to the readers of `sources`.
  func remember(_ sources: [ObjectIdentifier], for id: UInt64) {
    for key in sources { readers[key, default: []].insert(id) }
  }

  private func forgetReads(of record: ViewRecord) {
    for key in record.sources {
      readers[key]?.remove(record.identity.hash)
      if readers[key]?.isEmpty == true { readers[key] = nil }
    }
    record.sources = []
  }

  // MARK: Assembling the tree

  /// `node`'s subtree with placeholders replaced by their views' subtrees, and tags renumbered
  /// into the pass's infos.
  func assemble(_ node: ViewNode, _ local: [NodeInfo], owner: ViewRecord?) throws(RuntimeError) -> ViewNode {
    if node.tag == Self.placeholderTag {
      guard let record = records[node.id] else {
        return ViewNode(id: node.id, tag: newTag(NodeInfo(label: "?")), .empty)
      }
      return try assemble(record)
    }
    let info = local[Int(node.tag)]
    let tag = newTag(info)
    owner?.passTags[Int(node.tag)] = tag
    if info.appears { seen.insert(node.id) }
    if let preference = info.screenPreference, !preferenceCollectors.isEmpty {
      preferenceCollectors[preferenceCollectors.count - 1].append(preference)
    }
    if let presentation = info.presentation { passPresentations.append((presentation, owner)) }
    if let host = info.navigationHost {
      return try assembleNavigation(node, tag: tag, host: host, local, owner: owner)
    }
    if info.keepsWork { seenWork.insert(node.id) }
    var content = node.content
    switch content {
    case .vStack(let alignment, let spacing, let children):
      content = .vStack(
        alignment: alignment, spacing: spacing, children: try assemble(children, local, owner: owner))
    case .hStack(let alignment, let spacing, let children):
      content = .hStack(
        alignment: alignment, spacing: spacing, children: try assemble(children, local, owner: owner))
    case .zStack(let alignment, let children):
      content = .zStack(alignment: alignment, children: try assemble(children, local, owner: owner))
    case .group(let children):
      content = .group(try assemble(children, local, owner: owner))
    case .grid(let spec, let children):
      content = .grid(spec, children: try assemble(children, local, owner: owner))
    case .scrollView(let axes, let offset, let inner):
      content = .scrollView(
        axes: axes, contentOffset: scrollPositions[node.id]?.offset ?? offset,
        content: try assemble(inner, local, owner: owner))
    case .button(let label):
      content = .button(label: try assemble(label, local, owner: owner))
    case .modified(let inner, let modifier):
      let assembled = try assemble(inner, local, owner: owner)
      if case .group(let children) = assembled.content, Self.appliesToEach(info),
        case let views = Self.groupMembers(children), views.count > 1
      {
        // The modifier's node is now the group of copies: an update in place cannot move it.
        owner?.passTags[Int(node.tag)] = Self.placeholderTag
        return distribute(modifier, over: views, node.id, tag, info)
      }
      content = .modified(assembled, modifier)
    case .background(let inner, let layer, let alignment):
      content = .background(
        try assemble(inner, local, owner: owner), background: try assemble(layer, local, owner: owner),
        alignment: alignment)
    case .overlay(let inner, let layer, let alignment):
      content = .overlay(
        try assemble(inner, local, owner: owner), overlay: try assemble(layer, local, owner: owner),
        alignment: alignment)
    default:
      break
    }
    return ViewNode(id: node.id, tag: tag, content)
  }

  /// A modifier written on several views (a `Group`'s, a `ForEach`'s, a view of the program
  /// whose body is several views) applies to each of them, as SwiftUI documents for `Group`:
  /// one modified node per view, each with an identity of its own under the modifier's.
  private func distribute(
    _ modifier: Modifier, over views: [ViewNode], _ id: UInt64, _ tag: UInt32, _ info: NodeInfo
  ) -> ViewNode {
    var copies: [ViewNode] = []
    copies.reserveCapacity(views.count)
    for view in views {
      let copyID = Identity(hash: id).child(IdentityKind.modifier, view.id).hash
      copies.append(ViewNode(id: copyID, tag: newTag(info), .modified(view, modifier)))
    }
    return ViewNode(id: id, tag: tag, .group(copies))
  }

  /// The views a group stands for: nested groups spliced in, empty views left out (as a stack
  /// lays them out).
  static func groupMembers(_ nodes: [ViewNode]) -> [ViewNode] {
    var members: [ViewNode] = []
    for node in nodes {
      switch node.content {
      case .group(let inner): members.append(contentsOf: groupMembers(inner))
      case .empty: continue
      default: members.append(node)
      }
    }
    return members
  }

  /// Whether a modifier node's work can be repeated for each of several views: it carries
  /// nothing the runtime keeps once per node (gestures, preferences, presentations, work,
  /// appearance actions, accessibility).
  static func appliesToEach(_ info: NodeInfo) -> Bool {
    info.attachments.isEmpty && !info.appears && !info.keepsWork && info.pencilActions.isEmpty
      && info.screenPreference == nil && info.preference == nil && info.navigationHost == nil
      && info.presentation == nil && info.accessibility.label == nil && info.accessibility.traits.isEmpty
      && info.accessibility.actions.isEmpty
  }

  private func assemble(_ nodes: [ViewNode], _ local: [NodeInfo], owner: ViewRecord?) throws(RuntimeError)
    -> [ViewNode]
  {
    var result: [ViewNode] = []
    result.reserveCapacity(nodes.count)
    for n in nodes { result.append(try assemble(n, local, owner: owner)) }
    return result
  }

  /// A user view's subtree, evaluated again first if it must be.
  private func assemble(_ record: ViewRecord) throws(RuntimeError) -> ViewNode {
    viewDepth += 1
    defer { viewDepth -= 1 }
    if viewDepth > Self.viewDepthLimit {
      let body = interpreter.program.types[record.type].body.map {
        interpreter.program.functions[$0].location
      }
      throw RuntimeError(
        "views nested more than \(Self.viewDepthLimit) deep: does '\(record.name)' contain itself?",
        at: body ?? 0)
    }
    if record.isDirty { try evaluate(record) }
    record.visited = generation
    record.order = passOrder
    passOrder += 1
    record.passTags = Array(repeating: Self.placeholderTag, count: record.infos.count)
    let type = interpreter.program.types[record.type]
    var properties: [(name: String, storage: Value)] = []
    for (i, p) in type.properties.enumerated() {
      switch p.storage {
      case .state, .gestureState: properties.append((name: p.name, storage: record.instance.fields[i]))
      default: break
      }
    }
    liveViews.append(LiveView(typeName: record.name, properties: properties))
    return try assemble(record.subtree, record.infos, owner: record)
  }

  func newTag(_ info: NodeInfo) -> UInt32 {
    let tag = UInt32(passInfos.count)
    passInfos.append(info)
    return tag
  }

  /// Resolves and assembles a view outside a body (a `GeometryReader`'s content, which layout
  /// asks for), recording what it reads for the view that owns it.
  func resolveDetached(_ value: ViewValue, _ identity: Identity, owner: ViewRecord?) throws(RuntimeError)
    -> ViewNode
  {
    let savedInfos = infos
    let savedReads = interpreter.stateReads
    let savedCurrent = current
    infos = []
    interpreter.stateReads = owner == nil ? nil : []
    current = owner
    defer {
      infos = savedInfos
      interpreter.stateReads = savedReads
      current = savedCurrent
    }
    let local = try resolve(value, identity)
    let localInfos = infos
    if let owner, let reads = interpreter.stateReads {
      owner.sources.append(contentsOf: reads)
      remember(reads, for: owner.identity.hash)
    }
    interpreter.stateReads = savedReads
    return try assemble(local, localInfos, owner: nil)
  }

  /// The name of the environment value a key path names (`\\.accent`, `\\.colorScheme`).
  func environmentName(_ keyPath: Value) -> String? {
    guard case .keyPath(let steps) = keyPath, let step = steps.last else { return nil }
    switch step {
    case .builtin(let key):
      return key.split(separator: ".").last.map(String.init)
    case .getter(let f):
      let name = interpreter.program.functions[f].name
      return name.split(separator: ".").last.map(String.init)
    default:
      return nil
    }
  }

  /// The value `@Environment(\\.key)` reads: the environment value's binding.
  private func environmentValue(_ key: String, at location: Int, in controls: ControlEnvironment)
    throws(RuntimeError)
    -> Value
  {
    // What a presentation or a pushed screen gives the views inside it.
    switch key {
    case "dismiss": return PresentationValues.dismissAction(controls.dismiss)
    case "presentationMode": return PresentationValues.presentationMode(controls.dismiss)
    case "isPresented": return .bool(controls.isPresented || controls.dismiss != nil)
    case "editMode": return editModeBinding()
    default: break
    }
    // A value `.environment(\.key, value)` gave the views around this one.
    if let given = controls.environmentValues[key] { return given }
    guard let surfaceKey = SurfaceKey(name: "EnvironmentValues." + key),
      let native = interpreter.registryNative(surfaceKey)
    else {
      // A key the program declares (`extension EnvironmentValues { var accent: Color { … } }`):
      // its getter, on environment values that hold only the keys' defaults.
      let program = interpreter.program
      if let getter = program.functions.firstIndex(where: {
        $0.kind == .getter && $0.name == "EnvironmentValues." + key
      }) {
        var selfValue = Value.record(Record(name: "EnvironmentValues", labels: [], fields: []))
        var arguments: [Value] = []
        return try interpreter.invoke(getter, selfValue: &selfValue, arguments: &arguments, at: location)
      }
      throw RuntimeError("the environment value '\\.\(key)' is not available in Tactile yet", at: location)
    }
    var call = NativeCall(
      interpreter: interpreter, receiver: .void, arguments: [], key: surfaceKey.name, at: location)
    return try native(&call)
  }
}

/// One user view on screen: its value with its state, its resolved body, and what that body
/// read.
final class ViewRecord {
  let identity: Identity
  let type: Int
  let name: String
  /// The view's value, with its state storage attached.
  var instance: Instance
  /// The resolved body; the user views inside it are placeholders (`placeholderTag`).
  var subtree = ViewNode(.empty)
  /// The infos of `subtree`'s nodes, by tag.
  var infos: [NodeInfo] = []
  /// The state sources the body read in its last evaluation.
  var sources: [ObjectIdentifier] = []
  /// The environment objects in effect where the view is.
  var environmentObjects: [Int: Value] = [:]
  /// The control styles and switches in effect where the view is.
  var controls = ControlEnvironment()
  /// A `ViewModifier`'s content (its body's argument); nil for views.
  var content: ViewValue?
  /// The pass that last assembled the view.
  var visited = 0
  /// The view's position in that pass, in tree order.
  var order = 0
  /// The tag each node of `subtree` has in that pass (`placeholderTag` if it was not assembled).
  var passTags: [UInt32] = []
  /// Whether the body must be evaluated again.
  var isDirty = true

  init(identity: Identity, instance: Instance, name: String) {
    self.identity = identity
    self.type = instance.type
    self.instance = instance
    self.name = name
  }
}
