import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Links, search suggestions, section indexes and a few presentation details
  /// (docs/runtime-values.md, "Links and search suggestions").
  mutating func addLinksAndSearch() {
    // Stand-ins (the interface says what each leaves out), and `searchCompletion`, which
    // leaves its view drawn as it is: the suggestions it belongs to are not drawn.
    modifier(
      .`View.onOpenURL(perform:)`, .`View.searchSuggestions(_:)`, .`View.searchCompletion(_:)`,
      .`View.searchable(text:placement:prompt:suggestions:)`, .`View.presentationBackgroundInteraction(_:)`,
      .`View.scrollDismissesKeyboard(_:)`, .`View.sectionIndexLabel(_:)`,
      .`View.listSectionIndexVisibility(_:)`,
      .`View.baselineOffset(_:)`, .`Text.baselineOffset(_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    // `actionSheet(item:content:)`: presented while the item is there, made from it.
    modifier(.`View.actionSheet(item:content:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolvePresentation(call)
    }
    // `contextMenu(ContextMenu { … })`: the menu's items, as `contextMenu { … }` has them; nil
    // is no menu.
    modifier(.`View.contextMenu(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard case .record(let menu) = unwrapped(call[0]), let items = menu["menuItems"] else {
        return try r.marker(call)
      }
      let inner = ViewCall(
        key: .`View.contextMenu(menuItems:)`, arguments: [unwrapped(items)], children: call.children,
        content: call.content, identity: call.identity)
      return try r.resolveContextMenu(inner)
    }
  }
}
