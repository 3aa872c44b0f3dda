import ArgumentParser
import Foundation
import TactileDiagnostics
import TactileGestures
import TactileLayout
import TactileParser
import TactileRuntime
import TactileSema
import TactileUIIR

/// `tactile replay FILE.swift --events FILE.events [--size WxH] [--view NAME] [--state]
/// [--trace]`: runs the root view headlessly in virtual time (INTERFACES.md).
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
      fail(
        "missing \(file == nil ? "file" : "--events")\nUsage: tactile replay FILE.swift --events FILE.events",
        code: 2)
    }
    var canvas = Size(width: 390, height: 844)
    if let size {
      let parts = size.split(separator: "x").compactMap { Double($0) }
      guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
        fail("--size expects WxH, such as 390x844", code: 2)
      }
      canvas = Size(width: parts[0], height: parts[1])
    }
    let bytes = try SourceReader.read(file)
    guard let eventsData = FileManager.default.contents(atPath: events) else {
      fail("cannot read '\(events)'", code: 2)
    }
    let script: EventScript
    do {
      script = try EventScript(parsing: String(decoding: eventsData, as: UTF8.self))
    } catch {
      fail("\(events):\(error.line):\(error.column): error: \(error.message)", code: 2)
    }

    // Compile.
    let tree = Parser.parse(bytes)
    let renderer = DiagnosticRenderer(fileName: file, bytes: bytes)
    if tree.hasErrors {
      FileHandle.standardError.write(Data(renderer.render(tree.diagnostics).utf8))
      throw ExitCode(1)
    }
    let sema = SemanticAnalyzer.analyze(TactileSema.SourceFile(name: file, tree: tree, isInterface: false))
    if !sema.diagnostics.isEmpty {
      FileHandle.standardError.write(Data(renderer.render(sema.diagnostics).utf8))
    }
    if sema.diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    let (program, _) = Lowerer.lower(sema)

    // The root view.
    let root: RootView
    if let view {
      guard let t = program.types.firstIndex(where: { $0.name == view && $0.isView }) else {
        fail("no view named '\(view)'; the views are: \(candidates(program))", code: 2)
      }
      root = .type(t)
    } else if let r = program.root {
      root = r
    } else {
      fail("cannot choose the root view; give --view with one of: \(candidates(program))", code: 2)
    }

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

  private func candidates(_ program: Program) -> String {
    let names = program.views.map { program.types[$0].name }
    return names.isEmpty ? "(none)" : names.joined(separator: ", ")
  }

  private func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    Foundation.exit(code)
  }
}
