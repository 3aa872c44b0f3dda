import TactileGeometry

/// The geometry a view occupies for hit testing, in the view's local coordinates (R10.3).
///
/// Hosts describe filled shapes by their geometry (a `Circle` in a 100×100 frame does not
/// receive touches in the corners), stroked shapes by their stroke, and arbitrary paths as
/// flattened polygons.
///
/// Only `stroke`, the recursive case, is boxed: the common shapes are stored inline, so that hit
/// testing reads them without counting references.
public enum HitShape: Hashable, Sendable {
  case rectangle(CGRect)
  /// A rounded rectangle; continuous ("squircle") corners are tested as circular ones, which
  /// differ by well under a point at the corners' edge.
  case roundedRectangle(CGRect, cornerSize: CGSize)
  case ellipse(CGRect)
  /// A rectangle whose shorter sides are semicircles.
  case capsule(CGRect)
  /// Closed polygons (a flattened `Path`), filled with the non-zero rule or even-odd rule.
  case polygons([[CGPoint]], evenOdd: Bool)
  /// The subpaths of a flattened `Path` as drawn by a stroke: open polylines, a closed subpath
  /// repeating its first point at the end. Stroked, only the drawn segments count (no closing
  /// edge); an open end reaches past its last point by half the line width when `extendsEnds`
  /// (round and square caps), not at all otherwise (butt caps). Filled, each is closed.
  case polylines([[CGPoint]], extendsEnds: Bool)
  /// The band of width `lineWidth` centred on the outline of a shape.
  indirect case stroke(HitShape, lineWidth: CGFloat)

  /// Whether `point` is inside the shape.
  public func contains(_ point: CGPoint) -> Bool {
    switch self {
    case .rectangle(let rect):
      return rect.contains(point)
    case .roundedRectangle(let rect, let corner):
      return roundedRectContains(rect, corner, point)
    case .ellipse(let rect):
      guard rect.width > 0, rect.height > 0 else { return false }
      let dx = (point.x - rect.midX) / (rect.width / 2)
      let dy = (point.y - rect.midY) / (rect.height / 2)
      return dx * dx + dy * dy <= 1
    case .capsule(let rect):
      let radius = min(rect.width, rect.height) / 2
      return roundedRectContains(rect, CGSize(width: radius, height: radius), point)
    case .polygons(let polygons, let evenOdd):
      var winding = 0
      var crossings = 0
      for polygon in polygons {
        let w = windingNumber(polygon, point)
        winding += w
        crossings += w != 0 ? abs(w) : 0
      }
      return evenOdd ? crossings % 2 == 1 : winding != 0
    case .polylines(let lines, _):
      return HitShape.polygons(lines, evenOdd: false).contains(point)
    case .stroke(let shape, let lineWidth):
      let half = lineWidth / 2
      switch shape {
      case .polygons(let polygons, _):
        return distanceToEdges(polygons, point) <= half
      case .polylines(let lines, let extendsEnds):
        return lines.contains { polylineBand($0, point, half: half, extendsEnds: extendsEnds) }
      case .stroke(let inner, let innerWidth):
        // A stroke of a stroke is a wider stroke of the original outline.
        return HitShape.stroke(inner, lineWidth: innerWidth + lineWidth).contains(point)
      default:
        return shape.outset(by: half).contains(point) && !shape.outset(by: -half).contains(point)
      }
    }
  }

  /// The shape grown by `amount` on every side (shrunk if negative); used for strokes.
  func outset(by amount: CGFloat) -> HitShape {
    func grow(_ r: CGRect) -> CGRect { r.insetBy(dx: -amount, dy: -amount) }
    switch self {
    case .rectangle(let r): return .rectangle(grow(r))
    case .roundedRectangle(let r, let corner):
      return .roundedRectangle(
        grow(r),
        cornerSize: CGSize(width: max(0, corner.width + amount), height: max(0, corner.height + amount)))
    case .ellipse(let r): return .ellipse(grow(r))
    case .capsule(let r): return .capsule(grow(r))
    case .polygons, .polylines, .stroke:
      // Not needed: strokes of polygons test the distance to their edges (see `contains`).
      return self
    }
  }
}

private func roundedRectContains(_ rect: CGRect, _ corner: CGSize, _ p: CGPoint) -> Bool {
  guard rect.contains(p) else { return false }
  let rx = min(max(0, corner.width), rect.width / 2)
  let ry = min(max(0, corner.height), rect.height / 2)
  guard rx > 0, ry > 0 else { return true }
  // Nearest corner centre; inside if within the corner's ellipse or outside the corner box.
  let cx = p.x < rect.minX + rx ? rect.minX + rx : (p.x > rect.maxX - rx ? rect.maxX - rx : p.x)
  let cy = p.y < rect.minY + ry ? rect.minY + ry : (p.y > rect.maxY - ry ? rect.maxY - ry : p.y)
  let dx = (p.x - cx) / rx
  let dy = (p.y - cy) / ry
  return dx * dx + dy * dy <= 1
}

/// The winding number of a closed polygon around `p` (0 when outside).
private func windingNumber(_ polygon: [CGPoint], _ p: CGPoint) -> Int {
  guard polygon.count >= 3 else { return 0 }
  var winding = 0
  var previous = polygon[polygon.count - 1]
  for current in polygon {
    if previous.y <= p.y {
      if current.y > p.y, cross(previous, current, p) > 0 { winding += 1 }
    } else if current.y <= p.y, cross(previous, current, p) < 0 {
      winding -= 1
    }
    previous = current
  }
  return winding
}

private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
  (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
}

/// Whether `p` is within `half` of the open polyline `line` (a closed one repeats its first
/// point). With butt ends, a point beyond an open end, along the end segment, is outside.
private func polylineBand(_ line: [CGPoint], _ p: CGPoint, half: CGFloat, extendsEnds: Bool) -> Bool {
  guard let first = line.first, let last = line.last else { return false }
  if line.count == 1 { return extendsEnds && first.distance(to: p) <= half }
  let open = first != last
  for i in 1..<line.count {
    let a = line[i - 1]
    let b = line[i]
    let dx = b.x - a.x
    let dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    let t = lengthSquared > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared : 0
    if open, !extendsEnds, (i == 1 && t < 0) || (i == line.count - 1 && t > 1) { continue }
    let u = min(1, max(0, t))
    if CGPoint(x: a.x + u * dx, y: a.y + u * dy).distance(to: p) <= half { return true }
  }
  return false
}

/// The distance from `p` to the nearest edge of the closed polygons.
private func distanceToEdges(_ polygons: [[CGPoint]], _ p: CGPoint) -> CGFloat {
  var best = CGFloat.infinity
  for polygon in polygons where !polygon.isEmpty {
    var previous = polygon[polygon.count - 1]
    for current in polygon {
      let dx = current.x - previous.x
      let dy = current.y - previous.y
      let lengthSquared = dx * dx + dy * dy
      var t = lengthSquared > 0 ? ((p.x - previous.x) * dx + (p.y - previous.y) * dy) / lengthSquared : 0
      t = min(1, max(0, t))
      let nearest = CGPoint(x: previous.x + t * dx, y: previous.y + t * dy)
      best = min(best, nearest.distance(to: p))
      previous = current
    }
  }
  return best
}
