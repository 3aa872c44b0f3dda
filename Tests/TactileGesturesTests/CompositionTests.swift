import TactileGeometry
import TactileGestures
import Testing

/// simultaneously, exclusively and sequenced: docs/rules/R7-composition.md, test vectors A16 and A19, and the
/// talk's printed SimultaneousGesture log.
@Suite struct CompositionTests {
  @Test("A19 R7.1 simultaneous long press and drag: (true, nil) first, then (nil, drag)")
  func vectorA19() throws {
    var values: [String] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          SimultaneousGesture(LongPressGesture(), DragGesture()).onChanged { value in
            values.append(
              "(\(value.first.map { "\($0)" } ?? "nil"), \(value.second.map { "\($0.translation)" } ?? "nil"))"
            )
          })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 move 1 30 0")
    #expect(values == ["(true, nil)", "(nil, (20.0, 0.0))", "(nil, (30.0, 0.0))"])
  }

  @Test("R7.1 talk: the SimultaneousGesture onChanged log")
  func talkSimultaneousLog() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          SimultaneousGesture(LongPressGesture(), DragGesture()).onChanged { value in
            if let longPress = value.first {
              d.note("Long press recognized? \(longPress)")
            } else if let drag = value.second {
              d.note("Drag location \(drag.location.x)")
            }
          })
      ]
    }
    try d.run(
      """
      0 down 1 108.5 50
      100 move 1 119 50
      116 move 1 120 50
      133 move 1 120.66665649414062 50
      150 move 1 121.33332824707031 50
      """)
    #expect(
      d.log == [
        "0 Long press recognized? true", "100 Drag location 119.0", "116 Drag location 120.0",
        "133 Drag location 120.66665649414062", "150 Drag location 121.33332824707031",
      ])
  }

  @Test("R7.2 SimultaneousGesture.onEnded fires once both are terminal and one ended")
  func simultaneousEndsWhenBothDone() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          SimultaneousGesture(LongPressGesture(minimumDuration: 0.3), DragGesture()).onEnded { value in
            d.note(
              "ended first=\(value.first.map { "\($0)" } ?? "nil") second=\(value.second == nil ? "nil" : "drag")"
            )
          })
      ]
    }
    // The long press ends at 300 while the drag is still possible; the drag fails at the up.
    try d.run("0 down 1 10 10\n600 up 1 12 10")
    // Both succeed: the long press at 300, the drag at the up.
    try d.run("1000 down 1 10 10\n1400 move 1 40 10\n1500 up 1 40 10")
    // Both fail: no onEnded.
    try d.run("2000 down 1 10 10\n2100 up 1 12 10")
    #expect(d.log == ["600 ended first=true second=nil", "1500 ended first=true second=drag"])
  }

  @Test("R7.3 exclusive: an active first takes precedence; a failed first hands over to the second")
  func exclusivePhases() throws {
    var values: [String] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          LongPressGesture(minimumDuration: 1).exclusively(before: DragGesture()).onChanged { value in
            switch value {
            case .first(let pressed): values.append("first \(pressed)")
            case .second(let drag): values.append("second \(drag.translation.width)")
            }
          })
      ]
    }
    // Pressing: first active. Moving 30 pt fails the press (10 pt) and activates the drag.
    try d.run("0 down 1 10 10\n100 move 1 40 10\n200 move 1 60 10\n300 up 1")
    #expect(values == ["first true", "second 30.0", "second 50.0"])
  }

  @Test("R7.3 exclusive: possible first and active second gives .second")
  func exclusiveSecondWhileFirstPossible() throws {
    // Magnify has no dependency (a drag or long press in second place would be paused, R2.6).
    var values: [String] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          MagnifyGesture(minimumScaleDelta: 0.5).exclusively(before: MagnifyGesture()).onChanged { value in
            switch value {
            case .first(let m): values.append("first \(m.magnification)")
            case .second(let m): values.append("second \(m.magnification)")
            }
          })
      ]
    }
    try d.run("0 pinch 100 100 50 100 200 4")
    #expect(values == ["second 1.25", "first 1.5", "first 1.75", "first 2.0"])
  }

  @Test("R7.4 A16 Apple's long-press-then-drag DragState timeline")
  func vectorA16() throws {
    let dragState = GestureState(wrappedValue: DragState.inactive)
    let d = driveSingleView { d in
      [
        GestureAttachment(
          LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .updating(dragState) { value, state, _ in
              switch value {
              case .first(true): state = .pressing
              case .second(true, let drag): state = .dragging(translation: drag?.translation ?? .zero)
              default: state = .inactive
              }
            }
            .onEnded { value in
              guard case .second(true, let drag?) = value else { return }
              d.note("onEnded translation \(drag.translation)")
            })
      ]
    }
    dragState.storage.onChange = { _ in d.note("\(dragState.wrappedValue)") }
    try d.run("0 down 1 0 0\n700 move 1 0 20\n900 up 1 0 20")
    #expect(
      d.log == [
        "0 pressing", "500 dragging (0.0, 0.0)", "700 dragging (0.0, 20.0)", "900 inactive",
        "900 onEnded translation (0.0, 20.0)",
      ])
  }

  @Test("R7.5 lifting after the long press without dragging fails the sequence: no onEnded, state resets")
  func sequenceFailsWithoutDrag() throws {
    let dragState = GestureState(wrappedValue: DragState.inactive)
    let d = driveSingleView { d in
      [
        GestureAttachment(
          LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture())
            .updating(dragState) { value, state, _ in
              if case .second = value { state = .dragging(translation: .zero) } else { state = .pressing }
            }
            .onEnded { _ in d.note("onEnded") })
      ]
    }
    dragState.storage.onChange = { _ in d.note("\(dragState.wrappedValue)") }
    try d.run("0 down 1 0 0\n800 up 1 0 0")
    #expect(d.log == ["0 pressing", "500 dragging (0.0, 0.0)", "800 inactive"])
  }

  @Test("R7.4 if the first gesture fails, the sequence fails and the second never sees events")
  func sequenceFirstFails() throws {
    let d = driveSingleView { d in
      [
        GestureAttachment(
          LongPressGesture().sequenced(
            before: DragGesture(minimumDistance: 0).onChanged { _ in d.note("drag") }
          )
          .onEnded { _ in d.note("ended") })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 30 0\n200 up 1")
    #expect(d.log == [])
  }

  @Test(
    "R7.5 R6.2 talk: LongPressReleaseDetectionGesture reports pressed, then success or failure by release location"
  )
  func talkReleaseDetection() throws {
    func run(_ release: String) throws -> [String] {
      let d = driveSingleView { d in
        [
          GestureAttachment(
            LongPressReleaseDetectionGesture(maxX: 100, maxY: 100) { state in d.note("\(state)") })
        ]
      }
      try d.run("0 down 1 50 50\n700 move 1 \(release)\n800 up 1")
      return d.log
    }
    #expect(try run("60 60") == ["500 pressed", "800 success"])
    #expect(try run("150 60") == ["500 pressed", "800 failure"])
  }

  @Test("decision 4.4 the second gesture of a sequence starts where the finger is when the first succeeds")
  func secondStartsAtCurrentLocation() throws {
    var start: CGPoint?
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          LongPressGesture(minimumDuration: 0.5, maximumDistance: 50).sequenced(
            before: DragGesture(minimumDistance: 0)
          )
          .onChanged { value in if case .second(_, let drag?) = value { start = drag.startLocation } })
      ]
    }
    try d.run("0 down 1 10 10\n300 move 1 30 10\n800 move 1 90 10")
    #expect(start == CGPoint(x: 30, y: 10))
  }
}

/// Apple's `DragState` from *Composing SwiftUI gestures*.
enum DragState: Equatable, CustomStringConvertible {
  case inactive
  case pressing
  case dragging(translation: CGSize)

  var description: String {
    switch self {
    case .inactive: "inactive"
    case .pressing: "pressing"
    case .dragging(let translation): "dragging \(translation)"
    }
  }
}

/// The talk's custom gesture (`Grand Gestures in SwiftUI`, bonus slide), as written there.
struct LongPressReleaseDetectionGesture: Gesture {
  enum PressingState {
    case pressed, success, failure
  }

  let maxX: CGFloat
  let maxY: CGFloat
  let pressingState: (PressingState) -> Void
  let minimumDuration: CGFloat = 0.5

  public var body: some Gesture {
    SequenceGesture(
      LongPressGesture(minimumDuration: minimumDuration)
        .onEnded { _ in
          pressingState(.pressed)
        },
      DragGesture(minimumDistance: 0)
        .onEnded { value in
          pressingState(
            (0...maxX).contains(value.location.x) && (0...maxY).contains(value.location.y)
              ? .success : .failure)
        }
    )
  }
}
