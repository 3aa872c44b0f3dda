import Foundation
import TactileDisplay
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
import TactileTestSupport
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
  static let sources = SharedFixtures.replay
  static let corpusSources = SharedFixtures.validCorpus
  static let corpusEvents = SharedFixtures.corpusReplay

  static var seeds: [String] { Repository.names(in: sources, suffix: ".swift") }
  static var corpus: [String] { Repository.names(in: corpusEvents, suffix: ".events") }

  static func read(_ url: URL) -> String? { Repository.read(url) }

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
    Golden.expect(
      "--- before\n" + DisplayListPrinter.print(first) + "--- after\n" + DisplayListPrinter.print(last),
      matches: goldens.appendingPathComponent(name + ".display"))
    Golden.expect(SVGWriter.write(first), matches: goldens.appendingPathComponent(name + ".svg"))
    Golden.expect(SVGWriter.write(last), matches: goldens.appendingPathComponent(name + ".after.svg"))
  }
}
