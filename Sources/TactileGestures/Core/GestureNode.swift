/// The live, stateful counterpart of a gesture value: what tracks touches for one attached
/// gesture across events, while the gesture *value* is re-created on every view update.
///
/// Gesture values are descriptions (as in SwiftUI); nodes hold recognition state. When a view
/// re-evaluates its body, each node receives the new description of the same gesture (new
/// closures, new parameters) and keeps its state (R13.3). When the description's type changes
/// (an `AnyGesture` or `Optional` switching), the old node is cancelled and a new one built
/// (R6.3, R6.4).
///
/// Guarantees: a node reports at most one terminal phase per touch sequence and then repeats
/// it until `reset()`; `cancel` on a live node makes it terminal (`failed`) without running
/// `onEnded`, queueing the `@GestureState` resets of its subtree.
public class AnyGestureNode {
  /// The node's position in its attached gesture, for trace entries (`SequenceGesture.second ›
  /// DragGesture`). Assigned by the arena when the node joins an attachment.
  var tracePath = ""
  /// The kind of the terminal phase, once the node has one (until `reset()`). Kept here, not
  /// generic, so that the arena's per-event checks need no generic metadata natively.
  final var terminalKind: PhaseKind?
  /// The kind of the last phase the node reported.
  final var lastKind: PhaseKind = .possible
  /// Whether a recognizer's sequence has been opened in the trace.
  final var startedTracking = false
  /// Whether a `paused` trace entry is open: the recognizer's own phase was recognised but its
  /// dependency holds it back (tracing only).
  final var isHeldBack = false

  init() {}

  /// The name shown in traces, such as `DragGesture` or `TapGesture(count: 2)`.
  var traceName: String { "Gesture" }

  /// Whether this node is a recognizer (a primitive gesture) whose phases are traced.
  var isRecognizer: Bool { false }

  /// The child nodes, for naming and walking the tree.
  var children: [(label: String, node: AnyGestureNode)] { [] }

  /// The kind of the last phase the node reported (its terminal phase's, once it has one).
  final var currentKind: PhaseKind { terminalKind ?? lastKind }

  /// The earliest time at which the node needs an update even if no event arrives; `nil` once
  /// the node is terminal.
  final var deadline: EventTime? { terminalKind == nil ? nextDeadline : nil }

  /// The node's pending timer while it is live. Overridden by nodes with timers and by
  /// composites (the earliest of their children's).
  var nextDeadline: EventTime? { nil }

  /// Whether the subtree contains a node that can have a timer (`nextDeadline`). The arena
  /// caches it per attachment, with `dependency`, and skips the deadline walk for gestures
  /// without timers (drags, pinches). Overridden by nodes with timers and by composites.
  var hasTimers: Bool { false }

  /// The weakest dependency in the subtree (R2.6): taps wait (`failIfActive`), long presses
  /// and drags are paused (`pausedUntilFailed`), and an attached gesture that contains a
  /// magnify, rotate or spatial-event recognizer has none.
  var dependency: GestureDependency { .none }

  /// The number of taps the gesture requires, if it is a tap gesture (R9.9).
  var requiredTapCount: Int? { nil }

  /// Tears the node down mid-sequence: it becomes `failed`; `onEnded` does not run; the
  /// `@GestureState`s it updated are reset (R1.5, R13.1).
  final func cancel(_ context: UpdateContext, reason: TraceReason) {
    guard terminalKind == nil else { return }
    terminalKind = .failed
    willCancel(context, reason: reason)
    if isRecognizer, startedTracking { context.trace(self, .cancelled(reason)) }
    lastKind = .failed
  }

  /// Makes the node fresh for the next touch sequence. Call only on terminal nodes.
  final func reset() {
    terminalKind = nil
    lastKind = .possible
    startedTracking = false
    isHeldBack = false
    resetState()
  }

  /// Called once when the node reaches a terminal phase by itself, so composites can cancel
  /// children that are still live.
  func terminated(_ context: UpdateContext) {}

  /// Subclass hook for `cancel`: cancel children, queue state resets.
  func willCancel(_ context: UpdateContext, reason: TraceReason) {}

  /// Subclass hook for `reset`.
  func resetState() {}

  /// Records a recognizer's failure with its reason (after its start, if it fails in the very
  /// update it started, so every traced sequence opens before it ends).
  final func traceFailure(_ context: UpdateContext, _ reason: TraceReason) {
    guard context.tracer != nil else { return }
    if !startedTracking {
      startedTracking = true
      context.trace(self, .possible)
    }
    context.trace(self, .failed(reason))
  }

  /// Traces a recognizer's recognition being held back by its dependency while a
  /// higher-precedence gesture may still succeed (R2.6): `raw` is its own phase, `phase` what it
  /// reports. A `paused` entry opens when it would be recognised but reports `possible`
  /// (after the sequence's `possible`, so that the timeline draws the paused span inside it);
  /// `resumed` closes it when what it waited for failed.
  final func traceHoldBack(raw: PhaseKind, phase: PhaseKind, _ context: UpdateContext) {
    if phase == .possible, raw == .active || raw == .ended, !isHeldBack {
      isHeldBack = true
      if !startedTracking {
        startedTracking = true
        context.trace(self, .possible)
      }
      let awaited = context.awaitedLabels
      context.trace(self, .paused(waitingFor: awaited.isEmpty ? "a higher-precedence gesture" : awaited))
    } else if isHeldBack, phase == .active || phase == .ended {
      isHeldBack = false
      context.trace(self, .resumed)
    }
  }

  /// Whether a recognizer has begun tracking a touch (for the first `possible` trace line).
  var hasStarted: Bool { false }
}

/// A node producing values of type `Value`: keeps the terminal phase sticky, traces
/// recognizers' phase changes, and runs the node's step.
///
/// The step is not an overridable method but a function every node class hands to
/// `init(step:)`, written in its initializer as `{ node, input, phase in phase =
/// unsafeDowncast(node, to: Self.self).computePhase(input) }` (`computePhase` being the final
/// class's own method). Native Swift never specialises the vtable entries of generic classes,
/// so an overridden `step` of `ChangedNode<Content>` would run
/// generic code, looking up metadata on every update; a closure formed in an initializer that
/// is itself specialised (the construction chain `GestureAttachment.init` → `_makeNode` →
/// `init` is, from the call site down) is specialised code, and so is everything it calls
/// statically. Embedded Swift specialises either way. The closure captures nothing, so storing
/// and calling it costs no allocation or reference counting.
///
/// The phase travels `inout` on purpose: Embedded Swift for wasm32 (6.3.1) miscompiles
/// overridable methods of a generic class whose parameters or results have the class's
/// generic type when it is specialised with a one-byte type (`GestureNode<Bool>`); values
/// travel through memory instead. See ARCHITECTURE.md, "Embedded Swift".
public class GestureNode<Value>: AnyGestureNode {
  /// Computes the phase for one update of `node` (always the node that stores it) into `phase`.
  typealias Step = (GestureNode<Value>, NodeInput, inout GesturePhase<Value>) -> Void

  private let stepper: Step
  /// The terminal phase while `terminalKind` is set. Not cleared by `reset()` (the next
  /// terminal phase overwrites it), so that resetting needs no generic code.
  private var terminal = GesturePhase<Value>.failed

  init(step: @escaping Step) { stepper = step }

  /// Updates the node with `input` and returns its phase.
  final func update(_ input: NodeInput) -> GesturePhase<Value> {
    if let kind = terminalKind { return kind == .failed ? .failed : terminal }
    var phase = GesturePhase<Value>.failed
    stepper(self, input, &phase)
    let kind = phase.kind
    if kind.isTerminal {
      terminal = phase
      terminalKind = kind
      if kind != .failed { terminated(input.context) }
    }
    if input.context.tracer != nil, isRecognizer { tracePhase(phase, input.context) }
    lastKind = kind
    return phase
  }

  private func tracePhase(_ phase: GesturePhase<Value>, _ context: UpdateContext) {
    let kind = phase.kind
    switch kind {
    case .possible:
      if !startedTracking, phase.value != nil || hasStarted {
        startedTracking = true
        context.trace(self, .possible)
      }
    case .active:
      startedTracking = true
      context.trace(self, lastKind == .active ? .changed : .began)
    case .ended:
      if !startedTracking { context.trace(self, .possible) }
      startedTracking = true
      context.trace(self, .ended)
    case .failed:
      // Recognizers trace their own failure reasons; nothing more to add.
      break
    }
  }
}
