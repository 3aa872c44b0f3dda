import TactileAnimation
import TactileGeometry
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
      return try primitive(GestureCall(key: key, arguments: arguments, at: location))
    case .modifier(let base, let key, let arguments, let location):
      return try modifier(try gesture(base), GestureCall(key: key, arguments: arguments, at: location))
    case .user(let value, let name):
      guard case .instance(let instance) = value, let body = interpreter.program.types[instance.type].body
      else {
        throw RuntimeError("'\(name)' has no body", at: 0)
      }
      var selfValue = value
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

  /// A builtin gesture: its binding makes the engine's gesture.
  func primitive(_ call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> {
    guard case .gesture(let handler)? = ViewBindings.standard[call.key] else {
      throw RuntimeError("the gesture '\(call.key.name)' is not available in Tactile yet", at: call.at)
    }
    return try handler(self, call)
  }

  /// A builtin gesture modifier or composition applied to `base`.
  func modifier(_ base: AnyGesture<Value>, _ call: GestureCall) throws(RuntimeError) -> AnyGesture<Value> {
    guard case .gestureModifier(let handler)? = ViewBindings.standard[call.key] else {
      throw RuntimeError("'\(call.key.name)' is not available in Tactile yet", at: call.at)
    }
    return try handler(self, base, call)
  }

  /// A short description of a gesture for trace labels: `DragGesture`, `TapGesture`.
  static func describe(_ g: GestureValue) -> String {
    switch g {
    case .primitive(let key, _, _): return String(key.owner)
    case .modifier(let base, _, _, _): return describe(base)
    case .user(_, let name): return name
    case .optional(let inner): return inner.map(describe) ?? "nil"
    }
  }
}
