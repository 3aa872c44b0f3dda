import ArgumentParser
import Foundation
import TactileDiagnostics
import TactileDoctor
import TactileGeometry
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileParser
import TactileSema
import TactileUIIR

/// What `replay` and `render` share: reading the canvas size and the events file, compiling
/// the file and choosing its root view as docs/interfaces.md says, with its exit codes (1 compile
/// errors, 2 usage or events-file errors).
enum CommandSupport {
  /// `--size WxH`, or the default canvas.
  static func canvas(_ size: String?) -> TactileGeometry.CGSize {
    guard let size else { return TactileGeometry.CGSize(width: 390, height: 844) }
    let parts = size.split(separator: "x").compactMap { Double($0) }
    guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
      fail("--size expects WxH, such as 390x844", code: 2)
    }
    return TactileGeometry.CGSize(width: parts[0], height: parts[1])
  }

  /// The events file at `path`, parsed; an empty script when there is none.
  static func events(_ path: String?) -> EventScript {
    do {
      return try readEvents(path)
    } catch {
      fail(error.message, code: error.code)
    }
  }

  /// The events file at `path`, parsed (an empty script when there is none), or the failure
  /// that `events(_:)` reports: an unreadable file or a bad line, with its line and column.
  static func readEvents(_ path: String?) throws(CommandFailure) -> EventScript {
    let text: String
    if let path {
      guard let data = SourceReader.contents(path) else {
        throw CommandFailure("cannot read '\(path)'", code: 2)
      }
      text = String(decoding: data, as: UTF8.self)
    } else {
      text = ""
    }
    do {
      return try EventScript(parsing: text)
    } catch {
      throw CommandFailure(
        "\(path ?? "events"):\(error.line):\(error.column): error: \(error.message)", code: 2)
    }
  }

  /// The file compiled to a program, and its root view (`--view`, the `#Preview`, the
  /// `PreviewProvider`, or the only view). Warnings go to standard error.
  static func compile(_ file: String, view: String?) throws -> (Program, RootView) {
    do {
      return try load(
        file, view: view, warnings: { FileHandle.standardError.write(Data($0.utf8)) })
    } catch {
      if error.code == 1 {
        FileHandle.standardError.write(Data(error.message.utf8))
        throw ExitCode(1)
      }
      fail(error.message, code: error.code)
    }
  }

  /// What `compile(_:view:)` does, with its failures as values: compile errors (code 1, the
  /// rendered diagnostics as the message) and usage errors (code 2). `warnings` receives the
  /// rendered warnings of a file that compiles.
  static func load(_ file: String, view: String?, warnings: (String) -> Void) throws(CommandFailure) -> (
    Program, RootView
  ) {
    guard let bytes = SourceReader.contents(file) else {
      throw CommandFailure("cannot read '\(file)'", code: 2)
    }
    let compilation = Compilation([UInt8](bytes), fileName: file)
    guard let program = compilation.program else {
      throw CommandFailure(compilation.renderedDiagnostics(), code: 1)
    }
    let diagnostics = Doctor.diagnostics(compilation)
    if !diagnostics.isEmpty {
      warnings(DiagnosticRenderer(fileName: file, bytes: compilation.bytes).render(diagnostics))
    }
    if let view {
      guard let t = program.types.firstIndex(where: { $0.name == view && $0.isView }) else {
        throw CommandFailure("no view named '\(view)'; the views are: \(candidates(program))", code: 2)
      }
      return (program, .type(t))
    }
    guard let root = program.root else {
      let elsewhere = CompilationCondition.inactiveViews(in: compilation.tree)
      if program.views.isEmpty, let first = elsewhere.first {
        // Xcode shows no preview for such a file in an iOS target either.
        throw CommandFailure(
          "the file declares no view for iOS: '\(first.name)' is inside '#if \(first.condition)', which does not hold when building for iOS, as Tactile's preview does",
          code: 2)
      }
      throw CommandFailure(
        "cannot choose the root view; give --view with one of: \(candidates(program))", code: 2)
    }
    return (program, root)
  }

  static func candidates(_ program: Program) -> String {
    let names = program.views.map { program.types[$0].name }
    return names.isEmpty ? "(none)" : names.joined(separator: ", ")
  }

  /// Reports a runtime error of the program compiled from `file` at its location, and exits 3.
  static func exitOnRuntimeError(_ error: RuntimeError?, in program: Program, file: String) throws {
    guard let error else { return }
    FileHandle.standardError.write(Data((located(error, in: program, file: file) + "\n").utf8))
    throw ExitCode(3)
  }

  /// A runtime error as `replay` reports it: `File.swift:L:C: error: message`.
  static func located(_ error: RuntimeError, in program: Program, file: String) -> String {
    let (line, column) = program.position(of: error.location)
    return "\(file):\(line):\(column): error: \(error.message)"
  }

  static func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    Foundation.exit(code)
  }
}

/// The arguments of the commands that run a view (`replay`, `render`): the Swift file, the
/// events, the canvas size and the root view.
struct ViewOptions: ParsableArguments {
  @ArgumentParser.Argument(help: "The Swift file.")
  var file: String?

  @Option(help: "The events file.")
  var events: String?

  @Option(help: "The canvas size, WxH in points (default 390x844).")
  var size: String?

  @Option(help: "The view to run (default: the #Preview, the PreviewProvider, or the only View).")
  var view: String?

  /// The canvas, the events and `file` compiled with its root view; exits as `CommandSupport`
  /// says on a problem.
  func prepare(_ file: String) throws -> PreparedView {
    let canvas = CommandSupport.canvas(size)
    let script = CommandSupport.events(events)
    let (program, root) = try CommandSupport.compile(file, view: view)
    return PreparedView(file: file, canvas: canvas, script: script, program: program, root: root)
  }
}

/// A failure of a command's step as a value, for `tactile test`, which reports it for one case
/// and goes on: the message (for compile errors, the rendered diagnostics) and the exit code the
/// single-file commands give it.
struct CommandFailure: Error {
  var message: String
  var code: Int32

  init(_ message: String, code: Int32) {
    self.message = message
    self.code = code
  }
}

/// What `replay`, `render` and `test` run: the file, the canvas, the events and the compiled
/// program with its root view.
struct PreparedView {
  var file: String
  var canvas: TactileGeometry.CGSize
  var script: EventScript
  var program: Program
  var root: RootView

  /// The view of `file` with the events at `events` (none when nil), on the default canvas.
  static func load(file: String, events: String?, view: String? = nil) throws(CommandFailure) -> PreparedView
  {
    let script = try CommandSupport.readEvents(events)
    let (program, root) = try CommandSupport.load(file, view: view, warnings: { _ in })
    return PreparedView(
      file: file, canvas: CommandSupport.canvas(nil), script: script, program: program, root: root)
  }
}
