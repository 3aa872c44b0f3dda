import TactileAnimation
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Lifecycle, animation, environment, accessibility, and the modifiers whose effect is
  /// read by another view or is not drawn on a canvas.
  mutating func addOtherModifiers() {
    modifier(
      .`View.preference(key:value:)`, .`View.transformPreference(_:_:)`,
      .`View.onPreferenceChange(_:perform:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolvePreference(call)
    }
    // `gridCellUnsizedAxes(_:)`: a marker the grid's layout reads (`LayoutEngine.unsizedAxes`).
    modifier(.`View.gridCellUnsizedAxes(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let axes = Convert.axes(call[0])
      let flags = (axes.horizontal ? "h" : "") + (axes.vertical ? "v" : "")
      return try r.wrapped(call, .marker("gridCellUnsizedAxes(" + flags + ")"))
    }
    modifier(.`View.alignmentGuide(_:computeValue:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveAlignmentGuide(call)
    }
    modifier(.`View.onGeometryChange(for:of:action:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveGeometryChange(call)
    }
    modifier(.`View.anchorPreference(key:value:transform:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveAnchorPreference(call)
    }
    modifier(
      .`View.overlayPreferenceValue(_:_:)`, .`View.overlayPreferenceValue(_:alignment:_:)`,
      .`View.backgroundPreferenceValue(_:_:)`, .`View.backgroundPreferenceValue(_:alignment:_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolvePreferenceValue(call)
    }
    modifier(.`View.onAppear(perform:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let n = try r.wrapped(call, .marker("onAppear"))
      r.infos[Int(n.tag)].appears = true
      if !r.previouslySeen.contains(call.identity.hash), case .function(let action) = unwrapped(call[0]) {
        r.appeared.append(action)
      }
      return n
    }
    modifier(.`View.onReceive(_:perform:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveOnReceive(call)
    }
    modifier(.`View.task(priority:_:)`, .`View.task(id:priority:_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveTask(call)
    }
    modifier(.`View.onChange(of:initial:_:)`, .`View.onChange(of:perform:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveOnChange(call.content, call.arguments, call.identity)
    }
    modifier(.`View.animation(_:)`, .`View.animation(_:value:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveAnimation(call.content, call.has("value"), call.arguments, call.identity)
    }
    // iOS 17's `animation(_:body:)`: the body's modifiers, applied to the view, animate with
    // the animation. The view's own changes inside animate with it too (docs/animation.md).
    modifier(.`View.animation(_:body:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard case .function(let body) = unwrapped(call[1]) else {
        throw RuntimeError("expected a closure", at: 0)
      }
      let made = try r.interpreter.call(body, [.view(call.content)], at: 0)
      return try r.resolveAnimation(made.asView(r.interpreter) ?? .empty, false, [call[0]], call.identity)
    }
    modifier(.`View.zIndex(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .zIndex(Convert.double(call[0]) ?? 0))
    }
    modifier(
      .`View.blur(radius:opaque:)`, .`View.brightness(_:)`, .`View.contrast(_:)`, .`View.saturation(_:)`,
      .`View.grayscale(_:)`, .`View.hueRotation(_:)`, .`View.colorInvert()`, .`View.colorMultiply(_:)`,
      .`View.luminanceToAlpha()`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let amount = Convert.double(call[0]) ?? 0
      let effect: VisualEffect
      switch call.key {
      case .`View.blur(radius:opaque:)`:
        effect = .blur(radius: amount, opaque: Convert.bool(call[1]) ?? false)
      case .`View.brightness(_:)`: effect = .brightness(amount)
      case .`View.contrast(_:)`: effect = .contrast(amount)
      case .`View.saturation(_:)`: effect = .saturation(amount)
      case .`View.grayscale(_:)`: effect = .grayscale(amount)
      case .`View.hueRotation(_:)`: effect = .hueRotation(Convert.angle(call[0]))
      case .`View.colorMultiply(_:)`: effect = .colorMultiply(Convert.color(call[0]) ?? .named("white"))
      case .`View.luminanceToAlpha()`: effect = .luminanceToAlpha
      default: effect = .colorInvert
      }
      return try r.wrapped(call, .visualEffect(effect))
    }
    modifier(.`View.blendMode(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(
        call, .blendMode(BlendMode(Convert.symbolName(call[0], prefix: "BlendMode.") ?? "normal")))
    }
    modifier(.`View.transaction(_:)`, .`View.transaction(value:_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveTransaction(call)
    }
    // `environment(model)` (iOS 17, an `@Observable` object) puts it in the environment as
    // `environmentObject` does; `@Environment(Model.self)` reads it.
    modifier(.`View.environmentObject(_:)`, .`View.environment(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard case .object(let o) = unwrapped(call[0]) else { return try r.marker(call) }
      let saved = r.environmentObjects
      r.environmentObjects[o.type] = unwrapped(call[0])
      defer { r.environmentObjects = saved }
      return try r.marker(call)
    }
    modifier(.`View.modifier(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveUserModifier(call.content, call[0], call.identity)
    }
    modifier(
      .`View.accessibilityAction(_:_:)`, .`View.accessibilityAction(named:_:)`,
      .`View.accessibilityAction(action:label:)`,
      .`View.accessibilityAddTraits(_:)`,
      .`View.accessibilityAdjustableAction(_:)`, .`View.accessibilityElement(children:)`,
      .`View.accessibilityHidden(_:)`, .`View.accessibilityHint(_:)`, .`View.accessibilityLabel(_:)`,
      .`View.accessibilityRemoveTraits(_:)`, .`View.accessibilityValue(_:)`,
      .`View.accessibilityZoomAction(_:)`, .`View.accessibility(label:)`, .`View.accessibility(value:)`,
      .`View.accessibility(hint:)`, .`View.accessibility(hidden:)`, .`View.accessibility(addTraits:)`,
      .`View.accessibility(removeTraits:)`, .`View.accessibility(identifier:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let n = try r.marker(call)
      // The deprecated `accessibility(label:)` family is `accessibilityLabel(_:)` and its kin.
      var name = call.name
      if name == "accessibility", let label = call.key.labels.first {
        name += label.prefix(1).uppercased() + label.dropFirst()
      }
      r.recordAccessibility(name, call.key.name, call.arguments, into: &r.infos[Int(n.tag)].accessibility)
      return n
    }
    // Read by the view that contains them: `TabView` reads `tabItem`, `Picker` reads `tag`.
    modifier(.`View.tabItem(_:)`, .`View.tag(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in try r.marker(call)
    }
    // No effect a canvas shows differently: grouping for drawing, a preview's own layout, a
    // pointer's hover (a touch screen has none), and the platform inputs that no touch makes.
    modifier(
      .`View.compositingGroup()`, .`View.drawingGroup()`, .`View.previewLayout(_:)`,
      .`View.previewDisplayName(_:)`, .`View.previewDevice(_:)`,
      .`View.previewInterfaceOrientation(_:)`,
      .`View.onHover(perform:)`,
      .`View.hoverEffect(_:isEnabled:)`, .`View.allowsWindowActivationEvents()`,
      .`View.allowsWindowActivationEvents(_:)`, .`View.handGestureShortcut(_:isEnabled:)`,
      .`View.defersSystemGestures(on:)`,
      .`View.onLongTouchGesture(minimumDuration:perform:onTouchingChanged:)`,
      .`Image.renderingMode(_:)`, .`View.scrollIndicators(_:)`,
      .`View.scrollIndicators(_:axes:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    // Stand-ins (the interface marks each with what the preview leaves out): accepted, run,
    // and kept in the tree, without the effect a device shows.
    modifier(
      .`View.mask(_:)`,
      .`View.mask(alignment:_:)`, .`View.minimumScaleFactor(_:)`,
      .`View.preferredColorScheme(_:)`,
      .`View.imageScale(_:)`, .`View.onDisappear(perform:)`, .`View.sensoryFeedback(_:trigger:)`,
      .`View.sensoryFeedback(_:trigger:condition:)`, .`View.sensoryFeedback(trigger:_:)`,
      .`Text.kerning(_:)`, .`Image.symbolRenderingMode(_:)`,
      .`View.symbolRenderingMode(_:)`, .`View.symbolVariant(_:)`, .`View.contentTransition(_:)`,
      .`Text.monospacedDigit()`, .`View.lineSpacing(_:)`, .`View.colorScheme(_:)`,
      .`View.gridColumnAlignment(_:)`, .`View.gridCellColumns(_:)`,
      .`Text.strikethrough(_:color:)`, .`Text.underline(_:color:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
  }
}
