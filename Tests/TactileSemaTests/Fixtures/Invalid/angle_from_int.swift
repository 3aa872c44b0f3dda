import SwiftUI

// rotationEffect takes an Angle, not a number of degrees.
struct Tilted: View {
    @State private var tilted = false

    var body: some View {
        Text("Tilt")
            .rotationEffect(45) // expected-error@:29 {{cannot convert value of type 'Int' to expected argument type 'Angle'}}
            .onTapGesture {
                tilted.toggle()
            }
    }
}
