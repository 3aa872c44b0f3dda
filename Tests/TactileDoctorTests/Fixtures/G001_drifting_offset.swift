import SwiftUI

// G001: an offset set to the translation and never reset, and its near misses.
struct Drifting: View {
    @State private var offset = CGSize.zero
    @State private var settled = CGSize.zero
    @State private var other = CGSize.zero
    @GestureState private var live = CGSize.zero

    var body: some View {
        VStack {
            Circle()
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            offset = value.translation // expected-warning@:29 {{'offset' follows the drag's translation in 'onChanged' but 'onEnded' never resets it [G001]}}
                        }
                )
            Circle()
                .offset(other)
                .gesture(
                    DragGesture()
                        .onChanged { other = $0.translation } // expected-warning {{'other' follows the drag's translation in 'onChanged' but 'onEnded' never resets it [G001]}}
                        .onEnded { _ in print("ended") }
                )
            // Near miss: reset in onEnded.
            Circle()
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged { value in offset = value.translation }
                        .onEnded { _ in withAnimation { offset = .zero } }
                )
            // Near miss: accumulated into an offset kept in onEnded.
            Circle()
                .offset(x: settled.width + offset.width, y: settled.height + offset.height)
                .gesture(
                    DragGesture()
                        .onChanged { value in offset = value.translation }
                        .onEnded { value in
                            settled.width += value.translation.width
                            settled.height += value.translation.height
                            offset = .zero
                        }
                )
            // Near miss: @GestureState resets itself.
            Circle()
                .offset(live)
                .gesture(DragGesture().updating($live) { value, state, _ in state = value.translation })
        }
    }
}
