import TactileUIIR

extension BuiltinRegistry {
  /// `Date.FormatStyle`: a record of the fields asked for (`.dateTime.weekday().day()`) or of a
  /// date and time style, formatted as Foundation does in English (United States).
  mutating func addDateFormatStyle() {
    add(.`Date.FormatStyle.init(date:time:locale:calendar:timeZone:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      var style = DateFieldStyle()
      style.date = symbolName(try call.plain(0))
      style.time = symbolName(try call.plain(1))
      return style.value
    }
    constant(.`FormatStyle.dateTime`, DateFieldStyle().value)
    let fields: [(SurfaceKey, String)] = [
      (.`Date.FormatStyle.year(_:)`, "year"), (.`Date.FormatStyle.month(_:)`, "month"),
      (.`Date.FormatStyle.day(_:)`, "day"), (.`Date.FormatStyle.weekday(_:)`, "weekday"),
      (.`Date.FormatStyle.hour(_:)`, "hour"), (.`Date.FormatStyle.minute(_:)`, "minute"),
      (.`Date.FormatStyle.second(_:)`, "second"),
    ]
    for (key, field) in fields {
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        var style = DateFieldStyle(call.plainReceiver)
        let symbol = try call.plain(0)
        style.set(field, DateFieldStyle.text(symbol) ?? symbolName(symbol))
        return style.value
      }
    }
    addSymbols([
      .`Date.FormatStyle.Symbol.Year.defaultDigits`, .`Date.FormatStyle.Symbol.Year.twoDigits`,
      .`Date.FormatStyle.Symbol.Month.defaultDigits`, .`Date.FormatStyle.Symbol.Month.twoDigits`,
      .`Date.FormatStyle.Symbol.Month.abbreviated`, .`Date.FormatStyle.Symbol.Month.wide`,
      .`Date.FormatStyle.Symbol.Month.narrow`, .`Date.FormatStyle.Symbol.Day.defaultDigits`,
      .`Date.FormatStyle.Symbol.Day.twoDigits`, .`Date.FormatStyle.Symbol.Weekday.abbreviated`,
      .`Date.FormatStyle.Symbol.Weekday.wide`, .`Date.FormatStyle.Symbol.Weekday.narrow`,
      .`Date.FormatStyle.Symbol.Weekday.short`, .`Date.FormatStyle.Symbol.Minute.defaultDigits`,
      .`Date.FormatStyle.Symbol.Minute.twoDigits`, .`Date.FormatStyle.Symbol.Second.defaultDigits`,
      .`Date.FormatStyle.Symbol.Second.twoDigits`, .`Date.FormatStyle.Symbol.Hour.AMPMStyle.omitted`,
      .`Date.FormatStyle.Symbol.Hour.AMPMStyle.narrow`, .`Date.FormatStyle.Symbol.Hour.AMPMStyle.abbreviated`,
      .`Date.FormatStyle.Symbol.Hour.AMPMStyle.wide`,
    ])
    // An hour symbol is its digits and its AM/PM style, as one string (`twoDigits omitted`).
    add(.`Date.FormatStyle.Symbol.Hour.defaultDigits(amPM:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string("defaultDigits " + symbolName(try call.plain(0)))
    }
    add(.`Date.FormatStyle.Symbol.Hour.twoDigits(amPM:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string("twoDigits " + symbolName(try call.plain(0)))
    }
    constant(.`Date.FormatStyle.Symbol.Hour.defaultDigitsNoAMPM`, .string("defaultDigits omitted"))
    constant(.`Date.FormatStyle.Symbol.Hour.twoDigitsNoAMPM`, .string("twoDigits omitted"))
    add([.`Date.formatted(_:)`]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try Formatting.format(call.plainReceiver, style: try call.plain(0), at: call.at))
    }
    // `\(value, format: style)` and `\(date, style: .relative)` in a `LocalizedStringKey`: the
    // text appended (the relative styles as at the text's evaluation, as `Text(_:style:)`).
    add(.`LocalizedStringKey.StringInterpolation.appendInterpolation(_:format:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try Formatting.format(try call.plain(0), style: try call.plain(1), at: call.at))
    }
    add(.`LocalizedStringKey.StringInterpolation.appendInterpolation(_:style:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .date(let date) = try call.plain(0) else {
        throw call.failure("'\(call.key)' expected a Date")
      }
      return .string(
        Formatting.text(date, style: symbolName(try call.plain(1)), now: call.interpreter.currentDate))
    }
    add(.`Date.FormatStyle.format(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try Formatting.format(try call.plain(0), style: call.plainReceiver, at: call.at))
    }
  }
}

/// The fields a `Date.FormatStyle` shows (each the name of its symbol, empty when not asked
/// for), or its date and time styles.
struct DateFieldStyle {
  static let recordName = "DateFormatStyle"
  static let labels = ["date", "time", "year", "month", "day", "weekday", "hour", "minute", "second"]
  var values: [String] = Array(repeating: "", count: DateFieldStyle.labels.count)

  init() {}

  /// The style a record holds; a record of another kind holds no fields.
  init(_ value: Value) {
    guard case .record(let r) = unwrapped(value), r.name == Self.recordName else { return }
    for (i, label) in Self.labels.enumerated() {
      if let field = r[label], let text = Self.text(field) { values[i] = text }
    }
  }

  /// The text a string value holds.
  static func text(_ value: Value) -> String? {
    if case .string(let s) = unwrapped(value) { return s }
    return nil
  }

  /// Whether `value` is a date format style.
  static func holds(_ value: Value) -> Bool {
    if case .record(let r) = unwrapped(value) { return r.name == recordName }
    return false
  }

  var date: String {
    get { values[0] }
    set { values[0] = newValue }
  }
  var time: String {
    get { values[1] }
    set { values[1] = newValue }
  }

  mutating func set(_ label: String, _ symbol: String) {
    if let i = Self.labels.firstIndex(of: label) { values[i] = symbol.isEmpty ? "defaultDigits" : symbol }
  }

  func field(_ label: String) -> String { values[Self.labels.firstIndex(of: label) ?? 0] }

  var value: Value {
    .record(Record(name: Self.recordName, labels: Self.labels, fields: values.map { .string($0) }))
  }

  /// The date, formatted: the fields asked for in English's order and punctuation (the pattern
  /// ICU's generator picks for them), else the date and time styles, else `formatted()`'s
  /// numeric date and shortened time.
  func format(_ seconds: Double) -> String {
    let datePart = datePattern()
    let timePart = timePattern()
    if datePart.isEmpty && timePart.isEmpty {
      if date.isEmpty && time.isEmpty { return Formatting.date(seconds, date: "numeric", time: "shortened") }
      return Formatting.date(
        seconds, date: date.isEmpty ? "omitted" : date, time: time.isEmpty ? "omitted" : time)
    }
    let parts = [datePart, timePart].filter { !$0.isEmpty }.map { Formatting.date(seconds, pattern: $0) }
    // English joins a date with a wide month to its time with "at", others with a comma.
    return parts.joined(separator: field("month") == "wide" ? " at " : ", ")
  }

  private func datePattern() -> String {
    let month = field("month")
    let day = field("day")
    let year = field("year")
    let weekday = field("weekday")
    let numeric = month == "defaultDigits" || month == "twoDigits"
    let m: String
    switch month {
    case "defaultDigits": m = "M"
    case "twoDigits": m = "MM"
    case "wide": m = "MMMM"
    case "narrow": m = "MMMMM"
    default: m = "MMM"
    }
    let d = day == "twoDigits" ? "dd" : "d"
    let y = year == "twoDigits" ? "yy" : "y"
    var core: String
    switch (!month.isEmpty, !day.isEmpty, !year.isEmpty) {
    case (true, true, true): core = numeric ? "\(m)/\(d)/\(y)" : "\(m) \(d), \(y)"
    case (true, true, false): core = numeric ? "\(m)/\(d)" : "\(m) \(d)"
    case (true, false, true): core = numeric ? "\(m)/\(y)" : "\(m) \(y)"
    case (true, false, false): core = m
    case (false, true, true): core = "\(d) \(y)"
    case (false, true, false): core = d
    case (false, false, true): core = y
    case (false, false, false): core = ""
    }
    guard !weekday.isEmpty else { return core }
    let e: String
    switch weekday {
    case "wide": e = "EEEE"
    case "narrow": e = "EEEEE"
    default: e = "EEE"
    }
    if core.isEmpty { return e }
    if month.isEmpty && year.isEmpty { return "\(d) \(e)" }
    return "\(e), \(core)"
  }

  private func timePattern() -> String {
    let hour = field("hour")
    let minute = field("minute")
    let second = field("second")
    if !hour.isEmpty {
      let parts = hour.split(separator: " ")
      var pattern = parts.first == "twoDigits" ? "hh" : "h"
      if !minute.isEmpty { pattern += ":mm" }
      if !second.isEmpty { pattern += ":ss" }
      if parts.count < 2 || parts[1] != "omitted" { pattern += "\u{202F}a" }
      return pattern
    }
    if !minute.isEmpty && !second.isEmpty { return "mm:ss" }
    if !minute.isEmpty { return minute == "twoDigits" ? "mm" : "m" }
    if !second.isEmpty { return second == "twoDigits" ? "ss" : "s" }
    return ""
  }
}
