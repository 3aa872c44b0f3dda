import TactileDisplay
import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// iOS 17–18 views and styles: `Tab` in a tab view's content, shape views that chain fills and
/// strokes, shadowed and hierarchical shape styles.
@Suite struct RecentSurfaceTests {
  static let tabs = """
    import SwiftUI

    enum Pane: Hashable { case home, search, settings }

    struct Screen: View {
      @State private var selection: Pane = .search
      var body: some View {
        VStack {
          Text("selected \\(selection == .home ? "home" : selection == .search ? "search" : "settings")")
          TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: .home) {
              Text("Home page")
            }
            Tab(value: .search, role: .search) {
              Text("Search page")
            }
            TabSection("More") {
              Tab(value: Pane.settings) {
                Text("Settings page")
              } label: {
                Label("Settings", systemImage: "gear")
              }
            }
          }
          .tabViewStyle(.sidebarAdaptable)
        }
      }
    }
    #Preview { Screen() }
    """

  @Test(
    "Tab: the selection picks the tab by value; a tab's title, symbol or role label its bar item, and a tap selects it"
  )
  func tabsSelectByValue() throws {
    let host = try makeHost(Self.tabs)
    let texts = screenTexts(host)
    #expect(texts.contains("Search page"))
    #expect(!texts.contains("Home page"))
    // The bar: the title with its symbol, the search role's own label, a section's tab.
    #expect(texts.contains("Home") && texts.contains("Search") && texts.contains("Settings"))
    try tap(host, try centre(ofText: "Settings", host), at: 0)
    #expect(screenTexts(host).contains("Settings page"))
    #expect(screenTexts(host).contains("selected settings"))
    try tap(host, try centre(ofText: "Home", host), at: 500)
    #expect(screenTexts(host).contains("Home page"))
    #expect(screenTexts(host).contains("selected home"))
  }

  @Test("Tab: a hidden tab has no page nor bar item; .toolbarVisibility(.hidden, for: .tabBar) hides the bar")
  func hiddenTabsAndBar() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        @State private var selection = 1
        var body: some View {
          TabView(selection: $selection) {
            Tab("One", systemImage: "1.circle", value: 1) {
              Text("First").toolbarVisibility(.hidden, for: .tabBar)
            }
            Tab("Two", systemImage: "2.circle", value: 2) { Text("Second") }
              .hidden()
            Tab("Three", systemImage: "3.circle", value: 3) { Text("Third") }
          }
        }
      }
      #Preview { Screen() }
      """)
    let texts = screenTexts(host)
    #expect(texts.contains("First"))
    #expect(!texts.contains("One") && !texts.contains("Two") && !texts.contains("Three"))
    let first = try centre(ofText: "First", host)
    // Without its bar the page fills the whole canvas, so its text is at the canvas's centre.
    #expect(first.y == host.canvas.height / 2)
  }

  @Test("old tab views keep working: .tabItem labels and .tag values")
  func tabItemsStillWork() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        @State private var selection = "b"
        var body: some View {
          TabView(selection: $selection) {
            Text("Page A").tabItem { Label("A", systemImage: "a.circle") }.tag("a")
            Text("Page B").tabItem { Label("B", systemImage: "b.circle") }.tag("b")
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(screenTexts(host).contains("Page B"))
    try tap(host, try centre(ofText: "A", host), at: 0)
    #expect(screenTexts(host).contains("Page A"))
  }

  func items(_ host: ViewHost) throws -> [DisplayItem] {
    DisplayListBuilder().build(try #require(host.layout)).items
  }

  @Test(
    "Circle().fill(.red).stroke(.blue, lineWidth: 4): the fill, then the stroke over it, in the same frame")
  func fillThenStroke() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          Circle().fill(.red).stroke(.blue, lineWidth: 4).frame(width: 100, height: 100)
        }
      }
      #Preview { Screen() }
      """)
    let drawn = try items(host)
    try #require(drawn.count == 2)
    guard case .fill(.circle, let fillRect, .color(let red), _) = drawn[0].command,
      case .stroke(.circle, let strokeRect, .color(let blue), let style) = drawn[1].command
    else {
      Issue.record("expected a fill and then a stroke, got \(drawn.map(\.command))")
      return
    }
    #expect(red.red > 0.8 && red.blue < 0.4)
    #expect(blue.blue > 0.8 && blue.red < 0.4)
    #expect(style.lineWidth == 4)
    #expect(fillRect.size == CGSize(width: 100, height: 100))
    #expect(strokeRect == fillRect)
    #expect(drawn[0].transform == drawn[1].transform)
  }

  @Test(
    "a shape style's drop shadow is drawn under the filled shape; its hierarchical levels and opacity lower the alpha"
  )
  func shadowAndLevels() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            Rectangle().fill(.white.shadow(.drop(color: .black.opacity(0.5), radius: 6, y: 2)))
            Rectangle().fill(Color.blue.tertiary)
            Rectangle().fill(Color.red.opacity(0.5).secondary)
            Rectangle().fill(.green.gradient)
          }
        }
      }
      #Preview { Screen() }
      """)
    let drawn = try items(host)
    try #require(drawn.count == 4)
    let shadow = try #require(drawn[0].shadow)
    #expect(shadow.radius == 6 && shadow.y == 2 && shadow.x == 0)
    #expect(abs(shadow.color.alpha - 0.5) < 0.01)
    guard case .fill(_, _, .color(let blue), _) = drawn[1].command,
      case .fill(_, _, .color(let red), _) = drawn[2].command
    else {
      Issue.record("expected colour fills")
      return
    }
    #expect(abs(blue.alpha - 0.3) < 0.01)
    #expect(abs(red.alpha - 0.3) < 0.01)
    #expect(drawn[1].shadow == nil)
  }
}
