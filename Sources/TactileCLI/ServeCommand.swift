import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import TactileReference

/// `tactile serve [--host 127.0.0.1] [--port 8080]`: generates the site as `tactile site` does
/// (the reference from `Reference/` at `/`, the Studio at `/studio/`) into a temporary folder
/// and serves it with the WebAssembly module (`.build-wasm/tactile.wasm`, made by
/// `scripts/build-wasm`) and the Studio's editor (CodeMirror 5 from Debian's
/// `libjs-codemirror`, at `/vendor/codemirror/`), on loopback by default (INTERFACES.md).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the Studio and the reference site.")

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on.")
  var port: UInt16 = 8080

  @Option(help: "The site folder (default: Site in the current folder).")
  var site = "Site"

  @Option(help: "The WebAssembly module (default: .build-wasm/tactile.wasm).")
  var wasm = ".build-wasm/tactile.wasm"

  @Option(help: "CodeMirror 5's folder (default: Debian's libjs-codemirror).")
  var codemirror = SiteFiles.debianCodeMirror

  @Option(help: "The reference's page files (default: Reference in the current folder).")
  var reference = "Reference"

  func run() throws {
    guard FileManager.default.fileExists(atPath: site) else {
      CommandSupport.fail("no site folder at '\(site)'", code: 2)
    }
    let generated = ReferenceSite(folder: URL(fileURLWithPath: reference), displayName: reference)
    SiteReport.print(generated)
    let folder: URL
    do {
      folder = try SiteWriter.writeTemporary(generated, staticFolder: URL(fileURLWithPath: site))
    } catch {
      CommandSupport.fail("cannot generate the site: \(error)", code: 2)
    }
    let files = SiteFiles(
      root: folder.standardizedFileURL, wasm: URL(fileURLWithPath: wasm).standardizedFileURL,
      codeMirror: URL(fileURLWithPath: codemirror).standardizedFileURL)
    if !FileManager.default.fileExists(atPath: files.wasm.path) {
      FileHandle.standardError.write(
        Data("warning: no WebAssembly module at '\(wasm)'; run bash scripts/build-wasm\n".utf8))
    }
    if !FileManager.default.fileExists(atPath: files.codeMirror.path) {
      FileHandle.standardError.write(
        Data("warning: no CodeMirror at '\(codemirror)'; the Studio will use a plain editor\n".utf8))
    }
    let address: any SocketAddress
    do {
      address = try sockaddr_in.inet(ip4: host, port: port)
    } catch {
      CommandSupport.fail("cannot listen on '\(host)'", code: 2)
    }
    let server = HTTPServer(address: address, logger: .disabled)
    let done = DispatchSemaphore(value: 0)
    Task {
      await server.appendRoute("GET,HEAD *") { request in files.response(for: request.path) }
      print("tactile: serving the reference at http://\(host):\(port)/ and the Studio at /studio/")
      print("tactile: \(SiteReport.summary(generated))")
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

/// The files the server may send: those under the site folder, those under CodeMirror's folder
/// (at `/vendor/codemirror/`), and the module. A request path is percent-decoded and split into
/// components; any component that is empty, `.` or `..`, or that holds a backslash or a NUL, is
/// refused, and the file must still be under its folder once resolved, so nothing outside the
/// two folders is reachable.
struct SiteFiles: Sendable {
  let root: URL
  let wasm: URL
  var codeMirror = URL(fileURLWithPath: SiteFiles.debianCodeMirror)

  /// Where Debian's `libjs-codemirror` (scripts/bootstrap) installs CodeMirror 5.
  static let debianCodeMirror = "/usr/share/javascript/codemirror"
  static let codeMirrorPrefix = "/vendor/codemirror/"
  /// The files of CodeMirror's folder that the Studio loads (`tactile site` copies these).
  static let codeMirrorFiles = [
    "lib/codemirror.js", "lib/codemirror.css", "mode/swift/swift.js", "theme/material-darker.css",
    "addon/edit/matchbrackets.js",
  ]

  func response(for path: String) -> HTTPResponse {
    guard let file = resolve(path) else { return notFound() }
    guard let data = FileManager.default.contents(atPath: file.path) else { return notFound() }
    return HTTPResponse(
      statusCode: .ok,
      headers: [
        .contentType: Self.mimeType(of: file.pathExtension),
        HTTPHeader("Cache-Control"): "no-cache",
        HTTPHeader("X-Content-Type-Options"): "nosniff",
      ],
      body: data)
  }

  /// The file a request path names, or nil when it names none or reaches outside the site.
  func resolve(_ path: String) -> URL? {
    let decoded = path.removingPercentEncoding ?? path
    if decoded == "/tactile.wasm" { return wasm }
    if decoded.hasPrefix(Self.codeMirrorPrefix) {
      return Self.file(String(decoded.dropFirst(Self.codeMirrorPrefix.count)), under: codeMirror)
    }
    return Self.file(decoded, under: root)
  }

  /// The file `path` (already decoded, relative to `root`) names under `root`, or nil.
  static func file(_ path: String, under root: URL) -> URL? {
    var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    if components.first == "" { components.removeFirst() }
    if components.last == "" {
      components.removeLast()
      components.append("index.html")
    }
    for c in components where c.isEmpty || c == "." || c == ".." || c.contains("\\") || c.contains("\0") {
      return nil
    }
    var url = root
    for c in components { url.appendPathComponent(c) }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      url.appendPathComponent("index.html")
    }
    let resolved = url.resolvingSymlinksInPath().standardizedFileURL
    guard resolved.path.hasPrefix(root.resolvingSymlinksInPath().path + "/") else { return nil }
    return resolved
  }

  private func notFound() -> HTTPResponse {
    HTTPResponse(
      statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
      body: Data("not found\n".utf8))
  }

  static func mimeType(of pathExtension: String) -> String {
    switch pathExtension {
    case "html": return "text/html; charset=utf-8"
    case "js", "mjs": return "text/javascript; charset=utf-8"
    case "css": return "text/css; charset=utf-8"
    case "wasm": return "application/wasm"
    case "svg": return "image/svg+xml"
    case "png": return "image/png"
    case "json": return "application/json"
    case "swift", "events", "txt": return "text/plain; charset=utf-8"
    default: return "application/octet-stream"
    }
  }
}
