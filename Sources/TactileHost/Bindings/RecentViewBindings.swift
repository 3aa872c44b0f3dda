import TactileGeometry
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// iOS 17–18 views and modifiers: `visualEffect`, `containerRelativeFrame`, `MeshGradient`
  /// (docs/layout-behaviour.md, "Recent containers"; docs/rendering.md, "MeshGradient").
  mutating func addRecentViews() {
    modifier(.`View.visualEffect(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveVisualEffect(call)
    }
    modifier(
      .`View.containerRelativeFrame(_:alignment:)`,
      .`View.containerRelativeFrame(_:count:span:spacing:alignment:)`,
      .`View.containerRelativeFrame(_:alignment:_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveContainerRelativeFrame(call)
    }
    // At rest every view is in the visible area: its transition is applied for the identity
    // phase (a stand-in for the phases of views scrolled past the edges).
    modifier(
      .`View.scrollTransition(_:axis:transition:)`,
      .`View.scrollTransition(topLeading:bottomTrailing:axis:transition:)`
    ) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveVisualEffect(call, second: .symbol("ScrollTransitionPhase.identity"))
    }
    // Accepted, without their effect on scrolling (stand-ins), or with none of their own
    // (`scrollTargetLayout` only marks the views a view-aligned behaviour snaps to).
    modifier(
      .`View.scrollTargetBehavior(_:)`, .`View.scrollTargetLayout(isEnabled:)`,
      .`View.scrollPosition(id:anchor:)`,
      .`View.contentMargins(_:_:for:)`, .`View.contentMargins(_:for:)`,
      .`View.onScrollGeometryChange(for:of:action:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    view(.`ViewThatFits`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveViewThatFits(call)
    }
    view(.`MeshGradient`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveMeshGradient(call)
    }
  }
}

/// Which child a `ViewThatFits` shows, as its last sizing chose.
final class ViewThatFitsChoice {
  var index = 0
}

extension ViewResolver {
  /// `ViewThatFits(in: axes) { … }`: the first child whose ideal size on `axes` (its size for
  /// a proposal without those dimensions) fits the proposal, else the last child; the
  /// container takes the chosen child's size for the proposal, and only that child is drawn and
  /// hit (the others are laid out but collapsed to nothing).
  func resolveViewThatFits(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let axes = Convert.axes(call["in"])
    let choice = ViewThatFitsChoice()
    var children: [ViewNode] = []
    for (i, child) in try childNodes(call).enumerated() {
      let evaluator = GeometryEffectEvaluator { _ in choice.index == i ? .identity : .scale(x: 0, y: 0) }
      children.append(
        node(
          call.identity.child(IdentityKind.modifier, UInt64(100 + i)),
          .modified(
            child, .geometryEffect(GeometryEffectFunction(name: "ViewThatFits", evaluate: evaluator))),
          label: label(of: child)))
    }
    func choose(_ p: ProposedViewSize, _ proxy: LayoutSubviewsProxy) -> Int {
      let ideal = ProposedViewSize(
        width: axes.horizontal ? nil : p.width, height: axes.vertical ? nil : p.height)
      for k in 0..<proxy.count {
        let size = proxy.sizeThatFits(k, ideal)
        let fitsWidth = !axes.horizontal || size.width <= (p.width ?? .infinity) + 1e-9
        let fitsHeight = !axes.vertical || size.height <= (p.height ?? .infinity) + 1e-9
        if fitsWidth && fitsHeight { return k }
      }
      return max(proxy.count - 1, 0)
    }
    let layout = CustomLayout(
      name: "ViewThatFits",
      sizeThatFits: { p, proxy in
        guard proxy.count > 0 else { return .zero }
        choice.index = choose(p, proxy)
        return proxy.sizeThatFits(choice.index, p)
      },
      placeSubviews: { bounds, p, proxy in
        guard proxy.count > 0 else { return }
        choice.index = choose(p, proxy)
        for k in 0..<proxy.count {
          proxy.place(k, at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: p)
        }
      })
    return node(call.identity, .custom(layout, children: children), label: "ViewThatFits")
  }

  /// `visualEffect { content, proxy in … }`: the closure is called at layout with a proxy of
  /// the view's size (its frames are its own bounds, a stand-in), and the offsets, scales and
  /// rotations it applies to `content`, in order, move what is drawn and hit, as a geometry
  /// effect does, without changing the layout.
  /// `scrollTransition`'s closure is given `second` (its phase) in place of the proxy.
  func resolveVisualEffect(_ call: ViewCall, second: Value? = nil) throws(RuntimeError) -> ViewNode {
    let child = try resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
    guard case .function(let effect) = call.arguments.last ?? .void else { return child }
    let evaluator = GeometryEffectEvaluator { [self] size in
      let proxy =
        second
        ?? Value.record(
          Record(
            name: "GeometryProxy", labels: ["size", "globalFrame", "namedFrames"],
            fields: [.size(size.width, size.height), .rect(0, 0, size.width, size.height), .array([])]))
      let empty = Value.record(Record(name: "VisualEffect", labels: ["operations"], fields: [.array([])]))
      do throws(RuntimeError) {
        let result = try interpreter.call(effect, [empty, proxy], at: 0)
        return Self.visualEffectTransform(result, size: size)
      } catch {
        pendingError = pendingError ?? error
        return .identity
      }
    }
    return node(
      call.identity,
      .modified(child, .geometryEffect(GeometryEffectFunction(name: "visualEffect", evaluate: evaluator))),
      label: label(of: child))
  }

  /// The transform of a visual effect's operations for a view of `size`: each operation after
  /// the ones before it (the last written is the outermost, as modifiers are).
  static func visualEffectTransform(_ effect: Value, size: CGSize) -> CGAffineTransform {
    guard case .record(let r) = unwrapped(effect), case .array(let operations)? = r["operations"] else {
      return .identity
    }
    var transform = CGAffineTransform.identity
    func about(_ anchor: UnitPoint, _ t: CGAffineTransform) -> CGAffineTransform {
      let (x, y) = (anchor.x * size.width, anchor.y * size.height)
      return CGAffineTransform.translation(x: -x, y: -y).concatenating(t).concatenating(
        .translation(x: x, y: y))
    }
    for case .record(let op) in operations {
      guard let name = op["name"].flatMap(Convert.string), case .array(let a)? = op["arguments"] else {
        continue
      }
      func arg(_ i: Int) -> Value { i < a.count ? a[i] : .void }
      let step: CGAffineTransform
      switch name {
      case "VisualEffect.offset(x:y:)":
        step = .translation(x: Convert.double(arg(0)) ?? 0, y: Convert.double(arg(1)) ?? 0)
      case "VisualEffect.offset(_:)":
        guard case .size(let w, let h) = unwrapped(arg(0)) else { continue }
        step = .translation(x: w, y: h)
      case "VisualEffect.scaleEffect(_:anchor:)":
        var (sx, sy) = (1.0, 1.0)
        if case .size(let w, let h) = unwrapped(arg(0)) {
          (sx, sy) = (w, h)
        } else if let s = Convert.double(arg(0)) {
          (sx, sy) = (s, s)
        }
        step = about(Convert.unitPoint(arg(1)), .scale(x: sx, y: sy))
      case "VisualEffect.scaleEffect(x:y:anchor:)":
        step = about(
          Convert.unitPoint(arg(2)), .scale(x: Convert.double(arg(0)) ?? 1, y: Convert.double(arg(1)) ?? 1))
      case "VisualEffect.rotationEffect(_:anchor:)":
        step = about(Convert.unitPoint(arg(1)), .rotation(radians: Convert.angle(arg(0))))
      case "VisualEffect.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)":
        // As the view modifier draws it: the rotation seen straight on, about the anchor.
        guard case .tuple(let elements, _) = unwrapped(arg(1)) else { continue }
        let axis = elements.compactMap(Convert.double)
        guard axis.count == 3 else { continue }
        let rotation = Rotation3D(
          radians: Convert.angle(arg(0)), axisX: axis[0], axisY: axis[1], axisZ: axis[2],
          anchor: Convert.unitPoint(arg(2)), anchorZ: Convert.double(arg(3)) ?? 0,
          perspective: Convert.double(arg(4)) ?? 1)
        step = about(rotation.anchor, .rotation3D(rotation))
      default:
        continue  // opacity, blur and colour changes: stand-ins
      }
      transform = transform.concatenating(step)
    }
    return transform
  }

  /// `containerRelativeFrame(_:…)`: on the given axes, a fixed frame of the container's length
  /// (the preview's window, whose size is the canvas's), split into `count` columns of which
  /// the view spans `span` with `spacing` between them, or the length the closure gives for
  /// the container's length and the axis; on the other axes the view keeps its own size.
  func resolveContainerRelativeFrame(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let axes = Convert.axes(call[0])
    func length(_ container: Double, _ axis: String) throws(RuntimeError) -> Double {
      if call.has("count") {
        let count = max(Convert.int(call["count"]) ?? 1, 1)
        let span = min(max(Convert.int(call["span"]) ?? 1, 1), count)
        let spacing = Convert.double(call["spacing"]) ?? 0
        let column = (container - spacing * Double(count - 1)) / Double(count)
        return max(column * Double(span) + spacing * Double(span - 1), 0)
      }
      if case .function(let closure) = call.arguments.last ?? .void {
        let result = try interpreter.call(closure, [.double(container), .symbol("Axis.\(axis)")], at: 0)
        return Convert.double(result) ?? container
      }
      return container
    }
    let width = axes.horizontal ? try length(canvasWidth, "horizontal") : nil
    let height = axes.vertical ? try length(canvasHeight, "vertical") : nil
    return try wrapped(
      call, .frame(width: width, height: height, alignment: self.alignment(call["alignment"])))
  }

  /// `MeshGradient(width:height:points:colors:)`: each patch between four neighbouring
  /// vertices is cut into 8 × 8 quadrilaterals, placed by bilinear interpolation of the
  /// vertices' points (in the view's unit square) and filled with the bilinear mix of their
  /// colours at the quadrilateral's centre (docs/rendering.md). The background fills the
  /// frame behind.
  func resolveMeshGradient(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let columns = Convert.int(call["width"]) ?? 0
    let rows = Convert.int(call["height"]) ?? 0
    var points: [CGPoint] = []
    if case .array(let items) = unwrapped(call["points"]) {
      for item in items {
        switch unwrapped(item) {
        case .record(let r) where r.fields.count == 2:
          points.append(CGPoint(x: Convert.double(r.fields[0]) ?? 0, y: Convert.double(r.fields[1]) ?? 0))
        case .array(let xy) where xy.count == 2:
          points.append(CGPoint(x: Convert.double(xy[0]) ?? 0, y: Convert.double(xy[1]) ?? 0))
        default:
          points.append(.zero)
        }
      }
    }
    var colors: [ColorValue] = []
    if case .array(let items) = unwrapped(call["colors"]) {
      colors = items.map { Convert.color($0) ?? .named("clear") }
    }
    var layers: [ViewNode] = [
      node(
        call.identity.child(IdentityKind.child, 0),
        .shape(
          ShapeView(
            .rectangle,
            paint: .fill(.color(Convert.color(call["background"]) ?? .named("clear")), evenOdd: false))),
        label: "MeshGradient")
    ]
    guard columns >= 2, rows >= 2, points.count >= columns * rows, colors.count >= columns * rows else {
      return node(call.identity, .zStack(alignment: .center, children: layers), label: "MeshGradient")
    }
    let steps = 8
    for row in 0..<(rows - 1) {
      for column in 0..<(columns - 1) {
        let corners = [
          row * columns + column, row * columns + column + 1, (row + 1) * columns + column,
          (row + 1) * columns + column + 1,
        ]
        let p = corners.map { points[$0] }
        let c = corners.map { colors[$0] }
        func at(_ u: Double, _ v: Double) -> CGPoint {
          let top = CGPoint(x: p[0].x + (p[1].x - p[0].x) * u, y: p[0].y + (p[1].y - p[0].y) * u)
          let bottom = CGPoint(x: p[2].x + (p[3].x - p[2].x) * u, y: p[2].y + (p[3].y - p[2].y) * u)
          return CGPoint(x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v)
        }
        for j in 0..<steps {
          for i in 0..<steps {
            let (u0, u1) = (Double(i) / Double(steps), Double(i + 1) / Double(steps))
            let (v0, v1) = (Double(j) / Double(steps), Double(j + 1) / Double(steps))
            let quad = [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]
            let (u, v) = ((u0 + u1) / 2, (v0 + v1) / 2)
            let color = ColorValue(
              .mix(c, weights: [(1 - u) * (1 - v), u * (1 - v), (1 - u) * v, u * v]))
            let evaluator = ShapeEvaluator { rect, _ in
              func map(_ q: CGPoint) -> CGPoint {
                CGPoint(x: rect.minX + q.x * rect.width, y: rect.minY + q.y * rect.height)
              }
              return PathDescription([
                .move(to: map(quad[0])), .line(to: map(quad[1])), .line(to: map(quad[2])),
                .line(to: map(quad[3])),
                .closeSubpath,
              ])
            }
            let index = UInt64(1 + ((row * (columns - 1) + column) * steps + j) * steps + i)
            layers.append(
              node(
                call.identity.child(IdentityKind.child, index),
                .shape(
                  ShapeView(
                    .custom(CustomShape(name: "MeshGradient", data: [], evaluator: evaluator)),
                    paint: .fill(.color(color), evenOdd: false))),
                label: "MeshGradient"))
          }
        }
      }
    }
    return node(call.identity, .zStack(alignment: .center, children: layers), label: "MeshGradient")
  }
}
