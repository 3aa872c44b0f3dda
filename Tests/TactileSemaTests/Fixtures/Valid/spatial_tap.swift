import SwiftUI

// SpatialTapGesture reports where the finger touched; dots appear there.
struct SpatialTapDots: View {
    @State private var dots: [CGPoint] = []

    var body: some View {
        ZStack(alignment: .topLeading) {
            Rectangle()
                .fill(Color.gray.opacity(0.1))
            ForEach(0..<dots.count, id: \.self) { i in
                Circle()
                    .fill(Color.red)
                    .frame(width: 12, height: 12)
                    .position(dots[i])
            }
        }
        .frame(width: 300, height: 300)
        .contentShape(Rectangle())
        .gesture(
            SpatialTapGesture(count: 1, coordinateSpace: .local)
                .onEnded { value in
                    dots.append(value.location)
                }
        )
        .onTapGesture(count: 2) { location in
            dots.removeAll { point in
                abs(point.x - location.x) < 20 && abs(point.y - location.y) < 20
            }
        }
    }
}

#Preview {
    SpatialTapDots()
}
