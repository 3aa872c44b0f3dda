/// The node of a primitive gesture (`DragGesture`, `TapGesture`, …): a recognizer, whose phases
/// and failures are traced as one sequence per touch.
///
/// Subclasses hand their step to `init(step:)` as a capture-free closure formed in their
/// initializer (see `GestureNode`).
class RecognizerNode<Value>: GestureNode<Value> {
  override final var isRecognizer: Bool { true }

  /// The recognizer's failure for `reason`, traced: steps write `return fail(input, .secondTouch)`.
  final func fail(_ input: NodeInput, _ reason: TraceReason) -> GesturePhase<Value> {
    traceFailure(input.context, reason)
    return .failed
  }
}

/// A recognizer that reads its parameters from its gesture's description (`DragGesture`,
/// `LongPressGesture`, `SpatialEventGesture`), which every view update replaces.
protocol DescribedRecognizer: AnyObject {
  associatedtype Description
  var gesture: Description { get set }
}

extension DescribedRecognizer {
  /// Gives `node` (`nil` when it was built from another type of gesture) the new description.
  static func update(_ node: Self?, with gesture: Description) -> Bool {
    guard let node else { return false }
    node.gesture = gesture
    return true
  }
}
