import TactileGeometry
import TactileHost
import TactileLayout
import TactileTestSupport
import Testing

/// SwiftUI surface real views use: a shape drawn for a rectangle of its own size, a labelled
/// value in a format style, an accessibility action named by its label, and an optional
/// preference key's `nil` default.
@Suite struct RealCodeSurfaceTests13 {
  @Test(
    "Shape.size(width:height:) makes the outline for that size at the frame's origin; the frame keeps its size"
  )
  func shapeSize() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Band: View {
        var body: some View {
          Rectangle().size(width: 40, height: 10).frame(width: 100, height: 100)
        }
      }
      #Preview { Band() }
      """)
    let placed = (host.layout?.views ?? []).compactMap { view -> (CGRect, ShapeView)? in
      if case .shape(let s) = view.element { return (view.frame, s) }
      return nil
    }
    let (frame, shape) = try #require(placed.first)
    #expect(frame.width == 100 && frame.height == 100)
    let outline = shape.shape.outline(in: frame).boundingRect
    #expect(outline == CGRect(x: frame.minX, y: frame.minY, width: 40, height: 10))
  }

  @Test("LabeledContent(_:value:format:) shows the value as the format style writes it")
  func labeledContentFormat() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Totals: View {
        var body: some View {
          LabeledContent("Total", value: 1234.5, format: .number)
        }
      }
      #Preview { Totals() }
      """)
    #expect(screenTexts(host) == ["Total", "1,234.5"])
  }

  @Test("accessibilityAction(action:label:) is named by its label's title and runs its action")
  func labelledAccessibilityAction() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Message: View {
        @State private var read = false
        var body: some View {
          Text(read ? "read" : "unread")
            .accessibilityAction {
              read = true
            } label: {
              Label("Mark as Read", systemImage: "envelope.open")
            }
        }
      }
      #Preview { Message() }
      """)
    let element = try #require(host.accessibilityElements().first)
    #expect(element.info.actions == ["Mark as Read"])
    #expect(try host.performAccessibilityAction("Mark as Read", on: element.id))
    #expect(screenTexts(host) == ["read"])
  }

  @Test(
    "a preference key with an optional value and no defaultValue starts at nil, as SwiftUI's extension gives")
  func optionalPreferenceDefault() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct WidthKey: PreferenceKey {
        static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
          value = nextValue() ?? value
        }
      }
      struct Measured: View {
        @State private var width: CGFloat? = -1
        var body: some View {
          VStack {
            Text("box").frame(width: 80).preference(key: WidthKey.self, value: 80)
            Text("seen \\(width.map { Int($0) } ?? 0)")
          }
          .onPreferenceChange(WidthKey.self) { width = $0 }
        }
      }
      #Preview { Measured() }
      """)
    #expect(screenTexts(host).last == "seen 80")
  }
}
