/// The node of a gesture that wraps one other gesture (`onChanged`, `onEnded`, `updating`, `map`,
/// `modifiers(_:)`, `AnyGesture`, the pressing callbacks): it holds the wrapped gesture's node
/// and answers the tree walks — children, timers, dependency, tap count, cancelling and
/// resetting — with the wrapped node's, so that each modifier's node class adds only its step
/// and its own state.
///
/// Subclasses hand their step to `init(content:step:)` as a capture-free closure formed in
/// their initializer (see `GestureNode`); nothing here runs per event. A subclass that overrides
/// `willCancel` or `resetState` calls `super` for the wrapped node.
class ModifierNode<ContentValue, Value>: GestureNode<Value> {
  /// The wrapped gesture's node.
  final var content: GestureNode<ContentValue>

  init(content: GestureNode<ContentValue>, step: @escaping Step) {
    self.content = content
    super.init(step: step)
  }

  /// Gives the wrapped node its new description `gesture`, or replaces it when it was built from
  /// another type of gesture (R6.3).
  final func rebuildContent<Content: Gesture>(_ gesture: Content, _ context: UpdateContext)
  where Content.Value == ContentValue {
    content = rebuiltChild(content, Content.self, gesture, context)
  }

  override var children: [(label: String, node: AnyGestureNode)] { [("", content)] }
  override var nextDeadline: EventTime? { content.deadline }
  override var hasTimers: Bool { content.hasTimers }
  override var dependency: GestureDependency { content.dependency }
  override var requiredTapCount: Int? { content.requiredTapCount }

  override func willCancel(_ context: UpdateContext, reason: TraceReason) {
    content.cancel(context, reason: reason)
  }

  override func resetState() { content.reset() }
}

/// Updates `child` with `gesture`, or — when it was built from another type of gesture — cancels
/// it in `context` and builds a new node (R6.3). The new node does not adopt touches already
/// down: it starts with the next touch sequence.
func rebuiltChild<G: Gesture>(
  _ child: GestureNode<G.Value>, _ type: G.Type, _ gesture: G, _ context: UpdateContext
) -> GestureNode<G.Value> {
  if G._updateNode(child, with: gesture, in: context) { return child }
  child.cancel(context, reason: .gestureReplaced)
  return G._makeNode(gesture)
}
