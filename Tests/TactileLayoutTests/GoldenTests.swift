import Foundation
import TactileLayout
import Testing

/// Golden tests: each case's input tree and layout dump must equal `Fixtures/<name>.layout`.
/// `TACTILE_RECORD=1` re-records; a missing golden is recorded and the test fails.
struct GoldenTests {
  @Test(arguments: GoldenCases.names)
  func layoutMatchesGolden(_ name: String) {
    let tree = GoldenCases.tree(name).numbered()
    if let failure = LayoutGolden.check(LayoutGolden.text(tree, canvas: canvas), name: name) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  @Test func everyGoldenFileHasACase() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: LayoutGolden.root.path)
      .filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(".layout".count)) }
    let orphans = Set(files).subtracting(GoldenCases.names)
    #expect(orphans.isEmpty, "golden files without a case: \(orphans.sorted())")
  }
}
