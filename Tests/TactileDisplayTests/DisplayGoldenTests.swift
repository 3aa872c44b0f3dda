import Foundation
import TactileDisplay
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileUIIR
import Testing

/// The seed views and the corpus views drawn before and after their events: `NAME.display`
/// holds both display lists as `dump --stage display` prints them, `NAME.svg` and
/// `NAME.after.svg` the SVG the writer makes of them. Sources and events are the replay
/// fixtures (Fixtures/Seeds for the seeds, Fixtures/Corpus for the checker's corpus). A missing
/// golden is written and the test fails; `TACTILE_RECORD=1` rewrites them all.
@Suite struct DisplayGoldenTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let goldens = here.appendingPathComponent("Fixtures/Seeds")
  static let corpusGoldens = here.appendingPathComponent("Fixtures/Corpus")
  static let tests = here.deletingLastPathComponent()
  static let sources = tests.appendingPathComponent("TactileRuntimeTests/Fixtures/Replay")
  static let corpusSources = tests.appendingPathComponent("TactileSemaTests/Fixtures/Valid")
  static let corpusEvents = tests.appendingPathComponent("TactileRuntimeTests/Fixtures/CorpusReplay")
  static let recording = ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1"

  static var seeds: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  static var corpus: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpusEvents.path)) ?? [])
      .filter { $0.hasSuffix(".events") }.map { String($0.dropLast(7)) }.sorted()
  }

  static func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

  @Test("every seed view is drawn before and after its events", arguments: seeds)
  func seed(_ name: String) throws {
    try draw(name, source: Self.sources, events: Self.sources, goldens: Self.goldens)
  }

  @Test("every corpus view is drawn before and after its events", arguments: corpus)
  func corpusView(_ name: String) throws {
    try draw(name, source: Self.corpusSources, events: Self.corpusEvents, goldens: Self.corpusGoldens)
  }

  private func draw(_ name: String, source folder: URL, events eventsFolder: URL, goldens: URL) throws {
    let source = try #require(Self.read(folder.appendingPathComponent(name + ".swift")))
    let events = try #require(Self.read(eventsFolder.appendingPathComponent(name + ".events")))
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.filter { $0.id != "standInInTactile" }.isEmpty)
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
      golden: name + ".display", in: goldens)
    check(SVGWriter.write(first), golden: name + ".svg", in: goldens)
    check(SVGWriter.write(last), golden: name + ".after.svg", in: goldens)
  }

  private func check(_ actual: String, golden: String, in goldens: URL) {
    let url = goldens.appendingPathComponent(golden)
    guard !Self.recording, let expected = Self.read(url) else {
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      #expect(Self.recording, "recorded \(golden); review it and run again")
      return
    }
    #expect(actual == expected, "\(golden) differs:\n\(actual)")
  }
}
