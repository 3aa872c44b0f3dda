import TactileAnimation
import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Frames, padding, geometry effects, clipping, hit testing: each a node of its own, so that a
  /// gesture attached after `.offset` or `.frame` attaches to the view as laid out there.
  mutating func addLayoutModifiers() {
    // The canvas has no safe-area insets, so padding the safe area pads the view.
    modifier(.`View.padding(_:_:)`, .`View.safeAreaPadding(_:_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call, .padding(EdgeInsets(edges: Convert.edges(call[0]), length: Convert.double(call[1]))))
    }
    modifier(.`View.padding(_:)`, .`View.safeAreaPadding(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      if let insets = Convert.insets(call[0]) { return try r.wrapped(call, .padding(insets)) }
      return try r.wrapped(call, .padding(EdgeInsets(edges: .all, length: Convert.double(call[0]))))
    }
    modifier(.`View.frame(width:height:alignment:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call,
        .frame(
          width: Convert.double(call["width"]), height: Convert.double(call["height"]),
          alignment: r.alignment(call["alignment"])))
    }
    modifier(.`View.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call,
        .flexibleFrame(
          FlexibleFrame(
            minWidth: Convert.double(call["minWidth"]), idealWidth: Convert.double(call["idealWidth"]),
            maxWidth: Convert.double(call["maxWidth"]), minHeight: Convert.double(call["minHeight"]),
            idealHeight: Convert.double(call["idealHeight"]), maxHeight: Convert.double(call["maxHeight"]),
            alignment: r.alignment(call["alignment"]))))
    }
    modifier(.`View.offset(_:)`, .`View.offset(x:y:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      if case .size(let w, let h) = call[0] { return try r.wrapped(call, .offset(x: w, y: h)) }
      return try r.wrapped(
        call, .offset(x: Convert.double(call["x"]) ?? 0, y: Convert.double(call["y"]) ?? 0))
    }
    modifier(.`View.position(_:)`, .`View.position(x:y:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      if case .point(let x, let y) = call[0] { return try r.wrapped(call, .position(x: x, y: y)) }
      return try r.wrapped(
        call, .position(x: Convert.double(call["x"]) ?? 0, y: Convert.double(call["y"]) ?? 0))
    }
    modifier(.`View.scaleEffect(x:y:anchor:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call,
        .scaleEffect(
          x: Convert.double(call["x"]) ?? 1, y: Convert.double(call["y"]) ?? 1,
          anchor: Convert.unitPoint(call["anchor"])))
    }
    modifier(.`View.scaleEffect(_:anchor:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      if case .size(let w, let h) = call[0] {
        return try r.wrapped(call, .scaleEffect(x: w, y: h, anchor: Convert.unitPoint(call["anchor"])))
      }
      let s = Convert.double(call[0]) ?? 1
      return try r.wrapped(call, .scaleEffect(x: s, y: s, anchor: Convert.unitPoint(call["anchor"])))
    }
    modifier(.`View.rotationEffect(_:anchor:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call, .rotationEffect(radians: Convert.angle(call[0]), anchor: Convert.unitPoint(call["anchor"])))
    }
    // A fixed transform, applied as a geometry effect is: it moves what is drawn and hit, not
    // the view's frame.
    modifier(.`View.transformEffect(_:)`, .`View.projectionEffect(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var transform = CGAffineTransform.identity
      if case .record(let m) = unwrapped(projectionMatrix(call[0])), m.fields.count == 6 {
        let n = m.fields.map { Convert.double($0) ?? 0 }
        transform = CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
      }
      let fixed = transform
      let effect = GeometryEffectFunction(name: call.name, evaluate: GeometryEffectEvaluator { _ in fixed })
      return try r.wrapped(call, .geometryEffect(effect))
    }
    modifier(.`View.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var axis: [Double] = []
      if case .tuple(let elements, _) = call["axis"] { axis = elements.compactMap(Convert.double) }
      guard axis.count == 3 else { return try r.wrapped(call, .marker(call.name)) }
      let rotation = Rotation3D(
        radians: Convert.angle(call[0]), axisX: axis[0], axisY: axis[1], axisZ: axis[2],
        anchor: Convert.unitPoint(call["anchor"]), anchorZ: Convert.double(call["anchorZ"]) ?? 0,
        perspective: Convert.double(call["perspective"]) ?? 1)
      return try r.wrapped(call, .rotation3DEffect(rotation))
    }
    modifier(.`View.opacity(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .opacity(Convert.double(call[0]) ?? 1))
    }
    modifier(.`View.fixedSize()`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .fixedSize(horizontal: true, vertical: true))
    }
    modifier(.`View.fixedSize(horizontal:vertical:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call,
        .fixedSize(
          horizontal: Convert.bool(call["horizontal"]) ?? true,
          vertical: Convert.bool(call["vertical"]) ?? true))
    }
    modifier(.`View.layoutPriority(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .layoutPriority(Convert.double(call[0]) ?? 0))
    }
    modifier(.`View.aspectRatio(_:contentMode:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var ratio = Convert.double(call[0])
      if case .size(let w, let h) = call[0], h != 0 { ratio = w / h }
      let fill = Convert.symbolName(call["contentMode"], prefix: "ContentMode.") == "fill"
      return try r.wrapped(call, .aspectRatio(ratio, contentMode: fill ? .fill : .fit))
    }
    modifier(.`View.scaledToFit()`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .aspectRatio(nil, contentMode: .fit))
    }
    modifier(.`View.scaledToFill()`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .aspectRatio(nil, contentMode: .fill))
    }
    modifier(.`View.clipShape(_:style:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call,
        .clipShape(r.shapeKind(call[0]) ?? .rectangle, evenOdd: Convert.evenOddFill(call["style"]) ?? false))
    }
    modifier(.`View.clipped(antialiased:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .clipShape(.rectangle, evenOdd: false))
    }
    modifier(.`View.cornerRadius(_:antialiased:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call,
        .clipShape(
          .roundedRectangle(cornerRadius: Convert.double(call[0]) ?? 0, style: .circular), evenOdd: false))
    }
    modifier(.`View.shadow(color:radius:x:y:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call,
        .shadow(
          color: Convert.color(call["color"]) ?? .named("black", opacity: 0.33),
          radius: Convert.double(call["radius"]) ?? 0,
          x: Convert.double(call["x"]) ?? 0, y: Convert.double(call["y"]) ?? 0))
    }
    // `contentShape(_:eoFill:)`, or `contentShape(_:_:eoFill:)` with the kinds first.
    modifier(.`View.contentShape(_:eoFill:)`, .`View.contentShape(_:_:eoFill:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let shape = call[call.key == .`View.contentShape(_:_:eoFill:)` ? 1 : 0]
      return try r.wrapped(
        call, .contentShape(r.shapeKind(shape) ?? .rectangle, evenOdd: Convert.bool(call["eoFill"]) ?? false))
    }
    modifier(.`View.allowsHitTesting(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .allowsHitTesting(Convert.bool(call[0]) ?? true))
    }
    modifier(.`View.disabled(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .disabled(Convert.bool(call[0]) ?? true))
    }
    modifier(.`View.coordinateSpace(_:)`, .`View.coordinateSpace(name:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var spaceName = Convert.string(call[0])
      if case .record(let record) = call[0], let first = record.fields.first {
        spaceName = Convert.string(first) ?? r.interpreter.describe(first)
      }
      return try r.wrapped(call, .coordinateSpace(name: spaceName ?? r.interpreter.describe(call[0])))
    }
    modifier(.`View.ignoresSafeArea(_:edges:)`, .`View.edgesIgnoringSafeArea(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .ignoresSafeArea)
    }
    modifier(.`View.safeAreaInset(edge:alignment:spacing:content:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveSafeAreaInset(call.content, call.arguments, call.identity)
    }
    modifier(
      .`View.background(_:alignment:)`, .`View.background(_:ignoresSafeAreaEdges:)`,
      .`View.background(_:in:fillStyle:)`, .`View.background(alignment:content:)`,
      .`View.overlay(_:alignment:)`, .`View.overlay(_:ignoresSafeAreaEdges:)`,
      .`View.overlay(_:in:fillStyle:)`, .`View.overlay(alignment:content:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveLayer(call.content, call.name, call.has("in"), call.arguments, call.identity)
    }
    modifier(.`View.background(ignoresSafeAreaEdges:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      // `.background()`: the system background style behind the view.
      try r.resolveLayer(
        call.content, call.name, false, [.symbol("ShapeStyle.background")] + call.arguments, call.identity)
    }
    modifier(.`View.matchedGeometryEffect(id:in:properties:anchor:isSource:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      // The views with one id in one namespace share their identities below the modifier, so a
      // view that replaces another in an animated change moves and resizes from where the
      // other was (the animator matches drawn items by identity), as matched geometry does.
      let group = r.interpreter.describe(call["in"]) + "\u{1F}" + r.interpreter.describe(call["id"])
      let matched = Identity.root.child(IdentityKind.matchedGeometry, text: group)
      let inner = try r.resolve(call.content, matched)
      return r.node(call.identity, .modified(inner, .marker(call.name)), label: r.label(of: inner))
    }
    modifier(.`View.id(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let explicit = call.identity.child(
        IdentityKind.explicit, text: r.interpreter.debugDescribe(call[0], nested: true))
      return r.node(
        call.identity, .modified(try r.resolve(call.content, explicit), .marker("id")), label: "id")
    }
  }
}

extension ViewResolver {
  /// A modifier's node wrapping its content's.
  func wrapped(_ call: ViewCall, _ modifier: Modifier) throws(RuntimeError) -> ViewNode {
    let child = try resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
    return node(call.identity, .modified(child, modifier), label: label(of: child))
  }

  /// A modifier the canvas does not show, kept in the tree by name.
  func marker(_ call: ViewCall) throws(RuntimeError) -> ViewNode { try wrapped(call, .marker(call.name)) }

  /// A builtin modifier applied to its content: its binding resolves it.
  func resolveModifier(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    guard case .modifier(let handler)? = ViewBindings.standard[call.key] else {
      throw RuntimeError("'\(call.key.name)' is not available in Tactile yet", at: 0)
    }
    return try handler(self, call)
  }
}
