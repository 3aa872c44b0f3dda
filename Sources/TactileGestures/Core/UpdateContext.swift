import TactileGeometry

/// What one update of the arena shares among all the recognizers it runs: the time, the
/// queue of callbacks to run once every gesture has computed its phase, and the tracer.
///
/// Callbacks (`onChanged`, `onEnded`, `@GestureState` writes and resets) are queued in the order
/// recognizers produce them — innermost modifier first — and run after the update (R1.7).
///
/// The arena reuses one context from update to update (`begin`), keeping the queue's storage,
/// unless that context is still running its callbacks — a callback that drives the arena gets
/// a fresh one.
public final class UpdateContext {
  public private(set) var time: EventTime
  private(set) var tracer: GestureTracer?
  private var actions: [QueuedAction] = []
  /// Whether the context is between `begin` (or `init`) and the end of `flush`.
  private(set) var isInUse = true

  /// The attachment being updated, for trace entries.
  var attachment = AttachmentKey(node: NodeID(0), index: 0)
  var attachmentLabel = ""
  /// The labels of the higher-precedence attachments the one being updated still waits for,
  /// for `paused` trace entries (set only while tracing).
  var awaitedLabels = ""
  /// The labels of the higher-precedence attachments that are active, for the reason a tap
  /// fails (R2.6; set only while tracing).
  var activeLabels = ""

  init(time: EventTime, tracer: GestureTracer?) {
    self.time = time
    self.tracer = tracer
  }

  /// Starts a new update with this (flushed) context, as a fresh context would.
  func begin(time: EventTime, tracer: GestureTracer?) {
    self.time = time
    self.tracer = tracer
    attachment = AttachmentKey(node: NodeID(0), index: 0)
    attachmentLabel = ""
    awaitedLabels = ""
    activeLabels = ""
    isInUse = true
  }

  /// Queues `action` to run after the update.
  func enqueue(_ action: @escaping () -> Void) { actions.append(.closure(action)) }

  /// Queues `call` to run after the update. The call must not be queued already.
  func enqueue(_ call: QueuedCall) {
    call.isQueued = true
    actions.append(.call(call))
  }

  /// Runs the queued actions in order; actions queued while running run too.
  func flush() {
    var index = 0
    while index < actions.count {
      switch actions[index] {
      case .closure(let action):
        action()
      case .call(let call):
        call.isQueued = false
        call.perform(call)
      }
      index += 1
    }
    actions.removeAll(keepingCapacity: true)
    isInUse = false
  }

  /// Records a trace entry for `node`, if a tracer listens.
  @inline(__always)
  func trace(_ node: AnyGestureNode?, _ event: @autoclosure () -> TraceEvent) {
    guard let tracer else { return }
    tracer.record(
      TraceEntry(
        time: time, attachment: attachment, attachmentLabel: attachmentLabel,
        recognizer: node?.tracePath ?? "", event: event()))
  }
}

/// One entry of an `UpdateContext`'s queue.
enum QueuedAction {
  case closure(() -> Void)
  case call(QueuedCall)
}

/// One pointer that is down and bound to an attachment, with its latest global location.
public struct TrackedPointer: Hashable, Sendable {
  public var id: PointerID
  public var location: CGPoint
  public var modifiers: EventModifiers
}

/// The input of one recognizer for one update.
///
/// `changes` are this update's events for pointers bound to the attachment — several when
/// fingers change at the same moment, as touches of one frame do; none for a timer. `pointers`
/// are the attachment's pointers that are down after the changes. A recognizer that has not
/// started yet and is told to `adopt` starts from the pointers already down, as the second
/// gesture of a sequence does when the first succeeds (decision 4.4).
struct NodeInput {
  var time: EventTime
  var changes: [PointerEvent]
  var pointers: [TrackedPointer]
  var inherited: InheritedPhase
  var adopt: Bool
  let context: UpdateContext
  var space: SpaceResolver
}

/// Converts global (canvas) points into the coordinate spaces a gesture may ask for, using the
/// layout current at this update (so a view that moves under the finger moves its local space,
/// R11.3).
public struct SpaceResolver {
  /// The size of the attached view's bounds (for `startAnchor`).
  public var localSize: CGSize
  /// Maps global points into the attached view's local space.
  let localFromGlobal: CGAffineTransform
  /// Finds the transform into a named space or the enclosing scroll view's space.
  private let otherSpace: (CoordinateSpace) -> CGAffineTransform

  public init(
    localSize: CGSize, localFromGlobal: CGAffineTransform,
    otherSpace: @escaping (CoordinateSpace) -> CGAffineTransform
  ) {
    self.localSize = localSize
    self.localFromGlobal = localFromGlobal
    self.otherSpace = otherSpace
  }

  /// A resolver where every space is the global one (for gestures driven without views).
  public static var identity: SpaceResolver {
    SpaceResolver(localSize: .zero, localFromGlobal: .identity) { _ in .identity }
  }

  public func convert(_ globalPoint: CGPoint, to space: CoordinateSpace) -> CGPoint {
    switch space {
    case .global: globalPoint
    case .local: globalPoint.applying(localFromGlobal)
    case .named, .scrollView: globalPoint.applying(otherSpace(space))
    }
  }
}
