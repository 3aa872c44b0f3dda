import TactileHost
import TactileSema
import TactileTestSupport
import Testing

/// `NavigationSplitView` on iPhone: collapsed into a navigation stack showing its sidebar.
@Suite struct NavigationSplitViewTests {
  @Test("on iPhone a split view shows its sidebar as a navigation stack's root, with the sidebar's title")
  func collapsedSplitView() throws {
    let source = """
      import SwiftUI
      struct Split: View {
        @State private var visibility = NavigationSplitViewVisibility.detailOnly
        var body: some View {
          NavigationSplitView(columnVisibility: $visibility) {
            List { Text("Sidebar") }
              .navigationTitle("Folders")
          } content: {
            Text("Content")
          } detail: {
            Text("Detail")
          }
          .navigationSplitViewStyle(.balanced)
        }
      }
      #Preview { Split() }
      """
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map(\.message))")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    let texts = screenTexts(host)
    #expect(texts.contains("Folders") && texts.contains("Sidebar"))
    #expect(!texts.contains("Content") && !texts.contains("Detail"))
  }
}
