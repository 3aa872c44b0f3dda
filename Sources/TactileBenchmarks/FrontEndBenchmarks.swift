import Foundation
import SwiftParser
import SwiftSyntax
import TactileLexer
import TactileParser

/// Front-end benchmarks: lexing, lexing + parsing over every fixture, and one ~100-line view,
/// each measured for Tactile and for swift-syntax's `Parser.parse(source:)` on the same input in
/// the same run, so the ratio is meaningful on any machine.
///
/// Throughput entries use the unit `MB`: the harness prints the time per MB, and MB/s is its
/// inverse (BENCHMARKS.md lists both).
func registerFrontEndBenchmarks(in suite: inout BenchmarkSuite) {
  let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/TactileParserTests/Fixtures")
  let files = swiftFiles(under: fixtures)
  let sources: [[UInt8]] = files.compactMap { try? [UInt8](Data(contentsOf: $0)) }
  let strings = sources.map { String(decoding: $0, as: UTF8.self) }
  let megabytes = Double(sources.reduce(0) { $0 + $1.count }) / 1e6

  suite.add("front end: lex all fixtures (Tactile)", unit: "MB", unitsPerIteration: megabytes) {
    sources.reduce(0) { $0 &+ Lexer.tokenize($1).tokens.count }
  }
  suite.add("front end: lex+parse all fixtures (Tactile)", unit: "MB", unitsPerIteration: megabytes) {
    sources.reduce(0) { $0 &+ Parser.parse($1).exprs.count }
  }
  suite.add("front end: parse all fixtures (swift-syntax)", unit: "MB", unitsPerIteration: megabytes) {
    strings.reduce(0) { $0 &+ SwiftParser.Parser.parse(source: $1).statements.count }
  }

  let view = fixtures.appendingPathComponent("Parser/ok/swiftui_views.swift")
  if let bytes = try? [UInt8](Data(contentsOf: view)) {
    let string = String(decoding: bytes, as: UTF8.self)
    let lines = bytes.filter { $0 == 10 }.count
    suite.add("front end: lex+parse \(lines)-line view (Tactile)") {
      Parser.parse(bytes).exprs.count
    }
    suite.add("front end: parse \(lines)-line view (swift-syntax)") {
      SwiftParser.Parser.parse(source: string).statements.count
    }
  }
}

/// Every `.swift` file under `root`, sorted by path.
private func swiftFiles(under root: URL) -> [URL] {
  guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
    return []
  }
  var files: [URL] = []
  for case let url as URL in enumerator where url.pathExtension == "swift" { files.append(url) }
  return files.sorted { $0.path < $1.path }
}
