import SwiftUI

// A helper function called by a wrong name.
struct ClampedDrag: View {
    @State private var position = CGSize.zero
    let limit: CGFloat = 100

    func clampedOffset(_ size: CGSize) -> CGSize {
        CGSize(width: min(max(size.width, -limit), limit), height: min(max(size.height, -limit), limit))
    }

    var body: some View {
        Circle()
            .frame(width: 50, height: 50)
            .offset(position)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        position = clampOffset(value.translation) // expected-error@:36 {{cannot find 'clampOffset' in scope; did you mean 'clampedOffset'?}}
                    }
            )
    }
}
