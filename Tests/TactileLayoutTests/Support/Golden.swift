import Foundation
import TactileLayout

/// Golden files for layout: each case's input tree and its layout dump, side by side in one
/// file `Fixtures/<name>.layout`. A missing golden is written and the check fails, so a new case
/// cannot pass silently; `TACTILE_RECORD=1` rewrites every golden (and the checks pass).
enum Golden {
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  static let recording = ProcessInfo.processInfo.environment["TACTILE_RECORD"] == "1"

  /// The golden text of a case: the input tree, then its layout on `canvas`.
  static func text(_ tree: ViewNode, canvas: Size) -> String {
    let result = LayoutEngine.layout(tree, canvas: canvas)
    return "input:\n" + ViewTreeDump.render(tree) + "\nlayout:\n" + LayoutDump.render(result)
  }

  /// Compares `actual` with `Fixtures/<name>.layout`; returns a failure message or nil.
  static func check(_ actual: String, name: String) -> String? {
    let url = root.appendingPathComponent(name + ".layout")
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if recording || existing == nil {
      try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try? actual.write(to: url, atomically: true, encoding: .utf8)
      return recording ? nil : "recorded missing golden \(name).layout; check it and re-run"
    }
    guard let existing, existing != actual else { return nil }
    return "\(name).layout differs:\n" + firstDifference(existing, actual)
  }

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
