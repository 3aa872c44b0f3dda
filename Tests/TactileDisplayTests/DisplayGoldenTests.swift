import Foundation
import TactileDisplay
import TactileGestures
import TactileLayout
import TactileRuntime
import TactileSema
import TactileUIIR
import Testing

/// The seed views drawn before and after their events: `NAME.display` holds both display
/// lists as `dump --stage display` prints them, `NAME.svg` and `NAME.after.svg` the SVG the
/// writer makes of them. Sources and events are the replay fixtures. A missing golden is
/// written and the test fails; `TACTILE_RECORD=1` rewrites them all.
@Suite struct DisplayGoldenTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let goldens = here.appendingPathComponent("Fixtures/Seeds")
  static let sources = here.deletingLastPathComponent().appendingPathComponent(
    "TactileRuntimeTests/Fixtures/Replay")
  static let recording = ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1"

  static var seeds: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  static func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

  @Test("every seed view is drawn before and after its events", arguments: seeds)
  func seed(_ name: String) throws {
    let source = try #require(Self.read(Self.sources.appendingPathComponent(name + ".swift")))
    let events = try #require(Self.read(Self.sources.appendingPathComponent(name + ".events")))
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty)
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    let script = try EventScript(parsing: events)
    let before = try #require(Replay.run(program, root: root, script: script, until: -1).layout)
    let after = try #require(Replay.run(program, root: root, script: script).layout)
    let builder = DisplayListBuilder()
    let first = builder.build(before)
    let last = builder.build(after)
    check(
      "--- before\n" + DisplayListPrinter.print(first) + "--- after\n" + DisplayListPrinter.print(last),
      golden: name + ".display")
    check(SVGWriter.write(first), golden: name + ".svg")
    check(SVGWriter.write(last), golden: name + ".after.svg")
  }

  private func check(_ actual: String, golden: String) {
    let url = Self.goldens.appendingPathComponent(golden)
    guard !Self.recording, let expected = Self.read(url) else {
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      #expect(Self.recording, "recorded \(golden); review it and run again")
      return
    }
    #expect(actual == expected, "\(golden) differs:\n\(actual)")
  }
}
