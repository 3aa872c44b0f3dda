extension Interface {
  /// iOS 17 and 18 surface of recent views: `Tab` and `TabSection` in a tab view's content
  /// builder, shape views that chain fills and strokes, and instance members of shape styles
  /// (docs/runtime-values.md, "Recent shape styles"; docs/layout-behaviour.md, "Tab").
  static let swiftUIRecent = #"""
    protocol TabContent {}
    struct TabRole: Hashable {
      static let search: TabRole
    }
    struct DefaultTabLabel: View {}
    struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
      init(@ViewBuilder content: () -> Content) where Value == Never, Label == EmptyView
      init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView
      init(role: TabRole?, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel
      init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel
      init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == Never
      init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel
      init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel
      init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel
      init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel
      init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel
      init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel
      init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel
      init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel
      init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel
      init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel
    }
    struct TabSection<Header: View, Content: TabContent, Footer: View>: TabContent {
      init(@TabContentBuilder content: () -> Content) where Header == EmptyView, Footer == EmptyView
      init(_ titleKey: LocalizedStringKey, @TabContentBuilder content: () -> Content) where Header == Text, Footer == EmptyView
      init<S: StringProtocol>(_ title: S, @TabContentBuilder content: () -> Content) where Header == Text, Footer == EmptyView
      init(@TabContentBuilder content: () -> Content, @ViewBuilder header: () -> Header) where Footer == EmptyView
    }
    extension TabContent {
      @standIn("the tab bar cannot be customized in the preview") func customizationID(_ id: String) -> some TabContent
      func badge(_ count: Int) -> some TabContent
      @standIn("the tab is shown in the bar whatever its placement") func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> some TabContent
      @standIn("the tab is shown in the bar whatever its placement") func tabPlacement(_ placement: TabPlacement) -> some TabContent
      func hidden(_ hidden: Bool = true) -> some TabContent
      func disabled(_ disabled: Bool) -> some TabContent
    }
    struct TabPlacement: Hashable {
      static let automatic: TabPlacement
      static let pinned: TabPlacement
      static let sidebarOnly: TabPlacement
    }
    extension TabView {
      init<C: TabContent>(selection: Binding<SelectionValue>, @TabContentBuilder content: () -> C)
      init<C: TabContent>(@TabContentBuilder content: () -> C) where SelectionValue == Never
    }
    struct SidebarAdaptableTabViewStyle: TabViewStyle {
      init()
    }
    struct TabBarOnlyTabViewStyle: TabViewStyle {
      init()
    }
    extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
      static var sidebarAdaptable: SidebarAdaptableTabViewStyle { get }
    }
    extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
      static var tabBarOnly: TabBarOnlyTabViewStyle { get }
    }

    protocol ShapeView: View {}
    extension ShapeView {
      func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some ShapeView
      func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some ShapeView
      func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView
      func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View
      func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    }
    struct ShadowStyle: Equatable {
      static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle
      static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle
    }
    extension ShapeStyle {
      var secondary: some ShapeStyle { get }
      var tertiary: some ShapeStyle { get }
      var quaternary: some ShapeStyle { get }
      var quinary: some ShapeStyle { get }
      func opacity(_ opacity: Double) -> some ShapeStyle
      func shadow(_ style: ShadowStyle) -> some ShapeStyle
    }
    extension ShapeStyle where Self == HierarchicalShapeStyle {
      static var quinary: HierarchicalShapeStyle { get }
    }

    protocol VisualEffect {}
    struct EmptyVisualEffect: VisualEffect {
      init()
    }
    extension VisualEffect {
      func offset(_ offset: CGSize) -> some VisualEffect
      func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect
      func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect
      func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect
      func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect
      func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect
      func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect
      @standIn("a visual effect's opacity is not applied") func opacity(_ opacity: Double) -> some VisualEffect
      @standIn("a visual effect's blur is not drawn") func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect
      @standIn("a visual effect's colour change is not applied") func brightness(_ amount: Double) -> some VisualEffect
      @standIn("a visual effect's colour change is not applied") func saturation(_ amount: Double) -> some VisualEffect
      @standIn("a visual effect's colour change is not applied") func grayscale(_ amount: Double) -> some VisualEffect
      @standIn("a visual effect's colour change is not applied") func hueRotation(_ angle: Angle) -> some VisualEffect
      @standIn("a visual effect's colour change is not applied") func contrast(_ amount: Double) -> some VisualEffect
    }
    extension View {
      @standIn("the proxy's frame in any coordinate space is the view's own bounds") func visualEffect<E: VisualEffect>(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> E) -> some View
      func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View
      func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View
      func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View
    }

    struct SIMD2<Scalar>: Equatable, Hashable, ExpressibleByArrayLiteral {
      init(_ v0: Scalar, _ v1: Scalar)
      init(x: Scalar, y: Scalar)
      var x: Scalar { get set }
      var y: Scalar { get set }
    }
    struct MeshGradient: View, ShapeStyle {
      init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true)
    }

    struct ScrollTransitionPhase: Equatable, Hashable {
      static let topLeading: ScrollTransitionPhase
      static let identity: ScrollTransitionPhase
      static let bottomTrailing: ScrollTransitionPhase
      var isIdentity: Bool { get }
      var value: Double { get }
    }
    struct ScrollTransitionConfiguration {
      static let interactive: ScrollTransitionConfiguration
      static let animated: ScrollTransitionConfiguration
      static let identity: ScrollTransitionConfiguration
      static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration
      static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration
      func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration
      struct Threshold {
        static let visible: ScrollTransitionConfiguration.Threshold
        static let hidden: ScrollTransitionConfiguration.Threshold
        static var centered: ScrollTransitionConfiguration.Threshold { get }
        static func visible(_ amount: Double) -> ScrollTransitionConfiguration.Threshold
      }
    }
    protocol ScrollTargetBehavior {}
    struct PagingScrollTargetBehavior: ScrollTargetBehavior {
      init()
    }
    struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
      init()
      @standIn("the limit is not applied: a swipe settles on the nearest view") init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
      struct LimitBehavior {
        static var automatic: ViewAlignedScrollTargetBehavior.LimitBehavior { get }
        static var always: ViewAlignedScrollTargetBehavior.LimitBehavior { get }
        static var never: ViewAlignedScrollTargetBehavior.LimitBehavior { get }
        static var alwaysByFew: ViewAlignedScrollTargetBehavior.LimitBehavior { get }
        static var alwaysByOne: ViewAlignedScrollTargetBehavior.LimitBehavior { get }
      }
    }
    extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
      static var paging: PagingScrollTargetBehavior { get }
    }
    extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
      static var viewAligned: ViewAlignedScrollTargetBehavior { get }
      @standIn("the limit is not applied: a swipe settles on the nearest view") static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior
    }
    struct ContentMarginPlacement {
      static let automatic: ContentMarginPlacement
      static let scrollContent: ContentMarginPlacement
      static let scrollIndicators: ContentMarginPlacement
    }
    struct ScrollGeometry: Equatable {
      var contentOffset: CGPoint { get }
      var contentSize: CGSize { get }
      var contentInsets: EdgeInsets { get }
      var containerSize: CGSize { get }
      var visibleRect: CGRect { get }
      var bounds: CGRect { get }
    }
    extension View {
      @standIn("every view is in the identity phase, as at rest in the visible area") func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View
      @standIn("every view is in the identity phase, as at rest in the visible area") func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E) -> some View
      @standIn("the scroll view does not snap to pages or views when it is released") func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View
      func scrollTargetLayout(isEnabled: Bool = true) -> some View
      @standIn("scrolling does not update the bound id, nor does setting it scroll") func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View
      @standIn("the margins are not added around the scroll content") func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View
      @standIn("the margins are not added around the scroll content") func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View
      @standIn("the margins are not added around the scroll content") func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View
      @standIn("the action is not called: the preview does not report scroll geometry") func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View
    }
    """#
}
