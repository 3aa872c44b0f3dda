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
    """#
}
