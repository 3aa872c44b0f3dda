import SwiftUI

// The talk's SimultaneousGesture(LongPressGesture(), SimultaneousGesture(MagnifyGesture(),
// RotateGesture())).onEnded: once every member is done, the value holds each one that
// succeeded — the talk printed "Pressed? true", a magnification below 1 (a pinch in) and a
// negative rotation (R5.6).
struct SimultaneousMagnifyRotateView: View {
  var body: some View {
    Rectangle()
      .frame(width: 300, height: 300)
      .gesture(
        SimultaneousGesture(
          LongPressGesture(),
          SimultaneousGesture(MagnifyGesture(), RotateGesture()))
          .onEnded { value in
            if let longPress = value.first {
              print("Pressed?", longPress)
            }

            if let simultaneous = value.second {
              if let magnify = simultaneous.first {
                print("Magnified by", magnify.magnification)
              }
              if let rotate = simultaneous.second {
                print("Rotated", rotate.rotation.degrees)
              }
            }
          }
      )
  }
}
