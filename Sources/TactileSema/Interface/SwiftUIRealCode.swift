extension Interface {
  /// SwiftUI that real view files use and the other areas do not declare: text spacing,
  /// hiding, links, text selection and bar colours (docs/runtime-values.md, "Real-code
  /// surface").
  static let swiftUIRealCode = #"""
    extension View {
      @standIn("the letter spacing is not changed") func kerning(_ kerning: CGFloat) -> some View
      @standIn("the letter spacing is not changed") func tracking(_ tracking: CGFloat) -> some View
      func hidden() -> some View
      @standIn("text cannot be selected in the preview") func textSelection<S: TextSelectability>(_ selectability: S) -> some View
      @standIn("the scroll view still clips its content") func scrollClipDisabled(_ disabled: Bool = true) -> some View
      @standIn("holding the button does not repeat its action") func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View
      @standIn("the preview has no bars to colour") func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    }
    extension Text {
      @standIn("the letter spacing is not changed") func tracking(_ tracking: CGFloat) -> Text
    }
    extension Image {
      func interpolation(_ interpolation: Image.Interpolation) -> Image
      enum Interpolation: Equatable, Hashable {
        case none
        case low
        case medium
        case high
      }
    }
    protocol TextSelectability {}
    struct EnabledTextSelectability: TextSelectability {}
    struct DisabledTextSelectability: TextSelectability {}
    extension TextSelectability where Self == EnabledTextSelectability {
      static var enabled: EnabledTextSelectability { get }
    }
    extension TextSelectability where Self == DisabledTextSelectability {
      static var disabled: DisabledTextSelectability { get }
    }
    struct ButtonRepeatBehavior: Hashable {
      static let automatic: ButtonRepeatBehavior
      static let enabled: ButtonRepeatBehavior
      static let disabled: ButtonRepeatBehavior
    }
    @standIn("tapping it cannot open the address: the preview has no browser") struct Link<Label: View>: View {
      init(destination: URL, @ViewBuilder label: () -> Label)
      init(_ titleKey: LocalizedStringKey, destination: URL) where Label == Text
      init<S: StringProtocol>(_ title: S, destination: URL) where Label == Text
    }
    enum SortOrder: Equatable, Hashable, Codable {
      case forward
      case reverse
    }
    enum ScrollPhase: Equatable, Hashable {
      case idle
      case tracking
      case interacting
      case decelerating
      case animating
      var isScrolling: Bool { get }
    }
    struct ScrollPhaseChangeContext {
      var geometry: ScrollGeometry { get }
      var velocity: CGVector? { get }
    }
    struct ScrollPosition: Equatable {
      init(edge: Edge)
      init(point: CGPoint)
      init(x: CGFloat)
      init(y: CGFloat)
      init(x: CGFloat, y: CGFloat)
      init<ID: Hashable>(id: ID, anchor: UnitPoint? = nil)
      init<ID: Hashable>(idType: ID.Type = Never.self)
      init<ID: Hashable>(idType: ID.Type = Never.self, edge: Edge)
      init<ID: Hashable>(idType: ID.Type = Never.self, point: CGPoint)
      init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat)
      init<ID: Hashable>(idType: ID.Type = Never.self, y: CGFloat)
      init<ID: Hashable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat)
      mutating func scrollTo(edge: Edge)
      mutating func scrollTo(point: CGPoint)
      mutating func scrollTo(x: CGFloat)
      mutating func scrollTo(y: CGFloat)
      mutating func scrollTo(x: CGFloat, y: CGFloat)
      mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil)
      var edge: Edge? { get }
      var point: CGPoint? { get }
      var x: CGFloat? { get }
      var y: CGFloat? { get }
      var isPositionedByUser: Bool { get }
      var viewID: AnyHashable? { get }
      func viewID<T: Hashable>(type: T.Type) -> T?
    }
    extension View {
      @standIn("the action is not called: the preview does not report scroll phases") func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View
      @standIn("the action is not called: the preview does not report scroll phases") func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View
      @standIn("the action is not called: the preview does not report visibility in a scroll view") func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View
      @standIn("scrolling by hand does not update the position, and a view's id does not scroll") func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View
    }
    struct BorderlessButtonStyle: PrimitiveButtonStyle {
      init()
    }
    struct DefaultButtonStyle: PrimitiveButtonStyle {
      init()
    }
    extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
      static var borderless: BorderlessButtonStyle { get }
    }
    extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
      static var automatic: DefaultButtonStyle { get }
    }
    extension PlainButtonStyle {
      init()
    }
    extension BorderedButtonStyle {
      init()
    }
    extension BorderedProminentButtonStyle {
      init()
    }
    extension CircularProgressViewStyle {
      @standIn("the spinner is drawn in the tint in effect, not this one") init(tint: Color)
    }
    extension Stepper {
      init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
      init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
      init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
    }
    extension Toggle {
      init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) where Label == Label<Text, Image>
      init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) where Label == Label<Text, Image>
    }
    extension TextField {
      init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) where Label == Text
      init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) where Label == Text
      init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) where Label == Text
      init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) where Label == Text
    }
    extension UIColor {
      /// AppKit's names of the label and link colours, which code shared with macOS writes:
      /// the matching UIKit colours.
      static var labelColor: UIColor { get }
      static var linkColor: UIColor { get }
    }
    struct _TextFieldStyleLabel: View {}
    extension TextFieldStyle {
      /// The label of the text field a style's `_body(configuration:)` is given: the
      /// requirement real code implements, which SwiftUI keeps underscored.
      typealias _Label = _TextFieldStyleLabel
    }
    protocol Transition {
      associatedtype Body: View
      typealias Content = PlaceholderContentView<Self>
      @ViewBuilder func body(content: Self.Content, phase: TransitionPhase) -> Self.Body
    }
    enum TransitionPhase: Equatable, Hashable {
      case willAppear
      case identity
      case didDisappear
      var isIdentity: Bool { get }
      var value: Double { get }
    }
    extension View {
      @standIn("insertions and removals are not animated: the view is drawn in the identity phase") func transition<T: Transition>(_ transition: T) -> some View
    }
    protocol Transferable {}
    @standIn("tapping it does not present the share sheet: the preview has none") struct ShareLink<Label: View>: View {
      init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
      init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label)
      init<I: Transferable>(items: [I], subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
      init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) where Label == DefaultShareLinkLabel
      init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview) where Label == DefaultShareLinkLabel
      init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) where Label == DefaultShareLinkLabel
      init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) where Label == DefaultShareLinkLabel
      init<I: Transferable>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview) where Label == DefaultShareLinkLabel
    }
    /// The label a share link shows when the code gives none: "Share" with the share symbol.
    struct DefaultShareLinkLabel: View {}
    /// What a share sheet previews: a title and an optional image or icon.
    struct SharePreview {
      init(_ titleKey: LocalizedStringKey)
      init<S: StringProtocol>(_ title: S)
      init(_ titleKey: LocalizedStringKey, image: Image)
      init<S: StringProtocol>(_ title: S, image: Image)
      init(_ titleKey: LocalizedStringKey, image: Image, icon: Image)
      init(_ titleKey: LocalizedStringKey, icon: Image)
    }
    extension String: Transferable {}
    extension Color: Transferable {}
    extension URL: Transferable {}
    extension Data: Transferable {}
    extension Image: Transferable {}
    extension View {
      @standIn("dragging between views is not simulated: nothing is dragged") func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View
      @standIn("dragging between views is not simulated: nothing is dragged") func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View
      @standIn("dropping is not simulated: the action is never called") func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View
    }
    extension View {
      @standIn("dragging between views is not simulated: nothing is dragged") func onDrag(_ data: @escaping () -> NSItemProvider) -> some View
      @standIn("dragging between views is not simulated: nothing is dragged") func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View
      @standIn("dropping is not simulated: the delegate is never called") func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View
      @standIn("dropping is not simulated: the action is never called") func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View
      @standIn("dropping is not simulated: the action is never called") func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View
      @standIn("dropping is not simulated: the delegate is never called") func onDrop(of supportedTypes: [String], delegate: DropDelegate) -> some View
      @standIn("dropping is not simulated: the action is never called") func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View
      @standIn("dropping is not simulated: the action is never called") func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View
    }
    extension View {
      /// SwiftUI also requires `ItemID: Sendable`, which the interface's types do not declare.
      @standIn("dragging between views is not simulated: nothing is dragged") func draggable<ItemID: Hashable>(containerItemID: ItemID, containerNamespace: Namespace.ID? = nil) -> some View
      @standIn("dropping is not simulated: the action is never called") func dropDestination<T: Transferable>(for type: T.Type = T.self, isEnabled: Bool = true, action: @escaping ([T], DropSession) -> Void) -> some View
      @standIn("dropping is not simulated: no drop session is ever updated") func onDropSessionUpdated(_ onUpdate: @escaping (DropSession) -> Void) -> some View
      @standIn("dragging between views is not simulated: no drag session is ever updated") func onDragSessionUpdated(_ onUpdate: @escaping (DragSession) -> Void) -> some View
    }
    /// A drop in progress (iOS 26); the preview never delivers one.
    struct DropSession {
      var location: CGPoint { get }
      var itemsCount: Int { get }
    }
    /// A drag in progress (iOS 26); the preview never starts one.
    struct DragSession {
      var location: CGPoint { get }
      var draggedItemIndex: Int { get }
    }
    /// A uniform type identifier: the kinds of data a drop accepts.
    struct UTType: Hashable {
      init?(_ identifier: String)
      var identifier: String { get }
      static var item: UTType { get }
      static var content: UTType { get }
      static var data: UTType { get }
      static var text: UTType { get }
      static var plainText: UTType { get }
      static var utf8PlainText: UTType { get }
      static var url: UTType { get }
      static var fileURL: UTType { get }
      static var image: UTType { get }
      static var png: UTType { get }
      static var jpeg: UTType { get }
      static var pdf: UTType { get }
      static var json: UTType { get }
      static var movie: UTType { get }
      static var audio: UTType { get }
    }
    /// What a drag carries; the preview drags nothing, so a provider is never read.
    class NSItemProvider: NSObject {
      init()
      convenience init(object: NSItemProviderWriting)
      convenience init(item: NSSecureCoding?, typeIdentifier: String?)
      var registeredTypeIdentifiers: [String] { get }
      func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool
    }
    protocol NSItemProviderWriting: NSObjectProtocol {}
    /// An object that can be archived securely: what an item provider's `item:` may be.
    protocol NSSecureCoding: AnyObject {}
    extension NSString: NSSecureCoding {}
    extension UIImage: NSSecureCoding {}
    extension NSString: NSItemProviderWriting {}
    extension UIImage: NSItemProviderWriting {}
    @standIn("dropping is not simulated: a drop delegate is never called")
    protocol DropDelegate {
      func validateDrop(info: DropInfo) -> Bool
      func performDrop(info: DropInfo) -> Bool
      func dropEntered(info: DropInfo)
      func dropUpdated(info: DropInfo) -> DropProposal?
      func dropExited(info: DropInfo)
    }
    extension DropDelegate {
      func validateDrop(info: DropInfo) -> Bool
      func dropEntered(info: DropInfo)
      func dropUpdated(info: DropInfo) -> DropProposal?
      func dropExited(info: DropInfo)
    }
    struct DropInfo {
      var location: CGPoint { get }
      func hasItemsConforming(to contentTypes: [UTType]) -> Bool
      func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider]
    }
    struct DropProposal {
      init(operation: DropOperation)
      var operation: DropOperation { get }
    }
    enum DropOperation: Equatable, Hashable {
      case cancel
      case forbidden
      case copy
      case move
    }
    struct Shader: Equatable {
      init(function: ShaderFunction, arguments: [Shader.Argument])
      var function: ShaderFunction
      var arguments: [Shader.Argument]
      struct Argument: Equatable {
        static func float<T: BinaryFloatingPoint>(_ x: T) -> Shader.Argument
        static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Shader.Argument
        static func float2(_ point: CGPoint) -> Shader.Argument
        static func float2(_ size: CGSize) -> Shader.Argument
        static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Shader.Argument
        static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Shader.Argument
        static func color(_ color: Color) -> Shader.Argument
        static func image(_ image: Image) -> Shader.Argument
        static func floatArray(_ array: [Float]) -> Shader.Argument
        static var boundingRect: Shader.Argument { get }
      }
    }
    struct ShaderFunction: Equatable {
      init(library: ShaderLibrary, name: String)
      var library: ShaderLibrary
      var name: String
      /// Apple's type is `@dynamicCallable`; calling it with arguments is this method.
      func callAsFunction(_ arguments: Shader.Argument...) -> Shader
    }
    @dynamicMemberLookup struct ShaderLibrary: Equatable {
      static let `default`: ShaderLibrary
      static func bundle(_ bundle: Bundle) -> ShaderLibrary
      static subscript(dynamicMember name: String) -> ShaderFunction { get }
      subscript(dynamicMember name: String) -> ShaderFunction { get }
    }
    extension View {
      @standIn("Metal shaders are not run: the view is drawn unchanged") func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View
      @standIn("Metal shaders are not run: the view is drawn unchanged") func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View
      @standIn("Metal shaders are not run: the view is drawn unchanged") func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View
    }
    extension VisualEffect {
      @standIn("Metal shaders are not run: the view is drawn unchanged") func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect
      @standIn("Metal shaders are not run: the view is drawn unchanged") func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect
      @standIn("Metal shaders are not run: the view is drawn unchanged") func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect
    }
    extension Tab {
      init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel
      init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel
      init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel
      init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Value == Never, Label == DefaultTabLabel
    }
    extension Image {
      func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image
      enum ResizingMode: Equatable, Hashable {
        case tile
        case stretch
      }
    }
    /// A colour of the app's asset catalogue (DeveloperToolsSupport, iOS 17). Xcode generates a
    /// static member for each colour asset (`Color(.mint)` for an asset named "Mint"); Tactile
    /// does not see the catalogue, so a member of any name is answered (the asset by that name).
    @dynamicMemberLookup struct ColorResource: Hashable {
      init(name: String, bundle: Bundle)
      @standIn("the asset catalog is not read: the colour is drawn as a colour asset Tactile cannot see") static subscript(dynamicMember name: String) -> ColorResource { get }
    }
    extension Color {
      init(_ resource: ColorResource)
    }
    extension UIColor {
      convenience init(resource: ColorResource)
    }
    /// The symbols Xcode generates for an app's "AccentColor" asset (not SwiftUI's own API,
    /// which is `Color.accentColor`): every app template has the asset.
    extension Color {
      @standIn("the asset catalog is not read: the asset is drawn in the preview's accent colour") static var accent: Color { get }
    }
    extension ShapeStyle where Self == Color {
      @standIn("the asset catalog is not read: the asset is drawn in the preview's accent colour") static var accent: Color { get }
    }
    """#
}
