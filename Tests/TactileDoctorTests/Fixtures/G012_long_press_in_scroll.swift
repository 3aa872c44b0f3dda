import SwiftUI

// G012: a long press in vertically scrolling content with no tap before it, and near misses.
struct Held: View {
    @State private var held = false

    var body: some View {
        VStack {
            ScrollView {
                Text("Hold").onLongPressGesture { held = true } // expected-warning@:30 {{long press inside a vertical 'ScrollView' without a tap gesture before it [G012]}} expected-fixit {{Text("Hold").onTapGesture {}.onLongPressGesture { held = true }}}
                Circle()
                    .gesture(LongPressGesture().onEnded { _ in held = true }) // expected-warning {{long press inside a vertical 'ScrollView' without a tap gesture before it [G012]}}
                // Near miss: the documented workaround, a tap first.
                Text("Hold").onTapGesture {}.onLongPressGesture { held = true }
            }
            // Near misses: outside a scroll view, and in a horizontal one.
            Text("Hold").onLongPressGesture { held = true }
            ScrollView(.horizontal) {
                Text("Hold").onLongPressGesture { held = true }
            }
        }
    }
}
