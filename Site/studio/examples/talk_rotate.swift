import SwiftUI

// The talk's RotateGesture: onChanged prints the rotation while two fingers turn; onEnded
// prints once they lift.
struct RotateView: View {
  var body: some View {
    Rectangle()
      .frame(width: 300, height: 300)
      .gesture(
        RotateGesture()
          .onChanged { value in
            print("Rotating...", value.rotation)
          }
          .onEnded { _ in
            print("Rotation complete")
          }
      )
  }
}
