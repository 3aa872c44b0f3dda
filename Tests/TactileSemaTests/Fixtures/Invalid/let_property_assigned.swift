import SwiftUI

// A `let` property assigned in a gesture callback.
struct Limits: View {
    let maxTaps = 5
    @State private var taps = 0

    var body: some View {
        Text("\(taps) / \(maxTaps)")
            .onTapGesture {
                if taps < maxTaps {
                    taps += 1
                } else {
                    maxTaps = 10 // expected-error@:21 {{cannot assign to property: 'maxTaps' is a 'let' constant}}
                }
            }
    }
}
