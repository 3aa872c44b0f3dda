import SwiftUI

// G003 and G004: a single tap recognised before a double tap, and near misses.
struct Taps: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Text("Single first")
                .onTapGesture { taps += 1 }
                .onTapGesture(count: 2) { taps += 2 } // expected-warning@:18 {{'onTapGesture(count: 2)' is placed after a single 'onTapGesture' on the same view [G003]}}
                .accessibilityAddTraits(.isButton)
            // Near miss: the double tap first.
            Text("Double first")
                .onTapGesture(count: 2) { taps += 2 }
                .onTapGesture { taps += 1 }
                .accessibilityAddTraits(.isButton)
            Rectangle()
                .gesture(TapGesture().exclusively(before: TapGesture(count: 2))) // expected-warning@:59 {{'TapGesture(count: 2)' can never be recognised after 'TapGesture(count: 1)' in 'exclusively(before:)' [G004]}}
            // Near miss: the double tap first.
            Rectangle()
                .gesture(TapGesture(count: 2).exclusively(before: TapGesture()))
        }
    }
}
