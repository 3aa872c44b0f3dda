import SwiftUI

// Plain Swift helpers used by gesture code: inout, tuples, stride, static constants.
struct Grid {
    static let spacing: CGFloat = 40
    let columns: Int
    let rows: Int

    init(columns: Int, rows: Int = 4) {
        self.columns = columns
        self.rows = rows
    }

    func cell(at point: CGPoint) -> (column: Int, row: Int)? {
        let column = Int(point.x / Grid.spacing)
        let row = Int(point.y / Grid.spacing)
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return (column, row)
    }

    func snap(_ point: inout CGPoint) {
        point.x = (point.x / Grid.spacing).rounded() * Grid.spacing
        point.y = (point.y / Grid.spacing).rounded() * Grid.spacing
    }
}

struct SnapToGrid: View {
    private let grid = Grid(columns: 6)
    @State private var marker = CGPoint(x: 40, y: 40)
    @State private var label = ""

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(Array(stride(from: 0, to: 6, by: 1)), id: \.self) { column in
                Rectangle()
                    .fill(Color.gray.opacity(0.2))
                    .frame(width: 1, height: Grid.spacing * CGFloat(grid.rows))
                    .offset(x: CGFloat(column) * Grid.spacing)
            }
            Circle()
                .fill(Color.orange)
                .frame(width: 20, height: 20)
                .position(marker)
        }
        .frame(width: 240, height: 160, alignment: .topLeading)
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { value in
                    var point = value.location
                    grid.snap(&point)
                    marker = point
                    if let cell = grid.cell(at: value.location) {
                        label = "column \(cell.column), row \(cell.row)"
                    } else {
                        label = "outside"
                    }
                }
        )
        .overlay(alignment: .bottom) {
            Text(label).font(.caption)
        }
    }
}

#Preview {
    SnapToGrid()
}
