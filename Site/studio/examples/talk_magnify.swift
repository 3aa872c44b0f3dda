import SwiftUI

// The talk's MagnifyGesture: onChanged prints the magnification while two fingers pinch;
// onEnded prints once they lift.
struct MagnifyView: View {
  var body: some View {
    Rectangle()
      .frame(width: 300, height: 300)
      .gesture(
        MagnifyGesture()
          .onChanged { value in
            print("Magnifying...", value.magnification)
          }
          .onEnded { _ in
            print("Magnification complete")
          }
      )
  }
}
