import Foundation

/// Finding fixture files and reading and recording golden files beside them.
///
/// Goldens sit next to their input (`name.swift` → `name.syntax`, `name.tokens`,
/// `name.diagnostics`). When a golden is missing it is written and the check fails, so a new
/// fixture cannot pass silently; with `TACTILE_RECORD=1` every golden is rewritten (and the
/// checks pass), which is the one switch to re-record after a deliberate format change.
enum Fixtures {
  /// The fixtures folder in the source tree (goldens are recorded there, not in the bundle).
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// Whether goldens are being re-recorded.
  static let recording = ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1"

  /// The `.swift` files under `folder` (relative to the fixtures root), sorted.
  static func swiftFiles(in folder: String) -> [URL] {
    let directory = root.appendingPathComponent(folder)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
  }

  /// Every `.swift` fixture that must parse without errors.
  static var validFiles: [URL] {
    swiftFiles(in: "Parser/ok") + swiftFiles(in: "Seeds") + swiftFiles(in: "Lexer")
  }

  /// Every `.swift` fixture that must produce errors.
  static var invalidFiles: [URL] { swiftFiles(in: "Parser/err") }

  /// Every `.swift` fixture.
  static var allFiles: [URL] { validFiles + invalidFiles }

  static func bytes(_ url: URL) -> [UInt8] {
    (try? [UInt8](Data(contentsOf: url))) ?? []
  }

  /// Compares `actual` with the golden `url` with its extension replaced by `ext`; returns a
  /// failure message, or nil when they match (or when recording).
  static func checkGolden(_ actual: String, for url: URL, ext: String) -> String? {
    let golden = url.deletingPathExtension().appendingPathExtension(ext)
    let existing = try? String(contentsOf: golden, encoding: .utf8)
    if recording || existing == nil {
      try? actual.write(to: golden, atomically: true, encoding: .utf8)
      return recording ? nil : "recorded missing golden \(golden.lastPathComponent); check it and re-run"
    }
    guard let existing, existing != actual else { return nil }
    return "\(golden.lastPathComponent) differs:\n" + firstDifference(existing, actual)
  }

  /// The first differing line of two texts, for readable failures.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for i in 0..<max(a.count, b.count) {
      let x = i < a.count ? String(a[i]) : "<end>"
      let y = i < b.count ? String(b[i]) : "<end>"
      if x != y { return "line \(i + 1):\n  expected: \(x)\n  actual:   \(y)" }
    }
    return "(no line differs)"
  }
}
