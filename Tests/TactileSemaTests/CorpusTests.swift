import Foundation
import TactileDiagnostics
import TactileParser
import TactileSema
import Testing

/// The checker against two corpora of whole programs: `Fixtures/Valid` must check without a
/// single diagnostic, and every program in `Fixtures/Invalid` must produce exactly the errors
/// its `// expected-error {{message}}` comments announce, on the commented lines (the
/// convention of swiftc's `-verify` mode). Notes announced with `expected-note` must be
/// present; fix-its announced with `expected-fixit {{text}}` must turn the line into `text`.
@Suite struct CorpusTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures")

  static func files(_ folder: String) -> [String] {
    let directory = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }

  static func source(_ folder: String, _ name: String) -> String {
    (try? String(
      contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)) ?? ""
  }

  @Test("the valid corpus is not empty, and neither is the invalid one")
  func corporaExist() {
    #expect(Self.files("Valid").count >= 40)
    #expect(Self.files("Invalid").count >= 40)
  }

  @Test("every valid program checks without diagnostics", arguments: files("Valid"))
  func valid(_ name: String) {
    let text = Self.source("Valid", name)
    let tree = Parser.parse(text)
    #expect(tree.diagnostics.isEmpty, "\(name) does not parse: \(tree.diagnostics.map(\.message))")
    let sema = SemanticAnalyzer.analyze(SourceFile(name: name, tree: tree, isInterface: false))
    let rendered = DiagnosticRenderer(fileName: name, bytes: Array(text.utf8)).render(sema.diagnostics)
    #expect(sema.diagnostics.filter { $0.id != "standInInTactile" }.isEmpty, "\n\(rendered)")
  }

  @Test("every invalid program produces exactly its announced errors", arguments: files("Invalid"))
  func invalid(_ name: String) {
    let text = Self.source("Invalid", name)
    let expected = Expectation.parse(text)
    #expect(!expected.isEmpty, "\(name) announces no diagnostic")
    let tree = Parser.parse(text)
    var diagnostics = tree.diagnostics
    if !tree.hasErrors {
      diagnostics +=
        SemanticAnalyzer.analyze(SourceFile(name: name, tree: tree, isInterface: false)).diagnostics
    }
    let lines = LineTable(text)
    var actual: [Expectation] = []
    for d in diagnostics {
      let kind = d.severity == .error ? "error" : (d.severity == .warning ? "warning" : "note")
      let (line, column) = lines.position(of: d.range.start)
      actual.append(Expectation(line: line, column: column, kind: kind, text: d.message))
      for note in d.notes {
        let (noteLine, noteColumn) = lines.position(of: note.range.start)
        actual.append(Expectation(line: noteLine, column: noteColumn, kind: "note", text: note.message))
      }
    }
    let rendered = DiagnosticRenderer(fileName: name, bytes: Array(text.utf8)).render(diagnostics)
    let announced = expected.filter { $0.kind != "fixit" }
    // Errors and warnings: exactly the announced ones. Notes: the announced ones at least.
    var unmatched = actual.filter { $0.kind != "note" }
    var missing: [Expectation] = []
    for e in announced where e.kind != "note" {
      if let i = unmatched.firstIndex(where: { e.matches($0) }) {
        unmatched.remove(at: i)
      } else {
        missing.append(e)
      }
    }
    #expect(
      missing.isEmpty && unmatched.isEmpty,
      "\(name): missing \(missing.map(\.description)), unexpected \(unmatched.map(\.description)); got:\n\(rendered)"
    )
    for note in announced where note.kind == "note" {
      #expect(actual.contains { note.matches($0) }, "\(name): missing \(note.description), got:\n\(rendered)")
    }
    for fix in expected where fix.kind == "fixit" {
      let fixed = applyFixIts(diagnostics, to: text, onLine: fix.line, lines: lines)
      #expect(fixed == fix.text, "\(name):\(fix.line): fix-its give '\(fixed ?? "nothing")'")
    }
  }

  /// The text of line `line` after applying every fix-it of diagnostics on that line.
  private func applyFixIts(_ diagnostics: [Diagnostic], to text: String, onLine line: Int, lines: LineTable)
    -> String?
  {
    var bytes = Array(text.utf8)
    let edits = diagnostics.filter { lines.line(of: $0.range.start) == line }.flatMap {
      $0.fixIts.flatMap(\.edits)
    }
    guard !edits.isEmpty else { return nil }
    for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
      bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.replacement.utf8))
    }
    let fixed = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard line - 1 < fixed.count else { return nil }
    let code = fixed[line - 1]
    let withoutComment = code.range(of: "//").map { code[..<$0.lowerBound] } ?? code[...]
    return withoutComment.trimmingCharacters(in: .whitespaces)
  }
}

/// One announced (or found) diagnostic: `// expected-error {{message}}` on line `line`;
/// `expected-error@+1 {{…}}` announces it for the next line and `expected-error@:12 {{…}}` (or
/// `@-1:12`) at column 12.
struct Expectation: Hashable, CustomStringConvertible {
  var line: Int
  var column: Int?
  var kind: String
  var text: String

  var description: String { "\(line):\(column.map(String.init) ?? "?"): \(kind): \(text)" }

  /// Whether a found diagnostic is this announced one (the column only when announced).
  func matches(_ found: Expectation) -> Bool {
    line == found.line && kind == found.kind && text == found.text
      && (column == nil || column == found.column)
  }

  /// Every `expected-KIND@±N:COL {{text}}` comment of a source.
  static func parse(_ source: String) -> [Expectation] {
    var result: [Expectation] = []
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var rest = line[...]
      while let marker = rest.range(of: "expected-") {
        rest = rest[marker.upperBound...]
        guard let open = rest.range(of: "{{"), let close = rest.range(of: "}}") else { break }
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
          Expectation(
            line: index + 1 + offset, column: column, kind: kind,
            text: String(rest[open.upperBound..<close.lowerBound])))
        rest = rest[close.upperBound...]
      }
    }
    return result
  }
}

/// Byte offsets to 1-based line numbers.
struct LineTable {
  var starts: [Int] = [0]
  init(_ text: String) {
    for (i, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
  }
  /// The 1-based line and column (in bytes, as swiftc counts) of a byte offset.
  func position(of offset: Int) -> (Int, Int) {
    let l = line(of: offset)
    return (l, offset - starts[l - 1] + 1)
  }

  func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low + 1
  }
}
