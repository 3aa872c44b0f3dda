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

  @Test(
    "a UINavigationBarAppearance an app makes keeps what is set on it, and the proxy keeps the appearance")
  func navigationBarAppearance() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        init() {
          let appearance = UINavigationBarAppearance()
          appearance.configureWithOpaqueBackground()
          appearance.backgroundColor = .systemIndigo
          appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
          UINavigationBar.appearance().standardAppearance = appearance
          UINavigationBar.appearance().scrollEdgeAppearance = appearance
        }
        var body: some View {
          let bar = UINavigationBar.appearance()
          let fresh = UINavigationBarAppearance()
          VStack {
            Text(bar.scrollEdgeAppearance?.backgroundColor == nil ? "plain" : "coloured")
            Text(fresh.backgroundColor == nil ? "fresh plain" : "fresh coloured")
            Text("\\(bar.standardAppearance.titleTextAttributes.count) attribute")
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
    #expect(screenTexts(host) == ["coloured", "fresh plain", "1 attribute"])
  }
}
