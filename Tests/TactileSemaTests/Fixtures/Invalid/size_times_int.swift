import SwiftUI

// CGSize has no `*`: scale its width and height instead.
struct DoubleDrag: View {
    @State private var offset = CGSize.zero

    var body: some View {
        Circle()
            .frame(width: 40, height: 40)
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation * 2 // expected-error@:52 {{binary operator '*' cannot be applied to operands of type 'CGSize' and 'Int'}}
                    }
            )
    }
}
