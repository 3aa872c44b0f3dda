import Foundation
import TactileSema

/// `tactile check` beside `swiftc -typecheck` on the same files in the same run. swiftc has no
/// SwiftUI on Linux, so the shared files are plain Swift with Foundation's CoreGraphics types
/// (Benchmarks/check-inputs); the SwiftUI corpus is measured for Tactile alone. Both tools run
/// as processes, as a user runs them; the checker in process shows what startup costs.
func registerCheckComparisonBenchmarks(in suite: inout BenchmarkSuite) {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let inputs = root.appendingPathComponent("Benchmarks/check-inputs")
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: inputs.path)) ?? [])
    .filter { $0.hasSuffix(".swift") }.sorted()
  let tactile = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("tactile")
  let swiftc = executableInPath("swiftc")
  for name in names {
    let file = inputs.appendingPathComponent(name)
    guard let source = try? String(contentsOf: file, encoding: .utf8) else { continue }
    suite.add("check: \(name), Tactile's checker in process") {
      SemanticAnalyzer.analyze(source, fileName: name).diagnostics.count
    }
    if FileManager.default.isExecutableFile(atPath: tactile.path) {
      suite.add("check: \(name), tactile check") { runProcess(tactile, ["check", file.path]) }
    }
    if let swiftc {
      suite.add("check: \(name), swiftc -typecheck") { runProcess(swiftc, ["-typecheck", file.path]) }
    }
  }
  let corpus = root.appendingPathComponent("Tests/TactileSemaTests/Fixtures/Valid")
  let corpusSources = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
    .compactMap { try? String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8) }
  if !corpusSources.isEmpty {
    suite.add(
      "check: the SwiftUI corpus, Tactile's checker in process", unit: "file",
      unitsPerIteration: Double(corpusSources.count)
    ) {
      corpusSources.reduce(0) { $0 + SemanticAnalyzer.analyze($1).diagnostics.count }
    }
  }
}

/// Runs `executable` with `arguments`, discarding its output; returns its exit status.
private func runProcess(_ executable: URL, _ arguments: [String]) -> Int {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  do { try process.run() } catch { return -1 }
  process.waitUntilExit()
  return Int(process.terminationStatus)
}

private func executableInPath(_ name: String) -> URL? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  for directory in path.split(separator: ":") {
    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
  }
  return nil
}
