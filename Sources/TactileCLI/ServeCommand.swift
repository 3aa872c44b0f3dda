import ArgumentParser
import FlyingFox
import FlyingSocks
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
    let address: any SocketAddress
    do {
      address = try sockaddr_in.inet(ip4: host, port: port)
    } catch {
      CommandSupport.fail("cannot listen on '\(host)'", code: 2)
    }
    let server = HTTPServer(address: address, logger: .disabled)
    let done = DispatchSemaphore(value: 0)
    Task {
      await server.appendRoute("GET,HEAD *") { request in files.response(to: request) }
      print("tactile: serving the reference at http://\(host):\(port)/ and the Studio at /studio/")
      print("tactile: \(SiteReport.summary(generated))")
      // Said at once even when the output is a pipe or a log file, not when the server stops.
      fflush(nil)  // every output stream (stdout is not concurrency-safe to name here)
      do {
        try await server.run()
      } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      }
      done.signal()
    }
    done.wait()
    throw ExitCode(1)
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

extension StaticSite {
  /// The response to a FlyingFox request, from its raw (still percent-encoded) target.
  func response(to request: HTTPRequest) -> HTTPResponse {
    var headers: [String: String] = [:]
    for (name, value) in request.headers { headers[name.rawValue] = value }
    let answer = respond(
      to: StaticRequest(method: request.method.rawValue, target: request.target.rawValue, headers: headers))
    var responseHeaders = HTTPHeaders()
    for (name, value) in answer.headers { responseHeaders.addValue(value, for: HTTPHeader(name)) }
    return HTTPResponse(
      statusCode: HTTPStatusCode(answer.status, phrase: answer.reason), headers: responseHeaders,
      body: answer.body)
  }
}
