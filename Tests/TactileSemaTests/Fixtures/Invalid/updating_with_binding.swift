import SwiftUI

// `updating` needs a @GestureState's projection, not a @State's binding.
struct StateInsteadOfGestureState: View {
    @State private var offset = CGSize.zero

    var body: some View {
        Circle()
            .frame(width: 60, height: 60)
            .offset(offset)
            .gesture(
                DragGesture()
                    .updating($offset) { value, state, _ in // expected-error@:31 {{cannot convert value of type 'Binding<CGSize>' to expected argument type 'GestureState<CGSize>'}}
                        state = value.translation
                    }
            )
    }
}
