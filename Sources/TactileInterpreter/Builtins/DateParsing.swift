import TactileUIIR

/// Reading dates from text (`DateFormatter.date(from:)`) and `ISO8601DateFormatter`
/// (docs/runtime-values.md, "Formatters"): the formatter's pattern read field by field, the
/// whole text matched or nil, as Foundation's formatters do.
extension BuiltinRegistry {
  mutating func addDateParsing() {
    add(.`DateFormatter.date(from:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let settings = formatterSettings(call.plainReceiver), case .string(let text) = try call.plain(0)
      else { return .optional(nil) }
      var pattern = ""
      if case .string(let p)? = settings["dateFormat"], !p.isEmpty {
        pattern = p
      } else {
        let (date, time, separator) = Formatting.dateFormatterPatterns(
          date: symbolName(settings["dateStyle"] ?? .void), time: symbolName(settings["timeStyle"] ?? .void))
        pattern = [date, time].filter { !$0.isEmpty }.joined(separator: separator)
      }
      let offset = timeZoneOffset(settings["timeZone"])
      return .optional(DateParsing.parse(text, pattern: pattern, offset: offset).map { .date($0) })
    }

    add(.`ISO8601DateFormatter.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      formatter(
        "ISO8601DateFormatter",
        [
          "timeZone": timeZoneValue("GMT", 0),
          "formatOptions": OptionSets.value(
            "ISO8601DateFormatter.Options", Int64(DateParsing.internetDateTime)),
        ])
    }
    for key: SurfaceKey in [.`ISO8601DateFormatter.timeZone`, .`ISO8601DateFormatter.formatOptions`] {
      let name = key.memberName
      add(key) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        formatterSettings(call.plainReceiver)?[name] ?? .optional(nil)
      }
      addSetter(key) { (container: Value, value: Value, at: Int) throws(RuntimeError) -> Value in
        guard case .record(let r) = unwrapped(container), case .cell(let cell)? = r["settings"],
          case .dictionary(var d) = cell.value
        else { return container }
        var stored = unwrapped(value)
        if name == "formatOptions", let bits = OptionSets.bits(stored) {
          stored = OptionSets.value("ISO8601DateFormatter.Options", bits)
        }
        if let i = d.keys.firstIndex(where: { valuesEqual($0, .string(name)) }) {
          d.values[i] = stored
        } else {
          d.keys.append(.string(name))
          d.values.append(stored)
        }
        cell.value = .dictionary(d)
        return container
      }
    }
    add(.`ISO8601DateFormatter.string(from:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let settings = formatterSettings(call.plainReceiver), case .date(let date) = try call.plain(0)
      else { return .string("") }
      let options =
        OptionSets.bits(settings["formatOptions"] ?? .void).map { Int($0) } ?? DateParsing.internetDateTime
      return .string(
        DateParsing.iso8601(date, options: options, offset: timeZoneOffset(settings["timeZone"])))
    }
    add(.`ISO8601DateFormatter.date(from:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      guard let settings = formatterSettings(call.plainReceiver), case .string(let text) = try call.plain(0)
      else { return .optional(nil) }
      let options =
        OptionSets.bits(settings["formatOptions"] ?? .void).map { Int($0) } ?? DateParsing.internetDateTime
      let pattern = DateParsing.iso8601Pattern(options)
      let offset = timeZoneOffset(settings["timeZone"])
      return .optional(DateParsing.parse(text, pattern: pattern, offset: offset).map { .date($0) })
    }
  }
}

/// A time zone's offset from GMT in seconds (0 for GMT or a value that is not a time zone).
func timeZoneOffset(_ value: Value?) -> Int {
  guard let value, case .record(let r) = unwrapped(value), case .int(let offset)? = r["offset"] else {
    return 0
  }
  return offset.hostInt
}

enum DateParsing {
  /// `ISO8601DateFormatter.Options`' bits, as Foundation numbers them.
  static let year = 1
  static let month = 2
  static let weekOfYear = 4
  static let day = 16
  static let time = 32
  static let timeZone = 64
  static let spaceBetweenDateAndTime = 128
  static let dashSeparatorInDate = 256
  static let colonSeparatorInTime = 512
  static let colonSeparatorInTimeZone = 1024
  static let fractionalSeconds = 2048
  static let fullDate = year | month | day | dashSeparatorInDate
  static let fullTime = time | colonSeparatorInTime | timeZone | colonSeparatorInTimeZone
  static let internetDateTime = fullDate | fullTime

  /// The ICU pattern an ISO 8601 formatter with `options` writes and reads; the time zone is
  /// `XXX` (`Z` at GMT, else `+01:00`) or `XX` (`+0100`) without the colon option.
  static func iso8601Pattern(_ options: Int) -> String {
    var date = ""
    let dash = options & dashSeparatorInDate != 0 ? "-" : ""
    if options & year != 0 { date += options & weekOfYear != 0 ? "YYYY" : "yyyy" }
    if options & month != 0 { date += (date.isEmpty ? "" : dash) + "MM" }
    if options & weekOfYear != 0 { date += (date.isEmpty ? "" : dash) + "'W'ww" }
    if options & day != 0 {
      if options & weekOfYear != 0 {
        date += (date.isEmpty ? "" : dash) + "ee"
      } else if options & month != 0 {
        date += (date.isEmpty ? "" : dash) + "dd"
      } else {
        date += (date.isEmpty ? "" : dash) + "DDD"
      }
    }
    var time = ""
    if options & self.time != 0 {
      let colon = options & colonSeparatorInTime != 0 ? ":" : ""
      time = "HH" + colon + "mm" + colon + "ss"
      if options & fractionalSeconds != 0 { time += ".SSS" }
    }
    var zone = ""
    if options & timeZone != 0 { zone = options & colonSeparatorInTimeZone != 0 ? "XXX" : "XX" }
    var pattern = date
    if !time.isEmpty {
      if !pattern.isEmpty { pattern += options & spaceBetweenDateAndTime != 0 ? " " : "'T'" }
      pattern += time
    }
    return pattern + zone
  }

  /// A date (seconds since 2001) as an ISO 8601 formatter with `options` writes it, in the
  /// time zone `offset` seconds from GMT.
  static func iso8601(_ seconds: Double, options: Int, offset: Int) -> String {
    let pattern = iso8601Pattern(options)
    var body = pattern
    var zone = ""
    if body.hasSuffix("XXX") || body.hasSuffix("XX") {
      let colon = body.hasSuffix("XXX")
      body.removeLast(colon ? 3 : 2)
      zone = zoneText(offset, colon: colon)
    }
    return Formatting.date(seconds + Double(offset), pattern: body) + zone
  }

  /// `Z` at GMT, else `+hh:mm` (or `+hhmm`).
  static func zoneText(_ offset: Int, colon: Bool) -> String {
    if offset == 0 { return "Z" }
    let magnitude = offset.magnitude
    let (h, m) = (Int(magnitude / 3600), Int(magnitude % 3600 / 60))
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return (offset < 0 ? "-" : "+") + two(h) + (colon ? ":" : "") + two(m)
  }

  /// The date `text` writes in ICU pattern `pattern` (seconds since 2001), reading times in
  /// the zone `offset` seconds from GMT unless the text names its own; nil unless the whole
  /// text matches.
  static func parse(_ text: String, pattern: String, offset: Int) -> Double? {
    let input = Array(text.unicodeScalars)
    let chars = Array(pattern.unicodeScalars)
    var at = 0
    var i = 0
    var year = 2000
    var month = 1
    var day = 1
    var dayOfYear: Int?
    var hour = 0
    var minute = 0
    var second = 0
    var fraction = 0.0
    var pm: Bool?
    var zone: Int?

    func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }
    /// Up to `most` digits (at least one).
    func number(_ most: Int) -> Int? {
      var n = 0
      var count = 0
      while at < input.count, count < most, isDigit(input[at]) {
        n = n * 10 + Int(input[at].value - 0x30)
        at += 1
        count += 1
      }
      return count == 0 ? nil : n
    }
    /// One of `names` (or its first three letters when `abbreviated`), without regard to case.
    func name(_ names: [String], abbreviated: Bool) -> Int? {
      for (index, full) in names.enumerated() {
        let candidate = Array((abbreviated ? String(full.prefix(3)) : full).lowercased().unicodeScalars)
        guard at + candidate.count <= input.count else { continue }
        let slice = String(String.UnicodeScalarView(input[at..<at + candidate.count])).lowercased()
        if Array(slice.unicodeScalars) == candidate {
          at += candidate.count
          return index
        }
      }
      return nil
    }
    /// `Z`, `GMT`, `UTC`, or a sign and hours with optional minutes.
    func zoneOffset() -> Int? {
      if at < input.count, input[at] == "Z" {
        at += 1
        return 0
      }
      for prefix in ["GMT", "UTC"] {
        let p = Array(prefix.unicodeScalars)
        if at + p.count <= input.count, Array(input[at..<at + p.count]) == p {
          at += p.count
          if at >= input.count || (input[at] != "+" && input[at] != "-") { return 0 }
        }
      }
      guard at < input.count, input[at] == "+" || input[at] == "-" else { return nil }
      let sign = input[at] == "-" ? -1 : 1
      at += 1
      guard let h = number(2) else { return nil }
      var m = 0
      if at < input.count, input[at] == ":" { at += 1 }
      if at < input.count, isDigit(input[at]) { m = number(2) ?? 0 }
      return sign * (h * 3600 + m * 60)
    }

    while i < chars.count {
      let ch = chars[i]
      if ch == "'" {
        // Quoted text, or `''` for a quote.
        var j = i + 1
        if j < chars.count, chars[j] == "'" {
          guard at < input.count, input[at] == "'" else { return nil }
          at += 1
          i = j + 1
          continue
        }
        while j < chars.count, chars[j] != "'" {
          guard at < input.count, input[at] == chars[j] else { return nil }
          at += 1
          j += 1
        }
        i = j + 1
        continue
      }
      let isLetter = (ch.value >= 0x41 && ch.value <= 0x5A) || (ch.value >= 0x61 && ch.value <= 0x7A)
      guard isLetter else {
        guard at < input.count, input[at] == ch else { return nil }
        at += 1
        i += 1
        continue
      }
      var n = 1
      while i + n < chars.count, chars[i + n] == ch { n += 1 }
      i += n
      switch ch {
      case "y", "u", "Y":
        if n == 2 {
          guard let v = number(2) else { return nil }
          year = v < 50 ? 2000 + v : 1900 + v
        } else {
          guard let v = number(Swift.max(n, 4)) else { return nil }
          year = v
        }
      case "M", "L":
        if n >= 3 {
          guard let index = name(Formatting.months, abbreviated: n == 3) else { return nil }
          month = index + 1
        } else {
          guard let v = number(2), (1...12).contains(v) else { return nil }
          month = v
        }
      case "d":
        guard let v = number(2), (1...31).contains(v) else { return nil }
        day = v
      case "D":
        guard let v = number(3), (1...366).contains(v) else { return nil }
        dayOfYear = v
      case "E", "c":
        guard name(Formatting.weekdays, abbreviated: n <= 3) != nil else { return nil }
      case "e":
        guard number(Swift.max(n, 1)) != nil else { return nil }
      case "w":
        guard number(2) != nil else { return nil }
      case "H", "k":
        guard let v = number(2), v <= 24 else { return nil }
        hour = v == 24 ? 0 : v
      case "h", "K":
        guard let v = number(2), v <= 12 else { return nil }
        hour = v == 12 ? 0 : v
      case "m":
        guard let v = number(2), v < 60 else { return nil }
        minute = v
      case "s":
        guard let v = number(2), v < 61 else { return nil }
        second = v
      case "S":
        let start = at
        guard let v = number(n) else { return nil }
        var scale = 1.0
        for _ in start..<at { scale *= 10 }
        fraction = Double(v) / scale
      case "a":
        if name(["AM"], abbreviated: false) != nil {
          pm = false
        } else if name(["PM"], abbreviated: false) != nil {
          pm = true
        } else {
          return nil
        }
      case "Z", "z", "X", "x", "O", "v", "V":
        guard let z = zoneOffset() else { return nil }
        zone = z
      default:
        return nil
      }
      // A space the pattern writes as U+202F (before `a`) reads an ordinary space too.
      if i < chars.count, chars[i] == "\u{202F}", at < input.count, input[at] == " " {
        at += 1
        i += 1
      }
    }
    guard at == input.count else { return nil }
    if pm == true { hour += 12 }
    var days = Gregorian.days(year: year, month: month, day: day)
    if let dayOfYear { days = Gregorian.days(year: year, month: 1, day: dayOfYear) }
    let local = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
    return local - Double(zone ?? offset)
  }
}
