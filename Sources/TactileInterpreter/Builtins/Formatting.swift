import TactileUIIR

extension BuiltinRegistry {
  /// Numbers and dates as Foundation formats them for the canvas's locale (English, United
  /// States) and time zone (UTC) (docs/runtime-values.md, "Formatting").
  mutating func addFormatting() {
    // Format styles are records the formatting reads.
    add(.`FloatingPointFormatStyle.init(locale:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      numberStyle("number")
    }
    add(.`IntegerFormatStyle.init(locale:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      numberStyle("number")
    }
    constant(.`FormatStyle.number`, numberStyle("number"))
    constant(.`FormatStyle.percent`, numberStyle("percent"))
    add([.`FormatStyle.currency(code:)`, .`FloatingPointFormatStyle.Currency.init(code:locale:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      numberStyle("currency", code: try call.string(0))
    }
    add(.`FloatingPointFormatStyle.precision(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard case .record(var style) = call.plainReceiver, case .record(let p) = try call.plain(0) else {
        return call.plainReceiver
      }
      for (label, field) in zip(p.labels, p.fields) {
        if let i = style.labels.firstIndex(of: label) { style.fields[i] = field }
      }
      return .record(style)
    }
    add(.`NumberFormatStyleConfiguration.Precision.fractionLength(_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch try call.plain(0) {
      case .int(let n):
        return record("Precision", ["minimumFraction": .int(n), "maximumFraction": .int(n)])
      case .range(.int(let lower), .int(let upper), let closed):
        return record(
          "Precision", ["minimumFraction": .int(lower), "maximumFraction": .int(closed ? upper : upper - 1)])
      default:
        throw call.failure("'fractionLength' expected an Int or a range of them")
      }
    }
    add(.`NumberFormatStyleConfiguration.Precision.integerLength(_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Precision", ["minimumInteger": .int(try call.int(0))])
    }
    add(.`NumberFormatStyleConfiguration.Precision.significantDigits(_:)`) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      record("Precision", ["significantDigits": .int(try call.int(0))])
    }
    add([.`BinaryFloatingPoint.formatted()`, .`BinaryInteger.formatted()`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try Formatting.format(call.plainReceiver, style: numberStyle("number"), at: call.at))
    }
    add(.`BinaryFloatingPoint.formatted(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try Formatting.format(call.plainReceiver, style: try call.plain(0), at: call.at))
    }
    add([
      .`FloatingPointFormatStyle.format(_:)`, .`FloatingPointFormatStyle.Currency.format(_:)`,
      .`FloatingPointFormatStyle.Percent.format(_:)`, .`IntegerFormatStyle.format(_:)`,
      .`FormatStyle.format(_:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(try Formatting.format(try call.plain(0), style: call.plainReceiver, at: call.at))
    }
    addSymbols([
      .`Date.FormatStyle.DateStyle.omitted`, .`Date.FormatStyle.DateStyle.numeric`,
      .`Date.FormatStyle.DateStyle.abbreviated`, .`Date.FormatStyle.DateStyle.long`,
      .`Date.FormatStyle.DateStyle.complete`, .`Date.FormatStyle.TimeStyle.omitted`,
      .`Date.FormatStyle.TimeStyle.shortened`, .`Date.FormatStyle.TimeStyle.standard`,
      .`Date.FormatStyle.TimeStyle.complete`, .`Text.DateStyle.time`, .`Text.DateStyle.date`,
      .`Text.DateStyle.relative`, .`Text.DateStyle.offset`, .`Text.DateStyle.timer`,
    ])
    addDateFormatStyle()
    add(.`Date.formatted()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(Formatting.date(try call.date(), date: "numeric", time: "shortened"))
    }
    add(.`Date.formatted(date:time:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .string(
        Formatting.date(
          try call.date(), date: symbolName(try call.plain(0)), time: symbolName(try call.plain(1))))
    }
    add(.`NSNumber.init(value:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      try call.plain(0)
    }
    add(.`NSNumber.doubleValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .double(try call.receiverDouble())
    }
    add(.`NSNumber.intValue`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      switch call.plainReceiver {
      case .int(let n): return .int(n)
      case .double(let d) where d.isFinite && d.magnitude < 9.0e18: return .int(Int64(d))
      default: return .int(0)
      }
    }
    addFormatters()
  }

  /// `NumberFormatter` and `DateFormatter`: records whose settings live in a cell their copies
  /// share (they are classes).
  private mutating func addFormatters() {
    add(.`NumberFormatter.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      formatter(
        "NumberFormatter",
        [
          "numberStyle": .symbol("NumberFormatter.Style.none"), "minimumFractionDigits": .int(0),
          "maximumFractionDigits": .int(0), "minimumIntegerDigits": .int(1),
          "usesGroupingSeparator": .bool(false),
          "currencyCode": .string("USD"), "locale": locale("en_US"),
        ])
    }
    addDateParsing()
    add(.`DateFormatter.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      formatter(
        "DateFormatter",
        [
          "dateFormat": .string(""), "dateStyle": .symbol("DateFormatter.Style.none"),
          "timeStyle": .symbol("DateFormatter.Style.none"), "locale": locale("en_US"),
          "calendar": calendarValue(), "timeZone": timeZoneValue("GMT", 0),
        ])
    }
    for key: SurfaceKey in [
      .`NumberFormatter.numberStyle`, .`NumberFormatter.locale`, .`NumberFormatter.currencyCode`,
      .`NumberFormatter.minimumFractionDigits`, .`NumberFormatter.maximumFractionDigits`,
      .`NumberFormatter.minimumIntegerDigits`, .`NumberFormatter.usesGroupingSeparator`,
      .`DateFormatter.dateFormat`, .`DateFormatter.dateStyle`, .`DateFormatter.timeStyle`,
      .`DateFormatter.locale`, .`DateFormatter.calendar`, .`DateFormatter.timeZone`,
    ] {
      let name = key.memberName
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        formatterSettings(call.plainReceiver)?[name] ?? .optional(nil)
      }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        guard case .record(let r) = unwrapped(container), case .cell(let cell)? = r["settings"],
          case .dictionary(var d) = cell.value
        else { return container }
        var stored = unwrapped(value)
        // Setting a style fixes the fraction digits as Foundation does.
        if name == "numberStyle" {
          let digits = Formatting.fractionDigits(style: symbolName(stored))
          d.set("minimumFractionDigits", .int(digits.minimum))
          d.set("maximumFractionDigits", .int(digits.maximum))
          d.set("usesGroupingSeparator", .bool(symbolName(stored) != "none"))
        }
        if name == "dateFormat", case .optional(nil) = stored { stored = .string("") }
        d.set(name, stored)
        cell.value = .dictionary(d)
        return container
      }
    }
    add([.`NumberFormatter.string(from:)`, .`NumberFormatter.string(for:)`]) {
      (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let settings = formatterSettings(call.plainReceiver), let value = number(try call.plain(0)) else {
        return .optional(nil)
      }
      return .optional(.string(Formatting.numberFormatter(value, settings)))
    }
    add(.`DateFormatter.string(from:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let settings = formatterSettings(call.plainReceiver), case .date(let date) = try call.plain(0)
      else {
        return .string("")
      }
      if case .string(let pattern)? = settings["dateFormat"], !pattern.isEmpty {
        return .string(Formatting.date(date, pattern: pattern))
      }
      return .string(
        Formatting.dateFormatter(
          date, date: symbolName(settings["dateStyle"] ?? .void),
          time: symbolName(settings["timeStyle"] ?? .void)))
    }
  }
}

/// A number format style: its kind (`number`, `percent`, `currency`), currency code and precision.
func numberStyle(_ kind: String, code: String = "") -> Value {
  record(
    "NumberFormatStyle",
    [
      "kind": .string(kind), "code": .string(code), "minimumFraction": .optional(nil),
      "maximumFraction": .optional(nil), "minimumInteger": .optional(nil),
      "significantDigits": .optional(nil),
    ])
}

/// The last component of a symbol's name (`long` for `Date.FormatStyle.DateStyle.long`).
public func symbolName(_ value: Value) -> String {
  guard case .symbol(let s) = unwrapped(value) else { return "" }
  return String(s.split(separator: ".").last ?? "")
}

func formatter(_ name: String, _ settings: KeyValuePairs<String, Value>) -> Value {
  var d = DictionaryValue()
  for (k, v) in settings {
    d.keys.append(.string(k))
    d.values.append(v)
  }
  return .record(Record(name: name, labels: ["settings"], fields: [.cell(Cell(.dictionary(d)))]))
}

func formatterSettings(_ value: Value) -> [String: Value]? {
  guard case .record(let r) = unwrapped(value), case .cell(let cell)? = r["settings"],
    case .dictionary(let d) = cell.value
  else { return nil }
  var settings: [String: Value] = [:]
  for (k, v) in zip(d.keys, d.values) { if case .string(let key) = k { settings[key] = v } }
  return settings
}

extension DictionaryValue {
  /// Sets the value of a string key.
  fileprivate mutating func set(_ key: String, _ value: Value) {
    if let i = keys.firstIndex(where: { valuesEqual($0, .string(key)) }) {
      values[i] = value
    } else {
      keys.append(.string(key))
      values.append(value)
    }
  }
}

/// Foundation's formatting for the canvas's locale (en_US) and time zone (UTC), as ICU writes it:
/// a narrow no-break space (U+202F) before AM and PM in the styles, grouping by thousands with
/// commas, half-even rounding.
public enum Formatting {
  /// A value formatted with a number format style record.
  public static func format(_ value: Value, style: Value, at: Int) throws(RuntimeError) -> String {
    if DateFieldStyle.holds(style) {
      guard case .date(let seconds) = unwrapped(value) else {
        throw RuntimeError("expected a date to format", at: at)
      }
      return DateFieldStyle(style).format(seconds)
    }
    guard let x = number(value) else { throw RuntimeError("expected a number to format", at: at) }
    guard case .record(let r) = unwrapped(style) else { return decimal(x) }
    func int(_ label: String) -> Int? {
      if case .int(let n)? = r[label].map(unwrapped) { return n.hostInt }
      return nil
    }
    var kind = "number"
    if case .string(let k)? = r["kind"] { kind = k }
    switch kind {
    case "percent":
      // An integer is a count of percent (`15` is 15%); a floating-point value a fraction.
      var percent = x * 100
      if case .int = unwrapped(value) { percent = x }
      return decimal(
        percent, minimumFraction: int("minimumFraction") ?? 0, maximumFraction: int("maximumFraction") ?? 6)
        + "%"
    case "currency":
      var code = "USD"
      if case .string(let c)? = r["code"] { code = c }
      return currency(x, code: code, fraction: int("maximumFraction"))
    default:
      var text: String
      if case .int(let n) = unwrapped(value), (int("minimumFraction") ?? 0) == 0 {
        // An Int's own digits: past 2^53 a Double would round them.
        text = (n < 0 ? "-" : "") + grouped(String(n.magnitude))
      } else {
        text = decimal(
          x, minimumFraction: int("minimumFraction") ?? 0, maximumFraction: int("maximumFraction") ?? 6)
      }
      if let minimum = int("minimumInteger") { text = padInteger(text, minimum) }
      return text
    }
  }

  /// The number with at most `maximumFraction` fraction digits (half-even), at least
  /// `minimumFraction`, and its integer part grouped by thousands.
  static func decimal(_ x: Double, minimumFraction: Int = 0, maximumFraction: Int = 6, grouping: Bool = true)
    -> String
  {
    guard x.isFinite else { return x.isNaN ? "NaN" : (x < 0 ? "-∞" : "∞") }
    let fixed = Printf.format("%.\(maximumFraction)f", [.double(x)], describe: { _ in "" })
    var negative = fixed.hasPrefix("-")
    var body = negative ? String(fixed.dropFirst()) : fixed
    var integer = body
    var fraction = ""
    if let dot = body.firstIndex(of: ".") {
      integer = String(body[body.startIndex..<dot])
      fraction = String(body[body.index(after: dot)...])
    }
    while fraction.count > minimumFraction, fraction.hasSuffix("0") { fraction.removeLast() }
    if negative, Int(integer) == 0, fraction.allSatisfy({ $0 == "0" }) { negative = false }
    body = (grouping ? grouped(integer) : integer) + (fraction.isEmpty ? "" : "." + fraction)
    return (negative ? "-" : "") + body
  }

  static func grouped(_ digits: String) -> String {
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
      out.append(c)
    }
    return out
  }

  private static func padInteger(_ text: String, _ minimum: Int) -> String {
    let negative = text.hasPrefix("-")
    var body = negative ? String(text.dropFirst()) : text
    let integerCount = body.prefix { $0 != "." }.filter { $0 != "," }.count
    if integerCount < minimum { body = String(repeating: "0", count: minimum - integerCount) + body }
    return (negative ? "-" : "") + body
  }

  /// An amount of money in `code`, with its symbol in English (United States).
  static func currency(_ x: Double, code: String, fraction: Int? = nil) -> String {
    let digits = fraction ?? (["JPY", "KRW", "VND", "CLP", "ISK"].contains(code) ? 0 : 2)
    let symbols: [String: String] = [
      "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "CAD": "CA$", "AUD": "A$", "CNY": "CN¥",
      "KRW": "₩", "BRL": "R$", "MXN": "MX$", "ILS": "₪", "VND": "₫", "NZD": "NZ$", "HKD": "HK$", "TWD": "NT$",
    ]
    let amount = decimal(x.magnitude, minimumFraction: digits, maximumFraction: digits)
    let symbol = symbols[code] ?? code + "\u{A0}"
    return (x < 0 && amount.contains(where: { $0 != "0" && $0 != "." && $0 != "," }) ? "-" : "") + symbol
      + amount
  }

  /// The fraction digits a `NumberFormatter` style starts with.
  static func fractionDigits(style: String) -> (minimum: Int, maximum: Int) {
    switch style {
    case "decimal": return (0, 3)
    case "currency": return (2, 2)
    default: return (0, 0)
    }
  }

  static func numberFormatter(_ x: Double, _ settings: [String: Value]) -> String {
    func int(_ key: String, _ fallback: Int) -> Int {
      if case .int(let n)? = settings[key] { return n.hostInt }
      return fallback
    }
    let style = symbolName(settings["numberStyle"] ?? .void)
    var grouping = false
    if case .bool(let g)? = settings["usesGroupingSeparator"] { grouping = g }
    let minimum = int("minimumFractionDigits", 0)
    let maximum = Swift.max(minimum, int("maximumFractionDigits", 0))
    switch style {
    case "currency":
      var code = "USD"
      if case .string(let c)? = settings["currencyCode"] { code = c }
      return currency(x, code: code, fraction: maximum)
    case "percent":
      return decimal(x * 100, minimumFraction: minimum, maximumFraction: maximum, grouping: grouping) + "%"
    default:
      return padInteger(
        decimal(x, minimumFraction: minimum, maximumFraction: maximum, grouping: grouping),
        int("minimumIntegerDigits", 1))
    }
  }

  // MARK: Dates

  /// The civil fields of a date (UTC, proleptic Gregorian calendar).
  struct Civil {
    var year: Int, month: Int, day: Int, weekday: Int
    var hour: Int, minute: Int, second: Int, millisecond: Int

    init(_ seconds: Double) {
      let whole = (seconds).rounded(.down)
      var total = Int(whole)
      millisecond = Int(((seconds - whole) * 1000).rounded(.down))
      var days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
      total -= days * 86_400
      hour = total / 3600
      minute = total % 3600 / 60
      second = total % 60
      // 2001-01-01 was a Monday; weekday 1 is Sunday.
      weekday = ((days % 7) + 7 + 1) % 7 + 1
      // Days from 2001-01-01 to a civil date (Howard Hinnant's algorithm, from 0000-03-01).
      days += 730_791  // to days since 0000-03-01
      let era = (days >= 0 ? days : days - 146_096) / 146_097
      let dayOfEra = days - era * 146_097
      let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let mp = (5 * dayOfYear + 2) / 153
      day = dayOfYear - (153 * mp + 2) / 5 + 1
      month = mp < 10 ? mp + 3 : mp - 9
      year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }
  }

  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November",
    "December",
  ]
  static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  /// `Date.formatted(date:time:)`.
  static func date(_ seconds: Double, date: String, time: String) -> String {
    let dates = [
      ("numeric", "M/d/yyyy"), ("abbreviated", "MMM d, yyyy"), ("long", "MMMM d, yyyy"),
      ("complete", "EEEE, MMMM d, yyyy"),
    ]
    let times = [
      ("shortened", "h:mm\u{202F}a"), ("standard", "h:mm:ss\u{202F}a"), ("complete", "h:mm:ss\u{202F}a z"),
    ]
    return joined(
      seconds, pattern(date, dates), pattern(time, times), separator: date == "numeric" ? ", " : " at ")
  }

  /// A date interval as `Text(dates)` shows it (the English interval format, with thin spaces
  /// around the dash): the times alone within a day, sharing AM or PM when both have it
  /// (`9:41 – 10:41 AM`), and dates with times across days.
  public static func interval(_ start: Double, _ end: Double) -> String {
    let dash = "\u{2009}–\u{2009}"
    guard date(start, pattern: "yyyyMMdd") == date(end, pattern: "yyyyMMdd") else {
      return dateFormatter(start, date: "short", time: "short") + dash
        + dateFormatter(end, date: "short", time: "short")
    }
    if start == end { return date(start, pattern: "h:mm\u{202F}a") }
    if date(start, pattern: "a") == date(end, pattern: "a") {
      return date(start, pattern: "h:mm") + dash + date(end, pattern: "h:mm\u{202F}a")
    }
    return date(start, pattern: "h:mm\u{202F}a") + dash + date(end, pattern: "h:mm\u{202F}a")
  }

  /// `DateFormatter`'s date and time styles.
  static func dateFormatter(_ seconds: Double, date: String, time: String) -> String {
    let (datePattern, timePattern, separator) = dateFormatterPatterns(date: date, time: time)
    return joined(seconds, datePattern, timePattern, separator: separator)
  }

  /// The patterns `DateFormatter`'s date and time styles write, and what joins them.
  static func dateFormatterPatterns(date: String, time: String) -> (String, String, String) {
    let dates = [
      ("short", "M/d/yy"), ("medium", "MMM d, y"), ("long", "MMMM d, y"), ("full", "EEEE, MMMM d, y"),
    ]
    let times = [
      ("short", "h:mm\u{202F}a"), ("medium", "h:mm:ss\u{202F}a"), ("long", "h:mm:ss\u{202F}a z"),
      ("full", "h:mm:ss\u{202F}a z"),
    ]
    return (pattern(date, dates), pattern(time, times), date == "short" ? ", " : " at ")
  }

  /// The pattern of the style `name` in `styles`; none (nothing shown) for a style not listed.
  private static func pattern(_ name: String, _ styles: [(String, String)]) -> String {
    styles.first { $0.0 == name }?.1 ?? ""
  }

  private static func joined(
    _ seconds: Double, _ datePattern: String, _ timePattern: String, separator: String
  )
    -> String
  {
    let parts = [datePattern, timePattern].filter { !$0.isEmpty }.map { date(seconds, pattern: $0) }
    return parts.joined(separator: separator)
  }

  /// `Text(date, style:)` at `now`: a date or time, or the time between the date and now.
  public static func text(_ seconds: Double, style: String, now: Double) -> String {
    switch style {
    case "date": return date(seconds, date: "long", time: "omitted")
    case "time": return date(seconds, date: "omitted", time: "shortened")
    default:
      let difference = Int((seconds - now).rounded(.towardZero))
      let total = difference.magnitude
      let (h, m, sec) = (total / 3600, total % 3600 / 60, total % 60)
      if style == "timer" {
        let clock =
          h > 0
          ? "\(h):\(m < 10 ? "0" : "")\(m):\(sec < 10 ? "0" : "")\(sec)" : "\(m):\(sec < 10 ? "0" : "")\(sec)"
        return (difference < 0 && total > 0 ? "-" : "") + clock
      }
      let parts = h > 0 ? "\(h) hr, \(m) min" : (m > 0 ? "\(m) min, \(sec) sec" : "\(sec) sec")
      if style == "offset" { return (difference < 0 ? "-" : "+") + parts }
      return parts
    }
  }

  /// A date written with an ICU pattern (`yyyy-MM-dd HH:mm`): letters are fields, text in
  /// single quotes is literal.
  static func date(_ seconds: Double, pattern: String) -> String {
    let c = Civil(seconds)
    var out = ""
    let chars = Array(pattern)
    var i = 0
    func padded(_ n: Int, _ width: Int) -> String {
      let s = String(n)
      return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
    }
    while i < chars.count {
      let ch = chars[i]
      if ch == "'" {
        var j = i + 1
        if j < chars.count, chars[j] == "'" {
          out.append("'")
          i = j + 1
          continue
        }
        while j < chars.count, chars[j] != "'" {
          out.append(chars[j])
          j += 1
        }
        i = j + 1
        continue
      }
      guard ch.isASCII, ch.isLetter else {
        out.append(ch)
        i += 1
        continue
      }
      var n = 1
      while i + n < chars.count, chars[i + n] == ch { n += 1 }
      i += n
      let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
      switch ch {
      case "y", "u": out += n == 2 ? padded(c.year % 100, 2) : padded(c.year, n)
      case "M", "L":
        switch n {
        case 1, 2: out += padded(c.month, n)
        case 3: out += String(months[c.month - 1].prefix(3))
        case 4: out += months[c.month - 1]
        default: out += String(months[c.month - 1].prefix(1))
        }
      case "d": out += padded(c.day, n)
      case "E", "e", "c":
        let name = weekdays[c.weekday - 1]
        out += n <= 3 ? String(name.prefix(3)) : (n == 4 ? name : String(name.prefix(1)))
      case "h": out += padded(hour12, n)
      case "H": out += padded(c.hour, n)
      case "K": out += padded(c.hour % 12, n)
      case "k": out += padded(c.hour == 0 ? 24 : c.hour, n)
      case "m": out += padded(c.minute, n)
      case "s": out += padded(c.second, n)
      case "S":
        out += String(padded(c.millisecond, 3).prefix(n)) + String(repeating: "0", count: Swift.max(0, n - 3))
      case "a": out += c.hour < 12 ? "AM" : "PM"
      case "z", "Z", "O", "v", "V", "x", "X":
        out += n >= 4 && ch == "z" ? "Coordinated Universal Time" : "GMT"
      default: out += String(repeating: ch, count: n)
      }
    }
    return out
  }
}
