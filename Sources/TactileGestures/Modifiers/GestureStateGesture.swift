/// A gesture that updates the state provided by a gesture's `updating` callback
/// (SwiftUI's `GestureStateGesture`).
///
/// While the base gesture is `active`, `body` runs on each update, synchronously, with the
/// state's current value (so `state += 1` accumulates, R1.4) and a transaction whose
/// `tracksVelocity` is set (R1.7c); the write is queued. When the base ends, fails or is
/// cancelled, or the view goes away, the state is reset — if `body` ran at least once in the
/// sequence — through its reset transaction (R1.5). The reset is queued before any outer
/// `onEnded`, which therefore sees the reset state (decision 4.7).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  public typealias Body = Never

  /// The originating gesture.
  public var base: Base
  /// The state the callback updates.
  public var state: GestureState<State>
  /// The updating callback.
  public var body: (Base.Value, inout State, inout Transaction) -> Void

  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Base.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  public static func _makeNode(_ gesture: Self) -> GestureNode<Value> {
    GestureStateNode<Base, State>(base: Base._makeNode(gesture.base), gesture: gesture)
  }

  public static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext)
    -> Bool
  {
    guard let node = node as? GestureStateNode<Base, State> else { return false }
    node.rebuildContent(gesture.base, context)
    if node.storage !== gesture.state.storage, node.didRun {
      // The gesture now drives another state: reset the one it wrote to.
      node.queueReset(context)
    }
    node.storage = gesture.state.storage
    node.update = gesture.body
    return true
  }
}

extension Gesture {
  /// Updates the provided gesture state property as the gesture's value changes.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// The node of `updating`.
final class GestureStateNode<Base: Gesture, State>: ModifierNode<Base.Value, Base.Value> {
  var storage: GestureStateStorage<State>
  var update: (Base.Value, inout State, inout Transaction) -> Void
  private(set) var didRun = false
  /// Where state writes are queued, reused from update to update.
  private var write: PendingStateWrite<State>?

  init(base: GestureNode<Base.Value>, gesture: GestureStateGesture<Base, State>) {
    self.storage = gesture.state.storage
    self.update = gesture.body
    super.init(content: base) { node, input, phase in
      phase = unsafeDowncast(node, to: GestureStateNode.self).computePhase(input)
    }
  }

  override var traceName: String { "updating" }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Base.Value> {
    let phase = content.update(input)
    switch phase {
    case .active(let value):
      var state = storage.value
      var transaction = Transaction()
      transaction.tracksVelocity = true
      update(value, &state, &transaction)
      didRun = true
      let storage = storage
      let written = state
      input.context.trace(content, .callback("updating"))
      if input.context.tracer != nil {
        input.context.trace(content, .stateWritten(storage.describeValue(written)))
      }
      PendingStateWrite.enqueue(
        written, to: storage, transaction: transaction, reusing: &write, in: input.context)
    case .ended, .failed:
      queueReset(input.context)
    case .possible:
      break
    }
    return phase
  }

  /// Queues the state's reset if `body` ran in this sequence.
  func queueReset(_ context: UpdateContext) {
    guard didRun else { return }
    didRun = false
    let storage = storage
    if context.tracer != nil {
      context.trace(content, .stateReset(storage.describeValue(storage.initialValue)))
    }
    context.enqueue { storage.resetToInitial() }
  }

  override func willCancel(_ context: UpdateContext, reason: TraceReason) {
    super.willCancel(context, reason: reason)
    queueReset(context)
  }

  override func resetState() {
    didRun = false
    super.resetState()
  }
}
