import Foundation
import TactileDiagnostics
import TactileLexer
import TactileParser
import Testing

/// Golden tests: every fixture's syntax dump (and diagnostics for error fixtures) must equal the
/// file recorded beside it; the lexer fixtures' token dumps are `LexerGoldenTests`.
/// `TACTILE_RECORD=1` re-records.
struct GoldenTests {
  @Test(arguments: Fixtures.allFiles)
  func syntaxDumpMatchesGolden(_ url: URL) {
    let tree = Parser.parse(Fixtures.bytes(url))
    if let failure = Fixtures.checkGolden(SyntaxDumper.render(tree), for: url, ext: "syntax") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test(arguments: Fixtures.invalidFiles)
  func diagnosticsMatchGolden(_ url: URL) {
    let bytes = Fixtures.bytes(url)
    let tree = Parser.parse(bytes)
    let rendered = DiagnosticRenderer(fileName: url.lastPathComponent, bytes: bytes).render(tree.diagnostics)
    if let failure = Fixtures.checkGolden(rendered, for: url, ext: "diagnostics") {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test(arguments: Fixtures.validFiles)
  func validFixtureHasNoDiagnostics(_ url: URL) {
    let bytes = Fixtures.bytes(url)
    let tree = Parser.parse(bytes)
    let rendered = DiagnosticRenderer(fileName: url.lastPathComponent, bytes: bytes).render(tree.diagnostics)
    #expect(tree.diagnostics.isEmpty, "\(rendered)")
  }

  /// A permanent scratch test for one-off debugging: paste source here and run
  /// `swift test --filter scratch`. It checks only that parsing terminates.
  @Test func scratch() {
    let source = """
      let x = 1
      """
    let tree = Parser.parse(source)
    #expect(tree.tokens.last?.kind == .endOfFile)
  }
}
