import SwiftUI

// `offset(x:y:)` needs its labels.
struct Nudge: View {
    @State private var dx: CGFloat = 0
    @State private var dy: CGFloat = 0

    var body: some View {
        Rectangle()
            .fill(Color.purple)
            .frame(width: 60, height: 60)
            .offset(dx, dy) // expected-error@:20 {{missing argument labels 'x:y:' in call}}
            .onTapGesture {
                dx += 10
                dy += 5
            }
    }
}
