import SwiftUI

// G011: a drag's location in the dragged view's own space positions that view; near misses.
struct Located: View {
    @State private var location = CGPoint(x: 50, y: 50)

    var body: some View {
        VStack {
            Circle()
                .frame(width: 40, height: 40)
                .gesture(DragGesture().onChanged { value in location = value.location }) // expected-warning@:18 {{the drag's location, in the coordinates of the view it moves, positions that view through 'location' [G011]}}
                .position(location)
            // Near misses: the gesture outside the position, and a coordinate space.
            Circle()
                .frame(width: 40, height: 40)
                .position(location)
                .gesture(DragGesture().onChanged { location = $0.location })
            Circle()
                .frame(width: 40, height: 40)
                .gesture(DragGesture(coordinateSpace: .global).onChanged { location = $0.location })
                .position(location)
        }
    }
}
