extension Interface {
  /// SwiftUI and UIKit surface of links, search suggestions and a few presentation details
  /// real views use: the `openURL` action and `onOpenURL`, search suggestions and completions,
  /// `baselineOffset`, the palette picker style, `Color.mix(with:by:in:)`, the deprecated
  /// `ContextMenu` and `actionSheet(item:)`, `ImageResource`, and the screen-capture
  /// notifications (docs/runtime-values.md, "Links and search suggestions").
  static let swiftUILinksAndSearch = #"""
    struct OpenURLAction {
      init(handler: @escaping (URL) -> OpenURLAction.Result)
      func callAsFunction(_ url: URL)
      func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void)
      struct Result {
        static let handled: OpenURLAction.Result
        static let discarded: OpenURLAction.Result
        static let systemAction: OpenURLAction.Result
        static func systemAction(_ url: URL) -> OpenURLAction.Result
      }
    }
    extension EnvironmentValues {
      var openURL: OpenURLAction { get set }
    }
    extension View {
      @standIn("the preview is not opened by a link: the action runs only when code calls it") func onOpenURL(perform action: @escaping (URL) -> ()) -> some View
      @standIn("the suggestions list is not drawn: the search field itself is not") func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View
      func searchCompletion(_ completion: String) -> some View
      @standIn("the search field and its suggestions are not drawn: the bound text keeps its value") func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S) -> some View
      @standIn("the search field and its suggestions are not drawn: the bound text keeps its value") func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S) -> some View
      @standIn("the search field and its suggestions are not drawn: the bound text keeps its value") func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V) -> some View
      @standIn("the text is drawn on its baseline: the offset is not applied") func baselineOffset(_ baselineOffset: CGFloat) -> some View
      @standIn("the views behind a sheet take no touches: the sheet covers them") func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View
      @standIn("the canvas has no keyboard to dismiss") func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View
      @standIn("the list's section index is not drawn") func sectionIndexLabel(_ label: Text?) -> some View
      @standIn("the list's section index is not drawn") func sectionIndexLabel(_ label: LocalizedStringKey) -> some View
      @standIn("the list's section index is not drawn") func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View
      @standIn("the list's section index is not drawn") func listSectionIndexVisibility(_ visibility: Visibility) -> some View
      func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View
      func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View
    }
    extension Text {
      @standIn("the text is drawn on its baseline: the offset is not applied") func baselineOffset(_ baselineOffset: CGFloat) -> Text
      init(_ dates: ClosedRange<Date>)
      init(_ interval: DateInterval)
      @standIn("the timer shows the time when the view was evaluated, and does not count on by itself") init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true)
    }
    extension NavigationLink {
      init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label)
    }
    struct PresentationBackgroundInteraction {
      static var automatic: PresentationBackgroundInteraction { get }
      static var enabled: PresentationBackgroundInteraction { get }
      static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction
      static var disabled: PresentationBackgroundInteraction { get }
    }
    struct ScrollDismissesKeyboardMode {
      static var automatic: ScrollDismissesKeyboardMode { get }
      static var immediately: ScrollDismissesKeyboardMode { get }
      static var interactively: ScrollDismissesKeyboardMode { get }
      static var never: ScrollDismissesKeyboardMode { get }
    }
    struct PalettePickerStyle: PickerStyle {
      init()
    }
    extension PickerStyle where Self == PalettePickerStyle {
      static var palette: PalettePickerStyle { get }
    }
    struct ContextMenu<MenuItems: View> {
      init(@ViewBuilder menuItems: () -> MenuItems)
    }
    /// An image of the app's asset catalogue (DeveloperToolsSupport, iOS 17). Xcode generates a
    /// static member for each image asset (`Image(.wave)` for an asset named "wave"); Tactile
    /// does not see the catalogue, so a member of any name is answered (the asset by that name).
    @dynamicMemberLookup struct ImageResource: Hashable {
      init(name: String, bundle: Bundle)
      @standIn("the asset catalog is not read: the image is the asset of that name, which the preview cannot see") static subscript(dynamicMember name: String) -> ImageResource { get }
    }
    extension Image {
      init(_ resource: ImageResource)
    }
    extension UIImage {
      convenience init(resource: ImageResource)
    }
    extension Color {
      func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color
    }
    extension Gradient {
      struct ColorSpace: Hashable {
        static let device: Gradient.ColorSpace
        static let perceptual: Gradient.ColorSpace
      }
    }
    extension UIScreen {
      static let capturedDidChangeNotification: NSNotification.Name
      @standIn("the preview's screen is never recorded or mirrored") var isCaptured: Bool { get }
    }
    extension UIApplication {
      @standIn("the canvas takes no screenshots: the notification is never posted") static let userDidTakeScreenshotNotification: NSNotification.Name
    }
    """#
}
