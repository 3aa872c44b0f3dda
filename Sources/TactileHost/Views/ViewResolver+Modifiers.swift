import TactileAnimation
import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `View.padding(_:_:)` → `padding`.
  static func methodName(_ key: String) -> String {
    var name = Substring(key)
    if let paren = name.firstIndex(of: "(") { name = name[..<paren] }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    return String(name)
  }

  /// The shape a shape view's description is (`Circle()`, `RoundedRectangle(cornerRadius: 8)`,
  /// `Wave(phase: 1)`, `Circle().trim(from: 0, to: 0.5)`).
  func shapeKind(_ v: Value) -> ShapeKind? { shapes.kind(of: v) }

  /// `shape.fill(style)`, `shape.stroke(style, lineWidth:)`: the shape with its paint.
  func resolveShapePaint(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let (name, arguments, identity) = (call.name, call.arguments, call.identity)
    // `Circle().stroke(lineWidth: 10).fill(.red)`: `stroke(lineWidth:)` and `stroke(style:)` are
    // shapes (the outline of the stroke), so filling one paints the stroke with the style.
    if name == "fill", Self.isStrokedShape(call.content) {
      let child = try resolve(call.content, identity.child(IdentityKind.modifier, 0))
      let hasContent = call.key.labels.first == "_"
      let style = hasContent ? arguments.first.flatMap(Convert.shapeStyle) ?? .foreground : .foreground
      return node(identity, .modified(Self.restyling(child, style), .marker(name)), label: label(of: child))
    }
    // `Circle().fill(.red).stroke(.blue)` (iOS 17 shape views): the painted shape below, and
    // the same shape painted again over it, in the same frame.
    if case .modifier(_, let below, _) = call.content, Self.paintKeys.contains(below) {
      var shape = call.content
      while case .modifier(let inner, let key, _) = shape, Self.paintKeys.contains(key) { shape = inner }
      let background = try resolve(call.content, identity.child(IdentityKind.modifier, 0))
      let top = try resolveShapePaint(
        ViewCall(
          key: call.key, arguments: arguments, children: [], content: shape,
          identity: identity.child(IdentityKind.modifier, 2)))
      return node(
        identity, .overlay(background, overlay: top, alignment: .center), label: label(of: background))
    }
    let child = try resolve(call.content, identity.child(IdentityKind.modifier, 0))
    let label = label(of: child)
    // `stroke(lineWidth:)`, `strokeBorder(style:)`: without a content argument the foreground
    // style paints; every other argument is a width, a `StrokeStyle` or `antialiased`.
    let hasContent = call.key.labels.first == "_"
    let style = hasContent ? arguments.first.flatMap(Convert.shapeStyle) ?? .foreground : .foreground
    var stroke = TactileLayout.StrokeStyle(lineWidth: 1)
    for (i, a) in arguments.enumerated() where !hasContent || i > 0 {
      if i < call.key.labels.count, call.key.labels[i] == "lineWidth", let width = Convert.double(a) {
        stroke.lineWidth = width
      }
      if case .record(let r) = a, r.name == "StrokeStyle" { stroke = Convert.strokeStyle(r) }
    }
    let paint: ShapePaint
    switch name {
    case "fill": paint = .fill(style, evenOdd: arguments.contains { Convert.evenOddFill($0) == true })
    case "strokeBorder": paint = .strokeBorder(style, stroke)
    default: paint = .stroke(style, stroke)
    }
    let painted = node(identity, .modified(Self.painting(child, paint), .marker(name)), label: label)
    // A shape style with a drop shadow (`.fill(.white.shadow(.drop(radius: 4)))`): the shadow
    // of the painted shape, under it. An inner shadow is not drawn (a stand-in).
    if hasContent, let shadow = Convert.dropShadow(arguments[0]) {
      return node(
        identity.child(IdentityKind.modifier, 3),
        .modified(painted, .shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)),
        label: label)
    }
    return painted
  }

  /// The fills and strokes of shapes and of shape views, which paint a shape.
  static let paintKeys: Set<SurfaceKey> = [
    .`Shape.fill(_:style:)`, .`Shape.fill(style:)`, .`Shape.stroke(_:lineWidth:)`, .`Shape.stroke(_:style:)`,
    .`Shape.stroke(lineWidth:)`, .`Shape.stroke(style:)`,
    .`InsettableShape.strokeBorder(_:lineWidth:antialiased:)`,
    .`InsettableShape.strokeBorder(_:style:antialiased:)`,
    .`InsettableShape.strokeBorder(lineWidth:antialiased:)`,
    .`InsettableShape.strokeBorder(style:antialiased:)`, .`ShapeView.fill(_:style:)`,
    .`ShapeView.stroke(_:lineWidth:antialiased:)`, .`ShapeView.stroke(_:style:antialiased:)`,
    .`ShapeView.strokeBorder(_:lineWidth:antialiased:)`, .`ShapeView.strokeBorder(_:style:antialiased:)`,
  ]

  /// Whether `view` is a shape stroked by `stroke(lineWidth:)` or `stroke(style:)` (which return
  /// shapes), through shape modifiers applied to the stroked shape since.
  static func isStrokedShape(_ view: ViewValue) -> Bool {
    var current = view
    while case .modifier(let inner, let key, _) = current {
      if key == .`Shape.stroke(lineWidth:)` || key == .`Shape.stroke(style:)` { return true }
      guard ShapeValues.modifier(key, []) != nil else { return false }
      current = inner
    }
    return false
  }

  /// `node` with the style of its shape's paint replaced (a stroke stays a stroke).
  static func restyling(_ node: ViewNode, _ style: ShapeStyle) -> ViewNode {
    changingShape(node) { shape in
      switch shape.paint {
      case .fill(_, let evenOdd): shape.paint = .fill(style, evenOdd: evenOdd)
      case .stroke(_, let stroke): shape.paint = .stroke(style, stroke)
      case .strokeBorder(_, let stroke): shape.paint = .strokeBorder(style, stroke)
      }
    }
  }

  /// `node` with its shape given `paint`, through shape modifiers kept as markers (`trim`).
  static func painting(_ node: ViewNode, _ paint: ShapePaint) -> ViewNode {
    changingShape(node) { $0.paint = paint }
  }

  /// `node` with its shape changed by `change`, through shape modifiers kept as markers
  /// (`trim`); any other view is left as it is.
  static func changingShape(_ node: ViewNode, _ change: (inout ShapeView) -> Void) -> ViewNode {
    var result = node
    switch node.content {
    case .shape(var shape):
      change(&shape)
      result.content = .shape(shape)
    case .modified(let inner, .marker(let m)):
      result.content = .modified(changingShape(inner, change), .marker(m))
    default:
      break
    }
    return result
  }

  /// `background`/`overlay` with a view, a style, or a view-builder closure (already run).
  /// `safeAreaInset(edge:alignment:spacing:content:)`: the inset view at that edge, the view
  /// filling what is left (the safe area the inset takes away), `spacing` apart (0 by default).
  func resolveSafeAreaInset(_ content: ViewValue, _ arguments: [Value], _ identity: Identity)
    throws(RuntimeError) -> ViewNode
  {
    var edge = "bottom"
    if case .symbol(let key)? = arguments.first { edge = String(key.split(separator: ".").last ?? "bottom") }
    let vertical = edge == "top" || edge == "bottom"
    let spacing = arguments.count > 2 ? Convert.double(arguments[2]) ?? 0 : 0
    var base = try resolve(content, identity.child(IdentityKind.modifier, 0))
    base = filling(base, identity.child(IdentityKind.modifier, 2))
    let inset = try resolve(
      arguments.last?.asView(interpreter) ?? .empty, identity.child(IdentityKind.modifier, 1))
    let first = edge == "top" || edge == "leading"
    let children = first ? [inset, base] : [base, inset]
    if vertical {
      let alignment = arguments.count > 1 ? self.horizontal(arguments[1]) : .center
      return node(
        identity, .vStack(alignment: alignment, spacing: spacing, children: children), label: "safeAreaInset")
    }
    let alignment = arguments.count > 1 ? self.vertical(arguments[1]) : .center
    return node(
      identity, .hStack(alignment: alignment, spacing: spacing, children: children), label: "safeAreaInset")
  }

  func resolveLayer(
    _ content: ViewValue, _ name: String, _ inShape: Bool, _ arguments: [Value], _ identity: Identity
  ) throws(RuntimeError) -> ViewNode {
    let base = try resolve(content, identity.child(IdentityKind.modifier, 0))
    if inShape, arguments.count >= 2 {
      // `background(_:in:fillStyle:)`: the style fills the shape, laid out as the layer.
      let style = Convert.shapeStyle(arguments[0]) ?? .foreground
      let evenOdd = arguments.count > 2 ? Convert.evenOddFill(arguments[2]) ?? false : false
      var shapeLayer = try resolve(
        arguments[1].asView(interpreter) ?? .empty, identity.child(IdentityKind.modifier, 1))
      shapeLayer = Self.painting(shapeLayer, .fill(style, evenOdd: evenOdd))
      return node(
        identity,
        name == "background"
          ? .background(base, background: shapeLayer, alignment: .center)
          : .overlay(base, overlay: shapeLayer, alignment: .center), label: label(of: base))
    }
    var layer: ViewValue = .empty
    var alignment = Alignment.center
    for a in arguments {
      if let v = a.asView(interpreter) {
        layer = v
      } else if let color = Convert.color(a) {
        let resolvedLayer = node(identity.child(IdentityKind.modifier, 1), .color(color), label: "Color")
        return node(
          identity,
          name == "background"
            ? .background(base, background: resolvedLayer, alignment: alignment)
            : .overlay(base, overlay: resolvedLayer, alignment: alignment), label: label(of: base))
      } else if case .symbol(let s) = a, s.hasPrefix("Alignment.") {
        alignment = self.alignment(a)
      }
    }
    let resolvedLayer = try resolve(layer, identity.child(IdentityKind.modifier, 1))
    return node(
      identity,
      name == "background"
        ? .background(base, background: resolvedLayer, alignment: alignment)
        : .overlay(base, overlay: resolvedLayer, alignment: alignment), label: label(of: base))
  }

  /// `content.modifier(MyModifier())`: the modifier's `body(content:)` with `content` as its
  /// content. A modifier keeps its state by identity, as a view does.
  func resolveUserModifier(_ content: ViewValue, _ modifier: Value, _ identity: Identity)
    throws(RuntimeError) -> ViewNode
  {
    // `first.concat(second)` is `.modifier(first).modifier(second)`; `m.animation(a)` is
    // `.modifier(m).animation(a)`: the animation animates the changes of the modified view.
    if case .record(let r) = unwrapped(modifier), r.fields.count == 2 {
      let applied = ViewValue.modifier(content, key: .`View.modifier(_:)`, arguments: [r.fields[0]])
      if r.name == "ViewModifier.concat" { return try resolveUserModifier(applied, r.fields[1], identity) }
      if r.name == "ViewModifier.animation" {
        return try resolve(.modifier(applied, key: .`View.animation(_:)`, arguments: [r.fields[1]]), identity)
      }
    }
    if case .instance(let instance) = modifier,
      case .function(let effectValue)? = interpreter.program.types[instance.type].witnesses[
        "effectValue(size:)"]
    {
      let child = try resolve(content, identity.child(IdentityKind.modifier, 0))
      let name = interpreter.program.types[instance.type].name
      let evaluator = GeometryEffectEvaluator { [self] size in
        var selfValue = modifier
        var arguments: [Value] = [.size(size.width, size.height)]
        do throws(RuntimeError) {
          let result = try interpreter.invoke(
            effectValue, selfValue: &selfValue, arguments: &arguments, at: 0)
          guard case .record(let m) = unwrapped(projectionMatrix(result)), m.fields.count == 6 else {
            return .identity
          }
          let n = m.fields.map { Convert.double($0) ?? 0 }
          return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
        } catch {
          pendingError = pendingError ?? error
          return .identity
        }
      }
      return node(
        identity, .modified(child, .geometryEffect(GeometryEffectFunction(name: name, evaluate: evaluator))),
        label: name)
    }
    guard case .instance(let instance) = modifier, interpreter.program.types[instance.type].body != nil else {
      return try resolve(content, identity.child(IdentityKind.modifier, 0))
    }
    return try resolveUser(modifier, identity, content: content)
  }

  /// `transaction(_:)` (and `transaction(value:_:)` when its value changed): the closure is
  /// given the transaction of the changes this render shows (`withAnimation`'s, or one without
  /// an animation); the animation it leaves animates every change inside, and
  /// `disablesAnimations` makes them happen at once.
  func resolveTransaction(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = node(
      call.identity,
      .modified(
        try resolve(call.content, call.identity.child(IdentityKind.modifier, 0)), .marker("transaction")),
      label: "transaction")
    if call.has("value") {
      let previous = changeValues[call.identity.hash]
      changeValues[call.identity.hash] = call[0]
      guard let previous, !valuesEqual(previous, call[0]) else { return n }
    }
    guard case .function(let transform)? = call.arguments.last else { return n }
    var arguments = [renderTransaction ?? transaction(.optional(nil))]
    _ = try interpreter.call(transform, &arguments, at: 0)
    guard case .record(let t) = arguments[0] else { return n }
    if Convert.bool(t["disablesAnimations"] ?? .void) == true {
      subtreeAnimations[n.id] = .some(nil)
    } else if case .optional(nil)? = t["animation"] {
      subtreeAnimations[n.id] = .some(nil)
    } else if let animation = t["animation"] {
      subtreeAnimations[n.id] = .some(AnimationSpec(unwrapped(animation)))
    }
    return n
  }

  /// `animation(_:value:)`: when the value differs from the last pass, the changes inside
  /// carry this animation (nil: none), whatever the transaction says; `animation(_:)` without
  /// a value animates every change inside.
  func resolveAnimation(
    _ content: ViewValue, _ hasValue: Bool, _ arguments: [Value], _ identity: Identity
  )
    throws(RuntimeError) -> ViewNode
  {
    let n = node(
      identity,
      .modified(try resolve(content, identity.child(IdentityKind.modifier, 0)), .marker("animation")),
      label: "animation")
    let spec = arguments.first.flatMap { AnimationSpec($0) }
    guard hasValue, arguments.count > 1 else {
      subtreeAnimations[n.id] = .some(spec)
      return n
    }
    let value = arguments[1]
    let previous = changeValues[identity.hash]
    changeValues[identity.hash] = value
    if let previous, !valuesEqual(previous, value) { subtreeAnimations[n.id] = .some(spec) }
    return n
  }

  /// `onChange(of: value) { old, new in … }`: runs when the value differs from the last pass.
  func resolveOnChange(_ content: ViewValue, _ arguments: [Value], _ identity: Identity)
    throws(RuntimeError) -> ViewNode
  {
    let n = node(
      identity,
      .modified(try resolve(content, identity.child(IdentityKind.modifier, 0)), .marker("onChange")),
      label: "onChange")
    guard let value = arguments.first else { return n }
    var action: Closure?
    var initial = false
    for a in arguments.dropFirst() {
      if case .function(let c) = a { action = c }
      if case .bool(let b) = a { initial = b }
    }
    let previous = changeValues[identity.hash]
    changeValues[identity.hash] = value
    if let action {
      if let previous, !valuesEqual(previous, value) {
        changed.append((action, previous, value))
      } else if previous == nil, initial {
        changed.append((action, value, value))
      }
    }
    return n
  }
}
