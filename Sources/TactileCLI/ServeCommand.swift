import ArgumentParser
import Foundation
import TactileReference
import TactileServe

/// `tactile serve [--host 127.0.0.1] [--port 8080]`: generates the site as `tactile site` does
/// (the reference from `Reference/` at `/`, the Studio at `/studio/`) into a temporary folder
/// and serves it with the WebAssembly module (`.build-wasm/tactile.wasm`, made by
/// `scripts/build-wasm`) and the Studio's editor (CodeMirror 5 from Debian's
/// `libjs-codemirror`, at `/vendor/codemirror/`), on loopback by default (docs/interfaces.md).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the Studio and the reference site.")

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on.")
  var port: UInt16 = 8080

  @OptionGroup var sources: SiteSources

  func run() throws {
    sources.requireSiteFolder()
    let generated = sources.generate()
    let folder: URL
    do {
      folder = try SiteWriter.writeTemporary(generated, staticFolder: URL(fileURLWithPath: sources.site))
    } catch {
      CommandSupport.fail("cannot generate the site: \(error)", code: 2)
    }
    let module = URL(fileURLWithPath: sources.wasm).standardizedFileURL
    let codeMirror = URL(fileURLWithPath: sources.codemirror).standardizedFileURL
    let files = StaticSite(mounts: [
      .folder(prefix: "/", folder: folder.standardizedFileURL),
      .folder(prefix: SiteFiles.codeMirrorPrefix, folder: codeMirror),
      .file(path: "/tactile.wasm", file: module),
    ])
    if !FileManager.default.fileExists(atPath: module.path) {
      FileHandle.standardError.write(
        Data("warning: no WebAssembly module at '\(sources.wasm)'; run bash scripts/build-wasm\n".utf8))
    }
    _ = sources.hasCodeMirror()
    let server: HTTPServer
    do {
      server = try HTTPServer(host: host, port: port) { request in files.respond(to: request) }
    } catch {
      CommandSupport.fail("\(error)", code: 2)
    }
    // The site's files and the module are Brotli-compressed in the background, so that the
    // server answers at once; until a file's encoding is made, it is sent gzip-encoded.
    var precompressed = [module]
    if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) {
      for case let url as URL in walker { precompressed.append(url) }
    }
    files.precompress(precompressed)
    print(
      "tactile: serving the reference at \(Self.origin(host: host, port: server.port))/ and the Studio at /studio/"
    )
    print("tactile: \(SiteReport.summary(generated))")
    // Said at once even when the output is a pipe or a log file, not when the server stops.
    fflush(nil)  // every output stream (stdout is not concurrency-safe to name here)
    server.run()
    throw ExitCode(1)
  }

  /// The URL origin of an address: an IPv6 address goes in brackets (RFC 3986 §3.2.2).
  static func origin(host: String, port: UInt16) -> String {
    host.contains(":") ? "http://[\(host)]:\(port)" : "http://\(host):\(port)"
  }
}

/// Where the Studio's editor comes from: Debian's CodeMirror 5, served at `/vendor/codemirror/`
/// beside the site, and the files of it the Studio loads (`tactile site` copies these).
enum SiteFiles {
  /// Where Debian's `libjs-codemirror` (scripts/bootstrap) installs CodeMirror 5.
  static let debianCodeMirror = "/usr/share/javascript/codemirror"
  static let codeMirrorPrefix = "/vendor/codemirror/"
  static let codeMirrorFiles = [
    "lib/codemirror.js", "lib/codemirror.css", "mode/swift/swift.js", "theme/material-darker.css",
    "addon/edit/matchbrackets.js",
  ]
}
