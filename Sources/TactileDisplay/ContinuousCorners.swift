import TactileAnimation
import TactileGeometry
import TactileLayout

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
enum ContinuousCorners {
  /// iOS's corner smoothing.
  static let smoothing = 0.6

  /// SVG path data for `rect` with continuous corners of `radius`.
  static func path(_ rect: CGRect, radius: Double) -> String {
    let r = max(0, min(radius, rect.width / 2, rect.height / 2))
    guard r > 0 else {
      return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
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
    let a = 2 * b
    // One corner, drawn from the top edge into the right edge at the top-right vertex (x0, y0),
    // in a frame where u runs along the first edge and v along the second.
    func corner(_ vx: Double, _ vy: Double, _ ux: Double, _ uy: Double, _ wx: Double, _ wy: Double) -> String
    {
      func pt(_ along: Double, _ across: Double) -> String {
        // `along`: distance back from the vertex along the incoming edge; `across`: distance
        // along the outgoing edge.
        "\(n(vx - ux * along + wx * across)) \(n(vy - uy * along + wy * across))"
      }
      var s = "L\(pt(p, 0))"
      s += "C\(pt(p - a, 0)) \(pt(p - a - b, 0)) \(pt(p - a - b - c, d))"
      s += "A\(n(r)) \(n(r)) 0 0 1 \(pt(d, p - a - b - c))"
      s += "C\(pt(0, p - a - b)) \(pt(0, p - a)) \(pt(0, p))"
      return s
    }
    var s = "M\(n(rect.minX + p)) \(n(rect.minY))"
    s += corner(rect.maxX, rect.minY, 1, 0, 0, 1)  // top-right: in along +x, out along +y
    s += corner(rect.maxX, rect.maxY, 0, 1, -1, 0)  // bottom-right
    s += corner(rect.minX, rect.maxY, -1, 0, 0, -1)  // bottom-left
    s += corner(rect.minX, rect.minY, 0, -1, 1, 0)  // top-left
    return s + "Z"
  }

  private static func n(_ v: Double) -> String { NumberFormat.format(v) }
}
