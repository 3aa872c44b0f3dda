import SwiftUI

// A helper that does not return on every path.
struct DirectionLabel: View {
    @State private var dx: CGFloat = 0

    func label(for dx: CGFloat) -> String {
        if dx > 0 {
            return "right"
        } else if dx < 0 {
            return "left"
        }
    } // expected-error@:5 {{missing return in instance method expected to return 'String'}}

    var body: some View {
        Text(label(for: dx))
            .gesture(
                DragGesture()
                    .onChanged { value in
                        dx = value.translation.width
                    }
            )
    }
}
