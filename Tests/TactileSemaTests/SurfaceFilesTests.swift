import Foundation
import TactileSema
import TactileTestSupport
import Testing

/// The files generated from the interface are what the interface makes today: the runtime's
/// `SurfaceKey` and `docs/surface.md`. After changing the interface, regenerate them with
/// `swift run tactile-generate` (or `TACTILE_RECORD=1 swift test --filter SurfaceFilesTests`).
@Suite struct SurfaceFilesTests {
  static let root = Repository.root

  func check(_ generated: String, _ path: String) throws {
    let url = Self.root.appendingPathComponent(path)
    let committed = try? String(contentsOf: url, encoding: .utf8)
    if Golden.recording {
      if committed != generated { try generated.write(to: url, atomically: true, encoding: .utf8) }
      return
    }
    #expect(committed == generated, "\(path) is stale: run swift run tactile-generate")
  }

  @Test("SurfaceKey.swift is what the interface makes") func swiftEnum() throws {
    try check(SurfaceCatalogue.swiftSource(), SurfaceCatalogue.swiftPath)
  }

  @Test("docs/surface.md is what the interface makes") func page() throws {
    try check(SurfaceCatalogue.markdown(), SurfaceCatalogue.markdownPath)
  }

  @Test("every key is unique and a valid raw identifier") func keys() {
    let entries = SurfaceCatalogue.entries()
    #expect(Set(entries.map(\.key)).count == entries.count)
    for entry in entries {
      #expect(!entry.key.contains("`") && !entry.key.contains("\n") && !entry.key.isEmpty, "\(entry.key)")
    }
    #expect(entries.count < Int(UInt16.max))
  }
}
