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
      struct FormatStyle {
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
