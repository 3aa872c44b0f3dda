import SwiftUI

// A drag's location (a CGPoint) stored where a CGSize is expected.
struct PointVersusSize: View {
    @State private var dragOffset: CGSize = .zero

    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        dragOffset = value.location // expected-error@:44 {{cannot assign value of type 'CGPoint' to type 'CGSize'}}
                    }
            )
    }
}
