import TactileGeometry
import TactileGestures
import Testing

/// Coordinate spaces and reported locations: docs/rules/R11-coordinate-spaces.md.
@Suite struct CoordinateSpaceTests {
  /// A card at (50, 100) inside a container at (10, 20) named "container", inside the root.
  private func locations(_ space: CoordinateSpace) throws -> DragGesture.Value {
    var last: DragGesture.Value?
    let d = Driver { _ in
      ResponderTree(
        .stack(
          1, "Root", CGRect(x: 0, y: 0, width: 390, height: 844),
          children: [
            TestView.stack(
              2, "Container", CGRect(x: 10, y: 20, width: 300, height: 300),
              children: [
                .rect(
                  3, "Card", CGRect(x: 50, y: 100, width: 100, height: 100),
                  gestures: [GestureAttachment(DragGesture(coordinateSpace: space).onChanged { last = $0 })])
              ]
            ).with { $0.coordinateSpaceName = "container" }
          ]))
    }
    try d.run("0 down 1 70 130\n100 move 1 90 150")
    return try #require(last)
  }

  @Test("R11.1 local is the attached view's space; global the canvas's; named the marked ancestor's")
  func spaces() throws {
    #expect(try locations(.local).location == CGPoint(x: 30, y: 30))
    #expect(try locations(.global).location == CGPoint(x: 90, y: 150))
    #expect(try locations(.named("container")).location == CGPoint(x: 80, y: 130))
  }

  @Test("R11.1 a name no ancestor carries resolves to the global space")
  func unknownNameIsGlobal() throws {
    #expect(try locations(.named("nowhere")).location == CGPoint(x: 90, y: 150))
  }

  @Test(
    "R11.2 location, startLocation and predictedEndLocation share one space; translation is their difference")
  func fieldsShareTheSpace() throws {
    for space in [CoordinateSpace.local, .global, .named("container")] {
      let v = try locations(space)
      #expect(v.translation == CGSize(width: 20, height: 20))
      #expect(v.location.x - v.startLocation.x == 20)
      #expect(v.predictedEndLocation.x - v.location.x == 0.25 * v.velocity.width)
    }
  }

  @Test("R11.3 with .local, a view that follows the finger jitters its locations; translation stays stable")
  func localSpaceMovesWithTheView() throws {
    let offset = GestureState(wrappedValue: CGSize.zero)
    var values: [DragGesture.Value] = []
    let d = Driver { _ in
      // The gesture is attached inside the offset, so its local space moves with the drag.
      ResponderTree(
        .stack(
          1, "Root", CGRect(x: 0, y: 0, width: 390, height: 844),
          children: [
            TestView.stack(
              2, "offset", CGRect(x: 0, y: 0, width: 100, height: 100),
              children: [
                .rect(
                  3, "Circle", CGRect(x: 0, y: 0, width: 100, height: 100),
                  gestures: [
                    GestureAttachment(
                      DragGesture().updating(offset) { v, s, _ in s = v.translation }.onChanged {
                        values.append($0)
                      })
                  ])
              ]
            ).with {
              $0.transform = CGAffineTransform(
                translationX: offset.wrappedValue.width, y: offset.wrappedValue.height)
            }
          ]))
    }
    try d.run("0 down 1 50 50\n100 move 1 70 50\n200 move 1 90 50")
    #expect(values.map { $0.translation.width } == [20, 40])
    // The second location is measured against the view already moved by 20: it jitters back.
    #expect(values.map { $0.location.x } == [70, 70])
  }

  @Test("R11.4 magnify and rotate report their start in the modified view's local space")
  func magnifyStartIsLocal() throws {
    var start: CGPoint?
    let d = Driver { _ in
      ResponderTree(
        .stack(
          1, "Root", CGRect(x: 0, y: 0, width: 390, height: 844),
          children: [
            .rect(
              2, "Photo", CGRect(x: 100, y: 200, width: 200, height: 100),
              gestures: [GestureAttachment(MagnifyGesture().onChanged { start = $0.startLocation })])
          ]))
    }
    try d.run("0 pinch 200 250 20 40 100 1")
    #expect(start == CGPoint(x: 100, y: 50))
  }
}
