import TactileGestures
import TactileHost
import TactileLayout
import TactileTestSupport
import Testing

/// The interpreter's language features as views use them: whole programs hosted, rendered and
/// touched (moved from InterpreterTests, whose tests only run programs).
@Suite struct InterpreterViewTests {
  @Test("a property wrapper's wrappedValue: argument is the property's initial value")
  func wrappedValueArgument() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Counter: View {
        @State(wrappedValue: 5) private var count: Int
        @GestureState(wrappedValue: 2.5, reset: { _, _ in }) private var scale
        var body: some View { Text("\\(count) \\(scale)") }
      }
      """)
    #expect(screenTexts(host) == ["5 2.5"])
  }

  @Test("ForEach over enumerated() with id: \\.offset and a two-parameter content closure")
  func forEachEnumerated() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Steps: View {
        let steps = ["one", "two"]
        var body: some View {
          VStack {
            ForEach(Array(steps.enumerated()), id: \\.offset) { index, step in
              Text("\\(index + 1). \\(step)")
            }
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["1. one", "2. two"])
  }

  @Test("ForEach($items) { $item in … } passes each element as a binding that writes back (SE-0293)")
  func forEachOverBindings() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Item: Identifiable { let id: Int; var title: String; var done = false }
      struct Row: View {
        @Binding var item: Item
        var body: some View {
          Text("\\(item.title): \\(item.done ? "done" : "todo")").onTapGesture { item.done.toggle() }
        }
      }
      struct Checklist: View {
        @State private var items = [Item(id: 1, title: "tap"), Item(id: 2, title: "drag")]
        var body: some View {
          VStack(spacing: 20) {
            ForEach($items) { $item in Row(item: $item) }
            ForEach($items, id: \\.id) { $item in
              Text("\\(item.id)\\(item.done ? "+" : "-")").onTapGesture { item.title += "!" }
            }
          }
        }
      }
      #Preview { Checklist() }
      """)
    #expect(screenTexts(host) == ["tap: todo", "drag: todo", "1-", "2-"])
    for (text, ms) in [("drag: todo", 0.0), ("1-", 500)] {
      let p = try centre(ofText: text, host)
      try host.deliver(pointer(.down, p.x, p.y, at: ms))
      try host.deliver(pointer(.up, p.x, p.y, at: ms + 50))
    }
    #expect(screenTexts(host) == ["tap!: todo", "drag: done", "1-", "2+"])
  }

  @Test("a generic view's memberwise initializer infers its parameters from @ViewBuilder closures")
  func genericMemberwiseContainer() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Card<Content: View, Footer: View>: View {
        let title: String
        @ViewBuilder var content: () -> Content
        @ViewBuilder var footer: () -> Footer
        var body: some View {
          VStack { Text(title); content(); footer() }
        }
      }
      struct Screen: View {
        @State private var count = 0
        var body: some View {
          Card(title: "Taps") {
            Text("count \\(count)")
            if count > 0 { Text("more") }
          } footer: {
            Button("add") { count += 1 }
          }
        }
      }
      #Preview { Screen() }
      """)
    #expect(screenTexts(host) == ["Taps", "count 0", "add"])
    let p = try centre(ofText: "add", host)
    try host.deliver(pointer(.down, p.x, p.y, at: 0))
    try host.deliver(pointer(.up, p.x, p.y, at: 50))
    #expect(screenTexts(host) == ["Taps", "count 1", "more", "add"])
  }

  @Test("ForEach over [any Tool] with id: \\.title, a property the protocol requires")
  func protocolKeyPathInForEach() throws {
    let host = try makeHost(
      """
      import SwiftUI
      protocol Tool { var title: String { get } }
      struct Pen: Tool { let title = "pen" }
      struct Eraser: Tool { var title: String { "eraser" } }
      struct Palette: View {
        let tools: [any Tool] = [Pen(), Eraser()]
        var body: some View {
          VStack { ForEach(tools, id: \\.title) { tool in Text(tool.title) } }
        }
      }
      """)
    #expect(screenTexts(host) == ["pen", "eraser"])
  }

  @Test("LazyVGrid lays its cells out in columns, and a tap reaches the cell under it")
  func lazyGridTaps() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Photos: View {
        @State private var picked: [Int] = []
        let columns = [GridItem(.flexible()), GridItem(.flexible())]
        var body: some View {
          VStack {
            LazyVGrid(columns: columns, spacing: 10) {
              ForEach(0..<4) { i in
                Text("cell \\(i)").frame(height: 40).onTapGesture { picked.append(i) }
              }
            }
            Text("picked \\(picked.map(String.init).joined(separator: ","))")
          }
        }
      }
      """)
    let c0 = try centre(ofText: "cell 0", host)
    let c1 = try centre(ofText: "cell 1", host)
    let c2 = try centre(ofText: "cell 2", host)
    #expect(
      abs(c0.y - c1.y) < 0.001 && c1.x > c0.x && abs(c2.x - c0.x) < 0.001 && abs(c2.y - c0.y - 50) < 0.001)
    for (k, p) in [c2, c1].enumerated() {
      try host.deliver(pointer(.down, p.x, p.y, at: Double(k) * 500))
      try host.deliver(pointer(.up, p.x, p.y, at: Double(k) * 500 + 50))
    }
    #expect(screenTexts(host).last == "picked 2,1")
  }

  @Test("@ViewBuilder let content: Content takes a view builder closure and stores its view (SE-0289)")
  func viewBuilderStoredProperty() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Card<Content: View>: View {
        var title = "Card"
        @ViewBuilder let content: Content
        var body: some View { VStack { Text(title); content } }
      }
      struct Screen: View {
        @State private var on = false
        var body: some View {
          Card {
            Text(on ? "on" : "off")
            if on { Text("extra") }
          }
          .onTapGesture { on.toggle() }
        }
      }
      #Preview { Screen() }
      """)
    #expect(screenTexts(host) == ["Card", "off"])
    let p = try centre(ofText: "off", host)
    try host.deliver(pointer(.down, p.x, p.y, at: 0))
    try host.deliver(pointer(.up, p.x, p.y, at: 50))
    #expect(screenTexts(host) == ["Card", "on", "extra"])
  }

  @Test(
    "$model.property of @ObservedObject (@Published) and @Bindable (@Observable) is a binding that writes back"
  )
  func observedObjectBindings() throws {
    let host = try makeHost(
      """
      import SwiftUI
      final class Legacy: ObservableObject { @Published var on = true }
      @Observable final class Modern { var on = false }
      struct Row: View {
        @ObservedObject var legacy: Legacy
        @Bindable var modern: Modern
        var body: some View {
          VStack(spacing: 40) {
            Toggle("legacy \\(legacy.on)", isOn: $legacy.on)
            Toggle("modern \\(modern.on)", isOn: $modern.on)
          }
        }
      }
      struct Screen: View {
        @StateObject private var legacy = Legacy()
        @State private var modern = Modern()
        var body: some View { Row(legacy: legacy, modern: modern) }
      }
      #Preview { Screen() }
      """)
    #expect(screenTexts(host) == ["legacy true", "modern false"])
    let switches = (host.layout?.views ?? []).filter {
      if case .shape = $0.element { return $0.globalFrame.width == 51 }
      return false
    }
    #expect(switches.count == 2)
    for (k, view) in switches.enumerated() {
      let p = view.globalFrame
      try host.deliver(pointer(.down, p.midX, p.midY, at: Double(k) * 500))
      try host.deliver(pointer(.up, p.midX, p.midY, at: Double(k) * 500 + 50))
    }
    #expect(screenTexts(host) == ["legacy false", "modern true"])
  }

  @Test("Slider draws its thumb at the value and a drag on its band sets the binding, clamped to the range")
  func sliderDrag() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Volume: View {
        @State private var level = 25.0
        var body: some View {
          VStack {
            Slider(value: $level, in: 0...100).frame(width: 228)
            Text("level \\(Int(level))")
          }
        }
      }
      """)
    #expect(screenTexts(host) == ["level 25"])
    let band = try #require(
      host.layout?.views.first { v in
        if case .modifier(.contentShape) = v.element { return v.globalFrame.width == 228 }
        return false
      })
    let thumb = try #require(
      host.layout?.views.first { v in
        if case .shape(let s) = v.element, case .circle = s.shape { return true }
        return false
      })
    // 228 wide, a 28-point thumb: it travels 200 points, and 25 % puts its left edge 50 in.
    #expect(abs(thumb.globalFrame.minX - (band.globalFrame.minX + 50)) < 0.001)
    let y = band.globalFrame.midY
    try host.deliver(pointer(.down, band.globalFrame.minX + 14 + 150, y, at: 0))
    #expect(screenTexts(host) == ["level 75"])
    try host.deliver(pointer(.move, band.globalFrame.maxX + 80, y, at: 50))
    try host.deliver(pointer(.up, band.globalFrame.maxX + 80, y, at: 100))
    #expect(screenTexts(host) == ["level 100"])
  }

  @Test(
    "Slider(value:in:step:) keeps to its steps; onEditingChanged hears true once, then false; in: defaults to 0...1"
  )
  func sliderStepsAndEditing() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Knobs: View {
        @State private var v = 2.0
        @State private var w = 0.0
        @State private var log: [Bool] = []
        var body: some View {
          VStack(spacing: 40) {
            Slider(value: $v, in: 0...10, step: 2).frame(width: 228)
            Slider(value: $w, onEditingChanged: { log.append($0) }).frame(width: 228)
            Text("\\(v) \\(w) \\(log)")
          }
        }
      }
      """)
    let bands = (host.layout?.views ?? []).filter { v in
      if case .modifier(.contentShape) = v.element { return v.globalFrame.width == 228 }
      return false
    }.map(\.globalFrame)
    #expect(bands.count == 2)
    // 55 % along the first: 5.5, kept to 6; then a drag along the second to its middle.
    try host.deliver(pointer(.down, bands[0].minX + 14 + 110, bands[0].midY, at: 0))
    try host.deliver(pointer(.up, bands[0].minX + 14 + 110, bands[0].midY, at: 50))
    try host.deliver(pointer(.down, bands[1].minX + 14, bands[1].midY, at: 500))
    try host.deliver(pointer(.move, bands[1].minX + 64, bands[1].midY, at: 550))
    try host.deliver(pointer(.move, bands[1].minX + 114, bands[1].midY, at: 600))
    try host.deliver(pointer(.up, bands[1].minX + 114, bands[1].midY, at: 650))
    #expect(screenTexts(host) == ["6.0 0.5 [true, false]"])
  }
}
