import TactileTestSupport
import Testing

/// Array literals of option sets (`[.top, .leading]`) are the union of their members, as
/// values (moved from OptionSetAndPostfixIfTests, whose other tests render views).
@Suite struct OptionSetTests {
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
}
