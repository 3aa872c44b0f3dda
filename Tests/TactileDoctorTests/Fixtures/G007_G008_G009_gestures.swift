import SwiftUI

// G007, G008 and G009, and their near misses.
struct Gestures: View {
    @State private var isDragging = false
    @State private var isPressing = false
    @State private var x = 0.0
    @GestureState private var pressing = false

    var body: some View {
        VStack {
            Circle()
                .onLongPressGesture(minimumDuration: 1, maximumDistance: 0) { x = 1 } // expected-warning@:74 {{long press with a 'maximumDistance' of 0 points [G007]}} expected-fixit {{.onLongPressGesture(minimumDuration: 1, maximumDistance: 10) { x = 1 }}}
            Circle()
                .gesture(LongPressGesture(minimumDuration: 0.5, maximumDistance: 1)) // expected-warning {{long press with a 'maximumDistance' of 1 points [G007]}}
            // Near misses: the default distance, and a zero duration, where distance does not matter.
            Circle()
                .onLongPressGesture(minimumDuration: 1) { x = 1 }
                .gesture(LongPressGesture(minimumDuration: 0, maximumDistance: 0))
            Circle()
                .gesture(
                    DragGesture()
                        .onChanged { _ in isDragging = true } // expected-warning {{'isDragging' is set in 'onChanged' and nothing sets it back when the gesture ends [G008]}}
                )
            // Near misses: reset in onEnded, and a @GestureState.
            Circle()
                .gesture(
                    DragGesture()
                        .onChanged { _ in isPressing = true }
                        .onEnded { _ in isPressing = false }
                )
            Circle()
                .gesture(DragGesture().updating($pressing) { _, state, _ in state = true })
            Rectangle()
                .gesture(DragGesture().onChanged { x = $0.location.x })
                .simultaneousGesture(DragGesture().onChanged { x = $0.location.y }) // expected-warning {{two 'DragGesture's are recognised simultaneously on the same view [G009]}}
            Rectangle()
                .gesture(DragGesture().onChanged { x = $0.translation.width }.simultaneously(with: DragGesture().onChanged { x = $0.location.x })) // expected-warning {{two 'DragGesture's are recognised simultaneously on the same view [G009]}}
            // Near misses: a drag and a magnification together, a drag that only notes the press.
            Rectangle()
                .gesture(DragGesture().simultaneously(with: MagnifyGesture()))
            Rectangle()
                .gesture(DragGesture(minimumDistance: 0).onChanged { _ in isPressing = true }.onEnded { _ in isPressing = false })
                .simultaneousGesture(DragGesture().onChanged { x = $0.translation.width })
        }
    }
}
