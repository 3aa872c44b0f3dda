import SwiftUI

// An ObservableObject holds the pieces; a @StateObject owns it and child views observe it.
final class Board: ObservableObject {
    struct Piece: Identifiable {
        let id: Int
        var position: CGPoint
        var color: Color
    }

    @Published var pieces: [Piece] = [
        Piece(id: 0, position: CGPoint(x: 60, y: 60), color: .red),
        Piece(id: 1, position: CGPoint(x: 160, y: 60), color: .blue),
    ]
    @Published var moves = 0

    func move(_ id: Int, to point: CGPoint) {
        guard let index = pieces.firstIndex(where: { $0.id == id }) else { return }
        pieces[index].position = point
    }
}

struct PieceView: View {
    @ObservedObject var board: Board
    let piece: Board.Piece

    var body: some View {
        Circle()
            .fill(piece.color)
            .frame(width: 44, height: 44)
            .position(piece.position)
            .gesture(
                DragGesture(coordinateSpace: .named("board"))
                    .onChanged { value in
                        board.move(piece.id, to: value.location)
                    }
                    .onEnded { value in
                        board.moves += 1
                        print("move \(board.moves):", board.pieces.map { $0.position })
                    }
            )
    }
}

struct BoardView: View {
    @StateObject private var board = Board()

    var body: some View {
        VStack {
            Text("Moves: \(board.moves)")
            ZStack {
                Rectangle()
                    .fill(Color.green.opacity(0.3))
                ForEach(board.pieces) { piece in
                    PieceView(board: board, piece: piece)
                }
            }
            .frame(width: 240, height: 240)
            .coordinateSpace(name: "board")
        }
    }
}

#Preview {
    BoardView()
}
