import TactileGeometry
import TactileGestures
import Testing

/// DragGesture: docs/rules/R4-drag.md and test vectors A9–A12.
@Suite struct DragGestureTests {
  private func drags(_ script: String, _ gesture: DragGesture = DragGesture()) throws -> [String] {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          gesture.onChanged { d.note("changed \($0.translation)") }.onEnded {
            d.note("ended \($0.translation)")
          })
      ]
    }
    try d.run(script)
    return d.log
  }

  @Test("R4.1 defaults are 10 pt and the local space")
  func defaults() {
    let drag = DragGesture()
    #expect(drag.minimumDistance == 10)
    #expect(drag.coordinateSpace == .local)
  }

  @Test("A9 R4.2 R4.3 activates at minimumDistance; translation keeps the threshold jump")
  func vectorA9() throws {
    #expect(
      try drags("0 down 1 0 0\n100 move 1 6 0\n200 move 1 12 0\n300 up 1 12 0")
        == ["200 changed (12.0, 0.0)", "300 ended (12.0, 0.0)"])
  }

  @Test("A10 R4.4 minimumDistance 0 is active at touch-down and ends without moving")
  func vectorA10() throws {
    #expect(
      try drags("0 down 1 5 5\n100 up 1 5 5", DragGesture(minimumDistance: 0)) == [
        "0 changed (0.0, 0.0)", "100 ended (0.0, 0.0)",
      ])
  }

  @Test("A11 R4.5 lifting before minimumDistance fails: nothing fires")
  func vectorA11() throws {
    #expect(try drags("0 down 1 0 0\n100 move 1 5 0\n200 up 1 5 0") == [])
  }

  @Test("R4.2 once active, a drag stays active when the finger returns to the start")
  func staysActive() throws {
    #expect(
      try drags("0 down 1 0 0\n100 move 1 20 0\n200 move 1 0 0\n300 up 1 0 0")
        == ["100 changed (20.0, 0.0)", "200 changed (0.0, 0.0)", "300 ended (0.0, 0.0)"])
  }

  @Test("A12 R4.9 a cancelled drag resets its GestureState and never ends")
  func vectorA12() throws {
    let offset = GestureState(wrappedValue: CGSize.zero)
    let d = driveSingleView { d in
      [
        GestureAttachment(
          DragGesture().updating(offset) { value, state, _ in state = value.translation }.onEnded { _ in
            d.note("ended")
          })
      ]
    }
    offset.storage.onChange = { _ in d.note("o = \(offset.wrappedValue)") }
    try d.run("0 down 1 0 0\n100 move 1 30 0\n200 cancel 1")
    #expect(d.log == ["100 o = (30.0, 0.0)", "200 o = (0.0, 0.0)"])
  }

  @Test("R4.6 predicted end = location + 0.25 s × velocity, and velocity is 4 × the prediction's lead")
  func prediction() throws {
    var last: DragGesture.Value?
    let d = driveSingleView { _ in [GestureAttachment(DragGesture().onChanged { last = $0 })] }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 move 1 40 0\n300 move 1 60 0")
    let v = try #require(last)
    #expect(v.velocity.width > 0)
    #expect(v.velocity.height == 0)
    #expect(v.predictedEndLocation.x == v.location.x + 0.25 * v.velocity.width)
    #expect(v.predictedEndTranslation.width == v.translation.width + 0.25 * v.velocity.width)
    #expect(abs(v.velocity.width - 4 * (v.predictedEndLocation.x - v.location.x)) < 1e-9)
  }

  @Test(
    "R4.7 4.16 velocity: zero at first, finite differences blended keeping 0.75 of the estimate, decaying")
  func velocityEstimate() throws {
    var values: [DragGesture.Value] = []
    var ended: DragGesture.Value?
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          DragGesture(minimumDistance: 0).onChanged { values.append($0) }.onEnded { ended = $0 })
      ]
    }
    // 200 pt/s along x: samples every 100 ms, then the finger stops and lifts 100 ms later.
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 move 1 40 0\n300 up 1 40 0")
    // Each 200 pt/s difference moves the estimate a quarter of the way: 0, 50, 87.5; the
    // stop (0 pt/s) takes it down to 65.625 (decision 4.16: 0.75 of the previous estimate).
    #expect(values.map { $0.velocity.width } == [0, 50, 87.5])
    #expect(try #require(ended).velocity.width == 65.625)
  }

  @Test("R4.8 time is the date of the current event, not time since the start")
  func timeIsTheEventDate() throws {
    var times: [Double] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          DragGesture(minimumDistance: 0).onChanged { times.append($0.time.timeIntervalSinceReferenceDate) })
      ]
    }
    try d.run("1000 down 1 0 0\n1250 move 1 20 0")
    #expect(times == [1.0, 1.25])
  }

  @Test("R4.9 decision 4.17 a second finger cancels a drag")
  func secondFingerCancels() throws {
    #expect(
      try drags("0 down 1 0 0\n100 move 1 20 0\n150 down 2 100 100\n200 move 1 40 0\n300 up 1\n300 up 2") == [
        "100 changed (20.0, 0.0)"
      ])
  }

  @Test("R4.3 translation is location − startLocation on every event")
  func translationIsDifference() throws {
    var values: [DragGesture.Value] = []
    let d = driveSingleView { _ in [GestureAttachment(DragGesture().onChanged { values.append($0) })] }
    try d.run("0 drag 10 10 110 60 500 5")
    #expect(values.count == 5)
    for v in values {
      #expect(
        v.translation
          == CGSize(width: v.location.x - v.startLocation.x, height: v.location.y - v.startLocation.y))
      #expect(v.startLocation == CGPoint(x: 10, y: 10))
    }
  }
}
