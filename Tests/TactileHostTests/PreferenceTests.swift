import TactileGeometry
import TactileHost
import TactileTestSupport
import Testing

/// A program's `PreferenceKey`s: values flow up after layout, reduced in view order, and
/// `onPreferenceChange` sees the result (docs/layout-behaviour.md, "Preferences").
@Suite struct PreferenceTests {
  @Test(
    "sibling preferences are reduced in view order by the key's reduce, and onPreferenceChange sees the sum")
  func reducedSum() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct SumKey: PreferenceKey {
        static var defaultValue: Int = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
      }
      struct OrderKey: PreferenceKey {
        static var defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value.append(contentsOf: nextValue()) }
      }
      struct Screen: View {
        @State private var total = -1
        @State private var order: [String] = []
        var body: some View {
          VStack {
            Text("a").preference(key: SumKey.self, value: 1).preference(key: OrderKey.self, value: ["a"])
            HStack {
              Text("b").preference(key: SumKey.self, value: 10).preference(key: OrderKey.self, value: ["b"])
              Text("c").preference(key: SumKey.self, value: 100).preference(key: OrderKey.self, value: ["c"])
            }
            Text("total \\(total) \\(order.joined())")
          }
          .onPreferenceChange(SumKey.self) { total = $0 }
          .onPreferenceChange(OrderKey.self) { order = $0 }
        }
      }
      """)
    #expect(screenTexts(host).last == "total 111 abc")
  }

  @Test(
    "an outer preference replaces its subtree's value, transformPreference changes it, and without values the default is seen"
  )
  func replaceTransformDefault() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct SumKey: PreferenceKey {
        static var defaultValue: Int = 7
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
      }
      struct Screen: View {
        @State private var replaced = 0
        @State private var transformed = 0
        @State private var none = 0
        var body: some View {
          VStack {
            Text("x").preference(key: SumKey.self, value: 5)
              .preference(key: SumKey.self, value: 2)
              .onPreferenceChange(SumKey.self) { replaced = $0 }
            Text("y").preference(key: SumKey.self, value: 5)
              .transformPreference(SumKey.self) { $0 *= 3 }
              .onPreferenceChange(SumKey.self) { transformed = $0 }
            Text("z").onPreferenceChange(SumKey.self) { none = $0 }
            Text("\\(replaced) \\(transformed) \\(none)")
          }
        }
      }
      """)
    #expect(screenTexts(host).last == "2 15 7")
  }

  static let scrollOffset = """
    import SwiftUI
    struct OffsetKey: PreferenceKey {
      static var defaultValue: CGFloat = 0
      static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }
    struct Screen: View {
      @State private var offset: CGFloat = 99
      var body: some View {
        VStack(spacing: 0) {
          Text("offset \\(Int(offset))").frame(height: 44)
          ScrollView {
            GeometryReader { proxy in
              Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
            }
            .frame(height: 0)
            ForEach(0..<40, id: \\.self) { i in Text("row \\(i)").frame(height: 50) }
          }
          .coordinateSpace(name: "scroll")
          .onPreferenceChange(OffsetKey.self) { offset = $0 }
        }
      }
    }
    """

  @Test("the scroll-offset preference of a GeometryReader in a ScrollView follows a drag that scrolls it")
  func scrollOffset() throws {
    let host = try makeHost(Self.scrollOffset)
    #expect(screenTexts(host).first == "offset 0")
    let row = try centre(ofText: "row 3", host)
    try host.deliver(pointer(.down, row.x, row.y, at: 0))
    for step in 1...5 {
      try host.deliver(pointer(.move, row.x, row.y - 30 * Double(step), at: Double(step) * 16))
      let moved = try centre(ofText: "row 3", host)
      // The content moved up by (150 - the drag's 10-point start), and the preference says so.
      #expect(screenTexts(host).first == "offset \(Int((moved.y - row.y).rounded()))")
    }
    try host.deliver(pointer(.up, row.x, row.y - 150, at: 100))
    #expect(try centre(ofText: "row 3", host).y < row.y - 100)
    #expect(screenTexts(host).first != "offset 0")
  }

  @Test("overlayPreferenceValue builds its view from the content's reduced value after layout")
  func overlayValue() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct WidthKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
      }
      struct Screen: View {
        var body: some View {
          VStack {
            Color.red.frame(width: 120, height: 10)
              .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
            Color.blue.frame(width: 80, height: 10)
              .background(GeometryReader { p in Color.clear.preference(key: WidthKey.self, value: p.size.width) })
          }
          .overlayPreferenceValue(WidthKey.self) { width in Text("widest \\(Int(width))") }
        }
      }
      """)
    #expect(screenTexts(host) == ["widest 120"])
  }

  @Test("a preference value carrying an AnyView settles: the reader is built once from the views it carries")
  func viewCarryingValueSettles() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Item: Identifiable {
        var view: AnyView
        var id: Int
      }
      struct ItemsKey: PreferenceKey {
        static var defaultValue: [Item] = []
        static func reduce(value: inout [Item], nextValue: () -> [Item]) { value.append(contentsOf: nextValue()) }
      }
      struct Screen: View {
        @State private var count = 3
        var body: some View {
          Text("base")
            .preference(key: ItemsKey.self, value: [Item(view: AnyView(Text("badge \\(count)").onTapGesture { count += 1 }), id: 1)])
            .overlayPreferenceValue(ItemsKey.self) { items in
              ForEach(items) { $0.view }
            }
        }
      }
      """)
    #expect(screenTexts(host) == ["base", "badge 3"])
  }

  @Test(
    "an onPreferenceChange whose action keeps changing the value it reads stops with an error, not a hang")
  func neverSettles() throws {
    let (program, root) = try compileView(
      """
      import SwiftUI
      struct CountKey: PreferenceKey {
        static var defaultValue: Int = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
      }
      struct Screen: View {
        @State private var n = 0
        var body: some View {
          Text("\\(n)").preference(key: CountKey.self, value: n)
            .onPreferenceChange(CountKey.self) { n = $0 + 1 }
        }
      }
      """)
    let host = ViewHost(program: program, root: root)
    do {
      try host.render()
      Issue.record("the render settled")
    } catch {
      #expect(error.message.contains("preferences never settle"))
    }
  }
}
