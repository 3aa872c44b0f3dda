import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tactile serve`'s HTTP/1.1 server: POSIX sockets, one thread per connection, and
/// `HTTPHeadReader` for the requests (linear in their length, limited by `HTTPLimits`).
///
/// - A request line over `limits.requestLineBytes` gets 414, headers over `limits.headerBytes`
///   431, a malformed head or an HTTP/1.1 request without `Host` 400, another major version
///   505; each of these is answered with `Connection: close` and the connection closed.
/// - Methods other than GET and HEAD get 405 with `Allow: GET, HEAD` (methods are
///   case-sensitive, so `get` is one of them).
/// - A client that has not sent a whole head within `limits.headerTimeout` of connecting (or of
///   its previous response) is disconnected without an answer.
/// - At most `limits.maxConnections` connections are served at once; one more is answered 503
///   with `Retry-After: 1` and closed (and beyond as many again being refused, closed at once).
/// - Connections are kept alive (HTTP/1.1 unless `Connection: close`); a request that announces
///   a body is answered and its connection closed, as the server reads no bodies.
public final class HTTPServer: @unchecked Sendable {
  public typealias Handler = @Sendable (StaticRequest) -> StaticResponse

  public let limits: HTTPLimits
  /// The port it listens on (the one the system chose when asked for port 0).
  public let port: UInt16
  private let listener: Int32
  private let handler: Handler
  private let lock = NSLock()
  private var active = 0
  private var refusing = 0
  private var stopped = false

  /// Binds to `host` (a name or a numeric IPv4 or IPv6 address) and `port` (0: any free one)
  /// and listens; `run()` then accepts connections.
  public init(host: String, port: UInt16, limits: HTTPLimits = HTTPLimits(), handler: @escaping Handler)
    throws
  {
    self.limits = limits
    self.handler = handler
    var hints = addrinfo()
    hints.ai_flags = AI_PASSIVE
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = streamSocket
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, String(port), &hints, &found)
    guard status == 0, let first = found else {
      throw HTTPServerError("cannot resolve '\(host)': \(String(cString: gai_strerror(status)))")
    }
    defer { freeaddrinfo(found) }
    let fd = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
    guard fd >= 0 else { throw HTTPServerError("cannot open a socket: \(String(cString: strerror(errno)))") }
    var on: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    guard bind(fd, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0, listen(fd, 128) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw HTTPServerError("cannot listen on \(host) port \(port): \(reason)")
    }
    var address = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(fd, $0, &length) }
    }
    let family = Int32(address.ss_family)
    self.port = withUnsafePointer(to: &address) { pointer in
      if family == AF_INET6 {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          UInt16(bigEndian: $0.pointee.sin6_port)
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        UInt16(bigEndian: $0.pointee.sin_port)
      }
    }
    self.listener = fd
  }

  /// Accepts connections until `stop()`, each served on a thread of its own.
  public func run() {
    defer { close(listener) }
    while true {
      let client = accept(listener, nil, nil)
      if client < 0 {
        if isStopped { return }
        switch errno {
        case EINTR, ECONNABORTED: continue
        case EMFILE, ENFILE, ENOBUFS, ENOMEM:
          usleep(50_000)
          continue
        default: return
        }
      }
      if isStopped {
        close(client)
        return
      }
      configure(client)
      let admitted = admit()
      if admitted == .dropped {
        close(client)
        continue
      }
      let thread = Thread { [self] in
        if admitted == .served { serve(client) } else { refuseBusy(client) }
        release(admitted)
      }
      thread.stackSize = 1 << 20
      thread.start()
    }
  }

  /// Stops accepting connections; `run()` returns. Connections being served finish on their own.
  public func stop() {
    lock.withLock { stopped = true }
    _ = shutdown(listener, Int32(SHUT_RDWR))
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  private enum Admission { case served, refused, dropped }

  /// Whether a new connection is served, answered 503 (on a thread too, as the answer is sent
  /// without resetting the connection), or, when as many are being refused, closed at once.
  private func admit() -> Admission {
    lock.withLock {
      if active < limits.maxConnections {
        active += 1
        return .served
      }
      if refusing < limits.maxConnections {
        refusing += 1
        return .refused
      }
      return .dropped
    }
  }

  private func release(_ admission: Admission) {
    lock.withLock {
      if admission == .served { active -= 1 } else { refusing -= 1 }
    }
  }

  private func configure(_ fd: Int32) {
    var timeout = timeval(duration: limits.sendTimeout)
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  private func refuseBusy(_ fd: Int32) {
    let response = Self.plain(503, "Service Unavailable", extra: [("Retry-After", "1")])
    _ = send(fd, Self.serialize(response, keepAlive: false, minorVersion: 1))
    closeGracefully(fd)
  }

  /// Reads requests and answers them until the client closes, a request is refused, a head
  /// takes longer than the timeout, or a response announces the connection's end.
  private func serve(_ fd: Int32) {
    var reader = HTTPHeadReader(limits: limits)
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      let deadline = ContinuousClock.now.advanced(by: limits.headerTimeout)
      while case .incomplete = reader.state {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else {
          close(fd)
          return
        }
        var watched = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&watched, 1, Int32(clamping: remaining.roundedUpMilliseconds))
        if ready < 0 && errno == EINTR { continue }
        guard ready >= 0 else {
          close(fd)
          return
        }
        if ready == 0 { continue }
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        guard count > 0 else {
          close(fd)
          return
        }
        reader.read(chunk[0..<count])
      }
      switch reader.state {
      case .incomplete:
        continue
      case .refused(let refusal):
        let response = Self.plain(refusal.status, refusal.reason, extra: [])
        _ = send(fd, Self.serialize(response, keepAlive: false, minorVersion: 1))
        closeGracefully(fd)
        return
      case .complete(let head):
        let response: StaticResponse
        if head.method == "GET" || head.method == "HEAD" {
          response = handler(
            StaticRequest(method: head.method, target: head.target, headers: head.headerDictionary))
        } else {
          response = Self.plain(405, "Method Not Allowed", extra: [("Allow", "GET, HEAD")])
        }
        let keepAlive = head.keepsAlive && !head.announcesBody
        guard send(fd, Self.serialize(response, keepAlive: keepAlive, minorVersion: head.minorVersion)) else {
          close(fd)
          return
        }
        guard keepAlive else {
          closeGracefully(fd)
          return
        }
        reader = HTTPHeadReader(limits: limits, pending: reader.pending)
      }
    }
  }

  /// Ends the connection without losing the response: stops sending, reads what the client
  /// still sends (for at most a second and a megabyte) so that closing does not reset the
  /// connection before the client has read the answer, then closes.
  private func closeGracefully(_ fd: Int32) {
    _ = shutdown(fd, Int32(SHUT_WR))
    let deadline = ContinuousClock.now.advanced(by: .seconds(1))
    var drained = 0
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while drained < 1 << 20 {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { break }
      var watched = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&watched, 1, Int32(clamping: remaining.roundedUpMilliseconds))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { break }
      let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      drained += count
    }
    close(fd)
  }

  /// Sends all the bytes; false when the client is gone or stopped reading for `sendTimeout`.
  private func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        sendFlags(fd, buffer.baseAddress! + sent, buffer.count - sent)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// The bytes of a response: status line, the handler's headers (with `Content-Length` added
  /// when missing), the connection's fate, and the body.
  static func serialize(_ response: StaticResponse, keepAlive: Bool, minorVersion: Int) -> [UInt8] {
    var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
    for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
    if response.header("Content-Length") == nil && response.status != 304 && response.status >= 200 {
      head += "Content-Length: \(response.body.count)\r\n"
    }
    if !keepAlive {
      head += "Connection: close\r\n"
    } else if minorVersion == 0 {
      head += "Connection: keep-alive\r\n"
    }
    head += "\r\n"
    return Array(head.utf8) + Array(response.body)
  }

  /// A short plain-text answer (the reason, lower-cased) with extra headers.
  static func plain(_ status: Int, _ reason: String, extra: [(String, String)]) -> StaticResponse {
    let body = Data("\(reason.lowercased())\n".utf8)
    var headers: [(name: String, value: String)] = [
      ("Content-Type", "text/plain; charset=utf-8"), ("X-Content-Type-Options", "nosniff"),
    ]
    for (name, value) in extra { headers.append((name, value)) }
    headers.append(("Content-Length", String(body.count)))
    return StaticResponse(status: status, reason: reason, headers: headers, body: body)
  }
}

/// Why the server could not start: a message for the command line.
public struct HTTPServerError: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}

#if canImport(Glibc)
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
  private func sendFlags(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.send(fd, bytes, count, Int32(MSG_NOSIGNAL))
  }
#else
  private let streamSocket = SOCK_STREAM
  private func sendFlags(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.send(fd, bytes, count, 0)
  }
#endif

extension Duration {
  /// Whole milliseconds, rounded up (so that a wait never ends before the deadline).
  fileprivate var roundedUpMilliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
  }
}

extension timeval {
  fileprivate init(duration: Duration) {
    let (seconds, attoseconds) = duration.components
    self.init(tv_sec: .init(seconds), tv_usec: .init(attoseconds / 1_000_000_000_000))
  }
}
