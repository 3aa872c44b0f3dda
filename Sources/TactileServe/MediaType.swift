/// What the server says about a file from its name: its `Content-Type`, whether gzip makes it
/// smaller (text and WebAssembly do; PNG is compressed already), and how long a browser may use
/// it without asking again.
public struct MediaType: Equatable, Sendable {
  /// The `Content-Type` header value.
  public let contentType: String
  /// Whether the server offers a gzip encoding of it.
  public let isCompressible: Bool

  /// The type of a file with this extension (without the dot, any case).
  public init(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "html", "htm": self.init("text/html; charset=utf-8", compressible: true)
    case "js", "mjs": self.init("text/javascript; charset=utf-8", compressible: true)
    case "css": self.init("text/css; charset=utf-8", compressible: true)
    case "wasm": self.init("application/wasm", compressible: true)
    case "svg": self.init("image/svg+xml", compressible: true)
    case "json", "map": self.init("application/json", compressible: true)
    case "swift", "events", "txt", "md": self.init("text/plain; charset=utf-8", compressible: true)
    case "png": self.init("image/png", compressible: false)
    case "woff2": self.init("font/woff2", compressible: false)
    default: self.init("application/octet-stream", compressible: false)
    }
  }

  private init(_ contentType: String, compressible: Bool) {
    self.contentType = contentType
    self.isCompressible = compressible
  }

  /// `Cache-Control` for every file: `no-cache` lets a browser keep the file but makes it
  /// revalidate (a conditional request answered by 304 while the ETag matches) before each
  /// use. The served files change under a running server (the site is edited, the module
  /// rebuilt), so no file is trusted for a fixed time.
  public var cacheControl: String { "no-cache" }
}
