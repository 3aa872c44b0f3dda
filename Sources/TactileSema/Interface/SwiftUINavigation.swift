extension Interface {
  /// The app around the views: navigation stacks and links, the navigation bar and toolbars,
  /// presentations (sheets, covers, popovers, alerts, dialogs), lists and their row actions.
  static let swiftUINavigation = #"""
    struct NavigationView<Content: View>: View {
      init(@ViewBuilder content: () -> Content)
    }
    protocol NavigationViewStyle {}
    struct StackNavigationViewStyle: NavigationViewStyle {
      init()
    }
    struct DefaultNavigationViewStyle: NavigationViewStyle {
      init()
    }
    @standIn("an iPhone shows one column, as the stack style does") struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
      init()
    }
    extension NavigationViewStyle where Self == StackNavigationViewStyle {
      static var stack: StackNavigationViewStyle { get }
    }
    extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
      static var automatic: DefaultNavigationViewStyle { get }
    }
    extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
      static var columns: DoubleColumnNavigationViewStyle { get }
    }
    @standIn("on iPhone the split view is a navigation stack showing its sidebar: choosing in the sidebar does not push the other columns") struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
      init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail)
      init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail)
      init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView
      init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView
    }
    struct NavigationSplitViewVisibility: Equatable, Hashable {
      static var detailOnly: NavigationSplitViewVisibility { get }
      static var doubleColumn: NavigationSplitViewVisibility { get }
      static var all: NavigationSplitViewVisibility { get }
      static var automatic: NavigationSplitViewVisibility { get }
    }
    protocol NavigationSplitViewStyle {}
    struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
      init()
    }
    struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
      init()
    }
    struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
      init()
    }
    extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
      static var automatic: AutomaticNavigationSplitViewStyle { get }
    }
    extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
      static var balanced: BalancedNavigationSplitViewStyle { get }
    }
    extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
      static var prominentDetail: ProminentDetailNavigationSplitViewStyle { get }
    }
    extension View {
      @standIn("on iPhone the split view shows one column at a time") func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View
      @standIn("on iPhone the split view shows one column at a time") func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View
      @standIn("on iPhone the split view shows one column at a time") func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View
    }
    struct NavigationStack<Data, Root: View>: View {
      init(@ViewBuilder root: () -> Root) where Data == NavigationPath
      init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath
      init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: Collection, Data.Element: Hashable
    }
    struct NavigationPath: Equatable {
      init()
      init<S: Sequence>(_ elements: S) where S.Element: Hashable
      init(_ codable: NavigationPath.CodableRepresentation)
      var codable: NavigationPath.CodableRepresentation? { get }
      struct CodableRepresentation: Codable {}
      var count: Int { get }
      var isEmpty: Bool { get }
      mutating func append<V: Hashable>(_ value: V)
      mutating func removeLast(_ k: Int = 1)
    }
    struct NavigationLink<Label: View, Destination: View>: View {
      init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)
      init(destination: Destination, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text
      init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) where Label == Text
      init(_ titleKey: LocalizedStringKey, destination: Destination) where Label == Text
      init<S: StringProtocol>(_ title: S, destination: Destination) where Label == Text
      init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never
      init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, Destination == Never
      init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text, Destination == Never
      init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) where Label == Text
      init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label)
    }
    extension NavigationLink {
      /// Whether the destination replaces a split view's detail column; an iPhone's stack has
      /// none, so the link is drawn and pushes as it would without it.
      func isDetailLink(_ isDetailLink: Bool) -> some View
    }
    struct NavigationBarItem {
      enum TitleDisplayMode {
        case automatic
        case inline
        case large
      }
    }
    struct SearchFieldPlacement {
      static var automatic: SearchFieldPlacement { get }
      static var toolbar: SearchFieldPlacement { get }
      static var sidebar: SearchFieldPlacement { get }
      static var navigationBarDrawer: SearchFieldPlacement { get }
      static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement
      struct NavigationBarDrawerDisplayMode {
        static let automatic: SearchFieldPlacement.NavigationBarDrawerDisplayMode
        static let always: SearchFieldPlacement.NavigationBarDrawerDisplayMode
      }
    }
    struct ScrollViewReader<Content: View>: View {
      init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content)
    }
    struct ScrollViewProxy {
      @standIn("the scroll view does not move to the view: it stays where it is") func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil)
    }
    struct ToolbarPlacement {
      static var automatic: ToolbarPlacement { get }
      static var navigationBar: ToolbarPlacement { get }
      static var tabBar: ToolbarPlacement { get }
      static var bottomBar: ToolbarPlacement { get }
    }
    protocol ToolbarContent {}
    struct ToolbarItemPlacement {
      static let automatic: ToolbarItemPlacement
      static let principal: ToolbarItemPlacement
      static let navigation: ToolbarItemPlacement
      static let primaryAction: ToolbarItemPlacement
      static let secondaryAction: ToolbarItemPlacement
      static let confirmationAction: ToolbarItemPlacement
      static let cancellationAction: ToolbarItemPlacement
      static let destructiveAction: ToolbarItemPlacement
      static let topBarLeading: ToolbarItemPlacement
      static let topBarTrailing: ToolbarItemPlacement
      static let navigationBarLeading: ToolbarItemPlacement
      static let navigationBarTrailing: ToolbarItemPlacement
      static let bottomBar: ToolbarItemPlacement
      @standIn("the canvas has no keyboard, so its toolbar is not drawn") static let keyboard: ToolbarItemPlacement
      static let status: ToolbarItemPlacement
      static var title: ToolbarItemPlacement { get }
      @standIn("the navigation bar's large title area is not drawn: the item is not shown") static let largeTitle: ToolbarItemPlacement
      @standIn("the navigation bar's subtitle area is not drawn: the item is not shown") static let subtitle: ToolbarItemPlacement
      @standIn("the navigation bar's large subtitle area is not drawn: the item is not shown") static let largeSubtitle: ToolbarItemPlacement
    }
    struct ToolbarItem<ID, Content: View>: ToolbarContent {
      init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == ()
    }
    struct ToolbarItemGroup<Content: View>: ToolbarContent {
      init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    }

    struct DismissAction {
      func callAsFunction()
    }
    struct PresentationMode {
      var isPresented: Bool { get }
      mutating func dismiss()
    }
    struct PresentationDetent: Hashable {
      static let medium: PresentationDetent
      static let large: PresentationDetent
      static func height(_ height: CGFloat) -> PresentationDetent
      static func fraction(_ fraction: CGFloat) -> PresentationDetent
    }
    enum EditMode: Equatable, Hashable {
      case inactive
      case transient
      case active
      var isEditing: Bool { get }
    }
    extension EnvironmentValues {
      var dismiss: DismissAction { get }
      var presentationMode: Binding<PresentationMode> { get }
      var isPresented: Bool { get }
      var editMode: Binding<EditMode>? { get set }
    }
    struct EditButton: View {
      init()
    }

    struct Alert {
      init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil)
      init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)
      struct Button {
        static func `default`(_ label: Text, action: (() -> Void)? = nil) -> Alert.Button
        static func cancel(_ label: Text, action: (() -> Void)? = nil) -> Alert.Button
        static func cancel(_ action: (() -> Void)? = nil) -> Alert.Button
        static func destructive(_ label: Text, action: (() -> Void)? = nil) -> Alert.Button
      }
    }
    struct ActionSheet {
      init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()])
      typealias Button = Alert.Button
    }
    enum PopoverAttachmentAnchor {
      case rect(Anchor<CGRect>.Source)
      case point(UnitPoint)
    }
    struct Anchor<Value>: Equatable, Hashable {
      struct Source {
        static var bounds: Anchor<CGRect>.Source { get }
        static func rect(_ r: CGRect) -> Anchor<CGRect>.Source
        static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source
        static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source
        static var zero: Anchor<CGPoint>.Source { get }
        static var center: Anchor<CGPoint>.Source { get }
        static var leading: Anchor<CGPoint>.Source { get }
        static var trailing: Anchor<CGPoint>.Source { get }
        static var top: Anchor<CGPoint>.Source { get }
        static var bottom: Anchor<CGPoint>.Source { get }
        static var topLeading: Anchor<CGPoint>.Source { get }
        static var topTrailing: Anchor<CGPoint>.Source { get }
        static var bottomLeading: Anchor<CGPoint>.Source { get }
        static var bottomTrailing: Anchor<CGPoint>.Source { get }
      }
    }

    struct List<SelectionValue: Hashable, Content: View>: View {
      init(@ViewBuilder content: () -> Content) where SelectionValue == Never
      init<Data: Collection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never
      init<Data: Collection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never
      init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never
      init<Data: Collection, RowContent: View>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Never
      init<Data: Collection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never
      init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content)
      init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
      init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>
      init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
      init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent>
      init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content)
      init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data.Element: Identifiable, SelectionValue == Never
      init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, SelectionValue == Never
    }
    extension Never: Hashable {}
    protocol DynamicViewContent: View {}
    extension ForEach: DynamicViewContent {}
    extension DynamicViewContent {
      func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent
      func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent
    }

    extension View {
      func navigationTitle(_ title: Text) -> some View
      func navigationTitle(_ titleKey: LocalizedStringKey) -> some View
      func navigationTitle<S: StringProtocol>(_ title: S) -> some View
      @standIn("the title is shown, but the preview has no menu to rename it")
      func navigationTitle(_ title: Binding<String>) -> some View
      func navigationBarTitle(_ title: Text) -> some View
      func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View
      func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View
      func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
      func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
      func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View
      func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
      func navigationBarHidden(_ hidden: Bool) -> some View
      func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View
      func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View
      func navigationBarItems<L: View>(leading: L) -> some View
      func navigationBarItems<T: View>(trailing: T) -> some View
      func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View
      func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
      func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View
      func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View
      func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View
      func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
      func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
      @standIn("the title menu does not open: the title is drawn as it is") func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View
      @standIn("the bar is drawn without a background of its own") func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View
      @standIn("the bar is drawn without a background of its own") func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View

      func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View
      func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View
      func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View
      func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View
      func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View
      func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View
      func presentationDetents(_ detents: Set<PresentationDetent>) -> some View
      func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View
      func presentationDragIndicator(_ visibility: Visibility) -> some View
      func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View
      @standIn("the sheet is drawn on the system background") func presentationBackground<S: ShapeStyle>(_ style: S) -> some View
      func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View

      func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View
      func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View
      func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
      func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
      func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View
      func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
      func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
      func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
      func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View
      func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View
      func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View
      func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View
      func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View
      func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View
      func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View
      func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View
      func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View
      func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View
      func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View

      func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View
      func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View
      @standIn("pull to refresh needs async work, which the preview does not run") func refreshable(action: @escaping () async -> Void) -> some View
      @standIn("the search field is not drawn: the bound text keeps its value") func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View
      @standIn("the search field is not drawn: the bound text keeps its value") func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View
      @standIn("the search field is not drawn: the bound text keeps its value") func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View
      @standIn("the search field is not drawn: the bound text keeps its value") func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View
      func badge(_ count: Int) -> some View
      func badge(_ label: Text?) -> some View
      func badge<S: StringProtocol>(_ label: S?) -> some View
      func badge(_ key: LocalizedStringKey?) -> some View
    }
    """#
}
