import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension BuiltinRegistry {
  /// The builtins that answer from the host's views rather than from values alone (a
  /// `GeometryReader`'s proxy, `UIScreen.main.bounds`: the canvas, docs/interfaces.md), and the
  /// values only views consume, when the standard registry has none.
  /// The name layout gives the coordinate space a runtime value names (`.named(n)`,
  /// `.scrollView`, `.scrollView(axis:)`); nil for `.local` and `.global`.
  static func spaceName(_ value: Value) -> String? {
    if case .record(let r) = unwrapped(value), r.name.hasSuffix(".scrollView") {
      guard case .symbol(let axis)? = r.fields.first else { return GeometryInfo.scrollViewSpace }
      return GeometryInfo.scrollViewSpace(horizontal: axis.hasSuffix("horizontal"))
    }
    switch CoordinateSpace(value) {
    case .named(let name): return name
    case .scrollView: return GeometryInfo.scrollViewSpace
    case .local, .global: return nil
    }
  }

  /// The rectangle of the `(name, rect)` entry named `name` in a proxy's list.
  static func entry(named name: String, in list: Value?) -> Value? {
    guard case .array(let entries)? = list else { return nil }
    for case .tuple(let parts, _) in entries where parts.count == 2 {
      if case .string(let n) = parts[0], n == name { return parts[1] }
    }
    return nil
  }

  mutating func addViewBuiltins(canvas: CGSize) {
    addCanvasDrawing()
    addEnvironmentValues()
    addNavigationValues()
    addGestureProperties()
    addControlValues()
    // `.page(indexDisplayMode:)` and `PageTabViewStyle(…)` are the page style (the dots are
    // always drawn).
    for key: SurfaceKey in [
      .`TabViewStyle.page(indexDisplayMode:)`, .`PageTabViewStyle.init(indexDisplayMode:)`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in .symbol("TabViewStyle.page") }
    }
    // A custom button style's configuration (`ViewResolver.resolveStyledButton`).
    addRecordFields([
      .`ButtonStyleConfiguration.label`, .`PrimitiveButtonStyleConfiguration.label`,
      .`ButtonStyleConfiguration.isPressed`, .`ButtonStyleConfiguration.role`,
      .`PrimitiveButtonStyleConfiguration.role`,
    ])
    add(.`PrimitiveButtonStyleConfiguration.trigger()`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let configuration) = call.receiver,
        case .function(let action)? = configuration["trigger"]
      else { return .void }
      return try call.interpreter.call(action, [], at: call.at)
    }
    addAnchors()
    addViewDimensions()
    addRecentSurfaceValues()
    addCustomLayoutValues()
    addSubviewValues()
    add(.`GeometryProxy.size`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let proxy) = call.receiver, let size = proxy["size"] else {
        throw RuntimeError("'size' has no value here", at: call.at)
      }
      return size
    }
    add(.`GeometryProxy.frame(in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let proxy) = call.receiver, case .size(let w, let h)? = proxy["size"] else {
        throw RuntimeError("'frame(in:)' has no value here", at: call.at)
      }
      let global = proxy["globalFrame"] ?? .rect(0, 0, w, h)
      let space = try call.argument(0)
      switch CoordinateSpace(space) {
      case .local: return .rect(0, 0, w, h)
      case .global: return global
      case .named, .scrollView:
        // A space no enclosing view defines is the global one, as SwiftUI falls back.
        guard let name = Self.spaceName(space) else { return global }
        return Self.entry(named: name, in: proxy["namedFrames"]) ?? global
      }
    }
    // `proxy.bounds(of: space)`: the space's view's bounds in the reader's coordinates; nil
    // when no enclosing view defines the space.
    add(.`GeometryProxy.bounds(of:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let proxy) = call.receiver, let name = Self.spaceName(try call.argument(0)),
        let bounds = Self.entry(named: name, in: proxy["namedBounds"])
      else { return .optional(nil) }
      return .optional(bounds)
    }
    add(.`GeometryProxy.safeAreaInsets`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "EdgeInsets", labels: ["top", "leading", "bottom", "trailing"],
          fields: [.double(0), .double(0), .double(0), .double(0)]))
    }
    add(.`UIScreen.bounds`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .rect(0, 0, canvas.width, canvas.height)
    }
    addIfAbsent(.`UIScreen.main`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("UIScreen.main")
    }
    // Values only views consume; the standard registry may already have them.
    addIfAbsent(.`CoordinateSpace.named(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "CoordinateSpace", labels: ["named"], fields: [try call.argument(0)]))
    }
    if self[.`NamedCoordinateSpace.named(_:)`] == nil {
      self[.`NamedCoordinateSpace.named(_:)`] = self[.`CoordinateSpace.named(_:)`]
    }
    // `CoordinateSpaceProtocol.coordinateSpace` of the three spaces: the space as a value.
    add(.`GlobalCoordinateSpace.coordinateSpace`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("CoordinateSpace.global")
    }
    add(.`LocalCoordinateSpace.coordinateSpace`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("CoordinateSpace.local")
    }
    add(.`NamedCoordinateSpace.coordinateSpace`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver
    }
    addIfAbsent(.`Binding.constant(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let value = try call.argument(0)
      return .binding(Binding(get: { value }, set: { _ in }))
    }
    // `binding.wrappedValue`, and `item` of `{ $item in … }`: read and written through it.
    addIfAbsent(.`Binding.wrappedValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .binding(let b) = call.receiver else { return call.receiver }
      return b.get()
    }
    if setters[Int(SurfaceKey.`Binding.wrappedValue`.rawValue)] == nil {
      addSetter(.`Binding.wrappedValue`) {
        (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        if case .binding(let b) = container { b.set(value) }
        return container
      }
    }
    // `shape.path(in: rect)`: a program's shape runs its own `path(in:)` (its call resolves to
    // it), a builtin shape's outline in `rect` as SwiftUI draws it.
    add(.`Shape.path(in:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .rect(let x, let y, let w, let h) = unwrapped(try call.argument(0)) else {
        throw call.failure("expected a CGRect")
      }
      var error: RuntimeError?
      let shapes = ShapeValues(interpreter: call.interpreter) { error = error ?? $0 }
      guard let kind = shapes.kind(of: call.plainReceiver) else { throw call.failure("expected a Shape") }
      let rect = CGRect(x: x, y: y, width: w, height: h)
      let path = kind.resolved(in: rect).outline(in: rect)
      if let error { throw error }
      return pathValue(pathElements(of: path))
    }
    addIfAbsent(.`StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "StrokeStyle",
          labels: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"],
          fields: call.arguments))
    }
    addIfAbsent(.`FillStyle.init(eoFill:antialiased:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      // Labelled as Swift prints the struct: `FillStyle(isEOFilled: true, isAntialiased: true)`.
      .record(Record(name: "FillStyle", labels: ["isEOFilled", "isAntialiased"], fields: call.arguments))
    }
    for key: SurfaceKey in [
      .`AnyTransition.move(edge:)`, .`AnyTransition.scale(scale:anchor:)`, .`AnyTransition.combined(with:)`,
      .`AnyTransition.asymmetric(insertion:removal:)`,
    ] {
      // Transitions animate insertions and removals, which a replay does not draw: they are
      // kept as data.
      addIfAbsent(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(Record(name: call.key, labels: call.arguments.map { _ in "" }, fields: call.arguments))
      }
    }
  }

  /// The standard builtins and the views' builtins for `canvas`. The natives keep no state
  /// (what they keep between calls is the interpreter's `BuiltinState`), so the registry for
  /// the default canvas is built once and shared by every host.
  static func forViews(canvas: CGSize) -> BuiltinRegistry {
    if canvas == ViewHost.defaultCanvas { return SharedRegistry.defaultCanvas.registry }
    var registry = BuiltinRegistry.standard()
    registry.addViewBuiltins(canvas: canvas)
    return registry
  }

  private mutating func addIfAbsent(_ key: SurfaceKey, _ native: @escaping Native) {
    if self[key] == nil { add(key, native) }
  }
}

/// A registry built once. Its natives are immutable closures without state, so sharing it
/// between threads is safe.
private struct SharedRegistry: @unchecked Sendable {
  let registry: BuiltinRegistry

  static let defaultCanvas: SharedRegistry = {
    var registry = BuiltinRegistry.standard()
    registry.addViewBuiltins(canvas: ViewHost.defaultCanvas)
    return SharedRegistry(registry: registry)
  }()
}

extension BuiltinRegistry {
  /// A `Canvas` renderer's `GraphicsContext`: each drawing call records a command, with the
  /// context's opacity, in `Interpreter.canvasCommands`.
  mutating func addCanvasDrawing() {
    addRecordField(.`GraphicsContext.opacity`, "opacity")
    add(.`GraphicsContext.Shading.color(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "GraphicsContext.Shading", labels: ["color"], fields: [try call.argument(0)]))
    }
    func record(_ call: inout NativeCall, _ kind: String, _ labels: [String], _ fields: [Value]) -> Value {
      var opacity = 1.0
      var filters = Value.array([])
      var transform = ViewResolver.transformValue(.identity)
      if case .record(let context) = call.receiver {
        if let o = context["opacity"].flatMap(Convert.double) { opacity = o }
        if let f = context["filters"] { filters = f }
        if let t = context["transform"] { transform = t }
      }
      call.interpreter.canvasCommands.append(
        .record(
          Record(
            name: kind, labels: labels + ["opacity", "filters", "transform"],
            fields: fields + [.double(opacity), filters, transform])
        ))
      return .void
    }
    addCanvasTransforms()
    addCanvasLayers(record)
    add(.`GraphicsContext.fill(_:with:style:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let fields = [try call.argument(0), try call.argument(1), try call.argument(2)]
      return record(&call, "fill", ["path", "shading", "style"], fields)
    }
    add(.`GraphicsContext.stroke(_:with:lineWidth:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let fields = [try call.argument(0), try call.argument(1), try call.argument(2)]
      return record(&call, "stroke", ["path", "shading", "lineWidth"], fields)
    }
    add(.`GraphicsContext.stroke(_:with:style:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let fields = [try call.argument(0), try call.argument(1), try call.argument(2)]
      return record(&call, "stroke", ["path", "shading", "style"], fields)
    }
    add(.`GraphicsContext.draw(_:at:anchor:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let fields = [try call.argument(0), try call.argument(1), try call.argument(2)]
      if case .record(let r) = unwrapped(fields[0]), r.name == "GraphicsContext.ResolvedSymbol" {
        return record(&call, "symbol", ["id", "point", "anchor"], [r["id"] ?? .void, fields[1], fields[2]])
      }
      // A text, an image or a resolved image, drawn as a view placed at the point.
      var drawn = fields[0]
      if case .record(let r) = unwrapped(drawn), r.name == "GraphicsContext.ResolvedImage" {
        drawn = r["image"] ?? .void
      }
      return record(&call, "text", ["text", "point", "anchor"], [drawn, fields[1], fields[2]])
    }
    // `draw(image, in: rect)`: the image resized to fill the rectangle.
    add(.`GraphicsContext.draw(_:in:style:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var drawn = try call.argument(0)
      if case .record(let r) = unwrapped(drawn), r.name == "GraphicsContext.ResolvedImage" {
        drawn = r["image"] ?? .void
      }
      return record(&call, "image", ["image", "rect"], [drawn, try call.argument(1)])
    }
    // `resolve(image)`: the image as the context would draw it, drawn later by `draw`.
    add(.`GraphicsContext.resolve(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(name: "GraphicsContext.ResolvedImage", labels: ["image"], fields: [try call.argument(0)]))
    }
    // `draw(image, in: rect)`, `draw(text, in: rect)`: the view laid out in the rectangle (an
    // image resized to fill it).
    add([.`GraphicsContext.draw(_:in:style:)`, .`GraphicsContext.draw(_:in:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let fields = [try call.argument(0), try call.argument(1)]
      return record(&call, "drawIn", ["view", "rect"], fields)
    }
  }

  /// The current transformation matrix of a `GraphicsContext` (`transform`, `translateBy`,
  /// `scaleBy`, `rotate(by:)`, `concatenate`): each operation goes before the transform there
  /// is, in the context's own coordinates, as CoreGraphics' does; every drawing records the
  /// transform it was drawn with.
  mutating func addCanvasTransforms() {
    addRecordField(.`GraphicsContext.transform`, "transform")
    func apply(_ call: inout NativeCall, _ t: CGAffineTransform) {
      guard case .record(var context) = call.receiver, let i = context.labels.firstIndex(of: "transform")
      else { return }
      let current = ViewResolver.affineTransform(context.fields[i]) ?? .identity
      context.fields[i] = ViewResolver.transformValue(t.concatenating(current))
      call.receiver = .record(context)
    }
    add(.`GraphicsContext.translateBy(x:y:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      apply(&call, .translation(x: try call.double(0), y: try call.double(1)))
      return .void
    }
    add(.`GraphicsContext.scaleBy(x:y:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      apply(&call, .scale(x: try call.double(0), y: try call.double(1)))
      return .void
    }
    add(.`GraphicsContext.rotate(by:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      apply(&call, .rotation(radians: Convert.angle(try call.argument(0))))
      return .void
    }
    add(.`GraphicsContext.concatenate(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      apply(&call, ViewResolver.affineTransform(try call.argument(0)) ?? .identity)
      return .void
    }
  }
}

extension BuiltinRegistry {
  /// A `GraphicsContext`'s state and layers: its blend mode (kept, not applied), its filters
  /// (each drawing records the filters in effect), layers (`drawLayer` records what its closure
  /// draws as one command), resolved symbols (by their tag) and gradient shadings.
  mutating func addCanvasLayers(
    _ record: @escaping (inout NativeCall, String, [String], [Value]) -> Value
  ) {
    addRecordField(.`GraphicsContext.blendMode`, "blendMode")
    addSymbols([
      .`GraphicsContext.BlendMode.normal`, .`GraphicsContext.BlendMode.multiply`,
      .`GraphicsContext.BlendMode.screen`, .`GraphicsContext.BlendMode.overlay`,
      .`GraphicsContext.BlendMode.darken`, .`GraphicsContext.BlendMode.lighten`,
      .`GraphicsContext.BlendMode.plusLighter`, .`GraphicsContext.BlendMode.plusDarker`,
      .`GraphicsContext.BlendMode.sourceAtop`, .`GraphicsContext.BlendMode.destinationOut`,
      .`GraphicsContext.BlendMode.colorDodge`, .`GraphicsContext.BlendMode.colorBurn`,
      .`GraphicsContext.BlendMode.softLight`, .`GraphicsContext.BlendMode.hardLight`,
      .`GraphicsContext.BlendMode.difference`, .`GraphicsContext.BlendMode.exclusion`,
      .`GraphicsContext.BlendMode.hue`, .`GraphicsContext.BlendMode.saturation`,
      .`GraphicsContext.BlendMode.color`, .`GraphicsContext.BlendMode.luminosity`,
      .`GraphicsContext.BlendMode.clear`, .`GraphicsContext.BlendMode.copy`,
      .`GraphicsContext.BlendMode.sourceIn`, .`GraphicsContext.BlendMode.sourceOut`,
      .`GraphicsContext.BlendMode.destinationOver`, .`GraphicsContext.BlendMode.destinationIn`,
      .`GraphicsContext.BlendMode.destinationAtop`, .`GraphicsContext.BlendMode.xor`,
      .`GraphicsContext.FilterOptions.init()`, .`GraphicsContext.BlurOptions.init()`,
      .`GraphicsContext.GradientOptions.init()`,
    ])
    add(.`GraphicsContext.Filter.alphaThreshold(min:max:color:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "GraphicsContext.Filter", labels: ["kind", "min", "max", "color"],
          fields: [
            .string("alphaThreshold"), try call.argument(0), try call.argument(1), try call.argument(2),
          ]))
    }
    add(.`GraphicsContext.Filter.blur(radius:options:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "GraphicsContext.Filter", labels: ["kind", "radius"],
          fields: [.string("blur"), try call.argument(0)]))
    }
    // Colour filters and shadows are kept by kind (not drawn: the stand-in of `addFilter`).
    add([
      .`GraphicsContext.Filter.colorMultiply(_:)`, .`GraphicsContext.Filter.saturation(_:)`,
      .`GraphicsContext.Filter.brightness(_:)`, .`GraphicsContext.Filter.contrast(_:)`,
      .`GraphicsContext.Filter.grayscale(_:)`, .`GraphicsContext.Filter.hueRotation(_:)`,
      .`GraphicsContext.Filter.colorInvert(_:)`, .`GraphicsContext.Filter.luminanceToAlpha`,
      .`GraphicsContext.Filter.shadow(color:radius:x:y:blendMode:options:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let kind = call.surfaceKey?.memberName ?? "filter"
      return .record(
        Record(
          name: "GraphicsContext.Filter", labels: ["kind", "arguments"],
          fields: [.string(kind), .array(call.arguments)]))
    }
    addSymbols([
      .`GraphicsContext.ShadowOptions.init()`, .`GraphicsContext.ShadowOptions.shadowAbove`,
      .`GraphicsContext.ShadowOptions.shadowOnly`, .`GraphicsContext.ShadowOptions.invertsAlpha`,
      .`GraphicsContext.ShadowOptions.disablesGroup`,
    ])
    add(.`GraphicsContext.addFilter(_:options:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(var context) = call.receiver, let i = context.labels.firstIndex(of: "filters"),
        case .array(var filters) = context.fields[i]
      else { return .void }
      filters.append(try call.argument(0))
      context.fields[i] = .array(filters)
      call.receiver = .record(context)
      return .void
    }
    add(.`GraphicsContext.drawLayer(content:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .function(let content) = try call.argument(0) else { return .void }
      let saved = call.interpreter.canvasCommands
      call.interpreter.canvasCommands = []
      // The layer's context draws in the same coordinates as the context it comes from.
      var layerContext = ViewResolver.graphicsContext()
      if case .record(let context) = call.receiver, let t = context["transform"],
        case .record(var fresh) = layerContext, let i = fresh.labels.firstIndex(of: "transform")
      {
        fresh.fields[i] = t
        layerContext = .record(fresh)
      }
      var arguments: [Value] = [layerContext]
      do throws(RuntimeError) {
        _ = try call.interpreter.call(content, &arguments, at: call.at)
      } catch {
        call.interpreter.canvasCommands = saved
        throw error
      }
      let layer = call.interpreter.canvasCommands
      call.interpreter.canvasCommands = saved
      return record(&call, "layer", ["commands"], [.array(layer)])
    }
    add(.`GraphicsContext.resolveSymbol(id:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .optional(
        .record(
          Record(name: "GraphicsContext.ResolvedSymbol", labels: ["id"], fields: [try call.argument(0)])))
    }
    // A gradient shading keeps its gradient and geometry under the labels of its arguments
    // (the options are not kept).
    let gradients: [(SurfaceKey, [String])] = [
      (
        .`GraphicsContext.Shading.linearGradient(_:startPoint:endPoint:options:)`,
        ["linearGradient", "startPoint", "endPoint"]
      ),
      (
        .`GraphicsContext.Shading.conicGradient(_:center:angle:options:)`,
        ["conicGradient", "center", "angle"]
      ),
      (
        .`GraphicsContext.Shading.radialGradient(_:center:startRadius:endRadius:options:)`,
        ["radialGradient", "center", "startRadius", "endRadius"]
      ),
    ]
    for (key, labels) in gradients {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        var fields: [Value] = []
        for i in labels.indices { fields.append(try call.argument(i)) }
        return .record(Record(name: "GraphicsContext.Shading", labels: labels, fields: fields))
      }
    }
  }
}

extension BuiltinRegistry {
  /// The values `@Environment` reads: an iPhone in portrait with the system's default
  /// settings (docs/runtime-values.md); `Environment(\\.key)` reads the same.
  mutating func addEnvironmentValues() {
    func value(_ key: SurfaceKey, _ v: Value) {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in v }
    }
    value(.`EnvironmentValues.colorScheme`, .symbol("ColorScheme.light"))
    // A preview is a foreground app on a 3x screen, written left to right, at the default text size.
    value(.`EnvironmentValues.scenePhase`, .symbol("ScenePhase.active"))
    value(.`EnvironmentValues.layoutDirection`, .symbol("LayoutDirection.leftToRight"))
    value(.`EnvironmentValues.colorSchemeContrast`, .symbol("ColorSchemeContrast.standard"))
    value(.`EnvironmentValues.legibilityWeight`, .optional(.symbol("LegibilityWeight.regular")))
    value(.`EnvironmentValues.dynamicTypeSize`, .symbol("DynamicTypeSize.large"))
    value(.`EnvironmentValues.displayScale`, .double(3))
    value(.`EnvironmentValues.accessibilityReduceTransparency`, .bool(false))
    value(.`EnvironmentValues.accessibilityDimFlashingLights`, .bool(false))
    value(.`EnvironmentValues.accessibilityPlayAnimatedImages`, .bool(true))
    value(.`EnvironmentValues.accessibilityInvertColors`, .bool(false))
    value(.`EnvironmentValues.isSearching`, .bool(false))
    add(.`DynamicTypeSize.isAccessibilitySize`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .symbol(let name) = unwrapped(call.receiver) else { return .bool(false) }
      return .bool(name.utf8.starts(with: "DynamicTypeSize.accessibility".utf8))
    }
    value(.`EnvironmentValues.isEnabled`, .bool(true))
    // SwiftUI's defaults where no modifier sets them (docs/runtime-values.md): a list's rows at
    // least 44 points high, its headers at their own height; text without a font, line limit or
    // case of its own, leading-aligned, truncated at its tail; regular controls, medium images;
    // one pixel a third of a point on the 3x screen.
    value(.`EnvironmentValues.defaultMinListRowHeight`, .double(44))
    value(.`EnvironmentValues.defaultMinListHeaderHeight`, .optional(nil))
    value(.`EnvironmentValues.font`, .optional(nil))
    value(.`EnvironmentValues.lineLimit`, .optional(nil))
    value(.`EnvironmentValues.lineSpacing`, .double(0))
    value(.`EnvironmentValues.multilineTextAlignment`, .symbol("TextAlignment.leading"))
    value(.`EnvironmentValues.truncationMode`, .symbol("Text.TruncationMode.tail"))
    value(.`EnvironmentValues.minimumScaleFactor`, .double(1))
    value(.`EnvironmentValues.allowsTightening`, .bool(false))
    value(.`EnvironmentValues.textCase`, .optional(nil))
    value(.`EnvironmentValues.controlSize`, .symbol("ControlSize.regular"))
    value(.`EnvironmentValues.imageScale`, .symbol("Image.Scale.medium"))
    value(.`EnvironmentValues.symbolRenderingMode`, .optional(nil))
    value(.`EnvironmentValues.headerProminence`, .symbol("Prominence.standard"))
    value(.`EnvironmentValues.isScrollEnabled`, .bool(true))
    value(.`EnvironmentValues.pixelLength`, .double(1.0 / 3))
    value(.`EnvironmentValues.accessibilityEnabled`, .bool(false))
    value(.`EnvironmentValues.accessibilityShowButtonShapes`, .bool(false))
    value(.`EnvironmentValues.isLuminanceReduced`, .bool(false))
    value(.`EnvironmentValues.isFocused`, .bool(false))
    // The search field is not drawn, so no search is ever active: `isSearching` is false and
    // dismissing the search has nothing to end.
    value(.`EnvironmentValues.dismissSearch`, .symbol("DismissSearchAction"))
    value(.`DismissSearchAction.callAsFunction()`, .void)
    value(.`EnvironmentValues.accessibilityReduceMotion`, .bool(false))
    value(.`EnvironmentValues.accessibilityDifferentiateWithoutColor`, .bool(false))
    value(.`EnvironmentValues.accessibilityVoiceOverEnabled`, .bool(false))
    value(.`EnvironmentValues.horizontalSizeClass`, .optional(.symbol("UserInterfaceSizeClass.compact")))
    value(.`EnvironmentValues.verticalSizeClass`, .optional(.symbol("UserInterfaceSizeClass.regular")))
    // Settings' defaults on iPadOS (docs/runtime-values.md).
    value(.`EnvironmentValues.preferredPencilDoubleTapAction`, .symbol("PencilPreferredAction.switchEraser"))
    value(
      .`EnvironmentValues.preferredPencilSqueezeAction`,
      .symbol("PencilPreferredAction.showContextualPalette"))
    add(.`Environment.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .keyPath(let steps) = try call.argument(0), case .builtin(let name)? = steps.last,
        let key = SurfaceKey(name: name), let native = call.interpreter.registryNative(key)
      else { throw call.failure("this environment value is not available in Tactile yet") }
      var inner = NativeCall(
        interpreter: call.interpreter, receiver: .void, arguments: [], key: name, at: call.at)
      return try native(&inner)
    }
    add(.`Environment.wrappedValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in call.receiver
    }
  }

  /// What a gesture value's properties read: the argument its initializer was given
  /// (defaults written out), or a composition's parts.
  mutating func addGestureProperties() {
    add([
      .`DragGesture.minimumDistance`, .`DragGesture.coordinateSpace`, .`LongPressGesture.minimumDuration`,
      .`LongPressGesture.maximumDistance`, .`MagnifyGesture.minimumScaleDelta`,
      .`MagnificationGesture.minimumScaleDelta`, .`RotateGesture.minimumAngleDelta`,
      .`RotationGesture.minimumAngleDelta`, .`TapGesture.count`, .`SpatialTapGesture.count`,
      .`SpatialTapGesture.coordinateSpace`, .`SpatialEventGesture.coordinateSpace`,
      .`GestureStateGesture.base`,
      .`GestureStateGesture.state`, .`GestureStateGesture.body`, .`SimultaneousGesture.first`,
      .`SimultaneousGesture.second`, .`SequenceGesture.first`, .`SequenceGesture.second`,
      .`ExclusiveGesture.first`, .`ExclusiveGesture.second`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let label = call.surfaceKey?.memberName ?? ""
      switch call.plainReceiver {
      case .gesture(.primitive(let key, let arguments, _)):
        if let i = key.labels.firstIndex(of: label), i < arguments.count { return arguments[i] }
        // `SimultaneousGesture(a, b).first`: the initializer's arguments in order.
        if label == "first", arguments.count == 2 { return arguments[0] }
        if label == "second", arguments.count == 2 { return arguments[1] }
      case .gesture(.modifier(let base, _, let arguments, _)):
        // `a.simultaneously(with: b)`: `first` is `a`, `second` is `b`.
        if label == "first" { return .gesture(base) }
        if label == "second", let b = arguments.first { return b }
      default:
        break
      }
      throw call.failure("'\(call.key)' has no value here")
    }
  }
}
