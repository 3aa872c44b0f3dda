import TactileAnimation
import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileUIIR

extension ViewBindings {
  /// Every gesture, modifier and composition is the engine's own typed gesture, its value
  /// mapped into a runtime `Value`; defaults come from the declarations, written out by the
  /// lowering.
  mutating func addGestures() {
    gesture(.`TapGesture.init(count:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      AnyGesture(TapGesture(count: try call.int("count")).map { _ in Value.void })
    }
    gesture(.`SpatialTapGesture.init(count:coordinateSpace:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      AnyGesture(
        SpatialTapGesture(
          count: try call.int("count"), coordinateSpace: CoordinateSpace(call["coordinateSpace"])
        )
        .map { v in
          Value.record(
            Record(
              name: "SpatialTapGesture.Value", labels: ["location"],
              fields: [.point(v.location.x, v.location.y)]))
        })
    }
    gesture(.`LongPressGesture.init(minimumDuration:maximumDistance:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      AnyGesture(
        LongPressGesture(
          minimumDuration: try call.number("minimumDuration"),
          maximumDistance: try call.number("maximumDistance")
        ).map { Value.bool($0) })
    }
    gesture(.`DragGesture.init(minimumDistance:coordinateSpace:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      AnyGesture(
        DragGesture(
          minimumDistance: try call.number("minimumDistance"),
          coordinateSpace: CoordinateSpace(call["coordinateSpace"])
        ).map { GestureBridge.dragValue($0) })
    }
    gesture(.`MagnifyGesture.init(minimumScaleDelta:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      AnyGesture(
        MagnifyGesture(minimumScaleDelta: try call.number("minimumScaleDelta")).map { v in
          Value.record(
            Record(
              name: "MagnifyGesture.Value",
              labels: ["time", "magnification", "velocity", "startAnchor", "startLocation"],
              fields: [
                .date(v.time.timeIntervalSinceReferenceDate), .double(v.magnification), .double(v.velocity),
                unitPoint(v.startAnchor.x, v.startAnchor.y), .point(v.startLocation.x, v.startLocation.y),
              ]))
        })
    }
    gesture(.`MagnificationGesture.init(minimumScaleDelta:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      AnyGesture(
        MagnificationGesture(minimumScaleDelta: try call.number("minimumScaleDelta")).map { Value.double($0) }
      )
    }
    gesture(.`RotateGesture.init(minimumAngleDelta:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      AnyGesture(
        RotateGesture(minimumAngleDelta: Angle(radians: Convert.angle(call["minimumAngleDelta"]))).map { v in
          Value.record(
            Record(
              name: "RotateGesture.Value",
              labels: ["time", "rotation", "velocity", "startAnchor", "startLocation"],
              fields: [
                .date(v.time.timeIntervalSinceReferenceDate), .angle(v.rotation.radians),
                .angle(v.velocity.radians),
                unitPoint(v.startAnchor.x, v.startAnchor.y), .point(v.startLocation.x, v.startLocation.y),
              ]))
        })
    }
    gesture(.`RotationGesture.init(minimumAngleDelta:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      AnyGesture(
        RotationGesture(minimumAngleDelta: Angle(radians: Convert.angle(call["minimumAngleDelta"])))
          .map { Value.angle($0.radians) })
    }
    gesture(.`SpatialEventGesture.init(coordinateSpace:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      AnyGesture(
        SpatialEventGesture(coordinateSpace: CoordinateSpace(call["coordinateSpace"])).map {
          GestureBridge.spatialEvents($0)
        })
    }
    // The spelled-out form of `base.updating(state, body: body)`.
    gesture(.`GestureStateGesture.init(base:state:body:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      try b.modifier(
        try b.gesture(try call.gesture("base", b)),
        GestureCall(key: .`Gesture.updating(_:body:)`, arguments: [call["state"], call["body"]], at: call.at))
    }
    gesture(.`AnyGesture.init(_:)`) {
      (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      try b.gesture(try call.gesture(0, b))
    }
    gesture(.`SimultaneousGesture.init(_:_:)`, .`SequenceGesture.init(_:_:)`, .`ExclusiveGesture.init(_:_:)`)
    { (b: GestureBridge, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> in
      let composition: SurfaceKey =
        switch call.key {
        case .`SimultaneousGesture.init(_:_:)`: .`Gesture.simultaneously(with:)`
        case .`SequenceGesture.init(_:_:)`: .`Gesture.sequenced(before:)`
        default: .`Gesture.exclusively(before:)`
        }
      let second = try call.gesture(1, b)
      return try b.modifier(
        try b.gesture(try call.gesture(0, b)),
        GestureCall(key: composition, arguments: [.gesture(second)], at: call.at))
    }
    addGestureModifiersAndCompositions()
  }

  private mutating func addGestureModifiersAndCompositions() {
    // `onChanged` and `onEnded`: the program's closure, called with the gesture's value.
    gestureModifier(.`Gesture.onChanged(_:)`, .`Gesture.onEnded(_:)`) {
      (b: GestureBridge, base: AnyGesture<Value>, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value>
      in
      let action = try call.closure(0)
      let perform = { (value: Value) in
        var args = [value]
        b.run(action, &args)
      }
      if call.key == .`Gesture.onEnded(_:)` { return AnyGesture(base.onEnded(perform)) }
      return AnyGesture(base.onChanged(perform))
    }
    gestureModifier(.`Gesture.updating(_:body:)`) {
      (b: GestureBridge, base: AnyGesture<Value>, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value>
      in
      guard case .gestureState(let storage) = call[0] else {
        throw RuntimeError("'updating' expected a @GestureState projection ($name)", at: call.at)
      }
      let body = try call.closure(1)
      return AnyGesture(
        base.updating(GestureState(storage: storage)) { value, state, _ in
          // The body may give the update an animation (`transaction.animation = …`).
          var args: [Value] = [value, state, transaction(.optional(nil))]
          b.run(body, &args)
          if let animation = AnimationSpec.of(transaction: args[2]) {
            b.interpreter.pendingAnimation = animation
          }
          state = args[1]
        })
    }
    gestureModifier(.`Gesture.map(_:)`) {
      (b: GestureBridge, base: AnyGesture<Value>, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value>
      in
      let transform = try call.closure(0)
      return AnyGesture(
        base.map { value -> Value in
          guard b.failure == nil else { return .void }
          do throws(RuntimeError) {
            return try b.interpreter.call(transform, [value], at: 0)
          } catch {
            b.failure = error
            return .void
          }
        })
    }
    gestureModifier(.`Gesture.simultaneously(with:)`) {
      (b: GestureBridge, base: AnyGesture<Value>, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value>
      in
      AnyGesture(
        base.simultaneously(with: try b.gesture(try call.gesture(0, b))).map { v in
          Value.record(
            Record(
              name: "SimultaneousGesture.Value", labels: ["first", "second"],
              fields: [.optional(v.first), .optional(v.second)]))
        })
    }
    gestureModifier(.`Gesture.sequenced(before:)`) {
      (b: GestureBridge, base: AnyGesture<Value>, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value>
      in
      AnyGesture(
        base.sequenced(before: try b.gesture(try call.gesture(0, b))).map { v -> Value in
          switch v {
          case .first(let a):
            return .record(Record(name: "SequenceGesture.Value.first", labels: [""], fields: [a]))
          case .second(let a, let second):
            return .record(
              Record(name: "SequenceGesture.Value.second", labels: ["", ""], fields: [a, .optional(second)]))
          }
        })
    }
    gestureModifier(.`Gesture.exclusively(before:)`) {
      (b: GestureBridge, base: AnyGesture<Value>, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value>
      in
      AnyGesture(
        base.exclusively(before: try b.gesture(try call.gesture(0, b))).map { v -> Value in
          switch v {
          case .first(let a):
            return .record(Record(name: "ExclusiveGesture.Value.first", labels: [""], fields: [a]))
          case .second(let second):
            return .record(Record(name: "ExclusiveGesture.Value.second", labels: [""], fields: [second]))
          }
        })
    }
    // Keyboard modifiers (macOS; the checker refuses it for iOS) and hands (visionOS): no touch
    // screen has them, so the gesture is the base gesture.
    gestureModifier(.`Gesture.modifiers(_:)`, .`Gesture.handActivationBehavior(_:)`) {
      (b: GestureBridge, base: AnyGesture<Value>, call: GestureCall) throws(RuntimeError) -> AnyGesture<Value>
      in base
    }
  }
}

extension GestureCall {
  /// The number a parameter holds (a `Double`, a `CGFloat` or an `Int`).
  func number(_ label: String) throws(RuntimeError) -> Double {
    guard let d = Convert.double(self[label]) else {
      throw RuntimeError("'\(key.name)' expected a number for '\(label)'", at: at)
    }
    return d
  }

  func int(_ label: String) throws(RuntimeError) -> Int { Int(try number(label)) }

  /// The closure argument `i`.
  func closure(_ i: Int) throws(RuntimeError) -> Closure {
    guard case .function(let c) = self[i] else {
      throw RuntimeError("'\(key.name)' expected a closure", at: at)
    }
    return c
  }

  /// The gesture argument `i` (or labelled `label`) as a description.
  func gesture(_ i: Int, _ bridge: GestureBridge) throws(RuntimeError) -> GestureValue {
    guard let g = self[i].asGesture(bridge.interpreter) else {
      throw RuntimeError("'\(key.name)' expected a gesture", at: at)
    }
    return g
  }

  func gesture(_ label: String, _ bridge: GestureBridge) throws(RuntimeError) -> GestureValue {
    guard let i = key.labels.firstIndex(of: label) else {
      throw RuntimeError("'\(key.name)' has no parameter '\(label)'", at: at)
    }
    return try gesture(i, bridge)
  }
}
