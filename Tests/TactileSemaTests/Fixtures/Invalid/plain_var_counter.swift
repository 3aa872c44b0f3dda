import SwiftUI

// A counter kept in a plain `var` instead of @State: the view is immutable.
struct BrokenCounter: View {
    var count = 0

    var body: some View {
        Text("Tapped \(count) times")
            .padding()
            .onTapGesture {
                count += 1 // expected-error@:23 {{left side of mutating operator isn't mutable: 'self' is immutable}}
            }
    }
}
