import Foundation
import TactileGeometry
import TactileLayout
import TactileTestSupport

/// Golden files for layout: each case's input tree and its layout dump, side by side in one
/// file `Fixtures/<name>.layout`. A missing golden is written and the check fails, so a new case
/// cannot pass silently; `TACTILE_RECORD=1` rewrites every golden (and the checks pass).
enum LayoutGolden {
  static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The golden text of a case: the input tree, then its layout on `canvas`.
  static func text(_ tree: ViewNode, canvas: TactileGeometry.CGSize) -> String {
    let result = LayoutEngine.layout(tree, canvas: canvas)
    return "input:\n" + ViewTreeDump.render(tree) + "\nlayout:\n" + LayoutDump.render(result)
  }

  /// Compares `actual` with `Fixtures/<name>.layout`; returns a failure message or nil.
  static func check(_ actual: String, name: String) -> String? {
    Golden.check(actual, against: root.appendingPathComponent(name + ".layout"))
  }
}
