extension Interface {
  /// SwiftUI's drawing and animation protocols and values: `Animatable` and its vector types,
  /// geometry effects, shapes' own modifiers and paths' geometry, uneven rounded rectangles,
  /// and CoreGraphics' transform arithmetic.
  static let swiftUIGraphics = #"""
    protocol AdditiveArithmetic: Equatable {}
    protocol VectorArithmetic: AdditiveArithmetic {}
    extension Double: VectorArithmetic {}
    extension CGFloat: VectorArithmetic {}
    extension Float: VectorArithmetic {}
    extension VectorArithmetic {
      func interpolated(towards other: Self, amount: Double) -> Self
    }
    protocol Animatable {
      associatedtype AnimatableData: VectorArithmetic
      var animatableData: Self.AnimatableData { get set }
    }
    struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
      init(_ first: First, _ second: Second)
      var first: First
      var second: Second
    }
    struct EmptyAnimatableData: VectorArithmetic {
      init()
    }
    extension CGPoint: Animatable {
      typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
      var animatableData: CGPoint.AnimatableData
    }
    extension CGSize: Animatable {
      typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
      var animatableData: CGSize.AnimatableData
    }
    extension CGRect: Animatable {
      typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
      var animatableData: CGRect.AnimatableData
    }
    extension Angle: Animatable {
      typealias AnimatableData = Double
      var animatableData: Double
    }
    protocol AnimatableModifier: Animatable, ViewModifier {}
    protocol GeometryEffect: Animatable, ViewModifier {
      func effectValue(size: CGSize) -> ProjectionTransform
    }
    struct ProjectionTransform: Equatable {
      init()
      init(_ m: CGAffineTransform)
      var isIdentity: Bool { get }
      var isAffine: Bool { get }
      func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform
    }

    extension Shape {
      func path(in rect: CGRect) -> Path
    }

    struct RectangleCornerRadii: Equatable, Animatable {
      init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0)
      var topLeading: CGFloat
      var bottomLeading: CGFloat
      var bottomTrailing: CGFloat
      var topTrailing: CGFloat
    }
    struct UnevenRoundedRectangle: Shape, InsettableShape {
      init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
      init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous)
    }
    extension Shape where Self == UnevenRoundedRectangle {
      static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle
      static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle
    }

    extension Path {
      init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
      init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
      var isEmpty: Bool { get }
      var boundingRect: CGRect { get }
      var currentPoint: CGPoint? { get }
      func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool
      mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity)
      mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity)
      mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity)
      mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity)
      mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity)
      mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity)
      func applying(_ transform: CGAffineTransform) -> Path
      func offsetBy(dx: CGFloat, dy: CGFloat) -> Path
      func trimmedPath(from: CGFloat, to: CGFloat) -> Path
      @standIn("the path itself is returned, not the outline of its stroke") func strokedPath(_ style: StrokeStyle) -> Path
    }

    extension CGAffineTransform {
      init()
      init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)
      var a: CGFloat
      var b: CGFloat
      var c: CGFloat
      var d: CGFloat
      var tx: CGFloat
      var ty: CGFloat
      var isIdentity: Bool { get }
      func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform
      func inverted() -> CGAffineTransform
      func rotated(by angle: CGFloat) -> CGAffineTransform
      func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform
      func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform
    }
    extension CGRect {
      func applying(_ t: CGAffineTransform) -> CGRect
      var isEmpty: Bool { get }
      var isNull: Bool { get }
      var standardized: CGRect { get }
      func intersection(_ r2: CGRect) -> CGRect
      func union(_ r2: CGRect) -> CGRect
      func intersects(_ rect2: CGRect) -> Bool
    }
    extension CGSize {
      func applying(_ t: CGAffineTransform) -> CGSize
    }

    struct EllipticalGradient: ShapeStyle, View {
      init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)
      init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)
      init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)
    }
    struct AngularGradient: ShapeStyle, View {
      init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero)
      init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
      init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
      init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
      init(colors: [Color], center: UnitPoint, angle: Angle = .zero)
      init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
    }
    extension ShapeStyle where Self == EllipticalGradient {
      static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient
      static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient
      static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient
    }
    extension ShapeStyle where Self == AngularGradient {
      static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient
      static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient
      static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient
      static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient
      static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient
      static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient
    }

    extension View {
      func brightness(_ amount: Double) -> some View
      func contrast(_ amount: Double) -> some View
      func saturation(_ amount: Double) -> some View
      func grayscale(_ amount: Double) -> some View
      func hueRotation(_ angle: Angle) -> some View
      func colorInvert() -> some View
      func colorMultiply(_ color: Color) -> some View
      func luminanceToAlpha() -> some View
      func blendMode(_ blendMode: BlendMode) -> some View
    }
    enum BlendMode: Equatable {
      case normal
      case multiply
      case screen
      case overlay
      case darken
      case lighten
      case colorDodge
      case colorBurn
      case softLight
      case hardLight
      case difference
      case exclusion
      case hue
      case saturation
      case color
      case luminosity
      case sourceAtop
      case destinationOver
      case destinationOut
      case plusDarker
      case plusLighter
    }

    struct SymbolRenderingMode: Equatable {
      static let monochrome: SymbolRenderingMode
      static let multicolor: SymbolRenderingMode
      static let hierarchical: SymbolRenderingMode
      static let palette: SymbolRenderingMode
    }
    struct SymbolVariants: Hashable {
      static let none: SymbolVariants
      static let circle: SymbolVariants
      static let square: SymbolVariants
      static let rectangle: SymbolVariants
      static let fill: SymbolVariants
      static let slash: SymbolVariants
      var circle: SymbolVariants { get }
      var square: SymbolVariants { get }
      var rectangle: SymbolVariants { get }
      var fill: SymbolVariants { get }
      var slash: SymbolVariants { get }
    }
    extension Image {
      @standIn("symbols are drawn as placeholders, in one colour") func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image
    }
    extension View {
      @standIn("symbols are drawn as placeholders, in one colour") func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View
      @standIn("symbols are drawn as placeholders named as written") func symbolVariant(_ variant: SymbolVariants) -> some View
      @standIn("the change is drawn at once, without the content transition") func contentTransition(_ transition: ContentTransition) -> some View
    }
    struct ContentTransition: Equatable {
      static let identity: ContentTransition
      static let opacity: ContentTransition
      static let interpolate: ContentTransition
      static let symbolEffect: ContentTransition
      static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition
      static func numericText(countsDown: Bool = false) -> ContentTransition
      static func numericText(value: Double) -> ContentTransition
    }

    extension AnyTransition {
      static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition
      static func offset(_ offset: CGSize) -> AnyTransition
      static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition
      static func push(from edge: Edge) -> AnyTransition
      func animation(_ animation: Animation?) -> AnyTransition
    }
    extension Binding {
      func animation(_ animation: Animation? = .default) -> Binding<Value>
      func transaction(_ transaction: Transaction) -> Binding<Value>
      var transaction: Transaction { get }
    }
    extension View {
      func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View
      func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View
    }
    """#
}
