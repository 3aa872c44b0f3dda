import TactileGestures
import TactileHost
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// The system share sheet behind a representable, and the toolbar's title menu: stand-ins
/// that check with a warning at their use and run without showing what the device shows.
@Suite struct ShareSheetTests {
  static let shareScreen = """
    import SwiftUI
    import UIKit
    struct ShareSheet: UIViewControllerRepresentable {
      var activityItems: [Any]
      var applicationActivities: [UIActivity]? = nil
      func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(
          activityItems: activityItems, applicationActivities: applicationActivities)
        controller.excludedActivityTypes = [.airDrop, UIActivity.ActivityType("com.example.custom")]
        controller.completionWithItemsHandler = { _, completed, _, _ in print(completed) }
        return controller
      }
      func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
    }
    struct V: View {
      @State private var sharing = false
      var body: some View {
        NavigationStack {
          Button("Share") { sharing = true }
            .navigationTitle("Notes")
            .toolbarTitleMenu { Button("Rename") {} }
        }
        .sheet(isPresented: $sharing) { ShareSheet(activityItems: ["hello"]) }
      }
    }
    """

  @Test("the share sheet and the title menu are stand-ins: check warns at each use and reports no error")
  func standIns() {
    let analysis = SemanticAnalyzer.analyze(Self.shareScreen)
    let errors = analysis.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.message))")
    #expect(analysis.diagnostics.contains { $0.message.contains("'UIActivityViewController' is a stand-in") })
    #expect(
      analysis.diagnostics.contains { $0.message.contains("'toolbarTitleMenu(content:)' is a stand-in") })
  }

  @Test("presenting the share sheet shows the representable's placeholder")
  func presentsTheSheet() throws {
    let (program, _) = Lowerer.lower(SemanticAnalyzer.analyze(Self.shareScreen))
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    #expect(screenTexts(host).contains("Share"))
    let before = host.layout?.views.count ?? 0
    try tap(host, try centre(ofText: "Share", host), at: 0)
    try host.advance(to: EventTime(milliseconds: 1000))
    #expect((host.layout?.views.count ?? 0) > before)

  }
}
