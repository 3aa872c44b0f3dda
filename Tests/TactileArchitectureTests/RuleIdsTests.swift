import Foundation
import TactileTestSupport
import Testing

/// The behaviour rules (`docs/rules/`) and the interface contract (`docs/interfaces.md`) are the
/// repository's own documents: every rule id, decision id and test-vector id cited in code,
/// tests, reference pages, the site's scripts or the docs must be defined in `docs/rules/`, and
/// the contract must describe every subcommand the CLI defines.
@Suite struct RuleIdsTests {
  static let root = Repository.root

  @Test("Every rule, decision and test-vector id cited in the repository is defined in docs/rules")
  func everyCitedIdIsDefined() {
    let defined = RuleIdScanner.definedIds(root: Self.root)
    let citations = RuleIdScanner.citations(root: Self.root)
    let undefined = citations.filter { !defined.contains($0.id) }
    let everyIdIsDefined = undefined.isEmpty
    #expect(
      everyIdIsDefined,
      Comment(
        rawValue:
          "ids cited but not defined in docs/rules/ (a heading `### R3.3 …` or a list item `- **R1.7c** …`):\n"
          + undefined.map { "  \($0.file):\($0.line): \($0.id)" }.joined(separator: "\n")))
  }

  @Test("docs/rules defines every rule group, the decisions 4.1–4.17 and the test vectors")
  func theDefinitionsAreComplete() {
    let defined = RuleIdScanner.definedIds(root: Self.root)
    let rules = defined.filter { $0.hasPrefix("R") }
    #expect(rules.count >= 79, "only \(rules.count) rule ids are defined in docs/rules/ (the rules have 79)")
    for group in 1...13 { #expect(defined.contains("R\(group).1"), "R\(group).1 is not defined") }
    for n in 1...17 { #expect(defined.contains("4.\(n)"), "decision 4.\(n) is not defined") }
    for n in 1...19 { #expect(defined.contains("A\(n)"), "test vector A\(n) is not defined") }
  }

  @Test("The scanner reports an undefined id in every form it reads")
  func theScannerCanFail() {
    // Built from parts, so that this file cites nothing itself.
    let bogusRule = "R" + "99.9"
    let bogusDecision = "4." + "99"
    let text = """
      /// Follows \(bogusRule) and decision \(bogusDecision); see (4.\("7")) and test vectors A\("3")–A\("5").
      """
    let ids = Set(RuleIdScanner.citations(in: text, file: "scratch.swift").map(\.id))
    #expect(ids == [bogusRule, bogusDecision, "4.7", "A3", "A5"])
    let defined = RuleIdScanner.definedIds(root: Self.root)
    #expect(!defined.contains(bogusRule) && !defined.contains(bogusDecision))
  }

  @Test("docs/interfaces.md exists and describes every tactile subcommand")
  func theInterfacesDescribeEverySubcommand() throws {
    let interfaces = try String(
      contentsOf: Self.root.appendingPathComponent("docs/interfaces.md"), encoding: .utf8)
    let commands = RuleIdScanner.subcommands(root: Self.root)
    #expect(!commands.isEmpty, "no subcommand found in Sources/TactileCLI")
    for command in commands {
      let described = interfaces.contains("`tactile \(command)")
      #expect(described, "docs/interfaces.md does not describe `tactile \(command)`")
    }
  }
}

/// Finds the ids that files cite and the ids that `docs/rules/` defines.
enum RuleIdScanner {
  /// One id cited at a place.
  struct Citation: Hashable {
    var id: String
    var file: String
    var line: Int
  }

  /// The folders and files scanned for citations, relative to the repository's root.
  static let scanned = [
    "Sources", "Tests", "Reference", "Site", "docs", "scripts", "ARCHITECTURE.md", "README.md",
  ]
  /// Files that are not text.
  static let binaryExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "ico", "svg", "wasm", "gz", "br", "woff", "woff2", "zip",
  ]

  /// `R3.3`, `R1.7c`: a rule id wherever it appears.
  static let ruleId = regex(#"(?<![\w.])R[0-9]+\.[0-9]+[a-z]?(?![\w.])"#)
  /// The forms in which code and docs cite a decision: "decision 4.3", "decisions 4.3 and 4.16",
  /// "4.16 of the spec", "spec 4.13", "(4.7)", "4.1–4.17", a test named "4.11 …", a table row
  /// "| 4.1 …".
  static let decisionForms = [
    #"(?i)decisions?\s+(4\.[0-9]+)(?:\s*(?:,|and|–|-)\s*(4\.[0-9]+))?"#,
    #"(?<![\w.])(4\.[0-9]+)\s+of the spec"#,
    #"(?i)spec(?:'s)?\s+(4\.[0-9]+)"#,
    #"(?<![\w.(])\((4\.[0-9]+)\)"#,
    #"(?<![\w.])(4\.[0-9]+)\s*[–-]\s*(4\.[0-9]+)"#,
    #"@Test\("(?:R[0-9.]+[a-z]?\s+)*(4\.[0-9]+)\s"#,
    #"^\|\s*(4\.[0-9]+)\s"#,
  ].map(regex)
  /// Test vectors: "Appendix A9–A12", "test vectors A13–A15, A18", "test vector A16 and A19".
  static let vectorList = regex(
    #"(?:Appendix|[Tt]est vectors?)\s+(A[0-9]+(?:\s*(?:–|-|,|and)\s*A[0-9]+)*)"#)
  static let vectorId = regex(#"A[0-9]+"#)

  /// A definition in `docs/rules/`: a heading that starts with the id, or a list item whose
  /// first words are the id in bold.
  static let definition = regex(
    #"^(?:#{1,6}\s+(R[0-9]+\.[0-9]+[a-z]?|4\.[0-9]+|A[0-9]+|Q[0-9]+)(?![\w.])|\s*[-*]\s+\*\*(R[0-9]+\.[0-9]+[a-z]?)\*\*)"#
  )

  static func regex(_ pattern: String) -> NSRegularExpression {
    try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
  }

  /// The ids `docs/rules/*.md` define.
  static func definedIds(root: URL) -> Set<String> {
    let folder = root.appendingPathComponent("docs/rules")
    var ids: Set<String> = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasSuffix(".md") {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
        continue
      }
      for match in matches(definition, in: text) {
        for group in 1...2 { if let id = substring(match, group, in: text) { ids.insert(id) } }
      }
    }
    return ids
  }

  /// Every citation in the scanned files.
  static func citations(root: URL) -> [Citation] {
    var result: [Citation] = []
    for relative in files(root: root) {
      guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      result += citations(in: text, file: relative)
    }
    return result
  }

  /// The citations in one file's text.
  static func citations(in text: String, file: String) -> [Citation] {
    var result: [Citation] = []
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = String(line)
      guard line.contains("R") || line.contains("4.") || line.contains("A") else { continue }
      var ids: [String] = []
      for match in matches(ruleId, in: line) { ids.append(substring(match, 0, in: line)!) }
      for form in decisionForms {
        for match in matches(form, in: line) {
          for group in 1..<match.numberOfRanges {
            if let id = substring(match, group, in: line) { ids.append(id) }
          }
        }
      }
      for match in matches(vectorList, in: line) {
        let list = substring(match, 1, in: line)!
        for vector in matches(vectorId, in: list) { ids.append(substring(vector, 0, in: list)!) }
      }
      for id in ids { result.append(Citation(id: id, file: file, line: lineNumber)) }
    }
    return result
  }

  /// The scanned text files, relative to `root`, skipping hidden folders and build products.
  static func files(root: URL) -> [String] {
    let manager = FileManager.default
    var result: [String] = []
    for entry in scanned {
      let url = root.appendingPathComponent(entry)
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
      guard isDirectory.boolValue else {
        result.append(entry)
        continue
      }
      guard let enumerator = manager.enumerator(atPath: url.path) else { continue }
      while let path = enumerator.nextObject() as? String {
        let components = path.split(separator: "/")
        if components.contains(where: { $0.hasPrefix(".") || $0 == "node_modules" }) { continue }
        let name = components.last.map(String.init) ?? path
        let ext = name.contains(".") ? String(name.split(separator: ".").last!).lowercased() : ""
        if binaryExtensions.contains(ext) { continue }
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: url.appendingPathComponent(path).path, isDirectory: &isFolder)
        if exists && !isFolder.boolValue { result.append(entry + "/" + path) }
      }
    }
    return result.sorted()
  }

  /// The names of the `tactile` subcommands: the types listed in `subcommandTypes`, named by
  /// their `commandName` (or by their type name, as ArgumentParser derives it, when they give none).
  static func subcommands(root: URL) -> [String] {
    let folder = root.appendingPathComponent("Sources/TactileCLI")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".swift")
    }
    let texts = names.compactMap {
      try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
    // `subcommands: [A.self, …]` in the configuration, or `subcommandTypes … { [A.self, …] }`.
    let listing = regex(#"(?:subcommandTypes[^{=]*[{=]|subcommands:)\s*\[([^\]]*)\]"#)
    let typeReference = regex(#"([A-Za-z_][A-Za-z0-9_]*)\.self"#)
    var types: [String] = []
    for text in texts {
      for match in matches(listing, in: text) {
        let list = substring(match, 1, in: text)!
        for entry in matches(typeReference, in: list) { types.append(substring(entry, 1, in: list)!) }
      }
    }
    let commandName = regex(#"commandName:\s*"([^"]+)""#)
    var commands: [String] = []
    for type in types {
      var name: String?
      for text in texts {
        guard let declaration = text.range(of: "struct \(type)") else { continue }
        let body = String(text[declaration.lowerBound...])
        if let match = matches(commandName, in: body).first { name = substring(match, 1, in: body) }
        break
      }
      commands.append(name ?? derivedName(type))
    }
    return commands
  }

  /// ArgumentParser's default name for a command type: its words in lower case, joined by `-`.
  static func derivedName(_ type: String) -> String {
    var result = ""
    for character in type {
      if character.isUppercase && !result.isEmpty { result += "-" }
      result += character.lowercased()
    }
    return result
  }

  static func matches(_ expression: NSRegularExpression, in text: String) -> [NSTextCheckingResult] {
    expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
  }

  static func substring(_ match: NSTextCheckingResult, _ group: Int, in text: String) -> String? {
    let range = match.range(at: group)
    guard range.location != NSNotFound, let swiftRange = Range(range, in: text) else { return nil }
    return String(text[swiftRange])
  }
}
