import Foundation
import TactileTestSupport

/// ARCHITECTURE.md as the tests read it: its lines, and the module dependency table of its code
/// map (`### Module dependencies`: one row per module, `| \`Module\` | wasm | May import |`).
struct ArchitectureDocument {
  /// One row of the dependency table.
  struct Row {
    var module: String
    /// Whether `scripts/build-wasm` compiles the module ("yes" in the wasm column).
    var isWasm: Bool
    /// The modules it may import (every backticked name of the last column).
    var mayImport: Set<String>
  }

  static let path = "ARCHITECTURE.md"
  let text: String

  init(text: String) { self.text = text }

  /// The repository's ARCHITECTURE.md.
  static func load() -> ArchitectureDocument {
    ArchitectureDocument(text: Repository.read(Repository.url(path)) ?? "")
  }

  var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

  /// The rows of the table under `### Module dependencies`, by module.
  var dependencyTable: [String: Row] {
    var rows: [String: Row] = [:]
    var inSection = false
    for line in lines {
      if line.hasPrefix("#") {
        inSection = line == "### Module dependencies"
        continue
      }
      guard inSection, line.hasPrefix("|") else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 3, let module = Self.codeSpans(in: cells[0]).first else { continue }
      rows[module] = Row(
        module: module, isWasm: cells[1] == "yes", mayImport: Set(Self.codeSpans(in: cells[2])))
    }
    return rows
  }

  /// The texts between backticks in `cell`.
  static func codeSpans(in cell: String) -> [String] {
    let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
    return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
  }

  /// The 1-based numbers of the lines that hold more than one sentence, outside fenced code
  /// blocks and tables: a `.`, `!` or `?` (perhaps closed by quotes, brackets or emphasis)
  /// followed by a space and a capital letter, once inline code is set aside.
  var linesWithSeveralSentences: [Int] {
    var result: [Int] = []
    var inCode = false
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      if inCode || line.hasPrefix("|") { continue }
      let prose = Self.codeSpans(in: line).reduce(line) {
        $0.replacingOccurrences(of: "`\($1)`", with: "code")
      }
      if prose.range(of: #"[.!?]["')\]*_]*\s+[A-Z]"#, options: .regularExpression) != nil {
        result.append(index + 1)
      }
    }
    return result
  }
}
