import Foundation

/// The parts of an HTTP request that decide a static response: the method, the request target
/// exactly as it came (still percent-encoded, maybe with a query) and the headers.
public struct StaticRequest: Sendable {
  public var method: String
  public var target: String
  /// Header values by lower-cased name.
  public var headers: [String: String]

  public init(method: String = "GET", target: String, headers: [String: String] = [:]) {
    self.method = method.uppercased()
    self.target = target
    var lowered: [String: String] = [:]
    for (name, value) in headers { lowered[name.lowercased()] = value }
    self.headers = lowered
  }

  /// The value of a header, by any spelling of its name.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// What the server sends back: a status, headers in order, and the body (empty for HEAD, 304
/// and redirects; `Content-Length` then still gives the length a GET would have had).
public struct StaticResponse: Sendable {
  public var status: Int
  public var reason: String
  public var headers: [(name: String, value: String)]
  public var body: Data

  /// The value of a header, by any spelling of its name.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }
}
