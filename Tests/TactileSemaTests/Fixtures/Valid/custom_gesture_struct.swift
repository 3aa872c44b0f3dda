import SwiftUI

// A custom gesture: a struct conforming to Gesture whose body composes built-in gestures.
struct SwipeUpGesture: Gesture {
    var minimumDistance: CGFloat = 40
    var action: () -> Void

    var body: some Gesture {
        DragGesture(minimumDistance: minimumDistance)
            .onEnded { value in
                if value.translation.height < -minimumDistance {
                    action()
                }
            }
    }
}

// Its Value is its body's, an opaque type's: callers cannot rely on it being a Bool.
struct PressAndHold: Gesture {
    var body: some Gesture {
        LongPressGesture(minimumDuration: 1.0, maximumDistance: 15)
    }
}

struct CustomGestureDemo: View {
    @State private var cards = 3
    @State private var held = false

    var body: some View {
        VStack(spacing: 30) {
            Text("Cards left: \(cards)")
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.brown)
                .frame(width: 120, height: 170)
                .gesture(SwipeUpGesture {
                    if cards > 0 {
                        cards -= 1
                    }
                })
            Circle()
                .fill(held ? Color.red : Color.gray)
                .frame(width: 60, height: 60)
                .gesture(PressAndHold().onEnded { _ in held = true })
        }
    }
}

#Preview {
    CustomGestureDemo()
}
