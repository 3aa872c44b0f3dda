import TactileGestures
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// `Picker`: a segmented control with `.pickerStyle(.segmented)`, iOS's menu button otherwise.
@Suite struct PickerTests {
  static let source = """
    import SwiftUI
    enum Tool: String, CaseIterable, Identifiable {
      case pen, eraser, hand
      var id: Self { self }
    }
    struct Tools: View {
      @State private var tool = Tool.pen
      @State private var size = 1
      var body: some View {
        VStack(spacing: 20) {
          Picker("Tool", selection: $tool) {
            ForEach(Tool.allCases) { t in Text(t.rawValue).tag(t) }
          }
          .pickerStyle(.segmented)
          Picker("Size", selection: $size) {
            Text("Small").tag(0)
            Text("Large").tag(1)
          }
          Text("tool \\(tool.rawValue)")
        }
      }
    }
    #Preview { Tools() }
    """

  @Test("segmented: the options in equal segments, the selected one raised; a tap on a segment selects it")
  func segmented() throws {
    let host = try makeHost(Self.source)
    let pen = try centre(ofText: "pen", host)
    let eraser = try centre(ofText: "eraser", host)
    let hand = try centre(ofText: "hand", host)
    // Equal segments across the 390-point width less the 2-point inset: centres 129.33 apart.
    #expect(abs((eraser.x - pen.x) - (hand.x - eraser.x)) < 1e-9 && abs(eraser.x - pen.x - 386.0 / 3) < 1e-9)
    try host.deliver(pointer(.down, hand.x + 30, hand.y, at: 0))
    try host.deliver(pointer(.up, hand.x + 30, hand.y, at: 50))
    #expect(screenTexts(host).contains("tool hand"))
  }

  @Test("menu style: the selected option is shown in the tint")
  func menu() throws {
    let host = try makeHost(Self.source)
    #expect(screenTexts(host).contains("Large") && !screenTexts(host).contains("Small"))
    let large = (host.layout?.views ?? []).first {
      if case .text(let t, _) = $0.element { return t.string == "Large" }
      return false
    }
    #expect(large?.foreground == .tint)
  }

  @Test("the style is an environment value: a picker inside a user view takes the style written outside it")
  func styleReachesUserViews() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct SizePicker: View {
        @State private var size = 0
        var body: some View {
          Picker("Size", selection: $size) {
            Text("Small").tag(0)
            Text("Large").tag(1)
          }
        }
      }
      struct Screen: View {
        var body: some View { SizePicker().pickerStyle(.segmented) }
      }
      #Preview { Screen() }
      """)
    // Segmented: both options drawn (the menu style shows only the selected one).
    #expect(
      screenTexts(host).contains("Small") && screenTexts(host).contains("Large"), "\(screenTexts(host))")
  }
}
