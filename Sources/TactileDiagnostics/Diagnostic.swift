/// One problem found in the source, as plain data: what, where, how bad, and how to fix it.
///
/// Every stage (lexer, parser, semantic analysis, lowering, the runtime) reports problems as
/// `Diagnostic` values and never throws or prints them; renderers turn them into swiftc-style
/// text for the CLI (`DiagnosticRenderer`) or structured values for the Studio
/// (`StructuredDiagnostic`).
/// The `id` names the catalogue entry the message came from (see `DiagnosticMessage`), so tests
/// and tools can match on it without parsing the English text.
public struct Diagnostic: Hashable, Sendable {
  /// The catalogue entry's stable identifier, for example `expectedExpression`.
  public var id: String
  /// How serious the problem is.
  public var severity: Severity
  /// The bytes the problem is about; empty when something is missing at a position.
  public var range: SourceRange
  /// The message, worded as swiftc words it where swiftc has one.
  public var message: String
  /// Further remarks attached to other (or the same) places, printed after the message.
  public var notes: [Note]
  /// Suggested edits that would fix the problem.
  public var fixIts: [FixIt]

  /// Creates a diagnostic from a catalogue message.
  public init(
    _ message: DiagnosticMessage, range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []
  ) {
    self.id = message.id
    self.severity = message.severity
    self.range = range
    self.message = message.text
    self.notes = notes
    self.fixIts = fixIts
  }
}

/// How serious a diagnostic is; `error` makes `tactile check` exit with status 1.
public enum Severity: Hashable, Sendable {
  /// The program is invalid.
  case error
  /// The program is valid but probably not what was meant.
  case warning
  /// Additional information attached to another diagnostic.
  case note

  /// The word swiftc prints for this severity.
  public var name: String {
    switch self {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }
}

/// A remark attached to a diagnostic, pointing at a related place in the source.
public struct Note: Hashable, Sendable {
  /// Where the note points.
  public var range: SourceRange
  /// What the note says, for example `to match this opening '('`.
  public var message: String

  /// Creates a note.
  public init(range: SourceRange, message: String) {
    self.range = range
    self.message = message
  }
}

/// A suggested fix: a set of non-overlapping text replacements described by one message.
public struct FixIt: Hashable, Sendable {
  /// One replacement of the bytes in `range` by `replacement` (an insertion when empty).
  public struct Edit: Hashable, Sendable {
    /// The bytes to replace.
    public var range: SourceRange
    /// The text to put there.
    public var replacement: String

    /// Creates an edit.
    public init(range: SourceRange, replacement: String) {
      self.range = range
      self.replacement = replacement
    }
  }

  /// What the fix does, for example `insert ';'`.
  public var message: String
  /// The edits, in source order.
  public var edits: [Edit]

  /// Creates a fix-it.
  public init(message: String, edits: [Edit]) {
    self.message = message
    self.edits = edits
  }

  /// A fix-it that inserts `text` at `offset`.
  public static func insert(_ text: String, at offset: Int) -> FixIt {
    FixIt(
      message: "insert '" + text + "'",
      edits: [Edit(range: SourceRange(at: offset), replacement: text)])
  }

  /// A fix-it that removes the bytes in `range`.
  public static func remove(_ range: SourceRange, what: String) -> FixIt {
    FixIt(message: "remove " + what, edits: [Edit(range: range, replacement: "")])
  }
}
