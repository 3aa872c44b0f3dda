import SwiftUI

// RotationGesture's value is an Angle.
struct RotationLegacy: View {
    @State private var rotation: Angle = .degrees(0)
    @State private var lastRotation: Angle = .zero

    var body: some View {
        Rectangle()
            .fill(LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom))
            .frame(width: 160, height: 160)
            .rotationEffect(rotation)
            .gesture(
                RotationGesture()
                    .onChanged { angle in
                        rotation = lastRotation + angle
                    }
                    .onEnded { angle in
                        lastRotation += angle
                    }
            )
    }
}

struct RotationLegacy_Previews: PreviewProvider {
    static var previews: some View {
        RotationLegacy()
    }
}
