import ArgumentParser
import Foundation
import TactileReference

/// `tactile site --out DIR`: writes the whole site as static files that any static web host
/// can serve (docs/interfaces.md): the reference generated from `Reference/` at `/`, the guides,
/// the Studio at `/studio/`, the shared scripts and the WebAssembly module. Problems in page
/// files are listed on standard error with their file and line; the site is still written
/// (such pages show their errors), and the exit status is 1. The CodeMirror files the Studio
/// loads are copied under `vendor/codemirror/`.
struct SiteCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "site",
    abstract: "Write the reference site and the Studio as static files.")

  @Option(help: "The folder to write.")
  var out: String?

  @Option(help: "The folder of hand-written site files (default: Site in the current folder).")
  var site = "Site"

  @Option(help: "The reference's page files (default: Reference in the current folder).")
  var reference = "Reference"

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
    let generated = ReferenceSite(folder: URL(fileURLWithPath: reference), displayName: reference)
    SiteReport.print(generated)
    let destination = URL(fileURLWithPath: out)
    do {
      try SiteWriter.write(
        generated, staticFolder: URL(fileURLWithPath: site), wasm: URL(fileURLWithPath: wasm),
        to: destination)
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
    print("tactile: wrote the site to \(out) (\(SiteReport.summary(generated)))")
    if !generated.errors.isEmpty { throw ExitCode(1) }
  }
}

/// What `site` and `serve` say about the generated reference.
enum SiteReport {
  static func print(_ site: ReferenceSite) {
    for error in site.errors {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
  }

  static func summary(_ site: ReferenceSite) -> String {
    let runs = site.runs.values.flatMap { $0 }
    let rendering = runs.filter(\.renders).count
    return
      "\(site.pages.count) pages, \(rendering) of \(runs.count) examples render, \(site.errors.count) errors"
  }
}
