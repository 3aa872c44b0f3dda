import SwiftUI

// `if let` on a value that is not optional.
struct PressedLabel: View {
    @State private var isPressed = false

    var body: some View {
        VStack {
            if let pressed = isPressed { // expected-error@:30 {{initializer for conditional binding must have Optional type, not 'Bool'}}
                Text(pressed ? "Pressed" : "Released")
            }
        }
        .onLongPressGesture(minimumDuration: 0.2) {
            isPressed.toggle()
        }
    }
}
