import TactileGeometry
import TactileGestures
import TactileTestSupport
import Testing

/// The events file (docs/interfaces.md): grammar, shorthands, merging, and errors with line numbers.
@Suite struct EventScriptTests {
  private func lines(_ text: String) throws -> [String] {
    try EventScript(parsing: text).events.map {
      "\(format($0.time.milliseconds)) \($0.phase) \($0.pointer) \($0.location)"
    }
  }

  @Test func basicEventsCommentsAndBlankLines() throws {
    let text = """
      # a comment
      0 down 1 10 20

      16.5 move 1 11.5 20   # trailing comment
      30 up 1
      40 down 2 5 5
      50 cancel 2
      100 wait
      """
    #expect(
      try lines(text) == [
        "0 down 1 (10.0, 20.0)", "16.5 move 1 (11.5, 20.0)", "30 up 1 (11.5, 20.0)", "40 down 2 (5.0, 5.0)",
        "50 cancel 2 (5.0, 5.0)",
      ])
    #expect(try EventScript(parsing: text).endTime == .milliseconds(100))
  }

  @Test func tapHoldAndDragShorthands() throws {
    #expect(try lines("0 tap 10 10") == ["0 down 1 (10.0, 10.0)", "50 up 1 (10.0, 10.0)"])
    #expect(try lines("0 hold 10 10 600 id=3") == ["0 down 3 (10.0, 10.0)", "600 up 3 (10.0, 10.0)"])
    #expect(
      try lines("0 drag 0 0 100 50 200 2") == [
        "0 down 1 (0.0, 0.0)", "100 move 1 (50.0, 25.0)", "200 move 1 (100.0, 50.0)",
        "200 up 1 (100.0, 50.0)",
      ])
    #expect(try EventScript(parsing: "0 drag 0 0 100 0 100").events.count == 12)
  }

  @Test func pinchAndRotateShorthands() throws {
    #expect(
      try lines("0 pinch 100 100 10 20 100 1") == [
        "0 down 1 (90.0, 100.0)", "0 down 2 (110.0, 100.0)", "100 move 1 (80.0, 100.0)",
        "100 move 2 (120.0, 100.0)",
        "100 up 1 (80.0, 100.0)", "100 up 2 (120.0, 100.0)",
      ])
    let rotate = try EventScript(parsing: "0 rotate 100 100 10 90 100 1 id=5").events
    #expect(rotate.map { $0.pointer.rawValue } == [5, 6, 5, 6, 5, 6])
    // A quarter turn clockwise on screen: the right finger goes below the centre.
    #expect(abs(rotate[3].location.x - 100) < 1e-9 && abs(rotate[3].location.y - 110) < 1e-9)
  }

  @Test func expandedEventsMergeByTimeKeepingFileOrderAtTies() throws {
    let text = "0 drag 0 0 100 0 100 2\n50 down 2 5 5\n100 up 2"
    #expect(
      try lines(text) == [
        "0 down 1 (0.0, 0.0)", "50 move 1 (50.0, 0.0)", "50 down 2 (5.0, 5.0)", "100 move 1 (100.0, 0.0)",
        "100 up 1 (100.0, 0.0)", "100 up 2 (5.0, 5.0)",
      ])
  }

  @Test func stepsHoldOneEventPerPointerAtOneTime() throws {
    let script = try EventScript(parsing: "0 pinch 100 100 10 20 100 1")
    #expect(script.steps.map { $0.count } == [2, 2, 2])
    let drag = try EventScript(parsing: "0 drag 0 0 10 0 10 1")
    #expect(drag.steps.map { $0.map { "\($0.event.phase)" } } == [["down"], ["move"], ["up"]])
  }

  @Test(
    "errors carry the line and column",
    arguments: [
      ("0 down 1 10", "1:12: error: expected a y coordinate"),
      ("0 down 1 10 20\n5 down 1 3 3", "2:3: error: pointer 1 is already down"),
      ("0 move 1 1 1", "1:3: error: pointer 1 is not down"),
      ("10 wait\n5 wait", "2:1: error: time 5 ms is earlier than the previous line's 10 ms"),
      ("0 down 0 1 1", "1:8: error: expected a positive pointer id, found '0'"),
      ("0 down 1 nan 1", "1:10: error: an x coordinate must be a finite number, found 'nan'"),
      ("0 down 1 inf 1", "1:10: error: an x coordinate must be a finite number, found 'inf'"),
      (
        "0 jump 1 1 1",
        "1:3: error: unknown event 'jump'; expected down, move, up, cancel, wait, tap, hold, drag, pinch or rotate"
      ),
      ("0 tap 1 1 extra", "1:11: error: unexpected 'extra' at the end of the line"),
      ("zero tap 1 1", "1:1: error: expected a time in milliseconds, found 'zero'"),
      ("-5 tap 1 1", "1:1: error: time must not be negative"),
      ("0 drag 0 0 1 1 100 0", "1:20: error: expected a step count from 1 to 100000, found '0'"),
      ("0 tap 1 1 id=x", "1:11: error: expected id=N with a positive N, found 'id=x'"),
      ("0 hold 1 1 -3", "1:12: error: a duration in milliseconds must not be negative"),
    ])
  func errors(text: String, message: String) {
    #expect(throws: EventScriptError.self) { try EventScript(parsing: text) }
    do {
      _ = try EventScript(parsing: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("random text never crashes the parser: it parses or reports a located error")
  func fuzzedText() {
    var rng = SplitMix64(seed: 42)
    let alphabet = Array("0123456789 .-+e\n#downmveupcaltihgrszinf=\t")
    for _ in 0..<3000 {
      let length = Int.random(in: 0..<60, using: &rng)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
      do {
        let script = try EventScript(parsing: text)
        for e in script.events { #expect(e.location.isFinite && e.time.seconds.isFinite) }
      } catch {
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(error.line >= 1 && error.line <= lineCount && error.column >= 1)
      }
    }
  }
}

/// Events the arena refuses, each with a clear error and no effect.
@Suite struct EventValidationTests {
  @Test("bad events are refused with a clear error value and change nothing")
  func refusedEvents() throws {
    let arena = GestureArena()
    arena.setTree(singleView([.onTapGesture {}]))
    try arena.handle(
      PointerEvent(.down, pointer: PointerID(1), at: CGPoint(x: 5, y: 5), time: .milliseconds(100)))
    let cases: [(PointerEvent, PointerEventError)] = [
      (
        PointerEvent(.move, pointer: PointerID(1), at: CGPoint(x: 1, y: 1), time: .milliseconds(50)),
        .timeWentBackwards(previous: .milliseconds(100), received: .milliseconds(50))
      ),
      (
        PointerEvent(
          .move, pointer: PointerID(1), at: CGPoint(x: -.infinity, y: 1), time: .milliseconds(200)),
        .nonFiniteLocation(CGPoint(x: -.infinity, y: 1))
      ),
      (
        PointerEvent(
          .move, pointer: PointerID(1), at: CGPoint(x: 1, y: 1), time: EventTime(seconds: .infinity)),
        .nonFiniteTime
      ),
      (
        PointerEvent(.down, pointer: PointerID(1), at: CGPoint(x: 1, y: 1), time: .milliseconds(200)),
        .pointerAlreadyDown(PointerID(1))
      ),
      (
        PointerEvent(.up, pointer: PointerID(9), at: CGPoint(x: 1, y: 1), time: .milliseconds(200)),
        .pointerNotDown(PointerID(9))
      ),
      (
        PointerEvent(.down, pointer: PointerID(-2), at: CGPoint(x: 1, y: 1), time: .milliseconds(200)),
        .invalidPointerID(PointerID(-2))
      ),
    ]
    for (event, expected) in cases {
      #expect(throws: expected) { try arena.handle(event) }
      #expect(arena.pointersDown == [PointerID(1)])
      #expect(arena.now == .milliseconds(100))
    }
    #expect(
      "\(PointerEventError.timeWentBackwards(previous: .milliseconds(100), received: .milliseconds(50)))"
        == "event time 50.0 ms is earlier than the previous time 100.0 ms")
  }
}
