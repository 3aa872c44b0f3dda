/// A moment on the engine's virtual clock.
///
/// The engine never reads a real clock: every event carries its time, and timers (a long press
/// reaching `minimumDuration`, a tap window closing) fire when the host advances the clock to
/// them. The same events therefore always produce the same decisions.
///
/// Stored in milliseconds, the unit of events files, so that whole-millisecond inputs and the
/// engine's limits (750 ms, 350 ms) add up exactly: a tap released at 50 ms waits until 400 ms,
/// not 399.99999999999994.
public struct EventTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var milliseconds: Double

  public init(milliseconds: Double) { self.milliseconds = milliseconds }
  public init(seconds: Double) { self.milliseconds = seconds * 1000 }

  public static func seconds(_ s: Double) -> EventTime { EventTime(seconds: s) }
  public static func milliseconds(_ ms: Double) -> EventTime { EventTime(milliseconds: ms) }

  public static let zero = EventTime(milliseconds: 0)

  /// The time in seconds.
  public var seconds: Double { milliseconds / 1000 }

  /// The `Date` gesture values report for this moment.
  public var date: Date { Date(timeIntervalSinceReferenceDate: seconds) }

  public static func < (lhs: EventTime, rhs: EventTime) -> Bool { lhs.milliseconds < rhs.milliseconds }
  /// The moment `seconds` after `lhs`.
  public static func + (lhs: EventTime, seconds: Double) -> EventTime {
    EventTime(milliseconds: lhs.milliseconds + seconds * 1000)
  }
  /// The seconds from `rhs` to `lhs`.
  public static func - (lhs: EventTime, rhs: EventTime) -> Double {
    (lhs.milliseconds - rhs.milliseconds) / 1000
  }

  public var description: String { "\(milliseconds) ms" }
}
