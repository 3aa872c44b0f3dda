import SwiftUI

// An initializer's implicit-member argument takes its type from the context the result is
// written in: the element type of `[CGRect]` gives `.zero` its base.
struct CardFrames: View {
    @State private var frames: [CGRect] = Array(repeating: .zero, count: 3)
    @State private var offsets: [CGSize] = Array(repeating: .zero, count: 2)
    @State private var flags = [Bool](repeating: false, count: 2)

    var body: some View {
        VStack {
            Text("\(frames.count) frames, \(offsets.count) offsets")
            Text(flags.contains(true) ? "some" : "none")
        }
    }
}
