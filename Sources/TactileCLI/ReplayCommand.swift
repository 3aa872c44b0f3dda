import ArgumentParser
import Foundation
import TactileDiagnostics
import TactileGestures
import TactileHost
import TactileInterpreter
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

  func run() throws {
    guard let file = options.file, options.events != nil else {
      CommandSupport.fail(
        "missing \(options.file == nil ? "file" : "--events")\nUsage: tactile replay FILE.swift --events FILE.events",
        code: 2)
    }
    let model = CommandSupport.arbitration(arbitration)
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
