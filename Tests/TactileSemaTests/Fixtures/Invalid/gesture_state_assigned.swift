import SwiftUI

// A @GestureState is read-only outside `updating`; it resets by itself.
struct PressHighlight: View {
    @GestureState private var isPressed = false

    var body: some View {
        Circle()
            .fill(isPressed ? Color.red : Color.blue)
            .frame(width: 100, height: 100)
            .gesture(
                LongPressGesture(minimumDuration: 0.5)
                    .updating($isPressed) { current, state, _ in
                        state = current
                    }
                    .onEnded { _ in
                        isPressed = false // expected-error@:25 {{cannot assign to property: 'isPressed' is a get-only property}}
                    }
            )
    }
}
