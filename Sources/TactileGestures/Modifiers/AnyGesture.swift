/// A type-erased gesture (SwiftUI's `AnyGesture`).
///
/// When a view update wraps a gesture of a different concrete type than before, the in-flight
/// gesture is cancelled — no `onEnded`, `@GestureState` reset — and a new one starts with the
/// next touch sequence (R6.3). A gesture of the same type is updated in place.
public struct AnyGesture<Value>: Gesture {
  public typealias Body = Never

  let box: AnyGestureBox<Value>

  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    box = TypedGestureBox(gesture)
  }

  public static func _makeNode(_ gesture: AnyGesture<Value>) -> GestureNode<Value> {
    ErasedGestureNode(box: gesture.box)
  }

  public static func _updateNode(
    _ node: GestureNode<Value>, with gesture: AnyGesture<Value>, in context: UpdateContext
  ) -> Bool {
    guard let node = node as? ErasedGestureNode<Value> else { return false }
    node.replace(with: gesture.box, context)
    return true
  }
}

/// The erased storage of an `AnyGesture`: builds and updates the wrapped gesture's node.
///
/// Its three operations are closures formed in `TypedGestureBox.init`, where the wrapped type
/// is known, rather than overridden methods: native Swift runs the overrides of a generic class
/// unspecialised, and the nodes they build would run unspecialised too (see `GestureNode`).
/// Each closure captures nothing and receives the box it belongs to.
class AnyGestureBox<Value> {
  typealias MakeNode = (AnyGestureBox<Value>) -> GestureNode<Value>
  typealias UpdateNode = (AnyGestureBox<Value>, GestureNode<Value>, UpdateContext) -> Bool
  typealias SameType = (AnyGestureBox<Value>) -> Bool

  /// Builds a fresh node for the wrapped gesture.
  let makeNode: MakeNode
  /// Gives a node the wrapped gesture; `false` if it was not built from that type.
  let updateNode: UpdateNode
  /// Whether the given box wraps the same type of gesture as this one's.
  let hasSameType: SameType

  init(makeNode: @escaping MakeNode, updateNode: @escaping UpdateNode, hasSameType: @escaping SameType) {
    self.makeNode = makeNode
    self.updateNode = updateNode
    self.hasSameType = hasSameType
  }
}

/// `AnyGestureBox` for one concrete gesture type.
final class TypedGestureBox<G: Gesture>: AnyGestureBox<G.Value> {
  let gesture: G

  init(_ gesture: G) {
    self.gesture = gesture
    super.init(
      makeNode: { box in G._makeNode(unsafeDowncast(box, to: TypedGestureBox<G>.self).gesture) },
      updateNode: { box, node, context in
        G._updateNode(node, with: unsafeDowncast(box, to: TypedGestureBox<G>.self).gesture, in: context)
      },
      hasSameType: { other in other is TypedGestureBox<G> })
  }
}

/// The node of `AnyGesture`: the wrapped gesture's node, replaced when the type changes.
final class ErasedGestureNode<Value>: ModifierNode<Value, Value> {
  private var box: AnyGestureBox<Value>

  init(box: AnyGestureBox<Value>) {
    self.box = box
    super.init(content: box.makeNode(box)) { node, input, phase in
      phase = unsafeDowncast(node, to: ErasedGestureNode.self).computePhase(input)
    }
  }

  /// Takes the new description; cancels and rebuilds the inner node on a type change.
  func replace(with newBox: AnyGestureBox<Value>, _ context: UpdateContext) {
    defer { box = newBox }
    if newBox.hasSameType(box), newBox.updateNode(newBox, content, context) { return }
    content.cancel(context, reason: .gestureReplaced)
    content = newBox.makeNode(newBox)
    replacedInFlight = true
  }

  /// Whether the inner node was replaced during this sequence (this node then fails).
  private var replacedInFlight = false

  override var traceName: String { "AnyGesture" }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Value> {
    if replacedInFlight { return .failed }
    return content.update(input)
  }

  override func resetState() {
    replacedInFlight = false
    super.resetState()
  }
}
