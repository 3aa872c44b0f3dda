extension Interface {
  /// SwiftUI and Foundation that view files from repositories Tactile was never tuned on use:
  /// UI-test identifiers, the whole set of accessibility traits, pinned grid sections, search
  /// scopes, redaction, line styles on views and attributed strings, images in a canvas and
  /// the whole set of `URLError` codes (docs/runtime-values.md, "Real-code surface").
  static let swiftUIUnseenCode = #"""
    extension View {
      func accessibilityIdentifier(_ identifier: String) -> some View
      @standIn("the scope picker is not drawn: the bound scope keeps its value") func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View
      @standIn("the scope picker is not drawn: the bound scope keeps its value") func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View
      @standIn("text and images are drawn as they are, not as placeholder boxes") func redacted(reason: RedactionReasons) -> some View
      func unredacted() -> some View
      @standIn("the line through the text is not drawn") func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View
      @standIn("the underline is not drawn") func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View
    }
    struct SearchScopeActivation {
      static var automatic: SearchScopeActivation { get }
      static var onTextEntry: SearchScopeActivation { get }
      static var onSearchPresentation: SearchScopeActivation { get }
    }
    struct RedactionReasons: OptionSet {
      static let placeholder: RedactionReasons
      static let privacy: RedactionReasons
      static let invalidated: RedactionReasons
    }
    extension LazyVGrid {
      @standIn("pinned headers and footers scroll with their section") init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    }
    extension LazyHGrid {
      @standIn("pinned headers and footers scroll with their section") init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    }
    extension LazyVStack {
      @standIn("pinned headers and footers scroll with their section") init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    }
    extension LazyHStack {
      @standIn("pinned headers and footers scroll with their section") init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews, @ViewBuilder content: () -> Content)
    }
    struct PinnedScrollableViews: OptionSet {
      init()
      static let sectionHeaders: PinnedScrollableViews
      static let sectionFooters: PinnedScrollableViews
    }
    extension AccessibilityTraits {
      static var isLink: AccessibilityTraits { get }
      static var isSearchField: AccessibilityTraits { get }
      static var playsSound: AccessibilityTraits { get }
      static var isKeyboardKey: AccessibilityTraits { get }
      static var isStaticText: AccessibilityTraits { get }
      static var isSummaryElement: AccessibilityTraits { get }
      static var startsMediaSession: AccessibilityTraits { get }
      static var causesPageTurn: AccessibilityTraits { get }
      static var isModal: AccessibilityTraits { get }
      static var isToggle: AccessibilityTraits { get }
      static var isTabBar: AccessibilityTraits { get }
    }
    extension Image {
      func antialiased(_ isAntialiased: Bool) -> Image
      @standIn("the symbol is drawn whole: its variable value does not fill it in part") init(systemName: String, variableValue: Double?)
      @standIn("the symbol is drawn whole: its variable value does not fill it in part") init(_ name: String, variableValue: Double?, bundle: Bundle? = nil)
    }
    extension Text {
      init(_ image: Image)
    }
    extension Text {
      struct LineStyle: Hashable {
        init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        static let single: Text.LineStyle
        enum Pattern: Equatable, Hashable {
          case solid
          case dot
          case dash
          case dashDot
          case dashDotDot
        }
      }
    }
    extension AttributedString {
      @standIn("the text is drawn in one style: its attributes are not applied") var underlineStyle: Text.LineStyle?
      @standIn("the text is drawn in one style: its attributes are not applied") var strikethroughStyle: Text.LineStyle?
    }
    extension AttributedSubstring {
      @standIn("the text is drawn in one style: its attributes are not applied") var underlineStyle: Text.LineStyle?
      @standIn("the text is drawn in one style: its attributes are not applied") var strikethroughStyle: Text.LineStyle?
    }
    extension GraphicsContext {
      func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center)
      func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle())
      func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center)
      func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle())
      func resolve(_ image: Image) -> GraphicsContext.ResolvedImage
      struct ResolvedImage {}
    }
    extension URLError.Code {
      static var unknown: URLError.Code { get }
      static var appTransportSecurityRequiresSecureConnection: URLError.Code { get }
      static var backgroundSessionInUseByAnotherProcess: URLError.Code { get }
      static var backgroundSessionRequiresSharedContainer: URLError.Code { get }
      static var backgroundSessionWasDisconnected: URLError.Code { get }
      static var callIsActive: URLError.Code { get }
      static var cannotCloseFile: URLError.Code { get }
      static var cannotConnectToHost: URLError.Code { get }
      static var cannotCreateFile: URLError.Code { get }
      static var cannotDecodeRawData: URLError.Code { get }
      static var cannotFindHost: URLError.Code { get }
      static var cannotLoadFromNetwork: URLError.Code { get }
      static var cannotMoveFile: URLError.Code { get }
      static var cannotOpenFile: URLError.Code { get }
      static var cannotParseResponse: URLError.Code { get }
      static var cannotRemoveFile: URLError.Code { get }
      static var cannotWriteToFile: URLError.Code { get }
      static var clientCertificateRejected: URLError.Code { get }
      static var clientCertificateRequired: URLError.Code { get }
      static var dataLengthExceedsMaximum: URLError.Code { get }
      static var dataNotAllowed: URLError.Code { get }
      static var dnsLookupFailed: URLError.Code { get }
      static var downloadDecodingFailedMidStream: URLError.Code { get }
      static var downloadDecodingFailedToComplete: URLError.Code { get }
      static var fileDoesNotExist: URLError.Code { get }
      static var fileIsDirectory: URLError.Code { get }
      static var fileOutsideSafeArea: URLError.Code { get }
      static var httpTooManyRedirects: URLError.Code { get }
      static var internationalRoamingOff: URLError.Code { get }
      static var networkConnectionLost: URLError.Code { get }
      static var noPermissionsToReadFile: URLError.Code { get }
      static var redirectToNonExistentLocation: URLError.Code { get }
      static var requestBodyStreamExhausted: URLError.Code { get }
      static var resourceUnavailable: URLError.Code { get }
      static var secureConnectionFailed: URLError.Code { get }
      static var serverCertificateHasBadDate: URLError.Code { get }
      static var serverCertificateHasUnknownRoot: URLError.Code { get }
      static var serverCertificateNotYetValid: URLError.Code { get }
      static var serverCertificateUntrusted: URLError.Code { get }
      static var unsupportedURL: URLError.Code { get }
      static var userAuthenticationRequired: URLError.Code { get }
      static var userCancelledAuthentication: URLError.Code { get }
      static var zeroByteResource: URLError.Code { get }
    }
    """#
}
