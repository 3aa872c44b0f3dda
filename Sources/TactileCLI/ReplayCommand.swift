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
/// [--trace]`: runs the root view headlessly in virtual time (docs/interfaces.md).
///
/// Standard output is what the program prints; `--state` appends the state of every live view;
/// `--trace` writes the engine's decisions to standard error. Exit 0; 1 compile errors; 2 usage
/// or events-file errors; 3 a runtime error in user code.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Run a view headlessly against an events file, in virtual time.")

  @ArgumentParser.Argument(help: "The Swift file.")
  var file: String?

  @Option(help: "The events file.")
  var events: String?

  @Option(help: "The canvas size, WxH in points (default 390x844).")
  var size: String?

  @Option(help: "The view to run (default: the #Preview, the PreviewProvider, or the only View).")
  var view: String?

  @Flag(help: "Print the @State and @GestureState of every live view after the program's output.")
  var state = false

  @Flag(help: "Write the gesture engine's decisions to standard error.")
  var trace = false

  func run() throws {
    guard let file, let events else {
      CommandSupport.fail(
        "missing \(file == nil ? "file" : "--events")\nUsage: tactile replay FILE.swift --events FILE.events",
        code: 2)
    }
    let canvas = CommandSupport.canvas(size)
    let script = CommandSupport.events(events)
    let (program, root) = try CommandSupport.compile(file, view: view)

    // Run.
    let outcome = Replay.run(
      program, root: root, script: script, canvas: canvas, trace: trace,
      onPrint: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
      onTrace: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
    if let error = outcome.error {
      let (line, column) = program.position(of: error.location)
      FileHandle.standardError.write(Data("\(file):\(line):\(column): error: \(error.message)\n".utf8))
      throw ExitCode(3)
    }
    if state {
      for line in outcome.stateLines { print(line) }
    }
  }
}
