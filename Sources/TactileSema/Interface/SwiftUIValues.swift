extension Interface {
  /// SwiftUI's value types: geometry, alignment, fonts, animation, transactions, coordinate
  /// spaces, and the environment.
  static let swiftUIValues = #"""
    struct Angle: Equatable, Hashable, Comparable {
      init()
      init(radians: Double)
      init(degrees: Double)
      var radians: Double
      var degrees: Double
      static var zero: Angle { get }
      static func radians(_ radians: Double) -> Angle
      static func degrees(_ degrees: Double) -> Angle
      static func + (lhs: Angle, rhs: Angle) -> Angle
      static func - (lhs: Angle, rhs: Angle) -> Angle
      static func * (lhs: Angle, rhs: Double) -> Angle
      static func * (lhs: Double, rhs: Angle) -> Angle
      static func / (lhs: Angle, rhs: Double) -> Angle
      static func += (lhs: inout Angle, rhs: Angle)
      static func -= (lhs: inout Angle, rhs: Angle)
      static prefix func - (operand: Angle) -> Angle
    }
    struct UnitPoint: Equatable, Hashable {
      init()
      init(x: CGFloat, y: CGFloat)
      var x: CGFloat
      var y: CGFloat
      static var zero: UnitPoint { get }
      static var center: UnitPoint { get }
      static var leading: UnitPoint { get }
      static var trailing: UnitPoint { get }
      static var top: UnitPoint { get }
      static var bottom: UnitPoint { get }
      static var topLeading: UnitPoint { get }
      static var topTrailing: UnitPoint { get }
      static var bottomLeading: UnitPoint { get }
      static var bottomTrailing: UnitPoint { get }
    }
    struct Alignment: Equatable {
      init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)
      var horizontal: HorizontalAlignment
      var vertical: VerticalAlignment
      static var center: Alignment { get }
      static var leading: Alignment { get }
      static var trailing: Alignment { get }
      static var top: Alignment { get }
      static var bottom: Alignment { get }
      static var topLeading: Alignment { get }
      static var topTrailing: Alignment { get }
      static var bottomLeading: Alignment { get }
      static var bottomTrailing: Alignment { get }
    }
    protocol AlignmentID {
      static func defaultValue(in context: ViewDimensions) -> CGFloat
    }
    struct HorizontalAlignment: Equatable {
      init(_ id: any AlignmentID.Type)
      static var leading: HorizontalAlignment { get }
      static var center: HorizontalAlignment { get }
      static var trailing: HorizontalAlignment { get }
    }
    struct ViewDimensions: Equatable {
      var width: CGFloat { get }
      var height: CGFloat { get }
      subscript(guide: HorizontalAlignment) -> CGFloat { get }
      subscript(guide: VerticalAlignment) -> CGFloat { get }
      subscript(explicit guide: HorizontalAlignment) -> CGFloat? { get }
      subscript(explicit guide: VerticalAlignment) -> CGFloat? { get }
    }
    struct VerticalAlignment: Equatable {
      init(_ id: any AlignmentID.Type)
      static var top: VerticalAlignment { get }
      static var center: VerticalAlignment { get }
      static var bottom: VerticalAlignment { get }
      static var firstTextBaseline: VerticalAlignment { get }
      static var lastTextBaseline: VerticalAlignment { get }
    }
    enum VerticalEdge: Equatable, Hashable {
      case top
      case bottom
      struct Set: OptionSet {
        static var top: VerticalEdge.Set { get }
        static var bottom: VerticalEdge.Set { get }
        static var all: VerticalEdge.Set { get }
      }
    }
    enum HorizontalEdge: Equatable, Hashable {
      case leading
      case trailing
    }
    enum Edge: Equatable, Hashable {
      case top
      case leading
      case bottom
      case trailing
      struct Set: OptionSet {
        static var top: Edge.Set { get }
        static var leading: Edge.Set { get }
        static var bottom: Edge.Set { get }
        static var trailing: Edge.Set { get }
        static var all: Edge.Set { get }
        static var horizontal: Edge.Set { get }
        static var vertical: Edge.Set { get }
      }
    }
    struct EdgeInsets: Equatable {
      init()
      init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
      var top: CGFloat
      var leading: CGFloat
      var bottom: CGFloat
      var trailing: CGFloat
    }
    enum Axis: Equatable {
      case horizontal
      case vertical
      struct Set: OptionSet {
        static var horizontal: Axis.Set { get }
        static var vertical: Axis.Set { get }
      }
    }
    enum ContentMode: Equatable {
      case fit
      case fill
    }
    enum TextAlignment: Equatable {
      case leading
      case center
      case trailing
    }
    struct ContentShapeKinds: OptionSet {
      static var interaction: ContentShapeKinds { get }
      static var dragPreview: ContentShapeKinds { get }
      static var contextMenuPreview: ContentShapeKinds { get }
      static var hoverEffect: ContentShapeKinds { get }
      static var accessibility: ContentShapeKinds { get }
    }
    struct SafeAreaRegions: OptionSet {
      static var all: SafeAreaRegions { get }
      static var container: SafeAreaRegions { get }
      static var keyboard: SafeAreaRegions { get }
    }
    enum ColorScheme: Equatable {
      case light
      case dark
    }
    extension Image {
      enum Scale {
        case small
        case medium
        case large
      }
    }

    struct Font: Equatable, Hashable {
      static var largeTitle: Font { get }
      static var title: Font { get }
      static var title2: Font { get }
      static var title3: Font { get }
      static var headline: Font { get }
      static var subheadline: Font { get }
      static var body: Font { get }
      static var callout: Font { get }
      static var footnote: Font { get }
      static var caption: Font { get }
      static var caption2: Font { get }
      @standIn("the environment's font is not read: it is the body style") static var `default`: Font { get }
      static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font
      static func system(_ style: Font.TextStyle, design: Font.Design = .default, weight: Font.Weight? = nil) -> Font
      static func custom(_ name: String, size: CGFloat) -> Font
      func bold() -> Font
      func italic() -> Font
      func weight(_ weight: Font.Weight) -> Font
      func monospacedDigit() -> Font
      func monospaced() -> Font
      struct Weight: Equatable, Hashable {
        static var ultraLight: Font.Weight { get }
        static var thin: Font.Weight { get }
        static var light: Font.Weight { get }
        static var regular: Font.Weight { get }
        static var medium: Font.Weight { get }
        static var semibold: Font.Weight { get }
        static var bold: Font.Weight { get }
        static var heavy: Font.Weight { get }
        static var black: Font.Weight { get }
      }
      enum Design: Equatable, Hashable {
        case `default`
        case serif
        case rounded
        case monospaced
      }
      enum TextStyle: Equatable, Hashable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2
      }
    }

    struct Animation: Equatable {
      static var `default`: Animation { get }
      static var linear: Animation { get }
      static func linear(duration: Double) -> Animation
      static var easeIn: Animation { get }
      static func easeIn(duration: Double) -> Animation
      static var easeOut: Animation { get }
      static func easeOut(duration: Double) -> Animation
      static var easeInOut: Animation { get }
      static func easeInOut(duration: Double) -> Animation
      static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation
      static var spring: Animation { get }
      static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation
      static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation
      static var interactiveSpring: Animation { get }
      static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation
      static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation
      static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation
      static var bouncy: Animation { get }
      static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation
      static var snappy: Animation { get }
      static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation
      static var smooth: Animation { get }
      static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation
      func delay(_ delay: Double) -> Animation
      func speed(_ speed: Double) -> Animation
      func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation
      func repeatForever(autoreverses: Bool = true) -> Animation
    }
    struct Transaction {
      init()
      init(animation: Animation?)
      var animation: Animation?
      var disablesAnimations: Bool
      var isContinuous: Bool
    }
    func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result
    func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result
    struct AnimationCompletionCriteria: Equatable {
      static let logicallyComplete: AnimationCompletionCriteria
      static let removed: AnimationCompletionCriteria
    }
    func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result

    enum CoordinateSpace: Equatable, Hashable {
      case global
      case local
      case named(AnyHashable)
      static func named<T: Hashable>(_ name: T) -> CoordinateSpace
      static var scrollView: CoordinateSpace { get }
      static func scrollView(axis: Axis) -> CoordinateSpace
    }
    protocol CoordinateSpaceProtocol {
      var coordinateSpace: CoordinateSpace { get }
    }
    struct LocalCoordinateSpace: CoordinateSpaceProtocol {
      var coordinateSpace: CoordinateSpace { get }
    }
    struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
      var coordinateSpace: CoordinateSpace { get }
    }
    struct NamedCoordinateSpace: Equatable, CoordinateSpaceProtocol {
      static func named<T: Hashable>(_ name: T) -> NamedCoordinateSpace
      var coordinateSpace: CoordinateSpace { get }
    }
    extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
      static var local: LocalCoordinateSpace { get }
    }
    extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
      static var global: GlobalCoordinateSpace { get }
    }
    extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
      static func named<T: Hashable>(_ name: T) -> NamedCoordinateSpace
      static var scrollView: NamedCoordinateSpace { get }
      static func scrollView(axis: Axis) -> NamedCoordinateSpace
    }

    class UIScreen {
      static var main: UIScreen { get }
      var bounds: CGRect { get }
      var scale: CGFloat { get }
    }

    enum ScenePhase: Equatable, Hashable {
      case background
      case inactive
      case active
    }
    enum LayoutDirection: Equatable, Hashable, CaseIterable {
      case leftToRight
      case rightToLeft
    }
    enum ColorSchemeContrast: Equatable, Hashable, CaseIterable {
      case standard
      case increased
    }
    enum LegibilityWeight: Equatable, Hashable {
      case regular
      case bold
    }
    enum DynamicTypeSize: Equatable, Hashable, Comparable, CaseIterable {
      case xSmall
      case small
      case medium
      case large
      case xLarge
      case xxLarge
      case xxxLarge
      case accessibility1
      case accessibility2
      case accessibility3
      case accessibility4
      case accessibility5
      var isAccessibilitySize: Bool { get }
    }
    struct EnvironmentValues {
      var scenePhase: ScenePhase { get set }
      var layoutDirection: LayoutDirection { get set }
      var colorSchemeContrast: ColorSchemeContrast { get }
      var legibilityWeight: LegibilityWeight? { get }
      var dynamicTypeSize: DynamicTypeSize { get set }
      var displayScale: CGFloat { get set }
      var accessibilityReduceTransparency: Bool { get }
      var accessibilityInvertColors: Bool { get }
      var isSearching: Bool { get }
      var colorScheme: ColorScheme { get set }
      var isEnabled: Bool { get set }
      var accessibilityReduceMotion: Bool { get }
      var accessibilityDimFlashingLights: Bool { get }
      var accessibilityPlayAnimatedImages: Bool { get }
      var accessibilityVoiceOverEnabled: Bool { get }
      var accessibilityDifferentiateWithoutColor: Bool { get }
      var horizontalSizeClass: UserInterfaceSizeClass? { get }
      var verticalSizeClass: UserInterfaceSizeClass? { get }
    }
    extension EnvironmentValues: CustomStringConvertible {
      @standIn("the text names a few of the values, not SwiftUI's whole list") var description: String { get }
    }
    protocol EnvironmentKey {
      associatedtype Value
      static var defaultValue: Self.Value { get }
    }
    extension EnvironmentValues {
      subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get set }
    }
    extension EnvironmentValues {
      var defaultMinListRowHeight: CGFloat { get set }
      var defaultMinListHeaderHeight: CGFloat? { get set }
      var dismissSearch: DismissSearchAction { get }
      var font: Font? { get set }
      var lineLimit: Int? { get set }
      var lineSpacing: CGFloat { get set }
      var multilineTextAlignment: TextAlignment { get set }
      var truncationMode: Text.TruncationMode { get set }
      var minimumScaleFactor: CGFloat { get set }
      var allowsTightening: Bool { get set }
      var textCase: Text.Case? { get set }
      var locale: Locale { get set }
      var controlSize: ControlSize { get set }
      var imageScale: Image.Scale { get set }
      var symbolRenderingMode: SymbolRenderingMode? { get set }
      var headerProminence: Prominence { get set }
      var isScrollEnabled: Bool { get set }
      var pixelLength: CGFloat { get }
      var accessibilityEnabled: Bool { get set }
      var accessibilityShowButtonShapes: Bool { get }
      var isLuminanceReduced: Bool { get set }
      var isFocused: Bool { get }
    }
    struct DismissSearchAction {
      func callAsFunction()
    }
    enum UserInterfaceSizeClass: Equatable {
      case compact
      case regular
    }
    struct WritableKeyPath<Root, Value> {}
    @propertyWrapper struct Environment<Value>: DynamicProperty {
      init(_ keyPath: KeyPath<EnvironmentValues, Value>)
      init(_ objectType: Value.Type)
      var wrappedValue: Value { get }
    }
    @propertyWrapper struct Namespace: DynamicProperty {
      init()
      var wrappedValue: Namespace.ID { get }
      struct ID: Hashable {}
    }
    """#
}
