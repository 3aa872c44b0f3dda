import TactileDiagnostics

/// Diagnostics as the JSON of `tactile check --format json` and `tactile replay --format json`
/// (docs/interfaces.md, docs/tactile-output.schema.json): lines and columns count from 1, columns
/// in UTF-8 bytes as swiftc counts them, keys always in the documented order.
public enum DiagnosticJSON {
  /// `{"severity", "line", "column", "endLine", "endColumn", "message", "id"?, "notes", "fixits"}`.
  public static func object(_ diagnostic: Diagnostic, converter: SourceLocationConverter) -> JSON {
    var members = position(diagnostic.range, converter: converter, severity: diagnostic.severity.name)
    members.append(("message", .string(diagnostic.message)))
    if !diagnostic.id.isEmpty { members.append(("id", .string(diagnostic.id))) }
    members.append(
      (
        "notes",
        .array(
          diagnostic.notes.map { note in
            var n = position(note.range, converter: converter, severity: "note")
            n.append(("message", .string(note.message)))
            n.append(("notes", .array([])))
            n.append(("fixits", .array([])))
            return .object(n)
          })
      ))
    members.append(
      (
        "fixits",
        .array(
          diagnostic.fixIts.flatMap { fix in
            fix.edits.map { edit in
              var e = position(edit.range, converter: converter, severity: nil)
              e.append(("replacement", .string(edit.replacement)))
              return JSON.object(e)
            }
          })
      ))
    return .object(members)
  }

  /// A runtime error (or any message without a range) at one byte offset.
  public static func object(
    severity: String, message: String, at offset: Int, converter: SourceLocationConverter
  ) -> JSON {
    var members = position(SourceRange(at: offset), converter: converter, severity: severity)
    members.append(("message", .string(message)))
    members.append(("notes", .array([])))
    members.append(("fixits", .array([])))
    return .object(members)
  }

  static func position(_ range: SourceRange, converter: SourceLocationConverter, severity: String?)
    -> [(String, JSON)]
  {
    let start = converter.location(of: range.start)
    let end = converter.location(of: range.end)
    var members: [(String, JSON)] = []
    if let severity { members.append(("severity", .string(severity))) }
    members += [
      ("line", .int(start.line)), ("column", .int(start.column)), ("endLine", .int(end.line)),
      ("endColumn", .int(end.column)),
    ]
    return members
  }
}
