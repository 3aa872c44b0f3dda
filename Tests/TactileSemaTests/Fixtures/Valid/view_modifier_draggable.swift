import SwiftUI

// A reusable ViewModifier that makes any view draggable, applied with `modifier(_:)` and an
// extension method.
struct Draggable: ViewModifier {
    @State private var offset = CGSize.zero
    @GestureState private var drag = CGSize.zero
    var snapsBack = false

    func body(content: Content) -> some View {
        content
            .offset(x: offset.width + drag.width, y: offset.height + drag.height)
            .gesture(
                DragGesture()
                    .updating($drag) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        guard !snapsBack else { return }
                        offset.width += value.translation.width
                        offset.height += value.translation.height
                    }
            )
    }
}

extension View {
    func draggable(snapsBack: Bool = false) -> some View {
        modifier(Draggable(snapsBack: snapsBack))
    }
}

struct ModifierDemo: View {
    var body: some View {
        VStack(spacing: 40) {
            Text("Drag me")
                .padding()
                .background(Color.yellow)
                .modifier(Draggable())
            Image(systemName: "hand.point.up.left.fill")
                .font(.largeTitle)
                .draggable(snapsBack: true)
        }
    }
}

#Preview {
    ModifierDemo()
}
