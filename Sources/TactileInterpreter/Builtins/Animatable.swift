import TactileGeometry
import TactileLayout
import TactileUIIR

/// `Animatable`'s vector values: `AnimatablePair` (a record with `first` and `second`),
/// `EmptyAnimatableData`, the `animatableData` of CoreGraphics' points, sizes and rectangles
/// and of `Angle`, `RectangleCornerRadii` and `ProjectionTransform` (a record holding its
/// affine `CGAffineTransform`). An animation moves a value of any of these as its numbers
/// (`animatableNumbers`), which the runtime turns back into the value's shape
/// (`animatableValue`) at each sampled moment.
extension BuiltinRegistry {
  mutating func addAnimatable() {
    add(.`AnimatablePair.init(_:_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      animatablePair(try call.argument(0), try call.argument(1))
    }
    addRecordFields([.`AnimatablePair.first`, .`AnimatablePair.second`])
    add(.`EmptyAnimatableData.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "EmptyAnimatableData", labels: [], fields: []))
    }
    add(.`CGPoint.animatableData`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .point(let x, let y) = call.plainReceiver else { throw call.failure("expected a CGPoint") }
      return animatablePair(.double(x), .double(y))
    }
    addSetter(.`CGPoint.animatableData`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      let n = animatableNumbers(value) ?? []
      return n.count == 2 ? .point(n[0], n[1]) : container
    }
    add(.`CGSize.animatableData`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .size(let w, let h) = call.plainReceiver else { throw call.failure("expected a CGSize") }
      return animatablePair(.double(w), .double(h))
    }
    addSetter(.`CGSize.animatableData`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      let n = animatableNumbers(value) ?? []
      return n.count == 2 ? .size(n[0], n[1]) : container
    }
    add(.`CGRect.animatableData`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .rect(let x, let y, let w, let h) = call.plainReceiver else {
        throw call.failure("expected a CGRect")
      }
      return animatablePair(animatablePair(.double(x), .double(y)), animatablePair(.double(w), .double(h)))
    }
    addSetter(.`CGRect.animatableData`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      let n = animatableNumbers(value) ?? []
      return n.count == 4 ? .rect(n[0], n[1], n[2], n[3]) : container
    }
    add(.`Angle.animatableData`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.angle())
    }
    addSetter(.`Angle.animatableData`) {
      (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
      .angle(number(value) ?? 0)
    }
    add(.`RectangleCornerRadii.init(topLeading:bottomLeading:bottomTrailing:topTrailing:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "RectangleCornerRadii",
          labels: ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"],
          fields: [
            .double(try call.double(0)), .double(try call.double(1)), .double(try call.double(2)),
            .double(try call.double(3)),
          ]))
    }
    addRecordFields([
      .`RectangleCornerRadii.topLeading`, .`RectangleCornerRadii.bottomLeading`,
      .`RectangleCornerRadii.bottomTrailing`, .`RectangleCornerRadii.topTrailing`,
    ])
    add(.`ProjectionTransform.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      projection(transformValue(.identity))
    }
    add(.`ProjectionTransform.init(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // From a `CATransform3D`: its affine part (the perspective row is dropped, a stand-in).
      if case .record(let r) = try call.plain(0), r.name == "CATransform3D", r.fields.count == 16 {
        let m = r.fields.map { number($0) ?? 0 }
        return projection(transformValue(a: m[0], b: m[1], c: m[4], d: m[5], tx: m[12], ty: m[13]))
      }
      return projection(try call.plain(0))
    }
    add(.`ProjectionTransform.isIdentity`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(try affineTransform(projectionMatrix(call.plainReceiver), call).isIdentity)
    }
    add(.`ProjectionTransform.isAffine`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .bool(true)
    }
    add(.`ProjectionTransform.concatenating(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let a = try affineTransform(projectionMatrix(call.plainReceiver), call)
      let b = try affineTransform(projectionMatrix(try call.plain(0)), call)
      return projection(transformValue(a.concatenating(b)))
    }
    // Constants the stand-ins (symbol rendering, variants, content transitions) only carry.
    addSymbols([
      .`SymbolRenderingMode.monochrome`, .`SymbolRenderingMode.multicolor`,
      .`SymbolRenderingMode.hierarchical`,
      .`SymbolRenderingMode.palette`, .`SymbolVariants.none`, .`SymbolVariants.circle`,
      .`SymbolVariants.square`,
      .`SymbolVariants.rectangle`, .`SymbolVariants.fill`, .`SymbolVariants.slash`,
      .`ContentTransition.identity`,
      .`ContentTransition.opacity`, .`ContentTransition.interpolate`, .`ContentTransition.symbolEffect`,
    ])
    // A symbol effect's content transition is the symbol-effect transition (symbols are drawn
    // still, docs/rendering.md).
    add(.`ContentTransition.symbolEffect(_:options:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .symbol("ContentTransition.symbolEffect")
    }
    for key: SurfaceKey in [
      .`ContentTransition.numericText(countsDown:)`, .`ContentTransition.numericText(value:)`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(Record(name: call.key, labels: call.arguments.map { _ in "" }, fields: call.arguments))
      }
    }
    // Transitions are kept as data (insertions and removals are not animated, docs/animation.md).
    for key: SurfaceKey in [
      .`AnyTransition.modifier(active:identity:)`, .`AnyTransition.offset(_:)`, .`AnyTransition.offset(x:y:)`,
      .`AnyTransition.push(from:)`,
    ] {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        .record(Record(name: call.key, labels: call.arguments.map { _ in "" }, fields: call.arguments))
      }
    }
    add(.`AnyTransition.animation(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: call.key, labels: ["transition", "animation"], fields: [call.receiver, try call.argument(0)]))
    }
    // A binding whose writes happen in a transaction, as if inside `withTransaction`: the
    // changes they cause are animated by the binding's animation.
    add([.`Binding.animation(_:)`, .`Binding.transaction(_:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .binding(let b) = call.receiver else { return call.receiver }
      let argument = unwrapped(try call.argument(0))
      var t = argument
      switch argument {
      case .record(let r) where r.name == "Transaction": break
      case .optional(nil): t = transaction(.optional(nil))
      default: t = transaction(.optional(argument))
      }
      let interpreter = call.interpreter
      let written = t
      return .binding(
        Binding(
          get: b.get,
          set: { value in
            let outer = interpreter.transaction
            interpreter.transaction = written
            b.set(value)
            interpreter.transaction = outer
          }, transaction: written))
    }
    add(.`Binding.transaction`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .binding(let b) = call.receiver else { return transaction(.optional(nil)) }
      return b.transaction ?? transaction(.optional(nil))
    }
  }
}

/// An `AnimatablePair`.
package func animatablePair(_ first: Value, _ second: Value) -> Value {
  .record(Record(name: "AnimatablePair", labels: ["first", "second"], fields: [first, second]))
}

/// A `ProjectionTransform` with the affine matrix `m` (a `CGAffineTransform` value).
func projection(_ m: Value) -> Value {
  .record(Record(name: "ProjectionTransform", labels: ["transform"], fields: [m]))
}

/// The `CGAffineTransform` value of a `ProjectionTransform` (or a transform itself).
package func projectionMatrix(_ value: Value) -> Value {
  if case .record(let r) = unwrapped(value), r.name == "ProjectionTransform", let m = r["transform"] {
    return m
  }
  return unwrapped(value)
}

/// The numbers an animation moves for an `animatableData` value, in order; nil for a value
/// that is not one of the vector types the runtime knows.
package func animatableNumbers(_ value: Value) -> [Double]? {
  switch unwrapped(value) {
  case .double(let d): return [d]
  case .int(let n): return [Double(n)]
  case .angle(let r): return [r]
  case .point(let x, let y), .size(let x, let y): return [x, y]
  case .rect(let x, let y, let w, let h): return [x, y, w, h]
  case .record(let r) where r.name == "AnimatablePair" && r.fields.count == 2:
    guard let a = animatableNumbers(r.fields[0]), let b = animatableNumbers(r.fields[1]) else { return nil }
    return a + b
  case .record(let r) where r.name == "EmptyAnimatableData":
    return []
  case .record(let r) where r.name == "RectangleCornerRadii":
    return r.fields.compactMap(number)
  default: return nil
  }
}

/// `template` with its numbers replaced by the next ones of `numbers` (the inverse of
/// `animatableNumbers`).
package func animatableValue(_ template: Value, _ numbers: inout ArraySlice<Double>) -> Value {
  func next() -> Double { numbers.popFirst() ?? 0 }
  switch unwrapped(template) {
  case .double: return .double(next())
  case .int: return .double(next())
  case .angle: return .angle(next())
  case .point: return .point(next(), next())
  case .size: return .size(next(), next())
  case .rect: return .rect(next(), next(), next(), next())
  case .record(var r) where r.name == "AnimatablePair" || r.name == "RectangleCornerRadii":
    for i in r.fields.indices { r.fields[i] = animatableValue(r.fields[i], &numbers) }
    return .record(r)
  default: return template
  }
}
