import TactileTestSupport
import Testing

/// CoreGraphics and SwiftUI geometry. Points, sizes, rectangles and vectors print as on a Mac
/// (`(4.0, 2.0)`), where CoreGraphics' debugDescription gives them that form.
@Suite struct GeometryBuiltinTests {
  @Test("points, sizes and rectangles: construction, fields, edges and printing")
  func rectangles() {
    let source = """
      func main() {
        var p = CGPoint(x: 1, y: 2)
        p.x += 3
        var r = CGRect(x: 0, y: 0, width: 100, height: 50)
        print(p, CGSize(width: 10, height: 20), r, CGPoint.zero, CGRect.zero, CGRect(origin: p, size: CGSize(width: 1, height: 2)))
        print(r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY, r.width, r.height, r.origin, r.size)
        r.origin = CGPoint(x: 5, y: 6)
        r.size.width = 7
        print(r, p == CGPoint(x: 4, y: 2), [p])
      }
      """
    #expect(
      run(source) == """
        (4.0, 2.0) (10.0, 20.0) (0.0, 0.0, 100.0, 50.0) (0.0, 0.0) (0.0, 0.0, 0.0, 0.0) (4.0, 2.0, 1.0, 2.0)
        0.0 50.0 100.0 0.0 25.0 50.0 100.0 50.0 (0.0, 0.0) (100.0, 50.0)
        (5.0, 6.0, 7.0, 50.0) true [(4.0, 2.0)]

        """)
  }

  @Test("CGRect follows CoreGraphics: half-open contains, standardized negative sizes, null insets")
  func coreGraphicsRules() {
    let source = """
      func main() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50)
        print(r.contains(CGPoint(x: 10, y: 10)), r.contains(CGPoint(x: 100, y: 10)), r.contains(CGPoint(x: 0, y: 0)))
        print(r.insetBy(dx: 10, dy: 5), r.offsetBy(dx: 5, dy: 5), r.insetBy(dx: 60, dy: 0))
        let neg = CGRect(x: 10, y: 10, width: -4, height: -6)
        print(neg.minX, neg.maxX, neg.width, neg.midY, neg.height, neg.contains(CGPoint(x: 7, y: 5)))
      }
      """
    #expect(
      run(source) == """
        true false true
        (10.0, 5.0, 80.0, 40.0) (5.0, 5.0, 100.0, 50.0) (inf, inf, 0.0, 0.0)
        6.0 10.0 4.0 7.0 6.0 true

        """)
  }

  @Test("vectors and affine transforms")
  func vectorsAndTransforms() {
    let source = """
      func main() {
        let v = CGVector(dx: 1.5, dy: -2)
        let p = CGPoint(x: 4, y: 2)
        print(v, v.dx, v.dy, CGVector.zero, [v])
        print(p.applying(CGAffineTransform(translationX: 5, y: 10)), p.applying(CGAffineTransform(scaleX: 2, y: 3)))
        print(p.applying(CGAffineTransform.identity), CGAffineTransform(scaleX: 2, y: 3))
      }
      """
    #expect(
      run(source) == """
        (1.5, -2.0) 1.5 -2.0 (0.0, 0.0) [(1.5, -2.0)]
        (9.0, 12.0) (8.0, 6.0)
        (4.0, 2.0) CGAffineTransform(a: 2.0, b: 0.0, c: 0.0, d: 3.0, tx: 0.0, ty: 0.0)

        """)
  }

  @Test("angles convert with π/180, add, scale, negate and compare")
  func angles() {
    let source = """
      func main() {
        let a = Angle(degrees: 90)
        var b = Angle.radians(Double.pi)
        b += a
        print(a, a.degrees, a.radians, b.degrees, (a + b).degrees, (a * 2).degrees, (-a).degrees, a < b, Angle.zero)
        b.degrees = 45
        print(b.radians, [a])
      }
      """
    #expect(
      run(source) == """
        Angle(radians: 1.5707963267948966) 90.0 1.5707963267948966 270.0 360.0 180.0 -90.0 true Angle(radians: 0.0)
        0.7853981633974483 [SwiftUI.Angle(radians: 1.5707963267948966)]

        """)
  }

  @Test("unit points and edge insets are SwiftUI structs with settable fields")
  func unitPointsAndInsets() {
    let source = """
      func main() {
        var u = UnitPoint(x: 0.2, y: 0.8)
        u.x = 0.25
        var e = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        e.top = 10
        print(UnitPoint.center, u, UnitPoint.bottomTrailing.y, e, e.leading, EdgeInsets())
      }
      """
    #expect(
      run(source) == """
        UnitPoint(x: 0.5, y: 0.5) UnitPoint(x: 0.25, y: 0.8) 1.0 EdgeInsets(top: 10.0, leading: 2.0, bottom: 3.0, trailing: 4.0) 2.0 EdgeInsets(top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0)

        """)
  }
}
