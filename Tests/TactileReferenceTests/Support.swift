import Foundation
import TactileTestSupport

@testable import TactileReference

/// What the reference's tests share: the fixtures folder, and pages built from parts so
/// that each malformed-page test changes exactly one thing in an otherwise good page.
enum Fixture {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let packageRoot = Repository.root

  static let example = """
    import SwiftUI

    struct Demo: View {
        @State private var taps = 0

        var body: some View {
            Text("Taps: \\(taps)")
                .onTapGesture { taps += 1 }
        }
    }
    """

  static let frontMatter = """
    ---
    title: TapGesture
    kind: struct
    entry: 4
    topic: Recognizing tap gestures
    availability: iOS 13.0+, macOS 10.15+
    summary: Recognizes one or more taps.
    rules: R2.1
    ---
    """

  /// A good symbol page; `replacing` swaps one piece of it for another.
  static func page(replacing old: String = "", with new: String = "") -> String {
    let text = """
      \(frontMatter)

      ## Declaration

      ```swift
      struct TapGesture
      ```

      ## How it works

      1. **Count the taps.** The gesture ends after `count` taps.

      ## Try it

      Set `count` to `2`.

      ## Example

      ```swift
      \(example)
      ```

      ## Behaviour

      - **R2.1** A tap has no value that changes, so it has no `onChanged`.

      """
    return old.isEmpty ? text : text.replacingOccurrences(of: old, with: new)
  }

  static func parse(_ text: String, id: String = "tapgesture", folder: ReferencePage.Folder = .pages)
    throws(PageErrors) -> ReferencePage
  {
    try PageParser.parse(text, file: "pages/\(id).md", id: id, folder: folder)
  }

  /// The errors of a page that must not parse, as `file:line: error: message` lines.
  static func errors(_ text: String, id: String = "tapgesture", folder: ReferencePage.Folder = .pages)
    -> [String]
  {
    do throws(PageErrors) {
      _ = try parse(text, id: id, folder: folder)
      return []
    } catch {
      return error.errors.map(\.description)
    }
  }
}
