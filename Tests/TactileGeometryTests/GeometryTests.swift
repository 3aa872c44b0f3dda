import TactileGeometry
import TactileTestSupport
import Testing

/// The geometry values: Swift's printing, arithmetic, rectangles, transforms.
@Suite struct GeometryTests {
  @Test("values print as Swift prints them")
  func printing() {
    #expect("\(CGPoint(x: 119, y: 40))" == "(119.0, 40.0)")
    #expect("\(CGSize(width: 119, height: 40))" == "(119.0, 40.0)")
    #expect("\(CGRect(x: 0, y: 0, width: 100, height: 50))" == "(0.0, 0.0, 100.0, 50.0)")
    #expect("\(CGVector(dx: 3, dy: 4))" == "(3.0, 4.0)")
    #expect("\(Angle(degrees: 30))" == "Angle(radians: 0.5235987755982988)")
    #expect("\(UnitPoint.center)" == "UnitPoint(x: 0.5, y: 0.5)")
    #expect("\(CGFloat(119))" == "119.0")
  }

  @Test("Angle converts and does arithmetic")
  func angles() {
    #expect(Angle.degrees(180).radians == .pi)
    #expect((Angle.degrees(90) + .degrees(45)).degrees == 135)
    #expect((-Angle.radians(1)).radians == -1)
    #expect(Angle.degrees(10) < Angle.degrees(20))
  }

  @Test("points and sizes: distance, offsets, the zero values")
  func pointsAndSizes() {
    #expect(CGPoint(x: 1, y: 2).distance(to: CGPoint(x: 4, y: 6)) == 5)
    #expect(CGPoint(x: 1, y: 2) + CGSize(width: 3, height: 4) == CGPoint(x: 4, y: 6))
    #expect(CGPoint(x: 4, y: 6) - CGPoint(x: 1, y: 2) == CGSize(width: 3, height: 4))
    #expect(CGSize(width: 1, height: 2) * 3 == CGSize(width: 3, height: 6))
    #expect(CGPoint.zero == CGPoint() && CGSize.zero == CGSize() && CGRect.zero == CGRect())
    #expect(UnitPoint(CGPoint(x: 5, y: 5), in: CGSize(width: 10, height: 0)) == UnitPoint(x: 0.5, y: 0))
  }

  @Test("CGRect edges, containment and insets")
  func rects() {
    let r = CGRect(x: 10, y: 20, width: -10, height: 30)
    #expect(r.minX == 0 && r.maxX == 10 && r.midY == 35 && r.width == 10)
    #expect(r.contains(CGPoint(x: 0, y: 20)))
    #expect(!r.contains(CGPoint(x: 10, y: 20)))
    #expect(
      CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 2, dy: 3)
        == CGRect(x: 2, y: 3, width: 6, height: 4))
  }

  @Test("a size that is not negative is read as it is (layout's rectangles)")
  func nonNegativeSizes() {
    let r = CGRect(x: 5, y: 7, width: .infinity, height: -0.0)
    #expect(r.minX == 5 && r.maxX == .infinity && r.width == .infinity)
    #expect(r.height.sign == .minus && r.minY == 7 && r.maxY == 7)
    let nan = CGRect(x: 1, y: 2, width: .nan, height: 3)
    #expect(nan.minX == 1 && nan.maxX.isNaN && nan.width.isNaN && !nan.contains(CGPoint(x: 1, y: 2)))
  }

  @Test("affine transforms concatenate in Core Graphics' order and invert")
  func transforms() throws {
    let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    #expect(t == CGAffineTransform.scale(x: 2, y: 3).concatenating(.translation(x: 10, y: 20)))
    let inverse = try #require(t.inverted())
    let back = CGPoint(x: 12, y: 23).applying(inverse)
    #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
    #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == nil)
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let p = CGPoint(x: 1, y: 0).applying(quarter)
    #expect(abs(p.x) < 1e-15 && p.y == 1)
  }

  @Test("rotation(radians:) makes quarter turns exact, with the zeros' signs of a zero remainder")
  func quarterTurns() {
    let r90 = CGAffineTransform.rotation(radians: Double.pi / 2)
    #expect(r90 == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    #expect(r90.a.sign == .minus)  // cos of a quarter turn: −sin 0 = −0
    let r180 = CGAffineTransform.rotation(radians: Double.pi)
    #expect(r180.a == -1 && r180.b == 0 && r180.d == -1 && r180.b.sign == .minus)
    let r270 = CGAffineTransform.rotation(radians: -Double.pi / 2)
    #expect(r270 == CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0) && r270.a.sign == .plus)
    #expect(CGAffineTransform.rotation(radians: -0.0).b.sign == .plus)
    #expect(CGAffineTransform.rotation(radians: 4 * Double.pi) == .identity)
    // Away from quarter turns it is `init(rotationAngle:)`.
    #expect(CGAffineTransform.rotation(radians: 1) == CGAffineTransform(rotationAngle: 1))
  }

  @Test("rotations agree with known sines and cosines to 1e-15")
  func knownValues() {
    let cases: [(Double, Double, Double)] = [
      (Double.pi / 6, 0.5, 0.8660254037844386), (Double.pi / 4, 0.7071067811865476, 0.7071067811865476),
      (1, 0.8414709848078965, 0.5403023058681398), (-2.5, -0.5984721441039565, -0.8011436155469337),
      (10, -0.5440211108893698, -0.8390715290764524),
    ]
    for (angle, sine, cosine) in cases {
      let t = CGAffineTransform.rotation(radians: angle)
      #expect(abs(t.b - sine) < 1e-15, "sin \(angle)")
      #expect(abs(t.a - cosine) < 1e-15, "cos \(angle)")
    }
  }

  @Test("A positive rotation turns clockwise on screen (y down)")
  func clockwise() {
    let p = CGPoint(x: 1, y: 0).applying(.rotation(radians: Double.pi / 2))
    #expect(p == CGPoint(x: 0, y: 1))
  }

  @Test("a rectangle mapped through a transform is the bounding box of its corners")
  func boundingBoxes() {
    let r = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(r.applying(.translation(x: 1, y: 2)) == CGRect(x: 11, y: 22, width: 30, height: 40))
    #expect(r.applying(.scale(x: -1, y: 2)) == CGRect(x: -40, y: 40, width: 30, height: 80))
    #expect(r.applying(.rotation(radians: Double.pi / 2)) == CGRect(x: -60, y: 10, width: 40, height: 30))
    var rng = SplitMix64(seed: 11)
    for _ in 0..<1_000 {
      let t = CGAffineTransform(rotationAngle: Double.random(in: -4...4, using: &rng))
        .concatenating(.translation(x: Double.random(in: -50...50, using: &rng), y: 3))
      let box = r.applying(t)
      let corners = [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
        CGPoint(x: r.maxX, y: r.maxY),
      ].map { $0.applying(t) }
      #expect(box.minX == corners.map(\.x).min()! && box.minY == corners.map(\.y).min()!)
      #expect(abs(box.maxX - corners.map(\.x).max()!) < 1e-12)
    }
  }
}
