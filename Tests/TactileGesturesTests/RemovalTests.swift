import TactileGeometry
import TactileGestures
import Testing

/// Views that disappear or change mid-gesture: docs/rules/R13-removal.md.
@Suite struct RemovalTests {
  @Test("R13.1 removing the view mid-gesture resets its GestureState; onChanged and onEnded never fire again")
  func removal() throws {
    var showCard = true
    let offset = GestureState(wrappedValue: 0.0)
    let d = Driver { d in
      let card = TestView.rect(
        2, "Card", CGRect(x: 0, y: 0, width: 100, height: 100),
        gestures: [
          GestureAttachment(
            DragGesture().updating(offset) { v, s, _ in s = v.translation.width }
              .onChanged { _ in d.note("changed") }.onEnded { _ in d.note("ended") })
        ])
      return ResponderTree(
        .stack(1, "Root", CGRect(x: 0, y: 0, width: 390, height: 844), children: showCard ? [card] : []))
    }
    offset.storage.onChange = { _ in d.note("offset \(offset.wrappedValue)") }
    try d.run("0 down 1 50 50\n100 move 1 70 50")
    showCard = false
    d.rebuild()
    try d.run("200 move 1 90 50\n300 up 1 90 50")
    #expect(d.log == ["100 offset 20.0", "100 changed", "100 offset 0.0"])
  }

  @Test("R13.2 disabling a gesture mid-flight (isEnabled false) cancels it")
  func disablingCancels() throws {
    var enabled = true
    let d = driveSingleView { d in
      [
        GestureAttachment(
          .gesture,
          LongPressGesture(minimumDuration: 1).onChanged { _ in d.note("changed") }.onEnded { _ in
            d.note("ended")
          },
          isEnabled: enabled)
      ]
    }
    try d.run("0 down 1 50 50")
    enabled = false
    d.rebuild()
    try d.run("2000 up 1")
    #expect(d.log == ["0 changed"])
  }

  @Test("R13.3 changing a parameter of the same gesture updates it in place")
  func parameterChangeInPlace() throws {
    var minimumDuration = 1.0
    let d = driveSingleView { d in
      [GestureAttachment(LongPressGesture(minimumDuration: minimumDuration).onEnded { _ in d.note("ended") })]
    }
    try d.run("0 down 1 50 50\n100 wait")
    minimumDuration = 0.5
    d.rebuild()
    try d.run("2000 up 1")
    #expect(d.log == ["500 ended"])
  }
}
