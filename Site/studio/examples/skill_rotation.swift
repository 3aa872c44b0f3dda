import SwiftUI

// The skill guide's rotation with @GestureState. The guide writes `RotationGesture()` with
// `value.rotation`, which is not valid SwiftUI (`RotationGesture.Value` is a bare `Angle`):
// the valid spelling is `RotateGesture`, whose value has `rotation`. The print is added to
// observe the committed rotation.
struct RotationView: View {
  @GestureState private var rotationAngle = Angle.zero
  @State private var currentRotation = Angle.zero

  var body: some View {
    Rectangle()
      .fill(.blue)
      .frame(width: 200, height: 200)
      .rotationEffect(currentRotation + rotationAngle)
      .gesture(
        RotateGesture()
          .updating($rotationAngle) { value, state, _ in
            state = value.rotation
          }
          .onEnded { value in
            currentRotation += value.rotation
            print("rotation", currentRotation.degrees)
          }
      )
  }
}
