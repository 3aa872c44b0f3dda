import SwiftUI

// Resetting a CGSize with an integer.
struct ResetOffset: View {
    @State private var offset = CGSize.zero

    var body: some View {
        Circle()
            .frame(width: 60, height: 60)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { _ in
                        offset = 0 // expected-error@:34 {{cannot assign value of type 'Int' to type 'CGSize'}}
                    }
            )
    }
}
