extension Interface {
  /// The view modifiers Tactile supports (issue 4's list and what real gesture code uses).
  static let swiftUIModifiers = #"""
    extension View {
      func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View
      func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View
      func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View
      func padding(_ length: CGFloat) -> some View
      func padding(_ insets: EdgeInsets) -> some View
      func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View
      func safeAreaPadding(_ length: CGFloat) -> some View
      func safeAreaPadding(_ insets: EdgeInsets) -> some View
      func offset(_ offset: CGSize) -> some View
      func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View
      func position(_ position: CGPoint) -> some View
      func position(x: CGFloat = 0, y: CGFloat = 0) -> some View
      func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View
      func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View
      func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
      func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View
      func transformEffect(_ transform: CGAffineTransform) -> some View
      func projectionEffect(_ transform: ProjectionTransform) -> some View
      @standIn("the spacing between lines is not added") func lineSpacing(_ lineSpacing: CGFloat) -> some View
      @standIn("the preview keeps the appearance it was given") func colorScheme(_ colorScheme: ColorScheme) -> some View
      func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View
      func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View
      func opacity(_ opacity: Double) -> some View
      func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
      func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
      func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View
      func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
      func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
      func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View
      func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
      func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
      func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View
      func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View
      func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
      func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View
      func clipped(antialiased: Bool = false) -> some View
      func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View
      @standIn("the mask is not applied: the whole view is drawn") func mask<Mask: View>(_ mask: Mask) -> some View
      @standIn("the mask is not applied: the whole view is drawn") func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
      func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View
      func blur(radius: CGFloat, opaque: Bool = false) -> some View
      func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View
      func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View
      func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View
      func allowsHitTesting(_ enabled: Bool) -> some View
      func disabled(_ disabled: Bool) -> some View
      func coordinateSpace<T: Hashable>(name: T) -> some View
      func coordinateSpace(_ name: NamedCoordinateSpace) -> some View
      func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View
      func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View
      func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
      func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
      func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View
      func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View
      func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View
      func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable
      func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View
      func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View
      func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View
      func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View
      func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View
      func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View
      func fixedSize() -> some View
      func fixedSize(horizontal: Bool, vertical: Bool) -> some View
      func layoutPriority(_ value: Double) -> some View
      func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View
      func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View
      func scaledToFit() -> some View
      func scaledToFill() -> some View
      func zIndex(_ value: Double) -> some View
      func id<ID: Hashable>(_ id: ID) -> some View
      func font(_ font: Font?) -> some View
      func fontWeight(_ weight: Font.Weight?) -> some View
      func bold(_ isActive: Bool = true) -> some View
      func italic(_ isActive: Bool = true) -> some View
      func foregroundColor(_ color: Color?) -> some View
      func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View
      func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View
      func multilineTextAlignment(_ alignment: TextAlignment) -> some View
      func lineLimit(_ number: Int?) -> some View
      func lineLimit(_ limit: ClosedRange<Int>) -> some View
      @standIn("text is not scaled down to fit") func minimumScaleFactor(_ factor: CGFloat) -> some View
      func tint(_ tint: Color?) -> some View
      func accentColor(_ accentColor: Color?) -> some View
      @standIn("symbols are drawn at one scale") func imageScale(_ scale: Image.Scale) -> some View
      func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View
      func buttonStyle<S: ButtonStyle>(_ style: S) -> some View
      func scrollDisabled(_ disabled: Bool) -> some View
      func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View
      func pickerStyle<S: PickerStyle>(_ style: S) -> some View
      func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View
      func onHover(perform action: @escaping (Bool) -> Void) -> some View
      func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View
      @standIn("the preview keeps the appearance it was given") func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View
      func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View
      func environmentObject<T: ObservableObject>(_ object: T) -> some View
      func environment<T: AnyObject>(_ object: T?) -> some View
      @standIn("insertions and removals are not animated") func transition(_ t: AnyTransition) -> some View
      func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View
      func animation(_ animation: Animation?) -> some View
      func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View
      func modifier<T: ViewModifier>(_ modifier: T) -> some View
    }
    extension ViewModifier {
      func animation(_ animation: Animation?) -> some ViewModifier
      func concat<T: ViewModifier>(_ modifier: T) -> some ViewModifier
    }
    extension View {
      func compositingGroup() -> some View
      func drawingGroup() -> some View
      func onAppear(perform action: (() -> Void)? = nil) -> some View
      @standIn("the action does not run when the view disappears") func onDisappear(perform action: (() -> Void)? = nil) -> some View
      func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View
      @standIn("haptics are not felt in the preview") func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View
      @standIn("haptics are not felt in the preview") func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View
      @standIn("haptics are not felt in the preview") func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View
      func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View
      func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
      func accessibilityLabel(_ label: String) -> some View
      func accessibilityLabel(_ label: Text) -> some View
      func accessibilityValue(_ value: String) -> some View
      func accessibilityValue(_ value: Text) -> some View
      func accessibilityHint(_ hint: String) -> some View
      func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View
      func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View
      func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View
      func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View
      func accessibilityAction(named name: String, _ handler: @escaping () -> Void) -> some View
      func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View
      func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View
      func accessibilityHidden(_ hidden: Bool) -> some View
      func accessibility(label: Text) -> some View
      func accessibility(value: Text) -> some View
      func accessibility(hint: Text) -> some View
      func accessibility(hidden: Bool) -> some View
      func accessibility(addTraits traits: AccessibilityTraits) -> some View
      func accessibility(removeTraits traits: AccessibilityTraits) -> some View
      func accessibility(identifier: String) -> some View
      func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View
    }
    struct HoverEffect {
      static let automatic: HoverEffect
      static let highlight: HoverEffect
      static let lift: HoverEffect
    }
    struct MatchedGeometryProperties: OptionSet {
      let rawValue: Int
      init(rawValue: Int)
      static let position: MatchedGeometryProperties
      static let size: MatchedGeometryProperties
      static let frame: MatchedGeometryProperties
    }
    protocol PrimitiveButtonStyle {
      associatedtype Body: View
      typealias Configuration = PrimitiveButtonStyleConfiguration
      @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    }
    struct PrimitiveButtonStyleConfiguration {
      struct Label: View {}
      let label: PrimitiveButtonStyleConfiguration.Label
      let role: ButtonRole?
      func trigger()
    }
    protocol ButtonStyle {
      associatedtype Body: View
      typealias Configuration = ButtonStyleConfiguration
      @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    }
    struct ButtonStyleConfiguration {
      struct Label: View {}
      let label: ButtonStyleConfiguration.Label
      let isPressed: Bool
      let role: ButtonRole?
    }
    struct BorderedButtonStyle: PrimitiveButtonStyle {}
    struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
    struct PlainButtonStyle: PrimitiveButtonStyle {}
    extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
      static var bordered: BorderedButtonStyle { get }
    }
    extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
      static var borderedProminent: BorderedProminentButtonStyle { get }
    }
    extension PrimitiveButtonStyle where Self == PlainButtonStyle {
      static var plain: PlainButtonStyle { get }
    }
    struct AccessibilityTraits: SetAlgebra {
      static var isButton: AccessibilityTraits { get }
      static var isHeader: AccessibilityTraits { get }
      static var isSelected: AccessibilityTraits { get }
      static var isImage: AccessibilityTraits { get }
      static var allowsDirectInteraction: AccessibilityTraits { get }
      static var updatesFrequently: AccessibilityTraits { get }
    }
    enum AccessibilityChildBehavior {
      case ignore
      case contain
      case combine
    }
    enum AccessibilityActionKind {
      case `default`
      case escape
      case magicTap
    }
    enum AccessibilityAdjustmentDirection {
      case increment
      case decrement
    }
    struct AccessibilityZoomGestureAction {
      enum Direction {
        case zoomIn
        case zoomOut
      }
      var direction: AccessibilityZoomGestureAction.Direction { get }
    }
    struct AnyTransition {
      static var opacity: AnyTransition { get }
      static var scale: AnyTransition { get }
      static var slide: AnyTransition { get }
      static var identity: AnyTransition { get }
      static func move(edge: Edge) -> AnyTransition
      static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition
      static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition
      func combined(with other: AnyTransition) -> AnyTransition
    }
    """#
}
