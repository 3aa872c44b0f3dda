import Foundation

/// Writes the whole static site into a folder: the hand-written files of `Site/` (the Studio,
/// the shared scripts, the reference's scripts and styles), the generated pages over them, and
/// the WebAssembly module. `tactile site` writes it where it is told; `tactile serve` writes it
/// into a temporary folder that it removes when it is stopped.
public enum SiteWriter {
  public struct WriteError: Error, CustomStringConvertible {
    public var description: String
  }

  public static func write(_ site: ReferenceSite, staticFolder: URL, wasm: URL?, to destination: URL) throws {
    let manager = FileManager.default
    if manager.fileExists(atPath: destination.path) {
      // Never wipe a source tree by mistake (`--out .`).
      for marker in ["Package.swift", ".git"]
      where manager.fileExists(atPath: destination.appendingPathComponent(marker).path) {
        throw WriteError(
          description: "'\(destination.path)' holds \(marker); choose an empty or generated folder")
      }
      try manager.removeItem(at: destination)
    }
    try manager.copyItem(at: staticFolder, to: destination)
    for (path, text) in site.files.sorted(by: { $0.key < $1.key }) {
      let url = destination.appendingPathComponent(path)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    if let wasm {
      let target = destination.appendingPathComponent("tactile.wasm")
      if manager.fileExists(atPath: target.path) { try manager.removeItem(at: target) }
      try manager.copyItem(at: wasm, to: target)
    }
  }

  /// Writes the site into a new temporary folder, removed when the process ends by SIGINT or
  /// SIGTERM (how a server is stopped).
  public static func writeTemporary(_ site: ReferenceSite, staticFolder: URL) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tactile-site-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
    try write(site, staticFolder: staticFolder, wasm: nil, to: folder)
    removeOnExit(folder)
    return folder
  }

  nonisolated(unsafe) private static var signalSources: [DispatchSourceSignal] = []

  private static func removeOnExit(_ folder: URL) {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        try? FileManager.default.removeItem(at: folder)
        exit(128 + number)
      }
      source.resume()
      signalSources.append(source)
    }
  }
}
