extension Interface {
  /// The standard library's core: protocols, numbers, Bool, String, Optional, ranges, globals.
  static let swiftCore = #"""
    protocol Any {}
    protocol AnyObject {}
    protocol Equatable {}
    protocol Hashable: Equatable {}
    extension Hashable {
      var hashValue: Int { get }
      func hash(into hasher: inout Hasher)
    }
    /// Feeds values into a hash: a program's `hash(into:)` combines its fields.
    struct Hasher {
      init()
      mutating func combine<H: Hashable>(_ value: H)
      func finalize() -> Int
    }
    protocol Comparable: Equatable {}
    protocol Identifiable {
      associatedtype ID: Hashable
      var id: ID { get }
    }
    protocol CustomStringConvertible {
      var description: String { get }
    }
    protocol Error {}
    extension Error {
      var localizedDescription: String { get }
    }
    protocol CaseIterable {
      static var allCases: [Self] { get }
    }
    protocol RawRepresentable {
      associatedtype RawValue
      var rawValue: RawValue { get }
    }
    protocol Sendable {}
    protocol Encodable {}
    protocol Decodable {}
    protocol Codable: Decodable, Encodable {}
    protocol Numeric: Equatable {}
    protocol SignedNumeric: Numeric {}
    protocol Strideable: Comparable {
      associatedtype Stride: Comparable, SignedNumeric
    }
    protocol BinaryInteger: Numeric, Comparable, Hashable, Strideable {}
    protocol FloatingPoint: SignedNumeric, Comparable, Hashable, Strideable {}
    protocol BinaryFloatingPoint: FloatingPoint {}
    protocol LosslessStringConvertible: CustomStringConvertible {}
    protocol StringProtocol: Comparable, Hashable, LosslessStringConvertible {}
    protocol ObservableObject: AnyObject {}

    enum Never {}

    extension Numeric {
      static func + (lhs: Self, rhs: Self) -> Self
      static func - (lhs: Self, rhs: Self) -> Self
      static func * (lhs: Self, rhs: Self) -> Self
      static func += (lhs: inout Self, rhs: Self)
      static func -= (lhs: inout Self, rhs: Self)
      static func *= (lhs: inout Self, rhs: Self)
    }
    extension SignedNumeric {
      static prefix func - (operand: Self) -> Self
    }
    extension BinaryInteger {
      static func / (lhs: Self, rhs: Self) -> Self
      static func % (lhs: Self, rhs: Self) -> Self
      static func /= (lhs: inout Self, rhs: Self)
      static func %= (lhs: inout Self, rhs: Self)
      func isMultiple(of other: Self) -> Bool
      var description: String { get }
    }
    extension FloatingPoint {
      static func / (lhs: Self, rhs: Self) -> Self
      static func /= (lhs: inout Self, rhs: Self)
      func rounded() -> Self
      func rounded(_ rule: FloatingPointRoundingRule) -> Self
      mutating func round()
      func squareRoot() -> Self
      func truncatingRemainder(dividingBy other: Self) -> Self
      func remainder(dividingBy other: Self) -> Self
      var magnitude: Self { get }
      var isNaN: Bool { get }
      var isFinite: Bool { get }
      var isInfinite: Bool { get }
      var isZero: Bool { get }
      var sign: FloatingPointSign { get }
      var description: String { get }
      static var pi: Self { get }
      static var infinity: Self { get }
      static var nan: Self { get }
      static var greatestFiniteMagnitude: Self { get }
      static var zero: Self { get }
    }
    extension Equatable {
      static func == (lhs: Self, rhs: Self) -> Bool
      static func != (lhs: Self, rhs: Self) -> Bool
    }
    extension Comparable {
      static func < (lhs: Self, rhs: Self) -> Bool
      static func <= (lhs: Self, rhs: Self) -> Bool
      static func > (lhs: Self, rhs: Self) -> Bool
      static func >= (lhs: Self, rhs: Self) -> Bool
      static func ... (minimum: Self, maximum: Self) -> ClosedRange<Self>
      static func ..< (minimum: Self, maximum: Self) -> Range<Self>
      static prefix func ..< (maximum: Self) -> PartialRangeUpTo<Self>
      static prefix func ... (maximum: Self) -> PartialRangeThrough<Self>
      static postfix func ... (minimum: Self) -> PartialRangeFrom<Self>
    }
    struct PartialRangeUpTo<Bound: Comparable> {
      var upperBound: Bound { get }
      func contains(_ element: Bound) -> Bool
    }
    struct PartialRangeThrough<Bound: Comparable> {
      var upperBound: Bound { get }
      func contains(_ element: Bound) -> Bool
    }
    struct PartialRangeFrom<Bound: Comparable> {
      var lowerBound: Bound { get }
      func contains(_ element: Bound) -> Bool
    }
    enum FloatingPointRoundingRule {
      case toNearestOrAwayFromZero
      case toNearestOrEven
      case up
      case down
      case towardZero
      case awayFromZero
    }
    enum FloatingPointSign {
      case plus
      case minus
    }

    struct Bool: Equatable, Hashable, CustomStringConvertible, LosslessStringConvertible {
      init()
      init(_ value: Bool)
      init?(_ description: String)
      mutating func toggle()
      var description: String { get }
      static func random() -> Bool
      static prefix func ! (operand: Bool) -> Bool
      static func && (lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool
      static func || (lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool
    }

    struct Int: BinaryInteger, SignedNumeric, CustomStringConvertible, LosslessStringConvertible {
      init()
      init(_ value: Int)
      init(_ value: Double)
      init(_ value: Float)
      init(_ value: CGFloat)
      init?(_ description: String)
      init?(exactly value: Double)
      static var max: Int { get }
      static var min: Int { get }
      static var zero: Int { get }
      static var bitWidth: Int { get }
      static func random(in range: Range<Int>) -> Int
      static func random(in range: ClosedRange<Int>) -> Int
      var magnitude: Int { get }
      func signum() -> Int
      static func & (lhs: Int, rhs: Int) -> Int
      static func | (lhs: Int, rhs: Int) -> Int
      static func ^ (lhs: Int, rhs: Int) -> Int
      static func << (lhs: Int, rhs: Int) -> Int
      static func >> (lhs: Int, rhs: Int) -> Int
      static prefix func ~ (operand: Int) -> Int
      static func &= (lhs: inout Int, rhs: Int)
      static func |= (lhs: inout Int, rhs: Int)
      static func ^= (lhs: inout Int, rhs: Int)
      static func <<= (lhs: inout Int, rhs: Int)
      static func >>= (lhs: inout Int, rhs: Int)
      static func &+ (lhs: Int, rhs: Int) -> Int
      static func &- (lhs: Int, rhs: Int) -> Int
      static func &* (lhs: Int, rhs: Int) -> Int
      static func &+= (lhs: inout Int, rhs: Int)
      static func &-= (lhs: inout Int, rhs: Int)
      static func &*= (lhs: inout Int, rhs: Int)
      static func &<< (lhs: Int, rhs: Int) -> Int
      static func &>> (lhs: Int, rhs: Int) -> Int
      func addingReportingOverflow(_ other: Int) -> (partialValue: Int, overflow: Bool)
      func subtractingReportingOverflow(_ other: Int) -> (partialValue: Int, overflow: Bool)
      func multipliedReportingOverflow(by other: Int) -> (partialValue: Int, overflow: Bool)
    }
    typealias UInt = Int
    typealias Int64 = Int
    typealias Int32 = Int
    typealias Int16 = Int
    typealias Int8 = Int
    typealias UInt64 = Int
    typealias UInt32 = Int
    typealias UInt16 = Int
    typealias UInt8 = Int

    struct Double: BinaryFloatingPoint, CustomStringConvertible, LosslessStringConvertible {
      init()
      init(_ value: Double)
      init(_ value: Int)
      init(_ value: Float)
      init(_ value: CGFloat)
      init?(_ text: String)
      static func random(in range: Range<Double>) -> Double
      static func random(in range: ClosedRange<Double>) -> Double
    }
    typealias TimeInterval = Double

    struct Float: BinaryFloatingPoint, CustomStringConvertible, LosslessStringConvertible {
      init()
      init(_ value: Float)
      init(_ value: Int)
      init(_ value: Double)
      init(_ value: CGFloat)
      init?(_ text: String)
      static func random(in range: ClosedRange<Float>) -> Float
    }

    struct Character: Equatable, Hashable, Comparable, CustomStringConvertible, LosslessStringConvertible {
      init(_ content: String)
      var description: String { get }
      var isLetter: Bool { get }
      var isNumber: Bool { get }
      var isUppercase: Bool { get }
      var isWhitespace: Bool { get }
      var isLowercase: Bool { get }
      var isPunctuation: Bool { get }
      var isSymbol: Bool { get }
      var isNewline: Bool { get }
      var isHexDigit: Bool { get }
      var isASCII: Bool { get }
      var asciiValue: UInt8? { get }
      var wholeNumberValue: Int? { get }
      var hexDigitValue: Int? { get }
      func uppercased() -> String
      func lowercased() -> String
    }

    struct String: StringProtocol, Hashable, Comparable, CustomStringConvertible, Collection {
      typealias Element = Character
      init()
      init(_ value: String)
      init(_ value: Character)
      init(_ value: Int)
      init(_ value: Double)
      init(_ value: CGFloat)
      init(_ value: Substring)
      init<T>(describing instance: T)
      init<T: LosslessStringConvertible>(_ value: T)
      init<S: Sequence>(_ characters: S) where S.Element == Character
      init(repeating repeatedValue: String, count: Int)
      init(format: String, _ arguments: CVarArg...)
      init(format: String, arguments: [CVarArg])
      var count: Int { get }
      var isEmpty: Bool { get }
      var description: String { get }
      var first: Character? { get }
      var last: Character? { get }
      func uppercased() -> String
      func lowercased() -> String
      var capitalized: String { get }
      func hasPrefix(_ prefix: String) -> Bool
      func hasSuffix(_ suffix: String) -> Bool
      func contains(_ other: String) -> Bool
      func localizedCaseInsensitiveContains(_ other: String) -> Bool
      func localizedStandardContains(_ other: String) -> Bool
      func contains(_ character: Character) -> Bool
      func split(separator: Character) -> [Substring]
      func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring]
      func components(separatedBy separator: String) -> [String]
      func replacingOccurrences(of target: String, with replacement: String) -> String
      func replacingCharacters<T: StringProtocol, R: RangeExpression>(in range: R, with replacement: T) -> String where R.Bound == String.Index
      func trimmingCharacters(in set: CharacterSet) -> String
      func prefix(_ maxLength: Int) -> Substring
      func suffix(_ maxLength: Int) -> Substring
      func dropFirst(_ k: Int = 1) -> Substring
      func dropLast(_ k: Int = 1) -> Substring
      func reversed() -> [Character]
      mutating func append(_ other: String)
      mutating func append(_ c: Character)
      static func + (lhs: String, rhs: String) -> String
      static func += (lhs: inout String, rhs: String)
      static func + (lhs: String, rhs: Substring) -> String
      static func += (lhs: inout String, rhs: Substring)
      func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String
      struct Index: Comparable, Hashable {}
      var indices: [String.Index] { get }
      func enumerated() -> [(offset: Int, element: Character)]
      mutating func replaceSubrange(_ bounds: Range<String.Index>, with newElements: String)
      mutating func replaceSubrange(_ bounds: ClosedRange<String.Index>, with newElements: String)
      var startIndex: String.Index { get }
      var endIndex: String.Index { get }
      func index(after i: String.Index) -> String.Index
      func index(before i: String.Index) -> String.Index
      func index(_ i: String.Index, offsetBy distance: Int) -> String.Index
      func distance(from start: String.Index, to end: String.Index) -> Int
      subscript(i: String.Index) -> Character { get }
      subscript(bounds: Range<String.Index>) -> Substring { get }
      subscript(bounds: ClosedRange<String.Index>) -> Substring { get }
      subscript(bounds: PartialRangeFrom<String.Index>) -> Substring { get }
      subscript(bounds: PartialRangeUpTo<String.Index>) -> Substring { get }
      subscript(bounds: PartialRangeThrough<String.Index>) -> Substring { get }
      func firstIndex(of element: Character) -> String.Index?
      func firstIndex(where predicate: (Character) throws -> Bool) rethrows -> String.Index?
      func lastIndex(of element: Character) -> String.Index?
      mutating func remove(at i: String.Index) -> Character
      mutating func insert(_ newElement: Character, at i: String.Index)
      mutating func removeFirst() -> Character
      mutating func removeLast() -> Character
      mutating func removeAll()
      func randomElement() -> Character?
      func map<T>(_ transform: (Character) throws -> T) rethrows -> [T]
      func compactMap<T>(_ transform: (Character) throws -> T?) rethrows -> [T]
      func forEach(_ body: (Character) throws -> Void) rethrows
      func first(where predicate: (Character) throws -> Bool) rethrows -> Character?
      func filter(_ isIncluded: (Character) throws -> Bool) rethrows -> String
      func allSatisfy(_ predicate: (Character) throws -> Bool) rethrows -> Bool
      func contains(where predicate: (Character) throws -> Bool) rethrows -> Bool
      var utf16: String.UTF16View { get }
      var utf8: String.UTF8View { get }
      struct UTF16View {
        var count: Int { get }
      }
      struct UTF8View: Sequence {
        typealias Element = UInt8
        var count: Int { get }
      }
      func range(of aString: String) -> Range<String.Index>?
      func components(separatedBy separator: CharacterSet) -> [String]
      func rangeOfCharacter(from aSet: CharacterSet) -> Range<String.Index>?
      func lowercased(with locale: Locale?) -> String
      var localizedCapitalized: String { get }
      var localizedLowercase: String { get }
      var localizedUppercase: String { get }
    }
    extension Substring {
      var startIndex: String.Index { get }
      var endIndex: String.Index { get }
    }
    struct Substring: StringProtocol, CustomStringConvertible {
      var count: Int { get }
      var description: String { get }
      var isEmpty: Bool { get }
      var first: Character? { get }
      var last: Character? { get }
      func uppercased() -> String
      func lowercased() -> String
      var capitalized: String { get }
      func hasPrefix(_ prefix: String) -> Bool
      func hasSuffix(_ suffix: String) -> Bool
      func contains(_ other: String) -> Bool
      func contains(_ character: Character) -> Bool
      func split(separator: Character) -> [Substring]
      func components(separatedBy separator: String) -> [String]
      func trimmingCharacters(in set: CharacterSet) -> String
      func replacingOccurrences(of target: String, with replacement: String) -> String
      func prefix(_ maxLength: Int) -> Substring
      func suffix(_ maxLength: Int) -> Substring
      func dropFirst(_ k: Int = 1) -> Substring
      func dropLast(_ k: Int = 1) -> Substring
      func reversed() -> [Character]
      func map<T>(_ transform: (Character) throws -> T) rethrows -> [T]
      func compactMap<T>(_ transform: (Character) throws -> T?) rethrows -> [T]
      func filter(_ isIncluded: (Character) throws -> Bool) rethrows -> String
      func allSatisfy(_ predicate: (Character) throws -> Bool) rethrows -> Bool
      func contains(where predicate: (Character) throws -> Bool) rethrows -> Bool
      func firstIndex(of element: Character) -> String.Index?
      subscript(i: String.Index) -> Character { get }
      subscript(bounds: Range<String.Index>) -> Substring { get }
      subscript(bounds: ClosedRange<String.Index>) -> Substring { get }
      subscript(bounds: PartialRangeFrom<String.Index>) -> Substring { get }
      subscript(bounds: PartialRangeUpTo<String.Index>) -> Substring { get }
      subscript(bounds: PartialRangeThrough<String.Index>) -> Substring { get }
    }
    protocol CVarArg {}
    extension Int: CVarArg {}
    extension Double: CVarArg {}
    extension CGFloat: CVarArg {}
    extension String: CVarArg {}

    enum Result<Success, Failure: Error> {
      case success(Success)
      case failure(Failure)
      init(catching body: () throws -> Success)
      func get() throws -> Success
      func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure>
      func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure>
      func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure>
    }
    extension Result: Equatable where Success: Equatable, Failure: Equatable {}
    enum Optional<Wrapped>: ExpressibleByNilLiteral {
      case none
      case some(Wrapped)
      init(_ some: Wrapped)
      func map<U>(_ transform: (Wrapped) throws -> U) rethrows -> U?
      func flatMap<U>(_ transform: (Wrapped) throws -> U?) rethrows -> U?
      var debugDescription: String { get }
    }
    protocol ExpressibleByNilLiteral {}
    protocol ExpressibleByIntegerLiteral {}
    protocol ExpressibleByFloatLiteral {}
    extension Optional: Equatable where Wrapped: Equatable {}
    extension Optional: Hashable where Wrapped: Hashable {}

    struct Range<Bound: Comparable>: Equatable, RandomAccessCollection {
      typealias Element = Bound
      var lowerBound: Bound { get }
      init(_ other: ClosedRange<Bound>) where Bound: BinaryInteger
      var upperBound: Bound { get }
      var first: Bound? { get }
      var last: Bound? { get }
      var count: Int { get }
      var isEmpty: Bool { get }
      func contains(_ element: Bound) -> Bool
      func randomElement() -> Bound? where Bound: BinaryInteger
      func map<T>(_ transform: (Bound) throws -> T) rethrows -> [T] where Bound: BinaryInteger
      func reversed() -> [Bound] where Bound: BinaryInteger
      func forEach(_ body: (Bound) throws -> Void) rethrows where Bound: BinaryInteger
    }
    struct RangeSet<Bound: Comparable>: Equatable {
      init()
      init(_ range: Range<Bound>)
      var ranges: [Range<Bound>] { get }
      var isEmpty: Bool { get }
    }
    struct ClosedRange<Bound: Comparable>: Equatable, RandomAccessCollection {
      typealias Element = Bound
      var lowerBound: Bound { get }
      var upperBound: Bound { get }
      var first: Bound? { get }
      var last: Bound? { get }
      var count: Int { get }
      var isEmpty: Bool { get }
      func contains(_ element: Bound) -> Bool
      func randomElement() -> Bound? where Bound: BinaryInteger
      func map<T>(_ transform: (Bound) throws -> T) rethrows -> [T] where Bound: BinaryInteger
      func reversed() -> [Bound] where Bound: BinaryInteger
      func forEach(_ body: (Bound) throws -> Void) rethrows where Bound: BinaryInteger
    }
    struct StrideTo<Element> : Collection {
      func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]
    }

    func === (lhs: AnyObject?, rhs: AnyObject?) -> Bool
    func !== (lhs: AnyObject?, rhs: AnyObject?) -> Bool
    func print(_ items: Any..., separator: String = " ", terminator: String = "\n")
    func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n")
    func min<T: Comparable>(_ x: T, _ y: T) -> T
    func min<T: Comparable>(_ x: T, _ y: T, _ z: T) -> T
    func max<T: Comparable>(_ x: T, _ y: T) -> T
    func max<T: Comparable>(_ x: T, _ y: T, _ z: T) -> T
    func abs<T: SignedNumeric>(_ x: T) -> T
    func sqrt<T: FloatingPoint>(_ x: T) -> T
    func drand48() -> Double
    func srand48(_ seed: Int)
    func floor<T: FloatingPoint>(_ x: T) -> T
    func ceil<T: FloatingPoint>(_ x: T) -> T
    func round<T: FloatingPoint>(_ x: T) -> T
    func sin(_ x: Double) -> Double
    func cos(_ x: Double) -> Double
    func tan(_ x: Double) -> Double
    func asin(_ x: Double) -> Double
    func acos(_ x: Double) -> Double
    func atan(_ x: Double) -> Double
    func atan2(_ y: Double, _ x: Double) -> Double
    func sin(_ x: CGFloat) -> CGFloat
    func cos(_ x: CGFloat) -> CGFloat
    func atan2(_ y: CGFloat, _ x: CGFloat) -> CGFloat
    func pow(_ x: Double, _ y: Double) -> Double
    func pow(_ x: CGFloat, _ y: CGFloat) -> CGFloat
    func exp(_ x: Double) -> Double
    func log(_ x: Double) -> Double
    func hypot(_ x: Double, _ y: Double) -> Double
    func hypot(_ x: CGFloat, _ y: CGFloat) -> CGFloat
    func stride<T: Comparable>(from start: T, to end: T, by stride: T) -> StrideTo<T>
    func stride<T: Comparable>(from start: T, through end: T, by stride: T) -> StrideTo<T>
    func zip<Sequence1: Sequence, Sequence2: Sequence>(_ sequence1: Sequence1, _ sequence2: Sequence2) -> [(Sequence1.Element, Sequence2.Element)]
    func fatalError(_ message: String = "") -> Never
    func precondition(_ condition: Bool, _ message: String = "")
    func assert(_ condition: Bool, _ message: String = "")
    func type<T>(of value: T) -> Any
    func swap<T>(_ a: inout T, _ b: inout T)
    func sequence<T>(first: T, next: @escaping (T) -> T?) -> UnfoldSequence<T, (T?, Bool)>
    func sequence<T, State>(state: State, next: @escaping (inout State) -> T?) -> UnfoldSequence<T, State>
    struct UnfoldSequence<Element, State>: Sequence {
      func prefix(_ maxLength: Int) -> [Element]
      func prefix(while predicate: (Element) throws -> Bool) rethrows -> [Element]
      func first(where predicate: (Element) throws -> Bool) rethrows -> Element?
      func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool
    }
    """#
}
