// Drag-to-reorder bookkeeping: moving items, finding drop targets, and a history of moves.
struct Task: Identifiable, Equatable {
  let id: Int
  var title: String
  var done = false
}

struct Move: Equatable {
  var from: Int
  var to: Int
}

struct Board {
  var tasks: [Task]
  var history: [Move] = []
  let rowHeight: Double = 60

  func index(atOffset y: Double) -> Int {
    let raw = Int((y / rowHeight).rounded(.down))
    return min(max(raw, 0), tasks.count - 1)
  }

  mutating func move(id: Int, by offset: Double) {
    guard let from = tasks.firstIndex(where: { $0.id == id }) else { return }
    let to = index(atOffset: Double(from) * rowHeight + offset + rowHeight / 2)
    guard to != from else { return }
    let task = tasks.remove(at: from)
    tasks.insert(task, at: to)
    history.append(Move(from: from, to: to))
  }

  mutating func undo() {
    guard let last = history.popLast() else { return }
    let task = tasks.remove(at: last.to)
    tasks.insert(task, at: last.from)
  }

  mutating func toggle(_ id: Int) {
    if let i = tasks.firstIndex(where: { $0.id == id }) { tasks[i].done.toggle() }
  }

  var summary: String {
    let open = tasks.filter { !$0.done }.map(\.title)
    let finished = tasks.filter(\.done).count
    return "\(open.joined(separator: ", ")) (\(finished) done)"
  }

  var grouped: [Bool: [Task]] {
    var groups: [Bool: [Task]] = [:]
    for task in tasks { groups[task.done, default: []].append(task) }
    return groups
  }
}

enum Filter: CaseIterable {
  case all, open, done

  func apply(_ tasks: [Task]) -> [Task] {
    switch self {
    case .all: return tasks
    case .open: return tasks.filter { !$0.done }
    case .done: return tasks.filter { $0.done }
    }
  }
}

func main() {
  var board = Board(tasks: (1...6).map { Task(id: $0, title: "Task \($0)") })
  board.move(id: 2, by: 130)
  board.move(id: 6, by: -250)
  board.toggle(3)
  print(board.tasks.map(\.id), board.summary)
  board.undo()
  print(board.tasks.map(\.id), board.history.count)
  for filter in Filter.allCases { print(filter, filter.apply(board.tasks).count) }
  let sorted = board.tasks.sorted { $0.title.count == $1.title.count ? $0.id > $1.id : $0.title.count < $1.title.count }
  print(sorted.first?.id ?? -1, board.grouped[true]?.count ?? 0, Set(board.tasks.map(\.done)).count)
}
