import SwiftUI

// A long press that must succeed before a drag, combined exclusively with a double tap.
struct PressDragOrDoubleTap: View {
    @GestureState private var isPressed = false
    @State private var offset = CGSize.zero
    @State private var lastAction = "none"

    var body: some View {
        let pressDrag = LongPressGesture(minimumDuration: 0.4)
            .sequenced(before: DragGesture())
            .updating($isPressed) { value, state, _ in
                if case .first(true) = value {
                    state = true
                }
            }
            .onEnded { value in
                if case .second(_, let drag?) = value {
                    offset.width += drag.translation.width
                    offset.height += drag.translation.height
                    lastAction = "moved"
                }
            }
        let doubleTap = TapGesture(count: 2)
            .onEnded {
                offset = .zero
                lastAction = "reset"
            }

        VStack {
            Text("Last: \(lastAction)")
            Rectangle()
                .fill(isPressed ? Color.red : Color.blue)
                .frame(width: 100, height: 100)
                .offset(offset)
                .gesture(doubleTap.exclusively(before: pressDrag))
        }
    }
}

#Preview {
    PressDragOrDoubleTap()
}
