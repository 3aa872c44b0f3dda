import SwiftUI

// Switching over a sequence gesture's value without covering every case.
struct PressThenMove: View {
    @GestureState private var status = "idle"

    var body: some View {
        Text(status)
            .padding()
            .gesture(
                LongPressGesture()
                    .sequenced(before: DragGesture())
                    .updating($status) { value, state, _ in
                        switch value { // expected-error@:25 {{switch must be exhaustive}}
                        case .first(true):
                            state = "pressing"
                        case .second(true, let drag):
                            state = drag == nil ? "pressed" : "dragging"
                        }
                    }
            )
    }
}
