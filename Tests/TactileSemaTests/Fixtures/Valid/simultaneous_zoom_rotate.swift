import SwiftUI

// Zoom and rotate at once: a SimultaneousGesture whose value has two optional halves.
struct ZoomRotate: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @GestureState private var live: (scale: CGFloat, angle: Angle) = (1, .zero)

    var body: some View {
        let zoomRotate = MagnifyGesture()
            .simultaneously(with: RotateGesture())
            .updating($live) { value, state, _ in
                state.scale = value.first?.magnification ?? 1
                state.angle = value.second?.rotation ?? .zero
            }
            .onEnded { value in
                scale *= value.first?.magnification ?? 1
                angle += value.second?.rotation ?? .zero
            }

        Image(systemName: "star.fill")
            .font(.system(size: 80))
            .foregroundStyle(.yellow)
            .scaleEffect(scale * live.scale)
            .rotationEffect(angle + live.angle)
            .gesture(zoomRotate)
    }
}

#Preview {
    ZoomRotate()
}
