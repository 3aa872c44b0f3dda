import SwiftUI

// A hue wheel: the angle of the touch around the center, from atan2, picks the hue.
struct ColorWheel: View {
    @State private var hue: Double = 0
    @State private var isTouching = false
    let size: CGFloat = 220

    private func angle(of point: CGPoint) -> Double {
        let dx = Double(point.x - size / 2)
        let dy = Double(point.y - size / 2)
        var radians = atan2(dy, dx)
        if radians < 0 {
            radians += 2 * .pi
        }
        return radians / (2 * .pi)
    }

    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .fill(Color(hue: hue, saturation: 1, brightness: 1))
                .frame(width: size, height: size)
                .scaleEffect(isTouching ? 1.05 : 1)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { value in
                            isTouching = true
                            hue = angle(of: value.location)
                        }
                        .onEnded { _ in
                            isTouching = false
                        }
                )
            Text("Hue \(Int(hue * 360))°")
        }
    }
}

#Preview {
    ColorWheel()
}
