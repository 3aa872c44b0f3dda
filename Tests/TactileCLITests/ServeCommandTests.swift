import Foundation
import TactileBrotli
import TactileTestSupport
import Testing

/// `tactile serve` as a user starts it (docs/interfaces.md): the built executable on a free
/// port, asked for the reference, the Studio and the module over every encoding, then stopped.
extension CLITests {
  /// A stand-in module: the wasm magic and a kilobyte of text repeated with variations, so that
  /// both encodings shrink it.
  func stubModule() throws -> (url: URL, bytes: Data) {
    var bytes = Data([0, 0x61, 0x73, 0x6D, 1, 0, 0, 0])
    for index in 0..<400 { bytes += Data("(func $f\(index) (param i32) (result i32) local.get 0)\n".utf8) }
    let url = URL(fileURLWithPath: try temporaryFile("tactile.wasm", ""))
    try bytes.write(to: url)
    return (url, bytes)
  }

  /// The port in the first line the server printed after `origin`, e.g. `http://127.0.0.1:`.
  func listeningPort(in line: String, after origin: String) -> UInt16? {
    guard let range = line.range(of: origin) else { return nil }
    return UInt16(line[range.upperBound...].prefix { $0.isNumber })
  }

  @Test(
    "serve --port 0: says where it listens, serves /, the Studio and the module as identity, gzip and br, and stops"
  )
  func serveEndToEnd() throws {
    let module = try stubModule()
    let server = try TactileExecutable.Server(["--port", "0", "--wasm", module.url.path])
    defer { server.stop() }
    let line = server.firstLine
    #expect(line.hasPrefix("tactile: serving the reference at http://127.0.0.1:"), "\(line)")
    #expect(line.hasSuffix("/ and the Studio at /studio/"), "\(line)")
    let port = try #require(listeningPort(in: line, after: "http://127.0.0.1:"))
    #expect(port != 0)

    let reference = try #require(TactileExecutable.get(port: port, "/"))
    #expect(reference.status == 200 && reference.headers["content-type"] == "text/html; charset=utf-8")
    let studio = try #require(TactileExecutable.get(port: port, "/studio/"))
    #expect(studio.status == 200 && String(decoding: studio.body, as: UTF8.self).contains("<canvas"))

    let plain = try #require(TactileExecutable.get(port: port, "/tactile.wasm"))
    #expect(plain.status == 200 && plain.headers["content-type"] == "application/wasm")
    #expect(plain.body == module.bytes && plain.headers["content-encoding"] == nil)
    let gzip = try #require(
      TactileExecutable.get(port: port, "/tactile.wasm", headers: ["Accept-Encoding": "gzip"]))
    #expect(gzip.headers["content-encoding"] == "gzip" && gzip.body.starts(with: [0x1F, 0x8B]))
    #expect(gzip.body.count < module.bytes.count && gzip.headers["vary"] == "Accept-Encoding")

    // The module's Brotli encoding is made in the background at start-up; until then br-accepting
    // requests get gzip. Asked again until it is there (the attempts bound a broken server).
    var brotli: TactileExecutable.Response?
    for _ in 0..<600 {
      let response = TactileExecutable.get(
        port: port, "/tactile.wasm", headers: ["Accept-Encoding": "gzip, br"])
      if response?.headers["content-encoding"] != "gzip" {
        brotli = response
        break
      }
      usleep(100_000)
    }
    let br = try #require(brotli)
    #expect(br.status == 200 && br.headers["content-encoding"] == "br")
    #expect(br.body == Data(Brotli.compress([UInt8](module.bytes))))
    #expect(br.headers["vary"] == "Accept-Encoding")
    let tags = [plain.headers["etag"], gzip.headers["etag"], br.headers["etag"]]
    #expect(Set(tags.compactMap { $0 }).count == 3, "\(tags)")

    server.stop()
    #expect(!server.process.isRunning)
    #expect(TactileExecutable.get(port: port, "/") == nil, "nothing answers after the server stopped")
  }

  @Test("serve --host ::1 names the address as a URL does, in brackets")
  func serveIPv6() throws {
    let module = try stubModule()
    let server = try TactileExecutable.Server(["--host", "::1", "--port", "0", "--wasm", module.url.path])
    defer { server.stop() }
    #expect(
      server.firstLine.hasPrefix("tactile: serving the reference at http://[::1]:"), "\(server.firstLine)")
    #expect(listeningPort(in: server.firstLine, after: "http://[::1]:") != nil)
  }
}
