import TactileGeometry
import Testing

@testable import TactileGestures

/// A scroll view's pan with a `ScrollPanRule` (R12.3): it claims movements along its axis only,
/// cancels the content's gestures still possible when it begins, and on iOS 17 takes
/// precedence over a child's drag not yet recognised.
@Suite struct ScrollPanRuleTests {
  /// A vertical scroll view whose one row carries `row`; the pan notes "scrolled" at its end.
  func run(
    _ model: ArbitrationModel, row: @escaping (Driver) -> [GestureAttachment], horizontal: Bool = false,
    script: String
  ) throws -> [String] {
    let d = Driver { d in
      var pan = GestureAttachment(.scrollViewPan, DragGesture().onEnded { _ in d.note("scrolled") })
      pan.scrollPanRule = .along(horizontal: horizontal, vertical: !horizontal)
      return ResponderTree(
        .rect(
          1, "ScrollView", CGRect(x: 0, y: 0, width: 300, height: 300), gestures: [pan],
          children: [.rect(2, "Row", CGRect(x: 0, y: 0, width: 300, height: 100), gestures: row(d))]))
    }
    d.arena.arbitration = model
    try d.run(script)
    return d.log
  }

  func rowDrag(minimumDistance: CGFloat = 10) -> (Driver) -> [GestureAttachment] {
    { d in [GestureAttachment(DragGesture(minimumDistance: minimumDistance).onEnded { _ in d.note("row") })] }
  }

  @Test("R12.3 iOS 17: a vertical scroll over a row's drag scrolls the list")
  func iOS17ScrollWinsOverRowDrag() throws {
    #expect(try run(.iOS17, row: rowDrag(), script: "0 drag 50 50 50 150 100 4") == ["100 scrolled"])
  }

  @Test("R12.4 iOS 18 and 26: a row's .gesture drag wins over the scroll view's pan")
  func laterReleasesRowDragWins() throws {
    for model in [ArbitrationModel.iOS18, .iOS26] {
      #expect(try run(model, row: rowDrag(), script: "0 drag 50 50 50 150 100 4") == ["100 row"], "\(model)")
    }
  }

  @Test("R12.3 iOS 17: a row's DragGesture(minimumDistance: 0), active from touch-down, keeps the touch")
  func iOS17TouchDownDragOwnsTheTouch() throws {
    let log = try run(.iOS17, row: rowDrag(minimumDistance: 0), script: "0 drag 50 50 50 150 100 4")
    #expect(log == ["100 row"])
  }

  @Test("R12.3 iOS 17: a row's long press that became active first keeps the touch")
  func iOS17ActiveLongPressOwnsTheTouch() throws {
    let log = try run(
      .iOS17,
      row: { d in
        [.onLongPressGesture(minimumDuration: 0.2, maximumDistance: 100, perform: { d.note("long") })]
      },
      script: "0 down 1 50 50\n300 move 1 50 80\n320 move 1 50 120\n340 up 1 50 120")
    #expect(log == ["200 long"])
  }

  @Test("R12.3 a horizontal drag on a row in a vertical ScrollView is the row's on every model")
  func horizontalDragIsTheRows() throws {
    for model in ArbitrationModel.allCases {
      #expect(try run(model, row: rowDrag(), script: "0 drag 50 50 150 60 100 4") == ["100 row"], "\(model)")
      // With nothing on the row, the vertical pan does not begin either.
      #expect(try run(model, row: { _ in [] }, script: "0 drag 50 50 150 60 100 4") == [], "\(model)")
    }
  }

  @Test("R12.3 a horizontal scroll view's pan begins on a horizontal movement, not on a vertical one")
  func horizontalPan() throws {
    #expect(
      try run(.iOS26, row: { _ in [] }, horizontal: true, script: "0 drag 50 50 150 60 100 4") == [
        "100 scrolled"
      ])
    #expect(try run(.iOS26, row: { _ in [] }, horizontal: true, script: "0 drag 50 50 60 150 100 4") == [])
  }

  @Test("R12.3 a scroll of 20 pt cancels a row's tap, on every model")
  func shortScrollCancelsTap() throws {
    for model in ArbitrationModel.allCases {
      let log = try run(
        model, row: { d in [.onTapGesture { d.note("tap") }] },
        script: "0 down 1 50 50\n16 move 1 50 60\n32 move 1 50 70\n48 up 1 50 70")
      #expect(log == ["48 scrolled"], "\(model)")
    }
  }

  @Test("R12.3 a row's tap still fires when the finger moves less than the pan's 10 pt")
  func smallMoveStillTaps() throws {
    let log = try run(
      .iOS26, row: { d in [.onTapGesture { d.note("tap") }] },
      script: "0 down 1 50 50\n16 move 1 50 55\n48 up 1 50 55")
    #expect(log == ["48 tap"])
  }

  @Test("ScrollPanRule.along: along the axis at least as much as across it")
  func alongRule() {
    #expect(ScrollPanRule.isAlong(CGSize(width: 5, height: -10), horizontal: false, vertical: true))
    #expect(ScrollPanRule.isAlong(CGSize(width: 10, height: 10), horizontal: false, vertical: true))
    #expect(!ScrollPanRule.isAlong(CGSize(width: 11, height: 10), horizontal: false, vertical: true))
    #expect(!ScrollPanRule.isAlong(CGSize(width: 5, height: -10), horizontal: true, vertical: false))
    #expect(ScrollPanRule.isAlong(CGSize(width: 5, height: -10), horizontal: true, vertical: true))
  }
}
