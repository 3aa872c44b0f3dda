import SwiftUI

// Hold to confirm: a ring fills while the finger stays down, using LongPressGesture's updating.
struct HoldToConfirm: View {
    @GestureState private var isHolding = false
    @State private var confirmed = false
    let duration = 1.5

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: 10)
            Circle()
                .trim(from: 0, to: isHolding || confirmed ? 1 : 0)
                .stroke(confirmed ? Color.green : Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.linear(duration: isHolding ? duration : 0.2), value: isHolding)
            Image(systemName: confirmed ? "checkmark" : "hand.tap")
                .font(.largeTitle)
        }
        .frame(width: 120, height: 120)
        .gesture(
            LongPressGesture(minimumDuration: duration)
                .updating($isHolding) { currentState, gestureState, _ in
                    gestureState = currentState
                }
                .onEnded { finished in
                    confirmed = finished
                }
        )
        .onAppear {
            confirmed = false
        }
    }
}

#Preview {
    HoldToConfirm()
}
