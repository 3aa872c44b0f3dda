import TactileGeometry

/// The recognizer behind `TapGesture` and `SpatialTapGesture`: `count` taps of one finger.
///
/// Grammar of one tap: a down, moves that stay under `tapMovementThreshold` (45 pt, global,
/// from that tap's down), an up less than `tapDurationThreshold` (0.75 s) after the down
/// (R2.2). Taps after the first must complete within `maximumTapDelay` (0.35 s) of the previous
/// tap's lift-off (R2.3). The gesture is never `active`: it goes from `possible` straight to
/// `ended` on the last tap's up (R2.1), with the global location of that up as its raw value.
///
/// States: `idle` → `pressing` → (`waiting` → `pressing`)* → ended. Any violation fails it; a
/// second finger while pressing fails it. As a lower-precedence competitor a tap is paused
/// while a higher-precedence gesture is possible and fails once one is active (R2.6): its
/// dependency is `failIfActive`.
final class TapRecognizer<Value>: RecognizerNode<Value> {
  var count: Int
  let name: String
  /// Turns the global location of the final lift-off into the gesture's value.
  var makeValue: (CGPoint, SpaceResolver) -> Value
  private var state = TapState.idle
  private var value: Value?

  init(count: Int, name: String, makeValue: @escaping (CGPoint, SpaceResolver) -> Value) {
    self.count = max(1, count)
    self.name = name
    self.makeValue = makeValue
    super.init { node, input, phase in
      phase = unsafeDowncast(node, to: TapRecognizer.self).computePhase(input)
    }
  }

  override var traceName: String { count == 1 ? name : "\(name)(count: \(count))" }
  override var dependency: GestureDependency { .failIfActive }
  override var requiredTapCount: Int? { count }
  override var hasStarted: Bool {
    if case .idle = state { return false }
    return true
  }

  override var hasTimers: Bool { true }
  override var nextDeadline: EventTime? {
    switch state {
    case .pressing(_, let downTime, _, _, let windowEnd):
      min(downTime + GestureConstants.tapDurationThreshold, windowEnd ?? .init(seconds: .infinity))
    case .waiting(_, let lastUp): lastUp + GestureConstants.maximumTapDelay
    case .idle, .recognized: nil
    }
  }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Value> {
    let raw = advance(input)
    let phase = GestureDependency.failIfActive.apply(to: raw, inherited: input.inherited)
    if phase.isFailed, !raw.isFailed {
      let active = input.context.activeLabels
      traceFailure(
        input.context, .higherPrecedenceActive(active.isEmpty ? "a higher-precedence gesture" : active))
    }
    if input.context.tracer != nil { traceHoldBack(raw: raw.kind, phase: phase.kind, input.context) }
    return phase
  }

  /// The tap's own phase, before its dependency on competitors is applied.
  private func advance(_ input: NodeInput) -> GesturePhase<Value> {
    let time = input.time
    if case .recognized = state { return .ended(value!) }
    if case .idle = state, input.adopt, let first = input.pointers.first, input.changes.isEmpty {
      state = .pressing(
        pointer: first.id, downTime: time, downLocation: first.location, completed: 0, windowEnd: nil)
    }
    for event in input.changes {
      switch (state, event.phase) {
      case (.idle, .down):
        state = .pressing(
          pointer: event.pointer, downTime: time, downLocation: event.location, completed: 0, windowEnd: nil)
      case (.waiting(let completed, let lastUp), .down):
        state = .pressing(
          pointer: event.pointer, downTime: time, downLocation: event.location, completed: completed,
          windowEnd: lastUp + GestureConstants.maximumTapDelay)
      case (.pressing(let pointer, _, _, _, _), .down) where pointer != event.pointer:
        return fail(input, .secondTouch)
      case (.pressing(let pointer, _, let downLocation, _, _), .move) where pointer == event.pointer:
        let distance = downLocation.distance(to: event.location)
        if distance >= GestureConstants.tapMovementThreshold {
          return fail(input, .movedTooFar(distance: distance, limit: GestureConstants.tapMovementThreshold))
        }
      case (.pressing(let pointer, let downTime, let downLocation, let completed, let windowEnd), .up)
      where pointer == event.pointer:
        if let windowEnd, time >= windowEnd {
          return fail(input, .tapWindowExpired(limit: GestureConstants.maximumTapDelay))
        }
        if time >= downTime + GestureConstants.tapDurationThreshold {
          return fail(
            input, .heldTooLong(seconds: time - downTime, limit: GestureConstants.tapDurationThreshold))
        }
        let distance = downLocation.distance(to: event.location)
        if distance >= GestureConstants.tapMovementThreshold {
          return fail(input, .movedTooFar(distance: distance, limit: GestureConstants.tapMovementThreshold))
        }
        if completed + 1 >= count {
          let v = makeValue(event.location, input.space)
          value = v
          state = .recognized(location: event.location)
          return .ended(v)  // Later changes in the same frame belong to the next sequence.
        }
        state = .waiting(completed: completed + 1, lastUp: time)
      case (.pressing(let pointer, _, _, _, _), .cancel) where pointer == event.pointer:
        return fail(input, .systemCancelled)
      default:
        break
      }
    }
    // Timers: the press lasting too long, or the next tap not coming.
    switch state {
    case .pressing(_, let downTime, _, _, let windowEnd):
      if time >= downTime + GestureConstants.tapDurationThreshold {
        return fail(
          input, .heldTooLong(seconds: time - downTime, limit: GestureConstants.tapDurationThreshold))
      }
      if let windowEnd, time >= windowEnd {
        return fail(input, .tapWindowExpired(limit: GestureConstants.maximumTapDelay))
      }
    case .waiting(_, let lastUp):
      if time >= lastUp + GestureConstants.maximumTapDelay {
        return fail(input, .tapWindowExpired(limit: GestureConstants.maximumTapDelay))
      }
    case .idle, .recognized:
      break
    }
    return .possible(nil)
  }

  override func resetState() {
    state = .idle
    value = nil
  }
}

/// Where a `TapRecognizer` stands. Not nested in the generic class, so that its unspecialised
/// members (`nextDeadline`) need no generic metadata natively.
private enum TapState {
  case idle
  /// `windowEnd` is when the tap must have completed by, for taps after the first.
  case pressing(
    pointer: PointerID, downTime: EventTime, downLocation: CGPoint, completed: Int, windowEnd: EventTime?)
  case waiting(completed: Int, lastUp: EventTime)
  case recognized(location: CGPoint)
}
