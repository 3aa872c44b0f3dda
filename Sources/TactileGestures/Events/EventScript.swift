import TactileGeometry

/// A parsed events file (docs/interfaces.md): pointer events in time order, each with the line it
/// came from, and the time the run ends.
///
/// Grammar, one event a line, `#` starting a comment, times in milliseconds that never decrease
/// from line to line, coordinates in canvas points, pointer ids positive integers:
///
///     <t> down <id> <x> <y>          <t> move <id> <x> <y>
///     <t> up <id> [<x> <y>]          <t> cancel <id>          <t> wait
///     <t> tap <x> <y>                <t> hold <x> <y> <ms>
///     <t> drag <x0> <y0> <x1> <y1> <ms> [<steps>]
///     <t> pinch <cx> <cy> <r0> <r1> <ms> [<steps>]
///     <t> rotate <cx> <cy> <r> <degrees> <ms> [<steps>]
///
/// Shorthands use pointer 1 (and 2), or `id=N` (and N+1) given as the last word. Expanded events
/// are merged with the other lines by time; at equal times, in file order. An `up` without a
/// location uses the pointer's last one. The parser checks everything the engine would refuse
/// (pointer states, finite numbers), so errors carry the line number.
public struct EventScript: Sendable {
  /// One event and the line of the file that produced it.
  public struct Entry: Hashable, Sendable {
    public var event: PointerEvent
    public var line: Int
  }

  public var entries: [Entry]
  /// The time of the last line (a `wait` can extend it): the run ends there.
  public var endTime: EventTime

  /// Parses `text`, or throws the first error with its line and column. `initiallyDown` gives
  /// pointers already down when the script starts (with their locations), for a script that
  /// continues an earlier one.
  public init(parsing text: String, initiallyDown: [PointerID: CGPoint] = [:]) throws(EventScriptError) {
    var raw: [RawEvent] = []
    var lastLineTime: Double?
    var endTime = 0.0
    var lineNumber = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = EventScript.words(content)
      guard let first = words.first else { continue }
      var cursor = WordCursor(words: words, line: lineNumber)
      let t = try cursor.number("a time in milliseconds")
      guard t >= 0 else {
        throw EventScriptError(line: lineNumber, column: first.column, message: "time must not be negative")
      }
      if let lastLineTime, t < lastLineTime {
        throw EventScriptError(
          line: lineNumber, column: first.column,
          message: "time \(format(t)) ms is earlier than the previous line's \(format(lastLineTime)) ms")
      }
      lastLineTime = t
      endTime = max(endTime, t)
      let parsed = try EventScript.parseCommand(&cursor, time: t, line: lineNumber)
      for event in parsed { endTime = max(endTime, event.time) }
      raw.append(contentsOf: parsed)
    }
    // Merge by time, keeping file order at equal times (a stable sort).
    let ordered = raw.enumerated().sorted { a, b in
      a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
    }.map { $0.element }
    var down: [Int: CGPoint] = [:]
    for (id, location) in initiallyDown { down[id.rawValue] = location }
    entries = try EventScript.resolve(ordered, down: down)
    self.endTime = .milliseconds(endTime)
  }

  /// The events alone, in order.
  public var events: [PointerEvent] { entries.map { $0.event } }

  /// The entries grouped into steps, which a host delivers to the engine one at a time: a step
  /// is a run of consecutive entries with the same time and at most one entry per pointer — one
  /// frame of a touch screen, in which every finger that changed has one phase. A pointer's
  /// second event at the same time (a `drag`'s last move and its up) starts the next step.
  public var steps: [[Entry]] {
    var result: [[Entry]] = []
    var pointersInStep: [PointerID] = []
    for entry in entries {
      if let last = result.last?.last, last.event.time == entry.event.time,
        !pointersInStep.contains(entry.event.pointer)
      {
        result[result.count - 1].append(entry)
      } else {
        result.append([entry])
        pointersInStep.removeAll()
      }
      pointersInStep.append(entry.event.pointer)
    }
    return result
  }
}

/// A problem in an events file, with its 1-based line and column.
public struct EventScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(line):\(column): error: \(message)" }
}

/// An event as written, before merging: its location may still be missing (`up` without one).
struct RawEvent {
  var time: Double
  var phase: PointerEvent.Phase?
  var pointer: Int
  var location: CGPoint?
  var line: Int
  var column: Int
}

/// A word of a line and the column where it starts.
struct Word {
  var text: Substring
  var column: Int
}

/// Reads the words of one line in order, with error messages that name what was expected.
struct WordCursor {
  var words: [Word]
  var line: Int
  var index = 0

  var isAtEnd: Bool { index >= words.count }
  var endColumn: Int { words.last.map { $0.column + $0.text.count } ?? 1 }

  mutating func next(_ expected: String) throws(EventScriptError) -> Word {
    guard index < words.count else {
      throw EventScriptError(line: line, column: endColumn, message: "expected \(expected)")
    }
    defer { index += 1 }
    return words[index]
  }

  mutating func number(_ expected: String) throws(EventScriptError) -> Double {
    let w = try next(expected)
    guard let value = Double(String(w.text)) else {
      throw EventScriptError(line: line, column: w.column, message: "expected \(expected), found '\(w.text)'")
    }
    guard value.isFinite else {
      throw EventScriptError(
        line: line, column: w.column, message: "\(expected) must be a finite number, found '\(w.text)'")
    }
    return value
  }

  mutating func integer(_ expected: String) throws(EventScriptError) -> Int {
    let w = try next(expected)
    guard let value = Int(String(w.text)), value > 0 else {
      throw EventScriptError(line: line, column: w.column, message: "expected \(expected), found '\(w.text)'")
    }
    return value
  }

  func expectEnd() throws(EventScriptError) {
    guard index < words.count else { return }
    let w = words[index]
    throw EventScriptError(
      line: line, column: w.column, message: "unexpected '\(w.text)' at the end of the line")
  }
}

/// Formats a number of milliseconds without a needless fraction.
func format(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"
}
