import SwiftUI

// Types the program declares shadow SwiftUI's of the same name, as in Swift: this `Shape` is a
// protocol of the program's own and this `Path` a plain struct.
protocol Shape {
    var name: String { get }
}

struct Square: Shape {
    var name: String { "square" }
}

struct Path {
    var points: [CGPoint] = []
}

struct Sketch: View {
    @State private var path = Path()
    private let shape: any Shape = Square()

    var body: some View {
        Text("\(shape.name): \(path.points.count) points")
            .onTapGesture { path.points.append(.zero) }
    }
}
