extension Interface {
  /// iOS 18's container API: a view's subviews as a collection (`Group(subviews:transform:)`,
  /// `ForEach(subviews:content:)`), the container values a child sets and its subview reads,
  /// and `Toggle(sources:isOn:label:)` over a collection of bindings
  /// (docs/runtime-values.md, "Subviews and container values"); `TextRenderer` as a stand-in
  /// (the text is drawn as it is).
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
    protocol TextAttribute: Hashable {}
    extension Text {
      func customAttribute<T: TextAttribute>(_ value: T) -> Text
      func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text
    }
    protocol TextRenderer: Animatable {
      func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    }
    extension View {
      @standIn("the renderer's draw(layout:in:) is not run: the text is drawn as it is") func textRenderer<T: TextRenderer>(_ renderer: T) -> some View
    }
    extension Text {
      struct Layout: RandomAccessCollection {
        typealias Element = Text.Layout.Line
        typealias Index = Int
        var count: Int { get }
        var isEmpty: Bool { get }
        var first: Text.Layout.Line? { get }
        var last: Text.Layout.Line? { get }
        var indices: Range<Int> { get }
        subscript(index: Int) -> Text.Layout.Line { get }
        var isTruncated: Bool { get }
        struct Line: RandomAccessCollection {
          typealias Element = Text.Layout.Run
          typealias Index = Int
          var count: Int { get }
          var isEmpty: Bool { get }
          var first: Text.Layout.Run? { get }
          var last: Text.Layout.Run? { get }
          var indices: Range<Int> { get }
          subscript(index: Int) -> Text.Layout.Run { get }
          var typographicBounds: Text.Layout.TypographicBounds { get }
          var origin: CGPoint { get }
        }
        struct Run: RandomAccessCollection {
          typealias Element = Text.Layout.Glyph
          typealias Index = Int
          var count: Int { get }
          subscript(index: Int) -> Text.Layout.Glyph { get }
          subscript<T: TextAttribute>(_ key: T.Type) -> T? { get }
          var typographicBounds: Text.Layout.TypographicBounds { get }
        }
        struct Glyph {
          var typographicBounds: Text.Layout.TypographicBounds { get }
        }
        struct TypographicBounds {
          var origin: CGPoint { get }
          var width: CGFloat { get }
          var ascent: CGFloat { get }
          var descent: CGFloat { get }
          var rect: CGRect { get }
        }
        struct DrawingOptions {
          init()
        }
      }
    }
    extension GraphicsContext {
      func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init())
      func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init())
      func draw(_ glyph: Text.Layout.Glyph, options: Text.Layout.DrawingOptions = .init())
    }
    extension GraphicsContext.Filter {
      static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter
      static func colorShader(_ shader: Shader) -> GraphicsContext.Filter
      static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter
    }
    """#
}
