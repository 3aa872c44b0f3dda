import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// What a replay produced: the program's output, the state of the live views, the engine's
/// trace, and the runtime error that stopped it, if one did.
public struct ReplayOutcome {
  public var output: String = ""
  public var stateLines: [String] = []
  public var trace: [String] = []
  public var error: RuntimeError?
  /// The layout at the end of the run (what `tactile render` draws).
  public var layout: LayoutResult?
}

/// `tactile replay` as a function: runs `root` of `program` against an events script in
/// virtual time (docs/interfaces.md), for the CLI and for golden tests alike.
public enum Replay {
  /// `until`, in milliseconds, stops the run at that time: later events are not delivered
  /// (`tactile render --at`). `arbitration` chooses the iOS release whose rules relate a
  /// `simultaneousGesture` to its ancestors and to scroll views (`tactile replay --arbitration`).
  public static func run(
    _ program: Program, root: RootView, script: EventScript, canvas: CGSize = CGSize(width: 390, height: 844),
    trace: Bool = false, until: Double? = nil, arbitration: ArbitrationModel = .iOS26,
    onPrint: ((String) -> Void)? = nil, onTrace: ((String) -> Void)? = nil,
    onRender: ((ViewHost) -> Void)? = nil
  ) -> ReplayOutcome {
    var outcome = ReplayOutcome()
    let host = ViewHost(program: program, root: root, canvas: canvas)
    host.arena.arbitration = arbitration
    host.onRender = onRender
    host.interpreter.onPrint = onPrint
    var traceLines: [String] = []
    if trace {
      host.arena.tracer = GestureTracer { entry in
        let line = entry.description
        traceLines.append(line)
        onTrace?(line)
      }
    }
    do throws(RuntimeError) {
      try host.render()
      let end = until.map { EventTime(milliseconds: $0) } ?? script.endTime
      for step in script.steps {
        guard let first = step.first, first.event.time <= end else { break }
        try host.deliver(step.map { $0.event })
      }
      try host.advance(to: end)
    } catch {
      outcome.error = error
    }
    outcome.output = host.interpreter.output
    outcome.stateLines = host.stateLines()
    outcome.trace = traceLines
    outcome.layout = host.layout
    return outcome
  }
}
