import TactileGestures
import TactileLayout

/// Turns a `Path` into the closed polygons hit testing fills (R10.3, R10.5): one polygon per
/// subpath, curves and ellipses as short straight segments. Every subpath is closed, as a fill
/// closes it. The segments are fine enough that a point's answer changes only within about a
/// tenth of a point of the true outline for shapes of a few hundred points.
enum PathFlattener {
  /// Segments per Bézier curve.
  static let curveSegments = 16
  /// Segments per full ellipse (a quarter of them per rounded corner).
  static let ellipseSegments = 64

  /// The polygons of `path`, in the path's own coordinates.
  static func polygons(_ path: PathDescription) -> [[CGPoint]] {
    var polygons: [[CGPoint]] = []
    var current: [CGPoint] = []
    func finish() {
      if current.count >= 3 { polygons.append(current) }
      current = []
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        finish()
        current = [point(p)]
      case .line(let p):
        current.append(point(p))
      case .quadCurve(let p, let c):
        let start = current.last ?? point(p)
        if current.isEmpty { current.append(start) }
        for i in 1...curveSegments {
          let t = Double(i) / Double(curveSegments)
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
        }
      case .curve(let p, let c1, let c2):
        let start = current.last ?? point(p)
        if current.isEmpty { current.append(start) }
        for i in 1...curveSegments {
          let t = Double(i) / Double(curveSegments)
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          current.append(
            CGPoint(
              x: a * start.x + b * c1.x + c * c2.x + d * p.x,
              y: a * start.y + b * c1.y + c * c2.y + d * p.y))
        }
      case .closeSubpath:
        let first = current.first
        finish()
        // Drawing continues from the subpath's start after a close.
        if let first { current = [first] }
      case .rect(let r):
        finish()
        polygons.append([
          CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
          CGPoint(x: r.minX, y: r.maxY),
        ])
      case .ellipse(let r):
        finish()
        polygons.append(
          arc(
            centre: CGPoint(x: r.minX + r.width / 2, y: r.minY + r.height / 2), rx: r.width / 2,
            ry: r.height / 2, from: 0, quarters: 4))
      case .roundedRect(let r, let cw, let ch):
        finish()
        polygons.append(roundedRect(r, cw, ch))
      }
    }
    finish()
    return polygons
  }

  private static func point(_ p: Point) -> CGPoint { CGPoint(x: p.x, y: p.y) }

  /// Points along an elliptical arc starting at quarter `from` (0 = the +x axis, turning
  /// towards +y, clockwise on screen) for `quarters` quarter turns, the last point excluded
  /// when the arc is a full turn.
  private static func arc(centre: CGPoint, rx: Double, ry: Double, from: Int, quarters: Int) -> [CGPoint] {
    let perQuarter = ellipseSegments / 4
    let steps = perQuarter * quarters
    let last = quarters == 4 ? steps - 1 : steps
    var points: [CGPoint] = []
    for i in 0...last {
      let angle = (Double(from) + Double(i) / Double(perQuarter)) * Double.pi / 2
      let (s, c) = Trigonometry.sinCos(angle)
      points.append(CGPoint(x: centre.x + rx * c, y: centre.y + ry * s))
    }
    return points
  }

  /// A rounded rectangle's outline, clockwise from its top-right corner.
  private static func roundedRect(_ r: Rect, _ cw: Double, _ ch: Double) -> [CGPoint] {
    let rx = min(max(0, cw), r.width / 2)
    let ry = min(max(0, ch), r.height / 2)
    guard rx > 0, ry > 0 else {
      return [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
        CGPoint(x: r.minX, y: r.maxY),
      ]
    }
    var points: [CGPoint] = []
    points += arc(centre: CGPoint(x: r.maxX - rx, y: r.minY + ry), rx: rx, ry: ry, from: 3, quarters: 1)
    points += arc(centre: CGPoint(x: r.maxX - rx, y: r.maxY - ry), rx: rx, ry: ry, from: 0, quarters: 1)
    points += arc(centre: CGPoint(x: r.minX + rx, y: r.maxY - ry), rx: rx, ry: ry, from: 1, quarters: 1)
    points += arc(centre: CGPoint(x: r.minX + rx, y: r.minY + ry), rx: rx, ry: ry, from: 2, quarters: 1)
    return points
  }
}
