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

  @OptionGroup var sources: SiteSources

  func run() throws {
    guard let out else { CommandSupport.fail("missing --out DIR\nUsage: tactile site --out DIR", code: 2) }
    let manager = FileManager.default
    sources.requireSiteFolder()
    guard manager.fileExists(atPath: sources.wasm) else {
      CommandSupport.fail("no WebAssembly module at '\(sources.wasm)'; run bash scripts/build-wasm", code: 2)
    }
    let generated = sources.generate()
    let destination = URL(fileURLWithPath: out)
    do {
      try SiteWriter.write(
        generated, staticFolder: URL(fileURLWithPath: sources.site), wasm: URL(fileURLWithPath: sources.wasm),
        to: destination)
      let vendor = destination.appendingPathComponent("vendor/codemirror")
      let hasCodeMirror = sources.hasCodeMirror()
      for file in SiteFiles.codeMirrorFiles where hasCodeMirror {
        let target = vendor.appendingPathComponent(file)
        try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(
          at: URL(fileURLWithPath: sources.codemirror).appendingPathComponent(file), to: target)
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

/// What `site` and `serve` build the site from: the hand-written site files, the reference's
/// page files, the WebAssembly module and CodeMirror's folder.
struct SiteSources: ParsableArguments {
  @Option(help: "The folder of hand-written site files (default: Site in the current folder).")
  var site = "Site"

  @Option(help: "The reference's page files (default: Reference in the current folder).")
  var reference = "Reference"

  @Option(help: "The WebAssembly module (default: .build-wasm/tactile.wasm).")
  var wasm = ".build-wasm/tactile.wasm"

  @Option(help: "CodeMirror 5's folder (default: Debian's libjs-codemirror).")
  var codemirror = SiteFiles.debianCodeMirror

  /// Exits 2 when the folder of hand-written site files is missing.
  func requireSiteFolder() {
    guard FileManager.default.fileExists(atPath: site) else {
      CommandSupport.fail("no site folder at '\(site)'", code: 2)
    }
  }

  /// The reference generated from the page files, with its page errors listed on standard error.
  func generate() -> ReferenceSite {
    let generated = ReferenceSite(folder: URL(fileURLWithPath: reference), displayName: reference)
    SiteReport.print(generated)
    return generated
  }

  /// Whether CodeMirror's folder exists; without it the Studio falls back to a plain text area,
  /// which a warning on standard error says.
  func hasCodeMirror() -> Bool {
    if FileManager.default.fileExists(atPath: codemirror) { return true }
    FileHandle.standardError.write(
      Data("warning: no CodeMirror at '\(codemirror)'; the Studio will use a plain editor\n".utf8))
    return false
  }
}
