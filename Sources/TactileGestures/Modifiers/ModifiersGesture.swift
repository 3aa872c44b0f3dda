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
    node.rebuildContent(gesture.content, context)
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
final class ModifiersNode<Content: Gesture>: ModifierNode<Content.Value, Content.Value> {
  var modifiers: EventModifiers

  init(content: GestureNode<Content.Value>, modifiers: EventModifiers) {
    self.modifiers = modifiers
    super.init(content: content) { node, input, phase in
      phase = unsafeDowncast(node, to: ModifiersNode.self).computePhase(input)
    }
  }

  override var traceName: String { "modifiers" }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Content.Value> {
    var filtered = input
    filtered.changes = input.changes.filter { $0.modifiers.isSuperset(of: modifiers) }
    filtered.pointers = input.pointers.filter { $0.modifiers.isSuperset(of: modifiers) }
    return content.update(filtered)
  }
}
