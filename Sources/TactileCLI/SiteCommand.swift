import ArgumentParser
import Foundation

/// `tactile site --out DIR`: writes the Studio (`Site/`) and the WebAssembly module as static
/// files that any static web host can serve (INTERFACES.md).
struct SiteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "site",
    abstract: "Write the Studio as static files.")

  @Option(help: "The folder to write.")
  var out: String?

  @Option(help: "The site folder (default: Site in the current folder).")
  var site = "Site"

  @Option(help: "The WebAssembly module (default: .build-wasm/tactile.wasm).")
  var wasm = ".build-wasm/tactile.wasm"

  func run() throws {
    guard let out else { CommandSupport.fail("missing --out DIR\nUsage: tactile site --out DIR", code: 2) }
    let manager = FileManager.default
    guard manager.fileExists(atPath: site) else {
      CommandSupport.fail("no site folder at '\(site)'", code: 2)
    }
    guard manager.fileExists(atPath: wasm) else {
      CommandSupport.fail("no WebAssembly module at '\(wasm)'; run bash scripts/build-wasm", code: 2)
    }
    let destination = URL(fileURLWithPath: out)
    do {
      if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
      try manager.copyItem(at: URL(fileURLWithPath: site), to: destination)
      try manager.copyItem(
        at: URL(fileURLWithPath: wasm), to: destination.appendingPathComponent("tactile.wasm"))
    } catch {
      CommandSupport.fail("cannot write '\(out)': \(error)", code: 2)
    }
    print("tactile: wrote the site to \(out)")
  }
}
