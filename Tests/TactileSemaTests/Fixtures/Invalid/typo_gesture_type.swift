import SwiftUI

// A misspelled gesture type.
struct Misspelled: View {
    @State private var dragged = false

    var body: some View {
        Capsule()
            .fill(dragged ? Color.green : Color.red)
            .frame(width: 120, height: 44)
            .gesture(
                DragGesure() // expected-error@:17 {{cannot find 'DragGesure' in scope; did you mean 'DragGesture'?}}
                    .onEnded { _ in dragged = true }
            )
    }
}
