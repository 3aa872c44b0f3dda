extension Interface {
  /// SwiftUI's animators (iOS 17): phase animators and keyframe animators with their tracks and
  /// keyframes (docs/animation.md, "Phase and keyframe animators").
  static let swiftUIAnimators = #"""
    struct PlaceholderContentView<Value>: View {}
    extension View {
      func phaseAnimator<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phases.Element) -> some View, animation: @escaping (Phases.Element) -> Animation? = { _ in .default }) -> some View where Phases.Element: Equatable
      func phaseAnimator<Phases: Sequence, T: Equatable>(_ phases: Phases, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phases.Element) -> some View, animation: @escaping (Phases.Element) -> Animation? = { _ in .default }) -> some View where Phases.Element: Equatable
    }
    struct PhaseAnimator<Phase: Equatable, Content: View>: View {
      init<Phases: Sequence>(_ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase
      init<Phases: Sequence, T: Equatable>(_ phases: Phases, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content, animation: @escaping (Phase) -> Animation? = { _ in .default }) where Phases.Element == Phase
    }

    protocol Keyframes {}
    protocol KeyframeTrackContent {}
    struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
      init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath)
      init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath)
    }
    extension View {
      func keyframeAnimator<Value, K: Keyframes>(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View
      func keyframeAnimator<Value, T: Equatable, K: Keyframes>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> some View
    }
    struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes {
      init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content)
      init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value
    }
    struct LinearKeyframe<Value>: KeyframeTrackContent, Keyframes {
      init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear)
    }
    struct CubicKeyframe<Value>: KeyframeTrackContent, Keyframes {
      init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil)
    }
    struct SpringKeyframe<Value>: KeyframeTrackContent, Keyframes {
      init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil)
    }
    struct MoveKeyframe<Value>: KeyframeTrackContent, Keyframes {
      init(_ to: Value)
    }
    struct UnitCurve: Equatable {
      static let linear: UnitCurve
      static let easeIn: UnitCurve
      static let easeOut: UnitCurve
      static let easeInOut: UnitCurve
      static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve
    }
    struct Spring: Equatable {
      init(duration: TimeInterval = 0.5, bounce: Double = 0)
      init(response: Double, dampingRatio: Double)
      static var smooth: Spring { get }
      static var snappy: Spring { get }
      static var bouncy: Spring { get }
      static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring
      static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring
      static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring
    }
    """#
}

extension Interface {
  /// Modifiers of iOS 15–26 that screens use and the preview accepts: text widths and
  /// designs, control sizes, symbol effects, glass, zoom transitions, the status bar.
  static let swiftUIModernModifiers = #"""
    extension Font {
      struct Width: Equatable, Hashable {
        init(_ value: CGFloat)
        var value: CGFloat
        static let compressed: Font.Width
        static let condensed: Font.Width
        static let standard: Font.Width
        static let expanded: Font.Width
      }
      @standIn("the text is measured and drawn in the standard width") func width(_ width: Font.Width) -> Font
    }
    enum ControlSize: Equatable, Hashable, CaseIterable {
      case mini
      case small
      case regular
      case large
      case extraLarge
    }
    extension Text {
      enum TruncationMode: Hashable {
        case head
        case tail
        case middle
      }
      @standIn("the text is drawn in the standard design's widths") func monospaced(_ isActive: Bool = true) -> Text
      @standIn("the text is measured and drawn in the standard width") func fontWidth(_ width: Font.Width?) -> Text
      @standIn("the text is measured and drawn in the default design") func fontDesign(_ design: Font.Design?) -> Text
    }
    extension View {
      @standIn("the text is drawn in the standard design's widths") func monospaced(_ isActive: Bool = true) -> some View
      @standIn("the text is measured and drawn in the standard width") func fontWidth(_ width: Font.Width?) -> some View
      @standIn("the text is measured and drawn in the default design") func fontDesign(_ design: Font.Design?) -> some View
      @standIn("text is not tightened before it is truncated") func allowsTightening(_ flag: Bool) -> some View
      @standIn("a truncated line always ends in an ellipsis, as with .tail") func truncationMode(_ mode: Text.TruncationMode) -> some View
      @standIn("controls are drawn at their regular size") func controlSize(_ controlSize: ControlSize) -> some View
      @standIn("the preview has no status bar") func statusBar(hidden: Bool) -> some View
      @standIn("the preview has no status bar") func statusBarHidden(_ hidden: Bool = true) -> some View
      @standIn("the glass is not drawn") func glassEffect(_ glass: Glass = .regular) -> some View
      @standIn("the glass is not drawn") func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View
      @standIn("the symbol is drawn still, without the effect") func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View
      @standIn("the symbol is drawn still, without the effect") func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View
      @standIn("no zoom: the destination is presented as usual") func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View
      @standIn("no zoom: the destination is presented as usual") func matchedTransitionSource<ID: Hashable, C: MatchedTransitionSourceConfiguration>(id: ID, in namespace: Namespace.ID, configuration: (EmptyMatchedTransitionSourceConfiguration) -> C) -> some View
      @standIn("no zoom: the destination is presented as usual") func navigationTransition<T: NavigationTransition>(_ style: T) -> some View
    }
    protocol MatchedTransitionSourceConfiguration {}
    struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}
    extension MatchedTransitionSourceConfiguration {
      func background(_ style: Color) -> some MatchedTransitionSourceConfiguration
      func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration
      func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration
    }
    extension View {
      @standIn("the page indicator is drawn without its background") func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View
      @standIn("buttons keep their style's shape") func buttonBorderShape(_ shape: ButtonBorderShape) -> some View
    }
    protocol IndexViewStyle {}
    struct PageIndexViewStyle: IndexViewStyle {
      init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic)
      struct BackgroundDisplayMode: Equatable {
        static let automatic: PageIndexViewStyle.BackgroundDisplayMode
        static let always: PageIndexViewStyle.BackgroundDisplayMode
        static let interactive: PageIndexViewStyle.BackgroundDisplayMode
        static let never: PageIndexViewStyle.BackgroundDisplayMode
      }
    }
    extension IndexViewStyle where Self == PageIndexViewStyle {
      static var page: PageIndexViewStyle { get }
      static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle
    }
    struct ButtonBorderShape: Equatable, Shape, InsettableShape {
      static let automatic: ButtonBorderShape
      static let capsule: ButtonBorderShape
      static let roundedRectangle: ButtonBorderShape
      static let circle: ButtonBorderShape
      static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape
    }
    extension Shape where Self == ButtonBorderShape {
      static var buttonBorder: ButtonBorderShape { get }
    }
    struct Glass: Equatable {
      static var regular: Glass { get }
      static var clear: Glass { get }
      static var identity: Glass { get }
      func tint(_ color: Color?) -> Glass
      func interactive(_ isEnabled: Bool = true) -> Glass
    }
    protocol NavigationTransition {}
    struct ZoomNavigationTransition: NavigationTransition {}
    struct AutomaticNavigationTransition: NavigationTransition {}
    extension NavigationTransition where Self == ZoomNavigationTransition {
      static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition
    }
    extension NavigationTransition where Self == AutomaticNavigationTransition {
      static var automatic: AutomaticNavigationTransition { get }
    }
    struct SymbolEffectOptions: Equatable {
      static var `default`: SymbolEffectOptions { get }
      static var repeating: SymbolEffectOptions { get }
      static var nonRepeating: SymbolEffectOptions { get }
      static func `repeat`(_ count: Int) -> SymbolEffectOptions
      static func speed(_ speed: Double) -> SymbolEffectOptions
      func `repeat`(_ count: Int) -> SymbolEffectOptions
      func speed(_ speed: Double) -> SymbolEffectOptions
      static func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions
      func `repeat`(_ behavior: SymbolEffectOptions.RepeatBehavior) -> SymbolEffectOptions
      struct RepeatBehavior {
        static var periodic: SymbolEffectOptions.RepeatBehavior { get }
        static func periodic(_ count: Int? = nil, delay: Double? = nil) -> SymbolEffectOptions.RepeatBehavior
        static var continuous: SymbolEffectOptions.RepeatBehavior { get }
      }
    }
    protocol SymbolEffect {}
    struct BounceSymbolEffect: SymbolEffect {
      var up: BounceSymbolEffect { get }
      var down: BounceSymbolEffect { get }
      var byLayer: BounceSymbolEffect { get }
      var wholeSymbol: BounceSymbolEffect { get }
    }
    struct PulseSymbolEffect: SymbolEffect {
      var byLayer: PulseSymbolEffect { get }
      var wholeSymbol: PulseSymbolEffect { get }
    }
    struct VariableColorSymbolEffect: SymbolEffect {
      var iterative: VariableColorSymbolEffect { get }
      var cumulative: VariableColorSymbolEffect { get }
      var reversing: VariableColorSymbolEffect { get }
      var nonReversing: VariableColorSymbolEffect { get }
      var hideInactiveLayers: VariableColorSymbolEffect { get }
      var dimInactiveLayers: VariableColorSymbolEffect { get }
    }
    struct ScaleSymbolEffect: SymbolEffect {
      var up: ScaleSymbolEffect { get }
      var down: ScaleSymbolEffect { get }
      var byLayer: ScaleSymbolEffect { get }
      var wholeSymbol: ScaleSymbolEffect { get }
    }
    struct AppearSymbolEffect: SymbolEffect {
      var up: AppearSymbolEffect { get }
      var down: AppearSymbolEffect { get }
      var byLayer: AppearSymbolEffect { get }
      var wholeSymbol: AppearSymbolEffect { get }
    }
    struct DisappearSymbolEffect: SymbolEffect {
      var up: DisappearSymbolEffect { get }
      var down: DisappearSymbolEffect { get }
      var byLayer: DisappearSymbolEffect { get }
      var wholeSymbol: DisappearSymbolEffect { get }
    }
    struct ReplaceSymbolEffect: SymbolEffect {
      var downUp: ReplaceSymbolEffect { get }
      var upUp: ReplaceSymbolEffect { get }
      var offUp: ReplaceSymbolEffect { get }
      var byLayer: ReplaceSymbolEffect { get }
      var wholeSymbol: ReplaceSymbolEffect { get }
    }
    struct WiggleSymbolEffect: SymbolEffect {
      var up: WiggleSymbolEffect { get }
      var down: WiggleSymbolEffect { get }
      var left: WiggleSymbolEffect { get }
      var right: WiggleSymbolEffect { get }
      var forward: WiggleSymbolEffect { get }
      var backward: WiggleSymbolEffect { get }
      var clockwise: WiggleSymbolEffect { get }
      var counterClockwise: WiggleSymbolEffect { get }
      var byLayer: WiggleSymbolEffect { get }
      var wholeSymbol: WiggleSymbolEffect { get }
    }
    struct RotateSymbolEffect: SymbolEffect {
      var clockwise: RotateSymbolEffect { get }
      var counterClockwise: RotateSymbolEffect { get }
      var byLayer: RotateSymbolEffect { get }
      var wholeSymbol: RotateSymbolEffect { get }
    }
    struct BreatheSymbolEffect: SymbolEffect {
      var pulse: BreatheSymbolEffect { get }
      var plain: BreatheSymbolEffect { get }
      var byLayer: BreatheSymbolEffect { get }
      var wholeSymbol: BreatheSymbolEffect { get }
    }
    extension SymbolEffect where Self == BounceSymbolEffect {
      static var bounce: BounceSymbolEffect { get }
    }
    extension SymbolEffect where Self == PulseSymbolEffect {
      static var pulse: PulseSymbolEffect { get }
    }
    extension SymbolEffect where Self == VariableColorSymbolEffect {
      static var variableColor: VariableColorSymbolEffect { get }
    }
    extension SymbolEffect where Self == ScaleSymbolEffect {
      static var scale: ScaleSymbolEffect { get }
    }
    extension SymbolEffect where Self == AppearSymbolEffect {
      static var appear: AppearSymbolEffect { get }
    }
    extension SymbolEffect where Self == DisappearSymbolEffect {
      static var disappear: DisappearSymbolEffect { get }
    }
    extension SymbolEffect where Self == ReplaceSymbolEffect {
      static var replace: ReplaceSymbolEffect { get }
    }
    extension SymbolEffect where Self == WiggleSymbolEffect {
      static var wiggle: WiggleSymbolEffect { get }
    }
    extension SymbolEffect where Self == RotateSymbolEffect {
      static var rotate: RotateSymbolEffect { get }
    }
    extension SymbolEffect where Self == BreatheSymbolEffect {
      static var breathe: BreatheSymbolEffect { get }
    }
    extension UIKeyboardType {
      static var alphabet: UIKeyboardType { get }
    }
    extension ShapeStyle where Self == HierarchicalShapeStyle {
      static var quaternary: HierarchicalShapeStyle { get }
    }
    extension HierarchicalShapeStyle {
      func opacity(_ opacity: Double) -> some ShapeStyle
    }
    """#
}

extension Interface {
  /// A `Canvas`'s layers, filters, symbols and gradients (docs/rendering.md, "Canvas").
  static let swiftUICanvasLayers = #"""
    enum ColorRenderingMode: Equatable, Hashable {
      case nonLinear
      case linear
      case extendedLinear
    }
    extension Canvas {
      init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols)
    }
    extension GraphicsContext {
      @standIn("blend modes are not applied: drawing composes normally") var blendMode: GraphicsContext.BlendMode
      var transform: CGAffineTransform
      mutating func translateBy(x: CGFloat, y: CGFloat)
      mutating func scaleBy(x: CGFloat, y: CGFloat)
      mutating func rotate(by angle: Angle)
      mutating func concatenate(_ matrix: CGAffineTransform)
      func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle())
      func draw(_ text: Text, in rect: CGRect)
      @standIn("only an alpha threshold is applied (it paints what follows in its colour); blurs, shadows and colour filters are not drawn") mutating func addFilter(_ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = .init())
      func drawLayer(content: (inout GraphicsContext) -> Void)
      func resolveSymbol<ID: Hashable>(id: ID) -> GraphicsContext.ResolvedSymbol?
      func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center)
      struct ResolvedSymbol {}
      struct FilterOptions {
        init()
      }
      struct BlurOptions {
        init()
      }
      struct GradientOptions {
        init()
      }
      struct Filter {
        static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> GraphicsContext.Filter
        static func blur(radius: CGFloat, options: GraphicsContext.BlurOptions = .init()) -> GraphicsContext.Filter
        static func colorMultiply(_ color: Color) -> GraphicsContext.Filter
        static func saturation(_ amount: Double) -> GraphicsContext.Filter
        static func brightness(_ amount: Double) -> GraphicsContext.Filter
        static func contrast(_ amount: Double) -> GraphicsContext.Filter
        static func grayscale(_ amount: Double) -> GraphicsContext.Filter
        static func hueRotation(_ angle: Angle) -> GraphicsContext.Filter
        static func colorInvert(_ amount: Double = 1) -> GraphicsContext.Filter
        static var luminanceToAlpha: GraphicsContext.Filter { get }
        static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = ShadowOptions()) -> GraphicsContext.Filter
      }
      struct ShadowOptions {
        init()
        static var shadowAbove: GraphicsContext.ShadowOptions { get }
        static var shadowOnly: GraphicsContext.ShadowOptions { get }
        static var invertsAlpha: GraphicsContext.ShadowOptions { get }
        static var disablesGroup: GraphicsContext.ShadowOptions { get }
      }
      struct BlendMode: Equatable {
        static var normal: GraphicsContext.BlendMode { get }
        static var multiply: GraphicsContext.BlendMode { get }
        static var screen: GraphicsContext.BlendMode { get }
        static var overlay: GraphicsContext.BlendMode { get }
        static var darken: GraphicsContext.BlendMode { get }
        static var lighten: GraphicsContext.BlendMode { get }
        static var plusLighter: GraphicsContext.BlendMode { get }
        static var plusDarker: GraphicsContext.BlendMode { get }
        static var sourceAtop: GraphicsContext.BlendMode { get }
        static var destinationOut: GraphicsContext.BlendMode { get }
        static var colorDodge: GraphicsContext.BlendMode { get }
        static var colorBurn: GraphicsContext.BlendMode { get }
        static var softLight: GraphicsContext.BlendMode { get }
        static var hardLight: GraphicsContext.BlendMode { get }
        static var difference: GraphicsContext.BlendMode { get }
        static var exclusion: GraphicsContext.BlendMode { get }
        static var hue: GraphicsContext.BlendMode { get }
        static var saturation: GraphicsContext.BlendMode { get }
        static var color: GraphicsContext.BlendMode { get }
        static var luminosity: GraphicsContext.BlendMode { get }
        static var clear: GraphicsContext.BlendMode { get }
        static var copy: GraphicsContext.BlendMode { get }
        static var sourceIn: GraphicsContext.BlendMode { get }
        static var sourceOut: GraphicsContext.BlendMode { get }
        static var destinationOver: GraphicsContext.BlendMode { get }
        static var destinationIn: GraphicsContext.BlendMode { get }
        static var destinationAtop: GraphicsContext.BlendMode { get }
        static var xor: GraphicsContext.BlendMode { get }
      }
    }
    extension GraphicsContext.Shading {
      static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = .init()) -> GraphicsContext.Shading
      static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GraphicsContext.GradientOptions = .init()) -> GraphicsContext.Shading
      static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GraphicsContext.GradientOptions = .init()) -> GraphicsContext.Shading
    }
    """#
}

extension Interface {
  /// UIKit's appearance proxies, which apps set up in `init()`: accepted; a hidden tab bar is
  /// honoured, the rest changes nothing (docs/rendering.md, "UIKit appearance").
  static let uiKitAppearance = #"""
    extension UIView {
      var isHidden: Bool
      @standIn("appearance colours are not applied") var backgroundColor: UIColor?
      @standIn("appearance colours are not applied") var tintColor: UIColor?
    }
    class UITabBar: UIView {
      class func appearance() -> UITabBar
      @standIn("the tab bar is drawn in its standard colours") var barTintColor: UIColor?
      @standIn("the tab bar is drawn in its standard colours") var unselectedItemTintColor: UIColor?
      @standIn("the tab bar is drawn in its standard colours") var isTranslucent: Bool
    }
    class UITableView: UIView {
      class func appearance() -> UITableView
      @standIn("lists keep their separators") var separatorStyle: UITableViewCell.SeparatorStyle
      @standIn("lists keep their separators") var separatorColor: UIColor?
      @standIn("lists keep their background") var backgroundView: UIView?
    }
    class UITableViewCell: UIView {
      class func appearance() -> UITableViewCell
      @standIn("rows keep their background") var backgroundView: UIView?
      enum SeparatorStyle: Equatable, Hashable {
        case none
        case singleLine
        case singleLineEtched
      }
    }
    class UINavigationBar: UIView {
      class func appearance() -> UINavigationBar
      @standIn("the navigation bar is drawn in its standard colours") var barTintColor: UIColor?
      @standIn("the navigation bar is drawn in its standard colours") var isTranslucent: Bool
    }
    class UIRefreshControl: UIView {
      class func appearance() -> UIRefreshControl
    }
    extension UINavigationBar {
      @standIn("the navigation bar's titles keep their standard font and colour") var titleTextAttributes: [NSAttributedString.Key: Any]?
      @standIn("the navigation bar's titles keep their standard font and colour") var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
      var standardAppearance: UINavigationBarAppearance
      var scrollEdgeAppearance: UINavigationBarAppearance?
      var compactAppearance: UINavigationBarAppearance?
      var compactScrollEdgeAppearance: UINavigationBarAppearance?
    }
    class UIBarAppearance {
      init()
      func configureWithDefaultBackground()
      func configureWithOpaqueBackground()
      func configureWithTransparentBackground()
      var backgroundColor: UIColor?
      var backgroundEffect: UIBlurEffect?
      var backgroundImage: UIImage?
      var shadowColor: UIColor?
      var shadowImage: UIImage?
    }
    @standIn("bar appearances are kept, not applied: the bar is drawn in its standard colours") class UINavigationBarAppearance: UIBarAppearance {
      init()
      var titleTextAttributes: [NSAttributedString.Key: Any]
      var largeTitleTextAttributes: [NSAttributedString.Key: Any]
      func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?)
    }
    @standIn("bar appearances are kept, not applied: the bar is drawn in its standard colours") class UITabBarAppearance: UIBarAppearance {
      init()
    }
    extension UITabBar {
      var standardAppearance: UITabBarAppearance
      var scrollEdgeAppearance: UITabBarAppearance?
    }
    extension UISwitch {
      class func appearance() -> UISwitch
    }
    extension UIScrollView {
      class func appearance() -> UIScrollView
    }
    extension UITextField {
      class func appearance() -> UITextField
    }
    class UISegmentedControl: UIControl {
      class func appearance() -> UISegmentedControl
      @standIn("segmented pickers are drawn in their standard colours") var selectedSegmentTintColor: UIColor?
      @standIn("segmented pickers are drawn in their standard colours") func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State)
    }
    extension UIPageControl {
      class func appearance() -> UIPageControl
      @standIn("the page indicators are drawn as dots") var preferredIndicatorImage: UIImage?
      @standIn("the page indicators are drawn without a background") var backgroundStyle: UIPageControl.BackgroundStyle
      enum BackgroundStyle: Equatable, Hashable {
        case automatic
        case prominent
        case minimal
      }
    }
    extension UIImage {
      class Configuration {}
      class SymbolConfiguration: UIImage.Configuration {
        init(pointSize: CGFloat)
        init(scale: UIImage.SymbolScale)
        init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale = .default)
      }
      @standIn("the symbol is drawn at the size its view gives it") convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?)
    }
    extension UIImage {
      enum SymbolScale: Equatable, Hashable {
        case `default`
        case unspecified
        case small
        case medium
        case large
      }
      enum SymbolWeight: Equatable, Hashable {
        case unspecified
        case ultraLight
        case thin
        case light
        case regular
        case medium
        case semibold
        case bold
        case heavy
        case black
      }
    }
    """#
}
