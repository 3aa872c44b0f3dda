import Foundation
import TactileLexer
import TactileParser
import Testing

/// Acceptance of broken code against SwiftParser: about 350 deterministic single-token
/// mutants of the valid fixtures (a token deleted, duplicated elsewhere, or swapped) must be
/// rejected or accepted by both parsers. SwiftParser tolerates a few constructs that swiftc
/// rejects (and the reverse), so up to 1% disagreement is allowed; each one is printed.
struct MutantAgreementTests {
  @Test func mutantsAreAcceptedOrRejectedLikeSwiftParser() {
    var random = ExpressionGenerator(seed: 7)
    var disagreements = 0
    var total = 0
    for url in Fixtures.validFiles {
      let bytes = Fixtures.bytes(url)
      let tokens = Lexer.tokenize(bytes).tokens
      for _ in 0..<15 {
        var pieces: [[UInt8]] = tokens.map { Array(bytes[$0.start..<$0.end]) }
        let i = Int(random.next() % UInt64(pieces.count))
        switch random.next() % 3 {
        case 0: pieces.remove(at: i)
        case 1: pieces.insert(pieces[Int(random.next() % UInt64(pieces.count))], at: i)
        default: pieces.swapAt(i, Int(random.next() % UInt64(pieces.count)))
        }
        let source = String(decoding: pieces.flatMap { $0 }, as: UTF8.self)
        let ours = Parser.parse(source).hasErrors
        let theirs = NormalisedSwiftSyntax.parse(source).hasErrors
        total += 1
        if ours != theirs {
          disagreements += 1
          let diags = Parser.parse(source).diagnostics.map(\.message)
          print(
            "mutant of \(url.lastPathComponent): we report errors: \(ours), SwiftParser: \(theirs) \(diags.prefix(2))\n\(source)"
          )
        }
      }
    }
    #expect(total >= 300)
    #expect(disagreements * 100 <= total, "\(disagreements) of \(total) mutants disagree")
  }
}
