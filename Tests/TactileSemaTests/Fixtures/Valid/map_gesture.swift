import SwiftUI

// `.map` turns a drag's value into a direction, which becomes the gesture's Value.
enum SwipeDirection: String {
    case left, right, up, down
}

struct MapGesture: View {
    @State private var direction: SwipeDirection?

    private var swipe: some Gesture {
        DragGesture(minimumDistance: 30)
            .map { value -> SwipeDirection in
                let dx = value.translation.width
                let dy = value.translation.height
                if abs(dx) > abs(dy) {
                    return dx > 0 ? .right : .left
                }
                return dy > 0 ? .down : .up
            }
            .onEnded { direction in
                self.direction = direction
            }
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(Color.cyan)
            .frame(width: 250, height: 250)
            .overlay(Text(direction?.rawValue.capitalized ?? "Swipe").font(.title))
            .gesture(swipe)
    }
}

#Preview {
    MapGesture()
}
