import TactileGeometry

/// A gesture that succeeds when the user performs a long press (SwiftUI's `LongPressGesture`).
///
/// Grammar: a down makes it `active(true)` at once (R3.2); if the finger is still down, having
/// moved no more than `maximumDistance` (global, from the down, decision 4.8),
/// `minimumDuration` later, it ends with `true` — while the finger is still down (R3.3).
/// Lifting earlier or moving farther fails it (R3.4); so does a second finger while it is
/// active (decision 4.17) and a system cancel. `minimumDuration: 0` ends at the down's own
/// time, one timer tick after becoming active, so `onChanged` still sees `true` (R3.5).
///
/// As the lower-precedence member of an exclusive relation it is paused until the gesture it
/// defers to fails (R2.6 amended, `GestureDependency.pausedUntilFailed`): it keeps timing from
/// its touch-down underneath, reports `possible`, and proceeds when that gesture fails — active
/// if its `minimumDuration` has not elapsed yet, ended at once if it has (decision 4.13).
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public typealias Body = Never

  /// The minimum duration of the press, in seconds.
  public var minimumDuration: Double
  /// The maximum distance the finger may move, in points.
  public var maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  public static func _makeNode(_ gesture: LongPressGesture) -> GestureNode<Bool> {
    LongPressRecognizer(gesture)
  }

  public static func _updateNode(
    _ node: GestureNode<Bool>, with gesture: LongPressGesture, in context: UpdateContext
  ) -> Bool {
    LongPressRecognizer.update(node as? LongPressRecognizer, with: gesture)
  }
}

/// The state machine of `LongPressGesture` (see its documentation for the grammar).
final class LongPressRecognizer: RecognizerNode<Bool>, DescribedRecognizer {
  private enum State {
    case idle
    case pressing(pointer: PointerID, downTime: EventTime, downLocation: CGPoint)
    /// It succeeded by its own rules; while paused, its success waits for the gesture it
    /// defers to, even after the finger lifted.
    case succeeded
  }

  var gesture: LongPressGesture
  private var state = State.idle

  init(_ gesture: LongPressGesture) {
    self.gesture = gesture
    super.init { node, input, phase in
      phase = unsafeDowncast(node, to: LongPressRecognizer.self).computePhase(input)
    }
  }

  override var traceName: String { "LongPressGesture" }
  override var dependency: GestureDependency { .pausedUntilFailed }
  override var hasStarted: Bool {
    if case .idle = state { return false }
    return true
  }

  override var hasTimers: Bool { true }
  override var nextDeadline: EventTime? {
    guard case .pressing(_, let downTime, _) = state else { return nil }
    return successTime(downTime)
  }

  /// When a press that began at `downTime` succeeds. Timers and checks use this one
  /// expression, so that a timer firing at exactly this time always succeeds.
  private func successTime(_ downTime: EventTime) -> EventTime { downTime + max(0, gesture.minimumDuration) }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Bool> {
    let raw = advance(input)
    let phase = GestureDependency.pausedUntilFailed.apply(to: raw, inherited: input.inherited)
    if input.context.tracer != nil { traceHoldBack(raw: raw.kind, phase: phase.kind, input.context) }
    return phase
  }

  /// The long press's own phase, before its dependency on competitors is applied.
  private func advance(_ input: NodeInput) -> GesturePhase<Bool> {
    let time = input.time
    if case .succeeded = state { return .ended(true) }
    if case .idle = state, input.adopt, input.changes.isEmpty, let first = input.pointers.first {
      state = .pressing(pointer: first.id, downTime: time, downLocation: first.location)
      return .active(true)
    }
    var pressedNow = false
    for event in input.changes {
      switch (state, event.phase) {
      case (.idle, .down):
        state = .pressing(pointer: event.pointer, downTime: time, downLocation: event.location)
        pressedNow = true
      case (.pressing(let pointer, _, _), .down) where pointer != event.pointer:
        return fail(input, .secondTouch)
      case (.pressing(let pointer, let downTime, let downLocation), .move),
        (.pressing(let pointer, let downTime, let downLocation), .up):
        guard pointer == event.pointer else { break }
        let distance = downLocation.distance(to: event.location)
        if distance > gesture.maximumDistance {
          return fail(input, .movedTooFar(distance: distance, limit: gesture.maximumDistance))
        }
        if event.phase == .up {
          let held = time - downTime
          if time >= successTime(downTime) { return succeed() }
          return fail(input, .liftedTooEarly(seconds: held, required: gesture.minimumDuration))
        }
      case (.pressing(let pointer, _, _), .cancel) where pointer == event.pointer:
        return fail(input, .systemCancelled)
      default:
        break
      }
    }
    // Succeed once the press has lasted long enough, at the timer's update: never in the
    // update of the touch-down itself, which reports `active(true)` first (R3.2, R3.5).
    guard case .pressing(_, let downTime, _) = state else { return .possible(nil) }
    if pressedNow { return .active(true) }
    if time >= successTime(downTime) { return succeed() }
    return .active(true)
  }

  private func succeed() -> GesturePhase<Bool> {
    state = .succeeded
    return .ended(true)
  }

  override func resetState() { state = .idle }
}
