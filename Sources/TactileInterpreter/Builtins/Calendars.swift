import TactileUIIR

// `Calendar`, `DateComponents` and `TimeZone` (docs/runtime-values.md, "Calendars").
//
// Every calendar computes with the proleptic Gregorian calendar, whatever its identifier, in
// its time zone's fixed offset from GMT (GMT unless set: the preview's zone), with no daylight
// saving time; the week starts on `firstWeekday` (1, Sunday, as in the en_US locale) and its
// first week of a year or month is the one holding the 1st (minimumDaysInFirstWeek 1).

/// The fields of `DateComponents`, in the order of its initializer.
let dateComponentFields = [
  "calendar", "timeZone", "era", "year", "month", "day", "hour", "minute", "second", "nanosecond",
  "weekday", "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear",
]

/// A `Calendar` value.
func calendarValue(_ identifier: String = "gregorian", timeZone: Value = timeZoneValue("GMT", 0)) -> Value {
  record(
    "Calendar",
    [
      "identifier": .symbol("Calendar.Identifier." + identifier), "locale": .optional(locale("en_US")),
      "timeZone": timeZone, "firstWeekday": .int(1),
    ])
}

/// A `TimeZone` value: its identifier and offset from GMT in seconds.
func timeZoneValue(_ identifier: String, _ offset: Int) -> Value {
  record("TimeZone", ["identifier": .string(identifier), "offset": .int(offset)])
}

/// Gregorian arithmetic on dates (seconds since 2001-01-01 00:00 GMT).
enum Gregorian {
  /// Days from 2001-01-01 to a civil date (months and days out of range carry over).
  static func days(year: Int, month: Int, day: Int) -> Int {
    let months = year * 12 + (month - 1)
    let y0 = months >= 0 ? months / 12 : (months - 11) / 12
    let m = months - y0 * 12 + 1
    let y = m <= 2 ? y0 - 1 : y0
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * ((m + 9) % 12) + 2) / 5
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468 - 11_323 + (day - 1)
  }

  /// The local time of `DateComponents` (year, month and day 1 where not given).
  static func local(_ components: Record) -> Double {
    func field(_ name: String, _ fallback: Int) -> Int {
      if case .optional(.int(let n)?)? = components[name] { return n.hostInt }
      if case .int(let n)? = components[name] { return n.hostInt }
      return fallback
    }
    let day = days(year: field("year", 1), month: field("month", 1), day: field("day", 1))
    return Double(day) * 86_400
      + Double(field("hour", 0) * 3600 + field("minute", 0) * 60 + field("second", 0))
      + Double(field("nanosecond", 0)) / 1e9
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    days(year: year, month: month + 1, day: 1) - days(year: year, month: month, day: 1)
  }

  /// The date `months` months after `seconds`, its day clamped to the new month's last day.
  static func adding(months: Int, to seconds: Double) -> Double {
    let c = Formatting.Civil(seconds)
    let total = c.year * 12 + (c.month - 1) + months
    let year = total >= 0 ? total / 12 : (total - 11) / 12
    let month = total - year * 12 + 1
    let day = min(c.day, daysInMonth(year: year, month: month))
    let timeOfDay = seconds - (seconds / 86_400).rounded(.down) * 86_400
    return Double(days(year: year, month: month, day: day)) * 86_400 + timeOfDay
  }

  /// The value of `component` for a date in a calendar whose week starts on `firstWeekday`.
  static func component(_ component: String, _ seconds: Double, firstWeekday: Int) -> Int? {
    let c = Formatting.Civil(seconds)
    switch component {
    case "era": return c.year > 0 ? 1 : 0
    case "year": return c.year
    case "month": return c.month
    case "day": return c.day
    case "hour": return c.hour
    case "minute": return c.minute
    case "second": return c.second
    case "nanosecond":
      let fraction = seconds - seconds.rounded(.down)
      return Int((fraction * 1e9).rounded())
    case "weekday": return c.weekday
    case "weekdayOrdinal": return (c.day - 1) / 7 + 1
    case "quarter": return (c.month - 1) / 3 + 1
    case "weekOfMonth":
      let first = days(year: c.year, month: c.month, day: 1)
      let offset = (weekday(ofDay: first) - firstWeekday + 7) % 7
      return (c.day - 1 + offset) / 7 + 1
    case "weekOfYear", "yearForWeekOfYear":
      let (week, year) = weekOfYear(c, firstWeekday: firstWeekday)
      return component == "weekOfYear" ? week : year
    default: return nil
    }
  }

  /// The weekday (1 Sunday … 7 Saturday) of a day counted from 2001-01-01 (a Monday).
  static func weekday(ofDay day: Int) -> Int { ((day % 7) + 7 + 1) % 7 + 1 }

  /// The week of the year and the year it belongs to: week 1 holds January 1st.
  static func weekOfYear(_ c: Formatting.Civil, firstWeekday: Int) -> (Int, Int) {
    let today = days(year: c.year, month: c.month, day: c.day)
    let weekStart = today - (c.weekday - firstWeekday + 7) % 7
    let nextYear = days(year: c.year + 1, month: 1, day: 1)
    if weekStart + 6 >= nextYear { return (1, c.year + 1) }
    let first = days(year: c.year, month: 1, day: 1)
    let offset = (weekday(ofDay: first) - firstWeekday + 7) % 7
    return ((today - first + offset) / 7 + 1, c.year)
  }

  /// `seconds` moved by `value` units of `component`.
  static func adding(_ component: String, _ value: Int64, to seconds: Double) -> Double? {
    switch component {
    case "era": return seconds
    case "year", "yearForWeekOfYear": return adding(months: value.hostInt * 12, to: seconds)
    case "quarter": return adding(months: value.hostInt * 3, to: seconds)
    case "month": return adding(months: value.hostInt, to: seconds)
    case "day", "weekday", "weekdayOrdinal": return seconds + Double(value) * 86_400
    case "weekOfYear", "weekOfMonth": return seconds + Double(value) * 7 * 86_400
    case "hour": return seconds + Double(value) * 3600
    case "minute": return seconds + Double(value) * 60
    case "second": return seconds + Double(value)
    case "nanosecond": return seconds + Double(value) / 1e9
    default: return nil
    }
  }

  /// The whole units of `component` from `start` to `end` (towards zero), and the date reached.
  static func difference(_ component: String, from start: Double, to end: Double) -> (Int64, Double) {
    let months: Int
    switch component {
    case "year", "yearForWeekOfYear": months = 12
    case "quarter": months = 3
    case "month": months = 1
    default:
      let unit: Double
      switch component {
      case "day": unit = 86_400
      case "weekOfYear", "weekOfMonth": unit = 7 * 86_400
      case "hour": unit = 3600
      case "minute": unit = 60
      case "second": unit = 1
      case "nanosecond": unit = 1e-9
      default: return (0, start)
      }
      let n = ((end - start) / unit).rounded(.towardZero)
      return (n.magnitude < 9.2e18 ? Int64(n) : (n < 0 ? .min : .max), start + n * unit)
    }
    let a = Formatting.Civil(start)
    let b = Formatting.Civil(end)
    var n = ((b.year - a.year) * 12 + (b.month - a.month)) / months
    if end >= start {
      while n > 0, adding(months: n * months, to: start) > end { n -= 1 }
    } else {
      while n < 0, adding(months: n * months, to: start) < end { n += 1 }
    }
    return (Int64(n), adding(months: n * months, to: start))
  }
}

extension BuiltinRegistry {
  /// `Calendar`, `DateComponents` and `TimeZone`.
  mutating func addCalendars() {
    add([.`Calendar.current`, .`Calendar.autoupdatingCurrent`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in calendarValue()
    }
    add(.`Calendar.init(identifier:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      calendarValue(symbolName(try call.argument(0)))
    }
    addRecordFields([
      .`Calendar.identifier`, .`Calendar.locale`, .`Calendar.timeZone`, .`Calendar.firstWeekday`,
    ])
    constant(.`Calendar.weekdaySymbols`, .array(Formatting.weekdays.map { .string($0) }))
    constant(
      .`Calendar.shortWeekdaySymbols`, .array(Formatting.weekdays.map { .string(String($0.prefix(3))) }))
    constant(
      .`Calendar.veryShortWeekdaySymbols`, .array(Formatting.weekdays.map { .string(String($0.prefix(1))) }))
    constant(.`Calendar.monthSymbols`, .array(Formatting.months.map { .string($0) }))
    constant(.`Calendar.shortMonthSymbols`, .array(Formatting.months.map { .string(String($0.prefix(3))) }))
    add(.`Calendar.component(_:from:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      return .int(
        Gregorian.component(symbolName(try call.argument(0)), try c.local(1), firstWeekday: c.firstWeekday)
          ?? 0)
    }
    add(.`Calendar.dateComponents(_:from:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      let seconds = try c.local(1)
      var values: [String: Value] = [:]
      for item in try call.elements(0) {
        let name = symbolName(item)
        if name == "calendar" {
          values[name] = .optional(call.plainReceiver)
        } else if name == "timeZone" {
          values[name] = .optional(c.timeZone)
        } else if let v = Gregorian.component(name, seconds, firstWeekday: c.firstWeekday) {
          values[name] = .optional(.int(v))
        }
      }
      return dateComponents(values)
    }
    add(.`Calendar.dateComponents(_:from:to:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      var cursor = try c.local(1)
      let end = try c.local(2)
      let requested = Set(try call.elements(0).map { symbolName($0) })
      var values: [String: Value] = [:]
      // Largest unit first: what is left after whole years goes to months, then days, ….
      for name in [
        "era", "year", "yearForWeekOfYear", "quarter", "month", "weekOfYear", "weekOfMonth", "day", "hour",
        "minute", "second", "nanosecond",
      ]
      where requested.contains(name) {
        let (n, reached) = Gregorian.difference(name, from: cursor, to: end)
        values[name] = .optional(.int(n))
        cursor = reached
      }
      for name in ["weekday", "weekdayOrdinal"] where requested.contains(name) {
        values[name] = .optional(.int(0))
      }
      return dateComponents(values)
    }
    add(.`Calendar.date(byAdding:value:to:wrappingComponents:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      guard
        let moved = Gregorian.adding(symbolName(try call.argument(0)), try call.int(1), to: try c.local(2))
      else { return .optional(nil) }
      return .optional(.date(c.global(moved)))
    }
    add(.`Calendar.date(byAdding:to:wrappingComponents:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      var seconds = try c.local(1)
      guard case .record(let components) = try call.plain(0) else { return .optional(nil) }
      for name in [
        "year", "quarter", "month", "weekOfYear", "weekOfMonth", "day", "weekday", "hour", "minute", "second",
        "nanosecond",
      ] {
        guard case .optional(.int(let n)?)? = components[name], n != 0 else { continue }
        seconds = Gregorian.adding(name, n, to: seconds) ?? seconds
      }
      return .optional(.date(c.global(seconds)))
    }
    add(.`Calendar.date(from:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      guard case .record(let components) = try call.plain(0) else { return .optional(nil) }
      return .optional(.date(c.global(Gregorian.local(components))))
    }
    add(.`Calendar.date(bySettingHour:minute:second:of:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      let (hour, minute, second) = (try call.int(0), try call.int(1), try call.int(2))
      guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else {
        return .optional(nil)
      }
      let day = (try c.local(3) / 86_400).rounded(.down) * 86_400
      return .optional(.date(c.global(day + Double(hour * 3600 + minute * 60 + second))))
    }
    add(.`Calendar.startOfDay(for:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      return .date(c.global((try c.local(0) / 86_400).rounded(.down) * 86_400))
    }
    add(.`Calendar.isDate(_:inSameDayAs:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      return .bool(c.day(try c.local(0)) == c.day(try c.local(1)))
    }
    add(.`Calendar.isDate(_:equalTo:toGranularity:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      let (a, b) = (try c.local(0), try c.local(1))
      let units: [String]
      switch symbolName(try call.argument(2)) {
      case "era": units = ["era"]
      case "year": units = ["year"]
      case "quarter": units = ["year", "quarter"]
      case "month": units = ["year", "month"]
      case "weekOfYear", "weekOfMonth", "yearForWeekOfYear": units = ["yearForWeekOfYear", "weekOfYear"]
      case "day", "weekday", "weekdayOrdinal": units = ["year", "month", "day"]
      case "hour": units = ["year", "month", "day", "hour"]
      case "minute": units = ["year", "month", "day", "hour", "minute"]
      default: return .bool(a.rounded(.down) == b.rounded(.down))
      }
      return .bool(
        units.allSatisfy {
          Gregorian.component($0, a, firstWeekday: c.firstWeekday)
            == Gregorian.component($0, b, firstWeekday: c.firstWeekday)
        })
    }
    for (key, offset) in [
      (SurfaceKey.`Calendar.isDateInToday(_:)`, 0), (.`Calendar.isDateInYesterday(_:)`, -1),
      (.`Calendar.isDateInTomorrow(_:)`, 1),
    ] {
      // Today is the day of the virtual clock's date.
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        let c = CalendarCall(call)
        let today = c.day(c.localNow)
        return .bool(c.day(try c.local(0)) == today + offset)
      }
    }
    add(.`Calendar.isDateInWeekend(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      let weekday = Formatting.Civil(try c.local(0)).weekday
      return .bool(weekday == 1 || weekday == 7)
    }
    add(.`Calendar.range(of:in:for:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let c = CalendarCall(call)
      let civil = Formatting.Civil(try c.local(2))
      let range: (Int, Int)?
      switch (symbolName(try call.argument(0)), symbolName(try call.argument(1))) {
      case ("day", "month"): range = (1, Gregorian.daysInMonth(year: civil.year, month: civil.month) + 1)
      case ("day", "year"):
        range = (
          1,
          Gregorian.days(year: civil.year + 1, month: 1, day: 1)
            - Gregorian.days(year: civil.year, month: 1, day: 1) + 1
        )
      case ("month", "year"): range = (1, 13)
      case ("weekday", "weekOfMonth"), ("weekday", "weekOfYear"), ("weekday", "month"), ("weekday", "year"):
        range = (1, 8)
      case ("hour", "day"): range = (0, 24)
      case ("minute", "hour"): range = (0, 60)
      case ("second", "minute"): range = (0, 60)
      case ("weekOfMonth", "month"):
        let lastDay = Double(Gregorian.days(year: civil.year, month: civil.month + 1, day: 0)) * 86_400
        range = (1, (Gregorian.component("weekOfMonth", lastDay, firstWeekday: c.firstWeekday) ?? 5) + 1)
      case ("weekOfYear", "year"): range = (1, 54)
      default: range = nil
      }
      guard let (lower, upper) = range else { return .optional(nil) }
      return .optional(.range(.int(lower), .int(upper), closed: false))
    }

    add(
      .`DateComponents.init(calendar:timeZone:era:year:month:day:hour:minute:second:nanosecond:weekday:weekdayOrdinal:quarter:weekOfMonth:weekOfYear:yearForWeekOfYear:)`
    ) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      var values: [String: Value] = [:]
      for (i, name) in dateComponentFields.enumerated() where i < call.arguments.count {
        values[name] = call.arguments[i]
      }
      return dateComponents(values)
    }
    addRecordFields([
      .`DateComponents.calendar`, .`DateComponents.timeZone`, .`DateComponents.era`, .`DateComponents.year`,
      .`DateComponents.month`, .`DateComponents.day`, .`DateComponents.hour`, .`DateComponents.minute`,
      .`DateComponents.second`, .`DateComponents.nanosecond`, .`DateComponents.weekday`,
      .`DateComponents.weekdayOrdinal`, .`DateComponents.quarter`, .`DateComponents.weekOfMonth`,
      .`DateComponents.weekOfYear`, .`DateComponents.yearForWeekOfYear`,
    ])
    add(.`DateComponents.date`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      // The date of the components in their calendar; nil without one, as in Foundation.
      guard case .record(let r) = call.plainReceiver, case .optional(let calendar?)? = r["calendar"] else {
        return .optional(nil)
      }
      var offset = 0
      if case .record(let cal) = unwrapped(calendar),
        case .record(let zone)? = cal["timeZone"].map(unwrapped),
        case .int(let n)? = zone["offset"]
      {
        offset = n.hostInt
      }
      return .optional(.date(Gregorian.local(r) - Double(offset)))
    }

    add([.`TimeZone.current`, .`TimeZone.autoupdatingCurrent`, .`TimeZone.gmt`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in timeZoneValue("GMT", 0)
    }
    add(.`TimeZone.init(identifier:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let name = try call.string(0)
      guard let offset = TimeZones.offset(name) else { return .optional(nil) }
      return .optional(timeZoneValue(name, offset))
    }
    add(.`TimeZone.init(abbreviation:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let name = try call.string(0)
      guard let offset = TimeZones.offset(name) else { return .optional(nil) }
      return .optional(timeZoneValue(name, offset))
    }
    add(.`TimeZone.init(secondsFromGMT:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let offset = try call.hostInt(0)
      guard offset >= -18 * 3600, offset <= 18 * 3600 else { return .optional(nil) }
      return .optional(timeZoneValue(TimeZones.name(offset), offset))
    }
    addRecordFields([.`TimeZone.identifier`])
    add(.`TimeZone.secondsFromGMT(for:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(let r) = call.plainReceiver, case .int(let n)? = r["offset"] else { return .int(0) }
      return .int(n)
    }
  }
}

/// `DateComponents` with the fields given, nil elsewhere.
func dateComponents(_ values: [String: Value]) -> Value {
  .record(
    Record(
      name: "DateComponents", labels: dateComponentFields,
      fields: dateComponentFields.map { values[$0] ?? .optional(nil) }))
}

/// Time zones by name: GMT and UTC, and fixed offsets written `GMT+2`, `GMT-05:30`, `UTC+1`.
enum TimeZones {
  static func offset(_ name: String) -> Int? {
    if name == "GMT" || name == "UTC" || name == "Z" { return 0 }
    for prefix in ["GMT", "UTC"] where name.hasPrefix(prefix) {
      var rest = Substring(name.dropFirst(prefix.count))
      guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
      rest = rest.dropFirst()
      let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
      guard let hours = Int(parts[0]), hours <= 18 else { return nil }
      let minutes = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
      let total = hours * 3600 + minutes * 60
      return sign == "-" ? -total : total
    }
    return nil
  }

  static func name(_ offset: Int) -> String {
    if offset == 0 { return "GMT" }
    let magnitude = abs(offset)
    let (h, m) = (magnitude / 3600, magnitude % 3600 / 60)
    return "GMT" + (offset < 0 ? "-" : "+") + (h < 10 ? "0" : "") + String(h) + (m < 10 ? "0" : "")
      + String(m)
  }
}

/// A calendar method's receiver: its week's first day and time zone, and dates in its local time.
private struct CalendarCall {
  let call: NativeCall
  let firstWeekday: Int
  let timeZone: Value
  let offset: Double

  init(_ call: NativeCall) {
    self.call = call
    var first = 1
    var zone = timeZoneValue("GMT", 0)
    var offset = 0.0
    if case .record(let r) = call.plainReceiver {
      if case .int(let n)? = r["firstWeekday"] { first = n.hostInt }
      if let z = r["timeZone"] {
        zone = unwrapped(z)
        if case .record(let zr) = zone, case .int(let n)? = zr["offset"] { offset = Double(n) }
      }
    }
    firstWeekday = first
    timeZone = zone
    self.offset = offset
  }

  /// Argument `i`, a date, in the calendar's local time.
  func local(_ i: Int) throws(RuntimeError) -> Double {
    guard case .date(let d) = try call.plain(i) else { throw call.failure("'\(call.key)' expected a Date") }
    return d + offset
  }

  var localNow: Double { call.interpreter.currentDate + offset }

  /// A local time as a date.
  func global(_ seconds: Double) -> Double { seconds - offset }

  /// The day number of a local time.
  func day(_ seconds: Double) -> Int { Int((seconds / 86_400).rounded(.down)) }
}
