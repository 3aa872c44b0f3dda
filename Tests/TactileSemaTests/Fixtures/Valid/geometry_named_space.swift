import SwiftUI

// Drag locations read in a named coordinate space (iOS 17's `.coordinateSpace(.named(_:))`).
struct NamedSpaceTracker: View {
    @State private var location: CGPoint?
    @State private var globalLocation: CGPoint = .zero

    var body: some View {
        VStack {
            Text(location.map { "x \(Int($0.x)), y \(Int($0.y))" } ?? "Touch the grid")
            GeometryReader { proxy in
                ZStack {
                    Rectangle()
                        .stroke(Color.gray, lineWidth: 1)
                    if let location {
                        Circle()
                            .fill(Color.red)
                            .frame(width: 16, height: 16)
                            .position(location)
                    }
                }
                .frame(width: proxy.size.width, height: proxy.size.width)
                .contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .named("grid"))
                        .onChanged { value in
                            location = value.location
                        }
                )
                .simultaneousGesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .onChanged { value in
                            globalLocation = value.location
                        }
                )
            }
            .coordinateSpace(.named("grid"))
            .padding()
            Text("Global: \(Int(globalLocation.x)), \(Int(globalLocation.y))")
                .font(.caption)
        }
    }
}

#Preview {
    NamedSpaceTracker()
}
