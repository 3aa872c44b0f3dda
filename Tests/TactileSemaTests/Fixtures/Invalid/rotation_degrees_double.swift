import SwiftUI

// RotationGesture's value is an Angle; storing its degrees in an Angle fails.
struct Dial: View {
    @State private var rotation = Angle.zero

    var body: some View {
        Image(systemName: "dial.low")
            .font(.system(size: 80))
            .rotationEffect(rotation)
            .gesture(
                RotationGesture()
                    .onChanged { angle in
                        rotation = angle.degrees // expected-error@:42 {{cannot assign value of type 'Double' to type 'Angle'}}
                    }
            )
    }
}
