/// An instance that matches a sequence of events to a gesture and returns a stream of values,
/// with SwiftUI's shape: a `Value`, and a `body` that is itself a gesture.
///
/// Primitive gestures (`TapGesture`, `DragGesture`, …) have `Body == Never` and build their own
/// recognizer node; a custom gesture is exactly its body (R6.2): the default implementations
/// below build and update the body's node, so its callbacks and state behave as the body's.
///
/// The two `_`-prefixed requirements are the engine's construction protocol. Swift code never
/// calls them; hosts attach gestures with `GestureAttachment` and the engine calls them.
public protocol Gesture<Value> {
  /// The type of value the gesture produces (SwiftUI's `Value`).
  associatedtype Value
  /// The type of gesture that this gesture's body is.
  associatedtype Body: Gesture
  /// The gesture this gesture is made of. Primitive gestures have none (`Never`).
  var body: Body { get }

  /// Builds a fresh recognizer node for `gesture`.
  static func _makeNode(_ gesture: Self) -> GestureNode<Value>
  /// Gives `node` the new description `gesture` of the same gesture, keeping its state.
  /// Returns `false` if `node` was not built from this type of gesture, in which case the
  /// caller cancels it (in `context`) and builds a new one (R6.3).
  static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext) -> Bool
}

extension Gesture where Value == Body.Value {
  public static func _makeNode(_ gesture: Self) -> GestureNode<Value> {
    Body._makeNode(gesture.body)
  }

  public static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext)
    -> Bool
  {
    Body._updateNode(node, with: gesture.body, in: context)
  }
}

extension Never: Gesture {
  public typealias Value = Never
  public var body: Never { fatalError("Never has no body") }

  public static func _makeNode(_ gesture: Never) -> GestureNode<Never> {}
  public static func _updateNode(_ node: GestureNode<Never>, with gesture: Never, in context: UpdateContext)
    -> Bool
  {}
}

/// The body of a primitive gesture, which has none. Calling it traps, as in SwiftUI.
@inline(never)
func primitiveGestureBody(_ name: StaticString) -> Never {
  fatalError("a primitive gesture has no body")
}

extension Gesture where Body == Never {
  /// A primitive gesture's body, which does not exist: reading it traps, as in SwiftUI.
  public var body: Never { primitiveGestureBody("Gesture") }
}
