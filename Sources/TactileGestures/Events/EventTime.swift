/// A moment on the engine's virtual clock, in seconds.
///
/// The engine never reads a real clock: every event carries its time, and timers (a long press
/// reaching `minimumDuration`, a tap window closing) fire when the host advances the clock to
/// them. The same events therefore always produce the same decisions.
public struct EventTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var seconds: Double

  public init(seconds: Double) { self.seconds = seconds }

  public static func seconds(_ s: Double) -> EventTime { EventTime(seconds: s) }
  public static func milliseconds(_ ms: Double) -> EventTime { EventTime(seconds: ms / 1000) }

  public static let zero = EventTime(seconds: 0)

  /// The time in milliseconds.
  public var milliseconds: Double { seconds * 1000 }

  /// The `Date` gesture values report for this moment.
  public var date: Date { Date(timeIntervalSinceReferenceDate: seconds) }

  public static func < (lhs: EventTime, rhs: EventTime) -> Bool { lhs.seconds < rhs.seconds }
  public static func + (lhs: EventTime, rhs: Double) -> EventTime { EventTime(seconds: lhs.seconds + rhs) }
  public static func - (lhs: EventTime, rhs: EventTime) -> Double { lhs.seconds - rhs.seconds }

  public var description: String { "\(milliseconds) ms" }
}
