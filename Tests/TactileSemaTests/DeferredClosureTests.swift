import TactileSema
import Testing

/// A multi-statement closure whose returns need the type the enclosing expression gives it is
/// checked after that expression (SE-0326), as swiftc does.
@Suite struct DeferredClosureTests {
  @Test("a map closure returning implicit members takes its type from AnyGesture<Direction>")
  func mapIntoAnyGesture() {
    let program = Analysed(
      """
      import SwiftUI
      struct Swipe: Gesture {
        enum Direction { case left, right }
        var body: AnyGesture<Direction> {
          AnyGesture(
            DragGesture()
              .map { value in
                let horizontal = value.translation.width
                return horizontal < 0 ? .left : .right
              })
        }
      }
      """)
    #expect(program.messages == [])
    #expect(program.type(of: "horizontal < 0 ? .left : .right") == "Swipe.Direction")
  }

  @Test("when the expression around the closure fails, only its failure is reported")
  func noCascade() {
    let program = Analysed(
      """
      import SwiftUI
      struct Swipe: Gesture {
        enum Direction { case left, right }
        var body: AnyGesture<Direction> {
          DragGesture()
            .map { value in
              let horizontal = value.translation.width
              return horizontal < 0 ? .left : .right
            }
            .eraseToAnyGesture()
        }
      }
      """)
    #expect(
      program.messages == ["value of type '_MapGesture<DragGesture, _>' has no member 'eraseToAnyGesture'"])
  }

  @Test("without any context the returns still need one")
  func noContext() {
    let program = Analysed(
      """
      enum D { case a, b }
      func f() {
        let g = { (v: Int) in
          let w = v + 1
          return w > 2 ? .a : .b
        }
        print(g(1))
      }
      """)
    #expect(
      program.messages == [
        "cannot infer contextual base in reference to member 'a'",
        "cannot infer contextual base in reference to member 'b'",
      ])
  }
}
