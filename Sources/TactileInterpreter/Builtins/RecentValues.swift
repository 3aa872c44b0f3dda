import TactileUIIR

extension BuiltinRegistry {
  /// iOS 17–18 values: hierarchical levels and opacity of any shape style, shadowed shape
  /// styles, tab roles and placements, and the tab view styles of iOS 18
  /// (docs/runtime-values.md, "Recent shape styles").
  mutating func addRecentValues() {
    addSIMD()
    addVisualEffects()
    addScrollValues()
    addSymbols([
      .`TabRole.search`, .`TabPlacement.automatic`, .`TabPlacement.pinned`, .`TabPlacement.sidebarOnly`,
      .`TabViewStyle.sidebarAdaptable`, .`TabViewStyle.tabBarOnly`,
    ])
    add(.`SidebarAdaptableTabViewStyle.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("TabViewStyle.sidebarAdaptable")
    }
    add(.`TabBarOnlyTabViewStyle.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("TabViewStyle.tabBarOnly")
    }
    // `.secondary` (static) is the hierarchical style; `Color.blue.secondary` (an instance
    // member of every shape style, iOS 17) is the style at that level: its colour with the
    // level's opacity, as the system's label colours step down from the primary one.
    for (key, level) in [
      (SurfaceKey.`ShapeStyle.secondary`, 0.6), (.`ShapeStyle.tertiary`, 0.3),
      (.`ShapeStyle.quaternary`, 0.18), (.`ShapeStyle.quinary`, 0.08),
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        if case .void = call.receiver { return .symbol(call.key) }
        return Self.scalingOpacity(call.plainReceiver, by: level)
      }
    }
    add(.`ShapeStyle.opacity(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      Self.scalingOpacity(call.plainReceiver, by: try call.double(0))
    }
    // `ShadowStyle.drop(…)` and `.inner(…)`; `style.shadow(s)` keeps the style and its shadow
    // (the host paints the style and draws a drop shadow under the shape).
    for (key, kind) in [
      (SurfaceKey.`ShadowStyle.drop(color:radius:x:y:)`, "drop"),
      (.`ShadowStyle.inner(color:radius:x:y:)`, "inner"),
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(
          Record(
            name: "ShadowStyle", labels: ["kind", "color", "radius", "x", "y"],
            fields: [
              .string(kind), try call.argument(0), try call.argument(1), try call.argument(2),
              try call.argument(3),
            ]))
      }
    }
    add(.`ShapeStyle.shadow(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "ShadowedShapeStyle", labels: ["style", "shadow"],
          fields: [call.plainReceiver, try call.argument(0)]))
    }
  }

  /// `SIMD2<Float>` (a `MeshGradient`'s points): a record of `x` and `y`; an array literal
  /// (`[0.5, 0.5]`) reads as one too.
  mutating func addSIMD() {
    for key in [SurfaceKey.`SIMD2.init(_:_:)`, .`SIMD2.init(x:y:)`] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(
          Record(name: "SIMD2", labels: ["x", "y"], fields: [try call.argument(0), try call.argument(1)]))
      }
    }
    for (key, index) in [(SurfaceKey.`SIMD2.x`, 0), (.`SIMD2.y`, 1)] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        switch call.plainReceiver {
        case .record(let r) where r.fields.count == 2: return r.fields[index]
        case .array(let items) where items.count == 2: return items[index]
        default: throw call.failure("'\(call.key)' expected a SIMD2")
        }
      }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        var fields: [Value]
        switch unwrapped(container) {
        case .record(let r) where r.fields.count == 2: fields = r.fields
        case .array(let items) where items.count == 2: fields = items
        default: return container
        }
        fields[index] = value
        return .record(Record(name: "SIMD2", labels: ["x", "y"], fields: fields))
      }
    }
  }

  /// iOS 17's scroll values: transition phases and configurations, target behaviours, margin
  /// placements (symbols of their key; the configurations' refinements give them back), and
  /// `ScrollGeometry`'s fields.
  mutating func addScrollValues() {
    addSymbols([
      .`ScrollTransitionPhase.topLeading`, .`ScrollTransitionPhase.identity`,
      .`ScrollTransitionPhase.bottomTrailing`, .`ScrollTransitionConfiguration.interactive`,
      .`ScrollTransitionConfiguration.animated`, .`ScrollTransitionConfiguration.identity`,
      .`ScrollTransitionConfiguration.Threshold.visible`, .`ScrollTransitionConfiguration.Threshold.hidden`,
      .`ScrollTransitionConfiguration.Threshold.centered`, .`ContentMarginPlacement.automatic`,
      .`ContentMarginPlacement.scrollContent`, .`ContentMarginPlacement.scrollIndicators`,
      .`ScrollTargetBehavior.paging`, .`ScrollTargetBehavior.viewAligned`,
    ])
    add(.`ScrollTransitionConfiguration.animated(_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("ScrollTransitionConfiguration.animated")
    }
    add(.`ScrollTransitionConfiguration.interactive(timingCurve:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("ScrollTransitionConfiguration.interactive")
    }
    add(.`ScrollTransitionConfiguration.threshold(_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver
    }
    add(.`ScrollTransitionConfiguration.Threshold.visible(_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("ScrollTransitionConfiguration.Threshold.visible")
    }
    add(.`PagingScrollTargetBehavior.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("ScrollTargetBehavior.paging")
    }
    add([
      .`ViewAlignedScrollTargetBehavior.init()`, .`ViewAlignedScrollTargetBehavior.init(limitBehavior:)`,
      .`ScrollTargetBehavior.viewAligned(limitBehavior:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("ScrollTargetBehavior.viewAligned")
    }
    addSymbols([
      .`ViewAlignedScrollTargetBehavior.LimitBehavior.automatic`,
      .`ViewAlignedScrollTargetBehavior.LimitBehavior.always`,
      .`ViewAlignedScrollTargetBehavior.LimitBehavior.never`,
      .`ViewAlignedScrollTargetBehavior.LimitBehavior.alwaysByFew`,
      .`ViewAlignedScrollTargetBehavior.LimitBehavior.alwaysByOne`,
    ])
    // `FillShapeStyle` (`.fill`): the overlay fill, iOS's `systemFill`.
    add([.`FillShapeStyle.init()`, .`ShapeStyle.fill`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      uiColor("UIColor.systemFill")
    }
    // A phase's value: -1 before the visible area, 0 in it, 1 after it.
    add(.`ScrollTransitionPhase.isIdentity`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .symbol(let key) = call.plainReceiver else { return .bool(true) }
      return .bool(key.hasSuffix(".identity"))
    }
    add(.`ScrollTransitionPhase.value`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .symbol(let key) = call.plainReceiver else { return .double(0) }
      if key.hasSuffix(".topLeading") { return .double(-1) }
      if key.hasSuffix(".bottomTrailing") { return .double(1) }
      return .double(0)
    }
    addRecordFields([
      .`ScrollGeometry.contentOffset`, .`ScrollGeometry.contentSize`, .`ScrollGeometry.contentInsets`,
      .`ScrollGeometry.containerSize`, .`ScrollGeometry.visibleRect`, .`ScrollGeometry.bounds`,
    ])
  }

  /// `visualEffect`'s content (`EmptyVisualEffect`) and what its members add: a record of the
  /// operations in order, each its name and arguments, which the host turns into a transform
  /// for the view's size.
  mutating func addVisualEffects() {
    add(.`EmptyVisualEffect.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "VisualEffect", labels: ["operations"], fields: [.array([])]))
    }
    for key: SurfaceKey in [
      .`VisualEffect.offset(_:)`, .`VisualEffect.offset(x:y:)`, .`VisualEffect.scaleEffect(_:anchor:)`,
      .`VisualEffect.scaleEffect(x:y:anchor:)`, .`VisualEffect.rotationEffect(_:anchor:)`,
      .`VisualEffect.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`,
      .`VisualEffect.opacity(_:)`, .`VisualEffect.blur(radius:opaque:)`, .`VisualEffect.brightness(_:)`,
      .`VisualEffect.saturation(_:)`, .`VisualEffect.grayscale(_:)`, .`VisualEffect.hueRotation(_:)`,
      .`VisualEffect.contrast(_:)`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        var operations: [Value] = []
        if case .record(let r) = call.plainReceiver, case .array(let ops)? = r["operations"] {
          operations = ops
        }
        operations.append(
          .record(
            Record(
              name: "VisualEffect.Operation", labels: ["name", "arguments"],
              fields: [.string(call.key), .array(call.arguments)])))
        return .record(Record(name: "VisualEffect", labels: ["operations"], fields: [.array(operations)]))
      }
    }
  }

  /// A shape style with its opacity multiplied by `factor`: a colour (named, RGB or a shape
  /// style's static colour) becomes a colour record with the product; a gradient of one colour
  /// and a shadowed style scale the style inside; any other style is kept as it is.
  static func scalingOpacity(_ style: Value, by factor: Double) -> Value {
    switch style {
    case .symbol(let key):
      let name = String(key.split(separator: ".").last ?? "")
      return .record(
        Record(name: "Color", labels: ["name", "opacity"], fields: [.string(name), .double(factor)]))
    case .record(var r) where r.name == "Color":
      if let i = r.labels.firstIndex(of: "opacity") {
        r.fields[i] = .double((number(r.fields[i]) ?? 1) * factor)
      } else {
        r.labels.append("opacity")
        r.fields.append(.double(factor))
      }
      return .record(r)
    case .record(var r) where r.name == "AnyGradient" || r.name == "ShadowedShapeStyle":
      if !r.fields.isEmpty { r.fields[0] = scalingOpacity(r.fields[0], by: factor) }
      return .record(r)
    case .optional(let inner?):
      return scalingOpacity(inner, by: factor)
    default:
      return style
    }
  }
}
