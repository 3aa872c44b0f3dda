import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileUIIR

/// A `UIGestureRecognizerRepresentable` attached with `gesture(_:)`: the recognizer its
/// `makeUIGestureRecognizer(context:)` returns, driven by the engine's own recognizers on the
/// same pointer stream as SwiftUI's gestures, reporting UIKit's state transitions to its
/// `handleUIGestureRecognizerAction(_:context:)`.
///
/// Guarantees: a tap reports `.ended` once, when the required number of pointers were down
/// together and all lifted within the tap's limits (`numberOfTapsRequired` taps for one
/// pointer); a pan reports `.began`, then `.changed` for each move, then `.ended`. Locations
/// are in the attached view's local space. The mapping's limits are in docs/gesture-behaviour.md.
final class RepresentableRecognizer {
  let bridge: GestureBridge
  /// The representable's user type.
  let type: Int
  /// The representable's value (its `self`) and its action method.
  var representable: Value
  let action: Int
  /// The recognizer record `makeUIGestureRecognizer` returned, updated before each action.
  var recognizer: Record
  /// What `makeCoordinator(converter:)` made before the recognizer (`()` by default), kept
  /// for the recognizer's life and handed to every call in its context.
  var coordinator: Value = .void
  /// For a multi-touch tap: the most pointers down at once, and whether one moved too far.
  var mostPointers = 0
  var moved = false
  var starts: [Int: CGPoint] = [:]
  /// Each pointer's last location in this sequence (lifted ones included).
  var lasts: [Int: CGPoint] = [:]
  var sequenceOver = true
  /// For a multi-touch tap that needs several taps: taps so far, and when the last one ended.
  var tapsSoFar = 0
  var lastTapEnd = -1.0

  init(bridge: GestureBridge, type: Int, representable: Value, action: Int, recognizer: Record) {
    self.bridge = bridge
    self.type = type
    self.representable = representable
    self.action = action
    self.recognizer = recognizer
  }

  func integer(_ label: String, _ fallback: Int) -> Int {
    if case .int(let n)? = recognizer[label] { return n.hostInt }
    return fallback
  }

  /// Sets the recognizer's state and location, and calls the action.
  func report(
    _ state: String, location: CGPoint, touches: Int, translation: CGPoint = CGPoint(),
    velocity: CGPoint = CGPoint()
  ) {
    guard bridge.failure == nil else { return }
    set("state", .symbol("UIGestureRecognizer.State." + state))
    set("location", .point(location.x, location.y))
    set("numberOfTouches", .int(touches))
    set("translation", .point(translation.x, translation.y))
    set("panVelocity", .point(velocity.x, velocity.y))
    var args: [Value] = [.record(recognizer), .record(Self.context(location, translation, coordinator))]
    do {
      _ = try bridge.interpreter.invoke(action, selfValue: &representable, arguments: &args, at: 0)
    } catch {
      bridge.failure = error
    }
  }

  /// The `Context` handed to the representable: its coordinator, and its converter measures in
  /// the view's local space.
  static func context(_ location: CGPoint?, _ translation: CGPoint?, _ coordinator: Value) -> Record {
    Record(
      name: "UIGestureRecognizerRepresentableContext", labels: ["converter", "coordinator"],
      fields: [.record(converter(location, translation)), coordinator])
  }

  /// The coordinate space converter: the view's local space.
  static func converter(_ location: CGPoint?, _ translation: CGPoint?) -> Record {
    Record(
      name: "UIGestureRecognizerRepresentableCoordinateSpaceConverter",
      labels: ["localLocation", "localTranslation"],
      fields: [
        .optional(location.map { .point($0.x, $0.y) }), .optional(translation.map { .point($0.x, $0.y) }),
      ])
  }

  private func set(_ label: String, _ value: Value) {
    if let i = recognizer.labels.firstIndex(of: label) { recognizer.fields[i] = value }
  }

  /// The engine gesture that drives this recognizer.
  func gesture() throws(RuntimeError) -> AnyGesture<Value> {
    switch recognizer.name {
    case "UITapGestureRecognizer":
      let taps = integer("numberOfTapsRequired", 1)
      let touches = integer("numberOfTouchesRequired", 1)
      if touches <= 1 {
        return AnyGesture(
          SpatialTapGesture(count: taps).onEnded { v in self.report("ended", location: v.location, touches: 1)
          }
          .map { _ in Value.void })
      }
      return AnyGesture(
        SpatialEventGesture().onChanged { events in self.track(events, touches: touches) }
          .onEnded { events in self.finishTap(events, touches: touches, taps: taps) }.map { _ in Value.void })
    case "UIPanGestureRecognizer":
      return AnyGesture(
        DragGesture(minimumDistance: 10).onChanged { v in
          let state = self.sequenceOver ? "began" : "changed"
          self.sequenceOver = false
          self.report(
            state, location: v.location, touches: 1, translation: Self.point(v.translation),
            velocity: Self.point(v.velocity))
        }.onEnded { v in
          self.sequenceOver = true
          self.report(
            "ended", location: v.location, touches: 1, translation: Self.point(v.translation),
            velocity: Self.point(v.velocity))
        }.map { _ in Value.void })
    default:
      throw RuntimeError(
        "'\(recognizer.name)' is not bridged by Tactile's runtime yet (UITapGestureRecognizer and UIPanGestureRecognizer are)",
        at: 0)
    }
  }

  static func point(_ s: CGSize) -> CGPoint { CGPoint(x: s.width, y: s.height) }

  /// Follows a multi-touch tap: how many pointers were down together, and whether any moved
  /// beyond a tap's allowance.
  private func track(_ events: SpatialEventCollection, touches: Int) {
    if sequenceOver {
      sequenceOver = false
      if let first = events.events.first, first.timestamp - lastTapEnd > GestureConstants.maximumTapDelay {
        tapsSoFar = 0
      }
      mostPointers = 0
      moved = false
      starts = [:]
      lasts = [:]
    }
    var active = 0
    for e in events.events { lasts[e.id.rawValue] = e.location }
    for e in events.events where e.phase == .active {
      active += 1
      if let start = starts[e.id.rawValue] {
        let dx = e.location.x - start.x
        let dy = e.location.y - start.y
        if dx * dx + dy * dy > GestureConstants.tapMovementThreshold * GestureConstants.tapMovementThreshold {
          moved = true
        }
      } else {
        starts[e.id.rawValue] = e.location
      }
    }
    mostPointers = max(mostPointers, active)
  }

  /// Every pointer lifted: the `taps`-th tap of `touches` pointers (each following the last
  /// within the double-tap delay) reports `.ended` at the pointers' centroid; else nothing.
  private func finishTap(_ events: SpatialEventCollection, touches: Int, taps: Int) {
    track(events, touches: touches)
    sequenceOver = true
    guard mostPointers == touches, !moved, !events.events.contains(where: { $0.phase == .cancelled }) else {
      tapsSoFar = 0
      return
    }
    tapsSoFar += 1
    lastTapEnd = events.events.first?.timestamp ?? 0
    guard tapsSoFar >= taps else { return }
    tapsSoFar = 0
    // UIKit reports a multi-touch recognizer's location as the centroid of its touches.
    var x = 0.0
    var y = 0.0
    for (_, p) in lasts {
      x += p.x
      y += p.y
    }
    let n = Double(max(lasts.count, 1))
    report("ended", location: CGPoint(x: x / n, y: y / n), touches: touches)
  }
}

extension GestureBridge {
  /// The engine gesture for a value whose type conforms to `UIGestureRecognizerRepresentable`
  /// (it has `makeUIGestureRecognizer(context:)`), or nil for any other value. The recognizer
  /// is made once per view (`view`, an identity hash); later evaluations of the view call
  /// `updateUIGestureRecognizer(_:context:)` and keep the recognizer and its progress.
  func representable(_ value: Value, view: UInt64) throws(RuntimeError) -> AnyGesture<Value>? {
    guard case .instance(let instance) = value else { return nil }
    let program = interpreter.program
    let typeName = program.types[instance.type].name
    var make: Int?
    var update: Int?
    var action: Int?
    var makeCoordinator: Int?
    for (i, f) in program.functions.enumerated() where f.owner == instance.type {
      if f.name == typeName + ".makeCoordinator(converter:)" { makeCoordinator = i }
      if f.name == typeName + ".makeUIGestureRecognizer(context:)" { make = i }
      if f.name == typeName + ".updateUIGestureRecognizer(_:context:)" { update = i }
      if f.name == typeName + ".handleUIGestureRecognizerAction(_:context:)" { action = i }
    }
    guard let make else { return nil }
    var selfValue = value
    let bridged: RepresentableRecognizer
    if let kept = representables[view], kept.type == instance.type {
      bridged = kept
      bridged.representable = value
      if let update {
        var args: [Value] = [
          .record(bridged.recognizer),
          .record(RepresentableRecognizer.context(nil, nil, bridged.coordinator)),
        ]
        _ = try interpreter.invoke(update, selfValue: &selfValue, arguments: &args, at: 0)
        // A record is a value: read back what the update configured.
        if case .record(let changed) = args[0] { bridged.recognizer = changed }
      }
    } else {
      // The coordinator comes first, so that `makeUIGestureRecognizer` finds it in its context.
      var coordinator = Value.void
      if let makeCoordinator {
        var converter: [Value] = [.record(RepresentableRecognizer.converter(nil, nil))]
        coordinator = try interpreter.invoke(
          makeCoordinator, selfValue: &selfValue, arguments: &converter, at: 0)
      }
      var args: [Value] = [.record(RepresentableRecognizer.context(nil, nil, coordinator))]
      guard
        case .record(let recognizer) = try interpreter.invoke(
          make, selfValue: &selfValue, arguments: &args, at: 0)
      else {
        throw RuntimeError(
          "'makeUIGestureRecognizer(context:)' did not return a UIKit gesture recognizer", at: 0)
      }
      bridged = RepresentableRecognizer(
        bridge: self, type: instance.type, representable: value, action: action ?? -1, recognizer: recognizer)
      bridged.coordinator = coordinator
      representables[view] = bridged
    }
    // A disabled recognizer, or one whose action is the default (which does nothing), reports nothing.
    if action == nil { return AnyGesture(Optional<AnyGesture<Value>>.none) }
    if case .bool(false)? = bridged.recognizer["isEnabled"] {
      return AnyGesture(Optional<AnyGesture<Value>>.none)
    }
    return try bridged.gesture()
  }
}
