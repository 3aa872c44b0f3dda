import TactileAnimation
import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// Runs a program's root view on a canvas, in virtual time: evaluates it, lays it out, hands
/// the views and their gestures to the gesture engine, delivers pointer events, and
/// re-evaluates and lays out again whenever state changes — as SwiftUI would between frames.
///
/// Everything user code does happens inside `render()`, `deliver(_:)` and `advance(to:)`; each
/// throws the first runtime error user code met, with its source location.
public final class ViewHost {
  public let interpreter: Interpreter
  public let arena = GestureArena()
  public var canvas: CGSize
  public private(set) var layout: LayoutResult?
  let bridge: GestureBridge
  var resolver: ViewResolver!
  let layoutEngine = LayoutEngine()
  let rootView: RootView
  /// The root view's description, once made.
  private var rootValue: ViewValue?
  /// Set when state changed since the last render.
  public internal(set) var isDirty = true
  /// The animation the changes shown by the last render carry (from `withAnimation`, a
  /// transaction, or an `updating` body's transaction); nil when they happen at once.
  public private(set) var lastChangeAnimation: AnimationSpec?
  /// The views whose `animation(_:value:)` value changed in the last render, by view id, with
  /// their animation: changes inside them carry it instead of `lastChangeAnimation`.
  public private(set) var lastSubtreeAnimations: [UInt64: AnimationSpec?] = [:]
  /// Called after every render, once the new layout is in place (the frame drawer's hook).
  public var onRender: ((ViewHost) -> Void)?
  /// The live views of the last render, for `--state`.
  var liveViews: [LiveView] = []
  /// The index of each view of `layout` by identity, made when first needed.
  var placedIndex: [UInt64: Int]?
  /// The index of each view of `layout` by tag (-1 for nodes layout does not place), made when
  /// first needed.
  var placedByTag: [Int]?
  /// Whether a render may update the last layout in place when only geometry effects of the
  /// views evaluated again changed (on by default; tests turn it off to compare).
  public var updatesInPlace = true
  /// How many renders updated the last layout in place (tests read it).
  public private(set) var inPlaceUpdates = 0
  /// Whether the last layout can be updated in place (it has no `GeometryReader`, whose
  /// content depends on where it is).
  var layoutUpdatable = false
  /// The value each `onPreferenceChange` on screen last saw, by view identity.
  var lastPreferences: [UInt64: Value] = [:]

  /// The canvas hosts use unless told otherwise (docs/interfaces.md).
  public static let defaultCanvas = CGSize(width: 390, height: 844)

  public init(program: Program, root: RootView, canvas: CGSize = ViewHost.defaultCanvas) {
    interpreter = Interpreter(program: program, registry: BuiltinRegistry.forViews(canvas: canvas))
    bridge = GestureBridge(interpreter: interpreter)
    self.canvas = canvas
    self.rootView = root
    // The resolver tells the host that state changed; host and resolver live as long as each
    // other, so the cycle this closure makes is intended.
    resolver = ViewResolver(interpreter: interpreter, bridge: bridge) { self.isDirty = true }
    resolver.sizeOf = { [self] id in placedView(id).map { layout!.views[$0].size } }
    resolver.canvasWidth = canvas.width
    resolver.canvasHeight = canvas.height
    resolver.globalFrameOf = { [self] id in placedView(id).map { layout!.views[$0].globalFrame } }
    resolver.contentSizeOf = { [self] id in
      guard let i = placedView(id), let views = layout?.views, i + 1 < views.count, views[i + 1].parent == i
      else { return nil }
      return views[i + 1].size
    }
  }

  /// The index in the last layout of the view with identity `id`.
  func placedView(_ id: UInt64) -> Int? {
    if placedIndex == nil, let layout {
      var index: [UInt64: Int] = [:]
      for (i, view) in layout.views.enumerated() where index[view.id] == nil { index[view.id] = i }
      placedIndex = index
    }
    return placedIndex?[id]
  }

  /// How many bodies (of views and view modifiers) have been evaluated since the host started.
  public var bodyEvaluations: Int { resolver.bodyEvaluations }

  /// The root view's description, made once: as SwiftUI keeps the view value an app or a
  /// preview gives it, the root's properties (a `let timer = Timer.publish(…)`, a `UUID()`) keep
  /// the values they were initialized with from one render to the next.
  private func makeRoot() throws(RuntimeError) -> ViewValue {
    if let rootValue { return rootValue }
    let value = try makeRootValue()
    rootValue = value
    return value
  }

  private func makeRootValue() throws(RuntimeError) -> ViewValue {
    switch rootView {
    case .function(let f):
      let v = try interpreter.run(function: f)
      return v.asView(interpreter) ?? .empty
    case .type(let t):
      return .user(try interpreter.construct(t, [], at: interpreter.program.functions.first?.location ?? 0))
    }
  }

  /// Evaluates the root view and everything below it, lays it out and gives the engine the
  /// new responder tree; then runs `onAppear` and `onChange` actions (rendering again if they
  /// changed state, a bounded number of times). When the views evaluated again differ from
  /// their last bodies only in geometry effects, the last layout and responder tree are updated
  /// in place instead (`ViewResolver.updateInPlace`), with the same result.
  public func render() throws(RuntimeError) {
    lastChangeAnimation = interpreter.pendingAnimation
    interpreter.pendingAnimation = nil
    resolver.renderTransaction = lastChangeAnimation == nil ? nil : resolver.pendingTransaction
    resolver.pendingTransaction = nil
    resolver.subtreeAnimations = [:]
    var unsettledPreferences = 0
    for _ in 0..<16 {
      interpreter.resetBudget()
      isDirty = false
      let (top, topInfos) = try resolver.resolveTop(try makeRoot())
      let update =
        updatesInPlace && layoutUpdatable ? try resolver.updateInPlace(top: top, topInfos: topInfos) : nil
      if !updateInPlace(update) {
        let tree = try resolver.assembleTop(top, topInfos)
        let result = layoutEngine.run(tree, canvas: canvas)
        Self.evaluateShapes(result)
        if let error = resolver.pendingError {
          resolver.pendingError = nil
          throw error
        }
        layout = result
        placedIndex = nil
        placedByTag = nil
        layoutUpdatable =
          !result.views.contains {
            if case .geometryReader = $0.element { return true } else { return false }
          } && !resolver.passInfos.contains { $0.preference != nil }
        liveViews = resolver.liveViews
        arena.setTree(responderTree(result))
        resolver.finishPass()
        let acted = try applyPreferences(result)
        unsettledPreferences = acted && isDirty ? unsettledPreferences + 1 : 0
        if unsettledPreferences >= 15 {
          throw RuntimeError(
            "preferences never settle: an onPreferenceChange action or a preference-reading view "
              + "changed state after each of \(unsettledPreferences) layouts in a row (a preference value "
              + "that depends on the state its action sets?)", at: 0)
        }
      }
      for action in resolver.appeared { _ = try interpreter.call(action, [], at: 0) }
      for (action, old, new) in resolver.changed {
        let parameters = actionParameterCount(action)
        _ = try interpreter.call(action, parameters == 2 ? [old, new] : parameters == 1 ? [new] : [], at: 0)
      }
      if !isDirty { break }
    }
    lastSubtreeAnimations = resolver.subtreeAnimations
    onRender?(self)
  }

  /// Runs the program's shapes' `path(in:)` for the frames they were laid out in, so that an
  /// error there is this render's (drawing and hit testing then take the remembered outlines).
  static func evaluateShapes(_ layout: LayoutResult) {
    for view in layout.views {
      let bounds = CGRect(x: 0, y: 0, width: view.size.width, height: view.size.height)
      switch view.element {
      case .shape(let shape) where shape.shape.containsCustom:
        if case .strokeBorder(_, let stroke) = shape.paint {
          let inset = stroke.lineWidth / 2
          _ = shape.shape.resolved(in: bounds.insetBy(dx: inset, dy: inset))
        } else {
          _ = shape.shape.resolved(in: bounds)
        }
      case .modifier(.clipShape(let kind, _)) where kind.containsCustom,
        .modifier(.contentShape(let kind, _)) where kind.containsCustom:
        _ = kind.resolved(in: bounds)
      default:
        break
      }
    }
  }

  /// Applies an in-place update of the views to the last layout and responder tree: moves the
  /// geometry effects and rebuilds the responder nodes of the views evaluated again (their
  /// gestures are new descriptions). Returns false, changing nothing the next full pass does not
  /// replace, when there is no update or the layout cannot take it.
  private func updateInPlace(_ update: InPlaceUpdate?) -> Bool {
    guard let update, updatesInPlace, layoutUpdatable, layout?.canvas == canvas else { return false }
    if placedByTag == nil {
      var byTag = Array(repeating: -1, count: resolver.passInfos.count)
      for (i, view) in layout!.views.enumerated() where Int(view.tag) < byTag.count {
        byTag[Int(view.tag)] = i
      }
      placedByTag = byTag
    }
    let byTag = placedByTag!
    var moves: [(index: Int, modifier: Modifier)] = []
    for effect in update.effects {
      let i = Int(effect.tag) < byTag.count ? byTag[Int(effect.tag)] : -1
      guard i >= 0, layout!.views[i].parent >= 0, case .modifier(let m) = layout!.views[i].element,
        m.isGeometryEffect
      else { return false }
      moves.append((i, effect.modifier))
    }
    var changed: [Int] = []
    for tag in update.tags where Int(tag) < byTag.count && byTag[Int(tag)] >= 0 {
      changed.append(byTag[Int(tag)])
    }
    changed.sort()
    // Moved out of `layout` so that the views are changed without copying them.
    var result = layout!
    layout = nil
    for move in moves { _ = result.replaceGeometryEffect(at: move.index, with: move.modifier) }
    layout = result
    arena.updateTree { tree in
      for i in changed {
        let view = result.views[i]
        let parentEnabled = view.parent >= 0 ? tree.nodes[view.parent].isEnabled : true
        tree.replace(i, with: responderNode(view, parentEnabled: parentEnabled))
      }
    }
    inPlaceUpdates += 1
    return true
  }

  func actionParameterCount(_ c: Closure) -> Int {
    if case .function(let f) = c.code { return interpreter.program.functions[f].parameterCount }
    return 0
  }

  /// Delivers the pointer events of one moment: timers due before it fire first (each followed
  /// by a render if state changed), then the events, then a render if state changed.
  public func deliver(_ events: [PointerEvent]) throws(RuntimeError) {
    guard let time = events.first?.time else { return }
    try advance(to: time, inclusive: false)
    interpreter.resetBudget()
    do {
      try arena.handle(events)
    } catch {
      throw RuntimeError("invalid event: \(error)", at: 0)
    }
    try afterUpdate()
  }

  /// Moves the clock to `time`, firing the engine's timers due until then (inclusive) at their
  /// exact times, with renders between them.
  public func advance(to time: EventTime) throws(RuntimeError) {
    try advance(to: time, inclusive: true)
  }

  /// Fires the engine's timers and runs the work `DispatchQueue.main` was given, each at its
  /// due time and in time order (a timer before work due at the same moment; work in the order
  /// it was scheduled), with renders between them.
  private func advance(to time: EventTime, inclusive: Bool) throws(RuntimeError) {
    var runsAtOneMoment = 0
    var lastDue = EventTime(milliseconds: -.infinity)
    while true {
      var deadline = arena.nextDeadline
      if let d = deadline, inclusive ? d > time : d >= time { deadline = nil }
      var work = nextScheduledWork()
      if let w = work, inclusive ? w.due > time : w.due >= time { work = nil }
      if let w = work, deadline.map({ w.due < $0 }) ?? true {
        // Work that keeps scheduling work for the same moment would never let time pass.
        runsAtOneMoment = w.due == lastDue ? runsAtOneMoment + 1 : 0
        lastDue = w.due
        if runsAtOneMoment > Self.scheduledWorkLimit {
          throw RuntimeError(
            "work dispatched to the main queue keeps dispatching more at the same moment", at: 0)
        }
        interpreter.resetBudget()
        interpreter.now = w.due.milliseconds / 1000
        try interpreter.runScheduled(w.index)
        try afterUpdate()
        continue
      }
      guard let deadline else { break }
      interpreter.resetBudget()
      interpreter.now = deadline.milliseconds / 1000
      guard arena.fireNextDeadline(notAfter: deadline) else { break }
      try afterUpdate()
    }
    interpreter.now = time.milliseconds / 1000
    if inclusive { arena.advance(to: time) }
  }

  /// How many pieces of dispatched work may run at one moment before the host stops the run.
  static let scheduledWorkLimit = 10_000

  /// The scheduled work due first (the earliest scheduled among equals), with its due time on
  /// the events' clock (to the microsecond, so that `.now() + 1.5` at 0.05 s is due at 1550 ms).
  private func nextScheduledWork() -> (index: Int, due: EventTime)? {
    var best: (index: Int, due: EventTime)?
    for (i, item) in interpreter.scheduled.enumerated() {
      let due = EventTime(milliseconds: (item.due * 1_000_000).rounded() / 1000)
      if best.map({ due < $0.due }) ?? true { best = (i, due) }
    }
    return best
  }

  private func afterUpdate() throws(RuntimeError) {
    if let failure = bridge.failure {
      bridge.failure = nil
      throw failure
    }
    if let failure = interpreter.callbackFailure {
      interpreter.callbackFailure = nil
      throw failure
    }
    if isDirty { try render() }
  }

  /// `CounterView.totalNumberOfTaps = 3` for every `@State` and `@GestureState` of every live
  /// view, views in tree order, properties in declaration order.
  public func stateLines() -> [String] {
    var lines: [String] = []
    for view in liveViews {
      for (name, storage) in view.properties {
        lines.append("\(view.typeName).\(name) = \(interpreter.describe(interpreter.readWrapped(storage)))")
      }
    }
    return lines
  }
}

extension ViewHost {
  /// The views on screen that carry accessibility information (`accessibilityLabel`, …), in
  /// drawing order, with their frames in the canvas: what the Studio shows and VoiceOver
  /// would read. A chain of accessibility modifiers on one view is one element: each modifier
  /// is a node wrapping the next with the same frame, and their information is merged into
  /// the outermost (the first written keeps a label, value or hint; actions and traits add up).
  public func accessibilityElements() -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    var elementOfView: [Int: Int] = [:]
    for (index, view) in (layout?.views ?? []).enumerated() where Int(view.tag) < resolver.passInfos.count {
      let info = resolver.passInfos[Int(view.tag)].accessibility
      if info.isEmpty { continue }
      if view.parent >= 0, let outer = elementOfView[view.parent], elements[outer].frame == view.globalFrame {
        elements[outer].info.merge(inner: info)
        elementOfView[index] = outer
      } else {
        elementOfView[index] = elements.count
        elements.append(AccessibilityElement(id: view.id, frame: view.globalFrame, info: info))
      }
    }
    return elements
  }

  /// Performs accessibility action `name` (`default`, `escape`, or a custom name) of view `id`
  /// as an assistive technology would, then updates the views. Returns whether it had one.
  @discardableResult
  public func performAccessibilityAction(_ name: String, on id: UInt64) throws(RuntimeError) -> Bool {
    guard let info = accessibilityInfo(of: id), let handler = info.handlers.first(where: { $0.0 == name })
    else { return false }
    interpreter.resetBudget()
    _ = try interpreter.call(handler.1, [], at: 0)
    if isDirty { try render() }
    return true
  }

  /// Increments or decrements view `id` through its `accessibilityAdjustableAction`, then
  /// updates the views. Returns whether it is adjustable.
  @discardableResult
  public func accessibilityAdjust(_ id: UInt64, increment: Bool) throws(RuntimeError) -> Bool {
    guard let info = accessibilityInfo(of: id), let adjust = info.adjust else { return false }
    interpreter.resetBudget()
    let direction = "AccessibilityAdjustmentDirection." + (increment ? "increment" : "decrement")
    _ = try interpreter.call(adjust, [.symbol(direction)], at: 0)
    if isDirty { try render() }
    return true
  }

  private func accessibilityInfo(of id: UInt64) -> AccessibilityInfo? {
    accessibilityElements().first { $0.id == id }?.info
  }
}
