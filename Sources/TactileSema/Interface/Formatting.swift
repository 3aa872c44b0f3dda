extension Interface {
  /// Foundation's formatting as views use it: `formatted()` of numbers and dates, format styles
  /// for `Text(_:format:)`, `NumberFormatter` and `DateFormatter`, in the canvas's locale
  /// (English, United States) and time zone (UTC) (docs/runtime-values.md, "Formatting").
  static let formatting = #"""
    protocol FormatStyle {
      associatedtype FormatInput
      associatedtype FormatOutput
      func format(_ value: Self.FormatInput) -> Self.FormatOutput
    }
    protocol ParseableFormatStyle: FormatStyle {}
    struct FloatingPointFormatStyle<Value: BinaryFloatingPoint>: ParseableFormatStyle, Equatable, Hashable {
      typealias FormatInput = Value
      typealias FormatOutput = String
      init(locale: Locale = .autoupdatingCurrent)
      func format(_ value: Value) -> String
      func precision(_ p: NumberFormatStyleConfiguration.Precision) -> FloatingPointFormatStyle<Value>
      struct Percent: ParseableFormatStyle, Equatable, Hashable {
        typealias FormatInput = Value
        typealias FormatOutput = String
        func format(_ value: Value) -> String
      }
      struct Currency: ParseableFormatStyle, Equatable, Hashable {
        typealias FormatInput = Value
        typealias FormatOutput = String
        init(code: String, locale: Locale = .autoupdatingCurrent)
        func format(_ value: Value) -> String
      }
    }
    struct IntegerFormatStyle<Value: BinaryInteger>: ParseableFormatStyle, Equatable, Hashable {
      typealias FormatInput = Value
      typealias FormatOutput = String
      init(locale: Locale = .autoupdatingCurrent)
      func format(_ value: Value) -> String
      struct Percent: ParseableFormatStyle, Equatable, Hashable {
        typealias FormatInput = Value
        typealias FormatOutput = String
      }
      struct Currency: ParseableFormatStyle, Equatable, Hashable {
        typealias FormatInput = Value
        typealias FormatOutput = String
      }
    }
    enum NumberFormatStyleConfiguration {
      struct Precision: Equatable, Hashable {
        static func fractionLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision
        static func fractionLength<R: RangeExpression>(_ limits: R) -> NumberFormatStyleConfiguration.Precision where R.Bound == Int
        static func integerLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision
        static func significantDigits(_ digits: Int) -> NumberFormatStyleConfiguration.Precision
      }
    }
    protocol RangeExpression {
      associatedtype Bound: Comparable
    }
    extension ClosedRange: RangeExpression {}
    extension Range: RangeExpression {}
    extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
      static var number: FloatingPointFormatStyle<Double> { get }
    }
    extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
      static var percent: FloatingPointFormatStyle<Double>.Percent { get }
    }
    extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
      static func currency(code: String) -> FloatingPointFormatStyle<Double>.Currency
    }
    extension FormatStyle where Self == IntegerFormatStyle<Int> {
      static var number: IntegerFormatStyle<Int> { get }
    }
    extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
      static var percent: IntegerFormatStyle<Int>.Percent { get }
    }
    extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
      static func currency(code: String) -> IntegerFormatStyle<Int>.Currency
    }
    extension BinaryFloatingPoint {
      func formatted() -> String
      func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput
    }
    extension BinaryInteger {
      func formatted() -> String
    }

    extension Date {
      func formatted() -> String
      func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String
      func formatted<F: FormatStyle>(_ format: F) -> F.FormatOutput where F.FormatInput == Date
      struct FormatStyle: Equatable, Hashable {
        init(date: Date.FormatStyle.DateStyle? = nil, time: Date.FormatStyle.TimeStyle? = nil, locale: Locale = .autoupdatingCurrent, calendar: Calendar = .autoupdatingCurrent, timeZone: TimeZone = .autoupdatingCurrent)
        func year(_ format: Date.FormatStyle.Symbol.Year = .defaultDigits) -> Date.FormatStyle
        func month(_ format: Date.FormatStyle.Symbol.Month = .abbreviated) -> Date.FormatStyle
        func day(_ format: Date.FormatStyle.Symbol.Day = .defaultDigits) -> Date.FormatStyle
        func weekday(_ format: Date.FormatStyle.Symbol.Weekday = .abbreviated) -> Date.FormatStyle
        func hour(_ format: Date.FormatStyle.Symbol.Hour = .defaultDigits(amPM: .abbreviated)) -> Date.FormatStyle
        func minute(_ format: Date.FormatStyle.Symbol.Minute = .defaultDigits) -> Date.FormatStyle
        func second(_ format: Date.FormatStyle.Symbol.Second = .defaultDigits) -> Date.FormatStyle
        enum Symbol {
          struct Year: Equatable, Hashable {
            static var defaultDigits: Date.FormatStyle.Symbol.Year { get }
            static var twoDigits: Date.FormatStyle.Symbol.Year { get }
          }
          struct Month: Equatable, Hashable {
            static var defaultDigits: Date.FormatStyle.Symbol.Month { get }
            static var twoDigits: Date.FormatStyle.Symbol.Month { get }
            static var abbreviated: Date.FormatStyle.Symbol.Month { get }
            static var wide: Date.FormatStyle.Symbol.Month { get }
            static var narrow: Date.FormatStyle.Symbol.Month { get }
          }
          struct Day: Equatable, Hashable {
            static var defaultDigits: Date.FormatStyle.Symbol.Day { get }
            static var twoDigits: Date.FormatStyle.Symbol.Day { get }
          }
          struct Weekday: Equatable, Hashable {
            static var abbreviated: Date.FormatStyle.Symbol.Weekday { get }
            static var wide: Date.FormatStyle.Symbol.Weekday { get }
            static var narrow: Date.FormatStyle.Symbol.Weekday { get }
            static var short: Date.FormatStyle.Symbol.Weekday { get }
          }
          struct Hour: Equatable, Hashable {
            static func defaultDigits(amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle) -> Date.FormatStyle.Symbol.Hour
            static func twoDigits(amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle) -> Date.FormatStyle.Symbol.Hour
            static var defaultDigitsNoAMPM: Date.FormatStyle.Symbol.Hour { get }
            static var twoDigitsNoAMPM: Date.FormatStyle.Symbol.Hour { get }
            struct AMPMStyle: Equatable, Hashable {
              static let omitted: Date.FormatStyle.Symbol.Hour.AMPMStyle
              static let narrow: Date.FormatStyle.Symbol.Hour.AMPMStyle
              static let abbreviated: Date.FormatStyle.Symbol.Hour.AMPMStyle
              static let wide: Date.FormatStyle.Symbol.Hour.AMPMStyle
            }
          }
          struct Minute: Equatable, Hashable {
            static var defaultDigits: Date.FormatStyle.Symbol.Minute { get }
            static var twoDigits: Date.FormatStyle.Symbol.Minute { get }
          }
          struct Second: Equatable, Hashable {
            static var defaultDigits: Date.FormatStyle.Symbol.Second { get }
            static var twoDigits: Date.FormatStyle.Symbol.Second { get }
          }
        }
        struct DateStyle: Equatable, Hashable {
          static let omitted: Date.FormatStyle.DateStyle
          static let numeric: Date.FormatStyle.DateStyle
          static let abbreviated: Date.FormatStyle.DateStyle
          static let long: Date.FormatStyle.DateStyle
          static let complete: Date.FormatStyle.DateStyle
        }
        struct TimeStyle: Equatable, Hashable {
          static let omitted: Date.FormatStyle.TimeStyle
          static let shortened: Date.FormatStyle.TimeStyle
          static let standard: Date.FormatStyle.TimeStyle
          static let complete: Date.FormatStyle.TimeStyle
        }
      }
    }

    extension Date.FormatStyle: ParseableFormatStyle {
      typealias FormatInput = Date
      typealias FormatOutput = String
      func format(_ value: Date) -> String
    }
    extension FormatStyle where Self == Date.FormatStyle {
      static var dateTime: Date.FormatStyle { get }
    }

    class NSNumber: Equatable, Hashable {
      init(value: Int)
      init(value: Double)
      var doubleValue: Double { get }
      var intValue: Int { get }
    }
    class Formatter {}
    class NumberFormatter: Formatter {
      init()
      var numberStyle: NumberFormatter.Style { get set }
      var locale: Locale! { get set }
      var currencyCode: String! { get set }
      var minimumFractionDigits: Int { get set }
      var maximumFractionDigits: Int { get set }
      var minimumIntegerDigits: Int { get set }
      var usesGroupingSeparator: Bool { get set }
      func string(from number: NSNumber) -> String?
      func string(for obj: Any?) -> String?
      enum Style: Equatable, Hashable {
        case none
        case decimal
        case currency
        case percent
      }
    }
    class DateFormatter: Formatter {
      init()
      var dateFormat: String! { get set }
      var dateStyle: DateFormatter.Style { get set }
      var timeStyle: DateFormatter.Style { get set }
      var locale: Locale! { get set }
      var calendar: Calendar! { get set }
      var timeZone: TimeZone! { get set }
      func string(from date: Date) -> String
      func date(from string: String) -> Date?
      enum Style: Equatable, Hashable {
        case none
        case short
        case medium
        case long
        case full
      }
    }
    class ISO8601DateFormatter: Formatter {
      init()
      var timeZone: TimeZone! { get set }
      var formatOptions: ISO8601DateFormatter.Options { get set }
      func string(from date: Date) -> String
      func date(from string: String) -> Date?
      struct Options: OptionSet {
        static var withYear: ISO8601DateFormatter.Options { get }
        static var withMonth: ISO8601DateFormatter.Options { get }
        static var withWeekOfYear: ISO8601DateFormatter.Options { get }
        static var withDay: ISO8601DateFormatter.Options { get }
        static var withTime: ISO8601DateFormatter.Options { get }
        static var withTimeZone: ISO8601DateFormatter.Options { get }
        static var withSpaceBetweenDateAndTime: ISO8601DateFormatter.Options { get }
        static var withDashSeparatorInDate: ISO8601DateFormatter.Options { get }
        static var withColonSeparatorInTime: ISO8601DateFormatter.Options { get }
        static var withColonSeparatorInTimeZone: ISO8601DateFormatter.Options { get }
        static var withFractionalSeconds: ISO8601DateFormatter.Options { get }
        static var withFullDate: ISO8601DateFormatter.Options { get }
        static var withFullTime: ISO8601DateFormatter.Options { get }
        static var withInternetDateTime: ISO8601DateFormatter.Options { get }
      }
    }
    """#
}
