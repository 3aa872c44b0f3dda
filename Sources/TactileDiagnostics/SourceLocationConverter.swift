/// Converts byte offsets into the 1-based line and column numbers that swiftc prints.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as the Swift lexer counts them.
/// Columns count UTF-8 bytes from the start of the line, plus one, which is what swiftc
/// reports (a tab is one column, and so is each byte of a multi-byte character).
/// Offsets past the end of the buffer are clamped to its end, so any offset converts.
public struct SourceLocationConverter: Sendable {
  /// The offset of the first byte of each line; always starts with 0.
  public let lineStarts: [Int]
  /// The length of the buffer in bytes.
  public let length: Int

  /// Builds the line table for `bytes`.
  public init<Bytes: Collection>(bytes: Bytes) where Bytes.Element == UInt8 {
    var starts = [0]
    var offset = 0
    var previousWasCR = false
    for byte in bytes {
      offset += 1
      if byte == 10 {
        if previousWasCR {
          starts[starts.count - 1] = offset
        } else {
          starts.append(offset)
        }
        previousWasCR = false
      } else if byte == 13 {
        starts.append(offset)
        previousWasCR = true
      } else {
        previousWasCR = false
      }
    }
    lineStarts = starts
    length = offset
  }

  /// Builds the line table for a string's UTF-8 bytes.
  public init(source: String) {
    self.init(bytes: source.utf8)
  }

  /// The 1-based line and column of `offset`.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, length))
    // Binary search for the last line start that is <= clamped.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    return SourceLocation(offset: clamped, line: low + 1, column: clamped - lineStarts[low] + 1)
  }

  /// The byte range of 1-based `line`, without its line terminator.
  public func lineRange<Bytes: Collection>(_ line: Int, in bytes: Bytes) -> SourceRange
  where Bytes.Element == UInt8, Bytes.Index == Int {
    guard line >= 1, line <= lineStarts.count else { return SourceRange(at: length) }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : length
    while end > start, end - 1 < bytes.endIndex, bytes[end - 1] == 10 || bytes[end - 1] == 13 {
      end -= 1
    }
    return SourceRange(start: start, end: end)
  }
}

/// A position in a source buffer as people read it: 1-based line and column (UTF-8 bytes).
public struct SourceLocation: Hashable, Sendable {
  /// The byte offset the location was computed from.
  public var offset: Int
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes, as swiftc counts it.
  public var column: Int

  /// Creates a location.
  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }
}
