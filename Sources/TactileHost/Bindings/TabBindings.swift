import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// iOS 18's tabs: `Tab` and `TabSection` are read by the `TabView` that contains them
  /// (`ViewResolver.collectPages`); elsewhere a tab shows its content and a section its tabs.
  mutating func addTabs() {
    view(.`Tab`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolve(ViewResolver.tabParts(call.key, call.arguments).content, call.identity)
    }
    view(.`TabSection`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolve(call["content"].asView(r.interpreter) ?? .empty, call.identity)
    }
    // The label a role gives a tab, drawn by the tab bar.
    view(.`DefaultTabLabel`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolve(.empty, call.identity)
    }
    // Read by the tab view (`hidden`, `badge`) or accepted as they are (customization).
    modifier(
      .`TabContent.badge(_:)`, .`TabContent.customizationID(_:)`, .`TabContent.defaultVisibility(_:for:)`,
      .`TabContent.disabled(_:)`, .`TabContent.hidden(_:)`, .`TabContent.tabPlacement(_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
  }
}
