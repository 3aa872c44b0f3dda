import SwiftUI

// The skill guide's "Sequenced Gestures": a long press must succeed before the drag receives
// events; the long press's onEnded runs when it succeeds, while the finger is down (R1.8), and
// the drag's onEnded when it lifts. The prints are added to observe it.
struct SequencedView: View {
  @State private var isLongPressing = false
  @GestureState private var dragOffset = CGSize.zero

  var body: some View {
    Circle()
      .frame(width: 120, height: 120)
      .offset(dragOffset)
      .gesture(
        LongPressGesture(minimumDuration: 0.5)
          .onEnded { _ in
            isLongPressing = true
            print("long press ended")
          }
          .sequenced(before:
            DragGesture()
              .updating($dragOffset) { value, state, _ in
                state = value.translation
              }
              .onEnded { value in
                isLongPressing = false
                print("drag ended", value.translation)
              }
          )
      )
  }
}
