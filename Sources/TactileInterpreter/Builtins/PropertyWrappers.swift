import TactileGestures
import TactileUIIR

extension BuiltinRegistry {
  /// The property wrappers used by name (`_count = State(initialValue: start)`,
  /// `Binding(get:set:)`, `_count.wrappedValue`): the same storage a wrapped property has
  /// (`Interpreter.wrapStorage`), so what the initializer stores is what the property reads.
  mutating func addPropertyWrappers() {
    add([.`State.init(initialValue:)`, .`State.init(wrappedValue:)`, .`StateObject.init(wrappedValue:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .cell(Cell(try call.argument(0)))
    }
    add(.`State.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .cell(Cell(.optional(nil)))
    }
    add([.`State.wrappedValue`, .`StateObject.wrappedValue`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .cell(let cell) = call.receiver else { return call.receiver }
      return cell.value
    }
    for key: SurfaceKey in [.`State.wrappedValue`, .`StateObject.wrappedValue`] {
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        if case .cell(let cell) = container { cell.write(value) }
        return container
      }
    }
    add([.`State.projectedValue`, .`StateObject.projectedValue`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .cell(let cell) = call.receiver else { return call.receiver }
      return .binding(Binding(get: { cell.value }, set: { cell.write($0) }))
    }
    add(.`Binding.init(get:set:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let get = try call.closure(0)
      let set = try call.closure(1)
      let interpreter = call.interpreter
      let at = call.at
      return .binding(
        Binding(
          get: { (try? interpreter.call(get, [], at: at)) ?? .void },
          set: { value in _ = try? interpreter.call(set, [value], at: at) }))
    }
    add([.`Binding.init(projectedValue:)`, .`Binding.projectedValue`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      if case .binding = call.receiver { return call.receiver }
      return try call.argument(0)
    }
    add([.`ObservedObject.init(wrappedValue:)`, .`Published.init(wrappedValue:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.argument(0)
    }
    add([.`ObservedObject.wrappedValue`, .`ObservedObject.projectedValue`, .`Namespace.wrappedValue`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver
    }
    // A namespace is an identity; `matchedGeometryEffect` groups views by its description.
    add(.`Namespace.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.interpreter.builtinState.namespaces += 1
      return .string("Namespace \(call.interpreter.builtinState.namespaces)")
    }
    add([.`GestureState.init(initialValue:)`, .`GestureState.init(wrappedValue:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.interpreter.wrapStorage(try call.argument(0), .gestureState, name: "")
    }
    add([
      .`GestureState.init(initialValue:reset:)`, .`GestureState.init(wrappedValue:reset:)`,
      .`GestureState.init(initialValue:resetTransaction:)`,
      .`GestureState.init(wrappedValue:resetTransaction:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try Self.gestureState(try call.argument(0), reset: 1, call)
    }
    add([.`GestureState.init(reset:)`, .`GestureState.init(resetTransaction:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      // `T: ExpressibleByNilLiteral`: the initial value is nil.
      try Self.gestureState(.optional(nil), reset: 0, call)
    }
    add(.`GestureState.wrappedValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .gestureState(let storage) = call.receiver else { return call.receiver }
      return storage.value
    }
    add(.`GestureState.projectedValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      call.receiver
    }
  }

  /// Whether a `GestureState` initializer takes a reset closure (the others take a transaction).
  static func takesResetClosure(_ key: SurfaceKey) -> Bool { key.labels.contains("reset") }

  /// A `@GestureState`'s storage holding `initial`, reset as argument `reset` says: a closure
  /// (`reset:`) or a transaction (`resetTransaction:`).
  static func gestureState(_ initial: Value, reset index: Int, _ call: NativeCall) throws(RuntimeError)
    -> Value
  {
    let storage = call.interpreter.wrapStorage(initial, .gestureState, name: "")
    let resets = call.surfaceKey.map(Self.takesResetClosure) ?? false
    call.interpreter.setReset(
      of: storage, transaction: resets ? nil : try call.argument(index),
      closure: resets ? try call.argument(index) : nil,
      at: call.at)
    return storage
  }
}
