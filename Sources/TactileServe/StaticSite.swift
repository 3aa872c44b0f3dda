import Foundation

/// `tactile serve`'s answer to a request, independent of the HTTP library: request target and
/// headers in; status, headers and body out.
///
/// Guarantees:
/// - Only files under a mount's folder (after resolving symbolic links) or a file mount are
///   sent. The target is percent-decoded once; a component that is empty, `.` or `..`, or holds
///   a backslash or a NUL is refused with 404, so `..` and its encoded spellings reach nothing.
/// - Each response names its type (`MediaType`), carries a strong `ETag` computed from the
///   bytes and `Cache-Control: no-cache`, and a matching `If-None-Match` gets 304 without body.
/// - Text and WebAssembly are sent Brotli-encoded when `Accept-Encoding` prefers `br` (by
///   quality; `br` wins a tie) and the Brotli encoding is made, else gzip-encoded when it allows
///   gzip, with `Vary: Accept-Encoding` on every encoding and an ETag per encoding; each file is
///   compressed once while unchanged (Brotli in the background: `FileRepresentations`).
/// - Only GET and HEAD are answered (405 otherwise); HEAD gets a GET's headers without body.
public struct StaticSite: Sendable {
  /// Where URLs lead: the longest matching folder prefix wins; file mounts match exactly.
  public let mounts: [SiteMount]
  /// Exact paths answered with a permanent redirect (`/` → `/studio/`).
  public let redirects: [String: String]
  private let cache = FileRepresentations()

  public init(mounts: [SiteMount], redirects: [String: String] = [:]) {
    self.mounts = mounts
    self.redirects = redirects
  }

  public func respond(to request: StaticRequest) -> StaticResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return Self.plain(405, "Method Not Allowed", extra: [("Allow", "GET, HEAD")])
    }
    let rawPath = String(request.target.prefix { $0 != "?" && $0 != "#" })
    guard let path = rawPath.removingPercentEncoding, path.hasPrefix("/") else { return Self.notFound }
    if let location = redirects[path] { return Self.redirect(to: location) }
    switch locate(path) {
    case .none: return Self.notFound
    case .directory: return Self.redirect(to: rawPath + "/")
    case .file(let file): return send(file, for: request)
    }
  }

  private enum Location {
    case file(URL)
    case directory
  }

  /// The file a decoded path names, or `.directory` when it names a folder without the final
  /// slash (redirected so that the page's relative links resolve), or nil.
  private func locate(_ path: String) -> Location? {
    for mount in mounts {
      if case .file(let mountPath, let file) = mount, mountPath == path {
        return .file(file.resolvingSymlinksInPath().standardizedFileURL)
      }
    }
    var best: (prefix: String, folder: URL)?
    for mount in mounts {
      guard case .folder(let prefix, let folder) = mount else { continue }
      let matches = path.hasPrefix(prefix) || path + "/" == prefix
      if matches && prefix.count > (best?.prefix.count ?? -1) { best = (prefix, folder) }
    }
    guard let best else { return nil }
    let (prefix, folder) = best
    if path + "/" == prefix { return .directory }
    var components = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
      .map(String.init)
    let namesFolder = components.last == "" || components.isEmpty
    if namesFolder && !components.isEmpty { components.removeLast() }
    for component in components {
      if component.isEmpty || component == "." || component == ".." || component.contains("\\")
        || component.contains("\0")
      {
        return nil
      }
    }
    var url = folder
    for component in components { url.appendPathComponent(component) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
    if isDirectory.boolValue {
      if !namesFolder { return .directory }
      url.appendPathComponent("index.html")
    } else if namesFolder {
      return nil
    }
    let resolved = url.resolvingSymlinksInPath().standardizedFileURL
    let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
    guard resolved.path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
    return .file(resolved)
  }

  private func send(_ file: URL, for request: StaticRequest) -> StaticResponse {
    let type = MediaType(pathExtension: file.pathExtension)
    let accepted = AcceptEncoding(request.header("Accept-Encoding"))
    let wantsGzip = type.isCompressible && accepted.allowsGzip
    let wantsBrotli = type.isCompressible && accepted.allowsBrotli
    guard let representation = cache.representation(of: file.path, gzip: wantsGzip, brotli: wantsBrotli)
    else {
      return Self.notFound
    }
    var headers: [(name: String, value: String)] = [("Content-Type", type.contentType)]
    var body = representation.identity
    var tag = representation.tag
    if wantsBrotli, let brotli = representation.brotli, accepted.prefersBrotli || representation.gzip == nil {
      body = brotli
      tag = tag.variant("br")
      headers.append(("Content-Encoding", "br"))
    } else if wantsGzip, let gzip = representation.gzip {
      body = gzip
      tag = tag.variant("gzip")
      headers.append(("Content-Encoding", "gzip"))
    }
    if type.isCompressible { headers.append(("Vary", "Accept-Encoding")) }
    headers += [
      ("ETag", tag.header), ("Cache-Control", type.cacheControl), ("X-Content-Type-Options", "nosniff"),
      ("Content-Length", String(body.count)),
    ]
    if let condition = request.header("If-None-Match"), tag.isMatched(byIfNoneMatch: condition) {
      let kept = headers.filter { ["ETag", "Cache-Control", "Vary", "Content-Length"].contains($0.name) }
      return StaticResponse(status: 304, reason: "Not Modified", headers: kept, body: Data())
    }
    if request.method == "HEAD" { body = Data() }
    return StaticResponse(status: 200, reason: "OK", headers: headers, body: body)
  }

  /// Starts making the Brotli encoding of each of these files (those of a compressible type)
  /// in the background, so that requests find it made; requests are served meanwhile.
  public func precompress(_ files: [URL]) {
    for file in files where MediaType(pathExtension: file.pathExtension).isCompressible {
      cache.scheduleBrotli(file.resolvingSymlinksInPath().standardizedFileURL.path)
    }
  }

  /// Waits until the Brotli encodings asked for so far are made.
  public func waitForPrecompression() { cache.waitForBrotli() }

  private static let notFound = plain(404, "Not Found", extra: [])

  private static func plain(_ status: Int, _ reason: String, extra: [(String, String)]) -> StaticResponse {
    let body = Data("\(reason.lowercased())\n".utf8)
    var headers: [(name: String, value: String)] = [("Content-Type", "text/plain; charset=utf-8")]
    for (name, value) in extra { headers.append((name, value)) }
    headers.append(("Content-Length", String(body.count)))
    return StaticResponse(status: status, reason: reason, headers: headers, body: body)
  }

  private static func redirect(to location: String) -> StaticResponse {
    StaticResponse(
      status: 301, reason: "Moved Permanently", headers: [("Location", location), ("Content-Length", "0")],
      body: Data())
  }
}
