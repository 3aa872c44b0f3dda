import TactileAnimation
import TactileGestures
import TactileInterpreter
import TactileUIIR

/// Builds the engine's gestures from gesture descriptions: every primitive, modifier and
/// composition is the engine's own typed gesture, with its value mapped into a runtime
/// `Value` and erased as `AnyGesture<Value>`, and every callback a call into the program.
///
/// There is no second implementation of any gesture rule here: the bridge is one more client
/// of the engine's typed API. A runtime error inside a callback is kept (`failure`) and the
/// host stops at the end of the update.
final class GestureBridge {
  let interpreter: Interpreter
  /// The first runtime error a callback met.
  var failure: RuntimeError?
  /// The UIKit recognizers of `gesture(_:)` representables, by the identity of the view they
  /// are attached to: made once and kept for the view's life, as SwiftUI keeps them.
  var representables: [UInt64: RepresentableRecognizer] = [:]

  init(interpreter: Interpreter) { self.interpreter = interpreter }

  /// Calls a program closure from an engine callback.
  func run(_ closure: Closure, _ arguments: inout [Value]) {
    guard failure == nil else { return }
    do {
      _ = try interpreter.call(closure, &arguments, at: 0)
    } catch {
      failure = error
    }
  }

  /// The engine gesture for a description.
  func gesture(_ g: GestureValue) throws(RuntimeError) -> AnyGesture<Value> {
    switch g {
    case .primitive(let key, let arguments, let location):
      return try primitive(key, arguments, at: location)
    case .modifier(let base, let key, let arguments, let location):
      return try modifier(try gesture(base), key, arguments, at: location)
    case .user(let inner, _):
      guard case .primitive(_, let arguments, _) = inner, case .instance(let instance)? = arguments.first,
        let body = interpreter.program.types[instance.type].body
      else { return try gesture(inner) }
      var selfValue = arguments[0]
      var args: [Value] = []
      let result = try interpreter.invoke(body, selfValue: &selfValue, arguments: &args, at: 0)
      guard let bodyGesture = result.asGesture(interpreter) else {
        throw RuntimeError(
          "the body of '\(interpreter.program.types[instance.type].name)' is not a gesture", at: 0)
      }
      return try gesture(bodyGesture)
    case .optional(let inner):
      guard let inner else { return AnyGesture(Optional<AnyGesture<Value>>.none) }
      return AnyGesture(Optional(try gesture(inner)))
    }
  }

  private func number(_ arguments: [Value], _ i: Int, _ fallback: Double) -> Double {
    i < arguments.count ? Convert.double(arguments[i]) ?? fallback : fallback
  }

  private func primitive(_ key: String, _ arguments: [Value], at location: Int = 0) throws(RuntimeError)
    -> AnyGesture<Value>
  {
    switch key {
    case "TapGesture.init(count:)":
      return AnyGesture(TapGesture(count: Int(number(arguments, 0, 1))).map { _ in Value.void })
    case "SpatialTapGesture.init(count:coordinateSpace:)":
      let space = arguments.count > 1 ? CoordinateSpace(arguments[1]) : .local
      return AnyGesture(
        SpatialTapGesture(count: Int(number(arguments, 0, 1)), coordinateSpace: space).map { v in
          Value.record(
            Record(
              name: "SpatialTapGesture.Value", labels: ["location"],
              fields: [.point(v.location.x, v.location.y)]))
        })
    case "LongPressGesture.init(minimumDuration:maximumDistance:)":
      return AnyGesture(
        LongPressGesture(
          minimumDuration: number(arguments, 0, 0.5), maximumDistance: number(arguments, 1, 10)
        ).map {
          Value.bool($0)
        })
    case "DragGesture.init(minimumDistance:coordinateSpace:)":
      let space = arguments.count > 1 ? CoordinateSpace(arguments[1]) : .local
      return AnyGesture(
        DragGesture(minimumDistance: number(arguments, 0, 10), coordinateSpace: space).map { v in
          Self.dragValue(v)
        })
    case "MagnifyGesture.init(minimumScaleDelta:)":
      return AnyGesture(
        MagnifyGesture(minimumScaleDelta: number(arguments, 0, 0.01)).map { v in
          Value.record(
            Record(
              name: "MagnifyGesture.Value",
              labels: ["time", "magnification", "velocity", "startAnchor", "startLocation"],
              fields: [
                .date(v.time.timeIntervalSinceReferenceDate), .double(v.magnification), .double(v.velocity),
                unitPoint(v.startAnchor.x, v.startAnchor.y), .point(v.startLocation.x, v.startLocation.y),
              ]))
        })
    case "MagnificationGesture.init(minimumScaleDelta:)":
      return AnyGesture(
        MagnificationGesture(minimumScaleDelta: number(arguments, 0, 0.01)).map { Value.double($0) })
    case "RotateGesture.init(minimumAngleDelta:)":
      let delta = arguments.first.map(Convert.angle) ?? Angle.degrees(1).radians
      return AnyGesture(
        RotateGesture(minimumAngleDelta: Angle(radians: delta)).map { v in
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
    case "RotationGesture.init(minimumAngleDelta:)":
      let delta = arguments.first.map(Convert.angle) ?? Angle.degrees(1).radians
      return AnyGesture(
        RotationGesture(minimumAngleDelta: Angle(radians: delta)).map { Value.angle($0.radians) })
    case "SpatialEventGesture.init(coordinateSpace:)":
      let space = arguments.first.map(CoordinateSpace.init) ?? .local
      return AnyGesture(SpatialEventGesture(coordinateSpace: space).map { Self.spatialEvents($0) })
    case "GestureStateGesture.init(base:state:body:)":
      // The spelled-out form of `base.updating(state, body: body)`.
      guard arguments.count == 3, let base = arguments[0].asGesture(interpreter) else { break }
      return try modifier(try gesture(base), "Gesture.updating(_:body:)", [arguments[1], arguments[2]])
    case "AnyGesture.init(_:)":
      guard let inner = arguments.first?.asGesture(interpreter) else { break }
      return try gesture(inner)
    case "SimultaneousGesture.init(_:_:)", "SequenceGesture.init(_:_:)", "ExclusiveGesture.init(_:_:)":
      guard arguments.count == 2, let a = arguments[0].asGesture(interpreter),
        let b = arguments[1].asGesture(interpreter)
      else { break }
      let name =
        key.hasPrefix("Simultaneous")
        ? "Gesture.simultaneously(with:)"
        : key.hasPrefix("Sequence") ? "Gesture.sequenced(before:)" : "Gesture.exclusively(before:)"
      return try modifier(try gesture(a), name, [.gesture(b)])
    default:
      break
    }
    throw RuntimeError("the gesture '\(key)' is not supported by Tactile's runtime", at: location)
  }

  /// A `SpatialEventCollection`: an array of event records (`id` is the touch's number,
  /// `modifierKeys` an empty set, `chirality` nil: a finger on glass has neither).
  static func spatialEvents(_ c: SpatialEventCollection) -> Value {
    .array(
      c.events.map { e in
        let phase =
          switch e.phase {
          case .active: "active"
          case .ended: "ended"
          case .cancelled: "cancelled"
          }
        return .record(
          Record(
            name: "SpatialEventCollection.Event",
            labels: ["id", "timestamp", "phase", "location", "modifierKeys", "chirality"],
            fields: [
              .int(e.id.rawValue), .double(e.timestamp),
              .symbol("SpatialEventCollection.Event.Phase." + phase),
              .point(e.location.x, e.location.y), .array([]), .optional(nil),
            ]))
      })
  }

  static func dragValue(_ v: DragGesture.Value) -> Value {
    Value.record(
      Record(
        name: "DragGesture.Value",
        labels: [
          "time", "location", "startLocation", "translation", "velocity", "predictedEndLocation",
          "predictedEndTranslation",
        ],
        fields: [
          .date(v.time.timeIntervalSinceReferenceDate), .point(v.location.x, v.location.y),
          .point(v.startLocation.x, v.startLocation.y), .size(v.translation.width, v.translation.height),
          .size(v.velocity.width, v.velocity.height),
          .point(v.predictedEndLocation.x, v.predictedEndLocation.y),
          .size(v.predictedEndTranslation.width, v.predictedEndTranslation.height),
        ]))
  }

  private func modifier(_ base: AnyGesture<Value>, _ key: String, _ arguments: [Value], at location: Int = 0)
    throws(RuntimeError) -> AnyGesture<Value>
  {
    func closure(_ i: Int) throws(RuntimeError) -> Closure {
      guard i < arguments.count, case .function(let c) = arguments[i] else {
        throw RuntimeError("'\(key)' expected a closure", at: location)
      }
      return c
    }
    func other(_ i: Int) throws(RuntimeError) -> AnyGesture<Value> {
      guard i < arguments.count, let g = arguments[i].asGesture(interpreter) else {
        throw RuntimeError("'\(key)' expected a gesture", at: location)
      }
      return try gesture(g)
    }
    switch key {
    case "Gesture.onChanged(_:)":
      let action = try closure(0)
      return AnyGesture(
        base.onChanged { [self] value in
          var args = [value]
          run(action, &args)
        })
    case "Gesture.onEnded(_:)":
      let action = try closure(0)
      return AnyGesture(
        base.onEnded { [self] value in
          var args = [value]
          run(action, &args)
        })
    case "Gesture.updating(_:body:)":
      guard case .gestureState(let storage)? = arguments.first else {
        throw RuntimeError("'updating' expected a @GestureState projection ($name)", at: location)
      }
      let body = try closure(1)
      return AnyGesture(
        base.updating(GestureState(storage: storage)) { [self] value, state, _ in
          // The body may give the update an animation (`transaction.animation = …`).
          var args: [Value] = [value, state, transaction(.optional(nil))]
          run(body, &args)
          if let animation = AnimationSpec.of(transaction: args[2]) {
            interpreter.pendingAnimation = animation
          }
          state = args[1]
        })
    case "Gesture.map(_:)":
      let transform = try closure(0)
      return AnyGesture(
        base.map { [self] value -> Value in
          guard failure == nil else { return .void }
          do throws(RuntimeError) {
            return try interpreter.call(transform, [value], at: 0)
          } catch {
            failure = error
            return .void
          }
        })
    case "Gesture.simultaneously(with:)":
      return AnyGesture(
        base.simultaneously(with: try other(0)).map { v in
          Value.record(
            Record(
              name: "SimultaneousGesture.Value", labels: ["first", "second"],
              fields: [.optional(v.first), .optional(v.second)]))
        })
    case "Gesture.sequenced(before:)":
      return AnyGesture(
        base.sequenced(before: try other(0)).map { v -> Value in
          switch v {
          case .first(let a):
            return .record(Record(name: "SequenceGesture.Value.first", labels: [""], fields: [a]))
          case .second(let a, let b):
            return .record(
              Record(name: "SequenceGesture.Value.second", labels: ["", ""], fields: [a, .optional(b)]))
          }
        })
    case "Gesture.exclusively(before:)":
      return AnyGesture(
        base.exclusively(before: try other(0)).map { v -> Value in
          switch v {
          case .first(let a):
            return .record(Record(name: "ExclusiveGesture.Value.first", labels: [""], fields: [a]))
          case .second(let b):
            return .record(Record(name: "ExclusiveGesture.Value.second", labels: [""], fields: [b]))
          }
        })
    case "Gesture.modifiers(_:)":
      return base
    case "Gesture.handActivationBehavior(_:)":
      // visionOS only (the checker refuses it for iOS): hands do not reach a touch screen.
      return base
    default:
      throw RuntimeError("'\(key)' is not supported by Tactile's runtime", at: location)
    }
  }

  /// A short description of a gesture for trace labels: `DragGesture`, `TapGesture`.
  static func describe(_ g: GestureValue) -> String {
    switch g {
    case .primitive(let key, _, _): return String(key.prefix { $0 != "." })
    case .modifier(let base, _, _, _): return describe(base)
    case .user(_, let name): return name
    case .optional(let inner): return inner.map(describe) ?? "nil"
    }
  }
}
