import Foundation
import TactileSema
import TactileUIIR
import Testing

/// Lowering's golden files: each `Fixtures/Lowering/NAME.swift` compiled through the front
/// door, its program printed as `dump --stage uiir` prints it, compared with `NAME.uiir` beside
/// it. A missing golden is written and the test fails; `TACTILE_RECORD=1` rewrites them all.
@Suite struct LoweringGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lowering")
  static let recording = ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1"

  static var cases: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

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
    let golden = Self.folder.appendingPathComponent(name + ".uiir")
    guard !Self.recording, let expected = try? String(contentsOf: golden, encoding: .utf8) else {
      try printed.write(to: golden, atomically: true, encoding: .utf8)
      #expect(Self.recording, "recorded \(name).uiir; review it and run again")
      return
    }
    #expect(printed == expected, "\(name).uiir differs:\n\(printed)")
  }
}
