/// A gesture that consists of two gestures where only one of them can succeed, giving
/// precedence to the first (SwiftUI's `ExclusiveGesture`).
///
/// Both members receive events; the second sees the first's state as its inherited phase, so a
/// tap in second place waits while the first is possible and fails once it is active (R2.6).
/// The combined phase follows R7.3, rows checked in order: first active → `.first`; first
/// possible and second active → `.second`; a possible member with a value → possible with it
/// (first preferred); first ended → ended `.first`; first failed → the second's phase as
/// `.second`; both failed → failed. When the combined gesture ends, a member still in flight is
/// cancelled.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The value of an exclusive gesture: which member produced it.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  public typealias Body = Never

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static func _makeNode(_ gesture: Self) -> GestureNode<Value> {
    ExclusiveNode<First, Second>(gesture.first, gesture.second)
  }

  public static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext)
    -> Bool
  {
    updatePair(node as? ExclusiveNode<First, Second>, gesture.first, gesture.second, context)
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// Combines two gestures exclusively: only one can succeed, and this one has precedence.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// The node of `ExclusiveGesture`.
final class ExclusiveNode<First: Gesture, Second: Gesture>: PairNode<
  First, Second, ExclusiveGesture<First, Second>.Value
>
{
  typealias Value = ExclusiveGesture<First, Second>.Value

  init(_ first: First, _ second: Second) {
    super.init(first, second) { node, input, phase in
      phase = unsafeDowncast(node, to: ExclusiveNode.self).computePhase(input)
    }
  }

  override var traceName: String { "ExclusiveGesture" }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Value> {
    let p1 = first.update(input)
    var secondInput = input
    secondInput.inherited = input.inherited.below(p1)
    let p2: GesturePhase<Second.Value>
    if input.context.tracer != nil {
      // The second member's trace names the first as what it waits for or lost to (R2.6).
      let context = input.context
      let (awaited, active) = (context.awaitedLabels, context.activeLabels)
      if !p1.isFailed { context.awaitedLabels = joined(awaited, first.tracePath) }
      if p1.isActive { context.activeLabels = joined(active, first.tracePath) }
      p2 = second.update(secondInput)
      (context.awaitedLabels, context.activeLabels) = (awaited, active)
    } else {
      p2 = second.update(secondInput)
    }
    switch (p1, p2) {
    case (.active(let a), _): return .active(.first(a))
    case (.possible, .active(let b)): return .active(.second(b))
    case (.possible(let a?), _): return .possible(.first(a))
    case (.possible, .possible(let b?)): return .possible(.second(b))
    case (.possible, _): return .possible(nil)
    case (.ended(let a), _): return .ended(.first(a))
    case (.failed, .active(let b)): return .active(.second(b))
    case (.failed, .possible(let b?)): return .possible(.second(b))
    case (.failed, .ended(let b)): return .ended(.second(b))
    case (.failed, _): return .failed
    }
  }

  override func terminated(_ context: UpdateContext) {
    first.cancel(context, reason: .exclusiveFirstEnded)
    second.cancel(context, reason: .exclusiveFirstEnded)
  }

}

/// `a` and `b` as a list for trace sentences.
private func joined(_ a: String, _ b: String) -> String { a.isEmpty ? b : "\(a), \(b)" }
