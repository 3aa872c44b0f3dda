import SwiftUI

// A SequenceGesture built with its initializer, stored in a property with its full type.
struct SequenceGestureValue: View {
    @State private var status = "Idle"
    @State private var offset = CGSize.zero

    private var pressThenDrag: SequenceGesture<LongPressGesture, DragGesture> {
        SequenceGesture(LongPressGesture(minimumDuration: 0.3), DragGesture())
    }

    var body: some View {
        VStack {
            Text(status)
            Capsule()
                .fill(Color.indigo)
                .frame(width: 120, height: 50)
                .offset(offset)
                .gesture(
                    pressThenDrag
                        .onChanged { value in
                            switch value {
                            case .first(let pressed):
                                status = pressed ? "Pressed" : "Idle"
                            case .second(_, let drag):
                                status = "Dragging"
                                offset = drag?.translation ?? .zero
                            }
                        }
                        .onEnded { _ in
                            status = "Done"
                            offset = .zero
                        }
                )
        }
    }
}

#Preview {
    SequenceGestureValue()
}
