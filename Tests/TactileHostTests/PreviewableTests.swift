import TactileHost
import TactileSema
import TactileTestSupport
import Testing

/// `#Preview` with `@Previewable` variables (iOS 18): the macro makes a view whose state those
/// variables are, so a binding passed down writes state that survives the next render.
@Suite struct PreviewableTests {
  static let source = """
    import SwiftUI

    struct Counter: View {
      @Binding var value: Int
      var body: some View {
        Button("value \\(value)") { value += 1 }
      }
    }

    #Preview {
      @Previewable @State var value = 1
      @Previewable @State var label: String = "steps"
      VStack {
        Counter(value: $value)
        Text("\\(label): \\(value)")
      }
    }
    """

  @Test("@Previewable variables are the preview's state: $value binds, and a tap changes both views")
  func previewableState() throws {
    let host = try makeHost(Self.source)
    #expect(screenTexts(host) == ["value 1", "steps: 1"])
    try tap(host, try centre(ofText: "value 1", host), at: 100)
    try tap(host, try centre(ofText: "value 2", host), at: 400)
    #expect(screenTexts(host) == ["value 3", "steps: 3"])
  }

  @Test("a #Preview with @Previewable variables and their projections checks without diagnostics")
  func previewableChecks() {
    let analysis = SemanticAnalyzer.analyze(Self.source)
    #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics.map(\.message))")
  }
}
