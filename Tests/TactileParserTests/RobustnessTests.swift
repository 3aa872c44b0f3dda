import Foundation
import TactileDiagnostics
import TactileLexer
import TactileParser
import Testing

/// Never crash, never hang, never lose a byte: round trips, deep nesting, and a mutation test
/// that deletes, inserts, duplicates and swaps random tokens of every fixture.
struct RobustnessTests {
  @Test(arguments: Fixtures.allFiles)
  func fixtureRoundTripsAndKeepsInvariants(_ url: URL) {
    let bytes = Fixtures.bytes(url)
    let tree = Parser.parse(bytes)
    #expect(TreeChecks.violations(tree, bytes: bytes) == [])
  }

  /// Deterministic mutants of every fixture: each must still give a tree satisfying
  /// `TreeChecks`. About 4,000 mutants in total with the default count.
  @Test func mutantsNeverBreakTheParser() {
    // A fixed seed keeps the test deterministic; TACTILE_MUTATION_SEED explores others.
    let seed = ProcessInfo.processInfo.environment["TACTILE_MUTATION_SEED"].flatMap { UInt64($0) } ?? 0xC0FFEE
    var random = ExpressionGenerator(seed: seed)
    let files = Fixtures.allFiles
    #expect(!files.isEmpty)
    let perFile = max(20, 4000 / max(1, files.count))
    var total = 0
    var failures = 0
    let vocabulary: [[UInt8]] = [
      "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#\"", "\\(", ",", ":", ";", ".", "?", "!", "=", "->",
      "in", "let", "var", "func", "struct", "case", "if", "else", "#if", "#endif", "@", "$", "`", "/*",
      "//", "\n", "<", ">", "&", "0x", "1e", "_", "try", "switch", "default:", "\u{0}", "\u{FF}",
    ].map { Array($0.utf8) }
    for url in files {
      let bytes = Fixtures.bytes(url)
      let tokens = Lexer.tokenize(bytes).tokens
      guard tokens.count > 1 else { continue }
      for _ in 0..<perFile {
        var pieces: [[UInt8]] = tokens.map { Array(bytes[$0.start..<$0.end]) }
        let operations = 1 + Int(random.next() % 3)
        for _ in 0..<operations where !pieces.isEmpty {
          let i = Int(random.next() % UInt64(pieces.count))
          switch random.next() % 4 {
          case 0: pieces.remove(at: i)
          case 1: pieces.insert(random.pick(vocabulary) + [32], at: i)
          case 2: pieces.insert(pieces[i], at: i)
          default:
            let j = Int(random.next() % UInt64(pieces.count))
            pieces.swapAt(i, j)
          }
        }
        let mutant = pieces.flatMap { $0 }
        let tree = Parser.parse(mutant)
        let problems = TreeChecks.violations(tree, bytes: mutant)
        total += 1
        if !problems.isEmpty {
          failures += 1
          if failures <= 5 {
            Issue.record(
              "mutant of \(url.lastPathComponent): \(problems)\n\(String(decoding: mutant, as: UTF8.self))")
          }
        }
      }
    }
    #expect(total >= 2000)
    #expect(failures == 0)
  }

  @Test(arguments: [
    "(", "[", "{", "- (", "{ x in ", "if a {", "[a: ", "\"\\(", "#if a\n", "f { ", "x ? ", "(T) -> ",
  ])
  func deepNestingGivesADiagnosticNotACrash(_ opener: String) {
    let source = String(repeating: opener, count: 10_000) + "1"
    let bytes = Array(source.utf8)
    let tree = Parser.parse(bytes)
    #expect(TreeChecks.violations(tree, bytes: bytes) == [])
    let hasErrors = tree.hasErrors
    #expect(hasErrors)
  }

  @Test func tenThousandParenthesesReportTooDeeplyNested() {
    let source =
      "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    let tree = Parser.parse(source)
    #expect(tree.diagnostics.map(\.id) == ["tooDeeplyNested"])
  }

  @Test func smallStackBudgetStopsRecursionEarly() {
    let source = "let x = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
    let roomy = Parser.parse(source, maximumStackBytes: 1 << 30)
    #expect(roomy.diagnostics.isEmpty)
    let tight = Parser.parse(source, maximumStackBytes: 8 * 1024)
    #expect(tight.diagnostics.map(\.id) == ["tooDeeplyNested"])
    let bytes = Array(source.utf8)
    #expect(TreeChecks.violations(tight, bytes: bytes) == [])
  }

  @Test func garbageBytesParse() {
    var random = ExpressionGenerator(seed: 42)
    for length in [0, 1, 2, 7, 100, 1000] {
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let tree = Parser.parse(bytes)
      #expect(TreeChecks.violations(tree, bytes: bytes) == [])
    }
  }
}
