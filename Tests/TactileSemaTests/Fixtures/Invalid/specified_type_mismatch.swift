import SwiftUI

// A drag distance stored as an Int.
struct Ruler: View {
    @State private var lastDistance = 0

    var body: some View {
        Text("\(lastDistance) pt")
            .gesture(
                DragGesture()
                    .onEnded { value in
                        let distance: Int = value.translation.width // expected-error@:63 {{cannot convert value of type 'CGFloat' to specified type 'Int'}}
                        lastDistance = distance
                    }
            )
    }
}
