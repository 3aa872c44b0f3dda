import TactileGeometry
import Testing

@testable import TactileGestures

/// The revised R2.6 (docs/rules/R2-taps.md, decision 4.13 in docs/rules/decisions.md): a long
/// press or a drag of lower precedence in an exclusive relation is paused — possible, claiming
/// nothing, firing nothing — until the gesture it defers to fails.
@Suite struct PausedUntilFailedTests {
  /// `.onTapGesture { A }.onLongPressGesture(minimumDuration: d) { B }` on one 200-pt view,
  /// logging `onPressingChanged` too.
  func tapThenLongPress(_ d: Double, traced: Bool = false) -> Driver {
    driveSingleView(traced: traced) { driver in
      [
        .onTapGesture(label: "tap") { driver.note("A") },
        .onLongPressGesture(
          minimumDuration: d, label: "long press", perform: { driver.note("B") },
          onPressingChanged: { driver.note("pressing \($0)") }),
      ]
    }
  }

  @Test("R2.6 a long press after a tap on one view waits for the tap to fail")
  func longPressWaitsForTap() throws {
    let d = tapThenLongPress(0.5)
    try d.run("0 down 1 10 10\n600 wait")
    #expect(d.log.isEmpty, "paused at 0.5 s: nothing fired, not even onPressingChanged(true)")
    try d.run("1000 up 1 10 10")
    #expect(d.log == ["750 pressing true", "750 pressing false", "750 B"])
  }

  @Test("4.13 a quick tap fires the tap only")
  func quickTap() throws {
    let d = tapThenLongPress(0.5)
    try d.run("0 tap 10 10\n1000 wait")
    #expect(d.log == ["50 A"])
  }

  @Test("4.13 a still hold fires the long press when the tap gives up at 0.75 s")
  func stillHold() throws {
    let d = tapThenLongPress(0.5)
    try d.run("0 hold 10 10 1000")
    #expect(d.log == ["750 pressing true", "750 pressing false", "750 B"])
  }

  @Test("4.13 with a minimumDuration longer than 0.75 s the long press fires at its own time")
  func longerMinimumDuration() throws {
    let d = tapThenLongPress(1.2)
    try d.run("0 hold 10 10 1500")
    #expect(d.log == ["750 pressing true", "1200 pressing false", "1200 B"])
  }

  @Test("4.13 a release between minimumDuration and 0.75 s fires the tap only")
  func releaseBetween() throws {
    let d = tapThenLongPress(0.5)
    try d.run("0 hold 10 10 600\n2000 wait")
    #expect(d.log == ["600 A"])
  }

  @Test("4.13 onPressingChanged(true) fires when the long press stops being paused, not at touch-down")
  func pressingWhenResumed() throws {
    let d = tapThenLongPress(2)
    try d.run("0 down 1 10 10\n700 wait")
    #expect(d.log.isEmpty)
    try d.run("800 up 1 10 10")
    #expect(d.log == ["750 pressing true", "800 pressing false"], "lifted before 2 s: no perform")
  }

  @Test("4.13 reverse order (unverified): the long press first; the tap fails once it is active")
  func reverseOrder() throws {
    func run(_ script: String) throws -> [String] {
      let d = driveSingleView { driver in
        [
          .onLongPressGesture(minimumDuration: 0.5, perform: { driver.note("B") }),
          .onTapGesture { driver.note("A") },
        ]
      }
      try d.run(script)
      return d.log
    }
    #expect(try run("0 tap 10 10\n1000 wait").isEmpty, "the long press is active at touch-down")
    #expect(try run("0 hold 10 10 600") == ["500 B"])
  }

  @Test("R2.6 a double tap written first holds a long press's success until its second tap does not come")
  func pausedAfterLift() throws {
    let d = driveSingleView { driver in
      [
        .onTapGesture(count: 2) { driver.note("double") },
        .onLongPressGesture(minimumDuration: 0.5, perform: { driver.note("B") }),
      ]
    }
    // The first tap completes at 600 (held less than 0.75 s); the second does not come by 950.
    try d.run("0 hold 10 10 600\n2000 wait")
    #expect(d.log == ["950 B"])
  }

  @Test("R2.6 a drag after a tap on one view waits for the tap to fail, then starts from the touch-down")
  func dragWaitsForTap() throws {
    var values: [DragGesture.Value] = []
    let d = driveSingleView { driver in
      [
        .onTapGesture { driver.note("A") },
        GestureAttachment(
          DragGesture().onChanged { values.append($0) }.onEnded {
            driver.note("ended \($0.translation.width)")
          }
        ),
      ]
    }
    // Steps of 15 pt: the tap fails at 45 pt (decision 4.3), where the drag proceeds.
    try d.run(
      "0 down 1 10 10\n20 move 1 25 10\n40 move 1 40 10\n60 move 1 55 10\n80 move 1 70 10\n100 up 1 70 10")
    #expect(values.map { $0.translation.width } == [45, 60])
    #expect(values.allSatisfy { $0.startLocation == CGPoint(x: 10, y: 10) })
    #expect(d.log == ["100 ended 60.0"])
  }

  @Test("R2.6 a short drag on a view with a tap written first fires the tap, not the drag")
  func shortDragIsATap() throws {
    let d = driveSingleView { driver in
      [
        .onTapGesture { driver.note("A") },
        GestureAttachment(DragGesture().onChanged { _ in driver.note("changed") }),
      ]
    }
    try d.run("0 drag 10 10 40 10 100 3\n1000 wait")
    #expect(d.log == ["100 A"])
  }

  @Test("R2.6 a paused drag runs no updating: its @GestureState changes only once it proceeds")
  func pausedDragRunsNoUpdating() throws {
    let offset = GestureState(wrappedValue: 0.0)
    let d = driveSingleView { driver in
      [
        .onTapGesture { driver.note("A") },
        GestureAttachment(DragGesture().updating(offset) { v, s, _ in s = v.translation.width }),
      ]
    }
    offset.storage.onChange = { _ in d.note("offset \(offset.wrappedValue)") }
    try d.run("0 down 1 10 10\n20 move 1 30 10\n40 move 1 60 10\n60 up 1 60 10")
    #expect(d.log == ["40 offset 50.0", "60 offset 0.0"])
  }

  @Test("R2.6 a parent's drag waits for a child's tap to fail")
  func parentDragWaitsForChildTap() throws {
    let d = driveParentAndChild(
      parent: { d in [GestureAttachment(DragGesture().onChanged { d.note("drag \($0.translation.width)") })]
      },
      child: { d in [.onTapGesture { d.note("tap") }] })
    try d.run("0 down 1 50 50\n20 move 1 70 50\n40 move 1 100 50\n60 up 1 100 50")
    #expect(d.log == ["40 drag 50.0"])
  }

  @Test("R2.6 R9.1 a parent's drag waits for a child's drag, which wins: the parent never runs")
  func parentDragWaitsForChildDrag() throws {
    let parentOffset = GestureState(wrappedValue: 0.0)
    let d = driveParentAndChild(
      parent: { d in
        [
          GestureAttachment(
            DragGesture(minimumDistance: 0).updating(parentOffset) { v, s, _ in s = v.translation.width }
              .onEnded { _ in d.note("parent ended") })
        ]
      },
      child: { d in [GestureAttachment(DragGesture().onEnded { _ in d.note("child ended") })] })
    parentOffset.storage.onChange = { _ in d.note("parent offset \(parentOffset.wrappedValue)") }
    try d.run("0 down 1 50 50\n50 move 1 55 50\n100 move 1 70 50\n200 up 1 80 50")
    #expect(d.log == ["200 child ended"])
    // A touch the child's drag fails on (a lift before 10 pt) lets the parent's proceed.
    try d.run("1000 down 1 50 50\n1050 up 1 52 50")
    #expect(d.log.suffix(1) == ["1050 parent ended"])
  }

  @Test("R2.6 R7.3 a drag in second place of exclusively(before:) is paused until the first fails")
  func exclusiveSecondDragPaused() throws {
    var values: [String] = []
    let d = driveSingleView { _ in
      [
        GestureAttachment(
          SpatialTapGesture().exclusively(before: DragGesture(minimumDistance: 0)).onChanged { value in
            if case .second(let drag) = value { values.append("second \(drag.translation.width)") }
          })
      ]
    }
    try d.run("0 down 1 0 0\n100 move 1 20 0\n200 move 1 60 0\n300 move 1 70 0")
    #expect(values == ["second 60.0", "second 70.0"])
  }

  @Test("R2.6 the trace shows the paused long press and why: waiting for the tap to fail")
  func traceOfPausedLongPress() throws {
    let d = tapThenLongPress(0.5, traced: true)
    try d.run("0 hold 10 10 1000")
    let lines = d.trace.map { "\($0)" }.filter { $0.contains("long press") }
    #expect(
      lines == [
        "0.0 ms  long press: pointer 1 bound",
        "0.0 ms  long press › LongPressGesture: possible",
        "0.0 ms  long press › LongPressGesture: paused (waiting for tap to fail)",
        "750.0 ms  long press › LongPressGesture: resumed",
        "750.0 ms  long press › LongPressGesture: ended",
        "750.0 ms  long press › LongPressGesture: onPressingChanged(true) fired",
        "750.0 ms  long press › LongPressGesture: onPressingChanged(false) fired",
        "750.0 ms  long press › LongPressGesture: perform fired",
      ], "\(lines)")
  }

  @Test("R2.6 a scroll view's pan is not paused by the gestures inside it")
  func panIsNotPaused() throws {
    let d = Driver { d in
      ResponderTree(
        .rect(
          1, "ScrollView", CGRect(x: 0, y: 0, width: 300, height: 300),
          gestures: [
            GestureAttachment(
              .scrollViewPan, DragGesture().onChanged { d.note("scroll \($0.translation.height)") })
          ],
          children: [
            .rect(
              2, "Row", CGRect(x: 0, y: 0, width: 300, height: 100),
              gestures: [
                .onTapGesture { d.note("tap") },
                .onLongPressGesture(perform: { d.note("long press") }),
              ])
          ]))
    }
    // The long press fails past 10 pt and the tap at 45 pt; neither holds the pan back.
    try d.run("0 down 1 50 50\n20 move 1 50 70\n40 move 1 50 100\n60 up 1 50 100")
    #expect(d.log == ["20 scroll 20.0", "40 scroll 50.0"])
  }
}

/// `ArbitrationModel`: iOS 26's rules by default, iOS 17's and 18's on request (R12.5).
@Suite struct ArbitrationModelTests {
  func simultaneousChildUnderParentTap(_ model: ArbitrationModel) throws -> [String] {
    let d = Driver { d in
      ResponderTree(
        .stack(
          1, "ZStack", CGRect(x: 0, y: 0, width: 200, height: 200),
          gestures: [.onTapGesture { d.note("parent") }],
          children: [
            .rect(
              2, "Color.red", CGRect(x: 0, y: 0, width: 200, height: 200),
              gestures: [GestureAttachment(.simultaneous, TapGesture().onEnded { d.note("child") })])
          ]))
    }
    d.arena.arbitration = model
    try d.run("0 tap 100 100\n1000 wait")
    return d.log
  }

  @Test("R12.5 iOS 18: a child's simultaneousGesture is simultaneous with its ancestors' gestures")
  func iOS18BothFire() throws {
    #expect(try simultaneousChildUnderParentTap(.iOS18) == ["50 child", "50 parent"])
  }

  @Test("R12.5 iOS 17 and iOS 26: only the child's simultaneousGesture fires")
  func iOS17And26ChildOnly() throws {
    #expect(try simultaneousChildUnderParentTap(.iOS17) == ["50 child"])
    #expect(try simultaneousChildUnderParentTap(.iOS26) == ["50 child"])
    #expect(GestureArena().arbitration == .iOS26)
  }

  func simultaneousDragInScrollView(_ model: ArbitrationModel, system: Bool = false) throws -> [String] {
    let d = Driver { d in
      var row = GestureAttachment(.simultaneous, DragGesture().onEnded { _ in d.note("row") })
      row.isSystemInteraction = system
      return ResponderTree(
        .rect(
          1, "ScrollView", CGRect(x: 0, y: 0, width: 300, height: 300),
          gestures: [GestureAttachment(.scrollViewPan, DragGesture().onEnded { _ in d.note("scrolled") })],
          children: [.rect(2, "Row", CGRect(x: 0, y: 0, width: 300, height: 100), gestures: [row])]))
    }
    d.arena.arbitration = model
    try d.run("0 drag 50 50 50 150 100 4")
    return d.log
  }

  @Test("R12.5 iOS 26: a child's simultaneousGesture drag blocks the scroll view's pan")
  func iOS26SimultaneousDragBlocksPan() throws {
    #expect(try simultaneousDragInScrollView(.iOS26) == ["100 row"])
  }

  @Test("R12.5 iOS 17 and 18: a child's simultaneousGesture drag runs with the scroll view's pan")
  func olderSimultaneousDragScrolls() throws {
    #expect(try simultaneousDragInScrollView(.iOS18) == ["100 row", "100 scrolled"])
    #expect(try simultaneousDragInScrollView(.iOS17) == ["100 row", "100 scrolled"])
  }

  @Test("R12.5 a host's stand-in for a UIKit interaction runs with the scroll view's pan on iOS 26")
  func systemInteractionScrolls() throws {
    #expect(try simultaneousDragInScrollView(.iOS26, system: true) == ["100 row", "100 scrolled"])
  }

  @Test("ArbitrationModel reads ios17, 18, iOS26 and 18.2, and nothing else")
  func names() {
    #expect(ArbitrationModel(name: "ios17") == .iOS17)
    #expect(ArbitrationModel(name: "18") == .iOS18)
    #expect(ArbitrationModel(name: "iOS26") == .iOS26)
    #expect(ArbitrationModel(name: "18.2") == .iOS18)
    #expect(ArbitrationModel(name: "16") == nil)
    #expect(ArbitrationModel(name: "ios") == nil)
  }
}
