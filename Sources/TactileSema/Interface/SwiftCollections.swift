extension Interface {
  /// Arrays, dictionaries and sets with their everyday methods.
  static let swiftCollections = #"""
    protocol Sequence {
      associatedtype Element
    }
    extension Sequence {
      func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]
      func compactMap<T>(_ transform: (Element) throws -> T?) rethrows -> [T]
      func flatMap<SegmentOfResult: Sequence>(_ transform: (Element) throws -> SegmentOfResult) rethrows -> [SegmentOfResult.Element]
      func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]
      func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) throws -> Result) rethrows -> Result
      func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) throws -> Void) rethrows -> Result
      func forEach(_ body: (Element) throws -> Void) rethrows
      func first(where predicate: (Element) throws -> Bool) rethrows -> Element?
      func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool
      func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool
      func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]
      func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
      func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
      func dropLast(_ k: Int = 1) -> [Element]
    }
    protocol Collection: Sequence {}
    extension Collection {
      var count: Int { get }
      var isEmpty: Bool { get }
      var first: Self.Element? { get }
    }
    protocol BidirectionalCollection: Collection {}
    extension BidirectionalCollection {
      var last: Self.Element? { get }
    }
    protocol RandomAccessCollection: BidirectionalCollection {}
    protocol MutableCollection: Collection {}
    protocol RangeReplaceableCollection: Collection {}

    struct Array<Element>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
      init()
      init(repeating repeatedValue: Element, count: Int)
      init<S: Sequence>(_ elements: S) where S.Element == Element
      var count: Int { get }
      var isEmpty: Bool { get }
      var first: Element? { get }
      var last: Element? { get }
      var indices: Range<Int> { get }
      var startIndex: Int { get }
      var endIndex: Int { get }
      subscript(index: Int) -> Element { get set }
      subscript(bounds: Range<Int>) -> ArraySlice<Element> { get }
      subscript(bounds: ClosedRange<Int>) -> ArraySlice<Element> { get }
      subscript(bounds: PartialRangeFrom<Int>) -> ArraySlice<Element> { get }
      subscript(bounds: PartialRangeUpTo<Int>) -> ArraySlice<Element> { get }
      subscript(bounds: PartialRangeThrough<Int>) -> ArraySlice<Element> { get }
      mutating func append(_ newElement: Element)
      mutating func append(contentsOf newElements: [Element])
      mutating func insert(_ newElement: Element, at i: Int)
      mutating func remove(at index: Int) -> Element
      mutating func removeFirst() -> Element
      mutating func removeLast() -> Element
      mutating func removeFirst(_ k: Int)
      mutating func removeLast(_ k: Int)
      mutating func removeAll()
      mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows
      mutating func popLast() -> Element?
      mutating func swapAt(_ i: Int, _ j: Int)
      mutating func move(fromOffsets source: IndexSet, toOffset destination: Int)
      mutating func remove(atOffsets offsets: IndexSet)
      mutating func reverse()
      mutating func shuffle()
      mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows
      func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]
      func compactMap<T>(_ transform: (Element) throws -> T?) rethrows -> [T]
      func flatMap<T>(_ transform: (Element) throws -> [T]) rethrows -> [T]
      func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]
      func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) throws -> Result) rethrows -> Result
      func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) throws -> Void) rethrows -> Result
      func forEach(_ body: (Element) throws -> Void) rethrows
      func first(where predicate: (Element) throws -> Bool) rethrows -> Element?
      func last(where predicate: (Element) throws -> Bool) rethrows -> Element?
      func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?
      func lastIndex(where predicate: (Element) throws -> Bool) rethrows -> Int?
      func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool
      func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool
      func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]
      func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
      func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
      func enumerated() -> [(offset: Int, element: Element)]
      func reversed() -> [Element]
      func shuffled() -> [Element]
      func prefix(_ maxLength: Int) -> ArraySlice<Element>
      func suffix(_ maxLength: Int) -> ArraySlice<Element>
      func dropFirst(_ k: Int = 1) -> ArraySlice<Element>
      func dropLast(_ k: Int = 1) -> ArraySlice<Element>
      func randomElement() -> Element?
      mutating func reserveCapacity(_ minimumCapacity: Int)
      func index(after i: Int) -> Int
      func index(before i: Int) -> Int
      static func + (lhs: [Element], rhs: [Element]) -> [Element]
      static func += (lhs: inout [Element], rhs: [Element])
    }
    protocol ExpressibleByArrayLiteral {}
    protocol SetAlgebra: Equatable, ExpressibleByArrayLiteral {}
    protocol ExpressibleByDictionaryLiteral {}
    extension Array: Equatable where Element: Equatable {}
    extension Array: Hashable where Element: Hashable {}
    extension Array where Element: Equatable {
      func contains(_ element: Element) -> Bool
      func firstIndex(of element: Element) -> Int?
      func lastIndex(of element: Element) -> Int?
    }
    extension Array where Element: Comparable {
      func sorted() -> [Element]
      mutating func sort()
      func min() -> Element?
      func max() -> Element?
    }
    extension Array where Element: StringProtocol {
      func joined(separator: String = "") -> String
    }
    extension Sequence where Element: Sequence {
      func joined() -> FlattenSequence<Self>
      func joined<Separator: Sequence>(separator: Separator) -> JoinedSequence<Self> where Separator.Element == Element.Element
    }
    struct FlattenSequence<Base: Sequence>: Sequence where Base.Element: Sequence {
      typealias Element = Base.Element.Element
    }
    struct JoinedSequence<Base: Sequence>: Sequence where Base.Element: Sequence {
      typealias Element = Base.Element.Element
    }
    extension Array where Element: Numeric {
      func sum() -> Element
    }
    struct ArraySlice<Element>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
      var count: Int { get }
      var isEmpty: Bool { get }
      var first: Element? { get }
      var last: Element? { get }
      subscript(index: Int) -> Element { get }
      func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]
      func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]
      func forEach(_ body: (Element) throws -> Void) rethrows
      func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) throws -> Result) rethrows -> Result
      func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) throws -> Void) rethrows -> Result
      func compactMap<T>(_ transform: (Element) throws -> T?) rethrows -> [T]
      func flatMap<T>(_ transform: (Element) throws -> [T]) rethrows -> [T]
      func first(where predicate: (Element) throws -> Bool) rethrows -> Element?
      func last(where predicate: (Element) throws -> Bool) rethrows -> Element?
      func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool
      func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool
      func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]
      func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
      func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?
      func enumerated() -> [(offset: Int, element: Element)]
      func reversed() -> [Element]
      func prefix(_ maxLength: Int) -> ArraySlice<Element>
      func suffix(_ maxLength: Int) -> ArraySlice<Element>
      func dropFirst(_ k: Int = 1) -> ArraySlice<Element>
      func dropLast(_ k: Int = 1) -> ArraySlice<Element>
      func randomElement() -> Element?
    }
    extension ArraySlice where Element: Comparable {
      func sorted() -> [Element]
      func min() -> Element?
      func max() -> Element?
    }
    extension ArraySlice where Element: StringProtocol {
      func joined(separator: String = "") -> String
    }
    extension ArraySlice where Element: Equatable {
      func contains(_ element: Element) -> Bool
    }
    struct IndexSet: BidirectionalCollection, Equatable, Hashable {
      typealias Element = Int
      init()
      init(integer: Int)
      init(integersIn range: Range<Int>)
      init<S: Sequence>(_ sequence: S) where S.Element == Int
      func contains(_ integer: Int) -> Bool
      func min() -> Int?
      func max() -> Int?
      func sorted() -> [Int]
      @discardableResult mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int)
      @discardableResult mutating func remove(_ integer: Int) -> Int?
      mutating func removeAll()
    }

    struct Dictionary<Key: Hashable, Value>: Collection, ExpressibleByDictionaryLiteral {
      init()
      init<S: Sequence>(grouping values: S, by keyForValue: (S.Element) throws -> Key) rethrows where Value == [S.Element]
      init<S: Sequence>(uniqueKeysWithValues keysAndValues: S) where S.Element == (Key, Value)
      var count: Int { get }
      var isEmpty: Bool { get }
      var keys: [Key] { get }
      var values: [Value] { get }
      subscript(key: Key) -> Value? { get set }
      subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value { get set }
      mutating func removeValue(forKey key: Key) -> Value?
      mutating func removeAll()
      mutating func updateValue(_ value: Value, forKey key: Key) -> Value?
      mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows
      func merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key: Value]
      func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T]
      func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> [Key: Value]
      func map<T>(_ transform: ((key: Key, value: Value)) throws -> T) rethrows -> [T]
      func forEach(_ body: ((key: Key, value: Value)) throws -> Void) rethrows
      func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, (key: Key, value: Value)) throws -> Void) rethrows -> Result
      func sorted(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) throws -> Bool) rethrows -> [(key: Key, value: Value)]
    }
    extension Dictionary: Equatable where Value: Equatable {}

    struct Set<Element: Hashable>: Collection, ExpressibleByArrayLiteral {
      init()
      init(_ elements: [Element])
      var count: Int { get }
      var isEmpty: Bool { get }
      var first: Element? { get }
      func randomElement() -> Element?
      func contains(_ member: Element) -> Bool
      mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)
      mutating func remove(_ member: Element) -> Element?
      mutating func removeAll()
      mutating func formUnion<S: Sequence>(_ other: S) where S.Element == Element
      func union<S: Sequence>(_ other: S) -> Set<Element> where S.Element == Element
      func isSubset<S: Sequence>(of possibleSuperset: S) -> Bool where S.Element == Element
      func isSuperset<S: Sequence>(of possibleSubset: S) -> Bool where S.Element == Element
      func isDisjoint<S: Sequence>(with other: S) -> Bool where S.Element == Element
      func symmetricDifference<S: Sequence>(_ other: S) -> Set<Element> where S.Element == Element
      func intersection<S: Sequence>(_ other: S) -> Set<Element> where S.Element == Element
      func subtracting<S: Sequence>(_ other: S) -> Set<Element> where S.Element == Element
      mutating func formIntersection<S: Sequence>(_ other: S) where S.Element == Element
      mutating func formSymmetricDifference<S: Sequence>(_ other: S) where S.Element == Element
      mutating func subtract<S: Sequence>(_ other: S) where S.Element == Element
      mutating func update(with newMember: Element) -> Element?
      mutating func popFirst() -> Element?
      /// A position in the set: its elements in insertion order (docs/runtime-values.md).
      struct Index: Comparable {}
      var startIndex: Set<Element>.Index { get }
      var endIndex: Set<Element>.Index { get }
      func firstIndex(of member: Element) -> Set<Element>.Index?
      func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Set<Element>.Index?
      subscript(position: Set<Element>.Index) -> Element { get }
      mutating func remove(at position: Set<Element>.Index) -> Element
      func map<T>(_ transform: (Element) throws -> T) rethrows -> [T]
      func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Set<Element>
      func sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]
      func forEach(_ body: (Element) throws -> Void) rethrows
    }
    extension Set: Equatable {}
    extension Set where Element: Comparable {
      func sorted() -> [Element]
      func min() -> Element?
      func max() -> Element?
    }
    """#
}
