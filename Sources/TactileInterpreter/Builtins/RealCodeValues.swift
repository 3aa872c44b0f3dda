import TactileUIIR

extension BuiltinRegistry {
  /// Values of the SwiftUI real view files use that the other areas leave out
  /// (docs/runtime-values.md, "Real-code surface").
  mutating func addRealCodeValues() {
    addSymbols([
      .`ButtonRepeatBehavior.automatic`, .`ButtonRepeatBehavior.enabled`, .`ButtonRepeatBehavior.disabled`,
      .`TextSelectability.enabled`, .`TextSelectability.disabled`,
    ])
    addScrollPositionValues()
    addShaderValues()
    // Button styles made by their initializers are the styles their shorthands name.
    addSymbols([.`PrimitiveButtonStyle.borderless`, .`PrimitiveButtonStyle.automatic`])
    for (key, symbol) in [
      (SurfaceKey.`PlainButtonStyle.init()`, "PrimitiveButtonStyle.plain"),
      (.`BorderedButtonStyle.init()`, "PrimitiveButtonStyle.bordered"),
      (.`BorderedProminentButtonStyle.init()`, "PrimitiveButtonStyle.borderedProminent"),
      (.`BorderlessButtonStyle.init()`, "PrimitiveButtonStyle.borderless"),
      (.`DefaultButtonStyle.init()`, "PrimitiveButtonStyle.automatic"),
      (.`CircularProgressViewStyle.init(tint:)`, "ProgressViewStyle.circular"),
      (.`UIColor.labelColor`, "UIColor.label"), (.`UIColor.linkColor`, "UIColor.link"),
      (.`Color.accent`, "Color.accentColor"), (.`ShapeStyle.accent`, "Color.accentColor"),
    ] {
      constant(key, .symbol(symbol))
    }
  }

  /// `ScrollPosition` (iOS 18): a record of the position's target — an edge, a point (or one
  /// of its coordinates), or a view's id — which `scrollTo` replaces.
  mutating func addScrollPositionValues() {
    func position(
      edge: Value = .optional(nil), x: Value = .optional(nil), y: Value = .optional(nil),
      viewID: Value = .optional(nil)
    ) -> Value {
      .record(
        Record(
          name: "ScrollPosition", labels: ["edge", "x", "y", "viewID", "isPositionedByUser"],
          fields: [edge, x, y, viewID, .bool(false)]))
    }
    func wrapped(_ value: Value) -> Value {
      if case .optional = value { return value }
      return .optional(value)
    }
    func point(_ value: Value) -> (Value, Value) {
      if case .point(let x, let y) = unwrapped(value) {
        return (.optional(.double(x)), .optional(.double(y)))
      }
      return (.optional(nil), .optional(nil))
    }
    add([.`ScrollPosition.init(idType:)`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      position()
    }
    add([.`ScrollPosition.init(edge:)`, .`ScrollPosition.init(idType:edge:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      position(edge: wrapped(try call.argument(call.arguments.count - 1)))
    }
    add([.`ScrollPosition.init(point:)`, .`ScrollPosition.init(idType:point:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (x, y) = point(try call.argument(call.arguments.count - 1))
      return position(x: x, y: y)
    }
    add([.`ScrollPosition.init(x:)`, .`ScrollPosition.init(idType:x:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      position(x: wrapped(try call.argument(call.arguments.count - 1)))
    }
    add([.`ScrollPosition.init(y:)`, .`ScrollPosition.init(idType:y:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      position(y: wrapped(try call.argument(call.arguments.count - 1)))
    }
    add([.`ScrollPosition.init(x:y:)`, .`ScrollPosition.init(idType:x:y:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let n = call.arguments.count
      return position(x: wrapped(try call.argument(n - 2)), y: wrapped(try call.argument(n - 1)))
    }
    add(.`ScrollPosition.init(id:anchor:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      position(viewID: wrapped(try call.argument(0)))
    }
    add(.`ScrollPosition.scrollTo(edge:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = position(edge: wrapped(try call.argument(0)))
      return .void
    }
    add(.`ScrollPosition.scrollTo(point:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let (x, y) = point(try call.argument(0))
      call.receiver = position(x: x, y: y)
      return .void
    }
    add(.`ScrollPosition.scrollTo(x:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = position(x: wrapped(try call.argument(0)))
      return .void
    }
    add(.`ScrollPosition.scrollTo(y:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = position(y: wrapped(try call.argument(0)))
      return .void
    }
    add(.`ScrollPosition.scrollTo(x:y:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = position(x: wrapped(try call.argument(0)), y: wrapped(try call.argument(1)))
      return .void
    }
    add(.`ScrollPosition.scrollTo(id:anchor:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver = position(viewID: wrapped(try call.argument(0)))
      return .void
    }
    addRecordFields([
      .`ScrollPosition.edge`, .`ScrollPosition.x`, .`ScrollPosition.y`, .`ScrollPosition.viewID`,
      .`ScrollPosition.isPositionedByUser`, .`ScrollPhaseChangeContext.geometry`,
      .`ScrollPhaseChangeContext.velocity`,
    ])
    // `point`: set only when both coordinates are.
    add(.`ScrollPosition.point`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .double(let x)? = r["x"].map(unwrapped),
        case .double(let y)? = r["y"].map(unwrapped)
      else { return .optional(nil) }
      return .optional(.point(x, y))
    }
    // `viewID(type:)`: the id when it has that type (an id's runtime value is its own).
    add(.`ScrollPosition.viewID(type:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, let id = r["viewID"] else { return .optional(nil) }
      return id
    }
    // A transition's phase: -1 before the view appears, 0 while it is shown, 1 after it is
    // removed.
    add(.`TransitionPhase.isIdentity`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .symbol(let key) = call.plainReceiver { return .bool(key.hasSuffix(".identity")) }
      return .bool(false)
    }
    add(.`TransitionPhase.value`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .symbol(let key) = call.plainReceiver else { return .double(0) }
      return .double(key.hasSuffix(".willAppear") ? -1 : key.hasSuffix(".didDisappear") ? 1 : 0)
    }
    add(.`ScrollPhase.isScrolling`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .symbol(let key) = call.plainReceiver { return .bool(!key.hasSuffix(".idle")) }
      return .bool(false)
    }
  }

  /// Shaders (iOS 17) as data: the preview does not run Metal, so the effects that take them
  /// draw the view unchanged (stand-ins) and the values only need to exist and compare.
  mutating func addShaderValues() {
    addSymbols([.`ShaderLibrary.default`])
    add(.`ShaderLibrary.bundle(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("ShaderLibrary.default")
    }
    func function(_ library: Value, _ name: Value) -> Value {
      .record(Record(name: "ShaderFunction", labels: ["library", "name"], fields: [library, name]))
    }
    // `ShaderLibrary.ripple` and `library.ripple`: the function of that name.
    add(.`ShaderLibrary.subscript(dynamicMember:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let library: Value =
        if case .void = call.receiver { .symbol("ShaderLibrary.default") } else { call.receiver }
      return function(library, try call.argument(0))
    }
    // A colour asset's resource is the asset colour itself (what `Color("name")` makes), so
    // `Color(resource)` and `UIColor(resource:)` pass it on.
    func assetColor(_ name: Value) -> Value {
      .record(Record(name: "Color", labels: ["name", "bundle"], fields: [name, .optional(nil)]))
    }
    add(.`ColorResource.subscript(dynamicMember:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      assetColor(try call.argument(0))
    }
    add(.`ColorResource.init(name:bundle:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      assetColor(try call.argument(0))
    }
    add(.`UIColor.init(resource:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.plain(0)
    }
    add(.`ShaderFunction.init(library:name:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      function(try call.argument(0), try call.argument(1))
    }
    func shader(_ function: Value, _ arguments: Value) -> Value {
      .record(Record(name: "Shader", labels: ["function", "arguments"], fields: [function, arguments]))
    }
    add(.`ShaderFunction.callAsFunction(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      shader(call.plainReceiver, try call.argument(0))
    }
    add(.`Shader.init(function:arguments:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      shader(try call.argument(0), try call.argument(1))
    }
    addRecordFields([
      .`Shader.function`, .`Shader.arguments`, .`ShaderFunction.library`, .`ShaderFunction.name`,
    ])
    addSymbols([.`Shader.Argument.boundingRect`])
    for key: SurfaceKey in [
      .`Shader.Argument.float(_:)`, .`Shader.Argument.float2(_:_:)`, .`Shader.Argument.float2(_:)`,
      .`Shader.Argument.float3(_:_:_:)`, .`Shader.Argument.float4(_:_:_:_:)`, .`Shader.Argument.color(_:)`,
      .`Shader.Argument.image(_:)`, .`Shader.Argument.floatArray(_:)`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(
          Record(
            name: "Shader.Argument", labels: ["kind", "values"],
            fields: [.string(call.key), .array(call.arguments)]))
      }
    }
    // In a visual effect the shader effects leave the operations as they are.
    for key: SurfaceKey in [
      .`VisualEffect.colorEffect(_:isEnabled:)`,
      .`VisualEffect.distortionEffect(_:maxSampleOffset:isEnabled:)`,
      .`VisualEffect.layerEffect(_:maxSampleOffset:isEnabled:)`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in call.plainReceiver }
    }
  }
}
