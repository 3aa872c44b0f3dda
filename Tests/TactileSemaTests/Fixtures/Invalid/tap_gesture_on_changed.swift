import SwiftUI

// A tap has no changing value: `onChanged` needs an Equatable value, and a tap's is Void.
struct TapFeedback: View {
    @State private var flashes = 0

    var body: some View {
        Rectangle()
            .fill(Color.orange)
            .frame(width: 120, height: 120)
            .gesture(
                TapGesture()
                    .onChanged { _ in // expected-error@:22 {{referencing instance method 'onChanged(_:)' on 'Gesture' requires that 'TapGesture.Value' (aka '()') conform to 'Equatable'}}
                        flashes += 1
                    }
            )
    }
}
