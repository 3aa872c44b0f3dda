import TactileUIIR

extension BuiltinRegistry {
  /// Values views and modifiers take as options: the rest of the accessibility traits, search
  /// scope activations and the empty set of pinned views (docs/runtime-values.md, "Real-code
  /// surface").
  mutating func addViewOptionValues() {
    addSymbols([
      .`AccessibilityTraits.isLink`, .`AccessibilityTraits.isSearchField`, .`AccessibilityTraits.playsSound`,
      .`AccessibilityTraits.isKeyboardKey`, .`AccessibilityTraits.isStaticText`,
      .`AccessibilityTraits.isSummaryElement`, .`AccessibilityTraits.startsMediaSession`,
      .`AccessibilityTraits.causesPageTurn`, .`AccessibilityTraits.isModal`, .`AccessibilityTraits.isToggle`,
      .`AccessibilityTraits.isTabBar`,
      .`SearchScopeActivation.automatic`, .`SearchScopeActivation.onTextEntry`,
      .`SearchScopeActivation.onSearchPresentation`,
    ])
    add(.`PinnedScrollableViews.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      OptionSets.value("PinnedScrollableViews", 0)
    }
  }
}
