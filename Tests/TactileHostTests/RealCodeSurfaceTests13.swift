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

  @Test(
    "a sign before an implicit member takes the context's type: .radians(-.pi), -.pi * 2 / 12 * Double(h)")
  func signedImplicitMember() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Dial: View {
        var hour = 3
        var body: some View {
          let low: CGFloat = -.infinity
          let turn = Angle.radians(-.pi * 2 / 12 * Double(hour))
          VStack {
            Text("\\(Int(turn.degrees)) \\(low < 0)")
            Text("x").rotationEffect(.radians(-.pi))
          }
        }
      }
      #Preview { Dial() }
      """)
    #expect(screenTexts(host) == ["-90 true", "x"])
  }

  @Test(
    "split(separator:maxSplits:omittingEmptySubsequences:), debugDescription of the geometry types, drand48")
  func foundationBits() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Parts: View {
        var body: some View {
          let parts = "a:b::c".split(separator: ":", maxSplits: 1)
          let all = "a::b".split(separator: ":", omittingEmptySubsequences: false)
          let r = drand48()
          VStack {
            Text(parts.joined(separator: "|") + " " + all.joined(separator: "|"))
            Text(CGPoint(x: 1, y: 2).debugDescription + " " + CGRect(x: 0, y: 0, width: 3, height: 4).debugDescription)
            Text(r >= 0 && r < 1 ? "in range" : "out")
          }
        }
      }
      #Preview { Parts() }
      """)
    #expect(screenTexts(host) == ["a|b::c a||b", "(1.0, 2.0) (0.0, 0.0, 3.0, 4.0)", "in range"])
  }

  @Test("an SDK option set's init() is the empty set, written as RedactionReasons() or .init()")
  func optionSetEmptyInit() throws {
    let (host, warnings) = try makeHostAllowingStandIns(
      """
      import SwiftUI
      struct Card: View {
        @State private var loading = false
        var body: some View {
          let none = RedactionReasons()
          let reason: RedactionReasons = loading ? .placeholder : .init()
          Text(reason == none && none != .placeholder ? "shown" : "redacted")
            .redacted(reason: reason)
        }
      }
      #Preview { Card() }
      """)
    #expect(warnings.count == 1)
    #expect(screenTexts(host) == ["shown"])
  }
}
