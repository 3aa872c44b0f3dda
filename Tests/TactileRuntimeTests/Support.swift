import TactileParser
import TactileRuntime
import TactileSema
import TactileUIIR
import Testing

/// Compiles `source` (which must check without errors) and runs its global function `main()`,
/// returning what it printed, or the runtime error's message.
func run(_ source: String, function name: String = "main()") -> String {
  let sema = SemanticAnalyzer.analyze(source)
  if !sema.diagnostics.isEmpty {
    return "diagnostics: " + sema.diagnostics.map(\.message).joined(separator: "; ")
  }
  let (program, problems) = Lowerer.lower(sema)
  if !problems.isEmpty { return "lowering: " + problems.map(\.message).joined(separator: "; ") }
  let interpreter = Interpreter(program: program, registry: .standard())
  guard let index = program.functions.firstIndex(where: { $0.name == name }) else { return "no \(name)" }
  do {
    _ = try interpreter.run(function: index)
    return interpreter.output
  } catch {
    let (line, column) = program.position(of: error.location)
    return interpreter.output + "error \(line):\(column): \(error.message)"
  }
}
