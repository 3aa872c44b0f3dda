/// A gesture that receives events only while the given modifier keys are held
/// (SwiftUI's `_ModifiersGesture`, from `modifiers(_:)`; macOS). Events without the keys are
/// withheld from the wrapped gesture; a touch that starts without them is not seen at all.
public struct _ModifiersGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  public typealias Body = Never

  public var content: Content
  public var modifiers: EventModifiers

  public static func _makeNode(_ gesture: Self) -> GestureNode<Value> {
    ModifiersNode<Content>(content: Content._makeNode(gesture.content), modifiers: gesture.modifiers)
  }

  public static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext)
    -> Bool
  {
    guard let node = node as? ModifiersNode<Content> else { return false }
    node.content = rebuiltChild(node.content, Content.self, gesture.content, context)
    node.modifiers = gesture.modifiers
    return true
  }
}

extension Gesture {
  /// Subscribes to the given modifier keys: the gesture sees events only while they are held.
  public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
    _ModifiersGesture(content: self, modifiers: modifiers)
  }
}

/// The node of `modifiers(_:)`.
final class ModifiersNode<Content: Gesture>: GestureNode<Content.Value> {
  var content: GestureNode<Content.Value>
  var modifiers: EventModifiers

  init(content: GestureNode<Content.Value>, modifiers: EventModifiers) {
    self.content = content
    self.modifiers = modifiers
    super.init { node, input, phase in
      unsafeDowncast(node, to: ModifiersNode.self).step(input, into: &phase)
    }
  }

  override var traceName: String { "modifiers" }
  override var children: [(label: String, node: AnyGestureNode)] { [("", content)] }
  override var nextDeadline: EventTime? { content.deadline }
  override var hasTimers: Bool { content.hasTimers }
  override var dependency: GestureDependency { content.dependency }
  override var requiredTapCount: Int? { content.requiredTapCount }

  func step(_ input: NodeInput, into phase: inout GesturePhase<Content.Value>) {
    phase = computePhase(input)
  }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Content.Value> {
    var filtered = input
    filtered.changes = input.changes.filter { $0.modifiers.isSuperset(of: modifiers) }
    filtered.pointers = input.pointers.filter { $0.modifiers.isSuperset(of: modifiers) }
    return content.update(filtered)
  }

  override func willCancel(_ context: UpdateContext, reason: TraceReason) {
    content.cancel(context, reason: reason)
  }

  override func resetState() { content.reset() }
}
