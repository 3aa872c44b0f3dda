import Foundation
import Testing

@testable import TactileReference

/// The static folder `tactile site` writes: the hand-written site files, the generated pages over
/// them and the module; and the highlighter that colours the code on those pages.
@Suite struct SiteWriterTests {
  func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("reference-writer-\(UUID().uuidString)")
  }

  @Test func theFolderHoldsTheStaticFilesThePagesAndTheModule() throws {
    let site = ReferenceSite(folder: Fixture.folder.appendingPathComponent("Reference"))
    let destination = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: destination) }
    let module = temporaryFolder().appendingPathExtension("wasm")
    try Data([0, 0x61, 0x73, 0x6d]).write(to: module)
    defer { try? FileManager.default.removeItem(at: module) }
    try SiteWriter.write(
      site, staticFolder: Fixture.packageRoot.appendingPathComponent("Site"), wasm: module, to: destination)
    for path in [
      "index.html", "reference/draggesture/index.html", "guides/drag-does-not-move/index.html",
      "search-index.json", "studio/index.html", "shared/tactile.js", "reference/live.js", "tactile.wasm",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: destination.appendingPathComponent(path).path), "\(path)")
    }
    let index = try String(contentsOf: destination.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index == site.files["index.html"])
    // Writing again replaces the folder.
    try SiteWriter.write(
      site, staticFolder: Fixture.packageRoot.appendingPathComponent("Site"), wasm: nil, to: destination)
    #expect(!FileManager.default.fileExists(atPath: destination.appendingPathComponent("tactile.wasm").path))
  }

  @Test func itNeverWipesASourceTree() throws {
    let site = ReferenceSite(sources: [])
    #expect(throws: SiteWriter.WriteError.self) {
      try SiteWriter.write(
        site, staticFolder: Fixture.packageRoot.appendingPathComponent("Site"), wasm: nil,
        to: Fixture.packageRoot)
    }
    #expect(
      FileManager.default.fileExists(atPath: Fixture.packageRoot.appendingPathComponent("Package.swift").path)
    )
  }

  /// Tags removed and entities decoded, the highlighted HTML is the source again, byte for byte.
  @Test func highlightingKeepsEveryCharacter() {
    let sources = [
      Fixture.example,
      "let s = \"a < b && c > d\" /* 'quoted' */ // end\n#if os(iOS)\n@State var x = 1_000\n#endif",
      "\"unterminated <string", "é ü 🎉 `raw` \\(x)",
    ]
    for source in sources {
      var text = SwiftHighlighter.html(source)
      while let open = text.range(of: "<"),
        let close = text.range(of: ">", range: open.upperBound..<text.endIndex)
      {
        text.removeSubrange(open.lowerBound..<close.upperBound)
      }
      for (entity, character) in [
        ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
      ] {
        text = text.replacingOccurrences(of: entity, with: character)
      }
      #expect(text == source)
    }
  }
}
