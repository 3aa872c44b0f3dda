import Foundation
import TactileLexer
import TactileTestSupport
import Testing

/// The lexer fixtures' token dumps (`Lexer/NAME.swift` among the front end's fixtures, which the
/// parser's tests own) must equal `NAME.tokens` beside them. `TACTILE_RECORD=1` re-records.
struct LexerGoldenTests {
  static var fixtures: [URL] {
    let folder = SharedFixtures.frontEnd.appendingPathComponent("Lexer")
    return Repository.names(in: folder, suffix: ".swift").map { folder.appendingPathComponent($0 + ".swift") }
  }

  @Test(arguments: fixtures)
  func tokenDumpMatchesGolden(_ url: URL) {
    let bytes = (try? [UInt8](Data(contentsOf: url))) ?? []
    Golden.expect(
      TokenDump.render(Lexer.tokenize(bytes)),
      matches: url.deletingPathExtension().appendingPathExtension("tokens"))
  }
}
