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

  init() {}

  /// The name shown in traces, such as `DragGesture` or `TapGesture(count: 2)`.
  var traceName: String { "Gesture" }

  /// Whether this node is a recognizer (a primitive gesture) whose phases are traced.
  var isRecognizer: Bool { false }

  /// The child nodes, for naming and walking the tree.
  var children: [(label: String, node: AnyGestureNode)] { [] }

  /// The kind of the last phase the node reported.
  var currentKind: PhaseKind { .possible }

  /// The earliest time at which the node needs an update even if no event arrives; `nil` once
  /// the node is terminal.
  var deadline: EventTime? { nil }

  /// The weakest dependency in the subtree (R2.6): an attached gesture that contains any
  /// non-tap recognizer has none.
  var dependency: GestureDependency { .none }

  /// The number of taps the gesture requires, if it is a tap gesture (R9.9).
  var requiredTapCount: Int? { nil }

  /// Tears the node down mid-sequence: it becomes `failed`; `onEnded` does not run; the
  /// `@GestureState`s it updated are reset (R1.5, R13.1).
  func cancel(_ context: UpdateContext, reason: TraceReason) {}

  /// Makes the node fresh for the next touch sequence. Call only on terminal nodes.
  func reset() {}
}

/// A node producing values of type `Value`. Subclasses implement `step(_:)`; the base class
/// keeps the terminal phase sticky, traces recognizers' phase changes and implements
/// `cancel` and `reset` through the subclass hooks.
public class GestureNode<Value>: AnyGestureNode {
  private var terminal: GesturePhase<Value>?
  private var lastKind: PhaseKind = .possible
  private var startedTracking = false

  override var currentKind: PhaseKind { terminal?.kind ?? lastKind }

  override final var deadline: EventTime? { terminal == nil ? nextDeadline : nil }

  /// The node's pending timer while it is live. Overridden by nodes with timers and by
  /// composites (the earliest of their children's).
  var nextDeadline: EventTime? { nil }

  /// Updates the node with `input` and returns its phase.
  final func update(_ input: NodeInput) -> GesturePhase<Value> {
    if let terminal { return terminal }
    var phase = GesturePhase<Value>.failed
    step(input, into: &phase)
    if phase.isTerminal {
      terminal = phase
      if !phase.isFailed { terminated(input.context) }
    }
    if isRecognizer, input.context.tracer != nil { tracePhase(phase, input.context) }
    lastKind = phase.kind
    return phase
  }

  /// Computes the phase for one update into `phase`. Overridden by every node class.
  ///
  /// The phase is passed `inout` rather than returned on purpose: Embedded Swift for wasm32
  /// (6.3.1) miscompiles overridable methods of a generic class whose parameters or results have
  /// the class's generic type when it is specialized with a one-byte type — `GestureNode<Bool>`
  /// for `LongPressGesture` called the wrong function or passed wrong values. Values travel
  /// through memory instead. See ARCHITECTURE.md, "Embedded Swift".
  func step(_ input: NodeInput, into phase: inout GesturePhase<Value>) {}

  /// Called once when the node reaches a terminal phase by itself, so composites can cancel
  /// children that are still live.
  func terminated(_ context: UpdateContext) {}

  /// Subclass hook for `cancel`: cancel children, queue state resets.
  func willCancel(_ context: UpdateContext, reason: TraceReason) {}

  /// Subclass hook for `reset`.
  func resetState() {}

  override final func cancel(_ context: UpdateContext, reason: TraceReason) {
    guard terminal == nil else { return }
    terminal = .failed
    willCancel(context, reason: reason)
    if isRecognizer, startedTracking { context.trace(self, .cancelled(reason)) }
    lastKind = .failed
  }

  override final func reset() {
    terminal = nil
    lastKind = .possible
    startedTracking = false
    resetState()
  }

  /// Records a recognizer's failure with its reason (after its start, if it fails in the very
  /// update it started, so every traced sequence opens before it ends).
  func traceFailure(_ context: UpdateContext, _ reason: TraceReason) {
    guard context.tracer != nil else { return }
    if !startedTracking {
      startedTracking = true
      context.trace(self, .possible)
    }
    context.trace(self, .failed(reason))
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

  /// Whether a recognizer has begun tracking a touch (for the first `possible` trace line).
  var hasStarted: Bool { false }
}
