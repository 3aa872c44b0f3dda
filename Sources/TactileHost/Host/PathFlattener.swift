import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// Turns a `Path` into what hit testing tests (R10.3, R10.5): the closed polygons a fill
/// covers, or the polylines a stroke draws; one per subpath, curves and ellipses as short
/// straight segments. The segments are fine enough that a point's answer changes only within about a
/// tenth of a point of the true outline for shapes of a few hundred points.
enum PathFlattener {
  /// Segments per Bézier curve.
  static let curveSegments = 16
  /// Segments per full ellipse (a quarter of them per rounded corner).
  static let ellipseSegments = 64

  /// The polygons of `path`, in the path's own coordinates: its subpaths of three points or
  /// more, each closed as a fill closes it.
  static func polygons(_ path: PathDescription) -> [[CGPoint]] {
    subpaths(path).compactMap { $0.points.count >= 3 ? $0.points : nil }
  }

  /// The lines a stroke of `path` draws, in the path's own coordinates: each subpath as an open
  /// polyline, a closed one (`closeSubpath`, rectangles, ellipses) ending at its first point.
  static func polylines(_ path: PathDescription) -> [[CGPoint]] {
    subpaths(path).compactMap { subpath in
      guard let first = subpath.points.first else { return nil }
      return subpath.closed && subpath.points.count > 1 ? subpath.points + [first] : subpath.points
    }
  }

  /// The subpaths of `path` flattened, each with whether it is closed.
  private static func subpaths(_ path: PathDescription) -> [(points: [CGPoint], closed: Bool)] {
    var polygons: [(points: [CGPoint], closed: Bool)] = []
    var current: [CGPoint] = []
    func finish(closed: Bool = false) {
      if current.count >= 2 { polygons.append((current, closed)) }
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
        finish(closed: true)
        // Drawing continues from the subpath's start after a close.
        if let first { current = [first] }
      case .rect(let r):
        finish()
        polygons.append(
          (
            [
              CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
              CGPoint(x: r.minX, y: r.maxY),
            ], true
          ))
      case .ellipse(let r):
        finish()
        let ellipse = arc(
          centre: CGPoint(x: r.minX + r.width / 2, y: r.minY + r.height / 2), rx: r.width / 2,
          ry: r.height / 2, from: 0, quarters: 4)
        polygons.append((ellipse, true))
      case .roundedRect(let r, let cw, let ch):
        finish()
        polygons.append((roundedRect(r, cw, ch), true))
      }
    }
    finish()
    return polygons
  }

  private static func point(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x, y: p.y) }

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
      let (s, c) = Math.sinCos(angle)
      points.append(CGPoint(x: centre.x + rx * c, y: centre.y + ry * s))
    }
    return points
  }

  /// A rounded rectangle's outline, clockwise from its top-right corner.
  private static func roundedRect(_ r: CGRect, _ cw: Double, _ ch: Double) -> [CGPoint] {
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
