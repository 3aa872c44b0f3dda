/// The gesture behind `onLongPressGesture(…perform:onPressingChanged:)`: a long press that
/// reports when pressing starts and stops, and performs its action on success (R3.6).
///
/// Pressing follows the long press's reported phase, so a long press paused behind a
/// higher-precedence gesture (R2.6 amended) is not pressing: `onPressingChanged(true)` fires
/// when it stops being paused (decision 4.13). When it resumes straight into success (its
/// `minimumDuration` elapsed while it was paused), `onPressingChanged(true)` and `(false)` fire
/// together before `perform`, so that every press a view shows also ends (Tactile's decision).
struct PressingGesture: Gesture {
  typealias Value = Bool
  typealias Body = Never

  var content: LongPressGesture
  var perform: () -> Void
  var onPressingChanged: ((Bool) -> Void)?

  static func _makeNode(_ gesture: PressingGesture) -> GestureNode<Bool> {
    PressingNode(content: LongPressGesture._makeNode(gesture.content), gesture: gesture)
  }

  static func _updateNode(_ node: GestureNode<Bool>, with gesture: PressingGesture, in context: UpdateContext)
    -> Bool
  {
    guard let node = node as? PressingNode else { return false }
    node.rebuildContent(gesture.content, context)
    node.gesture = gesture
    return true
  }
}

/// The node of `PressingGesture`.
final class PressingNode: ModifierNode<Bool, Bool> {
  var gesture: PressingGesture
  private var isPressing = false

  init(content: GestureNode<Bool>, gesture: PressingGesture) {
    self.gesture = gesture
    super.init(content: content) { node, input, phase in
      phase = unsafeDowncast(node, to: PressingNode.self).computePhase(input)
    }
  }

  override var traceName: String { "onLongPressGesture" }

  private func computePhase(_ input: NodeInput) -> GesturePhase<Bool> {
    let phase = content.update(input)
    let context = input.context
    switch phase {
    case .active:
      if !isPressing {
        isPressing = true
        pressingChanged(true, context)
      }
    case .ended:
      if !isPressing {
        isPressing = true
        pressingChanged(true, context)
      }
      stopPressing(context)
      let perform = gesture.perform
      context.trace(content, .callback("perform"))
      context.enqueue(perform)
    case .failed:
      stopPressing(context)
    case .possible:
      break
    }
    return phase
  }

  private func pressingChanged(_ pressing: Bool, _ context: UpdateContext) {
    guard let callback = gesture.onPressingChanged else { return }
    context.trace(content, .callback("onPressingChanged(\(pressing))"))
    context.enqueue { callback(pressing) }
  }

  private func stopPressing(_ context: UpdateContext) {
    guard isPressing else { return }
    isPressing = false
    pressingChanged(false, context)
  }

  override func willCancel(_ context: UpdateContext, reason: TraceReason) {
    super.willCancel(context, reason: reason)
    stopPressing(context)
  }

  override func resetState() {
    isPressing = false
    super.resetState()
  }
}
