extension Interface {
  /// SwiftUI's protocols and views.
  static let swiftUIViews = #"""
    protocol View {
      associatedtype Body: View
      @ViewBuilder var body: Self.Body { get }
    }
    extension Never: View {}
    extension Optional: View where Wrapped: View {}
    protocol Shape: Animatable, View {}
    protocol InsettableShape: Shape {}
    protocol ShapeStyle {}
    protocol ViewModifier {
      associatedtype Body: View
      typealias Content = _ViewModifier_Content<Self>
      @ViewBuilder func body(content: Self.Content) -> Self.Body
    }
    struct _ViewModifier_Content<Modifier>: View {}
    protocol PreferenceKey {
      associatedtype Value
      static var defaultValue: Value { get }
      static func reduce(value: inout Value, nextValue: () -> Value)
    }
    extension View {
      @standIn("the preview prints nothing when a body is evaluated again") static func _printChanges()
    }
    extension PreferenceKey where Value: ExpressibleByNilLiteral {
      static var defaultValue: Value { get }
    }
    protocol Layout: Animatable {
      associatedtype Cache = Void
      typealias Subviews = LayoutSubviews
      func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    }
    extension Layout {
      func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View
    }
    struct ProposedViewSize: Equatable {
      var width: CGFloat?
      var height: CGFloat?
      init(width: CGFloat?, height: CGFloat?)
      init(_ size: CGSize)
      static var zero: ProposedViewSize { get }
      static var unspecified: ProposedViewSize { get }
      static var infinity: ProposedViewSize { get }
      func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize
    }
    struct LayoutSubviews: Equatable, Collection {
      typealias Element = LayoutSubview
      var count: Int { get }
      var isEmpty: Bool { get }
      var first: LayoutSubview? { get }
      var last: LayoutSubview? { get }
      var indices: Range<Int> { get }
      subscript(index: Int) -> LayoutSubview { get }
      func map<T>(_ transform: (LayoutSubview) throws -> T) rethrows -> [T]
      func forEach(_ body: (LayoutSubview) throws -> Void) rethrows
      func filter(_ isIncluded: (LayoutSubview) throws -> Bool) rethrows -> [LayoutSubview]
      func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, LayoutSubview) throws -> Result) rethrows -> Result
      func enumerated() -> [(offset: Int, element: LayoutSubview)]
    }
    struct LayoutSubview: Equatable {
      func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
      func dimensions(in proposal: ProposedViewSize) -> ViewDimensions
      func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)
      var priority: Double { get }
      var spacing: ViewSpacing { get }
    }
    struct ViewSpacing {
      static let zero: ViewSpacing
      init()
      func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat
    }
    protocol PreviewProvider {
      associatedtype Previews: View
      @ViewBuilder static var previews: Self.Previews { get }
    }
    protocol App {
      associatedtype Body: Scene
      var body: Self.Body { get }
      init()
    }
    protocol Scene {}
    @standIn("a preview shows its root view, not the app's scenes") struct WindowGroup<Content: View>: Scene {
      init(@ViewBuilder content: () -> Content)
    }
    protocol DynamicProperty {}

    struct Text: View, Equatable {
      init(_ key: LocalizedStringKey)
      init<S: StringProtocol>(_ content: S)
      init(verbatim content: String)
      init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String
      @standIn("a relative, offset or timer text shows the time when the view was evaluated, and does not count on by itself") init(_ date: Date, style: Text.DateStyle)
      struct DateStyle: Equatable {
        static let time: Text.DateStyle
        static let date: Text.DateStyle
        static let relative: Text.DateStyle
        static let offset: Text.DateStyle
        static let timer: Text.DateStyle
      }
      func font(_ font: Font?) -> Text
      func fontWeight(_ weight: Font.Weight?) -> Text
      func bold() -> Text
      func bold(_ isActive: Bool) -> Text
      func italic() -> Text
      @standIn("the underline is not drawn") func underline(_ isActive: Bool = true, color: Color? = nil) -> Text
      @standIn("the line through the text is not drawn") func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text
      func foregroundColor(_ color: Color?) -> Text
      func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text
      @standIn("the letter spacing is not changed") func kerning(_ kerning: CGFloat) -> Text
      @standIn("digits keep their proportional widths") func monospacedDigit() -> Text
      @standIn("the parts are drawn as one text in one style") static func + (lhs: Text, rhs: Text) -> Text
      enum Case: Equatable, Hashable {
        case uppercase
        case lowercase
      }
    }
    struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral {
      init(_ value: String)
      /// What `\(date, style: .relative)` and `\(value, format: .number)` append to a key.
      struct StringInterpolation {
        @standIn("a relative, offset or timer date shows the time when the text was evaluated, and does not count on by itself") mutating func appendInterpolation(_ date: Date, style: Text.DateStyle)
        mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String
      }
    }
    protocol ExpressibleByStringLiteral {}

    struct Image: View, Equatable {
      init(systemName: String)
      init(_ name: String)
      init(_ name: String, bundle: Bundle?)
      init(decorative name: String, bundle: Bundle? = nil)
      init(uiImage: UIImage)
      func resizable() -> Image
      func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image
      enum TemplateRenderingMode {
        case template
        case original
      }
    }
    struct Label<Title: View, Icon: View>: View {
      init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)
      init(_ titleKey: LocalizedStringKey, systemImage name: String) where Title == Text, Icon == Image
      init<S: StringProtocol>(_ title: S, systemImage name: String) where Title == Text, Icon == Image
      init(_ titleKey: LocalizedStringKey, image name: String) where Title == Text, Icon == Image
      init<S: StringProtocol>(_ title: S, image name: String) where Title == Text, Icon == Image
    }
    struct EmptyView: View {
      init()
    }
    @standIn("the preview has no network: the image stays in its placeholder (empty) phase")
    struct AsyncImage<Content: View>: View {
      init(url: URL?, scale: CGFloat = 1) where Content == Image
      init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == AnyView
      init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content)
    }
    enum AsyncImagePhase {
      case empty
      case success(Image)
      case failure(Error)
      var image: Image? { get }
      var error: Error? { get }
    }
    struct AnyView: View {
      init<V: View>(_ view: V)
      init<V: View>(erasing view: V)
    }
    struct Spacer: View {
      init(minLength: CGFloat? = nil)
    }
    struct Divider: View {
      init()
    }

    struct VStack<Content: View>: View {
      init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    }
    struct HStack<Content: View>: View {
      init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    }
    struct ZStack<Content: View>: View {
      init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)
    }
    struct LazyVStack<Content: View>: View {
      init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    }
    struct GridItem {
      struct Size {
        static func fixed(_ size: CGFloat) -> GridItem.Size
        static func flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity) -> GridItem.Size
        static func adaptive(minimum: CGFloat, maximum: CGFloat = .infinity) -> GridItem.Size
      }
      init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)
      var size: GridItem.Size
      var spacing: CGFloat?
      var alignment: Alignment?
    }
    struct LazyVGrid<Content: View>: View {
      init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    }
    struct LazyHGrid<Content: View>: View {
      init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    }
    struct LazyHStack<Content: View>: View {
      init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    }
    struct Group<Content: View>: View {
      init(@ViewBuilder content: () -> Content)
    }
    struct ScrollView<Content: View>: View {
      init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
    }
    struct GeometryReader<Content: View>: View {
      init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)
    }
    struct GeometryProxy {
      var size: CGSize { get }
      var safeAreaInsets: EdgeInsets { get }
      func frame(in coordinateSpace: CoordinateSpace) -> CGRect
      func frame<C: CoordinateSpaceProtocol>(in coordinateSpace: C) -> CGRect
      func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect?
      subscript<T>(anchor: Anchor<T>) -> T { get }
    }
    struct ForEach<Data: Collection, ID: Hashable, Content: View>: View {
      init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int
      init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == ClosedRange<Int>, ID == Int
      init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
      init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID
      init(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Binding<Data.Element>) -> Content)
      init(_ data: Binding<Data>, @ViewBuilder content: @escaping (Binding<Data.Element>) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID
    }
    struct Button<Label: View>: View {
      init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) where Label == Text
      init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text
      init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) where Label == Text
      init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) where Label == Text
      init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) where Label == SwiftUI.Label<Text, Image>
      init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) where Label == SwiftUI.Label<Text, Image>
      init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) where Label == SwiftUI.Label<Text, Image>
      init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) where Label == SwiftUI.Label<Text, Image>
    }
    struct TabView<SelectionValue: Hashable, Content: View>: View {
      init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)
      init(@ViewBuilder content: () -> Content) where SelectionValue == Int
    }
    protocol TabViewStyle {}
    struct PageTabViewStyle: TabViewStyle {
      struct IndexDisplayMode {
        static let automatic: PageTabViewStyle.IndexDisplayMode
        static let always: PageTabViewStyle.IndexDisplayMode
        static let never: PageTabViewStyle.IndexDisplayMode
      }
      init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic)
    }
    struct DefaultTabViewStyle: TabViewStyle {}
    extension TabViewStyle where Self == PageTabViewStyle {
      static var page: PageTabViewStyle { get }
      static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle
    }
    extension TabViewStyle where Self == DefaultTabViewStyle {
      static var automatic: DefaultTabViewStyle { get }
    }
    struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
      init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
      init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content)
      init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text
      init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text
    }
    protocol PickerStyle {}
    struct SegmentedPickerStyle: PickerStyle {
      init()
    }
    struct MenuPickerStyle: PickerStyle {
      init()
    }
    struct WheelPickerStyle: PickerStyle {
      init()
    }
    struct DefaultPickerStyle: PickerStyle {
      init()
    }
    struct InlinePickerStyle: PickerStyle {
      init()
    }
    @standIn("the list of options is not pushed: the row shows the selected option") struct NavigationLinkPickerStyle: PickerStyle {
      init()
    }
    extension PickerStyle where Self == InlinePickerStyle {
      static var inline: InlinePickerStyle { get }
    }
    extension PickerStyle where Self == NavigationLinkPickerStyle {
      static var navigationLink: NavigationLinkPickerStyle { get }
    }
    extension PickerStyle where Self == SegmentedPickerStyle {
      static var segmented: SegmentedPickerStyle { get }
    }
    extension PickerStyle where Self == MenuPickerStyle {
      static var menu: MenuPickerStyle { get }
    }
    extension PickerStyle where Self == WheelPickerStyle {
      static var wheel: WheelPickerStyle { get }
    }
    extension PickerStyle where Self == DefaultPickerStyle {
      static var automatic: DefaultPickerStyle { get }
    }
    struct Canvas<Symbols: View>: View {
      init(opaque: Bool = false, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView
    }
    struct GraphicsContext {
      var opacity: Double
      func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle())
      func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1)
      func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle)
      func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center)
      struct Shading {
        static func color(_ color: Color) -> GraphicsContext.Shading
        static var foreground: GraphicsContext.Shading { get }
      }
    }
    struct ButtonRole: Equatable {
      static let destructive: ButtonRole
      static let cancel: ButtonRole
    }
    struct Toggle<Label: View>: View {
      init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) where Label == Text
      init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) where Label == Text
    }
    struct Slider<Label: View, ValueLabel: View>: View {
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView, ValueLabel == EmptyView
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView, ValueLabel == EmptyView
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where ValueLabel == EmptyView
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where ValueLabel == EmptyView
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in })
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label)
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label)
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where ValueLabel == EmptyView
      init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where ValueLabel == EmptyView
    }

    struct Circle: Shape, InsettableShape {
      init()
    }
    struct Rectangle: Shape, InsettableShape {
      init()
    }
    struct Ellipse: Shape, InsettableShape {
      init()
    }
    struct Capsule: Shape, InsettableShape {
      init(style: RoundedCornerStyle = .continuous)
    }
    struct RoundedRectangle: Shape, InsettableShape {
      init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
      init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    }
    struct AnyShape: Shape {
      init<S: Shape>(_ shape: S)
    }
    extension Shape where Self == Rectangle {
      static var rect: Rectangle { get }
    }
    extension Shape where Self == RoundedRectangle {
      static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle
      static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle
    }
    extension Shape where Self == Circle {
      static var circle: Circle { get }
    }
    extension Shape where Self == Capsule {
      static var capsule: Capsule { get }
      static func capsule(style: RoundedCornerStyle) -> Capsule
    }
    extension Shape where Self == Ellipse {
      static var ellipse: Ellipse { get }
    }
    struct Path: Shape {
      init()
      init(_ callback: (inout Path) -> Void)
      init(_ rect: CGRect)
      init(ellipseIn rect: CGRect)
      init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
      mutating func move(to end: CGPoint)
      mutating func addLine(to end: CGPoint)
      mutating func addLines(_ lines: [CGPoint])
      mutating func addQuadCurve(to end: CGPoint, control: CGPoint)
      mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)
      mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity)
      mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity)
      mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity)
      mutating func closeSubpath()
    }
    enum RoundedCornerStyle {
      case circular
      case continuous
    }
    extension Shape {
      func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some ShapeView
      func fill(style: FillStyle = FillStyle()) -> some View
      func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some ShapeView
      func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some ShapeView
      func stroke(lineWidth: CGFloat = 1) -> some Shape
      func stroke(style: StrokeStyle) -> some Shape
      func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape
      func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape
      func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape
      func size(width: CGFloat, height: CGFloat) -> some Shape
      func size(_ size: CGSize) -> some Shape
      func offset(_ offset: CGSize) -> some Shape
      func offset(_ offset: CGPoint) -> some Shape
      func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape
      func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some Shape
      func transform(_ transform: CGAffineTransform) -> some Shape
    }
    extension InsettableShape {
      func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView
      func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some ShapeView
      func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
      func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View
      func inset(by amount: CGFloat) -> some InsettableShape
    }
    struct FillStyle: Equatable {
      init(eoFill: Bool = false, antialiased: Bool = true)
    }
    struct StrokeStyle: Equatable {
      init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0)
    }
    enum CGLineCap {
      case butt
      case round
      case square
    }
    enum CGLineJoin {
      case miter
      case round
      case bevel
    }

    struct Color: View, ShapeStyle, Equatable, Hashable, CustomStringConvertible {
      init(red: Double, green: Double, blue: Double, opacity: Double = 1)
      var description: String { get }
      init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
      init(white: Double, opacity: Double = 1)
      init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
      init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)
      init(_ name: String)
      init(uiColor: UIColor)
      init(_ color: UIColor)
      init(cgColor: CGColor)
      func opacity(_ opacity: Double) -> Color
      var gradient: AnyGradient { get }
      static var red: Color { get }
      static var orange: Color { get }
      static var yellow: Color { get }
      static var green: Color { get }
      static var mint: Color { get }
      static var teal: Color { get }
      static var cyan: Color { get }
      static var blue: Color { get }
      static var indigo: Color { get }
      static var purple: Color { get }
      static var pink: Color { get }
      static var brown: Color { get }
      static var white: Color { get }
      static var gray: Color { get }
      static var black: Color { get }
      static var clear: Color { get }
      static var primary: Color { get }
      static var secondary: Color { get }
      static var accentColor: Color { get }
      enum RGBColorSpace {
        case sRGB
        case sRGBLinear
        case displayP3
      }
    }
    extension ShapeStyle where Self == Color {
      static var red: Color { get }
      static var orange: Color { get }
      static var yellow: Color { get }
      static var green: Color { get }
      static var mint: Color { get }
      static var teal: Color { get }
      static var cyan: Color { get }
      static var blue: Color { get }
      static var indigo: Color { get }
      static var purple: Color { get }
      static var pink: Color { get }
      static var brown: Color { get }
      static var white: Color { get }
      static var gray: Color { get }
      static var black: Color { get }
      static var clear: Color { get }
    }
    struct HierarchicalShapeStyle: ShapeStyle {}
    extension ShapeStyle where Self == HierarchicalShapeStyle {
      static var primary: HierarchicalShapeStyle { get }
      static var secondary: HierarchicalShapeStyle { get }
      static var tertiary: HierarchicalShapeStyle { get }
    }
    struct ForegroundStyle: ShapeStyle {}
    extension ShapeStyle where Self == ForegroundStyle {
      static var foreground: ForegroundStyle { get }
    }
    struct BackgroundStyle: ShapeStyle {}
    extension ShapeStyle where Self == BackgroundStyle {
      static var background: BackgroundStyle { get }
    }
    struct TintShapeStyle: ShapeStyle {}
    struct FillShapeStyle: ShapeStyle {
      init()
    }
    extension ShapeStyle where Self == FillShapeStyle {
      static var fill: FillShapeStyle { get }
    }
    extension ShapeStyle where Self == TintShapeStyle {
      static var tint: TintShapeStyle { get }
    }
    @standIn("the image is not drawn: what it paints is a neutral grey") struct ImagePaint: ShapeStyle {
      init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)
      var image: Image
      var sourceRect: CGRect
      var scale: CGFloat
    }
    struct Material: ShapeStyle {
      static let ultraThin: Material
      static let thin: Material
      static let regular: Material
      static let thick: Material
      static let ultraThick: Material
      static var ultraThinMaterial: Material { get }
      static var thinMaterial: Material { get }
      static var regularMaterial: Material { get }
      static var thickMaterial: Material { get }
      static var ultraThickMaterial: Material { get }
      static var bar: Material { get }
    }
    extension ShapeStyle where Self == Material {
      static var ultraThinMaterial: Material { get }
      static var thinMaterial: Material { get }
      static var regularMaterial: Material { get }
      static var thickMaterial: Material { get }
      static var ultraThickMaterial: Material { get }
      static var bar: Material { get }
    }
    class UIColor {
      static var systemRed: UIColor { get }
      static var systemOrange: UIColor { get }
      static var systemYellow: UIColor { get }
      static var systemGreen: UIColor { get }
      static var systemMint: UIColor { get }
      static var systemTeal: UIColor { get }
      static var systemCyan: UIColor { get }
      static var systemBlue: UIColor { get }
      static var systemIndigo: UIColor { get }
      static var systemPurple: UIColor { get }
      static var systemPink: UIColor { get }
      static var systemBrown: UIColor { get }
      static var systemGray: UIColor { get }
      static var systemGray2: UIColor { get }
      static var systemGray3: UIColor { get }
      static var systemGray4: UIColor { get }
      static var systemGray5: UIColor { get }
      static var systemGray6: UIColor { get }
      static var systemBackground: UIColor { get }
      static var secondarySystemBackground: UIColor { get }
      static var tertiarySystemBackground: UIColor { get }
      static var systemGroupedBackground: UIColor { get }
      static var secondarySystemGroupedBackground: UIColor { get }
      static var tertiarySystemGroupedBackground: UIColor { get }
      static var systemFill: UIColor { get }
      static var secondarySystemFill: UIColor { get }
      static var tertiarySystemFill: UIColor { get }
      static var quaternarySystemFill: UIColor { get }
      static var label: UIColor { get }
      static var secondaryLabel: UIColor { get }
      static var tertiaryLabel: UIColor { get }
      static var quaternaryLabel: UIColor { get }
      static var placeholderText: UIColor { get }
      static var separator: UIColor { get }
      static var opaqueSeparator: UIColor { get }
      static var link: UIColor { get }
      static var black: UIColor { get }
      static var white: UIColor { get }
      static var clear: UIColor { get }
      static var gray: UIColor { get }
      static var darkGray: UIColor { get }
      static var lightGray: UIColor { get }
      static var red: UIColor { get }
      static var green: UIColor { get }
      static var blue: UIColor { get }
      static var orange: UIColor { get }
      static var yellow: UIColor { get }
      static var purple: UIColor { get }
      static var cyan: UIColor { get }
      static var magenta: UIColor { get }
      static var brown: UIColor { get }
      init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
      init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
      init?(named name: String)
      init(white: CGFloat, alpha: CGFloat)
      init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)
      init(_ color: Color)
      init(cgColor: CGColor)
      var cgColor: CGColor { get }
      func withAlphaComponent(_ alpha: CGFloat) -> UIColor
    }
    class CGColor {}
    class UIImage: Hashable {
      init()
      init?(named name: String)
      init?(systemName name: String)
      @standIn("the preview has no image data: an image made from data or a file is blank")
      init?(data: Data)
      @standIn("the preview has no files: an image read from a file is missing")
      init?(contentsOfFile path: String)
      func jpegData(compressionQuality: CGFloat) -> Data?
      func pngData() -> Data?
      @standIn("the preview has no image data: a named image has the placeholder's size, 100 × 100 points")
      var size: CGSize { get }
      func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage
      enum RenderingMode {
        case automatic
        case alwaysOriginal
        case alwaysTemplate
      }
    }
    struct AnyGradient: ShapeStyle, Hashable {}
    struct LinearGradient: ShapeStyle, View {
      init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
      init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
      init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    }
    struct RadialGradient: ShapeStyle, View {
      init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
      init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
      init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    }
    extension ShapeStyle where Self == LinearGradient {
      static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
      static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
      static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
    }
    extension ShapeStyle where Self == RadialGradient {
      static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient
      static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient
      static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient
    }
    struct Gradient: Equatable {
      init(colors: [Color])
      init(stops: [Gradient.Stop])
      var stops: [Gradient.Stop]
      struct Stop: Equatable {
        init(color: Color, location: CGFloat)
        var color: Color
        var location: CGFloat
      }
    }
    """#
}
