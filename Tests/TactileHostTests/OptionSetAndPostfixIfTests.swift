import TactileGeometry
import TactileHost
import TactileInterpreter
import TactileLayout
import TactileTestSupport
import Testing

/// Array literals of option sets (`[.top, .leading]`) pad the edges they name, and a postfix
/// `#if` in a modifier chain runs the clause the checker chose (iOS); option set values alone
/// are `OptionSetTests`.
@Suite struct OptionSetAndPostfixIfTests {
  /// The frame of the first view on screen drawn as `element` (a text, a shape).
  func firstFrame(_ host: ViewHost, _ matches: (LayoutElement) -> Bool) throws -> CGRect {
    try #require(host.layout?.views.first { matches($0.element) }).globalFrame
  }

  @Test("padding([.top, .leading], 8) pads those two edges only")
  func paddingLiteral() throws {
    let source = """
      import SwiftUI
      struct Padded: View {
        var body: some View {
          Text("Hi")
            .padding([.top, .leading], 8)
            .background(Color.red)
        }
      }
      """
    let host = try makeHost(source)
    let text = try firstFrame(host) { if case .text = $0 { return true } else { return false } }
    let background = try firstFrame(host) { if case .color = $0 { return true } else { return false } }
    #expect(background.width == text.width + 8)
    #expect(background.height == text.height + 8)
    #expect(text.minX == background.minX + 8 && text.minY == background.minY + 8)
  }

  @Test("a postfix #if applies the active clause's modifiers (iOS) to the chain")
  func postfixIf() throws {
    let source = """
      import SwiftUI
      struct PostfixIf: View {
        var body: some View {
          Circle()
            .frame(width: 100, height: 100)
          #if os(visionOS)
            .offset(x: 50)
          #elseif os(iOS)
            .offset(x: 20)
            .offset(y: 10)
          #else
            .offset(x: 70)
          #endif
        }
      }
      """
    let host = try makeHost(source)
    let circle = try firstFrame(host) { if case .shape = $0 { return true } else { return false } }
    #expect(circle.midX == 195 + 20)
    #expect(circle.midY == 422 + 10)
  }
}
