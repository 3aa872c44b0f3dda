import SwiftUI

// `onEnded` passes one value; the closure names two.
struct DropZone: View {
    @State private var dropped = false

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(dropped ? Color.green : Color.gray)
            .frame(width: 200, height: 120)
            .gesture(
                DragGesture()
                    .onEnded { value, translation in // expected-error@:32 {{contextual closure type '(DragGesture.Value) -> Void' expects 1 argument, but 2 were used in closure body}}
                        dropped = true
                    }
            )
    }
}
