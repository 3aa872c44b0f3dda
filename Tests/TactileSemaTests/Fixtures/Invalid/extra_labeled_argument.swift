import SwiftUI

// LongPressGesture has no `count` parameter.
struct DoublePress: View {
    @State private var done = false

    var body: some View {
        Circle()
            .fill(done ? Color.green : Color.red)
            .frame(width: 90, height: 90)
            .gesture(
                LongPressGesture(minimumDuration: 1, maximumDistance: 10, count: 2) // expected-error@:82 {{extra argument 'count' in call}}
                    .onEnded { _ in done = true }
            )
    }
}
