import SwiftUI

// An enum with associated values, switched exhaustively inside a view builder.
enum Tool: Equatable {
    case pen(width: CGFloat)
    case eraser
    case shape(sides: Int, filled: Bool)
}

struct ToolPreview: View {
    let tool: Tool

    var body: some View {
        switch tool {
        case .pen(let width):
            Capsule()
                .fill(Color.black)
                .frame(width: 60, height: width)
        case .eraser:
            RoundedRectangle(cornerRadius: 4)
                .stroke(Color.pink, lineWidth: 2)
                .frame(width: 40, height: 24)
        case .shape(let sides, true):
            Text("\(sides)-gon")
                .bold()
        case .shape(let sides, false):
            Text("\(sides)-gon outline")
        }
    }
}

struct ToolPicker: View {
    @State private var tool: Tool = .pen(width: 3)

    private var label: String {
        switch tool {
        case .pen:
            return "Pen"
        case .eraser:
            return "Eraser"
        case .shape(let sides, _) where sides > 6:
            return "Many sides"
        case .shape:
            return "Shape"
        }
    }

    var body: some View {
        VStack {
            ToolPreview(tool: tool)
            Text(label)
            HStack {
                Button("Pen") { tool = .pen(width: 3) }
                Button("Eraser") { tool = .eraser }
                Button("Hexagon") { tool = .shape(sides: 6, filled: true) }
            }
        }
        .onLongPressGesture {
            tool = .shape(sides: 8, filled: false)
        }
    }
}

#Preview {
    ToolPicker()
}
