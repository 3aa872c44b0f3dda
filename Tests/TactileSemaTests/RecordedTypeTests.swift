import TactileSema
import Testing

/// The types checking records for the expressions lowering depends on.
@Suite struct RecordedTypeTests {
  let drag = Analysed(
    """
    import SwiftUI
    struct Card: View {
      @State private var offset = CGSize.zero
      @GestureState private var dragOffset = CGSize.zero
      @State private var width: Double = 0
      var body: some View {
        Circle()
          .offset(offset)
          .gesture(
            DragGesture()
              .updating($dragOffset) { value, state, _ in state = value.translation }
              .onChanged { value in
                offset = value.translation
                width = value.translation.width
              }
          )
          .gesture(
            DragGesture()
              .map { $0.location }
              .onEnded { point in print(point.x) }
          )
      }
    }
    """)

  @Test("the program checks without diagnostics")
  func clean() {
    #expect(drag.messages == [])
  }

  @Test("a drag's value is DragGesture.Value, its translation a CGSize")
  func dragValue() {
    #expect(drag.type(of: "value") == "DragGesture.Value")
    #expect(drag.type(of: "value.translation") == "CGSize")
    #expect(drag.type(of: "state") == "CGSize")
  }

  @Test("$state is a Binding, $gestureState is the GestureState itself")
  func projections() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        @State private var on = false
        @GestureState private var press = CGSize.zero
        var body: some View {
          Toggle("x", isOn: $on).gesture(DragGesture().updating($press) { v, s, _ in s = v.translation })
        }
      }
      """)
    #expect(a.messages == [])
    #expect(a.type(of: "$on") == "Binding<Bool>")
    #expect(a.type(of: "$press") == "GestureState<CGSize>")
  }

  @Test("map's result becomes the gesture's Value")
  func mapValue() {
    #expect(
      drag.type(of: "DragGesture()\n          .map { $0.location }") == "_MapGesture<DragGesture, CGPoint>")
    #expect(drag.type(of: "point") == "CGPoint")
  }

  @Test("a CGFloat stored in a Double records the CGFloat-Double conversion")
  func floatingPointConversion() {
    #expect(drag.conversion(of: "value.translation.width") == .floatingPoint)
  }

  @Test("an untyped property takes its initial value's type")
  func inferredProperty() {
    #expect(drag.type(of: "offset", occurrence: 0) == "CGSize")
  }
}

/// Overloads tried and dropped (each a speculative attempt, undone from a journal) leave
/// nothing behind: what is recorded is what the chosen overload recorded.
@Suite struct DroppedAttemptTests {
  @Test(
    "an operator's operands keep the types and conversions of the overload chosen, not of those tried and dropped"
  )
  func operatorLiterals() {
    let a = Analysed(
      """
      import SwiftUI
      struct V: View {
        @State private var n = 0
        var body: some View {
          let scale: CGFloat = 2
          Text("x")
            .offset(x: 1 + 2.5, y: scale * 3)
            .frame(maxWidth: .infinity / 2)
            .onTapGesture { n = min(max(n + 1, 0), 10) }
        }
      }
      """)
    #expect(a.messages == [])
    #expect(a.type(of: "1 + 2.5") == "CGFloat")
    #expect(a.type(of: "2.5") == "CGFloat")
    #expect(a.type(of: "3") == "CGFloat")
    #expect(a.type(of: "max(n + 1, 0)") == "Int")
    #expect(a.type(of: "10") == "Int")
    #expect(a.callee(of: "scale * 3") == "*(_:_:)")
    #expect(a.type(of: ".infinity / 2") == "CGFloat")
    #expect(a.type(of: ".infinity") == "CGFloat")
    #expect(a.calleeOwner(of: ".infinity / 2") == "FloatingPoint")
    #expect(a.conversion(of: ".infinity / 2") == .optionalPromotion(1))
    #expect(a.conversion(of: ".infinity") == nil)
    #expect(a.conversion(of: "2") == nil)
    #expect(a.conversion(of: "1 + 2.5") == nil)
  }
}
