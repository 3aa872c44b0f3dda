/// A diagnostic with every position resolved to line and column, for the Studio and for JSON.
///
/// It is a plain value with no behaviour, so the host layer (CLI or Studio) can serialise it
/// however it likes; lines and columns are 1-based and columns count UTF-8 bytes, as in
/// `SourceLocationConverter`.
public struct StructuredDiagnostic: Hashable, Sendable {
  /// A resolved range: start and end as line/column, plus the byte offsets.
  public struct Span: Hashable, Sendable {
    /// Where the range starts.
    public var start: SourceLocation
    /// Where the range ends (one past the last byte).
    public var end: SourceLocation
  }

  /// A resolved note.
  public struct Remark: Hashable, Sendable {
    /// Where the note points.
    public var span: Span
    /// What it says.
    public var message: String
  }

  /// A resolved fix-it edit.
  public struct Edit: Hashable, Sendable {
    /// The bytes to replace.
    public var span: Span
    /// The replacement text.
    public var replacement: String
  }

  /// A resolved fix-it.
  public struct Fix: Hashable, Sendable {
    /// What the fix does.
    public var message: String
    /// Its edits.
    public var edits: [Edit]
  }

  /// The catalogue identifier.
  public var id: String
  /// `error`, `warning` or `note`.
  public var severity: String
  /// The primary range.
  public var span: Span
  /// The message text.
  public var message: String
  /// The notes.
  public var notes: [Remark]
  /// The fix-its.
  public var fixIts: [Fix]

  /// Resolves `diagnostic` against the line table of its file.
  public init(_ diagnostic: Diagnostic, converter: SourceLocationConverter) {
    func span(_ range: SourceRange) -> Span {
      Span(start: converter.location(of: range.start), end: converter.location(of: range.end))
    }
    id = diagnostic.id
    severity = diagnostic.severity.name
    self.span = span(diagnostic.range)
    message = diagnostic.message
    notes = diagnostic.notes.map { Remark(span: span($0.range), message: $0.message) }
    fixIts = diagnostic.fixIts.map { fix in
      Fix(
        message: fix.message,
        edits: fix.edits.map { Edit(span: span($0.range), replacement: $0.replacement) })
    }
  }
}
