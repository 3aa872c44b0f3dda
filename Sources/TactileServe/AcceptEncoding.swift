import Foundation

/// A request's `Accept-Encoding` header (RFC 9110 §12.5.3), read for the one coding the server
/// offers. gzip is acceptable when it is listed (or `x-gzip`, or `*`) with a quality above 0 and
/// not refused by name; no header means only the identity encoding.
public struct AcceptEncoding: Sendable {
  /// Whether a gzip-encoded body may be sent.
  public let allowsGzip: Bool

  /// Reads the header's value; nil when the request has none.
  public init(_ value: String?) {
    guard let value else {
      allowsGzip = false
      return
    }
    var named: Bool?
    var wildcard: Bool?
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
      if coding == "gzip" || coding == "x-gzip" {
        named = quality > 0
      } else if coding == "*" {
        wildcard = quality > 0
      }
    }
    allowsGzip = named ?? wildcard ?? false
  }
}
