import SwiftUI

// A constant the code uses but never declares.
struct Flinger: View {
    @State private var offset = CGSize.zero

    var body: some View {
        Image(systemName: "paperplane.fill")
            .font(.largeTitle)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { value in
                        if value.velocity.width > kMaximumSwipeVelocity { // expected-error@:51 {{cannot find 'kMaximumSwipeVelocity' in scope}}
                            offset = CGSize(width: 500, height: 0)
                        } else {
                            offset = .zero
                        }
                    }
            )
    }
}
