import SwiftUI

// `#if os(iOS)` picks the touch gesture; other platforms get a click.
struct PlatformConditional: View {
    @State private var presses = 0

    private var pressGesture: some Gesture {
        #if os(iOS)
        return LongPressGesture(minimumDuration: 0.4)
            .onEnded { _ in presses += 1 }
        #else
        return TapGesture()
            .onEnded { presses += 1 }
        #endif
    }

    var body: some View {
        Text("Presses: \(presses)")
            .padding()
            .background(Color.yellow)
            .gesture(pressGesture)
    }
}

#Preview {
    PlatformConditional()
}
