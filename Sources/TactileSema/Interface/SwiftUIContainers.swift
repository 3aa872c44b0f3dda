extension Interface {
  /// iOS 18's container API: a view's subviews as a collection (`Group(subviews:transform:)`,
  /// `ForEach(subviews:content:)`), the container values a child sets and its subview reads,
  /// and `Toggle(sources:isOn:label:)` over a collection of bindings
  /// (docs/runtime-values.md, "Subviews and container values").
  static let swiftUIContainers = #"""
    struct ContainerValues {
      func _entry<T>(_ name: String, default defaultValue: T) -> T
    }
    protocol ContainerValueKey {
      associatedtype Value
      static var defaultValue: Self.Value { get }
    }
    extension View {
      func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View
    }
    struct Subview: View, Identifiable {
      struct ID: Hashable {}
      var id: Subview.ID { get }
      var containerValues: ContainerValues { get }
    }
    struct SubviewsCollection: RandomAccessCollection, View {
      typealias Element = Subview
      typealias Index = Int
      typealias SubSequence = SubviewsCollectionSlice
      var startIndex: Int { get }
      var endIndex: Int { get }
      var count: Int { get }
      var isEmpty: Bool { get }
      var first: Subview? { get }
      var last: Subview? { get }
      var indices: Range<Int> { get }
      subscript(index: Int) -> Subview { get }
      subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { get }
      subscript(bounds: ClosedRange<Int>) -> SubviewsCollectionSlice { get }
      subscript(bounds: PartialRangeFrom<Int>) -> SubviewsCollectionSlice { get }
      subscript(bounds: PartialRangeUpTo<Int>) -> SubviewsCollectionSlice { get }
      subscript(bounds: PartialRangeThrough<Int>) -> SubviewsCollectionSlice { get }
      func prefix(_ maxLength: Int) -> SubviewsCollectionSlice
      func suffix(_ maxLength: Int) -> SubviewsCollectionSlice
      func dropFirst(_ k: Int = 1) -> SubviewsCollectionSlice
      func dropLast(_ k: Int = 1) -> SubviewsCollectionSlice
      func enumerated() -> [(offset: Int, element: Subview)]
      func reversed() -> [Subview]
      func firstIndex(where predicate: (Subview) throws -> Bool) rethrows -> Int?
      func index(after i: Int) -> Int
      func index(before i: Int) -> Int
    }
    struct SubviewsCollectionSlice: RandomAccessCollection, View {
      typealias Element = Subview
      typealias Index = Int
      typealias SubSequence = SubviewsCollectionSlice
      var startIndex: Int { get }
      var endIndex: Int { get }
      var count: Int { get }
      var isEmpty: Bool { get }
      var first: Subview? { get }
      var last: Subview? { get }
      var indices: Range<Int> { get }
      subscript(index: Int) -> Subview { get }
      subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { get }
      subscript(bounds: ClosedRange<Int>) -> SubviewsCollectionSlice { get }
      subscript(bounds: PartialRangeFrom<Int>) -> SubviewsCollectionSlice { get }
      subscript(bounds: PartialRangeUpTo<Int>) -> SubviewsCollectionSlice { get }
      subscript(bounds: PartialRangeThrough<Int>) -> SubviewsCollectionSlice { get }
      func prefix(_ maxLength: Int) -> SubviewsCollectionSlice
      func suffix(_ maxLength: Int) -> SubviewsCollectionSlice
      func dropFirst(_ k: Int = 1) -> SubviewsCollectionSlice
      func dropLast(_ k: Int = 1) -> SubviewsCollectionSlice
      func enumerated() -> [(offset: Int, element: Subview)]
      func reversed() -> [Subview]
      func firstIndex(where predicate: (Subview) throws -> Bool) rethrows -> Int?
      func index(after i: Int) -> Int
      func index(before i: Int) -> Int
    }
    struct GroupElementsOfContent<Subviews: View, Content: View>: View {}
    struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
      typealias Element = Content
    }
    extension Group {
      init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result) where Content == GroupElementsOfContent<Base, Result>
    }
    extension ForEach {
      init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) where Data == ForEachSubviewCollection<Content>, ID == Subview.ID
    }
    extension Toggle {
      init<C: RandomAccessCollection>(sources: Binding<C>, isOn: WritableKeyPath<C.Element, Bool>, @ViewBuilder label: () -> Label)
      init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: Binding<C>, isOn: WritableKeyPath<C.Element, Bool>) where Label == Text
      init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: Binding<C>, isOn: WritableKeyPath<C.Element, Bool>) where Label == Text
    }
    """#
}
