import ArgumentParser
import Foundation
import TactileDiagnostics
import TactileDisplay
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileLexer
import TactileParser
import TactileSema
import TactileUIIR

/// `tactile dump --stage tokens|syntax|typed|uiir|layout|display FILE.swift`: prints one stage's
/// result in its stable text form (docs/interfaces.md).
///
/// Exit 0 when the stage succeeded; 1 with diagnostics (on standard error, swiftc style) when it
/// or an earlier stage found errors — the dump is still printed, since a tree with recovery is
/// useful; 2 for usage errors, an unreadable file, or a stage that does not exist yet.
struct DumpCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dump",
    abstract: "Print a compiler stage's result as stable text.")

  /// The stages of the pipeline, in order.
  enum Stage: String, CaseIterable {
    case tokens, syntax, typed, uiir, layout, display
  }

  @Option(help: "The stage to print: \(Stage.allCases.map(\.rawValue).joined(separator: ", ")).")
  var stage: String?

  @ArgumentParser.Argument(help: "The Swift file.")
  var file: String?

  func run() throws {
    // Usage errors exit with 2 (docs/interfaces.md), so they are checked here rather than by the
    // argument parser, whose usage errors exit with 64.
    let names = Stage.allCases.map(\.rawValue).joined(separator: "|")
    guard let name = stage, let stage = Stage(rawValue: name), let file else {
      let problem =
        self.stage.map { Stage(rawValue: $0) == nil ? "unknown stage '\($0)'" : "missing file" }
        ?? "missing --stage"
      FileHandle.standardError.write(
        Data("error: \(problem)\nUsage: tactile dump --stage \(names) FILE.swift\n".utf8))
      throw ExitCode(2)
    }
    let bytes = try SourceReader.read(file)
    var diagnostics: [Diagnostic]
    switch stage {
    case .tokens:
      let lexed = Lexer.tokenize(bytes)
      print(TokenDump.render(lexed), terminator: "")
      diagnostics = lexed.diagnostics
    case .syntax:
      let tree = Parser.parse(bytes)
      print(SyntaxDumper.render(tree), terminator: "")
      diagnostics = tree.diagnostics
    default:
      let compilation = Compilation(bytes, fileName: file)
      diagnostics = compilation.diagnostics
      if stage == .typed, let sema = compilation.analysis {
        print(TypedDump.render(sema), terminator: "")
      } else if let program = compilation.program {
        if stage == .uiir {
          print(UIIRPrinter.render(program), terminator: "")
        } else if let root = program.root {
          let host = ViewHost(program: program, root: root)
          do {
            try host.render()
          } catch {
            let (line, column) = program.position(of: error.location)
            FileHandle.standardError.write(Data("\(file):\(line):\(column): error: \(error.message)\n".utf8))
            throw ExitCode(3)
          }
          if let layout = host.layout {
            if stage == .display {
              print(DisplayListPrinter.print(DisplayListBuilder().build(layout)), terminator: "")
            } else {
              print(LayoutDump.render(layout), terminator: "")
            }
          }
        } else {
          FileHandle.standardError.write(Data("error: the file has no root view to lay out\n".utf8))
          throw ExitCode(2)
        }
      }
    }
    let renderer = DiagnosticRenderer(fileName: file, bytes: bytes)
    FileHandle.standardError.write(Data(renderer.render(diagnostics).utf8))
    if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
  }
}

/// Reading source files for the commands, with a usage error (exit 2) when that fails.
enum SourceReader {
  /// The bytes of `path`, or exit status 2 with a message.
  static func read(_ path: String) throws -> [UInt8] {
    guard let data = contents(path) else {
      FileHandle.standardError.write(Data("error: cannot read '\(path)'\n".utf8))
      throw ExitCode(2)
    }
    return [UInt8](data)
  }

  /// The contents of `path`; a file without a size to read up to (`/dev/null`, a pipe) is read
  /// as a stream. Nil when it cannot be read (missing, a folder, no permission).
  static func contents(_ path: String) -> Data? {
    if let data = FileManager.default.contents(atPath: path) { return data }
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    do {
      return try handle.readToEnd() ?? Data()
    } catch {
      return nil
    }
  }
}
