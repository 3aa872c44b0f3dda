import SwiftUI

// Points collected into a plain `var` array: `append` is a mutating member.
struct BrokenSketch: View {
    var points: [CGPoint] = []

    var body: some View {
        Path { path in
            path.addLines(points)
        }
        .stroke(Color.black, lineWidth: 2)
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    points.append(value.location) // expected-error@:21 {{cannot use mutating member on immutable value: 'self' is immutable}}
                }
        )
    }
}
