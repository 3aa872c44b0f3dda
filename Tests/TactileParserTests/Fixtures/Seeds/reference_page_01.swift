// The live example of the seed 'gesturestategesture-live-reference-page', as written.

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
