import SwiftUI

// The talk's TapGesture(count: 2) and .onTapGesture(count: 2): one print per double tap; a
// single tap prints nothing.
struct DoubleTapView: View {
  var body: some View {
    VStack(spacing: 40) {
      Rectangle()
        .fill(Color.orange)
        .frame(width: 200, height: 100)
        .gesture(
          TapGesture(count: 2)
            .onEnded {
              print("Tapped 2 times")
            }
        )
      Circle()
        .frame(width: 100, height: 100)
        .onTapGesture(count: 2) {
          print("Circle tapped 2 times")
        }
    }
  }
}
