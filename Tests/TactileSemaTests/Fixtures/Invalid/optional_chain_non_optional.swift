import SwiftUI

// Optional chaining on a value that is not optional.
struct Tracker: View {
    @State private var width: CGFloat = 0

    var body: some View {
        Rectangle()
            .frame(width: 200, height: 200)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        width = value.translation?.width ?? 0 // expected-error@:50 {{cannot use optional chaining on non-optional value of type 'CGSize'}}
                    }
            )
    }
}
