import TactileDiagnostics

/// One token with its trivia, as byte offsets into the source buffer.
///
/// The four offsets are ordered `start <= textStart <= textEnd <= end`:
/// `start..<textStart` is the leading trivia (whitespace, newlines, comments before the token),
/// `textStart..<textEnd` is the token's own text, and `textEnd..<end` is its trailing trivia
/// (whitespace and comments up to, not including, the next line break).
/// Consecutive tokens tile the buffer: one token's `end` is the next one's `start`, the first
/// starts at 0 and the end-of-file token ends at the buffer's length.
public struct Token: Hashable, Sendable {
  /// What the token is.
  public var kind: TokenKind
  /// Where its leading trivia begins.
  public var start: Int
  /// Where its text begins.
  public var textStart: Int
  /// Where its text ends.
  public var textEnd: Int
  /// Where its trailing trivia ends.
  public var end: Int
  /// Whether a line break occurs in the leading trivia, or the token is the first in the file.
  public var isAtStartOfLine: Bool

  /// Creates a token.
  public init(
    kind: TokenKind, start: Int, textStart: Int, textEnd: Int, end: Int, isAtStartOfLine: Bool
  ) {
    self.kind = kind
    self.start = start
    self.textStart = textStart
    self.textEnd = textEnd
    self.end = end
    self.isAtStartOfLine = isAtStartOfLine
  }

  /// The range of the token's text, without trivia.
  public var range: SourceRange { SourceRange(start: textStart, end: textEnd) }

  /// The range of the token with its trivia.
  public var fullRange: SourceRange { SourceRange(start: start, end: end) }

  /// Whether the token has any trivia after its text.
  public var hasTrailingTrivia: Bool { end > textEnd }

  /// Whether the token has any trivia before its text.
  public var hasLeadingTrivia: Bool { textStart > start }
}
