import SwiftUI

// `onEnded` belongs to gestures, not to views.
struct TapTarget: View {
    @State private var done = false

    var body: some View {
        Circle()
            .fill(done ? Color.green : Color.gray)
            .frame(width: 80, height: 80)
            .onEnded { _ in // expected-error@:14 {{value of type 'some View' has no member 'onEnded'}}
                done = true
            }
    }
}
