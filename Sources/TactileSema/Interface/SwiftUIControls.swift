extension Interface {
  /// Forms and controls: text entry and focus, forms and sections, list styles and row
  /// modifiers, steppers, progress indicators, date and colour pickers, and the small
  /// containers forms are built of (`List` itself and its row actions are with navigation's).
  static let swiftUIControls = #"""
    struct TextSelection: Equatable, Hashable {
      init(range: Range<String.Index>)
      init(insertionPoint: String.Index)
      var indices: TextSelection.Indices
      var isInsertion: Bool { get }
      enum Indices: Equatable, Hashable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
      }
    }
    @standIn("typing is not simulated: the field shows its text, or its prompt when empty") struct TextField<Label: View>: View {
      init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)
      init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) where Label == Text
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) where Label == Text
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where Label == Text
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) where Label == Text
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) where Label == Text
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) where Label == Text
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) where Label == Text
    }
    extension TextField where Label == Text {
      init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String
      init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String
    }
    @standIn("typing is not simulated: the field shows a dot for each character, or its prompt when empty") struct SecureField<Label: View>: View {
      init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, text: Binding<String>) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) where Label == Text
      init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) where Label == Text
      init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) where Label == Text
    }
    @standIn("typing is not simulated: the editor shows its text") struct TextEditor: View {
      init(text: Binding<String>)
    }
    protocol TextFieldStyle {}
    struct DefaultTextFieldStyle: TextFieldStyle {
      init()
    }
    struct PlainTextFieldStyle: TextFieldStyle {
      init()
    }
    struct RoundedBorderTextFieldStyle: TextFieldStyle {
      init()
    }
    extension TextFieldStyle where Self == DefaultTextFieldStyle {
      static var automatic: DefaultTextFieldStyle { get }
    }
    extension TextFieldStyle where Self == PlainTextFieldStyle {
      static var plain: PlainTextFieldStyle { get }
    }
    extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
      static var roundedBorder: RoundedBorderTextFieldStyle { get }
    }
    struct SubmitTriggers: OptionSet {
      static let text: SubmitTriggers
      static let search: SubmitTriggers
    }
    struct SubmitLabel {
      static var done: SubmitLabel { get }
      static var go: SubmitLabel { get }
      static var send: SubmitLabel { get }
      static var join: SubmitLabel { get }
      static var route: SubmitLabel { get }
      static var search: SubmitLabel { get }
      static var `return`: SubmitLabel { get }
      static var next: SubmitLabel { get }
      static var `continue`: SubmitLabel { get }
    }
    enum UIKeyboardType {
      case `default`
      case asciiCapable
      case numbersAndPunctuation
      case URL
      case numberPad
      case phonePad
      case namePhonePad
      case emailAddress
      case decimalPad
      case twitter
      case webSearch
      case asciiCapableNumberPad
    }
    struct TextInputAutocapitalization {
      static var never: TextInputAutocapitalization { get }
      static var words: TextInputAutocapitalization { get }
      static var sentences: TextInputAutocapitalization { get }
      static var characters: TextInputAutocapitalization { get }
    }
    enum UITextAutocapitalizationType {
      case none
      case words
      case sentences
      case allCharacters
    }
    struct UITextContentType: Equatable, Hashable {
      static let name: UITextContentType
      static let givenName: UITextContentType
      static let familyName: UITextContentType
      static let nickname: UITextContentType
      static let username: UITextContentType
      static let password: UITextContentType
      static let newPassword: UITextContentType
      static let oneTimeCode: UITextContentType
      static let emailAddress: UITextContentType
      static let telephoneNumber: UITextContentType
      static let URL: UITextContentType
      static let fullStreetAddress: UITextContentType
      static let postalCode: UITextContentType
    }

    @propertyWrapper struct FocusState<Value: Hashable>: DynamicProperty {
      init() where Value == Bool
      init<T: Hashable>() where Value == T?
      var wrappedValue: Value { get nonmutating set }
      var projectedValue: FocusState<Value>.Binding { get }
      @propertyWrapper struct Binding {
        var wrappedValue: Value { get nonmutating set }
        var projectedValue: FocusState<Value>.Binding { get }
      }
    }

    struct Form<Content: View>: View {
      init(@ViewBuilder content: () -> Content)
    }
    struct Section<Parent: View, Content: View, Footer: View>: View {
      init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
      init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) where Parent == EmptyView
      init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) where Footer == EmptyView
      init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView
      init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content)
      init(header: Parent, @ViewBuilder content: () -> Content) where Footer == EmptyView
      init(footer: Footer, @ViewBuilder content: () -> Content) where Parent == EmptyView
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView
      init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView
      init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView
      init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView
      init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) where Footer == EmptyView
    }
    protocol ListStyle {}
    struct DefaultListStyle: ListStyle {
      init()
    }
    struct PlainListStyle: ListStyle {
      init()
    }
    struct GroupedListStyle: ListStyle {
      init()
    }
    struct InsetListStyle: ListStyle {
      init()
    }
    struct InsetGroupedListStyle: ListStyle {
      init()
    }
    struct SidebarListStyle: ListStyle {
      init()
    }
    extension ListStyle where Self == DefaultListStyle {
      static var automatic: DefaultListStyle { get }
    }
    extension ListStyle where Self == PlainListStyle {
      static var plain: PlainListStyle { get }
    }
    extension ListStyle where Self == GroupedListStyle {
      static var grouped: GroupedListStyle { get }
    }
    extension ListStyle where Self == InsetListStyle {
      static var inset: InsetListStyle { get }
    }
    extension ListStyle where Self == InsetGroupedListStyle {
      static var insetGrouped: InsetGroupedListStyle { get }
    }
    extension ListStyle where Self == SidebarListStyle {
      static var sidebar: SidebarListStyle { get }
    }
    protocol FormStyle {}
    struct AutomaticFormStyle: FormStyle {
      init()
    }
    struct GroupedFormStyle: FormStyle {
      init()
    }
    struct ColumnsFormStyle: FormStyle {
      init()
    }
    extension FormStyle where Self == AutomaticFormStyle {
      static var automatic: AutomaticFormStyle { get }
    }
    extension FormStyle where Self == GroupedFormStyle {
      static var grouped: GroupedFormStyle { get }
    }
    extension FormStyle where Self == ColumnsFormStyle {
      static var columns: ColumnsFormStyle { get }
    }
    enum Visibility: Equatable, Hashable, CaseIterable {
      case automatic
      case visible
      case hidden
    }
    enum Prominence: Equatable, Hashable {
      case standard
      case increased
    }

    struct Stepper<Label: View>: View {
      init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == Text
      init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == Text
      init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == Text
      init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == Text
      init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == Text
      init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == Text
    }
    extension Int {
      typealias Stride = Int
    }
    extension Double {
      typealias Stride = Double
    }
    extension Float {
      typealias Stride = Float
    }
    extension CGFloat {
      typealias Stride = CGFloat
    }

    struct ProgressView<Label: View, CurrentValueLabel: View>: View {
      init() where Label == EmptyView, CurrentValueLabel == EmptyView
      init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView
      init(_ titleKey: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView
      init<S: StringProtocol>(_ title: S) where Label == Text, CurrentValueLabel == EmptyView
      init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView
      init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView
      init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel)
      init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView
      init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView
    }
    protocol ProgressViewStyle {
      associatedtype Body: View
      typealias Configuration = ProgressViewStyleConfiguration
      @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    }
    struct ProgressViewStyleConfiguration {
      struct Label: View {}
      struct CurrentValueLabel: View {}
      let fractionCompleted: Double?
      var label: ProgressViewStyleConfiguration.Label?
      var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
    }
    struct DefaultProgressViewStyle: ProgressViewStyle {
      init()
    }
    struct LinearProgressViewStyle: ProgressViewStyle {
      init()
    }
    struct CircularProgressViewStyle: ProgressViewStyle {
      init()
    }
    extension ProgressViewStyle where Self == DefaultProgressViewStyle {
      static var automatic: DefaultProgressViewStyle { get }
    }
    extension ProgressViewStyle where Self == LinearProgressViewStyle {
      static var linear: LinearProgressViewStyle { get }
    }
    extension ProgressViewStyle where Self == CircularProgressViewStyle {
      static var circular: CircularProgressViewStyle { get }
    }

    @standIn("the calendar and the wheels do not open: the picker shows its date and time") struct DatePicker<Label: View>: View {
      init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label)
      init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label)
      init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label)
      init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where Label == Text
      init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where Label == Text
      init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where Label == Text
      init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where Label == Text
      init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where Label == Text
      init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where Label == Text
      init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where Label == Text
      init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where Label == Text
    }
    struct DatePickerComponents: OptionSet {
      static let hourAndMinute: DatePickerComponents
      static let date: DatePickerComponents
    }
    protocol DatePickerStyle {}
    struct DefaultDatePickerStyle: DatePickerStyle {
      init()
    }
    struct CompactDatePickerStyle: DatePickerStyle {
      init()
    }
    struct GraphicalDatePickerStyle: DatePickerStyle {
      init()
    }
    struct WheelDatePickerStyle: DatePickerStyle {
      init()
    }
    extension DatePickerStyle where Self == DefaultDatePickerStyle {
      static var automatic: DefaultDatePickerStyle { get }
    }
    extension DatePickerStyle where Self == CompactDatePickerStyle {
      static var compact: CompactDatePickerStyle { get }
    }
    extension DatePickerStyle where Self == GraphicalDatePickerStyle {
      static var graphical: GraphicalDatePickerStyle { get }
    }
    extension DatePickerStyle where Self == WheelDatePickerStyle {
      static var wheel: WheelDatePickerStyle { get }
    }

    @standIn("the colour panel does not open: the well shows the colour") struct ColorPicker<Label: View>: View {
      init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) where Label == Text
      init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) where Label == Text
    }

    protocol ToggleStyle {
      associatedtype Body: View
      typealias Configuration = ToggleStyleConfiguration
      @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    }
    struct ToggleStyleConfiguration {
      struct Label: View {}
      let label: ToggleStyleConfiguration.Label
      @Binding var isOn: Bool
      var isMixed: Bool
    }
    struct DefaultToggleStyle: ToggleStyle {
      init()
    }
    struct SwitchToggleStyle: ToggleStyle {
      init()
      init(tint: Color)
    }
    struct ButtonToggleStyle: ToggleStyle {
      init()
    }
    extension ToggleStyle where Self == DefaultToggleStyle {
      static var automatic: DefaultToggleStyle { get }
    }
    extension ToggleStyle where Self == SwitchToggleStyle {
      static var `switch`: SwitchToggleStyle { get }
    }
    extension ToggleStyle where Self == ButtonToggleStyle {
      static var button: ButtonToggleStyle { get }
    }

    protocol LabelStyle {
      associatedtype Body: View
      typealias Configuration = LabelStyleConfiguration
      @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    }
    struct LabelStyleConfiguration {
      struct Title: View {}
      struct Icon: View {}
      var title: LabelStyleConfiguration.Title { get }
      var icon: LabelStyleConfiguration.Icon { get }
    }
    struct DefaultLabelStyle: LabelStyle {
      init()
    }
    struct IconOnlyLabelStyle: LabelStyle {
      init()
    }
    struct TitleOnlyLabelStyle: LabelStyle {
      init()
    }
    struct TitleAndIconLabelStyle: LabelStyle {
      init()
    }
    extension LabelStyle where Self == DefaultLabelStyle {
      static var automatic: DefaultLabelStyle { get }
    }
    extension LabelStyle where Self == IconOnlyLabelStyle {
      static var iconOnly: IconOnlyLabelStyle { get }
    }
    extension LabelStyle where Self == TitleOnlyLabelStyle {
      static var titleOnly: TitleOnlyLabelStyle { get }
    }
    extension LabelStyle where Self == TitleAndIconLabelStyle {
      static var titleAndIcon: TitleAndIconLabelStyle { get }
    }

    struct LabeledContent<Label: View, Content: View>: View {
      init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text
      init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text
      init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) where Label == Text, Content == Text
      init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) where Label == Text, Content == Text
      init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where Label == Text, Content == Text, F.FormatInput: Equatable, F.FormatOutput == String
      init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where Label == Text, Content == Text, F.FormatInput: Equatable, F.FormatOutput == String
    }

    @standIn("the menu does not open: its label is drawn as a button") struct Menu<Label: View, Content: View>: View {
      init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text
      init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text
      init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void)
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) where Label == Text
    }

    struct GroupBox<Label: View, Content: View>: View {
      init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
      init(@ViewBuilder content: () -> Content) where Label == EmptyView
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Label == Text
      init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) where Label == Text
      init(label: Label, @ViewBuilder content: () -> Content)
    }

    struct DisclosureGroup<Label: View, Content: View>: View {
      init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label)
      init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) where Label == Text
      init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) where Label == Text
      init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) where Label == Text
      init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) where Label == Text
    }

    /// A tree of rows: each element whose `children` are not nil is a disclosure group of its
    /// children's rows, collapsed until its row is tapped (docs/layout-behaviour.md, "Outlines").
    struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup>: View {
      init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element, Parent == Leaf, Leaf: View, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
      init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) where ID == Data.Element.ID, Data.Element: Identifiable, Parent == Leaf, Leaf: View, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
      init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element, Parent == Leaf, Leaf: View, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
      init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) where Parent == Leaf, Leaf: View, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
    }
    /// The rows of an outline's subgroup, as its disclosure group's content.
    struct OutlineSubgroupChildren: View {}

    struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View {
      init(@ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() })
      init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) where LabelContent == Label<Text, Image>, Description == Text?, Actions == EmptyView
      init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) where LabelContent == Label<Text, Image>, Description == Text?, Actions == EmptyView
      static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> { get }
      static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions>
    }
    struct SearchUnavailableContent {
      struct Label: View {}
      struct Description: View {}
      struct Actions: View {}
    }

    struct ViewThatFits<Content: View>: View {
      init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content)
    }

    struct ControlGroup<Content: View>: View {
      init(@ViewBuilder content: () -> Content)
    }

    struct Grid<Content: View>: View {
      init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    }
    struct GridRow<Content: View>: View {
      init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content)
    }

    extension View {
      func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View
      func textCase(_ textCase: Text.Case?) -> some View
      func labelsHidden() -> some View
      @standIn("nothing is submitted: typing and the Return key are not simulated") func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View
      @standIn("the keyboard is not shown") func submitLabel(_ submitLabel: SubmitLabel) -> some View
      @standIn("the keyboard is not shown") func keyboardType(_ type: UIKeyboardType) -> some View
      @standIn("typing is not simulated") func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View
      @standIn("typing is not simulated") func autocapitalization(_ style: UITextAutocapitalizationType) -> some View
      @standIn("typing is not simulated") func autocorrectionDisabled(_ disable: Bool = true) -> some View
      @standIn("typing is not simulated") func disableAutocorrection(_ disable: Bool?) -> some View
      @standIn("typing is not simulated") func textContentType(_ textContentType: UITextContentType?) -> some View
      func focused(_ condition: FocusState<Bool>.Binding) -> some View
      func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
      func listStyle<S: ListStyle>(_ style: S) -> some View
      func formStyle<S: FormStyle>(_ style: S) -> some View
      func listRowBackground<V: View>(_ view: V?) -> some View
      func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View
      func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View
      func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View
      func listRowInsets(_ insets: EdgeInsets?) -> some View
      func scrollContentBackground(_ visibility: Visibility) -> some View
      func headerProminence(_ prominence: Prominence) -> some View
      func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View
      func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View
      func toggleStyle<S: ToggleStyle>(_ style: S) -> some View
      func labelStyle<S: LabelStyle>(_ style: S) -> some View
      @standIn("the cell takes one column, not several") func gridCellColumns(_ count: Int) -> some View
      @standIn("the column keeps the grid's alignment") func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View
      @notYet func gridCellAnchor(_ anchor: UnitPoint) -> some View
      func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View
    }
    """#
}
