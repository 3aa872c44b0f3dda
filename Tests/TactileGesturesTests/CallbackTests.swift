import TactileGeometry
import TactileGestures
import Testing

/// onChanged, onEnded, updating and @GestureState: docs/rules/R1-callbacks.md and R8-gesture-state.md.
@Suite struct CallbackTests {
  @Test("R1.1 onEnded fires only on success, never on failure or system cancellation")
  func onEndedOnlyOnSuccess() throws {
    let d = driveSingleView { d in [GestureAttachment(DragGesture().onEnded { _ in d.note("ended") })] }
    try d.run("0 down 1 0 0\n100 move 1 30 0\n200 cancel 1")
    try d.run("300 down 1 0 0\n400 up 1 3 0")
    try d.run("500 down 1 0 0\n600 move 1 30 0\n700 up 1 30 0")
    #expect(d.log == ["700 ended"])
  }

  @Test("R1.2 onChanged fires only while active and only when the value changed; not for the ended value")
  func onChangedOnlyOnChange() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          DragGesture().map { Int($0.translation.width / 10) }.onChanged { d.note("changed \($0)") })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 12 0\n200 move 1 15 0\n300 move 1 25 0\n400 up 1 39 0")
    #expect(d.log == ["100 changed 1", "300 changed 2"])
  }

  @Test("R1.2 LongPressGesture.onChanged fires exactly once per press")
  func longPressOnChangedOncePerPress() throws {
    var count = 0
    let d = driveSingleView { _ in [GestureAttachment(LongPressGesture().onChanged { _ in count += 1 })] }
    try d.run("0 down 1 5 5\n100 move 1 6 5\n200 move 1 7 5\n1000 up 1\n2000 down 1 5 5\n2100 up 1")
    #expect(count == 2)
  }

  @Test("R1.3 updating runs while active, not at the end; the state resets by itself")
  func updatingRunsWhileActive() throws {
    let offset = GestureState(wrappedValue: CGSize.zero)
    var calls: [CGSize] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          DragGesture().updating(offset) { value, state, _ in
            calls.append(value.translation)
            state = value.translation
          })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 move 1 30 0\n300 up 1 40 0")
    #expect(calls == [CGSize(width: 20, height: 0), CGSize(width: 30, height: 0)])
    #expect(offset.wrappedValue == .zero)
  }

  @Test("R1.4 the inout state starts as the current value, so state += 1 accumulates")
  func updatingAccumulates() throws {
    let counter = GestureState(wrappedValue: 0)
    var seen: [Int] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          DragGesture().updating(counter) { _, state, _ in state += 1 }.onChanged { _ in
            seen.append(counter.wrappedValue)
          })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 move 1 30 0\n300 move 1 40 0\n400 up 1")
    #expect(seen == [1, 2, 3])
    #expect(counter.wrappedValue == 0)
  }

  @Test("R1.5 the reset uses the reset transaction, or calls reset(value, &transaction) first")
  func resetTransactionAndClosure() throws {
    let withTransaction = GestureState(wrappedValue: 0, resetTransaction: Transaction(animation: .easeIn))
    var resets: [String] = []
    let withClosure = GestureState(wrappedValue: 0) { value, transaction in
      resets.append("reset from \(value)")
      transaction.animation = .linear
    }
    var transactions: [Animation?] = []
    withTransaction.storage.onChange = { transactions.append($0.animation) }
    withClosure.storage.onChange = { transactions.append($0.animation) }
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          DragGesture().updating(withTransaction) { _, state, _ in state = 1 }
            .updating(withClosure) { _, state, _ in state = 7 })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 up 1")
    #expect(resets == ["reset from 7"])
    #expect(transactions == [nil, nil, .easeIn, .linear])
  }

  @Test("R1.5 no reset when body never ran (the gesture never became active)")
  func noResetWithoutUpdate() throws {
    let state = GestureState(wrappedValue: 0)
    var writes = 0
    state.storage.onChange = { _ in writes += 1 }
    let d = driveSingleView { _ in [GestureAttachment(DragGesture().updating(state) { _, s, _ in s = 1 })] }
    try d.run("0 down 1 0 0\n100 move 1 5 0\n200 up 1")
    #expect(writes == 0)
  }

  @Test("R1.6 $state is the GestureState itself, sharing its storage")
  func projectedValueIsTheWrapper() {
    @GestureState var pressed = false
    #expect($pressed.storage === _pressed.storage)
  }

  @Test("R1.7 updating runs before callbacks; innermost modifier first; onEnded sees the reset state (4.7)")
  func ordering() throws {
    let offset = GestureState(wrappedValue: 0.0)
    let d = driveSingleView { d in
      [
        GestureAttachment(
          DragGesture()
            .updating(offset) { value, state, _ in state = value.translation.width }
            .onChanged { _ in d.note("changed sees \(offset.wrappedValue)") }
            .onEnded { _ in d.note("ended sees \(offset.wrappedValue)") })
      ]
    }
    offset.storage.onChange = { _ in d.note("state = \(offset.wrappedValue)") }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 up 1 30 0")
    #expect(d.log == ["100 state = 20.0", "100 changed sees 20.0", "200 state = 0.0", "200 ended sees 0.0"])
  }

  @Test("R1.7 updating's transaction tracks velocity")
  func updatingTransactionTracksVelocity() throws {
    let state = GestureState(wrappedValue: 0)
    var tracked: [Bool] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          DragGesture().updating(state) { _, s, t in
            tracked.append(t.tracksVelocity); s = 1
          })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 up 1")
    #expect(tracked == [true])
  }

  @Test("R1.8 callbacks attach to the gesture they modify, not to the composite")
  func callbacksAttachToTheirGesture() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          SequenceGesture(
            LongPressGesture().onEnded { _ in d.note("A long press ended") },
            DragGesture().onEnded { _ in d.note("drag ended") }))
      ]
    }
    try d.run("0 down 1 10 10\n800 move 1 40 10\n900 up 1 40 10")
    #expect(d.log == ["500 A long press ended", "900 drag ended"])
  }

  @Test("R1.9 a transaction animation set in updating travels with the state write")
  func transactionAnimationInUpdating() throws {
    let pressed = GestureState(wrappedValue: false)
    var animations: [Animation?] = []
    pressed.storage.onChange = { animations.append($0.animation) }
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          LongPressGesture().updating(pressed) { current, state, transaction in
            state = current
            transaction.animation = Animation.easeIn(duration: 2.0)
          })
      ]
    }
    try d.run("0 down 1 10 10\n100 up 1")
    #expect(animations == [Animation.easeIn(duration: 2.0), nil])
  }

  @Test("R8.3 several updating modifiers each update and reset their own state")
  func severalUpdating() throws {
    let a = GestureState(wrappedValue: 0)
    let b = GestureState(wrappedValue: "")
    var snapshots: [String] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          DragGesture().updating(a) { v, s, _ in s = Int(v.translation.width) }.updating(b) { _, s, _ in
            s = "dragging"
          }
          .onChanged { _ in snapshots.append("\(a.wrappedValue) \(b.wrappedValue)") })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 up 1")
    #expect(snapshots == ["20 dragging"])
    #expect(a.wrappedValue == 0 && b.wrappedValue == "")
  }

  @Test("R8.1 updating + @GestureState resets, onChanged + @State persists, onEnded runs only on success")
  func threeWaySplit() throws {
    let transient = GestureState(wrappedValue: 0.0)
    var permanent = 0.0
    var final: Double?
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          DragGesture().updating(transient) { v, s, _ in s = v.translation.width }
            .onChanged { permanent = $0.translation.width }
            .onEnded { final = $0.translation.width })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 cancel 1")
    #expect(transient.wrappedValue == 0 && permanent == 20 && final == nil)
    try d.run("300 down 1 0 0\n400 move 1 30 0\n500 up 1 30 0")
    #expect(transient.wrappedValue == 0 && permanent == 30 && final == 30)
  }

  @Test("R8.2 a GestureState returning to its initial value is how a view learns of a cancellation")
  func gestureStateSignalsCancellation() throws {
    let isDragging = GestureState(wrappedValue: false)
    var cleanups = 0
    let d = driveSingleView { _ in
      [GestureAttachment(DragGesture().updating(isDragging) { _, s, _ in s = true })]
    }
    // The skill guide's pattern: onChange(of: isDragging) cleans up when it turns false.
    var previous = false
    isDragging.storage.onChange = { _ in
      if previous, !isDragging.wrappedValue { cleanups += 1 }
      previous = isDragging.wrappedValue
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 cancel 1")
    #expect(cleanups == 1)
  }
}
