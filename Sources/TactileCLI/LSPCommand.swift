import ArgumentParser
import Foundation
import TactileLSP

/// `tactile lsp`: a Language Server Protocol server on standard input and output
/// (docs/interfaces.md). The server itself is `TactileLSP.LanguageServer`; this command frames
/// its messages and starts the preview server (`tactile serve`, the same binary) when the
/// editor runs `tactile.openPreview`.
struct LSPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract: "Serve the Language Server Protocol on standard input and output.")

  @Option(help: "The reference's page files, for hover summaries (default: Reference in the current folder).")
  var reference = "Reference"

  @Option(help: "The port of the preview server that tactile.openPreview starts.")
  var previewPort: UInt16 = 8080

  func run() throws {
    let output = FileHandle.standardOutput
    let preview = PreviewProcess(port: previewPort)
    let server = LanguageServer(
      options: LanguageServer.Options(referenceFolder: reference, startPreview: { preview.start() }),
      send: { message in output.write(Data(MessageReader.frame(message))) })
    let input = FileHandle.standardInput
    // Diagnostics of changed documents go out when no further message is waiting to be read.
    var reader = MessageReader(
      readChunk: { [UInt8](input.availableData) }, idle: { server.flushDiagnostics() })
    while server.exitCode == nil, let item = reader.next() {
      switch item {
      case .message(let body): server.handle(body)
      case .badHeader(let header):
        FileHandle.standardError.write(Data("tactile lsp: a header without Content-Length: \(header)\n".utf8))
      }
    }
    preview.stop()
    // The end of the input without `exit` is the client going away: as `exit` without `shutdown`.
    throw ExitCode(server.exitCode ?? 1)
  }
}

/// `tactile serve` started from the language server, once, and stopped when it exits.
final class PreviewProcess: @unchecked Sendable {
  let port: UInt16
  var process: Process?

  init(port: UInt16) { self.port = port }

  var base: String { "http://127.0.0.1:\(port)" }

  /// Starts the server unless it runs already, and waits until it listens (it first builds the
  /// reference site, which takes a few seconds).
  func start() -> Result<String, LanguageServer.PreviewError> {
    if let process, process.isRunning { return .success(base) }
    guard let executable = Bundle.main.executableURL else {
      return .failure(.init("cannot find the tactile executable"))
    }
    let child = Process()
    child.executableURL = executable
    child.arguments = ["serve", "--port", String(port)]
    let out = Pipe()
    let err = Pipe()
    child.standardOutput = out
    child.standardError = err
    child.standardInput = FileHandle.nullDevice
    do {
      try child.run()
    } catch {
      return .failure(.init("cannot start 'tactile serve': \(error)"))
    }
    process = child
    // Its first line says it serves; its end means it could not.
    var said = Data()
    while true {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      said += chunk
      if String(decoding: said, as: UTF8.self).contains("serving") {
        // Keep draining its output so that it never blocks on a full pipe.
        Thread.detachNewThread {
          while !out.fileHandleForReading.availableData.isEmpty {}
        }
        Thread.detachNewThread {
          while !err.fileHandleForReading.availableData.isEmpty {}
        }
        return .success(base)
      }
    }
    child.waitUntilExit()
    let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process = nil
    return .failure(
      .init(
        "'tactile serve --port \(port)' stopped: \(problem.trimmingCharacters(in: .whitespacesAndNewlines))"))
  }

  func stop() {
    if let process, process.isRunning { process.terminate() }
  }
}
