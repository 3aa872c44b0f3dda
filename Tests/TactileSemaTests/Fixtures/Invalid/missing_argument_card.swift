import SwiftUI

// A memberwise initializer called without one of its arguments.
struct ColorCard: View {
    let title: String
    let color: Color
    @State private var pressed = false

    var body: some View {
        Text(title)
            .padding()
            .background(color)
            .scaleEffect(pressed ? 0.9 : 1)
            .onLongPressGesture(minimumDuration: 0.3) {
                pressed.toggle()
            }
    }
}

struct Palette: View {
    var body: some View {
        VStack {
            ColorCard(title: "Red", color: .red)
            ColorCard(title: "Blue") // expected-error@:36 {{missing argument for parameter 'color' in call}}
        }
    }
}
