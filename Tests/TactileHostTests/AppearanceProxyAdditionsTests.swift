import TactileHost
import TactileSema
import TactileTestSupport
import Testing

/// The appearance proxies of scroll views and segmented controls: what is set is read back.
@Suite struct AppearanceProxyAdditionsTests {
  @Test("UIScrollView.appearance() and UISegmentedControl.appearance() keep what an init sets on them")
  func scrollAndSegmentedProxies() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        init() {
          UIScrollView.appearance().isScrollEnabled = false
          UISegmentedControl.appearance().selectedSegmentTintColor = .black
          UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        }
        var body: some View {
          VStack {
            Text(UIScrollView.appearance().isScrollEnabled ? "scrolls" : "still")
            Text(UISegmentedControl.appearance().selectedSegmentTintColor == nil ? "no tint" : "tinted")
          }
        }
      }
      #Preview { Screen() }
      """
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map(\.message))")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    #expect(screenTexts(host) == ["still", "tinted"])
  }
}
