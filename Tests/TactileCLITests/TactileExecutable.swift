import Foundation
import TactileTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The built `tactile` command (`swift build` puts it in `.build/debug`), run as a user runs it:
/// the tests of the command share these helpers instead of each starting processes its own way.
enum TactileExecutable {
  static let url = Repository.url(".build/debug/tactile")

  /// How a run ended and what it printed.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `tactile` with `arguments` (in `folder` when given) to its end.
  static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A running `tactile serve`, started with `arguments` after `serve`, stopped by `stop()`.
  final class Server {
    let process = Process()
    /// The first line the server printed.
    let firstLine: String
    private let output = Pipe()

    init(_ arguments: [String], in folder: URL = Repository.root) throws {
      process.executableURL = TactileExecutable.url
      process.arguments = ["serve"] + arguments
      process.currentDirectoryURL = folder
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      var line = Data()
      let handle = output.fileHandleForReading
      while !line.contains(10) {
        let chunk = handle.availableData
        if chunk.isEmpty { break }  // the server ended before it said anything
        line += chunk
      }
      firstLine = String(decoding: line.prefix { $0 != 10 }, as: UTF8.self)
    }

    /// Stops the server (SIGTERM) and waits for it to end.
    func stop() {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
  }

  /// A response read by `get`.
  struct Response {
    var status: Int
    /// Header values by lower-cased name.
    var headers: [String: String]
    var body: Data
  }

  /// A GET (or HEAD) of `path` from 127.0.0.1:`port` over its own connection, HTTP/1.1 with
  /// `Connection: close`, read to the end; nil when the server cannot be reached.
  static func get(port: UInt16, _ path: String, headers: [String: String] = [:]) -> Response? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    // A stuck server fails the test after 30 s instead of hanging it; nothing depends on time.
    var timeout = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    for (name, value) in headers { request += "\(name): \(value)\r\n" }
    let bytes = Array((request + "\r\n").utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return nil }
      sent += count
    }
    var received = Data()
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received.append(contentsOf: chunk[0..<count])
    }
    guard let end = received.range(of: Data("\r\n\r\n".utf8)) else { return nil }
    let lines = String(decoding: received[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    guard let status = lines.first.flatMap({ Int($0.split(separator: " ").dropFirst().first ?? "") }) else {
      return nil
    }
    var fields: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    return Response(status: status, headers: fields, body: Data(received[end.upperBound...]))
  }
}
