import ArgumentParser
import Foundation

/// `tactile site --out DIR`: writes the Studio (`Site/`), the WebAssembly module and the
/// CodeMirror files the Studio loads (under `vendor/codemirror/`) as static files that any
/// static web host can serve (INTERFACES.md).
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

  @Option(help: "CodeMirror 5's folder (default: Debian's libjs-codemirror).")
  var codemirror = SiteFiles.debianCodeMirror

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
      let vendor = destination.appendingPathComponent("vendor/codemirror")
      if !manager.fileExists(atPath: codemirror) {
        // The Studio falls back to a plain text area without it.
        FileHandle.standardError.write(
          Data("warning: no CodeMirror at '\(codemirror)'; the Studio will use a plain editor\n".utf8))
      }
      for file in SiteFiles.codeMirrorFiles where manager.fileExists(atPath: codemirror) {
        let target = vendor.appendingPathComponent(file)
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: URL(fileURLWithPath: codemirror).appendingPathComponent(file), to: target)
      }
    } catch {
      CommandSupport.fail("cannot write '\(out)': \(error)", code: 2)
    }
    print("tactile: wrote the site to \(out)")
  }
}
