import TactileGeometry

extension EventScript {
  /// Splits a line into words separated by spaces or tabs, with their columns.
  static func words(_ line: Substring) -> [Word] {
    var result: [Word] = []
    var start: Substring.Index?
    var startColumn = 0
    var column = 1
    var index = line.startIndex
    while index < line.endIndex {
      let c = line[index]
      if c == " " || c == "\t" || c == "\r" {
        if let s = start {
          result.append(Word(text: line[s..<index], column: startColumn))
          start = nil
        }
      } else if start == nil {
        start = index
        startColumn = column
      }
      column += 1
      index = line.index(after: index)
    }
    if let s = start { result.append(Word(text: line[s..<line.endIndex], column: startColumn)) }
    return result
  }

  /// Parses the command after the time and expands it into raw events.
  static func parseCommand(_ cursor: inout WordCursor, time t: Double, line: Int) throws(EventScriptError)
    -> [RawEvent]
  {
    let command = try cursor.next("an event (down, move, up, cancel, wait, tap, hold, drag, pinch, rotate)")
    let column = command.column
    func event(_ time: Double, _ phase: PointerEvent.Phase, _ id: Int, _ x: Double, _ y: Double) -> RawEvent {
      RawEvent(
        time: time, phase: phase, pointer: id, location: CGPoint(x: x, y: y), line: line, column: column)
    }
    switch command.text {
    case "down", "move":
      let id = try cursor.integer("a positive pointer id")
      let x = try cursor.number("an x coordinate")
      let y = try cursor.number("a y coordinate")
      try cursor.expectEnd()
      return [event(t, command.text == "down" ? .down : .move, id, x, y)]
    case "up":
      let id = try cursor.integer("a positive pointer id")
      if cursor.isAtEnd {
        return [RawEvent(time: t, phase: .up, pointer: id, location: nil, line: line, column: column)]
      }
      let x = try cursor.number("an x coordinate")
      let y = try cursor.number("a y coordinate")
      try cursor.expectEnd()
      return [event(t, .up, id, x, y)]
    case "cancel":
      let id = try cursor.integer("a positive pointer id")
      try cursor.expectEnd()
      return [RawEvent(time: t, phase: .cancel, pointer: id, location: nil, line: line, column: column)]
    case "wait":
      try cursor.expectEnd()
      return []
    case "tap", "hold":
      let x = try cursor.number("an x coordinate")
      let y = try cursor.number("a y coordinate")
      let duration = command.text == "tap" ? 50 : try cursor.nonNegative("a duration in milliseconds")
      let id = try cursor.pointerSuffix()
      return [event(t, .down, id, x, y), event(t + duration, .up, id, x, y)]
    case "drag":
      let x0 = try cursor.number("a start x"), y0 = try cursor.number("a start y")
      let x1 = try cursor.number("an end x"), y1 = try cursor.number("an end y")
      let duration = try cursor.nonNegative("a duration in milliseconds")
      let steps = try cursor.optionalSteps()
      let id = try cursor.pointerSuffix()
      var result = [event(t, .down, id, x0, y0)]
      for k in 1...steps {
        let f = Double(k) / Double(steps)
        result.append(event(t + duration * f, .move, id, x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
      }
      result.append(event(t + duration, .up, id, x1, y1))
      return result
    case "pinch", "rotate":
      let cx = try cursor.number("a centre x"), cy = try cursor.number("a centre y")
      let r0: Double
      let r1: Double
      let degrees: Double
      if command.text == "pinch" {
        r0 = try cursor.nonNegative("a start radius")
        r1 = try cursor.nonNegative("an end radius")
        degrees = 0
      } else {
        r0 = try cursor.nonNegative("a radius")
        r1 = r0
        degrees = try cursor.number("an angle in degrees")
      }
      let duration = try cursor.nonNegative("a duration in milliseconds")
      let steps = try cursor.optionalSteps()
      let id = try cursor.pointerSuffix()
      func positions(_ f: Double) -> (CGPoint, CGPoint) {
        let r = r0 + (r1 - r0) * f
        let (sine, cosine) = degrees == 0 ? (0, 1) : Math.sinCos(degrees * f * .pi / 180)
        let dx = r * cosine
        let dy = r * sine
        return (CGPoint(x: cx - dx, y: cy - dy), CGPoint(x: cx + dx, y: cy + dy))
      }
      let (a0, b0) = positions(0)
      var result = [event(t, .down, id, a0.x, a0.y), event(t, .down, id + 1, b0.x, b0.y)]
      for k in 1...steps {
        let f = Double(k) / Double(steps)
        let (a, b) = positions(f)
        result.append(event(t + duration * f, .move, id, a.x, a.y))
        result.append(event(t + duration * f, .move, id + 1, b.x, b.y))
      }
      let (a1, b1) = positions(1)
      result.append(event(t + duration, .up, id, a1.x, a1.y))
      result.append(event(t + duration, .up, id + 1, b1.x, b1.y))
      return result
    default:
      throw EventScriptError(
        line: line, column: column,
        message:
          "unknown event '\(command.text)'; expected down, move, up, cancel, wait, tap, hold, drag, pinch or rotate"
      )
    }
  }

  /// Checks pointer states in time order, fills in missing `up` locations, and builds events.
  static func resolve(_ raw: [RawEvent], down initial: [Int: CGPoint]) throws(EventScriptError) -> [Entry] {
    var down = initial
    var entries: [Entry] = []
    entries.reserveCapacity(raw.count)
    for r in raw {
      guard let phase = r.phase else { continue }
      let wasDown = down[r.pointer]
      switch phase {
      case .down:
        if wasDown != nil {
          throw EventScriptError(
            line: r.line, column: r.column, message: "pointer \(r.pointer) is already down")
        }
      case .move, .up, .cancel:
        if wasDown == nil {
          throw EventScriptError(line: r.line, column: r.column, message: "pointer \(r.pointer) is not down")
        }
      }
      let location = r.location ?? wasDown ?? .zero
      switch phase {
      case .down, .move: down[r.pointer] = location
      case .up, .cancel: down[r.pointer] = nil
      }
      let event = PointerEvent(
        phase, pointer: PointerID(r.pointer), at: location, time: .milliseconds(r.time))
      entries.append(Entry(event: event, line: r.line))
    }
    return entries
  }
}

extension WordCursor {
  mutating func nonNegative(_ expected: String) throws(EventScriptError) -> Double {
    let column = index < words.count ? words[index].column : endColumn
    let value = try number(expected)
    guard value >= 0 else {
      throw EventScriptError(line: line, column: column, message: "\(expected) must not be negative")
    }
    return value
  }

  /// An optional step count (a positive integer that is not an `id=` word); default 10.
  mutating func optionalSteps() throws(EventScriptError) -> Int {
    guard index < words.count, !words[index].text.hasPrefix("id=") else { return 10 }
    let w = words[index]
    guard let steps = Int(String(w.text)), steps > 0, steps <= 100_000 else {
      throw EventScriptError(
        line: line, column: w.column, message: "expected a step count from 1 to 100000, found '\(w.text)'")
    }
    index += 1
    return steps
  }

  /// The optional last word `id=N` of a shorthand; default 1. Then the end of the line.
  mutating func pointerSuffix() throws(EventScriptError) -> Int {
    var id = 1
    if index < words.count, words[index].text.hasPrefix("id=") {
      let w = words[index]
      guard let value = Int(String(w.text.dropFirst(3))), value > 0 else {
        throw EventScriptError(
          line: line, column: w.column, message: "expected id=N with a positive N, found '\(w.text)'")
      }
      id = value
      index += 1
    }
    try expectEnd()
    return id
  }
}
