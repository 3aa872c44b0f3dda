import SwiftUI

// A helper called with more arguments than it takes.
struct SnapDial: View {
    @State private var angle = Angle.zero

    func snapped(_ value: Angle) -> Angle {
        .degrees((value.degrees / 30).rounded() * 30)
    }

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.25)
            .stroke(Color.blue, lineWidth: 8)
            .frame(width: 120, height: 120)
            .rotationEffect(angle)
            .gesture(
                RotateGesture()
                    .onEnded { value in
                        angle = snapped(angle + value.rotation, 30) // expected-error@:65 {{extra argument in call}}
                    }
            )
    }
}
