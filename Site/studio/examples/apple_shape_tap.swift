import SwiftUI

// Apple's first example: a tap on a circle prints a message; a tap outside the circle, in the
// corner of its frame, does not.
struct ShapeTapView: View {
    var body: some View {
        let tap = TapGesture()
            .onEnded { _ in
                print("View tapped!")
            }

        return Circle()
            .fill(Color.blue)
            .frame(width: 100, height: 100, alignment: .center)
            .gesture(tap)
    }
}
