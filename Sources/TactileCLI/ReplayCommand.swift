import ArgumentParser
import Foundation
import TactileDiagnostics
import TactileDoctor
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLSP
import TactileLayout
import TactileParser
import TactileSema
import TactileUIIR

/// `tactile replay FILE.swift --events FILE.events [--size WxH] [--view NAME] [--state]
/// [--trace] [--arbitration ios26|ios18|ios17]`: runs the root view headlessly in virtual time (docs/interfaces.md).
///
/// Standard output is what the program prints; `--state` appends the state of every live view;
/// `--trace` writes the engine's decisions to standard error. Exit 0; 1 compile errors; 2 usage
/// or events-file errors; 3 a runtime error in user code.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Run a view headlessly against an events file, in virtual time.")

  @OptionGroup var options: ViewOptions

  @Flag(help: "Print the @State and @GestureState of every live view after the program's output.")
  var state = false

  @Flag(help: "Write the gesture engine's decisions to standard error.")
  var trace = false

  @Option(
    help: """
      The iOS release whose gesture arbitration to follow: ios26 (the default), ios18 or ios17 \
      (a simultaneousGesture and scroll views, docs/rules/R12-scroll-view-and-button.md).
      """)
  var arbitration: String?

  @Option(
    help: """
      text (the default) or json: one object on standard output with the printed text, the state, \
      the trace (with --trace) and the diagnostics (docs/interfaces.md).
      """)
  var format: OutputFormat = .text

  func run() throws {
    guard let file = options.file, options.events != nil else {
      CommandSupport.fail(
        "missing \(options.file == nil ? "file" : "--events")\nUsage: tactile replay FILE.swift --events FILE.events",
        code: 2)
    }
    let model = CommandSupport.arbitration(arbitration)
    if format == .json { return try runJSON(file, model: model) }
    let prepared = try options.prepare(file)
    let outcome = Self.replay(
      prepared, arbitration: model, trace: trace,
      onPrint: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      onTrace: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
    try CommandSupport.exitOnRuntimeError(outcome.error, in: prepared.program, file: file)
    if state {
      FileHandle.standardOutput.write(Data(Self.stateText(outcome).utf8))
    }
  }

  /// The run that `replay` makes, shared with `tactile test`: the prepared view against its
  /// events, on its canvas, under `arbitration`.
  static func replay(
    _ view: PreparedView, arbitration: ArbitrationModel, trace: Bool = false,
    onPrint: ((String) -> Void)? = nil, onTrace: ((String) -> Void)? = nil
  ) -> ReplayOutcome {
    Replay.run(
      view.program, root: view.root, script: view.script, canvas: view.canvas, trace: trace,
      arbitration: arbitration, onPrint: onPrint, onTrace: onTrace)
  }

  /// What `--state` adds after the program's output: one line per property of a live view.
  static func stateText(_ outcome: ReplayOutcome) -> String {
    outcome.stateLines.map { $0 + "\n" }.joined()
  }
}

extension ReplayCommand {
  /// `--format json`: `{"output", "state": [{"view", "property", "value"}], "trace", "diagnostics"}`
  /// on standard output, also when the file does not compile (exit 1) or the run stops on a
  /// runtime error (exit 3, the error last among the diagnostics). Usage and events-file errors
  /// stay text on standard error (exit 2).
  func runJSON(_ file: String, model: ArbitrationModel) throws {
    let canvas = CommandSupport.canvas(options.size)
    let script = CommandSupport.events(options.events)
    let bytes = try SourceReader.read(file)
    let compilation = Compilation(bytes, fileName: file)
    let converter = SourceLocationConverter(bytes: bytes)
    var diagnostics = Doctor.diagnostics(compilation).map { DiagnosticJSON.object($0, converter: converter) }
    func emit(_ output: String, _ state: [String], _ trace: [String]) {
      let object = JSON.object([
        ("output", .string(output)),
        ("state", .array(state.map(Self.stateEntry))),
        ("trace", .array(trace.map { .string($0) })),
        ("diagnostics", .array(diagnostics)),
      ])
      FileHandle.standardOutput.write(Data((object.text + "\n").utf8))
    }
    guard let program = compilation.program else {
      emit("", [], [])
      throw ExitCode(1)
    }
    let root: RootView
    if let view = options.view {
      guard let t = program.types.firstIndex(where: { $0.name == view && $0.isView }) else {
        CommandSupport.fail(
          "no view named '\(view)'; the views are: \(CommandSupport.candidates(program))", code: 2)
      }
      root = .type(t)
    } else {
      guard let found = program.root else {
        CommandSupport.fail(
          "cannot choose the root view; give --view with one of: \(CommandSupport.candidates(program))",
          code: 2)
      }
      root = found
    }
    let outcome = Replay.run(
      program, root: root, script: script, canvas: canvas, trace: trace, arbitration: model)
    if let error = outcome.error {
      diagnostics.append(
        DiagnosticJSON.object(
          severity: "error", message: error.message, at: error.location, converter: converter))
    }
    emit(outcome.output, outcome.stateLines, outcome.trace)
    if outcome.error != nil { throw ExitCode(3) }
  }

  /// `CounterView.count = 3` as `{"view": "CounterView", "property": "count", "value": "3"}`:
  /// the value is the text `--state` prints.
  static func stateEntry(_ line: String) -> JSON {
    guard let equals = line.range(of: " = ") else {
      return .object([("view", .string("")), ("property", .string(line)), ("value", .string(""))])
    }
    let name = line[..<equals.lowerBound]
    let value = String(line[equals.upperBound...])
    guard let dot = name.lastIndex(of: ".") else {
      return .object([("view", .string("")), ("property", .string(String(name))), ("value", .string(value))])
    }
    let view = String(name[..<dot])
    let property = String(name[name.index(after: dot)...])
    return .object([("view", .string(view)), ("property", .string(property)), ("value", .string(value))])
  }
}
