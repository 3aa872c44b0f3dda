import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// SwiftUI's static shape and style shorthands, drawn by a hosted view (moved from
/// LanguageFeatureTests, whose tests only run programs).
@Suite struct LanguageFeatureViewTests {
  @Test("shape shorthands draw the shapes their initializers draw")
  func shapeShorthands() throws {
    let host = try makeHost(
      """
      import SwiftUI
      struct V: View {
        var body: some View {
          VStack {
            Color.red.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 8))
            Color.blue.frame(width: 40, height: 40).clipShape(.circle)
            Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
              .frame(width: 40, height: 40)
          }
        }
      }
      """)
    let dump = try #require(host.layout.map { LayoutDump.render($0) })
    #expect(dump.contains(".clipShape(RoundedRectangle(8, continuous))"), "\(dump)")
    #expect(dump.contains(".clipShape(Circle)"), "\(dump)")
    #expect(dump.contains("fill(LinearGradient([red 0, blue 1]"), "\(dump)")
  }
}
