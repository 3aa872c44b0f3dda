import TactileGeometry
import TactileGestures
import Testing

/// What area a gesture covers: docs/rules/R10-hit-testing.md and test vector A17.
@Suite struct HitTestingTests {
  /// Taps `point` on a tree whose single gesture-bearing view is `view` inside a 390×844 root,
  /// and says whether the tap fired.
  private func tapHits(_ view: TestView, at point: CGPoint) throws -> Bool {
    var fired = false
    let gestured = view.with { $0.gestures = [.onTapGesture { fired = true }] }
    let d = Driver { _ in
      ResponderTree(.stack(100, "Root", CGRect(x: 0, y: 0, width: 390, height: 844), children: [gestured]))
    }
    try d.run("0 tap \(point.x) \(point.y)\n1000 wait")
    return fired
  }

  @Test("A17 R10.4 R10.5 Color.clear is not hittable; with contentShape(Rectangle()) it is")
  func vectorA17() throws {
    let clear = TestView.rect(1, "Color.clear", CGRect(x: 0, y: 0, width: 100, height: 100)).with {
      $0.contentOpacity = 0
    }
    #expect(try tapHits(clear, at: CGPoint(x: 50, y: 50)) == false)
    let shaped = clear.with { $0.contentShape = .rectangle(CGRect(x: 0, y: 0, width: 100, height: 100)) }
    #expect(try tapHits(shaped, at: CGPoint(x: 50, y: 50)) == true)
  }

  @Test("R10.2 a container is hit only where a child is: gaps between children are dead")
  func containerGaps() throws {
    let stack = TestView.stack(
      1, "VStack", CGRect(x: 0, y: 0, width: 100, height: 220),
      children: [
        .rect(2, "Top", CGRect(x: 0, y: 0, width: 100, height: 100)),
        .rect(3, "Bottom", CGRect(x: 0, y: 120, width: 100, height: 100)),
      ])
    #expect(try tapHits(stack, at: CGPoint(x: 50, y: 50)))
    #expect(try tapHits(stack, at: CGPoint(x: 50, y: 110)) == false)
    #expect(try tapHits(stack, at: CGPoint(x: 50, y: 150)))
  }

  @Test("R10.2 decision 4.11 padding is not hittable unless filled or given a content shape")
  func paddingNotHittable() throws {
    // `Text(…).padding(20)`: a 60×40 text inside a 100×80 padding container.
    let padded = TestView.stack(
      1, "padding", CGRect(x: 0, y: 0, width: 100, height: 80),
      children: [.rect(2, "Text", CGRect(x: 20, y: 20, width: 60, height: 40))])
    #expect(try tapHits(padded, at: CGPoint(x: 10, y: 10)) == false)
    #expect(try tapHits(padded, at: CGPoint(x: 50, y: 40)))
    let shaped = padded.with { $0.contentShape = .rectangle(CGRect(x: 0, y: 0, width: 100, height: 80)) }
    #expect(try tapHits(shaped, at: CGPoint(x: 10, y: 10)))
  }

  @Test("R10.3 a filled circle is hit by its geometry, not in its frame's corners")
  func circleGeometry() throws {
    let circle = TestView(
      id: 1, label: "Circle", frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      content: .ellipse(CGRect(x: 0, y: 0, width: 100, height: 100)))
    #expect(try tapHits(circle, at: CGPoint(x: 50, y: 50)))
    #expect(try tapHits(circle, at: CGPoint(x: 5, y: 5)) == false)
  }

  @Test("R10.3 a stroked shape is hit only on its stroke")
  func strokedShape() throws {
    let ring = TestView(
      id: 1, label: "Circle.stroke", frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      content: .stroke(.ellipse(CGRect(x: 0, y: 0, width: 100, height: 100)), lineWidth: 10))
    #expect(try tapHits(ring, at: CGPoint(x: 50, y: 2)))
    #expect(try tapHits(ring, at: CGPoint(x: 50, y: 50)) == false)
  }

  @Test("R10.3 rounded rectangles and capsules leave their corners out")
  func roundedShapes() {
    let rounded = HitShape.roundedRectangle(
      CGRect(x: 0, y: 0, width: 100, height: 60), cornerSize: CGSize(width: 20, height: 20))
    #expect(rounded.contains(CGPoint(x: 1, y: 1)) == false)
    #expect(rounded.contains(CGPoint(x: 10, y: 10)))
    #expect(rounded.contains(CGPoint(x: 50, y: 1)))
    let capsule = HitShape.capsule(CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(capsule.contains(CGPoint(x: 2, y: 2)) == false)
    #expect(capsule.contains(CGPoint(x: 20, y: 20)))
  }

  @Test("R10.3 polygons (flattened paths) use the non-zero or even-odd rule")
  func polygons() {
    let square = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)]
    let hole = [CGPoint(x: 25, y: 25), CGPoint(x: 75, y: 25), CGPoint(x: 75, y: 75), CGPoint(x: 25, y: 75)]
    #expect(HitShape.polygons([square, hole], evenOdd: false).contains(CGPoint(x: 50, y: 50)))
    #expect(HitShape.polygons([square, hole], evenOdd: true).contains(CGPoint(x: 50, y: 50)) == false)
    #expect(HitShape.polygons([square, hole], evenOdd: true).contains(CGPoint(x: 10, y: 50)))
    #expect(HitShape.stroke(.polygons([square], evenOdd: false), lineWidth: 4).contains(CGPoint(x: 50, y: 1)))
    #expect(
      HitShape.stroke(.polygons([square], evenOdd: false), lineWidth: 4).contains(CGPoint(x: 50, y: 50))
        == false)
  }

  @Test("R10.4 a view below 0.001 opacity is not hittable; at 0.001 it is")
  func opacityThreshold() throws {
    let faint = TestView.rect(1, "Faint", CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(try tapHits(faint.with { $0.opacity = 0.0009 }, at: CGPoint(x: 50, y: 50)) == false)
    #expect(try tapHits(faint.with { $0.opacity = 0.001 }, at: CGPoint(x: 50, y: 50)))
  }

  @Test("R10.1 the frontmost view wins: a later sibling covers an earlier one")
  func zOrder() throws {
    var log: [String] = []
    let d = Driver { _ in
      ResponderTree(
        .stack(
          1, "ZStack", CGRect(x: 0, y: 0, width: 200, height: 200),
          children: [
            .rect(
              2, "Back", CGRect(x: 0, y: 0, width: 200, height: 200),
              gestures: [.onTapGesture { log.append("back") }]),
            .rect(
              3, "Front", CGRect(x: 50, y: 50, width: 100, height: 100),
              gestures: [.onTapGesture { log.append("front") }]),
          ]))
    }
    try d.run("0 tap 100 100\n200 tap 10 10\n1000 wait")
    #expect(log == ["front", "back"])
  }

  @Test("R10.6 allowsHitTesting(false) lets touches through to the views behind")
  func allowsHitTestingFalse() throws {
    var log: [String] = []
    let d = Driver { _ in
      ResponderTree(
        .stack(
          1, "ZStack", CGRect(x: 0, y: 0, width: 200, height: 200),
          children: [
            .rect(
              2, "Back", CGRect(x: 0, y: 0, width: 200, height: 200),
              gestures: [.onTapGesture { log.append("back") }]),
            .rect(
              3, "Overlay", CGRect(x: 0, y: 0, width: 200, height: 200),
              gestures: [.onTapGesture { log.append("overlay") }]
            )
            .with { $0.allowsHitTesting = false },
          ]))
    }
    try d.run("0 tap 100 100\n1000 wait")
    #expect(log == ["back"])
  }

  @Test("R10.7 clipping does not limit hit testing: an overflowing child still takes touches")
  func clippingDoesNotLimitHitTesting() throws {
    // A 300×300 square inside a 100×100 (clipped) frame: the part outside is still hit.
    let frame = TestView.stack(
      1, "clipped", CGRect(x: 0, y: 0, width: 100, height: 100),
      children: [.rect(2, "Big", CGRect(x: 0, y: 0, width: 300, height: 300))])
    #expect(try tapHits(frame, at: CGPoint(x: 250, y: 250)))
  }

  @Test("R10.8 offset, scale and rotation move the hit area with the drawing")
  func transformsMoveHitArea() throws {
    let box = TestView.rect(1, "Box", CGRect(x: 0, y: 0, width: 100, height: 100))
    let offset = box.with { $0.transform = CGAffineTransform(translationX: 200, y: 0) }
    #expect(try tapHits(offset, at: CGPoint(x: 250, y: 50)))
    #expect(try tapHits(offset, at: CGPoint(x: 50, y: 50)) == false)
    let scaled = box.with { $0.transform = CGAffineTransform(scaleX: 2, y: 2) }
    #expect(try tapHits(scaled, at: CGPoint(x: 150, y: 150)))
    // Rotated 45° about its top-left corner: the point (0, 100) moves to about (-70.7, 70.7).
    let rotated = box.with { $0.transform = CGAffineTransform(rotationAngle: .pi / 4) }
    #expect(try tapHits(rotated, at: CGPoint(x: 5, y: 60)))
    #expect(try tapHits(rotated, at: CGPoint(x: 90, y: 10)) == false)
  }

  @Test("R10.5 contentShape limits the hit area to the shape too")
  func contentShapeLimits() throws {
    let box = TestView.rect(1, "Image", CGRect(x: 0, y: 0, width: 100, height: 100))
      .with { $0.contentShape = .ellipse(CGRect(x: 0, y: 0, width: 100, height: 100)) }
    #expect(try tapHits(box, at: CGPoint(x: 3, y: 3)) == false)
    #expect(try tapHits(box, at: CGPoint(x: 50, y: 50)))
  }
}
