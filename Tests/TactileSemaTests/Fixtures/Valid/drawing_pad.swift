import SwiftUI

// A drawing pad: DragGesture(minimumDistance: 0) collects points into strokes.
struct DrawingPad: View {
    @State private var strokes: [[CGPoint]] = []
    @State private var current: [CGPoint] = []
    @State private var lineWidth: CGFloat = 4

    var body: some View {
        VStack {
            ZStack {
                Color.white
                ForEach(strokes.indices, id: \.self) { index in
                    Path { path in
                        path.addLines(strokes[index])
                    }
                    .stroke(Color.black, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
                }
                Path { path in
                    path.addLines(current)
                }
                .stroke(Color.blue, lineWidth: lineWidth)
            }
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .local)
                    .onChanged { value in
                        current.append(value.location)
                    }
                    .onEnded { _ in
                        strokes.append(current)
                        current = []
                    }
            )
            HStack {
                Button("Undo") {
                    if !strokes.isEmpty {
                        strokes.removeLast()
                    }
                }
                Spacer()
                Button("Clear") {
                    strokes.removeAll()
                }
            }
            .padding()
        }
    }
}

#Preview {
    DrawingPad()
}
