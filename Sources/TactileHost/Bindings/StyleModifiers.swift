import TactileAnimation
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Text attributes and colours in the environment, shape paints, images' and text's own
  /// modifiers, and the control styles.
  mutating func addStyleModifiers() {
    modifier(.`View.font(_:)`, .`Text.font(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .textAttributes(Convert.fontAttributes(call[0])))
    }
    modifier(.`View.fontWeight(_:)`, .`Text.fontWeight(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .textAttributes(TextAttributes(weight: Convert.fontWeight(call[0]))))
    }
    modifier(.`View.bold(_:)`, .`Text.bold()`, .`Text.bold(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call, .textAttributes(TextAttributes(weight: Convert.bool(call[0]) == false ? nil : .bold)))
    }
    modifier(.`View.italic(_:)`, .`Text.italic()`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .textAttributes(TextAttributes(italic: Convert.bool(call[0]) ?? true)))
    }
    modifier(.`View.lineLimit(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      // `lineLimit(1...5)`: at most the range's upper bound of lines.
      var limit = Convert.int(call[0])
      if case .range(_, let upper, let closed) = unwrapped(call[0]), let n = Convert.int(upper) {
        limit = closed ? n : n - 1
      }
      return try r.wrapped(
        call, .textAttributes(TextAttributes(lineLimit: limit ?? TextAttributes.noLineLimit)))
    }
    modifier(.`View.multilineTextAlignment(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .textAttributes(TextAttributes(alignment: Convert.textAlignment(call[0]))))
    }
    modifier(
      .`View.foregroundColor(_:)`, .`View.foregroundStyle(_:)`, .`View.foregroundStyle(_:_:)`,
      .`Text.foregroundColor(_:)`, .`Text.foregroundStyle(_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .textAttributes(TextAttributes(foreground: Convert.shapeStyle(call[0]))))
    }
    // `accentColor(_:)` is the older spelling of a tint for the controls inside.
    modifier(.`View.tint(_:)`, .`View.accentColor(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .textAttributes(TextAttributes(tint: Convert.shapeStyle(call[0]))))
    }
    // The fills and strokes of shapes and shape views (the keys the resolver also reads).
    modifier(all: ViewResolver.paintKeys) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveShapePaint(call)
    }
    // `border(_:width:)`: a rectangle stroked inside the view's frame, drawn over it.
    modifier(.`View.border(_:width:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let base = try r.resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
      let stroke = TactileLayout.StrokeStyle(lineWidth: Convert.double(call["width"]) ?? 1)
      let paint = ShapePaint.strokeBorder(Convert.shapeStyle(call[0]) ?? .foreground, stroke)
      let border = r.node(
        call.identity.child(IdentityKind.modifier, 1), .shape(ShapeView(.rectangle, paint: paint)),
        label: "border")
      return r.node(
        call.identity, .overlay(base, overlay: border, alignment: .center), label: r.label(of: base))
    }
    modifier(
      .`Shape.trim(from:to:)`, .`Shape.size(width:height:)`, .`Shape.size(_:)`, .`Shape.offset(x:y:)`,
      .`Shape.offset(_:)`, .`Shape.rotation(_:anchor:)`,
      .`Shape.scale(_:anchor:)`, .`Shape.scale(x:y:anchor:)`, .`Shape.transform(_:)`,
      .`InsettableShape.inset(by:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveShapeModifier(call)
    }
    modifier(.`Image.resizable()`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var child = try r.resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
      if case .image(var image) = child.content {
        image.isResizable = true
        child.content = .image(image)
      }
      return r.node(call.identity, .modified(child, .marker("resizable")), label: r.label(of: child))
    }
    // Environment values: the views inside, user views included, take them.
    modifier(
      .`View.buttonStyle(_:)`, .`View.tabViewStyle(_:)`, .`View.pickerStyle(_:)`, .`View.scrollDisabled(_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let saved = r.controls
      defer { r.controls = saved }
      r.controls.set(call.name, call[0])
      return try r.marker(call)
    }
    // `.environment(\.key, value)`: the views inside read `value` with `@Environment(\.key)`.
    modifier(.`View.environment(_:_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let saved = r.controls
      defer { r.controls = saved }
      if let name = r.environmentName(call[0]) { r.controls.environmentValues[name] = call[1] }
      return try r.marker(call)
    }
  }
}
