import Foundation
import Testing

@testable import TactileServe

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `tactile serve`'s server over real sockets (issue 19): refusals with their status codes, the
/// header timeout, the connection bound, and the site's answers unchanged. Each test starts a
/// server on a free port of the loopback interface and talks raw HTTP to it.
@Suite struct HTTPServerTests {
  /// A server for the fixture's site, running on a thread of its own until `stop()`.
  final class Running: Sendable {
    let server: HTTPServer
    let fixture: SiteFixture

    init(limits: HTTPLimits = HTTPLimits()) throws {
      fixture = try SiteFixture()
      let site = fixture.site
      server = try HTTPServer(host: "127.0.0.1", port: 0, limits: limits) { site.respond(to: $0) }
      let server = self.server
      Thread { server.run() }.start()
    }

    func stop() {
      server.stop()
      fixture.remove()
    }

    func connect() throws -> Client { try Client(port: server.port) }

    /// One request on a connection of its own; the whole answer.
    func exchange(_ request: String) throws -> Answer {
      let client = try connect()
      defer { client.close() }
      client.send(Array(request.utf8))
      return client.answer()
    }
  }

  /// What came back: the status code, the headers and the body (until the server closed).
  struct Answer {
    var status: Int?
    var headers: [String: String]
    var body: [UInt8]
    /// Whether the server closed the connection.
    var closed: Bool
  }

  /// A blocking client socket that gives up on reads after 20 s (so a broken server fails the
  /// test instead of hanging it; no assertion depends on the time).
  final class Client: @unchecked Sendable {
    let fd: Int32
    private var isClosed = false
    /// Bytes read past the last answer (the start of the next one).
    private var received: [UInt8] = []

    init(port: UInt16) throws {
      fd = socket(AF_INET, streamType, 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = port.bigEndian
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
      var timeout = timeval(tv_sec: 20, tv_usec: 0)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends all the bytes; false when the server has closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
      var sent = 0
      while sent < bytes.count {
        let count = bytes.withUnsafeBytes {
          Glibc.send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
        }
        guard count > 0 else { return false }
        sent += count
      }
      return true
    }

    /// Reads one response: its head, then `Content-Length` bytes of body (or until the end);
    /// what came after it is kept for the next call.
    func answer(head: Bool = false) -> Answer {
      var bytes = received
      received = []
      var chunk = [UInt8](repeating: 0, count: 65536)
      var closed = false
      func headEnd() -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index..<index + 4].elementsEqual([13, 10, 13, 10]) {
          return index + 4
        }
        return nil
      }
      func readMore() -> Bool {
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 {
          closed = count == 0 || errno == ECONNRESET
          return false
        }
        bytes += chunk[0..<count]
        return true
      }
      while headEnd() == nil { if !readMore() { break } }
      guard let end = headEnd() else { return Answer(status: nil, headers: [:], body: bytes, closed: closed) }
      let lines = String(decoding: bytes[0..<end - 4], as: UTF8.self).components(separatedBy: "\r\n")
      let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") }
      var headers: [String: String] = [:]
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
          in: .whitespaces)
      }
      let length = head ? 0 : Int(headers["content-length"] ?? "") ?? Int.max
      while bytes.count - end < length { if !readMore() { break } }
      if headers["connection"] == "close" && !closed {
        // The server says it closes: the next read must see the end.
        _ = readMore()
      }
      let bodyEnd = length == Int.max ? bytes.count : min(bytes.count, end + length)
      received = Array(bytes[bodyEnd...])
      return Answer(status: status, headers: headers, body: Array(bytes[end..<bodyEnd]), closed: closed)
    }

    /// Whether the server has closed the connection, waiting at most `milliseconds` for it.
    func closedWithin(milliseconds: Int32) -> Bool {
      var watched = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&watched, 1, milliseconds) > 0 else { return false }
      var byte: UInt8 = 0
      return recv(fd, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
    }

    /// Closes the socket once (a second call does nothing, so it never closes a reused number).
    func close() {
      guard !isClosed else { return }
      isClosed = true
      _ = Glibc.close(fd)
    }
  }

  static let plain = "GET /studio/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"

  @Test("a request line over 8 KB is answered 414 while a normal request is served meanwhile")
  func longRequestLine() throws {
    let running = try Running()
    defer { running.stop() }
    let long = try running.connect()
    defer { long.close() }
    long.send(Array(("GET /" + String(repeating: "a", count: 4096)).utf8))
    let normal = try running.exchange(Self.plain)
    #expect(normal.status == 200)
    #expect(String(decoding: normal.body, as: UTF8.self).contains("<title>Studio</title>"))
    long.send(Array((String(repeating: "a", count: 4096) + " HTTP/1.1\r\nHost: x\r\n\r\n").utf8))
    let answer = long.answer()
    #expect(answer.status == 414)
    #expect(answer.headers["connection"] == "close")
    #expect(answer.closed)
    for size in [100 * 1024, 200 * 1024] {
      let target = "/" + String(repeating: "a", count: size)
      #expect(try running.exchange("GET \(target) HTTP/1.1\r\nHost: x\r\n\r\n").status == 414, "\(size)")
    }
    #expect(try running.exchange(Self.plain).status == 200)
  }

  @Test("100 KB and 200 KB of headers are refused with 431, and the server still answers others")
  func largeHeaders() throws {
    let running = try Running()
    defer { running.stop() }
    let line = "X-Filler: " + String(repeating: "b", count: 988) + "\r\n"
    for kilobytes in [100, 200] {
      let request =
        "GET /studio/ HTTP/1.1\r\nHost: x\r\n" + String(repeating: line, count: kilobytes) + "\r\n"
      let answer = try running.exchange(request)
      #expect(answer.status == 431, "\(kilobytes) KB")
      #expect(answer.closed, "\(kilobytes) KB")
      #expect(try running.exchange(Self.plain).status == 200, "after \(kilobytes) KB")
    }
  }

  @Test("a client sending one byte at a time is cut off by the header timeout while others are served")
  func slowClient() throws {
    let running = try Running(limits: HTTPLimits(headerTimeout: .seconds(1)))
    defer { running.stop() }
    let slow = try running.connect()
    defer { slow.close() }
    let request = Array(
      ("GET /studio/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + String(repeating: "s", count: 100)).utf8)
    var sent = 0
    var cutOff = false
    var servedMeanwhile = false
    // One byte every 250 ms: the whole head would take 30 s; the timeout is 1 s.
    while sent < request.count {
      guard slow.send([request[sent]]) else {
        cutOff = true
        break
      }
      sent += 1
      if sent == 2 { servedMeanwhile = try running.exchange(Self.plain).status == 200 }
      if slow.closedWithin(milliseconds: 250) {
        cutOff = true
        break
      }
    }
    #expect(cutOff)
    #expect(sent < request.count)
    #expect(servedMeanwhile)
    #expect(try running.exchange(Self.plain).status == 200)
  }

  @Test("the default header timeout is 10 seconds")
  func defaultTimeout() {
    #expect(HTTPLimits().headerTimeout == .seconds(10))
    #expect(HTTPLimits().requestLineBytes == 8192)
    #expect(HTTPLimits().headerBytes == 32768)
  }

  @Test("each refusal has its status: 400 malformed or without Host, 405 with Allow, 505")
  func statusCodes() throws {
    let running = try Running()
    defer { running.stop() }
    let cases: [(String, Int)] = [
      ("GET /studio/ HTTP/1.1\r\n\r\n", 400),
      ("GET /studio/\r\nHost: x\r\n\r\n", 400),
      ("GET /studio/ HTTP/1.1\r\nHost: x\r\nBad header\r\n\r\n", 400),
      ("GET /studio/ HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n folded\r\n\r\n", 400),
      ("GET /studio/ HTTP/3.0\r\nHost: x\r\n\r\n", 505),
      ("POST /studio/ HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc", 405),
      ("DELETE /studio/ HTTP/1.1\r\nHost: x\r\n\r\n", 405),
      ("get /studio/ HTTP/1.1\r\nHost: x\r\n\r\n", 405),
      ("GET /studio/ HTTP/1.0\r\n\r\n", 200),
    ]
    for (request, status) in cases {
      let answer = try running.exchange(request)
      #expect(answer.status == status, "\(request.debugDescription)")
      if status == 405 { #expect(answer.headers["allow"] == "GET, HEAD") }
      if status == 400 || status == 505 { #expect(answer.closed, "\(request.debugDescription)") }
    }
  }

  @Test("the site's answers come through unchanged: types, nosniff, ETag and 304, gzip, HEAD")
  func siteAnswers() throws {
    let running = try Running()
    defer { running.stop() }
    let script = try running.exchange(
      "GET /studio/studio.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n")
    #expect(script.status == 200)
    #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
    #expect(script.headers["content-encoding"] == "gzip")
    #expect(script.headers["x-content-type-options"] == "nosniff")
    #expect(script.headers["cache-control"] == "no-cache")
    #expect(script.body.starts(with: [0x1F, 0x8B]))
    let tag = try #require(script.headers["etag"])
    let revalidated = try running.exchange(
      "GET /studio/studio.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nIf-None-Match: \(tag)\r\nConnection: close\r\n\r\n"
    )
    #expect(revalidated.status == 304)
    #expect(revalidated.body.isEmpty)
    let client = try running.connect()
    defer { client.close() }
    client.send(Array("HEAD /tactile.wasm HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    let head = client.answer(head: true)
    #expect(head.status == 200)
    #expect(head.headers["content-type"] == "application/wasm")
    #expect(head.headers["content-length"] == "4008")
    #expect(head.body.isEmpty)
  }

  @Test("traversal is refused through the server as by the site: 404 and nothing outside")
  func traversal() throws {
    let running = try Running()
    defer { running.stop() }
    for target in [
      "/../secret.txt", "/%2e%2e/secret.txt", "/studio/..%2f..%2fsecret.txt", "/..%5csecret.txt",
      "/studio/%2e%2e/%2e%2e/secret.txt", "/escape.txt", "/%2fetc%2fpasswd",
    ] {
      let answer = try running.exchange("GET \(target) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
      #expect(answer.status == 404, "\(target)")
      #expect(!String(decoding: answer.body, as: UTF8.self).contains("top secret"), "\(target)")
    }
  }

  @Test("a kept-alive connection answers several requests, pipelined ones in order")
  func keepAlive() throws {
    let running = try Running()
    defer { running.stop() }
    let client = try running.connect()
    defer { client.close() }
    client.send(
      Array("GET /logo.svg HTTP/1.1\r\nHost: x\r\n\r\nGET /shot.png HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    let first = client.answer()
    let second = client.answer()
    #expect(first.status == 200 && first.headers["content-type"] == "image/svg+xml")
    #expect(second.status == 200 && second.headers["content-type"] == "image/png")
    #expect(!first.closed && !second.closed)
  }

  @Test("connections beyond the bound are answered 503 while the others are kept")
  func boundedConnections() throws {
    let running = try Running(limits: HTTPLimits(maxConnections: 2))
    defer { running.stop() }
    let first = try running.connect()
    defer { first.close() }
    let second = try running.connect()
    defer { second.close() }
    // Both are being served (each answered once) and stay open.
    for client in [first, second] {
      client.send(Array("GET /logo.svg HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
      #expect(client.answer().status == 200)
    }
    let third = try running.exchange(Self.plain)
    #expect(third.status == 503)
    #expect(third.headers["retry-after"] == "1")
    first.close()
    // The slot comes free once the server has seen the close.
    var status: Int?
    for _ in 0..<100 {
      status = try running.exchange(Self.plain).status
      if status == 200 { break }
      usleep(20_000)
    }
    #expect(status == 200)
  }
}

#if canImport(Glibc)
  private let streamType = Int32(SOCK_STREAM.rawValue)
#else
  private let streamType = SOCK_STREAM
#endif
