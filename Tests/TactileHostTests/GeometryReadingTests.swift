import TactileGeometry
import TactileHost
import TactileLayout
import TactileTestSupport
import Testing

/// Alignment guides and anchors: reading a view's geometry as SwiftUI code does.
@Suite struct GeometryReadingTests {
  /// The global frame of the first view drawn as `Color(name)`.
  func colorFrame(_ name: String, _ host: ViewHost) throws -> CGRect {
    let view = try #require(
      host.layout?.views.first { v in
        if case .color(let c) = v.element { return "\(c)".contains(name) }
        return false
      })
    return view.globalFrame
  }

  @Test(
    "an alignment guide moves a view in its stack by the value its closure computes from the view's dimensions"
  )
  func alignmentGuideOffset() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 20)
            Color.blue.frame(width: 40, height: 20).alignmentGuide(.leading) { d in d[.leading] - 30 }
            Color.green.frame(width: 40, height: 20).alignmentGuide(.leading) { d in d.width }
          }
        }
      }
      """)
    let red = try colorFrame("red", host)
    let blue = try colorFrame("blue", host)
    let green = try colorFrame("green", host)
    #expect(blue.minX - red.minX == 30)
    #expect(red.minX - green.minX == 40)
    #expect(red.maxX - green.minX == 140, "the stack is as wide as its aligned children")
  }

  @Test("an overlay's badge put on the top-trailing corner by its own centre guides")
  func badgeGuides() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          Color.red.frame(width: 100, height: 60)
            .overlay(alignment: .topTrailing) {
              Color.blue.frame(width: 20, height: 20)
                .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
            }
        }
      }
      """)
    let red = try colorFrame("red", host)
    let blue = try colorFrame("blue", host)
    #expect(blue.midX == red.maxX && blue.midY == red.minY)
  }

  @Test("anchor preferences carry a view's point and bounds, read back in a reader's own coordinates")
  func anchors() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Item: Identifiable {
        var id: Int
        var point: Anchor<CGPoint>
      }
      struct PointsKey: PreferenceKey {
        static var defaultValue: [Item] = []
        static func reduce(value: inout [Item], nextValue: () -> [Item]) { value.append(contentsOf: nextValue()) }
      }
      struct BoundsKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
      }
      struct Screen: View {
        var body: some View {
          VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
              .anchorPreference(key: PointsKey.self, value: .topTrailing) { [Item(id: 1, point: $0)] }
            Color.blue.frame(width: 60, height: 40)
              .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
          }
          .padding(10)
          .overlayPreferenceValue(PointsKey.self) { items in
            GeometryReader { proxy in
              ForEach(items) { item in
                Text("p \\(Int(proxy[item.point].x)) \\(Int(proxy[item.point].y))")
              }
            }
          }
          .backgroundPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
              if let anchor {
                let r = proxy[anchor]
                Text("r \\(Int(r.minX)) \\(Int(r.minY)) \\(Int(r.width)) \\(Int(r.height))")
              }
            }
          }
        }
      }
      """)
    #expect(Set(screenTexts(host)) == ["p 110 10", "r 30 60 60 40"])
  }

  @Test(
    "onGeometryChange calls its action with the transformed geometry after layout and again when a drag scrolls the view"
  )
  func geometryChange() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Screen: View {
        @State private var width: CGFloat = 0
        @State private var minY: CGFloat = -1
        @State private var changes: [String] = []
        var body: some View {
          VStack(spacing: 0) {
            Text("w \\(Int(width)) y \\(Int(minY))").frame(height: 44)
            ScrollView {
              Color.red.frame(width: 120, height: 30)
                .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }
                .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .named("scroll")).minY }) { old, new in
                  minY = new
                  changes.append("\\(Int(old))>\\(Int(new))")
                }
              ForEach(0..<30, id: \\.self) { i in Text("row \\(i)").frame(height: 50) }
            }
            .coordinateSpace(name: "scroll")
            Text(changes.first ?? "none")
          }
        }
      }
      """)
    #expect(screenTexts(host).first == "w 120 y 0")
    #expect(screenTexts(host).last == "0>0", "the first layout calls the action, old and new alike")
    let row = try centre(ofText: "row 3", host)
    try host.deliver(pointer(.down, row.x, row.y, at: 0))
    try host.deliver(pointer(.move, row.x, row.y - 60, at: 16))
    try host.deliver(pointer(.move, row.x, row.y - 110, at: 32))
    let moved = try centre(ofText: "row 3", host)
    #expect(screenTexts(host).first == "w 120 y \(Int((moved.y - row.y).rounded()))")
    try host.deliver(pointer(.up, row.x, row.y - 110, at: 48))
  }
}
