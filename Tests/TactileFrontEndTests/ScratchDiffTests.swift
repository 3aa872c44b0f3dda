import Foundation
import Testing
import TactileParser

/// Debugging aid: with `TACTILE_DIFF=path`, prints both normalised forms of that file.
struct ScratchDiffTests {
  @Test func printNormalisedForms() {
    guard let path = ProcessInfo.processInfo.environment["TACTILE_DIFF"],
      let source = try? String(contentsOfFile: path, encoding: .utf8)
    else { return }
    let ours = Parser.parse(source)
    print("OURS:   " + NormalisedOurs.render(ours))
    print("THEIRS: " + NormalisedSwiftSyntax.parse(source).normalised)
    print(ours.diagnostics.map(\.message))
    print(SyntaxDumper.render(ours))
  }
}
