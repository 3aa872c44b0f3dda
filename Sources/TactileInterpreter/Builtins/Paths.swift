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
      var arguments = [pathValue([])]
      _ = try call.interpreter.call(try call.closure(0), &arguments, at: call.at)
      return arguments[0]
    }
    add(.`Path.init(ellipseIn:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .rect(let x, let y, let w, let h) = try call.plain(0) else {
        throw call.failure("expected a CGRect")
      }
      return pathValue([element("ellipse", [x, y, w, h])])
    }
    add(.`Path.init(roundedRect:cornerRadius:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .rect(let x, let y, let w, let h) = try call.plain(0) else {
        throw call.failure("expected a CGRect")
      }
      let r = try call.double(1)
      return pathValue([element("roundedRect", [x, y, w, h, r, r])])
    }
    appending(.`Path.move(to:)`) { (call: NativeCall) throws(RuntimeError) -> [Value] in
      [element("move", try point(call, 0))]
    }
    appending(.`Path.addLine(to:)`) { (call: NativeCall) throws(RuntimeError) -> [Value] in
      [element("line", try point(call, 0))]
    }
    appending(.`Path.addLines(_:)`) { (call: NativeCall) throws(RuntimeError) -> [Value] in
      var elements: [Value] = []
      for (i, p) in try call.elements(0).enumerated() {
        guard case .point(let x, let y) = unwrapped(p) else { throw call.failure("expected CGPoints") }
        elements.append(element(i == 0 ? "move" : "line", [x, y]))
      }
      return elements
    }
    appending(.`Path.addQuadCurve(to:control:)`) { (call: NativeCall) throws(RuntimeError) -> [Value] in
      [element("quad", try point(call, 0) + point(call, 1))]
    }
    appending(.`Path.addCurve(to:control1:control2:)`) { (call: NativeCall) throws(RuntimeError) -> [Value] in
      [element("curve", try point(call, 0) + point(call, 1) + point(call, 2))]
    }
    appending(.`Path.addRect(_:)`) { (call: NativeCall) throws(RuntimeError) -> [Value] in
      guard case .rect(let x, let y, let w, let h) = try call.plain(0) else {
        throw call.failure("expected a CGRect")
      }
      return [element("rect", [x, y, w, h])]
    }
    appending(.`Path.addEllipse(in:)`) { (call: NativeCall) throws(RuntimeError) -> [Value] in
      guard case .rect(let x, let y, let w, let h) = try call.plain(0) else {
        throw call.failure("expected a CGRect")
      }
      return [element("ellipse", [x, y, w, h])]
    }
    appending(.`Path.closeSubpath()`) { (call: NativeCall) throws(RuntimeError) -> [Value] in
      [element("close", [])]
    }
    appending(.`Path.addArc(center:radius:startAngle:endAngle:clockwise:)`) {
      (call: NativeCall) throws(RuntimeError) -> [Value] in
      let centre = try point(call, 0)
      let radius = try call.double(1)
      guard case .angle(let start) = try call.plain(2), case .angle(let end) = try call.plain(3) else {
        throw call.failure("expected Angles")
      }
      return arc(centre: centre, radius: radius, start: start, end: end, clockwise: try call.bool(4))
    }
  }

  /// Registers a mutating `Path` method that appends the elements `make` returns.
  private mutating func appending(
    _ key: SurfaceKey, _ make: @escaping (NativeCall) throws(RuntimeError) -> [Value]
  ) {
    add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var elements = pathElements(call.plainReceiver) ?? []
      elements += try make(call)
      call.receiver = pathValue(elements)
      return .void
    }
  }
}

/// A path view with `elements`.
func pathValue(_ elements: [Value]) -> Value {
  .view(.primitive(key: .`Path`, arguments: [.array(elements)], children: []))
}

/// The elements of a path value, or nil when `value` is not one.
package func pathElements(_ value: Value) -> [Value]? {
  if case .view(.primitive(.`Path`, let arguments, _)) = value, case .array(let elements)? = arguments.first {
    return elements
  }
  return nil
}

private func element(_ name: String, _ numbers: [Double]) -> Value {
  .array([.symbol(name)] + numbers.map { .double($0) })
}

private func point(_ call: NativeCall, _ i: Int) throws(RuntimeError) -> [Double] {
  guard case .point(let x, let y) = try call.plain(i) else {
    throw call.failure("'\(call.key)' expected a CGPoint")
  }
  return [x, y]
}

/// An arc as cubic Béziers of at most a quarter turn each, from the current point's line to
/// its start (as CoreGraphics draws it). `clockwise` is in the flipped (y-down) sense SwiftUI
/// uses, where a clockwise arc runs with decreasing angle on screen.
private func arc(centre: [Double], radius: Double, start: Double, end: Double, clockwise: Bool) -> [Value] {
  let cx = centre[0]
  let cy = centre[1]
  var sweep = end - start
  let twoPi = 2 * Double.pi
  if clockwise {
    while sweep > 0 { sweep -= twoPi }
  } else {
    while sweep < 0 { sweep += twoPi }
  }
  let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
  let step = sweep / Double(segments)
  let k = 4.0 / 3.0 * Math.tan(step / 4)
  var elements: [Value] = [element("line", [cx + radius * Math.cos(start), cy + radius * Math.sin(start)])]
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
