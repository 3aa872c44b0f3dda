import TactileGeometry
import TactileGestures
import Testing

/// map, AnyGesture, Optional gestures and custom gestures: docs/rules/R6-map-anygesture-optional.md.
@Suite struct ModifierTests {
  @Test("R6.1 map transforms the value in every phase, so it runs more often than callbacks")
  func mapRunsOften() throws {
    var mapCalls = 0
    var changed = 0
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          DragGesture(minimumDistance: 0).map { value -> Double in
            mapCalls += 1
            return value.translation.width
          }.onChanged { _ in changed += 1 })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 up 1 20 0")
    #expect(changed == 2)
    #expect(mapCalls == 3)
  }

  @Test("R6.2 the skill guide's SwipeGesture: a custom gesture whose body maps a drag")
  func customSwipeGesture() throws {
    let d = driveSingleView { d in [GestureAttachment(SwipeGesture().onEnded { d.note("\($0)") })] }
    try d.run("0 drag 150 100 20 100 200\n400 drag 100 20 100 180 200")
    #expect(d.log == ["200 left", "600 down"])
  }

  @Test("R6.3 replacing an AnyGesture's type mid-gesture cancels it: no onEnded, state reset")
  func anyGestureTypeChange() throws {
    var useDrag = true
    let state = GestureState(wrappedValue: 0)
    let d = driveSingleView { d in
      let inner: AnyGesture<Void> =
        useDrag
        ? AnyGesture(DragGesture().updating(state) { _, s, _ in s = 1 }.map { _ in () })
        : AnyGesture(TapGesture())
      return [GestureAttachment(inner.onEnded { d.note("ended") })]
    }
    state.storage.onChange = { _ in d.note("state \(state.wrappedValue)") }
    try d.run("0 down 1 0 0\n100 move 1 20 0")
    useDrag = false
    d.rebuild()
    try d.run("200 move 1 40 0\n300 up 1 40 0")
    #expect(d.log == ["100 state 1", "100 state 0"])
  }

  @Test("R6.3 R13.3 an AnyGesture of the same type updates in place without cancelling")
  func anyGestureSameType() throws {
    var distance: CGFloat = 10
    let d = driveSingleView { d in
      [
        GestureAttachment(
          AnyGesture(DragGesture(minimumDistance: distance)).onEnded {
            d.note("ended \($0.translation.width)")
          })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0")
    distance = 15
    d.rebuild()
    try d.run("200 move 1 40 0\n300 up 1 40 0")
    #expect(d.log == ["300 ended 40.0"])
  }

  @Test("R6.4 Apple's CounterView: .gesture(doneCounting ? nil : press) disables the gesture")
  func optionalGesture() throws {
    var doneCounting = false
    var totalNumberOfTaps = 0
    let d = driveSingleView { _ in
      let press = LongPressGesture(minimumDuration: 1)
        .onChanged { _ in totalNumberOfTaps += 1 }
        .onEnded { _ in doneCounting = true }
      return [GestureAttachment(doneCounting ? nil : press)]
    }
    try d.run("0 down 1 50 50\n300 up 1\n500 down 1 50 50\n1600 up 1\n2000 down 1 50 50\n2200 up 1")
    #expect(totalNumberOfTaps == 2)
    #expect(doneCounting)
  }

  @Test("R6.4 R13.2 switching an optional gesture to nil mid-gesture cancels it")
  func optionalSwitchCancels() throws {
    var enabled = true
    let state = GestureState(wrappedValue: false)
    let d = driveSingleView { d in
      [
        GestureAttachment(
          enabled
            ? LongPressGesture().updating(state) { v, s, _ in s = v }.onEnded { _ in d.note("ended") } : nil)
      ]
    }
    state.storage.onChange = { _ in d.note("state \(state.wrappedValue)") }
    try d.run("0 down 1 50 50")
    enabled = false
    d.rebuild()
    try d.run("1000 up 1")
    #expect(d.log == ["0 state true", "0 state false"])
  }
}

/// The skill guide's custom gesture, with the valid spelling `AnyGesture(…)` for the guide's
/// `eraseToAnyGesture()` (decision 4.14).
struct SwipeGesture: Gesture {
  enum Direction {
    case left, right, up, down
  }

  let minimumDistance: CGFloat
  let coordinateSpace: CoordinateSpace

  init(minimumDistance: CGFloat = 50, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  typealias Value = Direction

  var body: AnyGesture<Direction> {
    AnyGesture(
      DragGesture(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace)
        .map { value in
          let horizontal = value.translation.width
          let vertical = value.translation.height
          if abs(horizontal) > abs(vertical) {
            return horizontal < 0 ? .left : .right
          } else {
            return vertical < 0 ? .up : .down
          }
        })
  }
}
