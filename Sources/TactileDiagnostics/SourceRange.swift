/// A half-open range of UTF-8 byte offsets into one source buffer.
///
/// Every stage of the compiler speaks about source positions with this type, so that a
/// diagnostic raised by semantic analysis points at exactly the bytes that the lexer saw.
/// Offsets are counted from the first byte of the buffer; `end` is one past the last byte.
/// An empty range (`start == end`) marks a position between two bytes, which is how the
/// parser reports something that is missing.
public struct SourceRange: Hashable, Sendable {
  /// The offset of the first byte.
  public var start: Int
  /// The offset one past the last byte; never less than `start`.
  public var end: Int

  /// Creates a range; a reversed pair is normalised to an empty range at `start`.
  public init(start: Int, end: Int) {
    self.start = start
    self.end = end < start ? start : end
  }

  /// An empty range at `offset`.
  public init(at offset: Int) {
    self.init(start: offset, end: offset)
  }

  /// The number of bytes covered.
  public var length: Int { end - start }

  /// Whether the range covers no byte.
  public var isEmpty: Bool { start == end }

  /// The smallest range covering both `self` and `other`.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }

  /// Whether `offset` lies inside the range (an empty range contains its own position).
  public func contains(_ offset: Int) -> Bool {
    isEmpty ? offset == start : (offset >= start && offset < end)
  }
}
