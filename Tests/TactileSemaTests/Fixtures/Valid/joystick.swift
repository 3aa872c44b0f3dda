import SwiftUI

// A virtual joystick: the knob follows the finger inside a circle and reports a direction.
struct Joystick: View {
    @GestureState private var knob = CGSize.zero
    @State private var lastVector = CGVector.zero
    let radius: CGFloat = 60

    private func clamped(_ translation: CGSize) -> CGSize {
        let distance = sqrt(translation.width * translation.width + translation.height * translation.height)
        guard distance > radius else { return translation }
        let factor = radius / distance
        return CGSize(width: translation.width * factor, height: translation.height * factor)
    }

    var body: some View {
        VStack {
            ZStack {
                Circle()
                    .stroke(Color.gray, lineWidth: 2)
                    .frame(width: radius * 2, height: radius * 2)
                Circle()
                    .fill(Color.gray)
                    .frame(width: 44, height: 44)
                    .offset(knob)
            }
            .gesture(
                DragGesture()
                    .updating($knob) { value, state, transaction in
                        state = clamped(value.translation)
                        transaction.animation = nil
                    }
                    .onChanged { value in
                        let c = clamped(value.translation)
                        lastVector = CGVector(dx: c.width / radius, dy: c.height / radius)
                    }
                    .onEnded { _ in
                        lastVector = .zero
                    }
            )
            .animation(.spring(), value: knob)
            Text("dx \(lastVector.dx, specifier: "%.2f") dy \(lastVector.dy, specifier: "%.2f")")
                .font(.footnote)
        }
    }
}

#Preview {
    Joystick()
}
