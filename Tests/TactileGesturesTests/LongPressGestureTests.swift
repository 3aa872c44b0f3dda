import TactileGestures
import Testing

/// LongPressGesture and onLongPressGesture: docs/rules/R3-long-press.md and test vectors A6–A8.
@Suite struct LongPressGestureTests {
  /// Apple's counter sample as a scene: `updating` mirrors the press, `onChanged` and
  /// `onEnded` are logged, with `minimumDuration: 1`.
  private func counter(_ script: String) throws -> (log: [String], pressed: GestureStateStorage<Bool>) {
    let pressed = GestureState(wrappedValue: false)
    let d = driveSingleView { d in
      [
        GestureAttachment(
          LongPressGesture(minimumDuration: 1)
            .updating(pressed) { current, state, _ in state = current }
            .onChanged { d.note("onChanged(\($0))") }
            .onEnded { d.note("onEnded(\($0))") })
      ]
    }
    pressed.storage.onChange = { _ in d.note("p=\(pressed.wrappedValue)") }
    try d.run(script)
    return (d.log, pressed.storage)
  }

  @Test("R3.1 defaults are 0.5 s and 10 pt")
  func defaults() {
    let press = LongPressGesture()
    #expect(press.minimumDuration == 0.5)
    #expect(press.maximumDistance == 10)
  }

  @Test("A6 R3.2 R3.3 active at touch-down, ends at minimumDuration while still pressed")
  func vectorA6() throws {
    let (log, pressed) = try counter("0 down 1 50 50\n2000 up 1 50 50")
    #expect(log == ["0 p=true", "0 onChanged(true)", "1000 p=false", "1000 onEnded(true)"])
    #expect(pressed.value == false)
  }

  @Test("A7 R3.4 lifting before minimumDuration fails: no onEnded, state resets")
  func vectorA7() throws {
    let (log, _) = try counter("0 down 1 50 50\n500 up 1 50 50")
    #expect(log == ["0 p=true", "0 onChanged(true)", "500 p=false"])
  }

  @Test("A8 R3.4 moving more than maximumDistance fails")
  func vectorA8() throws {
    let (log, _) = try counter("0 down 1 0 0\n200 move 1 11 0\n2000 up 1")
    #expect(log == ["0 p=true", "0 onChanged(true)", "200 p=false"])
  }

  @Test("R3.4 moving exactly maximumDistance does not fail (it must be more)")
  func movingExactlyTheMaximumIsAllowed() throws {
    let (log, _) = try counter("0 down 1 0 0\n200 move 1 10 0\n2000 up 1")
    #expect(log.contains("1000 onEnded(true)"))
  }

  @Test("R3.5 minimumDuration 0 succeeds at touch-down, after onChanged(true)")
  func zeroDuration() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          LongPressGesture(minimumDuration: 0).onChanged { d.note("changed \($0)") }.onEnded {
            d.note("ended \($0)")
          })
      ]
    }
    try d.run("0 down 1 10 10\n300 up 1 10 10")
    #expect(d.log == ["0 changed true", "0 ended true"])
  }

  @Test("R3.6 onLongPressGesture: pressing(true) at down, pressing(false) then perform at minimumDuration")
  func onLongPressGestureSuccess() throws {
    let d = driveSingleView { d in
      [
        .onLongPressGesture(minimumDuration: 1) {
          d.note("Long press successful")
        } onPressingChanged: { inProgress in
          d.note(inProgress ? "pressing" : "complete")
        }
      ]
    }
    try d.run("0 down 1 10 10\n2500 up 1 10 10")
    #expect(d.log == ["0 pressing", "1000 complete", "1000 Long press successful"])
  }

  @Test("R3.6 onLongPressGesture: a short press reports pressing(false) at release and no perform")
  func onLongPressGestureFailure() throws {
    let d = driveSingleView { d in
      [
        .onLongPressGesture(minimumDuration: 1) {
          d.note("perform")
        } onPressingChanged: {
          d.note("pressing \($0)")
        }
      ]
    }
    try d.run("0 down 1 10 10\n400 up 1 10 10")
    #expect(d.log == ["0 pressing true", "400 pressing false"])
  }

  @Test("R3.3 talk: onChanged fires immediately, onEnded at minimumDuration even if still pressing")
  func talkLongPressLog() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          LongPressGesture(minimumDuration: 1, maximumDistance: 50)
            .onChanged { _ in d.note("Pressing...") }
            .onEnded { ended in d.note(ended ? "success" : "failure") })
      ]
    }
    try d.run("0 down 1 100 100\n300 move 1 140 100\n1500 up 1 140 100")
    #expect(d.log == ["0 Pressing...", "1000 success"])
  }

  @Test("decision 4.17 a second finger cancels an active long press")
  func secondFingerCancels() throws {
    let d = driveSingleView { d in
      [
        .onLongPressGesture(minimumDuration: 1) {
          d.note("perform")
        } onPressingChanged: {
          d.note("pressing \($0)")
        }
      ]
    }
    try d.run("0 down 1 10 10\n200 down 2 50 50\n1500 up 1\n1500 up 2")
    #expect(d.log == ["0 pressing true", "200 pressing false"])
  }
}
