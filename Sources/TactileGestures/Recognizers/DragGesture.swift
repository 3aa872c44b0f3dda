import TactileGeometry

/// A dragging motion that invokes an action as the drag-event sequence changes
/// (SwiftUI's `DragGesture`, R4.1–R4.9).
///
/// Grammar: a down sets `startLocation`; the gesture stays `possible` until the finger has
/// been `minimumDistance` (global points) from the start, then is `active` for every later
/// event, even if the finger comes back (R4.2); `translation` keeps the threshold jump
/// (R4.3, decision 4.5). With `minimumDistance: 0` it is active at the down (R4.4). An up
/// after activation ends it with the up's location; an up before fails it (R4.5). A second
/// finger or a system cancel fails it (R4.9, decision 4.17).
///
/// As the lower-precedence member of an exclusive relation it is paused until the gesture it
/// defers to fails (R2.6 amended, `GestureDependency.pausedUntilFailed`): it keeps tracking
/// underneath and reports `possible`; when that gesture fails it proceeds with the value of
/// its latest event, so `startLocation` stays the touch-down and the first `onChanged` carries
/// the whole translation so far. An up while paused ends it underneath; its `onEnded` waits
/// for the same failure.
public struct DragGesture: Gesture {
  /// The attributes of a drag gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the drag gesture's current event.
    public var time: Date
    /// The location of the drag gesture's current event.
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    public var startLocation: CGPoint
    /// The current drag velocity, in points per second.
    public var velocity: CGSize

    public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
      self.velocity = velocity
    }

    /// The total translation from the start of the drag gesture to the current event
    /// (`location − startLocation`).
    public var translation: CGSize { location - startLocation }
    /// Where the final location will be if dragging stopped now, based on the current velocity.
    public var predictedEndLocation: CGPoint { location + velocity * GestureConstants.predictionInterval }
    /// The predicted final translation, based on the current velocity.
    public var predictedEndTranslation: CGSize {
      translation + velocity * GestureConstants.predictionInterval
    }
  }
  public typealias Body = Never

  /// The minimum dragging distance before the gesture succeeds.
  public var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  public static func _makeNode(_ gesture: DragGesture) -> GestureNode<Value> { DragRecognizer(gesture) }

  public static func _updateNode(
    _ node: GestureNode<Value>, with gesture: DragGesture, in context: UpdateContext
  ) -> Bool {
    DragRecognizer.update(node as? DragRecognizer, with: gesture)
  }
}

extension DragGesture.Value: CustomStringConvertible {
  public var description: String {
    "Value(time: \(time), location: \(location), startLocation: \(startLocation), velocity: \(velocity))"
  }
}

/// The state machine of `DragGesture` (see its documentation for the grammar).
final class DragRecognizer: RecognizerNode<DragGesture.Value>, DescribedRecognizer {
  private struct Tracking {
    var pointer: PointerID
    var startGlobal: CGPoint
    var lastGlobal: CGPoint
    var maximumDistance: CGFloat
    var isActive: Bool
  }

  var gesture: DragGesture
  private var tracking: Tracking?
  private var velocity = VelocityEstimator<CGSize>()
  /// The value as of the drag's latest event: updates without an event of this drag (timers,
  /// other fingers) report it unchanged, so `onChanged` does not fire for them.
  private var current: DragGesture.Value?
  /// Whether the drag ended by its own rules (an up after activation); while paused, its end
  /// waits for the gesture it defers to.
  private var hasEnded = false

  init(_ gesture: DragGesture) {
    self.gesture = gesture
    super.init { node, input, phase in
      phase = unsafeDowncast(node, to: DragRecognizer.self).computePhase(input)
    }
  }

  override var traceName: String { "DragGesture" }
  override var hasStarted: Bool { tracking != nil }
  override var dependency: GestureDependency { .pausedUntilFailed }

  private func computePhase(_ input: NodeInput) -> GesturePhase<DragGesture.Value> {
    let raw = advance(input)
    let phase = GestureDependency.pausedUntilFailed.apply(to: raw, inherited: input.inherited)
    if input.context.tracer != nil { traceHoldBack(raw: raw.kind, phase: phase.kind, input.context) }
    return phase
  }

  /// The drag's own phase, before its dependency on competitors is applied.
  private func advance(_ input: NodeInput) -> GesturePhase<DragGesture.Value> {
    if hasEnded { return .ended(current!) }
    if tracking == nil, input.adopt, input.changes.isEmpty, let first = input.pointers.first {
      begin(first.id, at: first.location, input)
      return phase()
    }
    for event in input.changes {
      if let ended = apply(event, input) { return ended }
    }
    return phase()
  }

  /// Applies one event; returns a terminal phase if the event ends or fails the drag.
  private func apply(_ event: PointerEvent, _ input: NodeInput) -> GesturePhase<DragGesture.Value>? {
    switch event.phase {
    case .down:
      if tracking == nil {
        begin(event.pointer, at: event.location, input)
      } else if tracking!.pointer != event.pointer {
        return fail(input, .secondTouch)
      }
    case .move, .up:
      guard var t = tracking, t.pointer == event.pointer else { break }
      t.lastGlobal = event.location
      t.maximumDistance = max(t.maximumDistance, t.startGlobal.distance(to: event.location))
      if t.maximumDistance >= gesture.minimumDistance { t.isActive = true }
      tracking = t
      sample(input)
      if event.phase == .up {
        guard t.isActive else {
          return fail(
            input,
            .liftedBeforeMinimumDistance(distance: t.maximumDistance, required: gesture.minimumDistance))
        }
        hasEnded = true
        return .ended(current!)
      }
    case .cancel:
      if tracking?.pointer == event.pointer { return fail(input, .systemCancelled) }
    }
    return nil
  }

  private func begin(_ pointer: PointerID, at location: CGPoint, _ input: NodeInput) {
    tracking = Tracking(
      pointer: pointer, startGlobal: location, lastGlobal: location, maximumDistance: 0,
      isActive: gesture.minimumDistance <= 0)
    sample(input)
  }

  /// Records the drag's latest event: converts its locations with the layout current now, feeds
  /// the velocity estimate, and caches the value.
  private func sample(_ input: NodeInput) {
    guard let t = tracking else { return }
    let space = gesture.coordinateSpace
    let location = input.space.convert(t.lastGlobal, to: space)
    velocity.add(CGSize(width: location.x, height: location.y), at: input.time)
    current = DragGesture.Value(
      time: input.time.date, location: location,
      startLocation: input.space.convert(t.startGlobal, to: space), velocity: velocity.velocity)
  }

  private func phase() -> GesturePhase<DragGesture.Value> {
    guard let t = tracking, t.isActive, let current else { return .possible(nil) }
    return .active(current)
  }

  override func resetState() {
    tracking = nil
    current = nil
    hasEnded = false
    velocity.reset()
  }
}
