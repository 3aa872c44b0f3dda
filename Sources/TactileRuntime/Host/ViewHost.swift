import TactileGestures
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
  public var canvas: Size
  public private(set) var layout: LayoutResult?
  let bridge: GestureBridge
  var resolver: ViewResolver!
  let layoutEngine = LayoutEngine()
  let rootView: RootView
  /// Set when state changed since the last render.
  public private(set) var isDirty = true
  /// The live views of the last render, for `--state`.
  var liveViews: [LiveView] = []

  public init(program: Program, root: RootView, canvas: Size = Size(width: 390, height: 844)) {
    interpreter = Interpreter(program: program, registry: .standard())
    bridge = GestureBridge(interpreter: interpreter)
    self.canvas = canvas
    self.rootView = root
    // The resolver tells the host that state changed; host and resolver live as long as each
    // other, so the cycle this closure makes is intended.
    resolver = ViewResolver(interpreter: interpreter, bridge: bridge) { self.isDirty = true }
  }

  /// How many bodies (of views and view modifiers) have been evaluated since the host started.
  public var bodyEvaluations: Int { resolver.bodyEvaluations }

  /// The root view's description.
  private func makeRoot() throws(RuntimeError) -> ViewValue {
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
  /// changed state, a bounded number of times).
  public func render() throws(RuntimeError) {
    for _ in 0..<16 {
      interpreter.resetBudget()
      isDirty = false
      let tree = try resolver.resolveRoot(try makeRoot())
      let result = layoutEngine.run(tree, canvas: canvas)
      if let error = resolver.pendingError {
        resolver.pendingError = nil
        throw error
      }
      layout = result
      liveViews = resolver.liveViews
      arena.setTree(responderTree(result))
      resolver.finishPass()
      for action in resolver.appeared { _ = try interpreter.call(action, [], at: 0) }
      for (action, old, new) in resolver.changed {
        let parameters = actionParameterCount(action)
        _ = try interpreter.call(action, parameters == 2 ? [old, new] : parameters == 1 ? [new] : [], at: 0)
      }
      if !isDirty { return }
    }
  }

  private func actionParameterCount(_ c: Closure) -> Int {
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

  private func advance(to time: EventTime, inclusive: Bool) throws(RuntimeError) {
    while true {
      guard let deadline = arena.nextDeadline else { break }
      if inclusive ? deadline > time : deadline >= time { break }
      interpreter.resetBudget()
      interpreter.now = deadline.milliseconds / 1000
      guard arena.fireNextDeadline(notAfter: deadline) else { break }
      try afterUpdate()
    }
    interpreter.now = time.milliseconds / 1000
    if inclusive { arena.advance(to: time) }
  }

  private func afterUpdate() throws(RuntimeError) {
    if let failure = bridge.failure {
      bridge.failure = nil
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
