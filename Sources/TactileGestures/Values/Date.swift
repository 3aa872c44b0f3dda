/// A point in time, as Foundation's `Date`: seconds since 2001-01-01 00:00:00 UTC.
///
/// Gesture values carry the time of their event as a `Date`. The engine runs on virtual time:
/// an event at virtual time `t` seconds has the date `Date(timeIntervalSinceReferenceDate: t)`,
/// so `value.time.timeIntervalSince(start.time)` measures virtual seconds exactly.
/// Printed as Foundation prints a date: `2001-01-01 00:00:00 +0000`.
public struct Date: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var timeIntervalSinceReferenceDate: Double

  public init(timeIntervalSinceReferenceDate: Double) {
    self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
  }

  /// The reference date, 2001-01-01 00:00:00 UTC.
  public init() { self.init(timeIntervalSinceReferenceDate: 0) }

  /// Seconds from `other` to `self` (positive when `self` is later).
  public func timeIntervalSince(_ other: Date) -> Double {
    timeIntervalSinceReferenceDate - other.timeIntervalSinceReferenceDate
  }

  public func addingTimeInterval(_ interval: Double) -> Date {
    Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + interval)
  }

  public static func < (lhs: Date, rhs: Date) -> Bool {
    lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate
  }

  public var description: String {
    let total = timeIntervalSinceReferenceDate
    guard total.isFinite, abs(total) < 1e15 else { return "\(total)" }
    let (year, month, day, rest) = Date.utc(total)
    func two(_ v: Int64) -> String { v < 10 ? "0\(v)" : "\(v)" }
    func four(_ v: Int64) -> String {
      let s = "\(abs(v))"
      return (v < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
    return "\(four(year))-\(two(month))-\(two(day)) "
      + "\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60)) +0000"
  }

  /// The UTC calendar date and the second of that day of the moment `seconds` after
  /// 2001-01-01 00:00:00 UTC (fractions of a second are dropped). `seconds` must be finite and
  /// smaller in size than 1e15.
  public static func utc(_ seconds: Double) -> (year: Int64, month: Int64, day: Int64, second: Int64) {
    let whole = Int64(seconds.rounded(.down))
    var days = whole / 86_400
    var rest = whole % 86_400
    if rest < 0 {
      rest += 86_400
      days -= 1
    }
    // Days since 2001-01-01 → civil date (Howard Hinnant's algorithm, shifted from 1970).
    let z = days + 11_323 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day, rest)
  }
}
