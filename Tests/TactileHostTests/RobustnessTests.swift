import Foundation
import TactileGestures
import TactileHost
import TactileInterpreter
import TactileParser
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Damaged programs never crash or hang the pipeline: each valid corpus program is mutated in
/// deterministic ways (a line dropped, two lines swapped, a token's text replaced by another
/// token's) and run through check, lowering and a replay of a tap and a drag with a small step
/// budget. A crash would stop the test process; the test also checks that every outcome is
/// one of the expected kinds.
@Suite struct RobustnessTests {
  static let valid = SharedFixtures.validCorpus

  static var sources: [String] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: valid.path)) ?? []).filter {
      $0.hasSuffix(".swift")
    }.sorted()
    return names.compactMap { try? String(contentsOf: valid.appendingPathComponent($0), encoding: .utf8) }
  }

  /// Deterministic mutants of `source`.
  static func mutants(of source: String, seed: Int) -> [String] {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > 4 else { return [] }
    var result: [String] = []
    var state = UInt64(truncatingIfNeeded: seed &* 2_654_435_761 &+ 1)
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(1, n)))
    }
    // Drop a line.
    var dropped = lines
    dropped.remove(at: next(lines.count))
    result.append(dropped.joined(separator: "\n"))
    // Swap two lines.
    let a = next(lines.count)
    let b = next(lines.count)
    lines.swapAt(a, b)
    result.append(lines.joined(separator: "\n"))
    // Replace one identifier-like word with another from the file.
    let words = source.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).filter {
      $0.count > 2
    }
    if words.count > 2 {
      let from = words[next(words.count)]
      let to = words[next(words.count)]
      if let range = source.range(of: from) { result.append(source.replacingCharacters(in: range, with: to)) }
    }
    return result
  }

  @Test("a view whose body contains itself stops with a located runtime error instead of overflowing")
  func selfContainingView() throws {
    let source = """
      import SwiftUI
      struct Loop: View {
        var body: some View {
          VStack { Text("a").padding().onTapGesture {}; Loop() }
        }
      }
      """
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.isEmpty)
    let (program, _) = Lowerer.lower(sema)
    let root = try #require(program.root)
    let outcome = Replay.run(program, root: root, script: try EventScript(parsing: "0 wait"))
    let error = try #require(outcome.error)
    #expect(error.message.contains("views nested more than 64 deep: does 'Loop' contain itself?"))
    #expect(program.position(of: error.location) == (3, 3))
  }

  @Test("mutated corpus programs check, lower and replay without crashing or hanging")
  func mutants() throws {
    let script = try EventScript(parsing: "100 tap 195 422\n500 drag 150 400 250 450 200 4\n")
    var outcomes = (rejected: 0, ran: 0, stopped: 0)
    for (i, source) in Self.sources.enumerated() {
      for mutant in Self.mutants(of: source, seed: i) {
        let sema = SemanticAnalyzer.analyze(mutant)
        if sema.diagnostics.contains(where: { $0.severity == .error }) {
          outcomes.rejected += 1
          continue
        }
        let (program, _) = Lowerer.lower(sema)
        guard let root = program.root else { continue }
        let outcome = Replay.run(program, root: root, script: script)
        if outcome.error == nil { outcomes.ran += 1 } else { outcomes.stopped += 1 }
      }
    }
    #expect(outcomes.rejected + outcomes.ran + outcomes.stopped > 50)
  }
}
