import Foundation
import Testing

/// Golden files: an expected text kept in a file beside the test's input. A missing golden is
/// written and the check fails, so that a new case cannot pass silently; with `TACTILE_RECORD=1`
/// every golden is rewritten (and the checks pass), the one switch to re-record after a
/// deliberate change of format.
public enum Golden {
  /// Whether goldens are being re-recorded (`TACTILE_RECORD=1`).
  public static let recording = ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1"

  /// Compares `actual` with the golden file at `url`; returns a failure message, or nil when
  /// they match (or when recording).
  public static func check(_ actual: String, against url: URL) -> String? {
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if recording || existing == nil {
      try? FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return recording ? nil : "recorded missing golden \(url.lastPathComponent); review it and run again"
    }
    guard let existing, existing != actual else { return nil }
    return "\(url.lastPathComponent) differs:\n" + firstDifference(existing, actual)
  }

  /// `check`, recorded as an issue of the calling test when it fails.
  public static func expect(
    _ actual: String, matches url: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if let failure = check(actual, against: url) {
      Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
  }

  /// The first differing line of two texts, for readable failures.
  public static func firstDifference(_ expected: String, _ actual: String) -> String {
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
