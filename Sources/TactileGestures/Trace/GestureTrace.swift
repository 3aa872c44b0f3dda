/// One decision of the engine, for the Studio's gesture timeline and `tactile replay --trace`.
///
/// Entries are produced only while a `GestureTracer` is installed; without one the engine
/// builds none of them (the checks are a single optional test per decision).
public struct TraceEntry: Hashable, Sendable, CustomStringConvertible {
  /// When the decision was taken.
  public var time: EventTime
  /// The attachment (a `.gesture`-family modifier on one view) the recognizer belongs to.
  public var attachment: AttachmentKey
  /// The host's label for that attachment, for example `Circle .gesture`.
  public var attachmentLabel: String
  /// The recognizer's path inside the attached gesture, for example `DragGesture` or
  /// `SequenceGesture.second › DragGesture`; empty for decisions about the whole attachment.
  public var recognizer: String
  public var event: TraceEvent

  public init(
    time: EventTime, attachment: AttachmentKey, attachmentLabel: String, recognizer: String,
    event: TraceEvent
  ) {
    self.time = time
    self.attachment = attachment
    self.attachmentLabel = attachmentLabel
    self.recognizer = recognizer
    self.event = event
  }

  /// The entry as one line of `tactile replay --trace`: the time in milliseconds, the
  /// attachment, the recognizer and the decision with its reason.
  public var description: String {
    let subject = recognizer.isEmpty ? attachmentLabel : "\(attachmentLabel) › \(recognizer)"
    return "\(time.milliseconds) ms  \(subject): \(event)"
  }
}

/// What happened to a recognizer or an attachment.
public enum TraceEvent: Hashable, Sendable, CustomStringConvertible {
  /// A pointer was bound to the attachment by hit testing.
  case pointerBound(PointerID)
  /// The recognizer started tracking (possible).
  case possible
  /// The recognizer was recognised (entered active).
  case began
  /// The recognizer's value changed while active.
  case changed
  /// The recognizer succeeded.
  case ended
  /// The recognizer failed by its own rules.
  case failed(TraceReason)
  /// The recognizer was cancelled from outside (prevented, removed, system cancel, …).
  case cancelled(TraceReason)
  /// The recognizer's success is held back until a higher-precedence gesture fails (R2.6).
  case paused(waitingFor: String)
  /// A held-back recognizer may proceed: everything it waited for failed.
  case resumed
  /// The attachment was recognised and prevented lower-precedence attachments.
  case won(over: [String])
  /// The attachment lost to a higher-precedence attachment.
  case lost(to: String, TraceReason)
  /// A callback ran (`onChanged`, `onEnded`, `updating`, …).
  case callback(String)
  /// A `@GestureState` was written (with the host's description of the value, if any).
  case stateWritten(String)
  /// A `@GestureState` was reset to its initial value.
  case stateReset(String)

  public var description: String {
    switch self {
    case .pointerBound(let id): "pointer \(id.rawValue) bound"
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .failed(let reason): "failed (\(reason))"
    case .cancelled(let reason): "cancelled (\(reason))"
    case .paused(let other): "paused (waiting for \(other) to fail)"
    case .resumed: "resumed"
    case .won(let others): "won over \(others.joined(separator: ", "))"
    case .lost(let other, let reason): "lost to \(other) (\(reason))"
    case .callback(let name): "\(name) fired"
    case .stateWritten(let value): "state = \(value)"
    case .stateReset(let value): "state reset to \(value)"
    }
  }
}

/// Why a recognizer failed or was cancelled, in words a developer can act on.
public enum TraceReason: Hashable, Sendable, CustomStringConvertible {
  case movedTooFar(distance: Double, limit: Double)
  case heldTooLong(seconds: Double, limit: Double)
  case liftedTooEarly(seconds: Double, required: Double)
  case liftedBeforeMinimumDistance(distance: Double, required: Double)
  case tapWindowExpired(limit: Double)
  case tooFewTouches
  case secondTouch
  case systemCancelled
  case touchSequenceEnded
  case viewRemoved
  case gestureReplaced
  case gestureDisabled
  case optionalIsNil
  case firstGestureFailed
  case exclusiveFirstEnded
  case higherPrecedenceActive(String)
  case preventedBy(String)
  case modifierKeysNotHeld
  case movedAcrossScrollAxis
  case scrollBegan(String)

  public var description: String {
    switch self {
    case .movedTooFar(let distance, let limit):
      "moved \(rounded(distance)) pt, more than the \(rounded(limit)) pt allowed"
    case .heldTooLong(let seconds, let limit):
      "held \(rounded(seconds)) s, longer than the \(rounded(limit)) s a tap allows"
    case .liftedTooEarly(let seconds, let required):
      "lifted after \(rounded(seconds)) s, before minimumDuration \(rounded(required)) s"
    case .liftedBeforeMinimumDistance(let distance, let required):
      "lifted after moving \(rounded(distance)) pt, less than minimumDistance \(rounded(required)) pt"
    case .tapWindowExpired(let limit): "the next tap did not come within \(rounded(limit)) s"
    case .tooFewTouches: "fewer than two touches remain"
    case .secondTouch: "a second touch landed on a one-touch gesture"
    case .systemCancelled: "the system cancelled the touch"
    case .touchSequenceEnded: "the touch sequence ended before the gesture was recognised"
    case .viewRemoved: "its view was removed"
    case .gestureReplaced: "the gesture was replaced by one of another type"
    case .gestureDisabled: "the gesture was disabled"
    case .optionalIsNil: "the optional gesture is nil"
    case .firstGestureFailed: "the first gesture of the sequence failed"
    case .exclusiveFirstEnded: "the higher-precedence member of exclusively(before:) ended"
    case .higherPrecedenceActive(let other): "\(other) became active and has precedence"
    case .preventedBy(let other): "\(other) was recognised and has precedence"
    case .modifierKeysNotHeld: "the required modifier keys are not held"
    case .movedAcrossScrollAxis: "the finger moved across the scroll view's axis, not along it"
    case .scrollBegan(let pan): "\(pan) began scrolling, which cancels the content's touches"
    }
  }
}

/// Rounds to at most three decimals for messages.
private func rounded(_ value: Double) -> String {
  let scaled = (value * 1000).rounded() / 1000
  return "\(scaled)"
}

/// Receives the engine's trace entries. Install one on a `GestureArena` to record decisions.
public final class GestureTracer {
  private let sink: (TraceEntry) -> Void

  public init(_ sink: @escaping (TraceEntry) -> Void) { self.sink = sink }

  func record(_ entry: TraceEntry) { sink(entry) }
}
