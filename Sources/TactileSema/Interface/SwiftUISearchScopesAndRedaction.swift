extension Interface {
  /// Search scopes and redaction, both stand-ins: the scope picker is not drawn and redacted views
  /// are drawn as they are (docs/runtime-values.md, "Real-code surface").
  static let swiftUISearchScopesAndRedaction = #"""
    extension View {
      @standIn("the scope picker is not drawn: the bound scope keeps its value") func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View
      @standIn("the scope picker is not drawn: the bound scope keeps its value") func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View
      @standIn("text and images are drawn as they are, not as placeholder boxes") func redacted(reason: RedactionReasons) -> some View
      func unredacted() -> some View
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
    """#
}
