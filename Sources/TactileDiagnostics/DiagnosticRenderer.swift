/// Renders diagnostics as swiftc prints them with `-diagnostic-style llvm`.
///
/// For each diagnostic: `File.swift:LINE:COL: severity: message`, then the source line, then a
/// marker line with `^` under the first byte of the range and `~` under the rest of it on that
/// line, then (for a fix-it that inserts text) a line with the inserted text under the caret.
/// Each note follows in the same form.
/// Tabs in the echoed line are expanded to the next multiple of 8 columns, as swiftc does, and
/// the marker is shifted to match; other bytes are echoed as they are (invalid UTF-8 is replaced
/// by U+FFFD when the bytes become a `String`).
public struct DiagnosticRenderer: Sendable {
  /// The name printed before each location, usually the path the user gave.
  public var fileName: String
  /// The bytes of the file, used to echo source lines.
  public var bytes: [UInt8]
  /// The line table for `bytes`.
  public var converter: SourceLocationConverter

  /// Creates a renderer for one file.
  public init(fileName: String, bytes: [UInt8]) {
    self.fileName = fileName
    self.bytes = bytes
    self.converter = SourceLocationConverter(bytes: bytes)
  }

  /// Renders every diagnostic, in the order given, each followed by its notes.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    var out = ""
    for diagnostic in diagnostics {
      out += render(diagnostic)
    }
    return out
  }

  /// Renders one diagnostic and its notes.
  public func render(_ diagnostic: Diagnostic) -> String {
    var out = block(
      severity: diagnostic.severity, message: diagnostic.message, range: diagnostic.range,
      insertion: insertionText(diagnostic))
    for note in diagnostic.notes {
      out += block(severity: .note, message: note.message, range: note.range, insertion: nil)
    }
    return out
  }

  /// The text and byte offset of a single-insertion fix-it on the diagnostic's line.
  private func insertionText(_ diagnostic: Diagnostic) -> (text: String, offset: Int)? {
    guard let fixIt = diagnostic.fixIts.first, fixIt.edits.count == 1,
      let edit = fixIt.edits.first, edit.range.isEmpty,
      converter.location(of: edit.range.start).line == converter.location(of: diagnostic.range.start).line
    else { return nil }
    return (edit.replacement, edit.range.start)
  }

  private func block(
    severity: Severity, message: String, range: SourceRange, insertion: (text: String, offset: Int)?
  ) -> String {
    let location = converter.location(of: range.start)
    var out = fileName + ":" + String(location.line) + ":" + String(location.column) + ": "
    out += severity.name + ": " + message + "\n"
    let lineRange = converter.lineRange(location.line, in: bytes)
    var echoed: [UInt8] = []
    var marker: [UInt8] = []
    var display = 0
    let markEnd = min(max(range.end, range.start + 1), lineRange.end + 1)
    var offset = lineRange.start
    while offset <= lineRange.end {
      let byte: UInt8 = offset < lineRange.end ? bytes[offset] : 32
      let width = byte == 9 ? 8 - display % 8 : 1
      if offset < lineRange.end {
        if byte == 9 {
          echoed.append(contentsOf: repeatElement(32, count: width))
        } else {
          echoed.append(byte)
        }
      }
      // Continuation bytes of a multi-byte character take no column on screen.
      let isContinuation = byte & 0xC0 == 0x80
      if offset == range.start {
        marker.append(UInt8(ascii: "^"))
        marker.append(contentsOf: repeatElement(32, count: max(0, width - 1)))
      } else if offset > range.start, offset < markEnd, !isContinuation {
        marker.append(contentsOf: repeatElement(UInt8(ascii: "~"), count: width))
      } else if offset < range.start, !isContinuation {
        marker.append(contentsOf: repeatElement(32, count: width))
      }
      if !isContinuation { display += width }
      offset += 1
    }
    while marker.last == 32 { marker.removeLast() }
    out += String(decoding: echoed, as: UTF8.self) + "\n"
    out += String(decoding: marker, as: UTF8.self) + "\n"
    if let insertion {
      // The inserted text goes under the column where it would be inserted (tabs expanded).
      var column = 0
      var offset = lineRange.start
      while offset < insertion.offset, offset < lineRange.end {
        let byte = bytes[offset]
        if byte == 9 {
          column += 8 - column % 8
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
        offset += 1
      }
      out += String(repeating: " ", count: column) + insertion.text + "\n"
    }
    return out
  }
}
