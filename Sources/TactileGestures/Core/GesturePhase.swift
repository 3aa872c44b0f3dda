/// Where a gesture stands during one touch sequence: the four-state model every gesture —
/// primitive, modified or composed — reports on each update.
///
/// `possible` is tracking but not recognised (it may carry a provisional value), `active` is
/// recognised with a streaming value, `ended` succeeded and `failed` failed or was cancelled.
/// `ended` and `failed` are terminal until the engine resets the gesture for the next
/// sequence. Callbacks are pure functions of this stream (R1.1–R1.3).
public enum GesturePhase<Value> {
  case possible(Value?)
  case active(Value)
  case ended(Value)
  case failed

  /// The phase without its value.
  public var kind: PhaseKind {
    switch self {
    case .possible: .possible
    case .active: .active
    case .ended: .ended
    case .failed: .failed
    }
  }

  /// The value carried by `possible`, `active` or `ended`; `nil` for `failed`.
  public var value: Value? {
    switch self {
    case .possible(let value): value
    case .active(let value), .ended(let value): value
    case .failed: nil
    }
  }

  public var isTerminal: Bool { kind == .ended || kind == .failed }
  public var isActive: Bool { kind == .active }
  public var isFailed: Bool { kind == .failed }

  /// The same phase with its value transformed.
  public func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
    switch self {
    case .possible(let value): .possible(value.map(transform))
    case .active(let value): .active(transform(value))
    case .ended(let value): .ended(transform(value))
    case .failed: .failed
    }
  }

  /// The phase held back while a dependency is unresolved: `active` and `ended` become
  /// `possible` with their value; `possible` and `failed` are unchanged.
  func paused() -> GesturePhase {
    switch self {
    case .possible, .failed: self
    case .active(let value), .ended(let value): .possible(value)
    }
  }
}

/// The kind of a `GesturePhase`, without its value.
public enum PhaseKind: Hashable, Sendable, CustomStringConvertible {
  case possible
  case active
  case ended
  case failed

  /// Whether the phase ends the touch sequence for the gesture.
  public var isTerminal: Bool { self == .ended || self == .failed }

  public var description: String {
    switch self {
    case .possible: "possible"
    case .active: "active"
    case .ended: "ended"
    case .failed: "failed"
    }
  }
}
