import SwiftUI

// Comparing a CGSize with a number.
struct SwipeThreshold: View {
    @State private var passed = false

    var body: some View {
        Text(passed ? "Passed" : "Swipe further")
            .gesture(
                DragGesture()
                    .onEnded { value in
                        if value.translation > 100 { // expected-error@:46 {{binary operator '>' cannot be applied to operands of type 'CGSize' and 'Int'}}
                            passed = true
                        }
                    }
            )
    }
}
