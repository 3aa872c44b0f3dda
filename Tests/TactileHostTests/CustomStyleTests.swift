import TactileHost
import TactileTestSupport
import Testing

/// Label and progress view styles of the program: SwiftUI draws each label or progress view
/// under them with what the style's `makeBody(configuration:)` returns.
@Suite struct CustomStyleTests {
  @Test("a LabelStyle of the program draws each label from its title and icon")
  func customLabelStyle() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct TitleFirst: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
          VStack { configuration.title; configuration.icon; Text("styled") }
        }
      }
      struct V: View {
        var body: some View {
          Label("Mail", systemImage: "envelope").labelStyle(TitleFirst())
        }
      }
      """)
    #expect(screenTexts(host) == ["Mail", "styled"])
  }

  @Test("a ProgressViewStyle of the program draws the fraction completed and the label")
  func customProgressViewStyle() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
          HStack {
            configuration.label
            Text("\\(Int((configuration.fractionCompleted ?? 0) * 100))%")
          }
        }
      }
      struct V: View {
        var body: some View {
          VStack {
            ProgressView("Upload", value: 3, total: 4)
            ProgressView()
          }
          .progressViewStyle(Percent())
        }
      }
      """)
    #expect(screenTexts(host) == ["Upload", "75%", "0%"])
  }
}
