import SwiftUI

// ExclusiveGesture: a double tap has precedence over a drag. (No onChanged: a tap's value,
// Void, is not Equatable, so neither is the exclusive gesture's.)
struct ExclusiveTapOrDrag: View {
    @State private var message = "Tap twice or drag"
    @State private var offset = CGSize.zero

    var body: some View {
        let doubleTap = TapGesture(count: 2)
        let drag = DragGesture()
        let either = doubleTap.exclusively(before: drag)

        VStack {
            Text(message)
            Rectangle()
                .fill(Color.teal)
                .frame(width: 140, height: 140)
                .offset(offset)
                .gesture(
                    either
                        .onEnded { value in
                            switch value {
                            case .first:
                                message = "Double tap"
                                offset = .zero
                            case .second(let dragValue):
                                message = "Dragged \(Int(dragValue.translation.width))"
                            }
                        }
                )
        }
    }
}

#Preview {
    ExclusiveTapOrDrag()
}
