import Foundation
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Lowering's golden files: each `Fixtures/Lowering/NAME.swift` compiled through the front
/// door, its program printed as `dump --stage uiir` prints it, compared with `NAME.uiir` beside
/// it. A missing golden is written and the test fails; `TACTILE_RECORD=1` rewrites them all.
@Suite struct LoweringGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lowering")

  static var cases: [String] { Repository.names(in: folder, suffix: ".swift") }

  @Test("the fixtures are there") func fixturesExist() {
    #expect(Self.cases.count >= 7)
  }

  @Test("each fixture lowers to its golden UIIR", arguments: cases)
  func lowers(_ name: String) throws {
    let source = try String(contentsOf: Self.folder.appendingPathComponent(name + ".swift"), encoding: .utf8)
    let compilation = Compilation(source, fileName: name + ".swift")
    #expect(compilation.diagnostics.isEmpty, "\(compilation.renderedDiagnostics())")
    let program = try #require(compilation.program)
    let printed = UIIRPrinter.render(program)
    #expect(UIIRPrinter.render(program) == printed, "printing is stable")
    Golden.expect(printed, matches: Self.folder.appendingPathComponent(name + ".uiir"))
  }
}
