import Foundation
import TactileDiagnostics
import TactileDoctor
import TactileSema
import Testing

/// The doctor's rules against programs that announce their warnings: every file in `Fixtures`
/// compiles without errors and gets exactly the doctor's warnings its
/// `// expected-warning {{message [G00n]}}` comments announce (`@:COL` for a column), so each
/// rule's hits and near misses are both checked; `expected-fixit {{text}}` says what the line
/// becomes once the fix-its on it are applied.
@Suite struct DoctorFixtureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }

  @Test("every rule has a fixture with a hit")
  func everyRuleIsCovered() throws {
    var text = ""
    for name in Self.files {
      text += try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
    }
    for rule in DoctorRule.all {
      #expect(text.contains("[\(rule.id)]}}"), "no fixture announces \(rule.id)")
    }
  }

  @Test("each fixture gets exactly the doctor's warnings it announces", arguments: files)
  func fixture(_ name: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
    let compilation = Compilation(text, fileName: name)
    let errors = compilation.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(name) does not compile:\n\(compilation.renderedDiagnostics())")
    let warnings = Doctor.warnings(compilation)
    let converter = SourceLocationConverter(source: text)
    var unmatched = warnings.map { warning -> Announced in
      let location = converter.location(of: warning.range.start)
      return Announced(line: location.line, column: location.column, kind: "warning", text: warning.message)
    }
    let announced = Announced.parse(text)
    var missing: [Announced] = []
    for expected in announced where expected.kind == "warning" {
      if let i = unmatched.firstIndex(where: { expected.matches($0) }) {
        unmatched.remove(at: i)
      } else {
        missing.append(expected)
      }
    }
    #expect(missing.isEmpty && unmatched.isEmpty, "\(name): missing \(missing), unexpected \(unmatched)")
    for fix in announced where fix.kind == "fixit" {
      #expect(
        applied(warnings, to: text, line: fix.line, converter: converter) == fix.text, "\(name):\(fix.line)")
    }
    // Every warning carries its consequence as a note.
    for warning in warnings { #expect(warning.notes.count == 1 && warning.severity == .warning) }
  }

  /// Line `line` of `text` with the fix-its of the warnings on it applied, trimmed and without
  /// its comment.
  func applied(_ warnings: [Diagnostic], to text: String, line: Int, converter: SourceLocationConverter)
    -> String?
  {
    var bytes = Array(text.utf8)
    let edits = warnings.filter { converter.location(of: $0.range.start).line == line }.flatMap {
      $0.fixIts.flatMap(\.edits)
    }
    guard !edits.isEmpty else { return nil }
    for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
      bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
    }
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let code = lines[line - 1]
    let withoutComment = code.range(of: "//").map { code[..<$0.lowerBound] } ?? code[...]
    return withoutComment.trimmingCharacters(in: .whitespaces)
  }
}

/// An announced or found diagnostic: `expected-KIND@±N:COL {{text}}`.
struct Announced: Hashable, CustomStringConvertible {
  var line: Int
  var column: Int?
  var kind: String
  var text: String

  var description: String { "\(line):\(column.map(String.init) ?? "?"): \(kind): \(text)" }

  func matches(_ found: Announced) -> Bool {
    line == found.line && kind == found.kind && text == found.text
      && (column == nil || column == found.column)
  }

  static func parse(_ source: String) -> [Announced] {
    var result: [Announced] = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = line[...]
      while let marker = rest.range(of: "expected-") {
        rest = rest[marker.upperBound...]
        guard let open = rest.range(of: "{{"),
          let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex)
        else { break }
        // `}}}` closes with its last two braces.
        var closeEnd = close.upperBound
        while closeEnd < rest.endIndex, rest[closeEnd] == "}" { closeEnd = rest.index(after: closeEnd) }
        let textEnd = rest.index(closeEnd, offsetBy: -2)
        var kind = String(rest[..<open.lowerBound]).trimmingCharacters(in: .whitespaces)
        var offset = 0
        var column: Int?
        if let at = kind.firstIndex(of: "@") {
          let position = kind[kind.index(after: at)...].split(
            separator: ":", omittingEmptySubsequences: false)
          offset = Int(position[0].replacingOccurrences(of: "+", with: "")) ?? 0
          if position.count > 1 { column = Int(position[1]) }
          kind = String(kind[..<at])
        }
        result.append(
          Announced(
            line: index + 1 + offset, column: column, kind: kind,
            text: String(rest[open.upperBound..<textEnd])))
        rest = rest[closeEnd...]
      }
    }
    return result
  }
}
