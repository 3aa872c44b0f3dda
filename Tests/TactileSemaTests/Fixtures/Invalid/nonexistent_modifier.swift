import SwiftUI

// SwiftUI has no `onPinch`; pinching is MagnifyGesture.
struct PinchPhoto: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Image("photo")
            .resizable()
            .onPinch { amount in // expected-error@:14 {{value of type 'Image' has no member 'onPinch'}}
                scale = amount
            }
            .scaleEffect(scale)
    }
}
