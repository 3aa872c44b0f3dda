/// An optional gesture is a gesture: `nil` is a gesture that always fails (R6.4), which is how
/// Apple's sample switches a gesture off (`.gesture(doneCounting ? nil : press)`). Switching
/// between `nil` and a gesture while it is in flight cancels it (R6.4, R13.2).
extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
  public typealias Body = Never

  public static func _makeNode(_ gesture: Wrapped?) -> GestureNode<Wrapped.Value> {
    OptionalGestureNode<Wrapped>(inner: gesture.map(Wrapped._makeNode))
  }

  public static func _updateNode(
    _ node: GestureNode<Wrapped.Value>, with gesture: Wrapped?, in context: UpdateContext
  ) -> Bool {
    guard let node = node as? OptionalGestureNode<Wrapped> else { return false }
    node.replace(with: gesture, context)
    return true
  }
}

/// The node of an optional gesture.
final class OptionalGestureNode<Wrapped: Gesture>: GestureNode<Wrapped.Value> {
  private var inner: GestureNode<Wrapped.Value>?
  private var switchedInFlight = false

  init(inner: GestureNode<Wrapped.Value>?) {
    self.inner = inner
    super.init { node, input, phase in
      phase = unsafeDowncast(node, to: OptionalGestureNode.self).computePhase(input)
    }
  }

  func replace(with gesture: Wrapped?, _ context: UpdateContext) {
    switch (inner, gesture) {
    case (let node?, let gesture?):
      inner = rebuiltChild(node, Wrapped.self, gesture, context)
    case (let node?, nil):
      node.cancel(context, reason: .optionalIsNil)
      inner = nil
      switchedInFlight = true
    case (nil, let gesture?):
      inner = Wrapped._makeNode(gesture)
      switchedInFlight = true
    case (nil, nil):
      break
    }
  }

  override var traceName: String { "Optional" }
  override var children: [(label: String, node: AnyGestureNode)] { inner.map { [("", $0)] } ?? [] }
  override var nextDeadline: EventTime? { inner?.deadline }
  override var hasTimers: Bool { inner?.hasTimers ?? false }
  override var dependency: GestureDependency { inner?.dependency ?? .none }
  override var requiredTapCount: Int? { inner?.requiredTapCount }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Wrapped.Value> {
    guard let inner, !switchedInFlight else {
      input.context.trace(self, .failed(.optionalIsNil))
      return .failed
    }
    return inner.update(input)
  }

  override func willCancel(_ context: UpdateContext, reason: TraceReason) {
    inner?.cancel(context, reason: reason)
  }

  override func resetState() {
    switchedInFlight = false
    inner?.reset()
  }
}
