/// A gesture that maps its base gesture's value through a closure
/// (SwiftUI's `_MapGesture`, produced by `map`).
///
/// The closure transforms the value in every phase, including provisional `possible` values,
/// so it may run more often than any callback and must be pure (R6.1).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  public typealias Body = Never

  public var content: Content
  public var transform: (Content.Value) -> Value

  public static func _makeNode(_ gesture: Self) -> GestureNode<Value> {
    MapNode<Content, Value>(content: Content._makeNode(gesture.content), transform: gesture.transform)
  }

  public static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext)
    -> Bool
  {
    guard let node = node as? MapNode<Content, Value> else { return false }
    node.rebuildContent(gesture.content, context)
    node.transform = gesture.transform
    return true
  }
}

extension Gesture {
  /// Returns a gesture that's the result of mapping the given closure over the gesture.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }
}

/// The node of `map`.
final class MapNode<Content: Gesture, Output>: ModifierNode<Content.Value, Output> {
  var transform: (Content.Value) -> Output

  init(content: GestureNode<Content.Value>, transform: @escaping (Content.Value) -> Output) {
    self.transform = transform
    super.init(content: content) { node, input, phase in
      phase = unsafeDowncast(node, to: MapNode.self).computePhase(input)
    }
  }

  override var traceName: String { "map" }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Output> {
    content.update(input).map(transform)
  }
}
