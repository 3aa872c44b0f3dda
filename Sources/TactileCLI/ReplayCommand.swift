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
    let (canvas, script, program, root) = try options.prepare(file)

    // Run.
    let outcome = Replay.run(
      program, root: root, script: script, canvas: canvas, trace: trace, arbitration: model,
      onPrint: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      onTrace: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
    try CommandSupport.exitOnRuntimeError(outcome.error, in: program, file: file)
    if state {
      for line in outcome.stateLines { print(line) }
    }
  }
}
