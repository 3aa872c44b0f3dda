import Foundation
import TactileGestures
import TactileParser
import TactileRuntime
import TactileSema
import TactileUIIR
import Testing

/// Whole programs replayed against events files, compared with goldens beside them:
/// `name.swift` + `name.events` → `name.replay` (what the program printed, then `--- state`
/// and the state of every live view, then `--- error` if a runtime error stopped it), and
/// `name.trace` when present (the engine's decisions). A missing golden is written and the
/// test fails; `TACTILE_RECORD=1` rewrites them all.
@Suite struct ReplayGoldenTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Fixtures/Replay")
  static let recording = ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1"

  static var programs: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
  }

  static func read(_ name: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("there are replay programs")
  func exist() { #expect(Self.programs.count >= 5) }

  @Test("each program's replay matches its golden", arguments: programs)
  func replay(_ name: String) throws {
    let source = try #require(Self.read(name + ".swift"))
    let eventsText = try #require(Self.read(name + ".events"), "\(name).events is missing")
    let sema = SemanticAnalyzer.analyze(source, fileName: name + ".swift")
    #expect(sema.diagnostics.isEmpty, "\(name): \(sema.diagnostics.map(\.message))")
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root, "\(name) has no root view")
    let script = try EventScript(parsing: eventsText)
    let hasTrace = Self.read(name + ".trace") != nil
    let outcome = Replay.run(program, root: root, script: script, trace: hasTrace)
    var text = outcome.output + "--- state\n" + outcome.stateLines.map { $0 + "\n" }.joined()
    if let error = outcome.error {
      let (line, column) = program.position(of: error.location)
      text += "--- error \(line):\(column): \(error.message)\n"
    }
    check(text, golden: name + ".replay")
    if hasTrace { check(outcome.trace.map { $0 + "\n" }.joined(), golden: name + ".trace") }
  }

  private func check(_ actual: String, golden: String) {
    let url = Self.root.appendingPathComponent(golden)
    let expected = Self.read(golden)
    if Self.recording || expected == nil {
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      #expect(Self.recording, "recorded \(golden); review it and run again")
      return
    }
    #expect(actual == expected, "\(golden) differs:\n\(actual)")
  }
}
