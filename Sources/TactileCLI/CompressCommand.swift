import ArgumentParser
import Foundation
import TactileBrotli

/// `tactile compress FILE… [--out DIR]`: writes each file's Brotli encoding, made by Tactile's
/// own encoder (the one `tactile serve` uses), to `FILE.br` beside it or in `DIR`, for static
/// hosts that serve precompressed files (docs/interfaces.md).
struct CompressCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "compress",
    abstract: "Write the Brotli encoding of files (FILE.br).")

  @Argument(help: "The files to compress.")
  var files: [String]

  @Option(help: "The folder to write FILE.br to (default: beside each file).")
  var out: String?

  func run() throws {
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        CommandSupport.fail("cannot read '\(path)'", code: 2)
      }
      let name = URL(fileURLWithPath: path).lastPathComponent + ".br"
      let target =
        out.map { URL(fileURLWithPath: $0).appendingPathComponent(name).path } ?? path + ".br"
      let start = DispatchTime.now().uptimeNanoseconds
      let compressed = Data(data.withUnsafeBytes { Brotli.compress($0.bindMemory(to: UInt8.self)) })
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      guard FileManager.default.createFile(atPath: target, contents: compressed) else {
        CommandSupport.fail("cannot write '\(target)'", code: 2)
      }
      let rate = seconds > 0 ? Double(data.count) / seconds / 1e6 : 0
      print(
        "\(path): \(data.count) → \(compressed.count) bytes in \(String(format: "%.3f", seconds)) s"
          + " (\(String(format: "%.1f", rate)) MB/s)")
    }
  }
}
