/// A gesture with an action to perform when its value changes while active
/// (SwiftUI's `_ChangedGesture`, produced by `onChanged`).
///
/// The action runs when the gesture is `active` and its value differs from the value last
/// delivered in this touch sequence (the first active value is always delivered); never for
/// the `ended` value (R1.2). It is queued and runs after the update (R1.7).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  public typealias Value = Content.Value
  public typealias Body = Never

  public var content: Content
  public var action: (Content.Value) -> Void

  public static func _makeNode(_ gesture: Self) -> GestureNode<Value> {
    ChangedNode<Content>(content: Content._makeNode(gesture.content), action: gesture.action)
  }

  public static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext)
    -> Bool
  {
    updateCallback(node as? ChangedNode<Content>, gesture.content, gesture.action, context)
  }
}

/// A gesture with an action to perform when it ends successfully
/// (SwiftUI's `_EndedGesture`, produced by `onEnded`).
///
/// The action runs once, with the final value, only when the gesture succeeds — never on
/// failure, system cancellation or removal (R1.1).
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never

  public var content: Content
  public var action: (Content.Value) -> Void

  public static func _makeNode(_ gesture: Self) -> GestureNode<Value> {
    EndedNode<Content>(content: Content._makeNode(gesture.content), action: gesture.action)
  }

  public static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext)
    -> Bool
  {
    updateCallback(node as? EndedNode<Content>, gesture.content, gesture.action, context)
  }
}

extension Gesture {
  /// Adds an action to perform when the gesture ends successfully, with its final value.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

extension Gesture where Value: Equatable {
  /// Adds an action to perform when the gesture's value changes while it is active.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

/// The node of a modifier that queues an action with its gesture's value (`onChanged`,
/// `onEnded`): the action and the call it is queued in, reused from update to update.
class CallbackNode<Content: Gesture>: ModifierNode<Content.Value, Content.Value> {
  final var action: (Content.Value) -> Void
  /// Where the action is queued.
  private final var call: PendingCall<Content.Value>?

  init(content: GestureNode<Content.Value>, action: @escaping (Content.Value) -> Void, step: @escaping Step) {
    self.action = action
    super.init(content: content, step: step)
  }

  /// Queues `action(value)` in `context`, traced as the callback `name`.
  final func queueAction(_ value: Content.Value, _ name: String, _ context: UpdateContext) {
    context.trace(content, .callback(name))
    PendingCall.enqueue(action, value, reusing: &call, in: context)
  }
}

/// Gives a callback modifier's node (`nil` when it was built from another type of gesture) its
/// new action and wrapped gesture.
func updateCallback<Content: Gesture>(
  _ node: CallbackNode<Content>?, _ content: Content, _ action: @escaping (Content.Value) -> Void,
  _ context: UpdateContext
) -> Bool {
  guard let node else { return false }
  node.action = action
  node.rebuildContent(content, context)
  return true
}

/// The node of `onChanged`.
final class ChangedNode<Content: Gesture>: CallbackNode<Content> where Content.Value: Equatable {
  private var lastDelivered: Content.Value?

  init(content: GestureNode<Content.Value>, action: @escaping (Content.Value) -> Void) {
    super.init(content: content, action: action) { node, input, phase in
      phase = unsafeDowncast(node, to: ChangedNode.self).computePhase(input)
    }
  }

  override var traceName: String { "onChanged" }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Content.Value> {
    let phase = content.update(input)
    if case .active(let value) = phase, lastDelivered != value {
      lastDelivered = value
      queueAction(value, "onChanged", input.context)
    }
    return phase
  }

  override func resetState() {
    lastDelivered = nil
    super.resetState()
  }
}

/// The node of `onEnded`.
final class EndedNode<Content: Gesture>: CallbackNode<Content> {
  init(content: GestureNode<Content.Value>, action: @escaping (Content.Value) -> Void) {
    super.init(content: content, action: action) { node, input, phase in
      phase = unsafeDowncast(node, to: EndedNode.self).computePhase(input)
    }
  }

  override var traceName: String { "onEnded" }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Content.Value> {
    let phase = content.update(input)
    if case .ended(let value) = phase { queueAction(value, "onEnded", input.context) }
    return phase
  }
}
