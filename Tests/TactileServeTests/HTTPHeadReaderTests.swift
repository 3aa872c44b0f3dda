import Testing

@testable import TactileServe

/// Reading request heads (issue 19): the limits, what is malformed, and what is kept.
@Suite struct HTTPHeadReaderTests {
  func read(_ text: String, limits: HTTPLimits = HTTPLimits()) -> HTTPHeadReader.State {
    var reader = HTTPHeadReader(limits: limits)
    return reader.read(Array(text.utf8))
  }

  func refusal(_ text: String) -> Int? {
    if case .refused(let refusal) = read(text) { return refusal.status }
    return nil
  }

  @Test("a request line, its headers and the empty line make a head; names keep their spelling")
  func completeHead() throws {
    guard
      case .complete(let head) = read(
        "GET /studio/?a=1 HTTP/1.1\r\nHost: x\r\nAccept-Encoding:  gzip \r\n\r\n")
    else {
      Issue.record("not complete")
      return
    }
    #expect(head.method == "GET")
    #expect(head.target == "/studio/?a=1")
    #expect(head.minorVersion == 1)
    #expect(
      head.headers == [
        HTTPField(name: "Host", value: "x"), HTTPField(name: "Accept-Encoding", value: "gzip"),
      ])
    #expect(head.headerDictionary == ["host": "x", "accept-encoding": "gzip"])
  }

  @Test("bytes that come one at a time make the same head, and bare LF ends lines too")
  func byteByByte() {
    let text = "\r\nHEAD /a HTTP/1.0\nX-A: 1\nx-a: 2\n\n"
    var reader = HTTPHeadReader(limits: HTTPLimits())
    var states: [HTTPHeadReader.State] = []
    for byte in text.utf8 { states.append(reader.read([byte])) }
    #expect(states.dropLast().allSatisfy { $0 == .incomplete })
    guard case .complete(let head) = states.last else {
      Issue.record("not complete: \(states.last as Any)")
      return
    }
    #expect(head.method == "HEAD" && head.minorVersion == 0)
    #expect(head.headerDictionary == ["x-a": "1, 2"])
    #expect(!head.keepsAlive)
  }

  @Test("the bytes after a head stay for the next request (pipelining)")
  func pending() {
    var reader = HTTPHeadReader(limits: HTTPLimits())
    reader.read(Array("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    var next = HTTPHeadReader(limits: HTTPLimits(), pending: reader.pending)
    guard case .complete(let head) = next.state else {
      Issue.record("second request not read: \(next.state)")
      return
    }
    #expect(head.target == "/b")
    #expect(next.read([]) == next.state)
  }

  @Test("a request line of exactly the limit is read; one byte more is 414, even before its line end")
  func requestLineLimit() {
    let limit = HTTPLimits().requestLineBytes
    let fitting = "GET /" + String(repeating: "a", count: limit - "GET / HTTP/1.1".count) + " HTTP/1.1"
    #expect(fitting.utf8.count == limit)
    guard case .complete = read(fitting + "\r\nHost: x\r\n\r\n") else {
      Issue.record("a request line at the limit was refused")
      return
    }
    let long = "GET /" + String(repeating: "a", count: limit - "GET / HTTP/1.1".count + 1) + " HTTP/1.1"
    #expect(refusal(long + "\r\nHost: x\r\n\r\n") == 414)
    // No line end yet: refused as soon as more than the limit has come.
    #expect(refusal("GET /" + String(repeating: "a", count: limit)) == 414)
    #expect(refusal("GET /" + String(repeating: "a", count: limit - 10)) == nil)
  }

  @Test("headers over 32 KB in all are 431, also while the empty line has not come")
  func headerLimit() {
    let line = "X-Filler: " + String(repeating: "b", count: 988) + "\r\n"  // 1000 bytes
    let fitting = String(repeating: line, count: 32) + "Host: x\r\n"
    #expect(fitting.utf8.count <= 32 * 1024)
    if case .complete = read("GET / HTTP/1.1\r\n" + fitting + "\r\n") {
    } else {
      Issue.record("32 000 bytes refused")
    }
    #expect(refusal("GET / HTTP/1.1\r\nHost: x\r\n" + String(repeating: line, count: 33) + "\r\n") == 431)
    #expect(refusal("GET / HTTP/1.1\r\nHost: x\r\n" + String(repeating: line, count: 100)) == 431)
    #expect(refusal("GET / HTTP/1.1\r\nHost: x\r\nX-One: " + String(repeating: "c", count: 40_000)) == 431)
  }

  @Test("malformed request lines and header lines are 400; another major version is 505")
  func malformed() {
    for text in [
      "GET /\r\nHost: x\r\n\r\n", "GET  / HTTP/1.1\r\nHost: x\r\n\r\n", "GET / HTTP/1.1 \r\nHost: x\r\n\r\n",
      "GET / HTTP/1\r\nHost: x\r\n\r\n", "GET / http/1.1\r\nHost: x\r\n\r\n",
      "G(T / HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET /a\u{7F}b HTTP/1.1\r\nHost: x\r\n\r\n", "GET /a\rb HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET /ä HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nNo colon\r\n\r\n", "GET / HTTP/1.1\r\nHost : x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n folded\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\n: empty\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{0}b\r\n\r\n", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
    ] {
      #expect(refusal(text) == 400, "\(text.debugDescription)")
    }
    #expect(refusal("GET / HTTP/2.0\r\nHost: x\r\n\r\n") == 505)
  }

  @Test("HTTP/1.1 needs exactly one Host; HTTP/1.0 may go without")
  func host() {
    #expect(refusal("GET / HTTP/1.1\r\n\r\n") == 400)
    #expect(refusal("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n") == 400)
    #expect(refusal("GET / HTTP/1.0\r\n\r\n") == nil)
    #expect(refusal("GET / HTTP/1.1\r\nhOsT: a\r\n\r\n") == nil)
  }

  @Test("HTTP/1.1 stays open unless it says close; HTTP/1.0 only with keep-alive; a body is announced")
  func connection() {
    func head(_ text: String) -> HTTPRequestHead? {
      if case .complete(let head) = read(text) { return head }
      return nil
    }
    #expect(head("GET / HTTP/1.1\r\nHost: x\r\n\r\n")?.keepsAlive == true)
    #expect(head("GET / HTTP/1.1\r\nHost: x\r\nConnection: upgrade, Close\r\n\r\n")?.keepsAlive == false)
    #expect(head("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")?.keepsAlive == true)
    #expect(head("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")?.announcesBody == false)
    #expect(head("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n")?.announcesBody == true)
    #expect(head("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")?.announcesBody == true)
  }
}
