import SwiftUI

struct Task: Identifiable, Equatable {
    let id: Int
    var title: String
}

// Drag-to-reorder: a dragged row moves, and rows swap places as it passes them.
struct ReorderList: View {
    @State private var tasks: [Task] = (1...5).map { Task(id: $0, title: "Task \($0)") }
    @State private var dragging: Task?
    @State private var dragOffset: CGFloat = 0
    private let rowHeight: CGFloat = 50

    var body: some View {
        VStack(spacing: 0) {
            ForEach(tasks) { task in
                Text(task.title)
                    .frame(maxWidth: .infinity, minHeight: rowHeight)
                    .background(dragging == task ? Color.blue.opacity(0.2) : Color.white)
                    .offset(y: dragging == task ? dragOffset : 0)
                    .zIndex(dragging == task ? 1 : 0)
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                dragging = task
                                dragOffset = value.translation.height
                                moveIfNeeded(task)
                            }
                            .onEnded { _ in
                                withAnimation {
                                    dragging = nil
                                    dragOffset = 0
                                }
                            }
                    )
            }
        }
    }

    private func moveIfNeeded(_ task: Task) {
        guard let from = tasks.firstIndex(of: task) else { return }
        let steps = Int((dragOffset / rowHeight).rounded())
        let to = min(max(from + steps, 0), tasks.count - 1)
        if to != from {
            let moved = tasks.remove(at: from)
            tasks.insert(moved, at: to)
            dragOffset -= CGFloat(to - from) * rowHeight
        }
    }
}

#Preview {
    ReorderList()
}
