import SwiftUI

// Dragging that remembers where the card was left, with @GestureState for the live part.
struct AccumulatingDrag: View {
    @State private var position = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero

    private var currentOffset: CGSize {
        CGSize(
            width: position.width + dragOffset.width,
            height: position.height + dragOffset.height
        )
    }

    var body: some View {
        VStack {
            Text("x: \(Int(currentOffset.width)) y: \(Int(currentOffset.height))")
                .font(.caption)
                .monospacedDigit()
            Circle()
                .fill(.green)
                .frame(width: 90, height: 90)
                .offset(currentOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            position.width += value.translation.width
                            position.height += value.translation.height
                        }
                )
        }
    }
}

#Preview {
    AccumulatingDrag()
}
