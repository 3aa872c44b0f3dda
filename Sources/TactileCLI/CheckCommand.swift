import ArgumentParser
import Foundation
import TactileDiagnostics
import TactileParser
import TactileSema

/// `tactile check FILE.swift…`: compiles each file and prints every diagnostic in swiftc's form
/// on standard error (docs/interfaces.md).
///
/// Compiling means what `Compilation` does: lexing, parsing, semantic analysis against the
/// supported SwiftUI surface and lowering, each stage when the ones before found no errors.
/// Exit 0 without errors (warnings allowed), 1
/// with errors in any file, 2 for usage errors (an unreadable file).
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Report the diagnostics of Swift files, as swiftc prints them.")

  @Argument(help: "The Swift files.")
  var files: [String] = []

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
    for (file, bytes) in sources {
      let compilation = Compilation(bytes, fileName: file)
      FileHandle.standardError.write(Data(compilation.renderedDiagnostics().utf8))
      if compilation.hasErrors { hasErrors = true }
    }
    if hasErrors { throw ExitCode(1) }
  }
}
