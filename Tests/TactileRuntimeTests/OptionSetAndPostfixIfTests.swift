import TactileHost
import TactileInterpreter
import TactileLayout
import Testing

/// Array literals of option sets (`[.top, .leading]`) are the union of their members, and a
/// postfix `#if` in a modifier chain runs the clause the checker chose (iOS).
@Suite struct OptionSetAndPostfixIfTests {
  @Test(
    "an option set literal is the union of its members, equal to the member with the same bits, printed as Swift prints it"
  )
  func literalValues() {
    let source = """
      import SwiftUI
      func main() {
        let edges: Edge.Set = [.top, .leading]
        let none: Edge.Set = []
        let mask: GestureMask = [.gesture, .subviews]
        let one: Edge.Set = [.top]
        print(edges, none, mask, [edges])
        print(mask == .all, one == .top, edges == [.leading, .top], Edge.Set.horizontal == [.leading, .trailing])
        let axes: Axis.Set = [.horizontal, .vertical]
        print(axes, Axis.Set.vertical)
      }
      """
    #expect(
      run(source) == """
        Set(rawValue: 3) Set(rawValue: 0) GestureMask(rawValue: 3) [SwiftUI.Edge.Set(rawValue: 3)]
        true true true true
        Set(rawValue: 3) Set(rawValue: 2)

        """)
  }

  /// The frame of the first view on screen drawn as `element` (a text, a shape).
  func firstFrame(_ host: ViewHost, _ matches: (LayoutElement) -> Bool) throws -> Rect {
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
