extension Interface {
  /// Foundation values real views use around URLs, dates, strings and files: `URLComponents`
  /// and `URLQueryItem`, `DateInterval`, `ComparisonResult` and the string comparisons, UTF-8
  /// decoding, and the path-based `FileManager` members over the run's in-memory sandbox
  /// (docs/runtime-values.md, "Files", "URL components", "Date intervals").
  static let foundationComponents = #"""
    struct URLQueryItem: Equatable, Hashable, CustomStringConvertible {
      init(name: String, value: String?)
      var name: String { get set }
      var value: String? { get set }
      var description: String { get }
    }
    struct URLComponents: Equatable, Hashable, CustomStringConvertible {
      init()
      init?(string: String)
      init?(url: URL, resolvingAgainstBaseURL resolve: Bool)
      var scheme: String? { get set }
      var host: String? { get set }
      var port: Int? { get set }
      var path: String { get set }
      var query: String? { get set }
      var fragment: String? { get set }
      var queryItems: [URLQueryItem]? { get set }
      var url: URL? { get }
      var string: String? { get }
      var description: String { get }
    }
    extension URL {
      init?(string: String, relativeTo url: URL?)
      func path(percentEncoded: Bool = true) -> String
      var query: String? { get }
      var fragment: String? { get }
      var port: Int? { get }
      func deletingLastPathComponent() -> URL
      func deletingPathExtension() -> URL
    }

    struct DateInterval: Comparable, Hashable, Codable, CustomStringConvertible {
      init()
      init(start: Date, end: Date)
      init(start: Date, duration: TimeInterval)
      var start: Date { get set }
      var end: Date { get set }
      var duration: TimeInterval { get set }
      func contains(_ date: Date) -> Bool
      func intersects(_ dateInterval: DateInterval) -> Bool
      func intersection(with dateInterval: DateInterval) -> DateInterval?
      var description: String { get }
      static func < (lhs: DateInterval, rhs: DateInterval) -> Bool
    }

    enum ComparisonResult: Equatable, Hashable {
      case orderedAscending
      case orderedSame
      case orderedDescending
      var rawValue: Int { get }
    }
    extension String {
      func compare<T: StringProtocol>(_ aString: T) -> ComparisonResult
      func caseInsensitiveCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult
      func localizedCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult
      func localizedCaseInsensitiveCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult
      func localizedStandardCompare<T: StringProtocol>(_ string: T) -> ComparisonResult
      init<C: Collection>(decoding codeUnits: C, as sourceEncoding: Unicode.UTF8.Type) where C.Element == UInt8
      init(decoding codeUnits: Data, as sourceEncoding: Unicode.UTF8.Type)
    }
    extension Unicode {
      enum UTF8 {
        typealias CodeUnit = UInt8
      }
    }
    typealias UTF8 = Unicode.UTF8

    struct FileAttributeKey: Equatable, Hashable {
      init(_ rawValue: String)
      init(rawValue: String)
      var rawValue: String { get }
    }
    extension FileManager {
      func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws
      func createDirectory(atPath path: String, withIntermediateDirectories createIntermediates: Bool, attributes: [FileAttributeKey: Any]? = nil) throws
      @discardableResult func createFile(atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]? = nil) -> Bool
      func contents(atPath path: String) -> Data?
      func removeItem(atPath path: String) throws
      func contentsOfDirectory(atPath path: String) throws -> [String]
    }
    """#
}
