import TactileAnimation
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// A builtin modifier applied to `content`: each becomes its own node (so that a gesture
  /// attached after `.offset` or `.frame` attaches to the view as laid out there).
  func resolveModifier(
    _ content: ViewValue, _ key: String, _ arguments: [Value], _ identity: Identity
  ) throws(RuntimeError) -> ViewNode {
    func argument(_ i: Int) -> Value { i < arguments.count ? arguments[i] : .void }
    let name = Self.methodName(key)
    let inner = identity.child(IdentityKind.modifier, 0)
    func wrapped(_ modifier: Modifier) throws(RuntimeError) -> ViewNode {
      let child = try resolve(content, inner)
      return node(identity, .modified(child, modifier), label: label(of: child))
    }
    func text(_ attributes: TextAttributes) throws(RuntimeError) -> ViewNode {
      try wrapped(.textAttributes(attributes))
    }
    switch name {
    // Layout.
    case "padding", "safeAreaPadding":
      // The canvas has no safe-area insets, so padding the safe area pads the view.
      if let insets = Convert.insets(argument(0)) { return try wrapped(.padding(insets)) }
      if key == "View.padding(_:)" || key == "View.safeAreaPadding(_:)" {
        return try wrapped(.padding(EdgeInsets(edges: .all, length: Convert.double(argument(0)))))
      }
      return try wrapped(
        .padding(EdgeInsets(edges: Convert.edges(argument(0)), length: Convert.double(argument(1)))))
    case "frame":
      if key.includes("minWidth") {
        return try wrapped(
          .flexibleFrame(
            FlexibleFrame(
              minWidth: Convert.double(argument(0)), idealWidth: Convert.double(argument(1)),
              maxWidth: Convert.double(argument(2)), minHeight: Convert.double(argument(3)),
              idealHeight: Convert.double(argument(4)), maxHeight: Convert.double(argument(5)),
              alignment: Convert.alignment(argument(6)))))
      }
      return try wrapped(
        .frame(
          width: Convert.double(argument(0)), height: Convert.double(argument(1)),
          alignment: Convert.alignment(argument(2))))
    case "offset":
      if case .size(let w, let h) = argument(0) { return try wrapped(.offset(x: w, y: h)) }
      return try wrapped(.offset(x: Convert.double(argument(0)) ?? 0, y: Convert.double(argument(1)) ?? 0))
    case "position":
      if case .point(let x, let y) = argument(0) { return try wrapped(.position(x: x, y: y)) }
      return try wrapped(.position(x: Convert.double(argument(0)) ?? 0, y: Convert.double(argument(1)) ?? 0))
    case "scaleEffect":
      if key == "View.scaleEffect(x:y:anchor:)" {
        return try wrapped(
          .scaleEffect(
            x: Convert.double(argument(0)) ?? 1, y: Convert.double(argument(1)) ?? 1,
            anchor: Convert.unitPoint(argument(2))))
      }
      if case .size(let w, let h) = argument(0) {
        return try wrapped(.scaleEffect(x: w, y: h, anchor: Convert.unitPoint(argument(1))))
      }
      let s = Convert.double(argument(0)) ?? 1
      return try wrapped(.scaleEffect(x: s, y: s, anchor: Convert.unitPoint(argument(1))))
    case "rotationEffect":
      return try wrapped(
        .rotationEffect(radians: Convert.angle(argument(0)), anchor: Convert.unitPoint(argument(1))))
    case "rotation3DEffect":
      var axis: [Double] = []
      if case .tuple(let elements, _) = argument(1) { axis = elements.compactMap(Convert.double) }
      guard axis.count == 3 else { return try wrapped(.marker(name)) }
      let rotation = Rotation3D(
        radians: Convert.angle(argument(0)), axisX: axis[0], axisY: axis[1], axisZ: axis[2],
        anchor: Convert.unitPoint(argument(2)), anchorZ: Convert.double(argument(3)) ?? 0,
        perspective: Convert.double(argument(4)) ?? 1)
      return try wrapped(.rotation3DEffect(rotation))
    case "opacity":
      return try wrapped(.opacity(Convert.double(argument(0)) ?? 1))
    case "fixedSize":
      if arguments.count >= 2 {
        return try wrapped(
          .fixedSize(
            horizontal: Convert.bool(argument(0)) ?? true, vertical: Convert.bool(argument(1)) ?? true))
      }
      return try wrapped(.fixedSize(horizontal: true, vertical: true))
    case "layoutPriority":
      return try wrapped(.layoutPriority(Convert.double(argument(0)) ?? 0))
    case "aspectRatio":
      var ratio = Convert.double(argument(0))
      if case .size(let w, let h) = argument(0), h != 0 { ratio = w / h }
      return try wrapped(
        .aspectRatio(
          ratio, contentMode: Convert.symbolName(argument(1), prefix: "ContentMode.") == "fill" ? .fill : .fit
        ))
    case "scaledToFit": return try wrapped(.aspectRatio(nil, contentMode: .fit))
    case "scaledToFill": return try wrapped(.aspectRatio(nil, contentMode: .fill))
    case "clipShape":
      return try wrapped(
        .clipShape(shapeKind(argument(0)) ?? .rectangle, evenOdd: Convert.evenOddFill(argument(1)) ?? false))
    case "clipped": return try wrapped(.clipShape(.rectangle, evenOdd: false))
    case "cornerRadius":
      return try wrapped(
        .clipShape(
          .roundedRectangle(cornerRadius: Convert.double(argument(0)) ?? 0, style: .circular), evenOdd: false)
      )
    case "shadow":
      return try wrapped(
        .shadow(
          color: Convert.color(argument(0)) ?? .named("black", opacity: 0.33),
          radius: Convert.double(argument(1)) ?? 0,
          x: Convert.double(argument(2)) ?? 0, y: Convert.double(argument(3)) ?? 0))
    case "contentShape":
      // `contentShape(_:eoFill:)` or `contentShape(_:_:eoFill:)` (kinds first).
      let shapeIndex = key.includes("(_:_:") ? 1 : 0
      return try wrapped(
        .contentShape(
          shapeKind(argument(shapeIndex)) ?? .rectangle,
          evenOdd: Convert.bool(argument(shapeIndex + 1)) ?? false))
    case "allowsHitTesting": return try wrapped(.allowsHitTesting(Convert.bool(argument(0)) ?? true))
    case "disabled": return try wrapped(.disabled(Convert.bool(argument(0)) ?? true))
    case "coordinateSpace":
      var spaceName = Convert.string(argument(0))
      if case .record(let r) = argument(0), let first = r.fields.first {
        spaceName = Convert.string(first) ?? interpreter.describe(first)
      }
      return try wrapped(.coordinateSpace(name: spaceName ?? interpreter.describe(argument(0))))
    case "ignoresSafeArea", "edgesIgnoringSafeArea": return try wrapped(.ignoresSafeArea)
    // Text and style.
    case "font": return try text(Convert.fontAttributes(argument(0)))
    case "fontWeight": return try text(TextAttributes(weight: Convert.fontWeight(argument(0))))
    case "bold": return try text(TextAttributes(weight: Convert.bool(argument(0)) == false ? nil : .bold))
    case "italic": return try text(TextAttributes(italic: Convert.bool(argument(0)) ?? true))
    case "lineLimit":
      return try text(TextAttributes(lineLimit: Convert.int(argument(0)) ?? TextAttributes.noLineLimit))
    case "multilineTextAlignment":
      return try text(TextAttributes(alignment: Convert.textAlignment(argument(0))))
    case "foregroundColor", "foregroundStyle":
      return try text(TextAttributes(foreground: Convert.shapeStyle(argument(0))))
    case "tint":
      return try text(TextAttributes(tint: Convert.shapeStyle(argument(0))))
    case "fill", "stroke", "strokeBorder":
      return try resolveShapePaint(content, name, key, arguments, identity)
    case "resizable":
      var child = try resolve(content, inner)
      if case .image(var image) = child.content {
        image.isResizable = true
        child.content = .image(image)
      }
      return node(identity, .modified(child, .marker("resizable")), label: label(of: child))
    case "safeAreaInset":
      return try resolveSafeAreaInset(content, arguments, identity)
    case "background", "overlay":
      return try resolveLayer(content, name, key, arguments, identity)
    // Gestures.
    case "gesture", "highPriorityGesture", "simultaneousGesture":
      return try resolveGestureModifier(content, name, key, arguments, identity)
    case "onTapGesture", "onLongPressGesture":
      return try resolveActionGesture(content, name, key, arguments, identity)
    case "onPencilDoubleTap", "onPencilSqueeze":
      // Apple Pencil actions: no touch reaches them; a host delivers them (PencilSimulation).
      let n = try wrapped(.marker(name))
      if case .function(let action)? = arguments.first {
        infos[Int(n.tag)].pencilActions.append((name == "onPencilSqueeze" ? .squeeze : .doubleTap, action))
      }
      return n
    // Lifecycle, identity and environment.
    case "onAppear":
      let n = try wrapped(.marker("onAppear"))
      infos[Int(n.tag)].appears = true
      if !previouslySeen.contains(identity.hash), case .function(let action)? = arguments.first {
        appeared.append(action)
      }
      return n
    case "onChange":
      return try resolveOnChange(content, arguments, identity)
    case "animation":
      return try resolveAnimation(content, key, arguments, identity)
    case "id":
      return node(
        identity,
        .modified(
          try resolve(
            content,
            identity.child(IdentityKind.explicit, text: interpreter.debugDescribe(argument(0), nested: true))),
          .marker("id")), label: "id")
    case "environmentObject":
      if case .object(let o) = argument(0) {
        let saved = environmentObjects
        environmentObjects[o.type] = argument(0)
        defer { environmentObjects = saved }
        return try wrapped(.marker("environmentObject"))
      }
      return try wrapped(.marker("environmentObject"))
    case "buttonStyle", "tabViewStyle", "pickerStyle", "scrollDisabled":
      // Environment values: the views inside, user views included, take them.
      let saved = controls
      defer { controls = saved }
      controls.set(name, argument(0))
      return try wrapped(.marker(name))
    case "modifier":
      return try resolveUserModifier(content, argument(0), identity)
    case "matchedGeometryEffect":
      // The views with one id in one namespace share their identities below the modifier, so a
      // view that replaces another in an animated change moves and resizes from where the other
      // was (the animator matches drawn items by identity), as SwiftUI's matched geometry does.
      let group = interpreter.describe(argument(1)) + "\u{1F}" + interpreter.describe(argument(0))
      let matched = Identity.root.child(IdentityKind.matchedGeometry, text: group)
      let inner = try resolve(content, matched)
      return node(identity, .modified(inner, .marker(name)), label: label(of: inner))
    default:
      let n = try wrapped(.marker(name))
      if name.hasPrefix("accessibility") {
        recordAccessibility(name, key, arguments, into: &infos[Int(n.tag)].accessibility)
      }
      return n
    }
  }

  /// `View.padding(_:_:)` → `padding`.
  static func methodName(_ key: String) -> String {
    var name = Substring(key)
    if let paren = name.firstIndex(of: "(") { name = name[..<paren] }
    if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
    return String(name)
  }

  /// The shape a shape view's description is (`Circle()`, `RoundedRectangle(cornerRadius: 8)`).
  func shapeKind(_ v: Value) -> ShapeKind? {
    guard case .view(let view) = v else { return nil }
    switch view {
    case .primitive(let key, let arguments, _):
      switch Self.methodName(key.split(separator: ".").first.map(String.init) ?? key) {
      case "Path": return .path(pathDescription(pathElements(v) ?? []))
      case "Circle": return .circle
      case "Rectangle": return .rectangle
      case "Ellipse": return .ellipse
      case "Capsule": return .capsule(style: .continuous)
      case "RoundedRectangle":
        let r = arguments.first.flatMap(Convert.double) ?? 0
        return .roundedRectangle(cornerWidth: r, cornerHeight: r, style: .continuous)
      default: return nil
      }
    case .modifier(let inner, _, _):
      return shapeKind(.view(inner))
    default:
      return nil
    }
  }

  /// `shape.fill(style)`, `shape.stroke(style, lineWidth:)`: the shape with its paint.
  private func resolveShapePaint(
    _ content: ViewValue, _ name: String, _ key: String, _ arguments: [Value], _ identity: Identity
  ) throws(RuntimeError) -> ViewNode {
    let child = try resolve(content, identity.child(IdentityKind.modifier, 0))
    let label = label(of: child)
    let style = arguments.first.flatMap(Convert.shapeStyle) ?? .foreground
    var stroke = TactileLayout.StrokeStyle(lineWidth: 1)
    for a in arguments.dropFirst() {
      if let width = Convert.double(a) { stroke.lineWidth = width }
      if case .record(let r) = a, r.name == "StrokeStyle" { stroke = Convert.strokeStyle(r) }
    }
    let paint: ShapePaint
    if key.includes("lineWidth:"), arguments.count == 1, let width = Convert.double(arguments[0]) {
      stroke.lineWidth = width
      paint = name == "strokeBorder" ? .strokeBorder(.foreground, stroke) : .stroke(.foreground, stroke)
    } else {
      switch name {
      case "fill": paint = .fill(style, evenOdd: arguments.contains { Convert.evenOddFill($0) == true })
      case "strokeBorder": paint = .strokeBorder(style, stroke)
      default: paint = .stroke(style, stroke)
      }
    }
    return node(identity, .modified(Self.painting(child, paint), .marker(name)), label: label)
  }

  /// `node` with its shape given `paint`, through shape modifiers kept as markers (`trim`).
  static func painting(_ node: ViewNode, _ paint: ShapePaint) -> ViewNode {
    var result = node
    switch node.content {
    case .shape(var shape):
      shape.paint = paint
      result.content = .shape(shape)
    case .modified(let inner, .marker(let m)):
      result.content = .modified(painting(inner, paint), .marker(m))
    default:
      break
    }
    return result
  }

  /// `background`/`overlay` with a view, a style, or a view-builder closure (already run).
  /// `safeAreaInset(edge:alignment:spacing:content:)`: the inset view at that edge, the view
  /// filling what is left (the safe area the inset takes away), `spacing` apart (0 by default).
  private func resolveSafeAreaInset(_ content: ViewValue, _ arguments: [Value], _ identity: Identity)
    throws(RuntimeError) -> ViewNode
  {
    var edge = "bottom"
    if case .symbol(let key)? = arguments.first { edge = String(key.split(separator: ".").last ?? "bottom") }
    let vertical = edge == "top" || edge == "bottom"
    let spacing = arguments.count > 2 ? Convert.double(arguments[2]) ?? 0 : 0
    var base = try resolve(content, identity.child(IdentityKind.modifier, 0))
    base = node(
      identity.child(IdentityKind.modifier, 2),
      .modified(base, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity))),
      label: label(of: base))
    let inset = try resolve(
      arguments.last?.asView(interpreter) ?? .empty, identity.child(IdentityKind.modifier, 1))
    let first = edge == "top" || edge == "leading"
    let children = first ? [inset, base] : [base, inset]
    if vertical {
      let alignment = arguments.count > 1 ? Convert.horizontal(arguments[1]) : .center
      return node(
        identity, .vStack(alignment: alignment, spacing: spacing, children: children), label: "safeAreaInset")
    }
    let alignment = arguments.count > 1 ? Convert.vertical(arguments[1]) : .center
    return node(
      identity, .hStack(alignment: alignment, spacing: spacing, children: children), label: "safeAreaInset")
  }

  private func resolveLayer(
    _ content: ViewValue, _ name: String, _ key: String, _ arguments: [Value], _ identity: Identity
  ) throws(RuntimeError) -> ViewNode {
    let base = try resolve(content, identity.child(IdentityKind.modifier, 0))
    if key.includes("in:fillStyle:"), arguments.count >= 2 {
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
        alignment = Convert.alignment(a)
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
  private func resolveUserModifier(_ content: ViewValue, _ modifier: Value, _ identity: Identity)
    throws(RuntimeError) -> ViewNode
  {
    guard case .instance(let instance) = modifier, interpreter.program.types[instance.type].body != nil else {
      return try resolve(content, identity.child(IdentityKind.modifier, 0))
    }
    return try resolveUser(modifier, identity, content: content)
  }

  /// `animation(_:value:)`: when the value differs from the last pass, the changes inside
  /// carry this animation (nil: none), whatever the transaction says; `animation(_:)` without
  /// a value animates every change inside.
  private func resolveAnimation(
    _ content: ViewValue, _ key: String, _ arguments: [Value], _ identity: Identity
  )
    throws(RuntimeError) -> ViewNode
  {
    let n = node(
      identity,
      .modified(try resolve(content, identity.child(IdentityKind.modifier, 0)), .marker("animation")),
      label: "animation")
    let spec = arguments.first.flatMap { AnimationSpec($0) }
    guard key.includes("value:"), arguments.count > 1 else {
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
  private func resolveOnChange(_ content: ViewValue, _ arguments: [Value], _ identity: Identity)
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
