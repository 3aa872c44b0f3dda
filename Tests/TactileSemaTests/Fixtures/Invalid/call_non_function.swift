import SwiftUI

// Calling a property as if it were a method.
struct Recenter: View {
    @State private var offset = CGSize.zero

    var center: CGSize {
        .zero
    }

    var body: some View {
        Circle()
            .frame(width: 50, height: 50)
            .offset(offset)
            .onTapGesture(count: 2) {
                offset = center() // expected-error@:26 {{cannot call value of non-function type 'CGSize'}}
            }
    }
}
