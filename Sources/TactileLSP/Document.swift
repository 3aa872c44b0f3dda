import TactileDiagnostics
import TactileDoctor
import TactileSema

/// How LSP positions count characters within a line: UTF-16 code units (the protocol's default)
/// or UTF-8 bytes (negotiated at `initialize`, and what Tactile counts natively).
public enum PositionEncoding: String, Sendable {
  case utf16 = "utf-16"
  case utf8 = "utf-8"
}

/// An open document: its text as bytes, its version, and its compilation (made on demand and
/// kept until the text changes).
final class Document {
  let uri: String
  var version: Int
  private(set) var bytes: [UInt8]
  private(set) var converter: SourceLocationConverter
  private var cached: Compilation?

  init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.version = version
    self.bytes = Array(text.utf8)
    self.converter = SourceLocationConverter(bytes: bytes)
  }

  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The file's name as diagnostics would print it: the last component of the URI.
  var fileName: String {
    let path = uri.split(separator: "/").last.map(String.init) ?? uri
    return path.removingPercentEncoding
  }

  var compilation: Compilation {
    if let cached { return cached }
    let made = Compilation(bytes, fileName: fileName)
    cached = made
    return made
  }

  /// The compiler's diagnostics followed by the gesture doctor's warnings, as `check` reports
  /// them.
  var diagnostics: [Diagnostic] {
    if let cachedDiagnostics { return cachedDiagnostics }
    let made = Doctor.diagnostics(compilation)
    cachedDiagnostics = made
    return made
  }
  private var cachedDiagnostics: [Diagnostic]?

  func replaceAll(_ text: String) {
    bytes = Array(text.utf8)
    converter = SourceLocationConverter(bytes: bytes)
    cached = nil
    cachedDiagnostics = nil
  }

  func replace(_ range: SourceRange, with text: String) {
    let start = min(range.start, bytes.count)
    let end = min(max(range.end, start), bytes.count)
    bytes.replaceSubrange(start..<end, with: Array(text.utf8))
    converter = SourceLocationConverter(bytes: bytes)
    cached = nil
    cachedDiagnostics = nil
  }

  /// The byte offset of an LSP position; positions past a line's end clamp to it, and lines
  /// past the end to the end of the text.
  func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int {
    let starts = converter.lineStarts
    guard line >= 0 else { return 0 }
    guard line < starts.count else { return bytes.count }
    let lineRange = converter.lineRange(line + 1, in: bytes)
    var offset = lineRange.start
    var units = 0
    while offset < lineRange.end, units < character {
      let (length, scalarUnits) = scalarAt(offset)
      units += encoding == .utf8 ? length : scalarUnits
      offset += length
    }
    return min(offset, lineRange.end)
  }

  /// The LSP position (0-based line, character in `encoding`) of a byte offset.
  func position(_ offset: Int, encoding: PositionEncoding) -> (line: Int, character: Int) {
    let location = converter.location(of: offset)
    let lineStart = location.offset - (location.column - 1)
    if encoding == .utf8 { return (location.line - 1, location.column - 1) }
    var units = 0
    var i = lineStart
    while i < location.offset {
      let (length, scalarUnits) = scalarAt(i)
      units += scalarUnits
      i += length
    }
    return (location.line - 1, units)
  }

  /// The length in bytes of the UTF-8 sequence at `offset` and its length in UTF-16 units
  /// (an invalid byte counts as one byte and one unit, as a replacement character would).
  private func scalarAt(_ offset: Int) -> (Int, Int) {
    let lead = bytes[offset]
    let length: Int
    switch lead {
    case 0..<0x80: return (1, 1)
    case 0xC0..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF8: length = 4
    default: return (1, 1)
    }
    guard offset + length <= bytes.count else { return (1, 1) }
    for k in 1..<length where bytes[offset + k] & 0xC0 != 0x80 { return (1, 1) }
    return (length, length == 4 ? 2 : 1)
  }
}

extension String {
  /// `%20` and the like decoded (a file URI's path); malformed escapes stay as written.
  var removingPercentEncoding: String {
    var out: [UInt8] = []
    let bytes = Array(utf8)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "%"), i + 2 < bytes.count,
        let v = UInt8(String(decoding: bytes[i + 1...i + 2], as: UTF8.self), radix: 16)
      {
        out.append(v)
        i += 3
      } else {
        out.append(bytes[i])
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
