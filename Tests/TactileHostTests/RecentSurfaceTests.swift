import TactileDisplay
import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileSema
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

  /// A host for a source whose only diagnostics are stand-in warnings.
  func hostAllowingStandIns(_ source: String) throws -> ViewHost {
    let sema = SemanticAnalyzer.analyze(source)
    #expect(sema.diagnostics.allSatisfy { $0.id == "standInInTactile" }, "\(sema.diagnostics.map(\.message))")
    let (program, _) = Lowerer.lower(sema)
    let host = ViewHost(program: program, root: try #require(program.root), canvas: ViewHost.defaultCanvas)
    try host.render()
    return host
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

  @Test(
    "visualEffect: the offsets, scales and rotations applied to its content move what is drawn, for the view's size"
  )
  func visualEffectMoves() throws {
    let host = try hostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        @State private var moved = true
        var body: some View {
          VStack(spacing: 0) {
            Text("still").frame(width: 100, height: 40)
            Text("moved").frame(width: 100, height: 40)
              .visualEffect { [moved] content, proxy in
                content
                  .offset(x: moved ? proxy.size.width / 2 : 0)
                  .scaleEffect(2, anchor: .topLeading)
              }
          }
        }
      }
      #Preview { Screen() }
      """)
    let still = try centre(ofText: "still", host)
    let moved = try centre(ofText: "moved", host)
    // Offset by half the width (50), then scaled by 2 about the frame's top-leading corner:
    // the text's centre (50, 20) goes to ((50 + 50) · 2, 20 · 2) in the frame.
    #expect(moved.x - still.x == 150)
    #expect(moved.y - still.y == 40 + 20)
  }

  @Test(
    "containerRelativeFrame: columns of the container's width, or the closure's length, on the given axes")
  func containerRelativeFrames() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack(spacing: 0) {
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 20)
            Color.blue.frame(height: 20).containerRelativeFrame(.horizontal) { length, axis in
              axis == .horizontal ? length * 0.5 : length
            }
            Color.green.containerRelativeFrame([.horizontal, .vertical], count: 4, spacing: 0)
          }
        }
      }
      #Preview { Screen() }
      """)
    let drawn = try items(host)
    try #require(drawn.count == 3)
    var sizes: [CGSize] = []
    for item in drawn {
      if case .fill(_, let rect, _, _) = item.command { sizes.append(rect.size) }
    }
    try #require(sizes.count == 3)
    let width = host.canvas.width
    #expect(abs(sizes[0].width - ((width - 20) / 3 * 2 + 10)) < 1e-9)
    #expect(sizes[1].width == width / 2)
    #expect(sizes[2] == CGSize(width: width / 4, height: host.canvas.height / 4))
  }

  @Test("MeshGradient: bilinear patches, each cell coloured by the mix of its vertices' colours")
  func meshGradient() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          MeshGradient(
            width: 2, height: 2,
            points: [[0, 0], SIMD2<Float>(1, 0), SIMD2(x: 0, y: 1), .init(1, 1)],
            colors: [.black, .black, .white, .white]
          )
          .frame(width: 80, height: 80)
        }
      }
      #Preview { Screen() }
      """)
    let drawn = try items(host)
    // The background (clear, left out) and 8 × 8 cells.
    try #require(drawn.count == 64)
    var grays: [Double] = []
    for item in drawn {
      guard case .fill(_, _, .color(let c), _) = item.command else { continue }
      grays.append(c.red)
    }
    try #require(grays.count == 64)
    // Rows darken to lighten from top to bottom: the first row at 1/16, the last at 15/16.
    #expect(abs(grays[0] - 1.0 / 16) < 1e-9)
    #expect(abs(grays[63] - 15.0 / 16) < 1e-9)
    #expect(grays[0] == grays[7])
  }

  @Test("SIMD2: initializers, array literals, x and y read and written")
  func simd2() throws {
    let output = run(
      """
      func main() {
        var p = SIMD2<Float>(0.25, 0.5)
        let q: SIMD2<Float> = [1, 2]
        p.x = p.x + q.y
        print(p.x, p.y, q.x, SIMD2(x: 3, y: 4).y)
      }
      """)
    #expect(output == "2.25 0.5 1.0 4\n")
  }

  @Test(
    "ViewThatFits: the first child whose ideal width fits is shown and sizes the container, else the last")
  func viewThatFits() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack(spacing: 0) {
            ViewThatFits(in: .horizontal) {
              Text("wide").frame(width: 300, height: 10)
              Text("narrow").frame(width: 100, height: 10)
            }
            .frame(width: 200)
            ViewThatFits {
              Text("first").frame(width: 150, height: 10)
              Text("second").frame(width: 50, height: 10)
            }
            .frame(width: 200)
            ViewThatFits(in: .horizontal) {
              Text("too wide").frame(width: 300, height: 10)
              Text("also too wide").frame(width: 250, height: 10)
            }
            .frame(width: 200)
            .border(.red)
          }
        }
      }
      #Preview { Screen() }
      """)
    let drawn = try items(host)
    func drawnText(_ s: String) -> Bool {
      drawn.contains { item in
        guard case .text(let runs) = item.command else { return false }
        return runs.contains { $0.text == s } && item.transform.a != 0
      }
    }
    #expect(drawnText("narrow") && !drawnText("wide"))
    #expect(drawnText("first") && !drawnText("second"))
    #expect(drawnText("also too wide") && !drawnText("too wide"))
  }

  @Test("scrollTransition applies its effect for the identity phase; the scroll modifiers are accepted")
  func scrollModifiers() throws {
    let host = try hostAllowingStandIns(
      """
      import SwiftUI
      struct Screen: View {
        @State private var position: Int?
        var body: some View {
          ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
              ForEach(0..<3) { i in
                Text("card \\(i)").frame(width: 100, height: 50)
                  .scrollTransition { content, phase in
                    content.offset(y: phase.isIdentity ? 30 : 0).scaleEffect(phase.value == 0 ? 1 : 0.5)
                  }
              }
              Text("plain").frame(width: 100, height: 50)
            }
            .scrollTargetLayout()
          }
          .scrollTargetBehavior(.viewAligned)
          .scrollPosition(id: $position)
          .contentMargins(.horizontal, 20, for: .scrollContent)
          .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.x }) { _, _ in }
          .frame(height: 100)
        }
      }
      #Preview { Screen() }
      """)
    let card = try centre(ofText: "card 0", host)
    let plain = try centre(ofText: "plain", host)
    #expect(card.y - plain.y == 30)
  }
}
