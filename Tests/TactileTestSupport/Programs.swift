import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileParser
import TactileSema
import TactileUIIR
import Testing

/// Compiles `source` (which must check without errors) and runs its global function `main()`,
/// returning what it printed, or the runtime error's message. `configure` sets the interpreter
/// up before the run (the clock, the module name).
public func run(
  _ source: String, function name: String = "main()", configure: (Interpreter) -> Void = { _ in }
) -> String {
  interpret(source, function: name, configure: configure).output
}

/// `run`, also returning the interpreter afterwards (nil when the program did not compile), to
/// inspect what the run left (scheduled work, the builtins' state).
public func interpret(
  _ source: String, function name: String = "main()", configure: (Interpreter) -> Void = { _ in }
) -> (output: String, interpreter: Interpreter?) {
  let sema = SemanticAnalyzer.analyze(source)
  if !sema.diagnostics.isEmpty {
    return ("diagnostics: " + sema.diagnostics.map(\.message).joined(separator: "; "), nil)
  }
  let (program, problems) = Lowerer.lower(sema)
  if !problems.isEmpty { return ("lowering: " + problems.map(\.message).joined(separator: "; "), nil) }
  let interpreter = Interpreter(program: program, registry: .standard())
  configure(interpreter)
  guard let index = program.functions.firstIndex(where: { $0.name == name }) else {
    return ("no \(name)", nil)
  }
  do {
    _ = try interpreter.run(function: index)
    return (interpreter.output, interpreter)
  } catch {
    let (line, column) = program.position(of: error.location)
    return (interpreter.output + "error \(line):\(column): \(error.message)", interpreter)
  }
}

/// `source`'s program and root view; `source` must check without diagnostics.
public func compileView(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (
  program: Program, root: RootView
) {
  let sema = SemanticAnalyzer.analyze(source)
  #expect(sema.diagnostics.isEmpty, "\(sema.diagnostics.map { $0.message })", sourceLocation: sourceLocation)
  let (program, _) = Lowerer.lower(sema)
  let root = try #require(program.root, sourceLocation: sourceLocation)
  return (program, root)
}

/// A host running `source`'s root view on a `canvas`-sized screen, already rendered; `source`
/// must check without diagnostics.
public func makeHost(
  _ source: String, canvas: CGSize = ViewHost.defaultCanvas, sourceLocation: SourceLocation = #_sourceLocation
) throws -> ViewHost {
  let (program, root) = try compileView(source, sourceLocation: sourceLocation)
  let host = ViewHost(program: program, root: root, canvas: canvas)
  try host.render()
  return host
}

/// A host running `source`'s root view, already rendered, for a source whose only diagnostics
/// are stand-in warnings; and those warnings' messages.
public func makeHostAllowingStandIns(_ source: String, sourceLocation: SourceLocation = #_sourceLocation)
  throws
  -> (host: ViewHost, warnings: [String])
{
  let sema = SemanticAnalyzer.analyze(source)
  #expect(
    sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map { $0.message })",
    sourceLocation: sourceLocation)
  let (program, _) = Lowerer.lower(sema)
  let host = ViewHost(
    program: program, root: try #require(program.root, sourceLocation: sourceLocation),
    canvas: ViewHost.defaultCanvas)
  try host.render()
  return (host, sema.diagnostics.map { $0.message })
}

/// `source`'s root view replayed against the events file `events`, under `arbitration`'s rules;
/// `source` must check without diagnostics.
public func replay(
  _ source: String, _ events: String, arbitration: ArbitrationModel = .iOS26,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> ReplayOutcome {
  let (program, root) = try compileView(source, sourceLocation: sourceLocation)
  return Replay.run(program, root: root, script: try EventScript(parsing: events), arbitration: arbitration)
}

/// Every text on the host's screen, in drawing order.
public func screenTexts(_ host: ViewHost) -> [String] {
  (host.layout?.views ?? []).compactMap { view in
    if case .text(let text, _) = view.element { return text.string }
    return nil
  }
}

/// The global centre of the first text reading `string` on the host's screen.
public func centre(ofText string: String, _ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation)
  throws -> CGPoint
{
  let view = try #require(
    host.layout?.views.first { v in
      if case .text(let t, _) = v.element { return t.string == string }
      return false
    }, "no text \(string)", sourceLocation: sourceLocation)
  return CGPoint(x: view.globalFrame.midX, y: view.globalFrame.midY)
}

/// One pointer event for pointer 1 at `(x, y)` at `ms` milliseconds.
public func pointer(_ phase: PointerEvent.Phase, _ x: Double, _ y: Double, at ms: Double, id: Int = 1)
  -> [PointerEvent]
{
  [PointerEvent(phase, pointer: PointerID(id), at: CGPoint(x: x, y: y), time: EventTime(milliseconds: ms))]
}

/// A tap at `point` (canvas coordinates): pointer 1 down at `ms` milliseconds, up 50 ms later.
public func tap(_ host: ViewHost, _ point: CGPoint, at ms: Double) throws {
  try host.deliver([PointerEvent(.down, at: point, time: EventTime(milliseconds: ms))])
  try host.deliver([PointerEvent(.up, at: point, time: EventTime(milliseconds: ms + 50))])
}
