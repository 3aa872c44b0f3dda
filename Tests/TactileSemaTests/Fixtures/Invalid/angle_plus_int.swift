import SwiftUI

// Adding a plain number to an Angle.
struct Spinner: View {
    @State private var angle = Angle.zero

    var body: some View {
        Image(systemName: "arrow.clockwise")
            .rotationEffect(angle)
            .onTapGesture {
                angle = angle + 45 // expected-error@:31 {{binary operator '+' cannot be applied to operands of type 'Angle' and 'Int'}}
            }
    }
}
