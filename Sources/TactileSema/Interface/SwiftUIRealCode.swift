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
    """#
}
