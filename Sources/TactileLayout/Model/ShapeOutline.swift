import TactileGeometry

/// Shapes as paths: the outline every shape draws in a rectangle, with the direction and start
/// point SwiftUI's paths have (what `trim` measures along), and the operations of SwiftUI's
/// `Path` on it — transforms, trimming, bounds.
///
/// Directions follow Core Graphics on SwiftUI's y-down canvas: a rectangle starts at its
/// top-left corner and an ellipse at its rightmost point (3 o'clock), both going clockwise on
/// screen (so `Circle().trim(from: 0, to: 0.25)` is the quarter from 3 to 6 o'clock, and a
/// progress ring turned by −90° starts at the top). A rounded rectangle starts on its top edge
/// after the top-left corner (our choice: SwiftUI does not document it).
extension ShapeKind {
  /// Whether the shape is drawn from its outline (it has no drawing of its own).
  public var isDrawnAsOutline: Bool {
    switch self {
    case .modified, .custom, .unevenRoundedRectangle: return true
    default: return false
    }
  }

  /// The shape with the program's shapes inside evaluated for `rect` (their `path` set), as
  /// they are drawn there (an `inset` draws what it modifies in a smaller rectangle).
  public func resolved(in rect: CGRect) -> ShapeKind {
    switch self {
    case .custom(var c):
      c.path = c.evaluator.path(in: rect, data: c.data)
      return .custom(c)
    case .modified(let base, .inset(let amount)):
      return .modified(base.resolved(in: rect.insetBy(dx: amount, dy: amount)), .inset(amount))
    case .modified(let base, let modifier):
      return .modified(base.resolved(in: rect), modifier)
    default:
      return self
    }
  }

  /// Whether a program's shape is inside.
  public var containsCustom: Bool {
    switch self {
    case .custom: return true
    case .modified(let base, _): return base.containsCustom
    default: return false
    }
  }

  /// The outline the shape draws in `rect`.
  public func outline(in rect: CGRect) -> PathDescription {
    switch self {
    case .rectangle:
      return PathDescription(PathDescription.rectangle(rect))
    case .circle:
      let side = min(rect.width, rect.height)
      let square = CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
      return PathDescription(PathDescription.ellipse(square))
    case .ellipse:
      return PathDescription(PathDescription.ellipse(rect))
    case .capsule:
      let r = min(rect.width, rect.height) / 2
      return PathDescription(PathDescription.roundedRectangle(rect, r, r))
    case .roundedRectangle(let w, let h, let style):
      if style == .continuous, w == h { return PathDescription(ContinuousCorners.elements(rect, radius: w)) }
      return PathDescription(PathDescription.roundedRectangle(rect, w, h))
    case .unevenRoundedRectangle(let radii, let style):
      return PathDescription(PathDescription.unevenRoundedRectangle(rect, radii, style: style))
    case .path(let path):
      return path
    case .custom(let c):
      return c.path ?? c.evaluator.path(in: rect, data: c.data)
    case .modified(let base, let modifier):
      switch modifier {
      case .inset(let amount):
        // A rounded rectangle's inset keeps its corners concentric: the radii shrink too.
        let inner = rect.insetBy(dx: amount, dy: amount)
        switch base {
        case .roundedRectangle(let w, let h, let style):
          return ShapeKind.roundedRectangle(
            cornerWidth: max(0, w - amount), cornerHeight: max(0, h - amount), style: style
          ).outline(in: inner)
        case .unevenRoundedRectangle(let r, let style):
          func less(_ v: Double) -> Double { max(0, v - amount) }
          let radii = CornerRadii(
            topLeading: less(r.topLeading), bottomLeading: less(r.bottomLeading),
            bottomTrailing: less(r.bottomTrailing), topTrailing: less(r.topTrailing))
          return ShapeKind.unevenRoundedRectangle(radii, style: style).outline(in: inner)
        default:
          return base.outline(in: inner)
        }
      case .trim(let from, let to):
        return base.outline(in: rect).trimmed(from: from, to: to)
      case .offset(let x, let y):
        return base.outline(in: rect).applying(.translation(x: x, y: y))
      case .rotation(let radians, let anchor):
        return base.outline(in: rect).applying(
          Self.about(anchor, in: rect, CGAffineTransform.rotation(radians: radians)))
      case .scale(let x, let y, let anchor):
        return base.outline(in: rect).applying(Self.about(anchor, in: rect, .scale(x: x, y: y)))
      case .transform(let t):
        return base.outline(in: rect).applying(t)
      case .size(let width, let height):
        return base.outline(in: CGRect(x: rect.minX, y: rect.minY, width: width, height: height))
      }
    }
  }

  /// `t` applied about the anchor's point of `rect`.
  static func about(_ anchor: UnitPoint, in rect: CGRect, _ t: CGAffineTransform) -> CGAffineTransform {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    return CGAffineTransform.translation(x: -x, y: -y).concatenating(t).concatenating(
      .translation(x: x, y: y))
  }
}

extension PathDescription {
  /// The length of a quarter ellipse's Bézier handles, as a fraction of its radius.
  static let quarterArcHandle = 0.5522847498307936

  /// A rectangle's elements: from its top-left corner, clockwise on screen, closed.
  public static func rectangle(_ r: CGRect) -> [Element] {
    [
      .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
      .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath,
    ]
  }

  /// An ellipse's elements: four quarter curves from its rightmost point, clockwise on screen.
  public static func ellipse(_ r: CGRect) -> [Element] {
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let (kx, ky) = (rx * quarterArcHandle, ry * quarterArcHandle)
    return [
      .move(to: CGPoint(x: cx + rx, y: cy)),
      .curve(
        to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
        control2: CGPoint(x: cx + kx, y: cy + ry)),
      .curve(
        to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
        control2: CGPoint(x: cx - rx, y: cy + ky)),
      .curve(
        to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
        control2: CGPoint(x: cx - kx, y: cy - ry)),
      .curve(
        to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
        control2: CGPoint(x: cx + rx, y: cy - ky)),
      .closeSubpath,
    ]
  }

  /// A rectangle with elliptical corners of `rx` × `ry` (clamped to half the sides): from the
  /// top edge after the top-left corner, clockwise, closed.
  public static func roundedRectangle(_ r: CGRect, _ rx: Double, _ ry: Double) -> [Element] {
    let w = max(0, min(rx, r.width / 2))
    let h = max(0, min(ry, r.height / 2))
    return unevenElements(r, [(w, h), (w, h), (w, h), (w, h)], continuous: false)
  }

  /// `UnevenRoundedRectangle`'s outline; continuous corners use the smoothed corner of
  /// `ContinuousCorners` with each corner's radius.
  public static func unevenRoundedRectangle(_ r: CGRect, _ radii: CornerRadii, style: CornerStyle)
    -> [Element]
  {
    let limit = min(r.width, r.height) / 2
    func clamp(_ v: Double) -> (Double, Double) {
      let c = max(0, min(v, limit))
      return (c, c)
    }
    // Clockwise from the top-right corner.
    let corners = [
      clamp(radii.topTrailing), clamp(radii.bottomTrailing), clamp(radii.bottomLeading),
      clamp(radii.topLeading),
    ]
    return unevenElements(r, corners, continuous: style == .continuous)
  }

  /// A rectangle whose corners, clockwise from the top-right, have the given radii.
  private static func unevenElements(_ r: CGRect, _ corners: [(Double, Double)], continuous: Bool)
    -> [Element]
  {
    let vertices = ContinuousCorners.vertices(r)
    let topLeft = corners[3]
    let topLeftCorner = continuous ? ContinuousCorners.corner(r, radius: topLeft.0) : nil
    var result: [Element] = [.move(to: CGPoint(x: r.minX + (topLeftCorner?.p ?? topLeft.0), y: r.minY))]
    for (i, (v, u, w)) in vertices.enumerated() {
      let (rx, ry) = corners[i]
      if continuous, rx == ry, let k = ContinuousCorners.corner(r, radius: rx) {
        result += ContinuousCorners.cornerElements(v, u, w, k)
        continue
      }
      // The radius along the incoming edge, then the outgoing one.
      let along = abs(u.x) > 0 ? rx : ry
      let across = abs(w.x) > 0 ? rx : ry
      let start = ContinuousCorners.point(v, u, w, along, 0)
      result.append(.line(to: start))
      guard along > 0, across > 0 else { continue }
      let end = ContinuousCorners.point(v, u, w, 0, across)
      let k = quarterArcHandle
      result.append(
        .curve(
          to: end, control1: ContinuousCorners.point(v, u, w, along * (1 - k), 0),
          control2: ContinuousCorners.point(v, u, w, 0, across * (1 - k))))
    }
    result.append(.closeSubpath)
    return result
  }

  /// A circular arc from `from` to `to` about `centre` (clockwise on screen through `angle`
  /// radians, at most a quarter turn) as one cubic Bézier.
  static func arcCurve(from: CGPoint, to: CGPoint, centre: CGPoint, radius: Double, angle: Double) -> Element
  {
    let k = 4.0 / 3.0 * Math.tan(angle / 4) * radius
    func tangent(_ p: CGPoint) -> CGPoint {
      let (dx, dy) = (p.x - centre.x, p.y - centre.y)
      let length = (dx * dx + dy * dy).squareRoot()
      return length == 0 ? CGPoint(x: 0, y: 0) : CGPoint(x: -dy / length, y: dx / length)
    }
    let (t1, t2) = (tangent(from), tangent(to))
    return .curve(
      to: to, control1: CGPoint(x: from.x + k * t1.x, y: from.y + k * t1.y),
      control2: CGPoint(x: to.x - k * t2.x, y: to.y - k * t2.y))
  }

  /// The path with its whole figures (rectangles, ellipses, rounded rectangles) as moves,
  /// lines and curves.
  public var expanded: PathDescription {
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    for e in elements {
      switch e {
      case .rect(let r): result += Self.rectangle(r)
      case .ellipse(let r): result += Self.ellipse(r)
      case .roundedRect(let r, let w, let h): result += Self.roundedRectangle(r, w, h)
      default: result.append(e)
      }
    }
    return PathDescription(result)
  }

  /// `Path.applying(_:)`: every point mapped through `t`.
  public func applying(_ t: CGAffineTransform) -> PathDescription {
    if t.isIdentity { return self }
    func m(_ p: CGPoint) -> CGPoint { p.applying(t) }
    return PathDescription(
      expanded.elements.map { e in
        switch e {
        case .move(let p): return .move(to: m(p))
        case .line(let p): return .line(to: m(p))
        case .quadCurve(let p, let c): return .quadCurve(to: m(p), control: m(c))
        case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
        default: return e
        }
      })
  }

  /// `Path.boundingRect`: the smallest rectangle containing the curve itself (a curve's
  /// extremes, not its control points). Empty paths give the zero rectangle.
  public var boundingRect: CGRect {
    var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
    func add(_ p: CGPoint) {
      guard let b = box else {
        box = (p.x, p.y, p.x, p.y)
        return
      }
      box = (min(b.minX, p.x), min(b.minY, p.y), max(b.maxX, p.x), max(b.maxY, p.y))
    }
    for segment in segments() {
      add(segment.start)
      add(segment.end)
      for t in segment.extremes() { add(segment.point(at: t)) }
    }
    guard let b = box else { return CGRect(x: 0, y: 0, width: 0, height: 0) }
    return CGRect(x: b.minX, y: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY)
  }

  /// `Path.contains(_:eoFill:)`: whether a fill of the path covers `p` (each subpath closed,
  /// curves as 32 straight pieces), by the non-zero or the even-odd rule.
  public func contains(_ p: CGPoint, evenOdd: Bool) -> Bool {
    var winding = 0
    var crossings = 0
    var polygon: [CGPoint] = []
    func finish() {
      guard polygon.count >= 3 else {
        polygon = []
        return
      }
      for i in polygon.indices {
        let a = polygon[i]
        let b = polygon[(i + 1) % polygon.count]
        guard (a.y <= p.y) != (b.y <= p.y) else { continue }
        let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if x > p.x {
          crossings += 1
          winding += b.y > a.y ? 1 : -1
        }
      }
      polygon = []
    }
    for segment in segments() {
      if segment.startsSubpath { finish() }
      if polygon.isEmpty { polygon.append(segment.start) }
      if segment.isLine {
        polygon.append(segment.end)
      } else {
        for i in 1...Segment.samples {
          polygon.append(segment.point(at: Double(i) / Double(Segment.samples)))
        }
      }
    }
    finish()
    return evenOdd ? crossings % 2 == 1 : winding != 0
  }

  /// `Path.trimmedPath(from:to:)`: the part between the two fractions of the path's length
  /// (every subpath's, in order, a closing edge included). Fractions are clamped to 0…1; the
  /// whole path is itself, an empty range is empty.
  public func trimmed(from: Double, to: Double) -> PathDescription {
    let from = min(max(from, 0), 1)
    let to = min(max(to, 0), 1)
    if from <= 0, to >= 1 { return self }
    guard from < to else { return PathDescription([]) }
    let segments = segments()
    let lengths = segments.map { $0.length }
    let total = lengths.reduce(0, +)
    guard total > 0 else { return PathDescription([]) }
    let (start, end) = (from * total, to * total)
    // Pieces shorter than this at a boundary are rounding, not part of the range.
    let tolerance = total * 1e-12
    var result: [Element] = []
    var position = 0.0
    var last: CGPoint?
    for (segment, length) in zip(segments, lengths) {
      defer { position += length }
      let (a, b) = (max(start - position, 0), min(end - position, length))
      guard b - a > tolerance else { continue }
      let (t0, t1) = (segment.parameter(at: a), segment.parameter(at: b))
      let part = segment.part(t0, t1)
      if last != part.start || segment.startsSubpath && a == 0 {
        result.append(.move(to: part.start))
      }
      result.append(part.element)
      last = part.end
    }
    return PathDescription(result)
  }

  /// One drawn piece of a path: a line or a curve, from `start` (Bézier control points `c1`
  /// and `c2`; a quadratic curve is raised to a cubic, a line has its ends as controls).
  struct Segment {
    var start: CGPoint
    var c1: CGPoint
    var c2: CGPoint
    var end: CGPoint
    var isLine: Bool
    /// Whether it is the first piece of a subpath.
    var startsSubpath: Bool

    func point(at t: Double) -> CGPoint {
      let u = 1 - t
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }

    /// Samples used to measure a curve.
    static let samples = 32

    /// The cumulative lengths at the samples (a curve as a fine polyline).
    private func cumulative() -> [Double] {
      var lengths = [0.0]
      var previous = start
      for i in 1...Self.samples {
        let p = point(at: Double(i) / Double(Self.samples))
        lengths.append(lengths[lengths.count - 1] + previous.distance(to: p))
        previous = p
      }
      return lengths
    }

    var length: Double { isLine ? start.distance(to: end) : cumulative()[Self.samples] }

    /// The parameter at which the piece has run `distance`.
    func parameter(at distance: Double) -> Double {
      if isLine {
        let l = start.distance(to: end)
        return l > 0 ? min(max(distance / l, 0), 1) : 0
      }
      let lengths = cumulative()
      guard lengths[Self.samples] > 0 else { return 0 }
      for i in 1...Self.samples where lengths[i] >= distance {
        let span = lengths[i] - lengths[i - 1]
        let f = span > 0 ? (distance - lengths[i - 1]) / span : 0
        return (Double(i - 1) + min(max(f, 0), 1)) / Double(Self.samples)
      }
      return 1
    }

    /// The piece between parameters `t0` and `t1`, as an element with its start.
    func part(_ t0: Double, _ t1: Double) -> (start: CGPoint, end: CGPoint, element: Element) {
      if isLine {
        let p0 = CGPoint(x: start.x + (end.x - start.x) * t0, y: start.y + (end.y - start.y) * t0)
        let p1 = CGPoint(x: start.x + (end.x - start.x) * t1, y: start.y + (end.y - start.y) * t1)
        return (p0, p1, .line(to: p1))
      }
      // de Casteljau: the curve up to t1, then its part from t0 / t1.
      let (_, head) = split(self, at: t1)
      let (tail, _) = split(head, at: t1 > 0 ? t0 / t1 : 0)
      return (tail.start, tail.end, .curve(to: tail.end, control1: tail.c1, control2: tail.c2))
    }

    /// The curve split at `t`: the part after it and the part before it.
    private func split(_ s: Segment, at t: Double) -> (after: Segment, before: Segment) {
      func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
      }
      let (ab, bc, cd) = (lerp(s.start, s.c1), lerp(s.c1, s.c2), lerp(s.c2, s.end))
      let (abc, bcd) = (lerp(ab, bc), lerp(bc, cd))
      let m = lerp(abc, bcd)
      return (
        Segment(start: m, c1: bcd, c2: cd, end: s.end, isLine: false, startsSubpath: false),
        Segment(start: s.start, c1: ab, c2: abc, end: m, isLine: false, startsSubpath: s.startsSubpath)
      )
    }

    /// The parameters in (0, 1) where the curve turns back in x or y.
    func extremes() -> [Double] {
      guard !isLine else { return [] }
      var result: [Double] = []
      for axis in 0..<2 {
        let (p0, p1, p2, p3) =
          axis == 0 ? (start.x, c1.x, c2.x, end.x) : (start.y, c1.y, c2.y, end.y)
        // The derivative's coefficients: a t² + b t + c.
        let a = 3 * (-p0 + 3 * p1 - 3 * p2 + p3)
        let b = 6 * (p0 - 2 * p1 + p2)
        let c = 3 * (p1 - p0)
        if abs(a) < 1e-12 {
          if abs(b) > 1e-12 { result.append(-c / b) }
          continue
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { continue }
        let root = discriminant.squareRoot()
        result += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
      }
      return result.filter { $0 > 0 && $0 < 1 }
    }
  }

  /// The path's pieces in order; a closed subpath's closing edge is a line.
  func segments() -> [Segment] {
    var result: [Segment] = []
    var current: CGPoint?
    var subpathStart: CGPoint?
    var startsSubpath = false
    func append(_ s: Segment) {
      result.append(s)
      startsSubpath = false
    }
    for e in expanded.elements {
      switch e {
      case .move(let p):
        current = p
        subpathStart = p
        startsSubpath = true
      case .line(let p):
        let s = current ?? p
        if subpathStart == nil { subpathStart = s }
        append(Segment(start: s, c1: s, c2: p, end: p, isLine: true, startsSubpath: startsSubpath))
        current = p
      case .quadCurve(let p, let c):
        let s = current ?? p
        if subpathStart == nil { subpathStart = s }
        let c1 = CGPoint(x: s.x + 2 / 3 * (c.x - s.x), y: s.y + 2 / 3 * (c.y - s.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        append(Segment(start: s, c1: c1, c2: c2, end: p, isLine: false, startsSubpath: startsSubpath))
        current = p
      case .curve(let p, let c1, let c2):
        let s = current ?? p
        if subpathStart == nil { subpathStart = s }
        append(Segment(start: s, c1: c1, c2: c2, end: p, isLine: false, startsSubpath: startsSubpath))
        current = p
      case .closeSubpath:
        if let s = current, let first = subpathStart, s != first {
          append(Segment(start: s, c1: s, c2: first, end: first, isLine: true, startsSubpath: startsSubpath))
        }
        current = subpathStart
        startsSubpath = true
      default:
        break
      }
    }
    return result
  }
}
