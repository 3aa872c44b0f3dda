/// A gesture containing two gestures that can happen at the same time with neither preceding
/// the other (SwiftUI's `SimultaneousGesture`).
///
/// Both members receive every event. The combined phase follows R7.1, rows checked in order:
/// either active → active with both values; else either possible → possible; both ended →
/// ended with both values; one ended and one failed → ended with `nil` for the failed one;
/// both failed → failed. `onEnded` therefore fires once both are terminal and at least one
/// succeeded (R7.2).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The value of a simultaneous gesture: each member's value, `nil` while that member has
  /// produced none or after it failed.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?

    public init(first: First.Value?, second: Second.Value?) {
      self.first = first
      self.second = second
    }
  }
  public typealias Body = Never

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static func _makeNode(_ gesture: Self) -> GestureNode<Value> {
    SimultaneousNode<First, Second>(gesture.first, gesture.second)
  }

  public static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext)
    -> Bool
  {
    updatePair(node as? SimultaneousNode<First, Second>, gesture.first, gesture.second, context)
  }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// Combines this gesture with another so that both can be recognised at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }
}

/// The node of `SimultaneousGesture`.
final class SimultaneousNode<First: Gesture, Second: Gesture>: PairNode<
  First, Second, SimultaneousGesture<First, Second>.Value
>
{
  typealias Value = SimultaneousGesture<First, Second>.Value

  init(_ first: First, _ second: Second) {
    super.init(first, second) { node, input, phase in
      phase = unsafeDowncast(node, to: SimultaneousNode.self).computePhase(input)
    }
  }

  override var traceName: String { "SimultaneousGesture" }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Value> {
    let p1 = first.update(input)
    let p2 = second.update(input)
    let value = Value(first: p1.value, second: p2.value)
    switch (p1, p2) {
    case (.active, _), (_, .active): return .active(value)
    case (.possible, _), (_, .possible): return .possible(nil)
    case (.ended, _), (_, .ended): return .ended(value)
    case (.failed, .failed): return .failed
    }
  }

}
