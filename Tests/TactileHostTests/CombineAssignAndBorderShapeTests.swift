import TactileDisplay
import TactileHost
import TactileLayout
import TactileTestSupport
import Testing

/// `assign(to: &$published)`, `.background()` with the system background, and iOS 17's
/// `ButtonBorderShape` used as a shape (`.clipShape(.buttonBorder)`).
@Suite struct CombineAssignAndBorderShapeTests {
  @Test("assign(to: &$property) stores each value in the @Published property, which the view reads")
  func assignToPublished() throws {
    let host = try makeHost(
      """
      import SwiftUI
      import Combine
      final class Form: ObservableObject {
        @Published var name = ""
        @Published var verdict = ""
        init() {
          $name.map { $0.isEmpty ? "empty" : "filled: \\($0)" }.assign(to: &$verdict)
        }
      }
      struct V: View {
        @StateObject private var form = Form()
        var body: some View {
          VStack {
            Text(form.verdict)
            Button("type") { form.name = "Ada" }
          }
        }
      }
      #Preview { V() }
      """)
    #expect(screenTexts(host).first == "empty")
    try tap(host, try centre(ofText: "type", host), at: 0)
    #expect(screenTexts(host).first == "filled: Ada")
  }

  @Test("background() with no arguments paints the system background behind the view")
  func plainBackground() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View { Text("on the background").padding().background() }
      }
      #Preview { V() }
      """)
    let colors = (host.layout?.views ?? []).compactMap { view -> String? in
      if case .color(let c) = view.element { return "\(c)" }
      return nil
    }
    #expect(colors.count == 1)
    #expect(colors.first?.contains("background") == true)
  }

  @Test(
    "ButtonBorderShape is a Shape: .buttonBorder and .automatic clip as the bordered buttons' rounded rectangle"
  )
  func buttonBorderShapeClips() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          VStack {
            Color.red.frame(width: 80, height: 30).clipShape(.buttonBorder)
            Color.blue.frame(width: 80, height: 30).clipShape(ButtonBorderShape.capsule)
            ButtonBorderShape.roundedRectangle(radius: 4).fill(.green).frame(width: 20, height: 20)
          }
        }
      }
      #Preview { V() }
      """)
    let list = DisplayListBuilder().build(try #require(host.layout))
    #expect(
      list.clips.map(\.shape) == [
        .roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous), .capsule(style: .continuous),
      ])
    let shapes = (host.layout?.views ?? []).compactMap { view -> ShapeView? in
      if case .shape(let s) = view.element { return s }
      return nil
    }
    #expect(shapes.map(\.shape) == [.roundedRectangle(cornerWidth: 4, cornerHeight: 4, style: .continuous)])
  }
}
