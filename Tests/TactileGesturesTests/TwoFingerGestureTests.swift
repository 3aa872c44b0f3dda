import TactileGeometry
import TactileGestures
import Testing

/// MagnifyGesture, RotateGesture and the deprecated MagnificationGesture / RotationGesture:
/// docs/rules/R5-magnify-rotate.md, and the talk's printed magnify/rotate log.
@Suite struct TwoFingerGestureTests {
  @Test("R5.1 R5.2 magnification is the ratio of finger distances; startLocation is the midpoint")
  func magnification() throws {
    var values: [MagnifyGesture.Value] = []
    let d = driveSingleView { _ in [GestureAttachment(MagnifyGesture().onChanged { values.append($0) })] }
    try d.run("0 pinch 100 100 40 80 400 4")
    let last = try #require(values.last)
    #expect(last.magnification == 2)
    #expect(last.startLocation == CGPoint(x: 100, y: 100))
    #expect(last.startAnchor == UnitPoint(x: 0.5, y: 0.5))
    #expect(values.map { $0.magnification } == [1.25, 1.5, 1.75, 2])
  }

  @Test("R5.2 rotation is the turn of the line between the fingers, positive clockwise")
  func rotation() throws {
    var values: [RotateGesture.Value] = []
    let d = driveSingleView { _ in [GestureAttachment(RotateGesture().onChanged { values.append($0) })] }
    try d.run("0 rotate 100 100 50 90 300 3")
    let degrees = values.map { ($0.rotation.degrees * 1e9).rounded() / 1e9 }
    #expect(degrees == [30, 60, 90])
  }

  @Test("R5.2 rotation accumulates past half a turn")
  func rotationAccumulates() throws {
    var last: Angle?
    let d = driveSingleView { _ in [GestureAttachment(RotationGesture().onChanged { last = $0 })] }
    try d.run("0 rotate 100 100 50 -270 900 9")
    #expect(abs(try #require(last).degrees + 270) < 1e-9)
  }

  @Test("R5.3 magnify starts once |magnification − 1| reaches minimumScaleDelta")
  func magnifyThreshold() throws {
    var values: [CGFloat] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          MagnifyGesture(minimumScaleDelta: 0.1).onChanged { values.append($0.magnification) })
      ]
    }
    try d.run("0 pinch 100 100 50 60 200 4")
    #expect(values == [1.1, 1.15, 1.2])
  }

  @Test("R5.4 velocity is scale per second")
  func magnifyVelocity() throws {
    var last: MagnifyGesture.Value?
    let d = driveSingleView { _ in [GestureAttachment(MagnifyGesture().onChanged { last = $0 })] }
    // Magnification grows 1.0 per second, steadily: the blended estimate approaches 1 (each
    // sample closes a quarter of the gap, decision 4.16).
    try d.run("0 pinch 100 100 50 100 1000 40")
    let v = try #require(last).velocity
    #expect(v > 0.99 && v <= 1.0)
  }

  @Test("R5.5 the deprecated gestures produce a bare CGFloat and a bare Angle")
  func deprecatedValues() throws {
    var scale: CGFloat?
    var angle: Angle?
    let d = driveSingleView { _ in
      [
        GestureAttachment(MagnificationGesture().onEnded { scale = $0 }),
        GestureAttachment(.simultaneous, RotationGesture().onEnded { angle = $0 }),
      ]
    }
    try d.run("0 pinch 100 100 50 25 100 2\n200 rotate 100 100 50 45 100 1")
    #expect(scale == 0.5)
    #expect(abs(try #require(angle).degrees - 45) < 1e-9)
  }

  @Test("decision 4.9 magnify ends when a finger lifts; fails if it never activated")
  func endsWhenAFingerLifts() throws {
    var log: [String] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          MagnifyGesture().onChanged { _ in log.append("changed") }.onEnded { _ in log.append("ended") })
      ]
    }
    try d.run("0 down 1 50 100\n0 down 2 150 100\n100 move 2 170 100\n200 up 1\n300 up 2")
    #expect(log == ["changed", "ended"])
    log = []
    try d.run("1000 down 1 50 100\n1000 down 2 150 100\n1100 up 1\n1200 up 2")
    #expect(log == [])
  }

  @Test(
    "R5.6 talk: SimultaneousGesture(LongPress, Simultaneous(Magnify, Rotate)).onEnded prints the talk's numbers"
  )
  func talkMagnifyRotateLog() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          SimultaneousGesture(LongPressGesture(), SimultaneousGesture(MagnifyGesture(), RotateGesture()))
            .onEnded { value in
              if let longPress = value.first { d.note("Pressed? \(longPress)") }
              if let simultaneous = value.second {
                if let magnify = simultaneous.first { d.note("Magnified by \(magnify.magnification)") }
                if let rotate = simultaneous.second { d.note("Rotated \(rotate.rotation.degrees)") }
              }
            })
      ]
    }
    // One finger holds past the long press's 0.5 s; a second lands, then pinches in and turns
    // counter-clockwise in one move, to coordinates chosen to give the talk's exact figures.
    try d.run(
      """
      0 down 1 50 150
      600 down 2 150 150
      700 move 2 114.42856435336114 89.84535316600949
      800 up 2
      800 up 1
      """)
    #expect(
      d.log == [
        "800 Pressed? true", "800 Magnified by 0.8814545615264194", "800 Rotated -43.035197220611856",
      ])
  }
}

/// SpatialEventGesture: docs/rules/symbols.md, entries 10–11.
@Suite struct SpatialEventGestureTests {
  @Test(
    "1.4 events stay in the collection while down; a lifted touch reports ended once; the gesture ends with the last"
  )
  func collection() throws {
    var updates: [String] = []
    var ended: SpatialEventCollection?
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          SpatialEventGesture().onChanged { c in
            updates.append(
              c.map { "\($0.id.rawValue):\($0.phase):\(Int($0.location.x))" }.joined(separator: " "))
          }.onEnded { ended = $0 })
      ]
    }
    try d.run("0 down 1 10 10\n100 down 2 50 50\n200 move 1 20 10\n300 up 1\n400 move 2 60 50\n500 up 2")
    #expect(
      updates == [
        "1:active:10", "1:active:10 2:active:50", "1:active:20 2:active:50", "1:ended:20 2:active:50",
        "2:active:60",
      ])
    let last = try #require(ended)
    #expect(
      last.count == 1 && last[0].phase == .ended
        && last[SpatialEventCollection.Event.ID(rawValue: 2)]?.location.x == 60)
  }
}
