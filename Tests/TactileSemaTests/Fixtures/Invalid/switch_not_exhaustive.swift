import SwiftUI

// A switch over an enum that forgets a case.
enum Swipe {
    case left
    case right
    case up
}

struct SwipeLabel: View {
    @State private var last: Swipe = .left

    var title: String {
        switch last { // expected-error@:9 {{switch must be exhaustive}}
        case .left:
            return "Left"
        case .right:
            return "Right"
        }
    }

    var body: some View {
        Text(title)
            .gesture(
                DragGesture(minimumDistance: 20)
                    .onEnded { value in
                        if value.translation.height < -20 {
                            last = .up
                        } else {
                            last = value.translation.width < 0 ? .left : .right
                        }
                    }
            )
    }
}
