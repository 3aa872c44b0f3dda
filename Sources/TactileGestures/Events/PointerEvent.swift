import TactileGeometry

/// Identifies one finger (or the mouse, or a pen) from touch-down to lift-off.
public struct PointerID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: PointerID, rhs: PointerID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "\(rawValue)" }
}

/// One timestamped input event for one pointer, in the canvas's (global) coordinates.
///
/// A pointer's life is `down`, any number of `move`s, then `up` (lifted normally) or `cancel`
/// (the system took the touch away: an incoming call, Control Center; gestures fail, R4.9).
public struct PointerEvent: Hashable, Sendable, CustomStringConvertible {
  public enum Phase: Hashable, Sendable {
    case down
    case move
    case up
    case cancel
  }

  public var phase: Phase
  public var pointer: PointerID
  public var location: CGPoint
  public var time: EventTime
  public var modifiers: EventModifiers

  public init(
    _ phase: Phase, pointer: PointerID = PointerID(1), at location: CGPoint, time: EventTime,
    modifiers: EventModifiers = []
  ) {
    self.phase = phase
    self.pointer = pointer
    self.location = location
    self.time = time
    self.modifiers = modifiers
  }

  public var description: String {
    "\(time.milliseconds) \(phase) \(pointer.rawValue) \(location.x) \(location.y)"
  }
}

/// Why the engine refused an event. A refused event changes nothing.
public enum PointerEventError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The time is NaN or infinite.
  case nonFiniteTime
  /// The time is earlier than the previous event's or timer's.
  case timeWentBackwards(previous: EventTime, received: EventTime)
  /// A coordinate is NaN or infinite.
  case nonFiniteLocation(CGPoint)
  /// Pointer ids are positive integers.
  case invalidPointerID(PointerID)
  /// A `down` for a pointer that is already down.
  case pointerAlreadyDown(PointerID)
  /// A `move`, `up` or `cancel` for a pointer that is not down.
  case pointerNotDown(PointerID)
  /// Events delivered together must share one time.
  case mixedTimes(EventTime, EventTime)

  public var description: String {
    switch self {
    case .nonFiniteTime: "event time is not a finite number"
    case .timeWentBackwards(let previous, let received):
      "event time \(received.milliseconds) ms is earlier than the previous time \(previous.milliseconds) ms"
    case .nonFiniteLocation(let point): "event location \(point) is not finite"
    case .invalidPointerID(let id): "pointer id \(id.rawValue) is not a positive integer"
    case .pointerAlreadyDown(let id): "pointer \(id.rawValue) is already down"
    case .pointerNotDown(let id): "pointer \(id.rawValue) is not down"
    case .mixedTimes(let a, let b):
      "events delivered together have different times (\(a.milliseconds) ms and \(b.milliseconds) ms)"
    }
  }
}
