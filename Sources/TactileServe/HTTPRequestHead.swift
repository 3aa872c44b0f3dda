/// How much of a request `tactile serve` reads before refusing it, and how long it waits.
public struct HTTPLimits: Sendable {
  /// The longest request line (method, target and version, without its line end): 414 beyond.
  public var requestLineBytes: Int
  /// The most bytes of header lines, line ends included, without the closing empty line: 431
  /// beyond.
  public var headerBytes: Int
  /// How long a client has, from connecting (or from the end of its previous response), to
  /// finish sending a request's headers; it is disconnected when the time is up.
  public var headerTimeout: Duration
  /// How many connections are served at once; one more is answered 503 and closed.
  public var maxConnections: Int
  /// How long sending a response may block on a client that does not read.
  public var sendTimeout: Duration

  public init(
    requestLineBytes: Int = 8 * 1024, headerBytes: Int = 32 * 1024, headerTimeout: Duration = .seconds(10),
    maxConnections: Int = 128, sendTimeout: Duration = .seconds(30)
  ) {
    self.requestLineBytes = requestLineBytes
    self.headerBytes = headerBytes
    self.headerTimeout = headerTimeout
    self.maxConnections = maxConnections
    self.sendTimeout = sendTimeout
  }
}

/// A request refused before it reaches the site: the status and its reason phrase.
public struct HTTPRefusal: Error, Equatable, Sendable {
  public var status: Int
  public var reason: String

  public static let badRequest = HTTPRefusal(status: 400, reason: "Bad Request")
  public static let uriTooLong = HTTPRefusal(status: 414, reason: "URI Too Long")
  public static let headersTooLarge = HTTPRefusal(status: 431, reason: "Request Header Fields Too Large")
  public static let versionNotSupported = HTTPRefusal(status: 505, reason: "HTTP Version Not Supported")
}

/// A request's head (RFC 9112): request line and header fields, as sent.
public struct HTTPRequestHead: Equatable, Sendable {
  public var method: String
  /// The request target exactly as sent (still percent-encoded).
  public var target: String
  /// The minor version of HTTP/1.x (0 or 1).
  public var minorVersion: Int
  /// The header fields in order, names as sent.
  public var headers: [HTTPField]

  /// The values of a header, by any spelling of its name.
  public func values(_ name: String) -> [String] {
    let lowered = name.lowercased()
    return headers.filter { $0.name.lowercased() == lowered }.map(\.value)
  }

  /// Whether a body follows the head (`Content-Length` above 0 or any `Transfer-Encoding`).
  /// The server reads no bodies, so it closes such a connection after answering.
  public var announcesBody: Bool {
    if !values("Transfer-Encoding").isEmpty { return true }
    return values("Content-Length").contains { $0 != "0" }
  }

  /// Whether the client wants the connection kept open after the response: HTTP/1.1 unless it
  /// says `Connection: close`, HTTP/1.0 only when it says `Connection: keep-alive`.
  public var keepsAlive: Bool {
    let options = values("Connection").flatMap { $0.split(separator: ",") }.map {
      $0.trimmingSpaces().lowercased()
    }
    if options.contains("close") { return false }
    return minorVersion >= 1 || options.contains("keep-alive")
  }

  /// The headers for `StaticRequest`: lower-cased names, repeated fields joined with ", ".
  public var headerDictionary: [String: String] {
    var result: [String: String] = [:]
    for field in headers {
      let name = field.name.lowercased()
      if let earlier = result[name] {
        result[name] = earlier + ", " + field.value
      } else {
        result[name] = field.value
      }
    }
    return result
  }
}

/// One header field: its name as sent and its value without surrounding spaces.
public struct HTTPField: Equatable, Sendable {
  public var name: String
  public var value: String

  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// Reads request heads from the bytes of a connection as they arrive, in time linear in their
/// length: every byte is looked at once to find line ends, and each line is parsed once.
///
/// It refuses a request line longer than `limits.requestLineBytes` (414) and headers longer
/// than `limits.headerBytes` (431) as soon as that many bytes have come without the line end or
/// the empty line, so it never holds more than the limits plus one read. A line may end with
/// CRLF or a bare LF (RFC 9112 §2.2); empty lines before the request line are skipped.
public struct HTTPHeadReader: Sendable {
  public enum State: Equatable, Sendable {
    /// More bytes are needed.
    case incomplete
    /// A whole head; the bytes after it stay in the reader for the next request.
    case complete(HTTPRequestHead)
    /// The request is refused; the connection is answered and closed.
    case refused(HTTPRefusal)
  }

  public let limits: HTTPLimits
  private var buffer: [UInt8]
  /// How far the buffer has been searched for line ends.
  private var scanned = 0
  /// Where the line being read starts.
  private var lineStart = 0
  /// The request line, once its end has come.
  private var requestLine: Range<Int>?
  /// Where the header lines start (after the request line's end).
  private var headerStart = 0
  private var headerLines: [Range<Int>] = []
  public private(set) var state = State.incomplete

  /// A reader for the next request, given the bytes already received after the last one.
  public init(limits: HTTPLimits, pending: [UInt8] = []) {
    self.limits = limits
    self.buffer = pending
    advance()
  }

  /// The bytes received after the complete head (a pipelined next request).
  public var pending: [UInt8] {
    guard case .complete = state else { return [] }
    return Array(buffer[scanned...])
  }

  /// Takes bytes as they come from the connection and says how far the request has come.
  @discardableResult
  public mutating func read(_ bytes: some Sequence<UInt8>) -> State {
    guard case .incomplete = state else { return state }
    buffer.append(contentsOf: bytes)
    advance()
    return state
  }

  private mutating func advance() {
    while scanned < buffer.count {
      let byte = buffer[scanned]
      scanned += 1
      guard byte == 10 else { continue }
      var end = scanned - 1
      if end > lineStart && buffer[end - 1] == 13 { end -= 1 }
      let line = lineStart..<end
      lineStart = scanned
      if requestLine == nil {
        if line.isEmpty { continue }
        if line.count > limits.requestLineBytes { return refuse(.uriTooLong) }
        requestLine = line
        headerStart = scanned
      } else if line.isEmpty {
        return finish()
      } else {
        headerLines.append(line)
      }
      if requestLine != nil && scanned - headerStart > limits.headerBytes { return refuse(.headersTooLarge) }
    }
    if requestLine == nil {
      if buffer.count - lineStart > limits.requestLineBytes { return refuse(.uriTooLong) }
      // Empty lines before the request line count against its limit too.
      if lineStart > limits.requestLineBytes { return refuse(.badRequest) }
    } else if buffer.count - headerStart > limits.headerBytes {
      return refuse(.headersTooLarge)
    }
  }

  private mutating func refuse(_ refusal: HTTPRefusal) {
    state = .refused(refusal)
    buffer = []
  }

  private mutating func finish() {
    guard let requestLine else { return refuse(.badRequest) }
    switch Self.parse(requestLine: buffer[requestLine], headerLines: headerLines.map { buffer[$0] }) {
    case .success(let head): state = .complete(head)
    case .failure(let refusal): refuse(refusal)
    }
  }

  /// The head from its request line and header lines (without line ends), or why it is refused.
  static func parse(requestLine: ArraySlice<UInt8>, headerLines: [ArraySlice<UInt8>]) -> Result<
    HTTPRequestHead, HTTPRefusal
  > {
    // request-line = method SP request-target SP HTTP-version (single spaces, nothing else).
    let parts = requestLine.split(separator: 32, maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 3 else { return .failure(.badRequest) }
    let (method, target, version) = (parts[0], parts[1], parts[2])
    guard !method.isEmpty, method.allSatisfy(isTokenByte) else { return .failure(.badRequest) }
    guard !target.isEmpty, target.allSatisfy({ $0 > 32 && $0 < 127 }) else { return .failure(.badRequest) }
    // HTTP-version = "HTTP/" DIGIT "." DIGIT
    let digits = Array(version)
    guard digits.count == 8, Array(digits[0..<5]) == Array("HTTP/".utf8), isDigit(digits[5]), digits[6] == 46,
      isDigit(digits[7])
    else { return .failure(.badRequest) }
    guard digits[5] == 49 else { return .failure(.versionNotSupported) }
    let minor = Int(digits[7] - 48)

    var fields: [HTTPField] = []
    for line in headerLines {
      // field-line = field-name ":" OWS field-value OWS; no space before the colon, no folding.
      guard let colon = line.firstIndex(of: 58) else { return .failure(.badRequest) }
      let name = line[line.startIndex..<colon]
      guard !name.isEmpty, name.allSatisfy(isTokenByte) else { return .failure(.badRequest) }
      var value = line[(colon + 1)...]
      while let first = value.first, first == 32 || first == 9 { value = value.dropFirst() }
      while let last = value.last, last == 32 || last == 9 { value = value.dropLast() }
      guard value.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else { return .failure(.badRequest) }
      fields.append(
        HTTPField(name: String(decoding: name, as: UTF8.self), value: String(decoding: value, as: UTF8.self)))
    }
    let head = HTTPRequestHead(
      method: String(decoding: method, as: UTF8.self), target: String(decoding: target, as: UTF8.self),
      minorVersion: minor, headers: fields)
    // HTTP/1.1 requires exactly one Host (RFC 9112 §3.2).
    let hosts = head.values("Host")
    if hosts.count > 1 || (minor >= 1 && hosts.isEmpty) { return .failure(.badRequest) }
    // A Content-Length must be a number, the same in every copy (RFC 9112 §6.3).
    let lengths = head.values("Content-Length").flatMap { $0.split(separator: ",") }.map {
      $0.trimmingSpaces()
    }
    if lengths.contains(where: { $0.isEmpty || !$0.utf8.allSatisfy(isDigit) }) || Set(lengths).count > 1 {
      return .failure(.badRequest)
    }
    return .success(head)
  }
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

/// tchar (RFC 9110 §5.6.2): the characters of methods and header names.
private func isTokenByte(_ byte: UInt8) -> Bool {
  switch byte {
  case 48...57, 65...90, 97...122: return true
  case 33, 35, 36, 37, 38, 39, 42, 43, 45, 46, 94, 95, 96, 124, 126: return true
  default: return false
  }
}

extension StringProtocol {
  fileprivate func trimmingSpaces() -> String {
    var view = Substring(self)
    while let first = view.first, first == " " || first == "\t" { view = view.dropFirst() }
    while let last = view.last, last == " " || last == "\t" { view = view.dropLast() }
    return String(view)
  }
}
