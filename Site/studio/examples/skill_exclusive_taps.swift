import SwiftUI

// The skill guide's "Exclusive Gestures": a double tap has precedence over a single tap, so a
// single tap is recognised only once the double tap has failed, about 0.35 s after the finger
// lifts (R2.7). `zoom` and `select` print what they would do.
struct ExclusiveTapsView: View {
  var body: some View {
    Rectangle()
      .frame(width: 200, height: 200)
      .gesture(
        TapGesture(count: 2) // Double-tap
          .onEnded { _ in
            zoom()
          }
          .exclusively(before:
            TapGesture(count: 1) // Single tap
              .onEnded { _ in
                select()
              }
          )
      )
  }

  func zoom() { print("zoom") }
  func select() { print("select") }
}
