import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// `TabView`: pages swiped with `.tabViewStyle(.page)`, a tab bar otherwise.
@Suite struct TabViewTests {
  static let source = """
    import SwiftUI

    struct Pages: View {
      @State private var page = 0
      @State private var taps = 0
      var body: some View {
        VStack {
          TabView(selection: $page) {
            ForEach(0..<3) { i in
              Button("Page \\(i)") { taps += 1 }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .tag(i)
            }
          }
          .tabViewStyle(.page)
          .frame(height: 300)
          Text("page \\(page), taps \\(taps)")
          TabView {
            Text("Home tab").tabItem { Label("Home", systemImage: "house") }
            Text("Settings tab").tabItem { Label("Settings", systemImage: "gear") }
          }
        }
      }
    }
    #Preview { Pages() }
    """

  /// A horizontal drag of pointer 1 at y = 60 (above the page's button) from `x0` to `x1` over
  /// `ms`, in 6 moves.
  func swipe(_ host: ViewHost, from x0: Double, to x1: Double, ms: Double, at t: Double) throws {
    try host.deliver(pointer(.down, x0, 60, at: t))
    for step in 1...6 {
      try host.deliver(pointer(.move, x0 + (x1 - x0) * Double(step) / 6, 60, at: t + ms * Double(step) / 6))
    }
    try host.deliver(pointer(.up, x1, 60, at: t + ms))
  }

  @Test(
    "page style: a swipe turns to the next page and sets the selection; the first page resists going back")
  func paging() throws {
    let host = try makeHost(Self.source)
    #expect(screenTexts(host).contains("page 0, taps 0"))
    try swipe(host, from: 300, to: 100, ms: 150, at: 0)
    #expect(screenTexts(host).contains("page 1, taps 0"))
    // A short, slow drag springs back to the same page.
    try swipe(host, from: 200, to: 170, ms: 600, at: 2000)
    #expect(screenTexts(host).contains("page 1, taps 0"))
    try swipe(host, from: 100, to: 300, ms: 150, at: 4000)
    try swipe(host, from: 100, to: 380, ms: 150, at: 6000)
    #expect(screenTexts(host).contains("page 0, taps 0"))
  }

  @Test("page style: the page follows the finger during the drag, and only the shown page takes taps")
  func followsAndTaps() throws {
    let host = try makeHost(Self.source)
    let start = try centre(ofText: "Page 0", host)
    try host.deliver(pointer(.down, 300, 60, at: 0))
    try host.deliver(pointer(.move, 280, 60, at: 20))
    try host.deliver(pointer(.move, 240, 60, at: 40))
    #expect(try centre(ofText: "Page 0", host).x == start.x - 60)
    // The finger rests before lifting: no speed is left, so the page springs back.
    for ms in stride(from: 100.0, through: 900, by: 100) { try host.deliver(pointer(.move, 240, 60, at: ms)) }
    try host.deliver(pointer(.up, 240, 60, at: 1000))
    #expect(try centre(ofText: "Page 0", host).x == start.x)
    // The tap lands on page 0's button (page 1 is off to the right and not hittable).
    try host.deliver(pointer(.down, start.x, start.y, at: 3000))
    try host.deliver(pointer(.up, start.x, start.y, at: 3050))
    #expect(screenTexts(host).contains("page 0, taps 1"))
  }

  @Test("default style: the selected page above a tab bar whose items select their page")
  func tabBar() throws {
    let host = try makeHost(Self.source)
    #expect(screenTexts(host).contains("Home tab") && !screenTexts(host).contains("Settings tab"))
    let item = try centre(ofText: "Settings", host)
    try host.deliver(pointer(.down, item.x, item.y, at: 0))
    try host.deliver(pointer(.up, item.x, item.y, at: 50))
    #expect(screenTexts(host).contains("Settings tab") && !screenTexts(host).contains("Home tab"))
  }
}
