import Foundation

/// A request's `Accept-Encoding` header (RFC 9110 §12.5.3), read for the codings the server
/// offers, gzip and Brotli (`br`). A coding is acceptable when it is listed (gzip also as
/// `x-gzip`) or covered by `*`, with a quality above 0; a coding listed by name takes its own
/// quality, not the wildcard's. No header means only the identity encoding.
public struct AcceptEncoding: Sendable {
  /// The qualities (0–1) of gzip and Brotli; 0 when not acceptable.
  public let gzipQuality: Double
  public let brotliQuality: Double

  /// Whether a gzip-encoded body may be sent.
  public var allowsGzip: Bool { gzipQuality > 0 }
  /// Whether a Brotli-encoded body may be sent.
  public var allowsBrotli: Bool { brotliQuality > 0 }

  /// Reads the header's value; nil when the request has none.
  public init(_ value: String?) {
    guard let value else {
      gzipQuality = 0
      brotliQuality = 0
      return
    }
    var gzip: Double?
    var brotli: Double?
    var wildcard: Double?
    for item in value.split(separator: ",") {
      let parts = item.split(separator: ";")
      guard let first = parts.first else { continue }
      let coding = first.trimmingCharacters(in: .whitespaces).lowercased()
      var quality = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.split(separator: "=", maxSplits: 1)
        if pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "q" {
          quality = Double(pair[1].trimmingCharacters(in: .whitespaces)) ?? 0
        }
      }
      quality = min(max(quality, 0), 1)
      switch coding {
      case "gzip", "x-gzip": gzip = quality
      case "br": brotli = quality
      case "*": wildcard = quality
      default: break
      }
    }
    gzipQuality = gzip ?? wildcard ?? 0
    brotliQuality = brotli ?? wildcard ?? 0
  }

  /// Whether to send Brotli rather than gzip when both encodings exist: Brotli is acceptable
  /// and its quality is at least gzip's (on a tie the smaller encoding, Brotli, is sent).
  public var prefersBrotli: Bool { allowsBrotli && brotliQuality >= gzipQuality }
}
