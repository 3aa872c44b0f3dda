import SwiftUI

// An optional point used where a point is needed.
struct LastTouch: View {
    @State private var lastTouch: CGPoint?

    var body: some View {
        ZStack {
            Color.white
            Circle()
                .fill(Color.red)
                .frame(width: 20, height: 20)
                .position(lastTouch) // expected-error@:27 {{value of optional type 'CGPoint?' must be unwrapped to a value of type 'CGPoint'}}
        }
        .onTapGesture { location in
            lastTouch = location
        }
    }
}
