/// The Language Server Protocol's base protocol: each message is a header (`Content-Length: N`,
/// lines ending in `\r\n`, an empty line) and N bytes of JSON-RPC 2.0 body.
///
/// `MessageReader` takes its bytes from any chunked source (a pipe, standard input, a test's
/// buffer), so that the server loop runs the same in-process and as `tactile lsp`.
public struct MessageReader {
  /// The next chunk of input, empty at the end.
  let readChunk: () -> [UInt8]
  var buffer: [UInt8] = []
  var start = 0
  /// The largest body accepted (64 MiB): a larger length is a broken header, not a message.
  public static let maximumLength = 64 << 20

  /// Called before each read that may wait: every message received so far has been handled.
  let idle: (() -> Void)?

  public init(readChunk: @escaping () -> [UInt8], idle: (() -> Void)? = nil) {
    self.readChunk = readChunk
    self.idle = idle
  }

  /// What the reader found next.
  public enum Item {
    /// A message body.
    case message([UInt8])
    /// A header without a usable `Content-Length`; the reader skipped it.
    case badHeader(String)
  }

  /// The next message body, or nil at the end of the input.
  public mutating func next() -> Item? {
    // The header ends at the first empty line.
    var headerEnd: Int?
    while headerEnd == nil {
      if let end = find([13, 10, 13, 10]) {
        headerEnd = end
      } else if !fill() {
        return nil
      }
    }
    let header = String(decoding: buffer[start..<headerEnd!], as: UTF8.self)
    start = headerEnd! + 4
    var length: Int?
    for line in header.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      if parts.count == 2, parts[0].lowercased() == "content-length" {
        length = Int(parts[1].trimmingSpaces)
      }
    }
    guard let length, length >= 0, length <= MessageReader.maximumLength else {
      return .badHeader(header)
    }
    while buffer.count - start < length {
      if !fill() { return nil }
    }
    let body = Array(buffer[start..<start + length])
    start += length
    if start > 1 << 16 {
      buffer.removeFirst(start)
      start = 0
    }
    return .message(body)
  }

  /// Reads one more chunk; false at the end of the input.
  mutating func fill() -> Bool {
    idle?()
    let chunk = readChunk()
    if chunk.isEmpty { return false }
    buffer += chunk
    return true
  }

  func find(_ pattern: [UInt8]) -> Int? {
    guard buffer.count - start >= pattern.count else { return nil }
    var i = start
    while i + pattern.count <= buffer.count {
      if buffer[i] == pattern[0], buffer[i + 1] == pattern[1], buffer[i + 2] == pattern[2],
        buffer[i + 3] == pattern[3]
      {
        return i
      }
      i += 1
    }
    return nil
  }

  /// A message framed for sending.
  public static func frame(_ message: JSON) -> [UInt8] {
    let body = Array(message.text.utf8)
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

extension Substring {
  var trimmingSpaces: Substring {
    var s = self
    while let first = s.first, first == " " || first == "\t" { s = s.dropFirst() }
    while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
    return s
  }
}
