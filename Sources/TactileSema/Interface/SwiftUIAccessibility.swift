extension Interface {
  /// SwiftUI's accessibility that view files use beyond labels and actions: UI-test identifiers and
  /// the whole set of accessibility traits (docs/runtime-values.md, "Real-code surface").
  static let swiftUIAccessibility = #"""
    extension View {
      func accessibilityIdentifier(_ identifier: String) -> some View
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
    """#
}
