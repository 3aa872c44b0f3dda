import SwiftUI

// Force-unwrapping a value that is not optional.
struct Pin: View {
    @State private var pin = CGPoint.zero

    var body: some View {
        Circle()
            .frame(width: 12, height: 12)
            .position(pin)
            .frame(width: 300, height: 300)
            .contentShape(Rectangle())
            .gesture(
                SpatialTapGesture()
                    .onEnded { value in
                        pin = value.location! // expected-error@:45 {{cannot force unwrap value of non-optional type 'CGPoint'}}
                    }
            )
    }
}
