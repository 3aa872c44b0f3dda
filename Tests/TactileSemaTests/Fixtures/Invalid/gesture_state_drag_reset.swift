import SwiftUI

// Resetting a @GestureState by hand, twice.
struct DragBack: View {
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        Image(systemName: "hand.draw")
            .font(.system(size: 40))
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { _ in
                        withAnimation {
                            dragOffset = .zero // expected-error@:29 {{cannot assign to property: 'dragOffset' is a get-only property}}
                        }
                    }
            )
            .onDisappear { // expected-warning@:14 {{'onDisappear(perform:)' is a stand-in in Tactile's preview: the action does not run when the view disappears}}
                dragOffset = .zero // expected-error@:17 {{cannot assign to property: 'dragOffset' is a get-only property}}
            }
    }
}
