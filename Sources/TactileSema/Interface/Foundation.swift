extension Interface {
  /// Foundation as views use it: timers and run loops on the virtual clock, notifications
  /// (docs/runtime-values.md, "The virtual clock and scheduled work").
  static let foundation = #"""
    class Timer {
      class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) -> Timer
      init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void)
      init()
      func fire()
      func invalidate()
      var isValid: Bool { get }
      var timeInterval: TimeInterval { get }
      var fireDate: Date { get }
      var tolerance: TimeInterval { get set }
      static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher
      final class TimerPublisher: ConnectablePublisher {
        typealias Output = Date
        typealias Failure = Never
        init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil)
        final let interval: TimeInterval
        final func connect() -> Cancellable
      }
    }
    class RunLoop: Scheduler {
      class var main: RunLoop { get }
      class var current: RunLoop { get }
      func add(_ timer: Timer, forMode mode: RunLoop.Mode)
      struct Mode: Equatable, Hashable {
        init(_ rawValue: String)
        static let common: RunLoop.Mode
        static let `default`: RunLoop.Mode
        static let tracking: RunLoop.Mode
      }
      struct SchedulerOptions {}
      struct SchedulerTimeType {
        struct Stride: Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
          init(_ timeInterval: TimeInterval)
          var magnitude: TimeInterval { get }
          static func seconds(_ s: Double) -> RunLoop.SchedulerTimeType.Stride
          static func milliseconds(_ ms: Int) -> RunLoop.SchedulerTimeType.Stride
          static func microseconds(_ us: Int) -> RunLoop.SchedulerTimeType.Stride
          static func nanoseconds(_ ns: Int) -> RunLoop.SchedulerTimeType.Stride
        }
      }
    }
    struct CharacterSet: Equatable, Hashable, SetAlgebra {
      init()
      init(charactersIn string: String)
      static var alphanumerics: CharacterSet { get }
      static var letters: CharacterSet { get }
      static var decimalDigits: CharacterSet { get }
      static var whitespaces: CharacterSet { get }
      static var whitespacesAndNewlines: CharacterSet { get }
      static var newlines: CharacterSet { get }
      static var punctuationCharacters: CharacterSet { get }
      static var symbols: CharacterSet { get }
      static var uppercaseLetters: CharacterSet { get }
      static var lowercaseLetters: CharacterSet { get }
      static var controlCharacters: CharacterSet { get }
      var inverted: CharacterSet { get }
      func union(_ other: CharacterSet) -> CharacterSet
      func contains(_ member: Unicode.Scalar) -> Bool
      mutating func insert(charactersIn string: String)
      mutating func remove(charactersIn string: String)
    }
    enum Unicode {
      struct Scalar: Equatable, Hashable, Comparable, CustomStringConvertible {
        init?(_ v: UInt32)
        init?(_ v: Int)
        var value: UInt32 { get }
        var description: String { get }
        var isASCII: Bool { get }
        var properties: Unicode.Scalar.Properties { get }
        struct Properties {
          var isEmoji: Bool { get }
          var isEmojiPresentation: Bool { get }
          var isAlphabetic: Bool { get }
          var isWhitespace: Bool { get }
          var isUppercase: Bool { get }
          var isLowercase: Bool { get }
        }
      }
    }
    typealias UnicodeScalar = Unicode.Scalar
    extension String {
      init(_ scalar: Unicode.Scalar)
      var unicodeScalars: String.UnicodeScalarView { get }
      struct UnicodeScalarView: BidirectionalCollection {
        typealias Element = Unicode.Scalar
      }
    }
    extension Character {
      init(_ content: Unicode.Scalar)
    }
    extension Character {
      var unicodeScalars: Character.UnicodeScalarView { get }
      typealias UnicodeScalarView = String.UnicodeScalarView
    }
    class Scanner {
      init(string: String)
      var string: String { get }
      var isAtEnd: Bool { get }
      var charactersToBeSkipped: CharacterSet? { get set }
      func scanHexInt64(_ result: inout UInt64) -> Bool
      func scanInt(_ result: inout Int) -> Bool
      func scanDouble(_ result: inout Double) -> Bool
      func scanUInt64(representation: Scanner.NumberRepresentation = .decimal) -> UInt64?
      func scanInt(representation: Scanner.NumberRepresentation = .decimal) -> Int?
      func scanDouble(representation: Scanner.NumberRepresentation = .decimal) -> Double?
      func scanString(_ searchString: String) -> String?
      func scanCharacters(from set: CharacterSet) -> String?
      func scanUpToString(_ substring: String) -> String?
      func scanUpToCharacters(from set: CharacterSet) -> String?
      enum NumberRepresentation {
        case decimal
        case hexadecimal
      }
    }

    struct _NSRange: Equatable, Hashable {
      init(location: Int, length: Int)
      init(_ region: Range<String.Index>, in target: String)
      var location: Int
      var length: Int
    }
    typealias NSRange = _NSRange
    extension Range where Bound == String.Index {
      init?<S: StringProtocol>(_ range: NSRange, in string: S)
    }
    var NSNotFound: Int { get }

    struct Locale: Equatable, Hashable {
      init(identifier: String)
      static var current: Locale { get }
      static var autoupdatingCurrent: Locale { get }
      var identifier: String { get }
      var currencyCode: String? { get }
      var currencySymbol: String? { get }
      var languageCode: String? { get }
      var regionCode: String? { get }
      var currency: Locale.Currency? { get }
      struct Currency: Equatable, Hashable {
        init(_ identifier: String)
        var identifier: String { get }
      }
    }

    struct Calendar: Equatable, Hashable {
      enum Identifier: Equatable, Hashable {
        case gregorian
        case buddhist
        case chinese
        case coptic
        case ethiopicAmeteMihret
        case ethiopicAmeteAlem
        case hebrew
        case iso8601
        case indian
        case islamic
        case islamicCivil
        case japanese
        case persian
        case republicOfChina
        case islamicTabular
        case islamicUmmAlQura
      }
      enum Component: Equatable, Hashable {
        case era
        case year
        case month
        case day
        case hour
        case minute
        case second
        case weekday
        case weekdayOrdinal
        case quarter
        case weekOfMonth
        case weekOfYear
        case yearForWeekOfYear
        case nanosecond
        case calendar
        case timeZone
      }
      init(identifier: Calendar.Identifier)
      static var current: Calendar { get }
      static var autoupdatingCurrent: Calendar { get }
      var identifier: Calendar.Identifier { get }
      var locale: Locale? { get set }
      var timeZone: TimeZone { get set }
      var firstWeekday: Int { get set }
      var weekdaySymbols: [String] { get }
      var shortWeekdaySymbols: [String] { get }
      var veryShortWeekdaySymbols: [String] { get }
      var monthSymbols: [String] { get }
      var shortMonthSymbols: [String] { get }
      func component(_ component: Calendar.Component, from date: Date) -> Int
      func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents
      func dateComponents(_ components: Set<Calendar.Component>, from start: Date, to end: Date) -> DateComponents
      func date(byAdding component: Calendar.Component, value: Int, to date: Date, wrappingComponents: Bool = false) -> Date?
      func date(byAdding components: DateComponents, to date: Date, wrappingComponents: Bool = false) -> Date?
      func date(from components: DateComponents) -> Date?
      func date(bySettingHour hour: Int, minute: Int, second: Int, of date: Date) -> Date?
      func startOfDay(for date: Date) -> Date
      func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool
      func isDate(_ date1: Date, equalTo date2: Date, toGranularity component: Calendar.Component) -> Bool
      func isDateInToday(_ date: Date) -> Bool
      func isDateInYesterday(_ date: Date) -> Bool
      func isDateInTomorrow(_ date: Date) -> Bool
      func isDateInWeekend(_ date: Date) -> Bool
      func range(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Range<Int>?
    }
    struct DateComponents: Equatable, Hashable {
      init(calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil, year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil, nanosecond: Int? = nil, weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil, weekOfMonth: Int? = nil, weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil)
      var calendar: Calendar? { get set }
      var timeZone: TimeZone? { get set }
      var era: Int? { get set }
      var year: Int? { get set }
      var month: Int? { get set }
      var day: Int? { get set }
      var hour: Int? { get set }
      var minute: Int? { get set }
      var second: Int? { get set }
      var nanosecond: Int? { get set }
      var weekday: Int? { get set }
      var weekdayOrdinal: Int? { get set }
      var quarter: Int? { get set }
      var weekOfMonth: Int? { get set }
      var weekOfYear: Int? { get set }
      var yearForWeekOfYear: Int? { get set }
      var date: Date? { get }
    }
    struct TimeZone: Equatable, Hashable {
      init?(identifier: String)
      init?(secondsFromGMT seconds: Int)
      init?(abbreviation: String)
      static var current: TimeZone { get }
      static var autoupdatingCurrent: TimeZone { get }
      static var gmt: TimeZone { get }
      var identifier: String { get }
      func secondsFromGMT(for date: Date = Date()) -> Int
    }

    struct URL: Equatable, Hashable, CustomStringConvertible {
      init?(string: String)
      init(fileURLWithPath path: String)
      var absoluteString: String { get }
      var scheme: String? { get }
      var host: String? { get }
      var path: String { get }
      var lastPathComponent: String { get }
      var pathExtension: String { get }
      func appendingPathComponent(_ pathComponent: String) -> URL
      func appending(path: String) -> URL
      func appending(component: String) -> URL
      func appendingPathExtension(_ pathExtension: String) -> URL
      static var documentsDirectory: URL { get }
      var isFileURL: Bool { get }
      var description: String { get }
    }

    class FileManager {
      class var `default`: FileManager { get }
      func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL]
      func fileExists(atPath path: String) -> Bool
      func removeItem(at URL: URL) throws
      enum SearchPathDirectory {
        case documentDirectory
        case cachesDirectory
        case applicationSupportDirectory
      }
      struct SearchPathDomainMask: OptionSet {
        static let userDomainMask: FileManager.SearchPathDomainMask
      }
    }

    class NSNotification {
      typealias Name = Notification.Name
    }
    struct Notification: Equatable, Hashable {
      struct Name: Equatable, Hashable {
        init(_ rawValue: String)
        init(rawValue: String)
        var rawValue: String { get }
      }
      init(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil)
      var name: Notification.Name
      var object: Any?
      var userInfo: [AnyHashable: Any]?
    }
    class NotificationCenter {
      class var `default`: NotificationCenter { get }
      func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil)
      func post(_ notification: Notification)
      func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?, using block: @escaping (Notification) -> Void) -> NSObjectProtocol
      func removeObserver(_ observer: Any)
      func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher
      struct Publisher: Publisher {
        typealias Output = Notification
        typealias Failure = Never
      }
    }
    protocol NSObjectProtocol: AnyObject {}
    @standIn("the preview runs everything on the main thread: 'Thread.current' is always the main thread")
    class Thread {
      class var isMainThread: Bool { get }
      class var current: Thread { get }
      class var main: Thread { get }
      var isMainThread: Bool { get }
      class func sleep(forTimeInterval ti: TimeInterval)
    }
    class OperationQueue {
      class var main: OperationQueue { get }
    }

    class UserDefaults {
      class var standard: UserDefaults { get }
      init?(suiteName suitename: String?)
      func set(_ value: Any?, forKey defaultName: String)
      func object(forKey defaultName: String) -> Any?
      func string(forKey defaultName: String) -> String?
      func integer(forKey defaultName: String) -> Int
      func double(forKey defaultName: String) -> Double
      func bool(forKey defaultName: String) -> Bool
      func array(forKey defaultName: String) -> [Any]?
      func data(forKey defaultName: String) -> Data?
      func removeObject(forKey defaultName: String)
      func register(defaults registrationDictionary: [String: Any])
    }

    @standIn("the preview has no app bundle: no resource is found")
    class Bundle {
      class var main: Bundle { get }
      func url(forResource name: String?, withExtension ext: String?) -> URL?
      func url(forResource name: String?, withExtension ext: String?, subdirectory subpath: String?) -> URL?
      func path(forResource name: String?, ofType ext: String?) -> String?
      var bundleIdentifier: String? { get }
    }

    struct Data: Equatable, Hashable {
      init()
      init(count: Int)
      init(capacity: Int)
      init(_ elements: [UInt8])
      init<S: Sequence>(_ elements: S) where S.Element == UInt8
      init(contentsOf url: URL, options: Data.ReadingOptions = []) throws
      func write(to url: URL, options: Data.WritingOptions = []) throws
      struct ReadingOptions: OptionSet {
        static let mappedIfSafe: Data.ReadingOptions
        static let uncached: Data.ReadingOptions
      }
      struct WritingOptions: OptionSet {
        static let atomic: Data.WritingOptions
        static let completeFileProtection: Data.WritingOptions
      }
      var count: Int { get }
      var isEmpty: Bool { get }
    }
    extension String {
      init(contentsOf url: URL) throws
      init(contentsOf url: URL, encoding enc: String.Encoding) throws
      init(contentsOfFile path: String) throws
      init(contentsOfFile path: String, encoding enc: String.Encoding) throws
      init?(data: Data, encoding: String.Encoding)
      func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding) throws
      func write(toFile path: String, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding) throws
      func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data?
      struct Encoding: Equatable, Hashable {
        static var utf8: String.Encoding { get }
        static var ascii: String.Encoding { get }
        static var utf16: String.Encoding { get }
      }
    }

    class JSONDecoder {
      init()
      func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
      var keyDecodingStrategy: JSONDecoder.KeyDecodingStrategy
      var dateDecodingStrategy: JSONDecoder.DateDecodingStrategy
      enum KeyDecodingStrategy {
        case useDefaultKeys
        case convertFromSnakeCase
      }
      enum DateDecodingStrategy {
        case deferredToDate
        case secondsSince1970
        case millisecondsSince1970
        case iso8601
      }
    }
    extension JSONDecoder: TopLevelDecoder {
      typealias Input = Data
    }
    class JSONEncoder {
      init()
      func encode<T: Encodable>(_ value: T) throws -> Data
      var outputFormatting: JSONEncoder.OutputFormatting
      var keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy
      var dateEncodingStrategy: JSONEncoder.DateEncodingStrategy
      struct OutputFormatting: OptionSet {
        static let prettyPrinted: JSONEncoder.OutputFormatting
        static let sortedKeys: JSONEncoder.OutputFormatting
        static let withoutEscapingSlashes: JSONEncoder.OutputFormatting
      }
      enum KeyEncodingStrategy {
        case useDefaultKeys
        case convertToSnakeCase
      }
      enum DateEncodingStrategy {
        case deferredToDate
        case secondsSince1970
        case millisecondsSince1970
        case iso8601
      }
    }

    protocol CodingKey {}
    extension CodingKey {
      var stringValue: String { get }
      var intValue: Int? { get }
    }
    protocol Decoder {}
    extension Decoder {
      var codingPath: [CodingKey] { get }
      func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key>
      func singleValueContainer() throws -> SingleValueDecodingContainer
      func unkeyedContainer() throws -> UnkeyedDecodingContainer
    }
    protocol Encoder {}
    extension Encoder {
      var codingPath: [CodingKey] { get }
      func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key>
      func singleValueContainer() -> SingleValueEncodingContainer
      func unkeyedContainer() -> UnkeyedEncodingContainer
    }
    struct KeyedDecodingContainer<K: CodingKey> {
      typealias Key = K
      var codingPath: [CodingKey] { get }
      var allKeys: [K] { get }
      func contains(_ key: K) -> Bool
      func decode<T: Decodable>(_ type: T.Type, forKey key: K) throws -> T
      func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: K) throws -> T?
      func decodeNil(forKey key: K) throws -> Bool
      func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: K) throws -> KeyedDecodingContainer<NestedKey>
      func nestedUnkeyedContainer(forKey key: K) throws -> UnkeyedDecodingContainer
    }
    struct KeyedEncodingContainer<K: CodingKey> {
      typealias Key = K
      var codingPath: [CodingKey] { get }
      mutating func encode<T: Encodable>(_ value: T, forKey key: K) throws
      mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: K) throws
      mutating func encodeNil(forKey key: K) throws
      mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: K) -> KeyedEncodingContainer<NestedKey>
      mutating func nestedUnkeyedContainer(forKey key: K) -> UnkeyedEncodingContainer
    }
    protocol SingleValueDecodingContainer {}
    extension SingleValueDecodingContainer {
      var codingPath: [CodingKey] { get }
      func decodeNil() -> Bool
      func decode<T: Decodable>(_ type: T.Type) throws -> T
    }
    protocol SingleValueEncodingContainer {}
    extension SingleValueEncodingContainer {
      mutating func encode<T: Encodable>(_ value: T) throws
      mutating func encodeNil() throws
    }
    protocol UnkeyedDecodingContainer {}
    extension UnkeyedDecodingContainer {
      var codingPath: [CodingKey] { get }
      var count: Int? { get }
      var isAtEnd: Bool { get }
      var currentIndex: Int { get }
      mutating func decode<T: Decodable>(_ type: T.Type) throws -> T
      mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T?
      mutating func decodeNil() throws -> Bool
      mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey>
    }
    protocol UnkeyedEncodingContainer {}
    extension UnkeyedEncodingContainer {
      var count: Int { get }
      mutating func encode<T: Encodable>(_ value: T) throws
      mutating func encodeNil() throws
    }
    enum DecodingError: Error {
      struct Context {
        init(codingPath: [CodingKey], debugDescription: String, underlyingError: Error? = nil)
        let codingPath: [CodingKey]
        let debugDescription: String
        let underlyingError: Error?
      }
      case typeMismatch(Any.Type, DecodingError.Context)
      case valueNotFound(Any.Type, DecodingError.Context)
      case keyNotFound(CodingKey, DecodingError.Context)
      case dataCorrupted(DecodingError.Context)
    }
    enum EncodingError: Error {
      struct Context {
        init(codingPath: [CodingKey], debugDescription: String, underlyingError: Error? = nil)
        let codingPath: [CodingKey]
        let debugDescription: String
        let underlyingError: Error?
      }
      case invalidValue(Any, EncodingError.Context)
    }

    extension Int: Codable {}
    extension Double: Codable {}
    extension Float: Codable {}
    extension Bool: Codable {}
    extension String: Codable {}
    extension CGFloat: Codable {}
    extension Date: Codable {}
    extension URL: Codable {}
    extension UUID: Codable {}
    extension Data: Codable {}
    extension Optional: Decodable where Wrapped: Decodable {}
    extension Optional: Encodable where Wrapped: Encodable {}
    extension Array: Decodable where Element: Decodable {}
    extension Array: Encodable where Element: Encodable {}
    extension Set: Decodable where Element: Decodable {}
    extension Set: Encodable where Element: Encodable {}
    extension Dictionary: Decodable where Key: Decodable, Value: Decodable {}
    extension Dictionary: Encodable where Key: Encodable, Value: Encodable {}

    protocol URLSessionTaskDelegate: AnyObject {}
    class URLSession {
      class var shared: URLSession { get }
      init(configuration: URLSessionConfiguration)
      var configuration: URLSessionConfiguration { get }
      @standIn("the preview has no network: the request never completes") func dataTask(with url: URL, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask
      @standIn("the preview has no network: the request never completes") func dataTask(with request: URLRequest, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask
      @standIn("the preview has no network: the request never completes") func data(from url: URL) async throws -> (Data, URLResponse)
      @standIn("the preview has no network: the request never completes") func data(for request: URLRequest) async throws -> (Data, URLResponse)
      @standIn("the preview has no network: the request never completes") func data(from url: URL, delegate: URLSessionTaskDelegate?) async throws -> (Data, URLResponse)
      @standIn("the preview has no network: the request never completes") func data(for request: URLRequest, delegate: URLSessionTaskDelegate?) async throws -> (Data, URLResponse)
      @standIn("the preview has no network: the publisher never delivers") func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher
      @standIn("the preview has no network: the publisher never delivers") func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher
      struct DataTaskPublisher: Publisher {
        typealias Output = (data: Data, response: URLResponse)
        typealias Failure = URLError
      }
    }
    struct URLError: Error {
      init(_ code: URLError.Code)
      var code: URLError.Code { get }
      struct Code: Equatable, Hashable {
        static var badURL: URLError.Code { get }
        static var badServerResponse: URLError.Code { get }
        static var cancelled: URLError.Code { get }
        static var notConnectedToInternet: URLError.Code { get }
        static var timedOut: URLError.Code { get }
        static var cannotDecodeContentData: URLError.Code { get }
      }
    }
    class URLSessionConfiguration {
      class var `default`: URLSessionConfiguration { get }
      class var ephemeral: URLSessionConfiguration { get }
    }
    class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible {
      init()
      var description: String { get }
      func isEqual(_ object: Any?) -> Bool
    }
    func NSSearchPathForDirectoriesInDomains(_ directory: FileManager.SearchPathDirectory, _ domainMask: FileManager.SearchPathDomainMask, _ expandTilde: Bool) -> [String]
    class NSString: NSObject, ExpressibleByStringLiteral {
      init(string aString: String)
      var length: Int { get }
    }
    class NSCache<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
      override init()
      var name: String { get set }
      var countLimit: Int { get set }
      var totalCostLimit: Int { get set }
      func object(forKey key: KeyType) -> ObjectType?
      func setObject(_ obj: ObjectType, forKey key: KeyType)
      func setObject(_ obj: ObjectType, forKey key: KeyType, cost g: Int)
      func removeObject(forKey key: KeyType)
      func removeAllObjects()
    }
    class URLSessionTask {
      func resume()
      func cancel()
    }
    class URLSessionDataTask: URLSessionTask {}
    class URLResponse {
      var url: URL? { get }
    }
    class HTTPURLResponse: URLResponse {
      var statusCode: Int { get }
    }
    struct URLRequest: Equatable, Hashable {
      init(url: URL)
      var url: URL? { get set }
      var httpMethod: String? { get set }
      var httpBody: Data? { get set }
      mutating func setValue(_ value: String?, forHTTPHeaderField field: String)
    }

    extension DispatchQueue: Scheduler {
      struct SchedulerOptions {}
      struct SchedulerTimeType {
        struct Stride: Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
          init(_ timeInterval: Double)
          var magnitude: Int { get }
          static func seconds(_ s: Double) -> DispatchQueue.SchedulerTimeType.Stride
          static func milliseconds(_ ms: Int) -> DispatchQueue.SchedulerTimeType.Stride
          static func microseconds(_ us: Int) -> DispatchQueue.SchedulerTimeType.Stride
          static func nanoseconds(_ ns: Int) -> DispatchQueue.SchedulerTimeType.Stride
        }
      }
    }
    """#
}
