import SwiftUI

// `updating` passes the value, the state and a transaction; the closure takes two.
struct Wiggle: View {
    @GestureState private var drag = CGSize.zero

    var body: some View {
        Circle()
            .frame(width: 70, height: 70)
            .offset(drag)
            .gesture(
                DragGesture()
                    .updating($drag) { value, state in // expected-error@:38 {{contextual closure type '(DragGesture.Value, inout CGSize, inout Transaction) -> Void' expects 3 arguments, but 2 were used in closure body}}
                        state = value.translation
                    }
            )
    }
}
