import Foundation
import TactileTestSupport

/// Finding the front end's fixture files and checking the golden files beside them.
///
/// Goldens sit next to their input (`name.swift` → `name.syntax`, `name.tokens`,
/// `name.diagnostics`) and are checked and recorded as `Golden` (TactileTestSupport) does.
enum Fixtures {
  /// The fixtures folder in the source tree (goldens are recorded there).
  static let root: URL = SharedFixtures.frontEnd

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
    Golden.check(actual, against: url.deletingPathExtension().appendingPathExtension(ext))
  }
}
