/// The node of a gesture made of two members (`SimultaneousGesture`, `ExclusiveGesture`,
/// `SequenceGesture`): it holds the members' nodes and answers the tree walks — children,
/// timers, dependency, tap count, cancelling and resetting — for both, so that each
/// composition's node class adds only its phase table (its step) and its own state.
///
/// Subclasses hand their step to `init(first:second:step:)` as a capture-free closure formed in
/// their initializer (see `GestureNode`); nothing here runs per event.
class PairNode<First: Gesture, Second: Gesture, Value>: GestureNode<Value> {
  final var first: GestureNode<First.Value>
  final var second: GestureNode<Second.Value>

  /// Builds the members' nodes from their gestures.
  init(_ first: First, _ second: Second, step: @escaping Step) {
    self.first = First._makeNode(first)
    self.second = Second._makeNode(second)
    super.init(step: step)
  }

  /// Gives the members their new descriptions (rebuilding a member whose type changed).
  final func rebuild(_ first: First, _ second: Second, _ context: UpdateContext) {
    self.first = rebuiltChild(self.first, First.self, first, context)
    self.second = rebuiltChild(self.second, Second.self, second, context)
  }

  override var children: [(label: String, node: AnyGestureNode)] { [("first", first), ("second", second)] }
  override var nextDeadline: EventTime? { earliest(first.deadline, second.deadline) }
  override var hasTimers: Bool { first.hasTimers || second.hasTimers }
  override var dependency: GestureDependency { min(first.dependency, second.dependency) }
  override var requiredTapCount: Int? { first.requiredTapCount ?? second.requiredTapCount }

  override func willCancel(_ context: UpdateContext, reason: TraceReason) {
    first.cancel(context, reason: reason)
    second.cancel(context, reason: reason)
  }

  override func resetState() {
    first.reset()
    second.reset()
  }
}

/// Updates a composition's node (`node`, already cast to the composition's node class, or `nil`
/// if it was built from another type of gesture) with the members' new descriptions.
func updatePair<First: Gesture, Second: Gesture, Value>(
  _ node: PairNode<First, Second, Value>?, _ first: First, _ second: Second, _ context: UpdateContext
) -> Bool {
  guard let node else { return false }
  node.rebuild(first, second, context)
  return true
}

/// The earlier of two optional deadlines.
func earliest(_ a: EventTime?, _ b: EventTime?) -> EventTime? {
  switch (a, b) {
  case (let a?, let b?): min(a, b)
  case (let a?, nil): a
  case (nil, let b?): b
  case (nil, nil): nil
  }
}
