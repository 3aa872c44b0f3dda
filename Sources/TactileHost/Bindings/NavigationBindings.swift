import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Navigation stacks and links, the navigation bar's modifiers and toolbars, presentations,
  /// the lists' row actions and edit mode (`ViewResolver+Navigation`, `+Presentation`, `+List`;
  /// `List` itself is bound with `Form` and `Section`, in `Controls.swift`).
  mutating func addNavigation() {
    view(.`NavigationStack`, .`NavigationView`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveNavigationStack(call)
    }
    // On iPhone a split view collapses into a navigation stack whose root is its sidebar.
    view(.`NavigationSplitView`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let sidebar = unwrapped(call["sidebar"]).asView(r.interpreter) ?? .empty
      return try r.resolveNavigationStack(
        ViewCall(
          key: call.key, arguments: [], children: [sidebar], content: call.content, identity: call.identity))
    }
    modifier(
      .`View.navigationSplitViewStyle(_:)`, .`View.navigationSplitViewColumnWidth(_:)`,
      .`View.navigationSplitViewColumnWidth(min:ideal:max:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    view(.`NavigationLink`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveNavigationLink(call)
    }
    view(.`EditButton`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveEditButton(call)
    }
    // Read by the toolbar that contains them; elsewhere their content is drawn as a group.
    view(.`ToolbarItem`, .`ToolbarItemGroup`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .group(try r.childNodes(call)), label: String(call.key.owner))
    }
    modifier(
      .`View.navigationTitle(_:)`, .`View.navigationBarTitle(_:)`, .`View.navigationBarTitle(_:displayMode:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var titleValue = call[0]
      // `navigationTitle($title)`: the binding's current text.
      if case .binding(let b) = titleValue { titleValue = b.get() }
      let title = Convert.string(titleValue) ?? r.textString(titleValue) ?? ""
      let n = try r.preferenceMarker(call, .title(title))
      if call.has("displayMode") {
        // The display mode travels as a preference of a node of its own.
        return r.node(
          call.identity.child(IdentityKind.modifier, 50),
          .modified(n, .marker("navigationBarTitleDisplayMode")),
          label: r.label(of: n))
      }
      return n
    }
    modifier(.`View.navigationBarTitleDisplayMode(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.preferenceMarker(call, .displayMode(Self.lastComponent(call[0])))
    }
    // The screen's flags, each true when written without an argument.
    let flags: [(SurfaceKey, (Bool) -> ScreenPreference)] = [
      (.`View.navigationBarHidden(_:)`, ScreenPreference.barHidden),
      (.`View.navigationBarBackButtonHidden(_:)`, ScreenPreference.backButtonHidden),
      (.`View.interactiveDismissDisabled(_:)`, ScreenPreference.interactiveDismissDisabled),
    ]
    for (key, preference) in flags {
      modifier(key) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
        try r.preferenceMarker(call, preference(Convert.bool(call[0]) ?? true))
      }
    }
    modifier(
      .`View.navigationBarItems(leading:trailing:)`, .`View.navigationBarItems(leading:)`,
      .`View.navigationBarItems(trailing:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var entries: [ToolbarEntry] = []
      for label in ["leading", "trailing"] where call.has(label) {
        if let v = call[label].asView(r.interpreter) {
          entries.append(ToolbarEntry(placement: label, view: v))
        }
      }
      return try r.preferenceMarker(call, .toolbar(entries))
    }
    modifier(.`View.toolbar(content:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var entries: [ToolbarEntry] = []
      if case .view(let content) = call[0] {
        Self.toolbarEntries(content, placement: "trailing", into: &entries)
      }
      return try r.preferenceMarker(call, .toolbar(entries))
    }
    modifier(.`View.toolbar(_:for:)`, .`View.toolbarVisibility(_:for:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      // Hiding the navigation bar hides it; a tab bar's visibility is not modelled.
      let hidden = Self.lastComponent(call[0]) == "hidden"
      var bars: [Value] = []
      if case .array(let items) = call[1] { bars = items } else { bars = [call[1]] }
      let navigationBar = bars.contains {
        let name = Self.lastComponent($0)
        return name == "navigationBar" || name == "automatic"
      }
      if navigationBar { return try r.preferenceMarker(call, .barHidden(hidden)) }
      return try r.marker(call)
    }
    modifier(
      .`View.navigationDestination(for:destination:)`, .`View.navigationDestination(isPresented:destination:)`
    ) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveNavigationDestination(call)
    }
    modifier(
      .`View.sheet(isPresented:onDismiss:content:)`, .`View.sheet(item:onDismiss:content:)`,
      .`View.fullScreenCover(isPresented:onDismiss:content:)`,
      .`View.fullScreenCover(item:onDismiss:content:)`,
      .`View.popover(isPresented:attachmentAnchor:arrowEdge:content:)`,
      .`View.popover(item:attachmentAnchor:arrowEdge:content:)`, .`View.alert(isPresented:content:)`,
      .`View.alert(item:content:)`, .`View.alert(_:isPresented:actions:)`,
      .`View.alert(_:isPresented:actions:message:)`, .`View.alert(_:isPresented:presenting:actions:)`,
      .`View.alert(_:isPresented:presenting:actions:message:)`,
      .`View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`,
      .`View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`,
      .`View.actionSheet(isPresented:content:)`,
      .`View.confirmationDialog(_:isPresented:titleVisibility:actions:)`,
      .`View.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolvePresentation(call)
    }
    modifier(.`View.presentationDetents(_:)`, .`View.presentationDetents(_:selection:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var detents: [Value] = []
      switch call[0] {
      case .set(let items), .array(let items): detents = items
      default: detents = [call[0]]
      }
      if call.has("selection"), case .binding(let b) = call["selection"] { detents = [b.get()] }
      return try r.preferenceMarker(call, .detents(detents))
    }
    modifier(.`View.presentationDragIndicator(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.preferenceMarker(call, .dragIndicator(Self.lastComponent(call[0])))
    }
    modifier(.`View.presentationCornerRadius(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard let radius = Convert.double(call[0]) else { return try r.marker(call) }
      return try r.preferenceMarker(call, .cornerRadius(radius))
    }
    modifier(.`View.contextMenu(menuItems:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveContextMenu(call)
    }
    // Read by the list around: `onDelete`/`onMove` on its `ForEach`, `swipeActions` on a row
    // (`ViewResolver+List`); an iPhone draws every navigation view style as a stack.
    modifier(
      .`DynamicViewContent.onDelete(perform:)`, .`DynamicViewContent.onMove(perform:)`,
      .`View.swipeActions(edge:allowsFullSwipe:content:)`, .`View.navigationViewStyle(_:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    // Stand-ins (the interface says what each leaves out).
    modifier(
      .`View.toolbarBackground(_:for:)`, .`View.refreshable(action:)`, .`View.presentationBackground(_:)`,
      .`View.toolbarTitleMenu(content:)`,
      .`View.searchable(text:placement:prompt:)`, .`View.searchable(text:isPresented:placement:prompt:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    // `ScrollViewReader { proxy in … }`: its content, made with a proxy whose `scrollTo` is a
    // stand-in.
    view(.`ScrollViewReader`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard case .function(let content) = unwrapped(call[0]) else {
        return r.node(call.identity, .empty, label: "ScrollViewReader")
      }
      let made = try r.interpreter.call(
        content, [.record(Record(name: "ScrollViewProxy", labels: [], fields: []))], at: 0)
      return try r.resolve(made.asView(r.interpreter) ?? .empty, call.identity.child(IdentityKind.content, 0))
    }
    // `AsyncImage`: the preview has no network, so the image is never loaded: the placeholder,
    // the content closure's `.empty` phase, or nothing for the plain form.
    view(.`AsyncImage`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var made: Value = .void
      if call.has("placeholder") {
        // A view-builder closure without parameters arrives as the views it made.
        made = call["placeholder"]
        if case .function(let placeholder) = unwrapped(made) {
          made = try r.interpreter.call(placeholder, [], at: 0)
        }
        if let children = call.children.last, case .void = made { made = .view(children) }
      } else if call.key.labels.contains("transaction"),
        case .function(let content) = unwrapped(call["content"])
      {
        made = try r.interpreter.call(content, [.symbol("AsyncImagePhase.empty")], at: 0)
      }
      guard let view = made.asView(r.interpreter) else {
        return r.node(call.identity, .empty, label: "AsyncImage")
      }
      return try r.resolve(view, call.identity.child(IdentityKind.content, 0))
    }
    modifier(.`View.badge(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveBadge(call)
    }
  }

  /// The last component of a symbol (`inline` for `NavigationBarItem.TitleDisplayMode.inline`).
  static func lastComponent(_ v: Value) -> String {
    switch v {
    case .symbol(let key): return String(key.split(separator: ".").last ?? "")
    case .optional(let inner?): return lastComponent(inner)
    default: return ""
    }
  }

  /// The items of a toolbar's content: `ToolbarItem`s and `ToolbarItemGroup`s by their
  /// placement, plain views at the automatic placement (trailing in an iPhone's bar).
  static func toolbarEntries(_ v: ViewValue, placement: String, into entries: inout [ToolbarEntry]) {
    switch v {
    case .group(let views): for inner in views { toolbarEntries(inner, placement: placement, into: &entries) }
    case .branch(_, let inner): toolbarEntries(inner, placement: placement, into: &entries)
    case .empty: break
    case .primitive(let key, let arguments, let children)
    where key.owner == "ToolbarItem" || key.owner == "ToolbarItemGroup":
      let where_ = Self.placement(arguments.first ?? .void)
      for child in children { toolbarEntries(child, placement: where_, into: &entries) }
    default:
      entries.append(ToolbarEntry(placement: placement, view: v))
    }
  }

  /// Where an iPhone draws a `ToolbarItemPlacement`.
  static func placement(_ v: Value) -> String {
    switch lastComponent(v) {
    case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": return "leading"
    // `title` replaces the inline title, as `principal` does.
    case "principal", "title": return "principal"
    case "bottomBar": return "bottom"
    // The centre of the bottom toolbar.
    case "status": return "status"
    // The canvas has no keyboard, and draws no large title or subtitle area (stand-ins).
    case "keyboard", "largeTitle", "subtitle", "largeSubtitle": return "keyboard"
    case "secondaryAction": return "trailing"
    default: return "trailing"
    }
  }
}

extension ViewResolver {
  /// `badge(_:)`: a count or label at the view's top trailing corner in a red capsule (a tab
  /// item's badge as iOS draws it); zero or nil shows none.
  func resolveBadge(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let base = try resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
    var text: String?
    switch call[0] {
    case .int(let n): if n != 0 { text = String(n) }
    default: text = Convert.string(call[0]) ?? textString(call[0])
    }
    guard let text, !text.isEmpty else {
      return node(call.identity, .modified(base, .marker("badge")), label: label(of: base))
    }
    var label = node(
      call.identity.child(IdentityKind.child, 1),
      .text(
        TextView(
          text,
          attributes: TextAttributes(
            font: .system(size: 13, weight: nil, design: .default), foreground: .color(.named("white"))))),
      label: "Badge")
    label = node(
      call.identity.child(IdentityKind.modifier, 1),
      .modified(label, .padding(EdgeInsets(top: 1, leading: 6, bottom: 1, trailing: 6))),
      label: "Badge")
    let capsule = node(
      call.identity.child(IdentityKind.child, 2),
      .shape(ShapeView(.capsule(style: .continuous), paint: .fill(.color(.named("red")), evenOdd: false))),
      label: "Badge")
    label = node(
      call.identity.child(IdentityKind.modifier, 2),
      .background(label, background: capsule, alignment: .center), label: "Badge")
    label = node(
      call.identity.child(IdentityKind.modifier, 3), .modified(label, .offset(x: 10, y: -8)), label: "Badge")
    return node(
      call.identity,
      .overlay(base, overlay: label, alignment: Alignment(horizontal: .trailing, vertical: .top)),
      label: self.label(of: base))
  }
}
