import SwiftUI

// The live example of the GestureStateGesture reference page: the circle follows the drag
// through @GestureState and springs back when the drag ends. The events leave the finger
// down, so the state shows the offset held mid-drag (SeedViewTests checks the texts).

struct GestureStateGestureDemo: View {
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        VStack(spacing: 16) {
            Text("Drag the circle")
                .font(.headline)
            Circle()
                .fill(.blue)
                .frame(width: 80, height: 80)
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                )
            Text("Offset: \(Int(dragOffset.width)), \(Int(dragOffset.height))")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
