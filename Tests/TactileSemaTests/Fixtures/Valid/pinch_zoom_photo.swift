import SwiftUI

// Pinch to zoom with MagnifyGesture (iOS 17) and a @GestureState for the live scale.
struct PinchZoomPhoto: View {
    @State private var scale: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1

    var body: some View {
        Image(systemName: "photo")
            .resizable()
            .scaledToFit()
            .frame(width: 240, height: 240)
            .scaleEffect(scale * pinch)
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in
                        state = value.magnification
                    }
                    .onEnded { value in
                        scale = min(max(scale * value.magnification, 0.5), 4)
                    }
            )
            .onTapGesture(count: 2) {
                withAnimation {
                    scale = 1
                }
            }
    }
}

#Preview {
    PinchZoomPhoto()
}
