import TactileParser
import TactileRuntime
import TactileSema
import TactileUIIR
import Testing

/// Compiles `source` (which must check without errors) and runs its global function `main()`,
/// returning what it printed, or the runtime error's message. `configure` sets the interpreter
/// up before the run (the clock, the module name).
func run(
  _ source: String, function name: String = "main()", configure: (Interpreter) -> Void = { _ in }
) -> String {
  interpret(source, function: name, configure: configure).output
}

/// `run`, also returning the interpreter afterwards (nil when the program did not compile), to
/// inspect what the run left (scheduled work, the builtins' state).
func interpret(
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
