import Foundation
import TactileParser
import TactileTestSupport
import Testing

/// Differential tests against the real Swift parser (swift-syntax's SwiftParser).
///
/// For every fixture, and for generated variations, both parsers must agree on whether the
/// source has errors, and — when it has none — on its structure, compared through the
/// normalised forms of `NormalisedOurs` and `NormalisedSwiftSyntax` (declarations, labels,
/// statements, calls, closures, and operator grouping as parentheses).
struct DifferentialTests {
  static func compare(_ source: String, name: String) {
    let ours = Parser.parse(source)
    let theirs = NormalisedSwiftSyntax.parse(source)
    #expect(
      ours.hasErrors == theirs.hasErrors,
      "\(name): we report errors: \(ours.hasErrors), SwiftParser: \(theirs.hasErrors) \(ours.diagnostics.map(\.message))"
    )
    guard !theirs.hasErrors, !ours.hasErrors else { return }
    let normalised = NormalisedOurs.render(ours)
    if normalised != theirs.normalised {
      Issue.record(
        Comment(
          rawValue: name + ": structure differs\n" + Golden.firstDifference(theirs.normalised, normalised)))
    }
  }

  @Test(arguments: Fixtures.allFiles)
  func fixtureAgreesWithSwiftParser(_ url: URL) {
    Self.compare(String(decoding: Fixtures.bytes(url), as: UTF8.self), name: url.lastPathComponent)
  }

  @Test(arguments: Fixtures.validFiles)
  func reindentedFixtureAgreesWithSwiftParser(_ url: URL) {
    let source = String(decoding: Fixtures.bytes(url), as: UTF8.self)
    guard !source.contains("\"\"\"") else { return }
    // Tabs for indentation and a block comment at the start of every indented line.
    let variant = source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let indentation = line.prefix(while: { $0 == " " })
      guard !indentation.isEmpty, indentation.count < line.count else { return String(line) }
      return String(repeating: "\t", count: indentation.count / 2) + "/* c */ "
        + line.dropFirst(indentation.count)
    }.joined(separator: "\n")
    Self.compare(variant, name: url.lastPathComponent + " (reindented)")
  }

  @Test func generatedStatementsAgreeWithSwiftParser() {
    var generator = ExpressionGenerator(seed: 0xB0D1E5)
    for i in 0..<150 {
      let source = "func f\(i)() throws {\n" + generator.statement(depth: 3) + "\n}\n"
      Self.compare(source, name: "generated statement #\(i):\n\(source)")
    }
  }

  @Test func generatedExpressionsAgreeWithSwiftParser() {
    var generator = ExpressionGenerator(seed: 0x5EED)
    for i in 0..<300 {
      let source = "let v\(i) = " + generator.expression(depth: 4) + "\n"
      Self.compare(source, name: "generated #\(i): \(source)")
    }
  }
}
