import ArgumentParser
import Foundation
import TactileDiagnostics
import TactileDoctor
import TactileLSP
import TactileParser
import TactileSema

/// `tactile check FILE.swift…`: compiles each file and prints every diagnostic in swiftc's form
/// on standard error (docs/interfaces.md).
///
/// Compiling means what `Compilation` does: lexing, parsing, semantic analysis against the
/// supported SwiftUI surface and lowering, each stage when the ones before found no errors.
/// Exit 0 without errors (warnings allowed), 1
/// with errors in any file, 2 for usage errors (an unreadable file).
/// `--format json` prints one JSON object on standard output instead (docs/interfaces.md,
/// docs/tactile-output.schema.json), with the same exit statuses.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report the diagnostics of Swift files, as swiftc prints them.")

  @Argument(help: "The Swift files.")
  var files: [String] = []

  @Option(
    help: "text (swiftc's form on standard error, the default) or json (one object on standard output).")
  var format: OutputFormat = .text

  func run() throws {
    // Usage errors exit with 2 (docs/interfaces.md), so they are checked here rather than by the
    // argument parser, whose usage errors exit with 64.
    if files.isEmpty {
      FileHandle.standardError.write(
        Data("error: give at least one file\nUsage: tactile check FILE.swift...\n".utf8))
      throw ExitCode(2)
    }
    var sources: [(String, [UInt8])] = []
    for file in files { sources.append((file, try SourceReader.read(file))) }
    var hasErrors = false
    var entries: [JSON] = []
    for (file, bytes) in sources {
      let compilation = Compilation(bytes, fileName: file)
      // The compiler's diagnostics, then the gesture doctor's warnings (docs/gesture-doctor.md).
      let diagnostics = Doctor.diagnostics(compilation)
      switch format {
      case .text:
        FileHandle.standardError.write(
          Data(DiagnosticRenderer(fileName: file, bytes: bytes).render(diagnostics).utf8))
      case .json:
        let converter = SourceLocationConverter(bytes: bytes)
        entries.append(
          .object([
            ("path", .string(file)),
            (
              "diagnostics",
              .array(diagnostics.map { DiagnosticJSON.object($0, converter: converter) })
            ),
          ]))
      }
      if compilation.hasErrors { hasErrors = true }
    }
    if format == .json {
      FileHandle.standardOutput.write(Data((JSON.object([("files", .array(entries))]).text + "\n").utf8))
    }
    if hasErrors { throw ExitCode(1) }
  }
}

/// `--format`: the text people read, or JSON for tools (docs/interfaces.md).
enum OutputFormat: String, ExpressibleByArgument {
  case text, json
}
