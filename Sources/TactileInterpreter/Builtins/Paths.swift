import TactileGeometry
import TactileLayout
import TactileUIIR

/// `Path`: a shape view whose drawing commands the program builds. A path is the view
/// description `Path` with one argument, the array of its elements; each element is an array
/// whose first value names it (`move`, `line`, `quad`, `curve`, `close`, `rect`, `ellipse`,
/// `roundedRect`) followed by its numbers. The view resolver turns it into a layout
/// `PathDescription`; the mutating methods append to it.
extension BuiltinRegistry {
  mutating func addPaths() {
    add(.`Path.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in pathValue([]) }
    add(.`Path.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let argument = try call.plain(0)
      if case .rect(let x, let y, let w, let h) = argument {
        return pathValue([element("rect", [x, y, w, h])])
      }
      // `Path(bezier.cgPath)`: a CGPath is the path value itself.
      if pathElements(argument) != nil { return argument }
      var arguments = [pathValue([])]
      _ = try call.interpreter.call(try call.closure(0), &arguments, at: call.at)
      return arguments[0]
    }
    add(.`Path.init(ellipseIn:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      pathValue([element("ellipse", try rectangle(call, 0))])
    }
    add(.`Path.init(roundedRect:cornerRadius:style:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let r = try call.double(1)
      return pathValue(try roundedRect(call, rectangle(call, 0), r, r, style: call.argument(2)))
    }
    add(.`Path.init(roundedRect:cornerSize:style:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .size(let w, let h) = try call.plain(1) else { throw call.failure("expected a CGSize") }
      return pathValue(try roundedRect(call, rectangle(call, 0), w, h, style: call.argument(2)))
    }
    add(.`Path.init(roundedRect:cornerRadii:style:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      pathValue(try unevenRect(call, rectangle(call, 0), call.plain(1), style: call.argument(2)))
    }
    appending(.`Path.move(to:)`) { (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("move", try point(call, 0))]
    }
    appending(.`Path.addLine(to:)`) { (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("line", try point(call, 0))]
    }
    appending(.`Path.addLines(_:)`) { (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      var elements: [Value] = []
      for (i, p) in try call.elements(0).enumerated() {
        guard case .point(let x, let y) = unwrapped(p) else { throw call.failure("expected CGPoints") }
        elements.append(element(i == 0 ? "move" : "line", [x, y]))
      }
      return elements
    }
    appending(.`Path.addQuadCurve(to:control:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("quad", try point(call, 0) + point(call, 1))]
    }
    appending(.`Path.addCurve(to:control1:control2:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("curve", try point(call, 0) + point(call, 1) + point(call, 2))]
    }
    appending(.`Path.addRect(_:transform:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      try transformed([element("rect", try rectangle(call, 0))], call, 1)
    }
    appending(.`Path.addRects(_:transform:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      var elements: [Value] = []
      for r in try call.elements(0) {
        guard case .rect(let x, let y, let w, let h) = unwrapped(r) else {
          throw call.failure("expected CGRects")
        }
        elements.append(element("rect", [x, y, w, h]))
      }
      return try transformed(elements, call, 1)
    }
    appending(.`Path.addEllipse(in:transform:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      try transformed([element("ellipse", try rectangle(call, 0))], call, 1)
    }
    appending(.`Path.addRoundedRect(in:cornerSize:style:transform:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      guard case .size(let w, let h) = try call.plain(1) else { throw call.failure("expected a CGSize") }
      return try transformed(
        try roundedRect(call, rectangle(call, 0), w, h, style: call.argument(2)), call, 3)
    }
    appending(.`Path.addRoundedRect(in:cornerRadii:style:transform:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      try transformed(
        try unevenRect(call, rectangle(call, 0), call.plain(1), style: call.argument(2)), call, 3)
    }
    appending(.`Path.closeSubpath()`) { (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      [element("close", [])]
    }
    appending(.`Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`) {
      (call: NativeCall, existing: [Value]) throws(RuntimeError) -> [Value] in
      let (start, end) = (try angle(call, 2), try angle(call, 3))
      return try transformed(
        arc(
          centre: try point(call, 0), radius: try call.double(1), start: start,
          sweep: sweep(end - start, try call.bool(4)),
          continuing: hasOpenSubpath(existing)), call, 5)
    }
    appending(.`Path.addRelativeArc(center:radius:startAngle:delta:transform:)`) {
      (call: NativeCall, existing: [Value]) throws(RuntimeError) -> [Value] in
      try transformed(
        arc(
          centre: try point(call, 0), radius: try call.double(1), start: try angle(call, 2),
          sweep: try angle(call, 3),
          continuing: hasOpenSubpath(existing)), call, 4)
    }
    appending(.`Path.addArc(tangent1End:tangent2End:radius:transform:)`) {
      (call: NativeCall, existing: [Value]) throws(RuntimeError) -> [Value] in
      let current = currentPoint(existing)
      return try transformed(
        tangentArc(from: current, try point(call, 0), try point(call, 1), radius: try call.double(2)), call, 3
      )
    }
    appending(.`Path.addPath(_:transform:)`) {
      (call: NativeCall, _: [Value]) throws(RuntimeError) -> [Value] in
      guard let elements = pathElements(try call.plain(0)) else { throw call.failure("expected a Path") }
      return try transformed(elements, call, 1)
    }
    add(.`Path.applying(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      pathValue(try transformed(try receiverElements(call), call, 0))
    }
    add(.`Path.offsetBy(dx:dy:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let t = CGAffineTransform.translation(x: try call.double(0), y: try call.double(1))
      return pathValue(pathElements(of: pathDescription(try receiverElements(call)).applying(t)))
    }
    add(.`Path.trimmedPath(from:to:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let path = pathDescription(try receiverElements(call))
      return pathValue(pathElements(of: path.trimmed(from: try call.double(0), to: try call.double(1))))
    }
    add(.`Path.boundingRect`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let r = pathDescription(try receiverElements(call)).boundingRect
      return .rect(r.minX, r.minY, r.width, r.height)
    }
    add(.`Path.isEmpty`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try receiverElements(call).isEmpty)
    }
    add(.`Path.currentPoint`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let p = currentPoint(try receiverElements(call)) else { return .optional(nil) }
      return .optional(.point(p.x, p.y))
    }
    add(.`Path.contains(_:eoFill:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .point(let x, let y) = try call.plain(0) else { throw call.failure("expected a CGPoint") }
      let path = pathDescription(try receiverElements(call))
      return .bool(path.contains(CGPoint(x: x, y: y), evenOdd: try call.bool(1)))
    }
    // A stand-in (the interface says so): the outline of a stroke is not computed.
    add(.`Path.strokedPath(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      pathValue(try receiverElements(call))
    }
  }

  /// Registers a mutating `Path` method that appends the elements `make` returns (given the
  /// path's elements so far).
  private mutating func appending(
    _ key: SurfaceKey, _ make: @escaping (NativeCall, [Value]) throws(RuntimeError) -> [Value]
  ) {
    add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var elements = pathElements(call.plainReceiver) ?? []
      elements += try make(call, elements)
      call.receiver = pathValue(elements)
      return .void
    }
  }
}

private func receiverElements(_ call: NativeCall) throws(RuntimeError) -> [Value] {
  guard let elements = pathElements(call.plainReceiver) else {
    throw call.failure("'\(call.key)' expected a Path")
  }
  return elements
}

/// `elements` mapped through the `CGAffineTransform` argument `i` (unchanged by the identity).
func transformed(_ elements: [Value], _ call: NativeCall, _ i: Int) throws(RuntimeError) -> [Value] {
  let t = try affineTransform(try call.plain(i), call)
  if t.isIdentity { return elements }
  return pathElements(of: pathDescription(elements).applying(t))
}

func rectangle(_ call: NativeCall, _ i: Int) throws(RuntimeError) -> [Double] {
  guard case .rect(let x, let y, let w, let h) = try call.plain(i) else {
    throw call.failure("expected a CGRect")
  }
  return [x, y, w, h]
}

private func angle(_ call: NativeCall, _ i: Int) throws(RuntimeError) -> Double {
  guard case .angle(let a) = try call.plain(i) else { throw call.failure("expected an Angle") }
  return a
}

/// A rounded rectangle's elements: one whole-figure element for circular corners, the
/// smoothed outline for continuous ones (SwiftUI's default).
private func roundedRect(_ call: NativeCall, _ r: [Double], _ w: Double, _ h: Double, style: Value)
  throws(RuntimeError)
  -> [Value]
{
  let rect = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
  if case .symbol(let s) = unwrapped(style), s.hasSuffix("continuous"), w == h {
    return pathElements(of: PathDescription(ContinuousCorners.elements(rect, radius: w)))
  }
  return [element("roundedRect", r + [w, h])]
}

private func unevenRect(_ call: NativeCall, _ r: [Double], _ radii: Value, style: Value) throws(RuntimeError)
  -> [Value]
{
  guard case .record(let record) = radii else { throw call.failure("expected RectangleCornerRadii") }
  let corners = cornerRadii(record)
  var continuous = false
  if case .symbol(let s) = unwrapped(style) { continuous = s.hasSuffix("continuous") }
  let rect = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
  return pathElements(
    of: PathDescription(
      PathDescription.unevenRoundedRectangle(rect, corners, style: continuous ? .continuous : .circular)))
}

/// A `RectangleCornerRadii` record's radii.
package func cornerRadii(_ r: Record) -> CornerRadii {
  func v(_ label: String) -> Double { r[label].flatMap(number) ?? 0 }
  return CornerRadii(
    topLeading: v("topLeading"), bottomLeading: v("bottomLeading"), bottomTrailing: v("bottomTrailing"),
    topTrailing: v("topTrailing"))
}

func element(_ name: String, _ numbers: [Double]) -> Value {
  .array([.symbol(name)] + numbers.map { .double($0) })
}

func point(_ call: NativeCall, _ i: Int) throws(RuntimeError) -> [Double] {
  guard case .point(let x, let y) = try call.plain(i) else {
    throw call.failure("'\(call.key)' expected a CGPoint")
  }
  return [x, y]
}

/// Whether the path ends in a subpath that is not closed (an arc then starts with a line).
func hasOpenSubpath(_ elements: [Value]) -> Bool {
  guard case .array(let last)? = elements.last, case .symbol(let name)? = last.first else { return false }
  return name != "close" && name != "rect" && name != "ellipse" && name != "roundedRect"
}

/// Where the path's last element ends.
func currentPoint(_ elements: [Value]) -> CGPoint? {
  let segments = pathDescription(elements).expanded.elements
  switch segments.last {
  case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
  case .closeSubpath?:
    for e in segments.reversed() { if case .move(let p) = e { return p } }
    return nil
  default: return nil
  }
}

/// The signed sweep from a start to an end angle: `clockwise` in SwiftUI's flipped sense
/// runs with decreasing angle (counter-clockwise on screen).
func sweep(_ delta: Double, _ clockwise: Bool) -> Double {
  var sweep = delta
  let twoPi = 2 * Double.pi
  if clockwise {
    while sweep > 0 { sweep -= twoPi }
  } else {
    while sweep < 0 { sweep += twoPi }
  }
  return sweep
}

/// An arc of `sweep` radians from `start` as cubic Béziers of at most a quarter turn each,
/// from a line from the current point to its start when a subpath is open (as CoreGraphics
/// draws it), else from a move there.
func arc(centre: [Double], radius: Double, start: Double, sweep: Double, continuing: Bool) -> [Value] {
  let cx = centre[0]
  let cy = centre[1]
  let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
  let step = sweep / Double(segments)
  let k = 4.0 / 3.0 * Math.tan(step / 4)
  var elements: [Value] = [
    element(continuing ? "line" : "move", [cx + radius * Math.cos(start), cy + radius * Math.sin(start)])
  ]
  var a = start
  for _ in 0..<segments {
    let b = a + step
    let (ca, sa, cb, sb) = (Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b))
    elements.append(
      element(
        "curve",
        [
          cx + radius * cb, cy + radius * sb, cx + radius * (ca - k * sa), cy + radius * (sa + k * ca),
          cx + radius * (cb + k * sb), cy + radius * (sb - k * cb),
        ]))
    a = b
  }
  return elements
}

/// `addArc(tangent1End:tangent2End:radius:)`: a line from the current point towards `p1`,
/// then the arc of `radius` tangent to both lines p0–p1 and p1–p2 (CoreGraphics' rule); a line
/// to `p1` when the lines are parallel or the radius is zero.
private func tangentArc(from current: CGPoint?, _ a: [Double], _ b: [Double], radius: Double) -> [Value] {
  let p1 = CGPoint(x: a[0], y: a[1])
  let p2 = CGPoint(x: b[0], y: b[1])
  guard let p0 = current else { return [element("move", a)] }
  let (v1x, v1y) = (p0.x - p1.x, p0.y - p1.y)
  let (v2x, v2y) = (p2.x - p1.x, p2.y - p1.y)
  let (l1, l2) = ((v1x * v1x + v1y * v1y).squareRoot(), (v2x * v2x + v2y * v2y).squareRoot())
  let cross = v1x * v2y - v1y * v2x
  guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 else { return [element("line", a)] }
  let (u1x, u1y, u2x, u2y) = (v1x / l1, v1y / l1, v2x / l2, v2y / l2)
  let cosTheta = max(-1, min(1, u1x * u2x + u1y * u2y))
  let theta = Math.acos(cosTheta)
  let distance = radius / Math.tan(theta / 2)
  let t1 = CGPoint(x: p1.x + u1x * distance, y: p1.y + u1y * distance)
  let t2 = CGPoint(x: p1.x + u2x * distance, y: p1.y + u2y * distance)
  // The centre lies along the bisector, radius / sin(θ/2) from p1.
  let (bx, by) = (u1x + u2x, u1y + u2y)
  let bl = (bx * bx + by * by).squareRoot()
  let h = radius / Math.sin(theta / 2)
  let centre = [p1.x + bx / bl * h, p1.y + by / bl * h]
  let start = Math.atan2(t1.y - centre[1], t1.x - centre[0])
  let end = Math.atan2(t2.y - centre[1], t2.x - centre[0])
  var delta = end - start
  while delta > Double.pi { delta -= 2 * Double.pi }
  while delta < -Double.pi { delta += 2 * Double.pi }
  return arc(centre: centre, radius: radius, start: start, sweep: delta, continuing: true)
}

/// The elements of a layout path, as a path value keeps them.
package func pathElements(of path: PathDescription) -> [Value] {
  path.elements.map { e in
    switch e {
    case .move(let p): return element("move", [p.x, p.y])
    case .line(let p): return element("line", [p.x, p.y])
    case .quadCurve(let p, let c): return element("quad", [p.x, p.y, c.x, c.y])
    case .curve(let p, let c1, let c2): return element("curve", [p.x, p.y, c1.x, c1.y, c2.x, c2.y])
    case .closeSubpath: return element("close", [])
    case .rect(let r): return element("rect", [r.minX, r.minY, r.width, r.height])
    case .ellipse(let r): return element("ellipse", [r.minX, r.minY, r.width, r.height])
    case .roundedRect(let r, let w, let h):
      return element("roundedRect", [r.minX, r.minY, r.width, r.height, w, h])
    }
  }
}

/// A path view with `elements`.
package func pathValue(_ elements: [Value]) -> Value {
  .view(.primitive(key: .`Path`, arguments: [.array(elements)], children: []))
}

/// The elements of a path value, or nil when `value` is not one.
package func pathElements(_ value: Value) -> [Value]? {
  if case .view(.primitive(.`Path`, let arguments, _)) = value, case .array(let elements)? = arguments.first {
    return elements
  }
  return nil
}

/// The layout's description of a path value's elements.
package func pathDescription(_ elements: [Value]) -> PathDescription {
  var result: [PathDescription.Element] = []
  for element in elements {
    guard case .array(let parts) = element, case .symbol(let name)? = parts.first else { continue }
    let n = parts.dropFirst().map { v -> Double in
      if case .double(let d) = v { return d }
      return 0
    }
    func p(_ i: Int) -> CGPoint { CGPoint(x: n[i], y: n[i + 1]) }
    switch (name, n.count) {
    case ("move", 2): result.append(.move(to: p(0)))
    case ("line", 2): result.append(.line(to: p(0)))
    case ("quad", 4): result.append(.quadCurve(to: p(0), control: p(2)))
    case ("curve", 6): result.append(.curve(to: p(0), control1: p(2), control2: p(4)))
    case ("close", 0): result.append(.closeSubpath)
    case ("rect", 4): result.append(.rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3])))
    case ("ellipse", 4): result.append(.ellipse(in: CGRect(x: n[0], y: n[1], width: n[2], height: n[3])))
    case ("roundedRect", 6):
      result.append(
        .roundedRect(
          CGRect(x: n[0], y: n[1], width: n[2], height: n[3]), cornerWidth: n[4], cornerHeight: n[5])
      )
    default: break
    }
  }
  return PathDescription(result)
}
