import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `Canvas { context, size in … }`: takes its proposal; at layout its renderer runs with a
  /// `GraphicsContext` and the canvas's size, and what it drew — paths filled or stroked with a
  /// colour (times the context's `opacity`) or the foreground style, texts centred at a point —
  /// is drawn in order, in the canvas's coordinates. The canvas is hit over its whole frame, as
  /// SwiftUI's is, whatever it drew. A runtime error in the renderer is the view's, as a
  /// `GeometryReader`'s is.
  func resolveCanvas(_ arguments: [Value], _ identity: Identity, symbols: [ViewValue] = [])
    throws(RuntimeError)
    -> ViewNode
  {
    var function: Closure?
    for case .function(let f) in arguments.reversed() {
      function = f
      break
    }
    guard let renderer = function else {
      return node(identity, .empty, label: "Canvas")
    }
    let owner = current
    let reader = GeometryReaderContent { [self] info in
      let saved = interpreter.canvasCommands
      let savedReads = interpreter.stateReads
      interpreter.canvasCommands = []
      interpreter.stateReads = owner == nil ? nil : []
      defer {
        interpreter.canvasCommands = saved
        interpreter.stateReads = savedReads
      }
      var rendererArguments: [Value] = [
        Self.graphicsContext(),
        .size(info.size.width, info.size.height),
      ]
      do throws(RuntimeError) {
        _ = try interpreter.call(renderer, &rendererArguments, at: 0)
      } catch {
        pendingError = pendingError ?? error
      }
      if let owner, let reads = interpreter.stateReads {
        owner.sources.append(contentsOf: reads)
        remember(reads, for: owner.identity.hash)
      }
      let commands = interpreter.canvasCommands
      return detached {
        let stack = canvasStack(
          commands, size: info.size, identity.child(IdentityKind.content, 0), symbols: symbols)
        return node(
          identity.child(IdentityKind.modifier, 0),
          .modified(stack, .frame(width: info.size.width, height: info.size.height, alignment: .topLeading)),
          label: "Canvas")
      }
    }
    let canvas = node(identity.child(IdentityKind.content, 1), .geometryReader(reader), label: "Canvas")
    // A canvas is one drawing: hit over its whole frame, drawn on or not.
    return node(identity, .modified(canvas, .contentShape(.rectangle, evenOdd: false)), label: "Canvas")
  }

  /// A new `GraphicsContext`: opaque, normal blending, no filters, the identity transform.
  static func graphicsContext() -> Value {
    .record(
      Record(
        name: "GraphicsContext", labels: ["opacity", "blendMode", "filters", "transform"],
        fields: [
          .double(1), .symbol("GraphicsContext.BlendMode.normal"), .array([]), transformValue(.identity),
        ]))
  }

  /// A `CGAffineTransform` value.
  static func transformValue(_ t: CGAffineTransform) -> Value {
    .record(
      Record(
        name: "CGAffineTransform", labels: ["a", "b", "c", "d", "tx", "ty"],
        fields: [.double(t.a), .double(t.b), .double(t.c), .double(t.d), .double(t.tx), .double(t.ty)]))
  }

  /// The transform a `CGAffineTransform` value is; nil for any other value.
  static func affineTransform(_ v: Value?) -> CGAffineTransform? {
    guard case .record(let r)? = v.map(unwrapped), r.name == "CGAffineTransform", r.fields.count == 6 else {
      return nil
    }
    let m = r.fields.map { Convert.double($0) ?? 0 }
    return CGAffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
  }

  /// Drawing commands as layers the size of the canvas, in order.
  private func canvasStack(
    _ commands: [Value], size: CGSize, _ identity: Identity, symbols: [ViewValue],
    threshold: ColorValue? = nil
  ) -> ViewNode {
    var layers: [ViewNode] = []
    for (i, command) in commands.enumerated() {
      let commandIdentity = identity.child(IdentityKind.element, UInt64(i))
      if let layer = canvasLayer(command, size: size, commandIdentity, symbols: symbols, threshold: threshold)
      {
        layers.append(layer)
      }
    }
    return node(identity, .zStack(alignment: .topLeading, children: layers), label: "Canvas")
  }

  /// The colour an alpha-threshold filter among `filters` paints with (the last one's).
  private static func thresholdColor(_ filters: Value?) -> ColorValue? {
    guard case .array(let list)? = filters else { return nil }
    var color: ColorValue?
    for case .record(let f) in list where f["kind"].flatMap(Convert.string) == "alphaThreshold" {
      color = f["color"].flatMap(Convert.color) ?? .named("black")
    }
    return color
  }

  /// A shading's paint: a colour (times `opacity`), a gradient placed in the canvas's
  /// coordinates, or the foreground style.
  private static func canvasStyle(_ shading: Value?, opacity: Double, size: CGSize) -> ShapeStyle {
    guard case .record(let s)? = shading else { return .foreground }
    if let color = s["color"].flatMap(Convert.color) {
      return .color(ColorValue(color.base, opacity: color.opacity * opacity))
    }
    func unit(_ v: Value?) -> UnitPoint {
      guard case .point(let x, let y)? = v, size.width > 0, size.height > 0 else { return .center }
      return UnitPoint(x: x / size.width, y: y / size.height)
    }
    if let gradient = s["linearGradient"] {
      return .linearGradient(
        LinearGradientStyle(
          stops: Convert.gradientStops(gradient), startPoint: unit(s["startPoint"]),
          endPoint: unit(s["endPoint"])))
    }
    if let gradient = s["radialGradient"] {
      return .gradient(
        GradientStyle(
          stops: Convert.gradientStops(gradient),
          geometry: .radial(
            center: unit(s["center"]), startRadius: s["startRadius"].flatMap(Convert.double) ?? 0,
            endRadius: s["endRadius"].flatMap(Convert.double) ?? 0)))
    }
    if let gradient = s["conicGradient"] {
      // A full turn from `angle` (0 points right, clockwise, as AngularGradient's angles).
      let start = Convert.angle(s["angle"] ?? .void)
      return .gradient(
        GradientStyle(
          stops: Convert.gradientStops(gradient),
          geometry: .angular(center: unit(s["center"]), startAngle: start, endAngle: start + 2 * Double.pi)))
    }
    return .foreground
  }

  /// A view drawn into a `width` × `height` rectangle: framed to its size, an image resized to
  /// fill it.
  private func resizedToFill(
    _ view: ViewValue, width: Double, height: Double, _ identity: Identity, frameIndex: UInt64
  ) throws(RuntimeError) -> ViewNode {
    var content = try resolve(view, identity)
    if case .image(var image) = content.content {
      image.isResizable = true
      content.content = .image(image)
    }
    return node(
      identity.child(IdentityKind.modifier, frameIndex),
      .modified(content, .frame(width: width, height: height, alignment: .center)), label: "Canvas")
  }

  /// `content` centred on (`x`, `y`) in a view the size of the canvas (`frame`), faded when the
  /// command's opacity is below 1.
  private func placedOnCanvas(
    _ content: ViewNode, x: Double, y: Double, opacity: Double, _ frame: Modifier, _ identity: Identity,
    positionIndex: UInt64, opacityIndex: UInt64
  ) -> ViewNode {
    var placed = node(
      identity.child(IdentityKind.modifier, positionIndex), .modified(content, .position(x: x, y: y)),
      label: "Canvas")
    if opacity < 1 {
      placed = node(
        identity.child(IdentityKind.modifier, opacityIndex), .modified(placed, .opacity(opacity)),
        label: "Canvas")
    }
    return node(identity.child(IdentityKind.modifier, 1), .modified(placed, frame), label: "Canvas")
  }

  /// One drawing command as a view the size of the canvas (a text or a symbol placed at its
  /// point, a layer as the stack of what it drew). Under an alpha-threshold filter, shapes are
  /// painted in the filter's colour (the blur it usually follows is not drawn).
  private func canvasLayer(
    _ command: Value, size: CGSize, _ identity: Identity, symbols: [ViewValue], threshold: ColorValue?
  ) -> ViewNode? {
    guard case .record(let r) = command else { return nil }
    let opacity = r["opacity"].flatMap(Convert.double) ?? 1
    let threshold = Self.thresholdColor(r["filters"]) ?? threshold
    var style = Self.canvasStyle(r["shading"], opacity: opacity, size: size)
    if let threshold { style = .color(threshold) }
    let frame = Modifier.frame(width: size.width, height: size.height, alignment: .topLeading)
    let transform = Self.affineTransform(r["transform"]) ?? .identity
    switch r.name {
    case "fill", "stroke":
      var path = pathDescription(r["path"].flatMap(pathElements) ?? [])
      if !transform.isIdentity { path = path.applying(transform) }
      var paint = ShapePaint.fill(style, evenOdd: r["style"].flatMap(Convert.evenOddFill) ?? false)
      if r.name == "stroke" {
        var stroke = TactileLayout.StrokeStyle(lineWidth: r["lineWidth"].flatMap(Convert.double) ?? 1)
        if case .record(let s)? = r["style"], s.name == "StrokeStyle" { stroke = Convert.strokeStyle(s) }
        // The line is as wide as the transform makes it (its mean scale: a rotation keeps it).
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        stroke.lineWidth *= scale
        paint = .stroke(style, stroke)
      }
      let shape = node(identity, .shape(ShapeView(.path(path), paint: paint)), label: "Canvas")
      return node(identity.child(IdentityKind.modifier, 0), .modified(shape, frame), label: "Canvas")
    case "layer":
      guard case .array(let inner)? = r["commands"] else { return nil }
      var stack = canvasStack(inner, size: size, identity, symbols: symbols, threshold: threshold)
      if opacity < 1 {
        stack = node(
          identity.child(IdentityKind.modifier, 0), .modified(stack, .opacity(opacity)), label: "Canvas")
      }
      return stack
    case "image":
      // An image drawn into a rectangle: resized to its size, centred on it.
      guard let view = r["image"]?.asView(interpreter), case .rect(let x, let y, let w, let h)? = r["rect"]
      else {
        return nil
      }
      do throws(RuntimeError) {
        let sized = try resizedToFill(view, width: w, height: h, identity, frameIndex: 0)
        return placedOnCanvas(
          sized, x: x + w / 2, y: y + h / 2, opacity: opacity, frame, identity, positionIndex: 2,
          opacityIndex: 3)
      } catch {
        pendingError = pendingError ?? error
        return nil
      }
    case "text", "symbol":
      var found: ViewValue?
      if r.name == "text" {
        found = r["text"]?.asView(interpreter)
      } else if let id = r["id"] {
        found = Self.symbol(id, in: symbols)
      }
      guard let view = found, case .point(let px, let py)? = r["point"] else {
        return nil
      }
      let point = CGPoint(x: px, y: py).applying(transform)
      let (x, y) = (point.x, point.y)
      do throws(RuntimeError) {
        let text = try resolve(view, identity)
        return placedOnCanvas(
          text, x: x, y: y, opacity: opacity, frame, identity, positionIndex: 0, opacityIndex: 2)
      } catch {
        pendingError = pendingError ?? error
        return nil
      }
    case "drawIn":
      // An image or a text laid out in a rectangle (the rectangle the transform maps it to);
      // an image is resized to fill it.
      guard let view = r["view"]?.asView(interpreter), case .rect(let rx, let ry, let rw, let rh)? = r["rect"]
      else { return nil }
      let rect = CGRect(x: rx, y: ry, width: rw, height: rh).applying(transform)
      do throws(RuntimeError) {
        let sized = try resizedToFill(view, width: rect.width, height: rect.height, identity, frameIndex: 3)
        return placedOnCanvas(
          sized, x: rect.midX, y: rect.midY, opacity: opacity, frame, identity, positionIndex: 0,
          opacityIndex: 2)
      } catch {
        pendingError = pendingError ?? error
        return nil
      }
    default:
      return nil
    }
  }

  /// The view of `symbols` tagged `id` (`Canvas { … } symbols: { Ball().tag(1) }`).
  static func symbol(_ id: Value, in symbols: [ViewValue]) -> ViewValue? {
    for symbol in symbols {
      switch symbol {
      case .modifier(_, let key, let arguments) where key == .`View.tag(_:)`:
        if let tag = arguments.first, valuesEqual(unwrapped(tag), unwrapped(id)) { return symbol }
      case .group(let list):
        if let found = Self.symbol(id, in: list) { return found }
      case .forEach(_, let views):
        if let found = Self.symbol(id, in: views) { return found }
      case .branch(_, let inner):
        if let found = Self.symbol(id, in: [inner]) { return found }
      default:
        continue
      }
    }
    return nil
  }
}
