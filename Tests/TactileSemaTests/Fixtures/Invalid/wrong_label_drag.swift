import SwiftUI

// DragGesture's parameter is `minimumDistance`, not `minDistance`.
struct TouchDown: View {
    @State private var isTouching = false

    var body: some View {
        Circle()
            .fill(isTouching ? Color.orange : Color.gray)
            .frame(width: 80, height: 80)
            .gesture(
                DragGesture(minDistance: 0) // expected-error@:28 {{incorrect argument label in call (have 'minDistance:', expected 'minimumDistance:')}}
                    .onChanged { _ in isTouching = true }
                    .onEnded { _ in isTouching = false }
            )
    }
}
