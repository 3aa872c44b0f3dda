import SwiftUI

// AnyGesture erases the type so that one property can hold different gestures.
struct AnyGestureDemo: View {
    @State private var usesTap = true
    @State private var count = 0

    private var activeGesture: AnyGesture<Void> {
        if usesTap {
            return AnyGesture(TapGesture().onEnded { count += 1 })
        } else {
            return AnyGesture(
                LongPressGesture(minimumDuration: 0.3)
                    .map { _ in () }
                    .onEnded { count += 10 }
            )
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            Toggle("Tap mode", isOn: $usesTap)
            Text("Count: \(count)")
            Circle()
                .fill(usesTap ? Color.green : Color.purple)
                .frame(width: 100, height: 100)
                .gesture(activeGesture)
        }
        .padding()
    }
}

#Preview {
    AnyGestureDemo()
}
