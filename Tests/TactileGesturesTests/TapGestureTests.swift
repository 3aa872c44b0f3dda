import TactileGeometry
import TactileGestures
import Testing

/// TapGesture, SpatialTapGesture and onTapGesture: docs/rules/R2-taps.md and test vectors A1–A5.
@Suite struct TapGestureTests {
  @Test("R2.1 a tap ends on touch-up and never becomes active, so updating never runs")
  func tapEndsOnUpNeverActive() throws {
    @GestureState var pressed = false
    let d = driveSingleView { d in
      [
        GestureAttachment(
          TapGesture().updating($pressed) { _, state, _ in state = true }.onEnded { d.note("tap") })
      ]
    }
    try d.run("0 down 1 10 10\n100 up 1 10 10")
    #expect(d.log == ["100 tap"])
    #expect(pressed == false)
  }

  @Test("R2.2 a tap tolerates 44 pt of movement and fails at 46 pt or after 0.75 s")
  func tapLimits() throws {
    func taps(_ script: String) throws -> [String] {
      let d = driveSingleView { d in [.onTapGesture { d.note("tap") }] }
      try d.run(script)
      return d.log
    }
    #expect(try taps("0 down 1 0 0\n100 move 1 44 0\n200 up 1 44 0") == ["200 tap"])
    #expect(try taps("0 down 1 0 0\n100 move 1 46 0\n200 up 1 46 0") == [])
    #expect(try taps("0 down 1 0 0\n800 up 1 0 0") == [])
    #expect(try taps("0 down 1 0 0\n749 up 1 0 0") == ["749 tap"])
  }

  @Test("R2.2 tap movement is measured in the global space")
  func tapMovementIsGlobal() throws {
    // The view is scaled down 4×: 44 global points are 11 local points, 46 are 11.5.
    func taps(_ x: Double) throws -> [String] {
      let d = Driver { d in
        ResponderTree(
          .rect(
            1, "Scaled", CGRect(x: 0, y: 0, width: 200, height: 200),
            gestures: [.onTapGesture { d.note("tap") }]
          )
          .with { $0.transform = CGAffineTransform(scaleX: 0.25, y: 0.25) })
      }
      try d.run("0 down 1 1 1\n100 up 1 \(x) 1")
      return d.log
    }
    #expect(try taps(45) == ["100 tap"])
    #expect(try taps(47) == [])
  }

  @Test("R2.3 a double tap needs the second tap to complete within 0.35 s of the first")
  func doubleTapWindow() throws {
    func doubleTaps(_ script: String) throws -> [String] {
      let d = driveSingleView { d in [.onTapGesture(count: 2) { d.note("double") }] }
      try d.run(script)
      return d.log
    }
    #expect(try doubleTaps("0 tap 10 10\n150 tap 10 10") == ["200 double"])
    #expect(try doubleTaps("0 tap 10 10\n400 tap 10 10") == [])
    // The second tap starts in time but completes too late (0.05 + 0.35 = 0.40 < 0.42).
    #expect(try doubleTaps("0 tap 10 10\n300 down 1 10 10\n420 up 1 10 10") == [])
    #expect(try doubleTaps("0 tap 10 10\n100 tap 10 10\n200 tap 10 10") == ["150 double"])
  }

  @Test("R2.5 SpatialTapGesture reports the lift-off location in its coordinate space")
  func spatialTapLocation() throws {
    let d = Driver { d in
      ResponderTree(
        .stack(
          1, "Root", CGRect(x: 0, y: 0, width: 390, height: 844),
          children: [
            .rect(
              2, "Card", CGRect(x: 50, y: 100, width: 200, height: 200),
              gestures: [
                GestureAttachment(SpatialTapGesture().onEnded { d.note("local \($0.location)") }),
                GestureAttachment(
                  .simultaneous,
                  SpatialTapGesture(coordinateSpace: .global).onEnded { d.note("global \($0.location)") }),
              ])
          ]))
    }
    try d.run("0 down 1 60 110\n50 up 1 70 115")
    #expect(d.log == ["50 local (20.0, 15.0)", "50 global (70.0, 115.0)"])
  }

  @Test("A1 a tap fires onTapGesture once")
  func vectorA1() throws {
    var n = 0
    let d = driveSingleView { _ in [.onTapGesture { n += 1 }] }
    try d.run("0 down 1 10 10\n100 up 1 12 11")
    #expect(n == 1)
  }

  @Test("A2 moving 50 pt cancels the tap")
  func vectorA2() throws {
    var n = 0
    let d = driveSingleView { _ in [.onTapGesture { n += 1 }] }
    try d.run("0 down 1 10 10\n50 move 1 60 10\n100 up 1")
    #expect(n == 0)
  }

  @Test("A3 R2.7 double tap written first: a single tap fires 0.35 s after release")
  func vectorA3() throws {
    let d = driveSingleView { d in [.onTapGesture(count: 2) { d.note("d") }, .onTapGesture { d.note("s") }] }
    try d.run("0 down 1 10 10\n50 up 1 10 10\n600 wait")
    #expect(d.log == ["400 s"])
  }

  @Test("A4 R2.7 double tap written first: a double tap fires only the double tap")
  func vectorA4() throws {
    let d = driveSingleView { d in [.onTapGesture(count: 2) { d.note("d") }, .onTapGesture { d.note("s") }] }
    try d.run("0 down 1 10 10\n50 up 1 10 10\n150 down 1 10 10\n200 up 1 10 10\n800 wait")
    #expect(d.log == ["200 d"])
  }

  @Test("A5 R2.7 single tap written first: every tap fires it, the double tap never")
  func vectorA5() throws {
    let d = driveSingleView { d in [.onTapGesture { d.note("s") }, .onTapGesture(count: 2) { d.note("d") }] }
    try d.run("0 down 1 10 10\n50 up 1 10 10\n150 down 1 10 10\n200 up 1 10 10\n800 wait")
    #expect(d.log == ["50 s", "200 s"])
  }

  @Test("R2.7 exclusively(before:) in one gesture: double tap wins, single waits for it to fail")
  func exclusiveDoubleThenSingle() throws {
    func run(_ script: String) throws -> [String] {
      let d = driveSingleView { d in
        [
          GestureAttachment(
            TapGesture(count: 2).onEnded { d.note("double") }
              .exclusively(before: TapGesture().onEnded { d.note("single") }))
        ]
      }
      try d.run(script)
      return d.log
    }
    #expect(try run("0 tap 10 10\n150 tap 10 10\n800 wait") == ["200 double"])
    #expect(try run("0 tap 10 10\n800 wait") == ["400 single"])
  }

  @Test("R2.7 simultaneously: single tap on the first tap, double tap on the second")
  func simultaneousSingleAndDouble() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          TapGesture().onEnded { d.note("single") }
            .simultaneously(with: TapGesture(count: 2).onEnded { d.note("double") }))
      ]
    }
    try d.run("0 tap 10 10\n150 tap 10 10\n800 wait")
    #expect(d.log == ["50 single", "200 double"])
  }
}
