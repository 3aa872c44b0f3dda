import TactileLayout
import Testing

/// The affine transforms layout outputs, and the sine and cosine behind rotations.
struct TransformTests {
  @Test("Quarter turns are exact")
  func quarterTurns() {
    let r90 = AffineTransform.rotation(radians: Double.pi / 2)
    #expect(r90 == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    let r180 = AffineTransform.rotation(radians: Double.pi)
    #expect(r180.a == -1 && r180.b == 0 && r180.d == -1)
    let r270 = AffineTransform.rotation(radians: -Double.pi / 2)
    #expect(r270 == AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
  }

  @Test("Sine and cosine agree with known values to 1e-15")
  func knownValues() {
    let cases: [(Double, Double, Double)] = [
      (Double.pi / 6, 0.5, 0.8660254037844386), (Double.pi / 4, 0.7071067811865476, 0.7071067811865476),
      (1, 0.8414709848078965, 0.5403023058681398), (-2.5, -0.5984721441039565, -0.8011436155469337),
      (10, -0.5440211108893698, -0.8390715290764524),
    ]
    for (angle, sine, cosine) in cases {
      let t = AffineTransform.rotation(radians: angle)
      #expect(abs(t.b - sine) < 1e-15, "sin \(angle)")
      #expect(abs(t.a - cosine) < 1e-15, "cos \(angle)")
    }
  }

  @Test("A positive rotation turns clockwise on screen (y down)")
  func clockwise() {
    let p = AffineTransform.rotation(radians: Double.pi / 2).apply(Point(x: 1, y: 0))
    #expect(p == Point(x: 0, y: 1))
  }

  @Test("concatenating applies the receiver first; inverted undoes")
  func composition() {
    let t = AffineTransform.scale(x: 2, y: 3).concatenating(.translation(x: 5, y: 7))
    #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 7, y: 10))
    let back = t.inverted().apply(Point(x: 7, y: 10))
    #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
  }

  @Test("A rotated view's global frame is the bounding box of its corners")
  func rotatedBoundingBox() {
    let result = layout(ViewNode.color(red).frame(width: 100, height: 50).rotationEffect(degrees: 90))
    #expect(result.view(1).frame == rect(145, 397, 100, 50))
    #expect(result.view(1).globalFrame == rect(170, 372, 50, 100))
    // The anchor (the centre) stays put.
    #expect(result.view(1).toCanvas.apply(Point(x: 50, y: 25)) == Point(x: 195, y: 422))
  }

  @Test("A scale about the top-leading anchor keeps that corner in place")
  func scaleAnchor() {
    let result = layout(ViewNode.color(red).frame(width: 100, height: 50).scaleEffect(2, anchor: .topLeading))
    #expect(result.view(1).globalFrame == rect(145, 397, 200, 100))
  }
}
