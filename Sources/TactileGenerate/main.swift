import Foundation
import TactileSema

// `swift run tactile-generate` writes the files generated from the interface (the runtime's
// `SurfaceKey` and docs/surface.md) after the interface changed. It builds only the checker,
// so it runs even while a binding names a declaration the generated enum does not have yet.
// `SurfaceFilesTests` fails when a committed file differs from what this writes.

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
let entries = SurfaceCatalogue.entries()
for (path, text) in [
  (SurfaceCatalogue.swiftPath, SurfaceCatalogue.swiftSource(entries)),
  (SurfaceCatalogue.markdownPath, SurfaceCatalogue.markdown(entries)),
] {
  let url = root.appendingPathComponent(path)
  if (try? String(contentsOf: url, encoding: .utf8)) == text {
    print("unchanged \(path)")
  } else {
    try text.write(to: url, atomically: true, encoding: .utf8)
    print("wrote \(path)")
  }
}
