import TactileGeometry
import TactileLayout
import Testing

/// The affine transforms layout outputs (the transforms themselves, rotations' sines and cosines
/// included, are tested in TactileGeometryTests).
struct TransformTests {
  @Test("A rotated view's global frame is the bounding box of its corners")
  func rotatedBoundingBox() {
    let result = layout(ViewNode.color(red).frame(width: 100, height: 50).rotationEffect(degrees: 90))
    #expect(result.view(1).frame == rect(145, 397, 100, 50))
    #expect(result.view(1).globalFrame == rect(170, 372, 50, 100))
    // The anchor (the centre) stays put.
    #expect(CGPoint(x: 50, y: 25).applying(result.view(1).toCanvas) == CGPoint(x: 195, y: 422))
  }

  @Test("A scale about the top-leading anchor keeps that corner in place")
  func scaleAnchor() {
    let result = layout(ViewNode.color(red).frame(width: 100, height: 50).scaleEffect(2, anchor: .topLeading))
    #expect(result.view(1).globalFrame == rect(145, 397, 200, 100))
  }

  func close(_ t: CGAffineTransform, _ e: CGAffineTransform) -> Bool {
    [t.a - e.a, t.b - e.b, t.c - e.c, t.d - e.d, t.tx - e.tx, t.ty - e.ty].allSatisfy { abs($0) < 1e-12 }
  }

  @Test(
    "rotation3D seen straight on: about y it narrows by cos θ, about x it shortens, about z it is rotation")
  func rotation3D() {
    let angle = Double.pi / 3
    let y = CGAffineTransform.rotation3D(Rotation3D(radians: angle, axisX: 0, axisY: 1, axisZ: 0))
    #expect(close(y, .scale(x: 0.5, y: 1)), "\(y)")
    let x = CGAffineTransform.rotation3D(Rotation3D(radians: angle, axisX: 2, axisY: 0, axisZ: 0))
    #expect(close(x, .scale(x: 1, y: 0.5)), "\(x)")
    let z = CGAffineTransform.rotation3D(Rotation3D(radians: angle, axisX: 0, axisY: 0, axisZ: 5))
    #expect(close(z, .rotation(radians: angle)), "\(z)")
    // A half turn about y mirrors; no axis, no rotation.
    let flip = CGAffineTransform.rotation3D(Rotation3D(radians: Double.pi, axisX: 0, axisY: 1, axisZ: 0))
    #expect(close(flip, .scale(x: -1, y: 1)), "\(flip)")
    #expect(CGAffineTransform.rotation3D(Rotation3D(radians: 1, axisX: 0, axisY: 0, axisZ: 0)) == .identity)
  }

  @Test("rotation3D about a diagonal axis shears, and an anchor in depth moves the plane sideways")
  func rotation3DDiagonalAndDepth() {
    // About (1, 1, 0) by 90°: Rodrigues gives x' = (x + y)/2, y' = (x + y)/2 for z = 0.
    let d = CGAffineTransform.rotation3D(Rotation3D(radians: Double.pi / 2, axisX: 1, axisY: 1, axisZ: 0))
    #expect(close(d, CGAffineTransform(a: 0.5, b: 0.5, c: 0.5, d: 0.5, tx: 0, ty: 0)), "\(d)")
    // About y by 90° with the axis 10 pt in front of the plane: the plane swings to x = −10… as
    // R(p − (0, 0, 10)) + (0, 0, 10) puts the origin at x = −10 · sin 90°.
    let deep = CGAffineTransform.rotation3D(
      Rotation3D(radians: Double.pi / 2, axisX: 0, axisY: 1, axisZ: 0, anchorZ: 10))
    #expect(abs(deep.tx + 10) < 1e-12 && abs(deep.a) < 1e-12 && abs(deep.ty) < 1e-12, "\(deep)")
  }

  @Test("rotation3DEffect turns about its anchor: the centre stays, the frame narrows")
  func rotation3DEffectLayout() {
    let node = ViewNode.color(red).frame(width: 100, height: 50)
      .modifier(.rotation3DEffect(Rotation3D(radians: Double.pi / 3, axisX: 0, axisY: 1, axisZ: 0)))
    let result = layout(node)
    #expect(CGPoint(x: 50, y: 25).applying(result.view(1).toCanvas) == CGPoint(x: 195, y: 422))
    #expect(result.view(1).globalFrame == rect(170, 397, 50, 50))
  }
}
