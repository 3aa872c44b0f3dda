import TactileHost
import TactileInterpreter
import TactileSema
import TactileTestSupport
import TactileUIIR
import Testing

/// Which view a file without a preview shows, and how a view that needs inputs is made
/// (docs/interfaces.md, "Which view is the root").
@Suite struct RootChoiceTests {
  @Test("a view that needs inputs is shown with plain values, and a warning names them")
  func defaultValues() throws {
    let source = """
      import SwiftUI
      enum Mode { case small, large }
      struct Row: View {
        let title: String
        var count: Int
        @Binding var isOn: Bool
        var mode: Mode
        let action: () -> Void
        var body: some View {
          Text("[\\(title)] \\(count) \\(isOn) \\(mode)").onTapGesture { action(); print("tapped") }
        }
      }
      """
    let compilation = Compilation(source, fileName: "Row.swift")
    #expect(
      compilation.diagnostics.map(\.message) == [
        "'Row' has no preview, so it is shown with plain values for 'title', 'count', 'isOn', 'mode', 'action'; add a #Preview that makes it to choose them"
      ])
    let host = try makeHost(source)
    #expect(screenTexts(host) == ["[] 0 false small"])
  }

  @Test("plain values reach inside: a nested model's closure, state without a value, gradients, styles")
  func nestedPlainValues() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Handle<P: PickerStyle, S: ShapeStyle>: View {
        let model: Model
        @State var width: CGFloat
        @State var gradient: LinearGradient
        let style: P
        let fill: S
        var body: some View {
          Text("\\(model.label)|\\(Int(width + 5))")
            .onTapGesture { model.onDismiss() }
        }
        struct Model {
          let label: String
          let onDismiss: () -> Void
        }
      }
      """)
    #expect(screenTexts(host) == ["|5"])
    try tap(host, try centre(ofText: "|5", host), at: 0)
    #expect(screenTexts(host) == ["|5"])
  }

  @Test("a GeometryProxy input is the proxy of a GeometryReader that fills the canvas")
  func geometryProxyInput() throws {
    let source = """
      import SwiftUI
      struct Card: View {
        var title: String
        var metric: GeometryProxy
        var body: some View {
          Text("\\(title)\\(Int(metric.size.width))x\\(Int(metric.size.height))")
        }
      }
      """
    let compilation = Compilation(source, fileName: "Card.swift")
    #expect(
      compilation.diagnostics.map(\.message) == [
        "'Card' has no preview, so it is shown with plain values for 'title', 'metric'; add a #Preview that makes it to choose them"
      ])
    let host = try makeHost(source)
    #expect(screenTexts(host) == ["390x844"])
    // The reader puts its content at its top-leading corner.
    let frame = try #require(host.layout?.views.first { if case .text = $0.element { true } else { false } })
    #expect(frame.globalFrame.minX == 0 && frame.globalFrame.minY == 0)
  }

  @Test("a gesture input is the gesture with actions that do nothing; a collection input is empty")
  func gestureAndCollectionInputs() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Pager<Content: View, Items: RandomAccessCollection>: View where Items.Element: Identifiable {
        @Binding var index: Int
        let drag: _EndedGesture<_ChangedGesture<DragGesture>>
        let tap: TapGesture
        var items: Items
        @ViewBuilder var content: (Items.Element) -> Content
        var body: some View {
          VStack {
            Text("\\(CGFloat(index)) \\(items.count)")
            ForEach(items) { content($0) }
          }
          .gesture(drag.simultaneously(with: tap))
        }
      }
      """)
    #expect(screenTexts(host) == ["0.0 0"])
    try tap(host, try centre(ofText: "0.0 0", host), at: 0)
    #expect(screenTexts(host) == ["0.0 0"])
  }

  @Test("the projection of a PreviewProvider's static @State is a constant binding to its initial value")
  func staticStateProjection() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Switch: View {
        @Binding var isOn: Bool
        var body: some View {
          Text("\\(isOn)").onTapGesture { isOn.toggle() }
        }
      }
      struct Switch_Previews: PreviewProvider {
        @State static var isOn = true
        static var previews: some View {
          Switch(isOn: $isOn)
        }
      }
      """)
    #expect(screenTexts(host) == ["true"])
    // No view installs the State: the write is dropped, as SwiftUI drops it.
    try tap(host, try centre(ofText: "true", host), at: 0)
    #expect(screenTexts(host) == ["true"])
  }

  @Test("an input Tactile has no plain value for is named in a warning that says what to add")
  func inputWithoutValue() {
    let compilation = Compilation(
      """
      import SwiftUI
      protocol Source { var title: String { get } }
      struct Card<M: Source>: View {
        let model: M
        var body: some View { Text(model.title) }
      }
      """, fileName: "Card.swift")
    #expect(
      compilation.diagnostics.map(\.message) == [
        "'Card' has no preview, and Tactile has no plain value for its input 'model': add a #Preview that makes 'Card' with one"
      ])
  }

  @Test(
    "a configuration struct without initializers is made by its memberwise initializer, with plain values")
  func configurationStruct() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Card: View {
        struct Style {
          var font: Font
          var tint: Color
          var size: CGSize
          var corner: CGFloat = 8
          var animation: Animation = .smooth
        }
        var title: String
        var style: Style
        var transition: ContentTransition
        var body: some View {
          Text("[\\(title)] \\(style.size.width) \\(style.corner)").font(style.font)
        }
      }
      """)
    #expect(screenTexts(host) == ["[] 0.0 8.0"])
  }

  @Test("an initializer's parameters are filled in, its defaults kept")
  func initializerParameters() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Badge: View {
        let label: String
        let size: Double
        init(label: String, size: Double = 12) {
          self.label = label + "!"
          self.size = size
        }
        var body: some View { Text("\\(label) \\(size)") }
      }
      """)
    #expect(screenTexts(host) == ["! 12.0"])
  }

  @Test("of several views, the root is the only one no other view of the file uses")
  func topView() throws {
    let source = """
      import SwiftUI
      struct Row: View {
        let n: Int
        var body: some View { Text("row \\(n)") }
      }
      struct Screen: View {
        var body: some View { VStack { Row(n: 1); Row(n: 2) } }
      }
      """
    let program = try #require(Compilation(source, fileName: "Screen.swift").program)
    #expect(program.root == .type(1))
    #expect(screenTexts(try makeHost(source)) == ["row 1", "row 2"])
  }

  @Test("of two views that nothing uses, the first is shown, and a warning names the other")
  func ambiguous() throws {
    let source = """
      import SwiftUI
      struct A: View { var body: some View { Text("a") } }
      struct B: View { var body: some View { Text("b") } }
      """
    let compilation = Compilation(source, fileName: "Two.swift")
    #expect(try #require(compilation.program).root == .type(0))
    #expect(
      compilation.diagnostics.map(\.message) == [
        "'A' is shown because it comes first; the file has no preview and 'B' could be shown too: add a #Preview, or give --view"
      ])
    #expect(screenTexts(try makeHost(source)) == ["a"])
  }

  @Test("when every view is used (a view's own extension makes it), the first is shown")
  func everyViewUsed() throws {
    let source = """
      import SwiftUI
      struct Spinner: View { var body: some View { Dot() } }
      struct Dot: View { var body: some View { Text("dot") } }
      extension Spinner { static func embedded() -> some View { Spinner() } }
      """
    #expect(try #require(Compilation(source, fileName: "Spinner.swift").program).root == .type(0))
  }
}
