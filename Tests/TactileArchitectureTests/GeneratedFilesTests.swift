import Foundation
import TactileTestSupport
import Testing

/// Generated files (`Sources/*/generated/`) are never edited by hand: each names its generator in
/// its first lines, and a test compares it with what that generator makes today.
@Suite struct GeneratedFilesTests {
  /// The generators, each with the test that compares its output with the committed files.
  static let checks = [
    "tactile-generate": "Tests/TactileSemaTests/SurfaceFilesTests.swift",
    "scripts/generate-text-metrics.py": "Tests/TactileLayoutTests/MetricsTableTests.swift",
  ]

  static var generatedFiles: [String] {
    SourceImports.modules.flatMap { module -> [String] in
      let folder = Repository.url("Sources/\(module)/generated")
      return Repository.names(in: folder, suffix: ".swift").map { "Sources/\(module)/generated/\($0).swift" }
    }
  }

  @Test(
    "Architecture invariant: every generated file names its generator, and a test compares it with the generator's output"
  )
  func generatedFilesAreChecked() throws {
    #expect(Self.generatedFiles.count >= 2)
    for file in Self.generatedFiles {
      let text = try #require(Repository.read(Repository.url(file)))
      let header = text.split(separator: "\n").prefix(4).joined(separator: "\n")
      let generator = Self.checks.keys.sorted().first { header.contains($0) }
      #expect(generator != nil, "\(file) does not name its generator in its first lines")
      if let generator, let test = Self.checks[generator] {
        let source = Repository.read(Repository.url(test)) ?? ""
        #expect(source.contains("@Test"), "\(test), which checks \(file), is missing")
      }
    }
  }
}
