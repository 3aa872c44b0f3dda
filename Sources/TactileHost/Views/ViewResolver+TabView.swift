import TactileAnimation
import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// What `TabView` remembers between passes, by the tab view's identity.
final class TabViewState {
  /// The selected page's index when no `selection:` binding is given.
  var index = 0
  /// The horizontal translation of a paging drag in flight (page style).
  var drag = 0.0
}

extension ViewResolver {
  /// `TabView(selection:) { pages }`: one page per view of the content (a `ForEach` gives one
  /// per element), each tagged by `.tag(_:)`, else by its `ForEach` id, else by its position.
  ///
  /// With `.tabViewStyle(.page)` the pages lie side by side at the tab view's full size and a
  /// horizontal drag pages through them, as iOS's paging scroll view does: the page follows the
  /// finger (resisting past the first and last page), and on release the drag's predicted end
  /// beyond half a page turns to the next or previous page with a spring; dots at the bottom
  /// show the page. The drag is the tab view's own, below the gestures inside (R12, as a scroll
  /// view's pan). Otherwise only the selected page is shown, above a tab bar of the pages'
  /// `tabItem` labels, whose tap selects a page.
  func resolveTabView(_ arguments: [Value], _ children: [ViewValue], _ identity: Identity)
    throws(RuntimeError) -> ViewNode
  {
    var binding: Binding?
    for a in arguments {
      if case .binding(let b) = a { binding = b }
      if case .optional(.binding(let b)?) = a { binding = b }
    }
    var pages: [(view: ViewValue, tag: Value, item: ViewValue?)] = []
    try collectPages(children, forEachID: nil, into: &pages)
    let state = tabViewStates[identity.hash] ?? TabViewState()
    tabViewStates[identity.hash] = state
    var index = min(state.index, max(pages.count - 1, 0))
    if let selected = binding?.get(), let i = pages.firstIndex(where: { valuesEqual($0.tag, selected) }) {
      index = i
    }
    let select: (Int) -> Void = { [self, state] i in
      guard i >= 0, i < pages.count else { return }
      state.index = i
      binding?.set(pages[i].tag)
      invalidate()
    }
    let owner = current
    if controls.tabViewStyle == "page" {
      return try resolvePagingTabView(
        pages.map { $0.view }, index: index, state: state, identity, owner: owner
      ) {
        i in
        select(i)
      }
    }
    return try resolveTabBarView(pages, index: index, identity, owner: owner, select: select)
  }

  /// The pages of a tab view's content, with their tags and `tabItem` labels.
  func collectPages(
    _ views: [ViewValue], forEachID: Value?,
    into pages: inout [(view: ViewValue, tag: Value, item: ViewValue?)]
  ) throws(RuntimeError) {
    for v in views {
      switch v {
      case .group(let inner): try collectPages(inner, forEachID: forEachID, into: &pages)
      case .branch(_, let inner): try collectPages([inner], forEachID: forEachID, into: &pages)
      case .forEach(let ids, let inner):
        for (id, view) in zip(ids, inner) { try collectPages([view], forEachID: id, into: &pages) }
      case .primitive(let key, let arguments, _) where key.owner == "ForEach":
        if let (ids, inner) = try expandForEach(arguments) {
          for (id, view) in zip(ids, inner) { try collectPages([view], forEachID: id, into: &pages) }
        }
      case .empty: continue
      default:
        var tag: Value = forEachID ?? .int(pages.count)
        var item: ViewValue?
        var current = v
        var hidden = false
        while case .modifier(let content, let key, let arguments) = current {
          if key == .`View.tag(_:)`, let t = arguments.first { tag = t }
          if key == .`View.tabItem(_:)`, case .view(let label)? = arguments.first { item = label }
          if key == .`TabContent.hidden(_:)` {
            hidden = hidden || Convert.bool(arguments.first ?? .void) ?? true
          }
          current = content
        }
        // iOS 18's `Tab`: its value is its tag, its title and symbol (or label) its item.
        // `TabSection`'s tabs are the tab view's, in order (the bar shows no sections).
        if case .primitive(let key, let arguments, _) = current, key.owner == "TabSection" {
          let content = arguments.last?.asView(interpreter) ?? .empty
          if !hidden { try collectPages([content], forEachID: forEachID, into: &pages) }
          continue
        }
        if case .primitive(let key, let arguments, _) = current, key.owner == "Tab" {
          let parts = Self.tabParts(key, arguments)
          if let value = parts.value { tag = value }
          if !hidden { pages.append((parts.content, tag, parts.label)) }
          continue
        }
        pages.append((v, tag, item))
      }
    }
  }

  private func resolvePagingTabView(
    _ pages: [ViewValue], index: Int, state: TabViewState, _ identity: Identity, owner: ViewRecord?,
    select: @escaping (Int) -> Void
  ) throws(RuntimeError) -> ViewNode {
    let id = identity.hash
    let width = sizeOf(id)?.width ?? canvasWidth
    var layers: [ViewNode] = []
    for (i, page) in pages.enumerated() {
      let pageIdentity = identity.child(IdentityKind.element, UInt64(i))
      var n = try resolve(page, pageIdentity)
      n = filling(n, pageIdentity.child(IdentityKind.modifier, 1))
      n = node(
        pageIdentity.child(IdentityKind.modifier, 2),
        .modified(n, .offset(x: Double(i - index) * width + state.drag, y: 0)), label: label(of: n))
      if i != index {
        n = node(
          pageIdentity.child(IdentityKind.modifier, 3), .modified(n, .allowsHitTesting(false)),
          label: label(of: n))
      }
      layers.append(n)
    }
    let stack = node(
      identity.child(IdentityKind.content, 0), .zStack(alignment: .center, children: layers), label: "TabView"
    )
    let clipped = node(
      identity.child(IdentityKind.modifier, 1), .modified(stack, .clipShape(.rectangle, evenOdd: false)),
      label: "TabView")
    var dots: [ViewNode] = []
    for i in pages.indices {
      let dot = filled(
        .circle, .named("white", opacity: i == index ? 1 : 0.35),
        identity.child(IdentityKind.child, UInt64(100 + i)), label: "TabView")
      dots.append(
        node(
          identity.child(IdentityKind.modifier, UInt64(100 + i)),
          .modified(dot, .frame(width: 7, height: 7, alignment: .center)),
          label: "TabView"))
    }
    let row = node(
      identity.child(IdentityKind.content, 2), .hStack(alignment: .center, spacing: 8, children: dots),
      label: "TabView")
    let padded = node(
      identity.child(IdentityKind.modifier, 2),
      .modified(row, .padding(EdgeInsets(top: 0, leading: 0, bottom: 12, trailing: 0))),
      label: "TabView")
    let overlaid = node(
      identity.child(IdentityKind.modifier, 3),
      .overlay(clipped, overlay: padded, alignment: Alignment(horizontal: .center, vertical: .bottom)),
      label: "TabView")
    // Hit over its whole frame, as the paging scroll view behind it is.
    let paged = node(
      identity, .modified(overlaid, .contentShape(.rectangle, evenOdd: false)), label: "TabView")
    let count = pages.count
    let drag = DragGesture(minimumDistance: 10).onChanged { [self, state] value in

      var x = value.translation.width
      // Past the first or last page the page resists, as a scroll view's rubber band does.
      if (index == 0 && x > 0) || (index == count - 1 && x < 0) { x /= 3 }
      state.drag = x
      owner?.isDirty = true
      invalidate()
    }.onEnded { [self, state] value in

      let pageWidth = sizeOf(id)?.width ?? width
      let predicted = value.predictedEndTranslation.width
      var target = index
      if predicted < -pageWidth / 2 { target += 1 }
      if predicted > pageWidth / 2 { target -= 1 }
      target = min(max(target, 0), count - 1)
      state.drag = 0
      interpreter.pendingAnimation = .spring(Spring(response: 0.35, dampingFraction: 1))
      owner?.isDirty = true
      if target != index { select(target) } else { invalidate() }
    }
    infos[Int(paged.tag)].attachments.append(GestureAttachment(.scrollViewPan, drag, label: "TabView paging"))
    return paged
  }

  private func resolveTabBarView(
    _ pages: [(view: ViewValue, tag: Value, item: ViewValue?)], index: Int, _ identity: Identity,
    owner: ViewRecord?,
    select: @escaping (Int) -> Void
  ) throws(RuntimeError) -> ViewNode {
    var content = ViewNode(id: identity.child(IdentityKind.element, UInt64(index)).hash, .empty)
    if index < pages.count {
      let pageIdentity = identity.child(IdentityKind.element, UInt64(index))
      let page = try resolve(pages[index].view, pageIdentity)
      content = filling(page, pageIdentity.child(IdentityKind.modifier, 1))
    }
    // `UITabBar.appearance().isHidden = true` (an app drawing its own tab bar): the bar is not
    // drawn, and the page takes its place.
    // So is `.toolbarVisibility(.hidden, for: .tabBar)` on the selected tab's content (iOS 18).
    if index < pages.count && Self.hidesTabBar(pages[index].view)
      || {
        if let cell = interpreter.builtinState.appearances["UITabBar"], case .record(let set) = cell.value,
          case .bool(true)? = set["isHidden"]
        {
          return true
        }
        return false
      }()
    {
      return node(identity, .vStack(alignment: .center, spacing: 0, children: [content]), label: "TabView")
    }
    var items: [ViewNode] = []
    for (i, page) in pages.enumerated() {
      let itemIdentity = identity.child(IdentityKind.child, UInt64(200 + i))
      var item = try tabItemLabel(page.item ?? .empty, itemIdentity)
      let style = TextAttributes(
        font: .system(size: 10, weight: .medium, design: .default),
        foreground: i == index ? .tint : .color(.named("gray")))
      item = node(
        itemIdentity.child(IdentityKind.modifier, 1), .modified(item, .textAttributes(style)),
        label: "TabView")
      item = filling(item, itemIdentity.child(IdentityKind.modifier, 2), label: "TabView")
      item = node(
        itemIdentity.child(IdentityKind.modifier, 3),
        .modified(item, .contentShape(.rectangle, evenOdd: false)), label: "TabView")
      infos[Int(item.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "TabView item") {
          owner?.isDirty = true
          select(i)
        })
      items.append(item)
    }
    let bar = node(
      identity.child(IdentityKind.content, 3), .hStack(alignment: .center, spacing: 0, children: items),
      label: "TabView")
    let sizedBar = node(
      identity.child(IdentityKind.modifier, 4),
      .modified(bar, .frame(width: nil, height: 49, alignment: .center)), label: "TabView")
    let barBackground = node(identity.child(IdentityKind.child, 300), .color(.named("bar")), label: "TabView")
    let backed = node(
      identity.child(IdentityKind.modifier, 5),
      .background(sizedBar, background: barBackground, alignment: .center),
      label: "TabView")
    return node(
      identity, .vStack(alignment: .center, spacing: 0, children: [content, backed]), label: "TabView")
  }

  /// A tab item's label: a `Label`'s symbol above its title, as iOS's tab bar draws it (the
  /// symbol at 22 points); any other view as it is.
  private func tabItemLabel(_ item: ViewValue, _ identity: Identity) throws(RuntimeError) -> ViewNode {
    guard case .primitive(let key, let arguments, _) = item, key == .`Label.init(_:systemImage:)`,
      arguments.count == 2, let title = Convert.string(arguments[0]),
      let symbol = Convert.string(arguments[1])
    else { return try resolve(item, identity) }
    let image = try resolve(
      .primitive(key: .`Image.init(systemName:)`, arguments: [.string(symbol)], children: []),
      identity.child(IdentityKind.child, 0))
    let sized = node(
      identity.child(IdentityKind.modifier, 10),
      .modified(
        image, .textAttributes(TextAttributes(font: .system(size: 22, weight: nil, design: .default)))),
      label: "Image")
    let text = node(identity.child(IdentityKind.child, 1), .text(TextView(title)), label: "Text")
    return node(identity, .vStack(alignment: .center, spacing: 2, children: [sized, text]), label: "Label")
  }

  /// A `Tab`'s parts by its initializer's labels: its value (nil for a tab without one), its
  /// content, and its label: the `label` closure's view, the title with its symbol (or image)
  /// as a `Label`, or for the search role iOS's magnifying glass titled "Search".
  static func tabParts(_ key: SurfaceKey, _ arguments: [Value])
    -> (value: Value?, content: ViewValue, label: ViewValue?)
  {
    let labels = key.labels
    func argument(_ label: String) -> Value? {
      guard let i = labels.firstIndex(of: label), i < arguments.count else { return nil }
      return arguments[i]
    }
    func view(_ label: String) -> ViewValue? {
      if case .view(let v)? = argument(label) { return v }
      return nil
    }
    var item = view("label")
    if labels.first == "_", let title = arguments.first {
      if let symbol = argument("systemImage") {
        item = .primitive(key: .`Label.init(_:systemImage:)`, arguments: [title, symbol], children: [])
      } else if let image = argument("image") {
        item = .primitive(key: .`Label.init(_:image:)`, arguments: [title, image], children: [])
      }
    } else if case .symbol(let role)? = argument("role").map(unwrapped), role.hasSuffix(".search") {
      item = .primitive(
        key: .`Label.init(_:systemImage:)`, arguments: [.string("Search"), .string("magnifyingglass")],
        children: [])
    }
    return (argument("value"), view("content") ?? .empty, item)
  }

  /// Whether a page's modifiers hide the tab bar: `toolbarVisibility(.hidden, for: .tabBar)`
  /// or `toolbar(.hidden, for: .tabBar)`.
  static func hidesTabBar(_ page: ViewValue) -> Bool {
    var current = page
    while case .modifier(let content, let key, let arguments) = current {
      if key == .`View.toolbarVisibility(_:for:)` || key == .`View.toolbar(_:for:)`,
        case .symbol(let visibility)? = arguments.first.map(unwrapped), visibility.hasSuffix(".hidden"),
        arguments.count > 1, case .array(let bars) = unwrapped(arguments[1]),
        bars.contains(where: {
          if case .symbol(let b) = unwrapped($0) { return b.hasSuffix(".tabBar") } else { return false }
        })
      {
        return true
      }
      current = content
    }
    return false
  }
}
