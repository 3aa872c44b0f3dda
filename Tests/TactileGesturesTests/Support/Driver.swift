import TactileGestures
import Testing

/// Drives a `GestureArena` the way a host does: rebuilds the responder tree from current state
/// before every event and after every timer, fires timers at their exact times, and keeps one
/// ordered log mixing what the test's callbacks note with (optionally) trace entries.
final class Driver {
  let arena = GestureArena()
  /// Everything noted, in order, each line prefixed with the time in milliseconds.
  private(set) var log: [String] = []
  private(set) var trace: [TraceEntry] = []
  var makeTree: (Driver) -> ResponderTree = { _ in ResponderTree() }

  init(traced: Bool = false, _ makeTree: @escaping (Driver) -> ResponderTree) {
    self.makeTree = makeTree
    if traced {
      arena.tracer = GestureTracer { [unowned self] entry in self.trace.append(entry) }
    }
    rebuild()
  }

  /// The current time in milliseconds, as the log prints it.
  var nowMS: String { format(arena.now?.milliseconds ?? 0) }

  /// Appends `message` to the log with the current time.
  func note(_ message: String) { log.append("\(nowMS) \(message)") }

  func rebuild() { arena.setTree(makeTree(self)) }

  /// Fires the timers due at or before `time`, rebuilding after each; a timer that keeps
  /// coming back without progress is an engine bug, reported instead of looping forever.
  func fireTimers(notAfter time: EventTime) {
    var count = 0
    while arena.fireNextDeadline(notAfter: time) {
      rebuild()
      count += 1
      if count > 10_000 {
        Issue.record(
          "timers keep firing at \(arena.now?.milliseconds ?? 0) ms (next \(arena.nextDeadline?.milliseconds ?? -1))"
        )
        return
      }
    }
  }

  /// Runs an events script (docs/interfaces.md format) to its end time. Pointers still down from an
  /// earlier script may continue.
  func run(_ script: String) throws {
    let parsed = try EventScript(parsing: script, initiallyDown: arena.pointerLocations)
    for step in parsed.steps {
      let time = step[0].event.time
      fireTimers(notAfter: time)
      try arena.handle(step.map { $0.event })
      rebuild()
    }
    fireTimers(notAfter: parsed.endTime)
  }

  /// Advances the clock to `ms`, firing timers on the way.
  func wait(until ms: Double) {
    fireTimers(notAfter: .milliseconds(ms))
    arena.advance(to: .milliseconds(ms))
  }
}

/// Formats milliseconds without a needless fraction: `400`, `12.5`.
func format(_ ms: Double) -> String {
  let rounded = (ms * 1000).rounded() / 1000
  return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
}
