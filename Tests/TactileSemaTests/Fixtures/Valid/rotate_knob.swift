import SwiftUI

// A knob turned with RotateGesture (iOS 17), snapping to 15° steps when released.
struct RotateKnob: View {
    @State private var angle = Angle.zero
    @GestureState private var twist = Angle.zero

    private func snapped(_ value: Angle) -> Angle {
        let step = 15.0
        return .degrees((value.degrees / step).rounded() * step)
    }

    var body: some View {
        VStack(spacing: 24) {
            Circle()
                .strokeBorder(Color.gray, lineWidth: 6)
                .overlay(
                    Rectangle()
                        .fill(Color.red)
                        .frame(width: 4, height: 40)
                        .offset(y: -30)
                )
                .frame(width: 140, height: 140)
                .rotationEffect(angle + twist)
                .gesture(
                    RotateGesture(minimumAngleDelta: .degrees(2))
                        .updating($twist) { value, state, _ in
                            state = value.rotation
                        }
                        .onEnded { value in
                            angle = snapped(angle + value.rotation)
                        }
                )
            Text(String(format: "%.0f°", angle.degrees))
                .font(.title2)
        }
    }
}

#Preview {
    RotateKnob()
}
