import Foundation
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileParser
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Whole programs replayed against events files, compared with goldens beside them:
/// `name.swift` + `name.events` → `name.expected` (what `tactile replay --state` prints: what the
/// program printed, then the state of every live view; `--- error` and the message if a runtime
/// error stopped it), and `name.trace` when present (the engine's decisions). A missing golden is
/// written and the test fails; `TACTILE_RECORD=1` rewrites them all.
///
/// Both folders are also `tactile test` cases, which scripts/test runs: each events file's first
/// line `# view: …` names its program, and `name.expected` is the case's expectation.
///
/// Two collections: `Fixtures/Replay` holds the seeds' views with their events and goldens;
/// `Fixtures/CorpusReplay` holds events and goldens for the programs of the checker's corpus
/// (`TactileSemaTests/Fixtures/Valid`), so each corpus view is both checked and replayed from
/// one source file (both folders are `SharedFixtures`, which the display's tests read too).
@Suite struct ReplayGoldenTests {
  static let seeds = SharedFixtures.replay
  static let corpusGoldens = SharedFixtures.corpusReplay
  static let corpusSources = SharedFixtures.validCorpus

  static var programs: [String] { Repository.names(in: seeds, suffix: ".swift") }
  static var corpusPrograms: [String] { Repository.names(in: corpusGoldens, suffix: ".events") }

  static func read(_ name: String, in folder: URL = seeds) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("there are replay programs")
  func exist() { #expect(Self.programs.count >= 5) }

  @Test("at least 40 corpus views are replayed, each against a program of the checker's corpus")
  func corpusExists() {
    #expect(Self.corpusPrograms.count >= 40)
    for name in Self.corpusPrograms {
      #expect(Self.read(name + ".swift", in: Self.corpusSources) != nil, "\(name).swift is not in the corpus")
    }
  }

  @Test("each seed view's replay matches its golden", arguments: programs)
  func replay(_ name: String) throws {
    try replay(name, source: Self.seeds, goldens: Self.seeds)
  }

  @Test("each corpus view's replay matches its golden", arguments: corpusPrograms)
  func replayCorpus(_ name: String) throws {
    try replay(name, source: Self.corpusSources, goldens: Self.corpusGoldens)
  }

  private func replay(_ name: String, source folder: URL, goldens: URL) throws {
    let source = try #require(Self.read(name + ".swift", in: folder), "\(name).swift is missing")
    let eventsText = try #require(Self.read(name + ".events", in: goldens), "\(name).events is missing")
    // `tactile test` finds the program through this line (docs/interfaces.md).
    let viewLine =
      "# view: " + Self.relativePath(from: goldens, to: folder.appendingPathComponent(name + ".swift"))
    #expect(
      eventsText.hasPrefix(viewLine + "\n"), "\(name).events must begin with '\(viewLine)' for tactile test")
    let sema = SemanticAnalyzer.analyze(source, fileName: name + ".swift")
    #expect(
      sema.diagnostics.filter { $0.id != "standInInTactile" }.isEmpty,
      "\(name): \(sema.diagnostics.map(\.message))")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root, "\(name) has no root view")
    let script = try EventScript(parsing: eventsText)
    let hasTrace = Self.read(name + ".trace", in: goldens) != nil
    let outcome = Replay.run(program, root: root, script: script, trace: hasTrace)
    var text = outcome.output + outcome.stateLines.map { $0 + "\n" }.joined()
    if let error = outcome.error {
      let (line, column) = program.position(of: error.location)
      text += "--- error \(line):\(column): \(error.message)\n"
    }
    Golden.expect(text, matches: goldens.appendingPathComponent(name + ".expected"))
    if hasTrace {
      Golden.expect(
        outcome.trace.map { $0 + "\n" }.joined(), matches: goldens.appendingPathComponent(name + ".trace"))
    }
  }

  /// The path of `file` relative to `folder`, as a `# view:` line gives it.
  static func relativePath(from folder: URL, to file: URL) -> String {
    let from = folder.standardizedFileURL.pathComponents
    let to = file.standardizedFileURL.pathComponents
    var common = 0
    while common < min(from.count, to.count) && from[common] == to[common] { common += 1 }
    return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
  }
}
