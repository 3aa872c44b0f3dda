import TactileGeometry

/// The outline of a rounded rectangle with continuous ("squircle") corners, as SwiftUI draws
/// `RoundedRectangle(cornerRadius:style: .continuous)`: each corner's curvature rises smoothly
/// from the straight edge instead of jumping to a circle.
///
/// The construction is the smoothed corner of Figma's published analysis of iOS's corners
/// ("Desperately seeking squircles", Figma, 2018): with radius R and smoothing ξ (iOS ≈ 0.6),
/// the corner starts (1 + ξ)·R from the vertex; its middle is a circular arc of 90°·(1 − ξ),
/// joined to each edge by a cubic Bézier. When the sides are too short for the extension, the
/// smoothing shrinks so the corner still fits, down to a circular corner. Only for equal
/// horizontal and vertical radii; unequal ones fall back to an elliptical corner.
///
/// The SVG writer draws the middle arc as an SVG arc (`path(_:radius:)`); a shape that must be
/// a `PathDescription` (trimmed, rotated, an uneven rectangle) gets the same corner with the
/// arc as one cubic Bézier (`elements(_:radius:)`).
public enum ContinuousCorners {
  /// iOS's corner smoothing.
  public static let smoothing = 0.6

  /// The numbers of one corner of radius `radius` in `rect`: the radius r (clamped to the
  /// sides), the distance p from the vertex where the corner starts, the Bézier spans a, b, c
  /// and the offset d of the arc's ends, and the arc's angle.
  struct Corner {
    var r, p, a, b, c, d, arcMeasure: Double
  }

  static func corner(_ rect: CGRect, radius: Double) -> Corner? {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    guard r > 0 else { return nil }
    let limit = min(rect.width, rect.height) / 2
    let xi = max(0, min(smoothing, limit / r - 1))
    let p = (1 + xi) * r
    let degree = Double.pi / 180
    let arcMeasure = 90 * (1 - xi) * degree
    let arcSectionLength = Math.sinCos(arcMeasure / 2).sin * r * 2.0.squareRoot()
    let alpha = (90 * degree - arcMeasure) / 2
    let p3ToP4 = r * Math.tan(alpha / 2)
    let beta = 45 * xi * degree
    let c = p3ToP4 * Math.sinCos(beta).cos
    let d = c * Math.tan(beta)
    let b = (p - arcSectionLength - c - d) / 3
    return Corner(r: r, p: p, a: 2 * b, b: b, c: c, d: d, arcMeasure: arcMeasure)
  }

  /// The four corners, clockwise from the top-right, each as its vertex, the direction the
  /// path comes in along and the direction it leaves along.
  static func vertices(_ rect: CGRect) -> [(v: CGPoint, u: CGPoint, w: CGPoint)] {
    [
      (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
      (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
      (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
      (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
    ]
  }

  /// The point `along` back from vertex `v` on the incoming edge (direction `u`) and `across`
  /// on the outgoing one (direction `w`).
  static func point(_ v: CGPoint, _ u: CGPoint, _ w: CGPoint, _ along: Double, _ across: Double) -> CGPoint {
    CGPoint(x: v.x - u.x * along + w.x * across, y: v.y - u.y * along + w.y * across)
  }

  /// SVG path data for `rect` with continuous corners of `radius`.
  public static func path(_ rect: CGRect, radius: Double) -> String {
    guard let k = corner(rect, radius: radius) else {
      return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
    var s = "M\(n(rect.minX + k.p)) \(n(rect.minY))"
    for (v, u, w) in vertices(rect) {
      func pt(_ along: Double, _ across: Double) -> String {
        let q = point(v, u, w, along, across)
        return "\(n(q.x)) \(n(q.y))"
      }
      s += "L\(pt(k.p, 0))"
      s += "C\(pt(k.p - k.a, 0)) \(pt(k.p - k.a - k.b, 0)) \(pt(k.p - k.a - k.b - k.c, k.d))"
      s += "A\(n(k.r)) \(n(k.r)) 0 0 1 \(pt(k.d, k.p - k.a - k.b - k.c))"
      s += "C\(pt(0, k.p - k.a - k.b)) \(pt(0, k.p - k.a)) \(pt(0, k.p))"
    }
    return s + "Z"
  }

  /// The same outline as path elements (the middle arc as one cubic Bézier), closed.
  public static func elements(_ rect: CGRect, radius: Double) -> [PathDescription.Element] {
    guard let k = corner(rect, radius: radius) else { return PathDescription.rectangle(rect) }
    var result: [PathDescription.Element] = [.move(to: CGPoint(x: rect.minX + k.p, y: rect.minY))]
    for (v, u, w) in vertices(rect) {
      result += cornerElements(v, u, w, k)
    }
    result.append(.closeSubpath)
    return result
  }

  /// One corner's elements, from the line into it to its end on the outgoing edge.
  static func cornerElements(_ v: CGPoint, _ u: CGPoint, _ w: CGPoint, _ k: Corner) -> [PathDescription
    .Element]
  {
    func pt(_ along: Double, _ across: Double) -> CGPoint { point(v, u, w, along, across) }
    let arcStart = pt(k.p - k.a - k.b - k.c, k.d)
    let arcEnd = pt(k.d, k.p - k.a - k.b - k.c)
    let centre = pt(k.r, k.r)
    var result: [PathDescription.Element] = [.line(to: pt(k.p, 0))]
    // Without smoothing (a corner as big as the sides allow) the joining curves are points.
    if k.a > 0 || k.c > 0 {
      result.append(.curve(to: arcStart, control1: pt(k.p - k.a, 0), control2: pt(k.p - k.a - k.b, 0)))
    }
    result.append(
      PathDescription.arcCurve(from: arcStart, to: arcEnd, centre: centre, radius: k.r, angle: k.arcMeasure))
    if k.a > 0 || k.c > 0 {
      result.append(.curve(to: pt(0, k.p), control1: pt(0, k.p - k.a - k.b), control2: pt(0, k.p - k.a)))
    }
    return result
  }

  private static func n(_ v: Double) -> String { NumberFormat.format(v) }
}
