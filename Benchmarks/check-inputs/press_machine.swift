// A press-and-hold state machine as a gesture view models one: enum states with associated
// values, transitions by switch, and a log of what happened.
enum PressState: Equatable {
  case idle
  case pressing(since: Double, at: Point)
  case holding(for: Double)
  case dragging(from: Point, to: Point)
  case finished(success: Bool)
}

struct Point: Equatable, CustomStringConvertible {
  var x: Double
  var y: Double
  var description: String { "(\(x), \(y))" }

  func distance(to other: Point) -> Double { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
}

enum Input {
  case down(Point, time: Double)
  case move(Point, time: Double)
  case up(Point, time: Double)
  case tick(Double)
}

struct PressMachine {
  var state: PressState = .idle
  var log: [String] = []
  let minimumDuration = 0.5
  let maximumDistance = 10.0

  mutating func handle(_ input: Input) {
    switch (state, input) {
    case (.idle, .down(let p, let t)):
      state = .pressing(since: t, at: p)
    case (.pressing(let since, _), .tick(let t)) where t - since >= minimumDuration:
      state = .holding(for: t - since)
      log.append("held \(t - since)")
    case (.pressing(_, let start), .move(let p, _)) where p.distance(to: start) > maximumDistance:
      state = .finished(success: false)
      log.append("moved away")
    case (.holding, .move(let p, _)):
      state = .dragging(from: p, to: p)
    case (.dragging(let from, _), .move(let p, _)):
      state = .dragging(from: from, to: p)
    case (.dragging(let from, let to), .up):
      log.append("dropped \(from) → \(to)")
      state = .finished(success: true)
    case (.holding, .up):
      state = .finished(success: true)
    case (_, .up):
      state = .finished(success: false)
    default:
      break
    }
  }
}

func main() {
  var machine = PressMachine()
  let inputs: [Input] = [
    .down(Point(x: 0, y: 0), time: 0), .tick(0.3), .tick(0.6), .move(Point(x: 20, y: 0), time: 0.7),
    .move(Point(x: 40, y: 5), time: 0.8), .up(Point(x: 40, y: 5), time: 0.9),
  ]
  for input in inputs { machine.handle(input) }
  print(machine.state, machine.log)
  var quick = PressMachine()
  for input in [Input.down(Point(x: 0, y: 0), time: 0), .move(Point(x: 30, y: 0), time: 0.1)] { quick.handle(input) }
  print(quick.state == .finished(success: false), quick.log)
}
