import SwiftUI

// A closure with no parameter list for a callback that passes the drag's value.
struct MovedMessage: View {
    @State private var message = "Drag me"

    var body: some View {
        Text(message)
            .padding()
            .gesture(
                DragGesture()
                    .onChanged { // expected-error@:32 {{contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored}}
                        message = "Moving"
                    }
            )
    }
}
