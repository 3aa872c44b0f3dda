import SwiftUI

// The talk's LongPressGesture(minimumDuration: 1, maximumDistance: 50): onChanged fires at
// touch-down, not at minimumDuration; onEnded(true) fires at minimumDuration even if the finger
// is still down.
struct LongPressView: View {
  var body: some View {
    Rectangle()
      .frame(width: 200, height: 200)
      .gesture(
        LongPressGesture(minimumDuration: 1, maximumDistance: 50)
          .onChanged { _ in
            print("Pressing...")
          }
          .onEnded { ended in
            if ended {
              print("success")
            } else {
              print("failure")
            }
          }
      )
  }
}
