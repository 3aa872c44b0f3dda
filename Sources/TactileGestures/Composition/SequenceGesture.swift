/// A gesture that's a sequence of two gestures: the second receives events only after the
/// first succeeds (SwiftUI's `SequenceGesture`, R7.4–R7.5).
///
/// Phases: while the first is possible, the sequence is possible; while it is active, the
/// sequence is active with `.first(v1)`; if it fails, the sequence fails. When it ends, the
/// second starts from the fingers already down, at their current positions (decision 4.4), and
/// the sequence is active with `.second(v1, v2?)` until the second ends (→ ended with
/// `.second(v1, v2)`) or fails (→ failed). If no finger is down when the first ends (it ended on
/// a lift, like a tap), the second waits `GestureConstants.sequenceIdleTimeout` for a new touch.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The value of a sequence gesture.
  public enum Value {
    /// The first gesture hasn't ended.
    case first(First.Value)
    /// The first gesture has ended; the second's value, if it has one yet.
    case second(First.Value, Second.Value?)
  }
  public typealias Body = Never

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static func _makeNode(_ gesture: Self) -> GestureNode<Value> {
    SequenceNode<First, Second>(gesture.first, gesture.second)
  }

  public static func _updateNode(_ node: GestureNode<Value>, with gesture: Self, in context: UpdateContext)
    -> Bool
  {
    updatePair(node as? SequenceNode<First, Second>, gesture.first, gesture.second, context)
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
  /// Sequences this gesture before another: the other receives events only after this one
  /// succeeds.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

/// The node of `SequenceGesture`.
final class SequenceNode<First: Gesture, Second: Gesture>: PairNode<
  First, Second, SequenceGesture<First, Second>.Value
>
{
  typealias Value = SequenceGesture<First, Second>.Value
  /// The first gesture's final value, once it has ended.
  private var firstValue: First.Value?
  /// Whether `firstValue` is set, kept non-generic so that the deadline walk (an override,
  /// which native Swift runs unspecialised) needs no generic metadata.
  private var firstEnded = false
  /// When the second started with no finger down, the time by which a touch must come.
  private var idleDeadline: EventTime?

  init(_ first: First, _ second: Second) {
    super.init(first, second) { node, input, phase in
      phase = unsafeDowncast(node, to: SequenceNode.self).computePhase(input)
    }
  }

  override var traceName: String { "SequenceGesture" }
  override var hasTimers: Bool { true }
  override var nextDeadline: EventTime? {
    firstEnded ? earliest(second.deadline, idleDeadline) : first.deadline
  }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Value> {
    guard let v1 = firstValue else {
      switch first.update(input) {
      case .possible: return .possible(nil)
      case .active(let v): return .active(.first(v))
      case .failed:
        return .failed
      case .ended(let v):
        firstValue = v
        firstEnded = true
        // The second starts now, from the fingers already down (without this update's event).
        var start = input
        start.changes = []
        start.adopt = true
        if input.pointers.isEmpty { idleDeadline = input.time + GestureConstants.sequenceIdleTimeout }
        return secondPhase(v, second.update(start))
      }
    }
    if idleDeadline != nil {
      if input.changes.contains(where: { $0.phase == .down }) {
        idleDeadline = nil
      } else if let deadline = idleDeadline, input.time >= deadline {
        second.cancel(input.context, reason: .touchSequenceEnded)
        return .failed
      }
    }
    return secondPhase(v1, second.update(input))
  }

  private func secondPhase(_ v1: First.Value, _ p2: GesturePhase<Second.Value>) -> GesturePhase<Value> {
    switch p2 {
    case .possible(let v2): .active(.second(v1, v2))
    case .active(let v2): .active(.second(v1, v2))
    case .ended(let v2): .ended(.second(v1, v2))
    case .failed: .failed
    }
  }

  override func resetState() {
    firstValue = nil
    firstEnded = false
    idleDeadline = nil
    super.resetState()
  }
}
