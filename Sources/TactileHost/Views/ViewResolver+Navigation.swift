import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// What a view tells the navigation stack or presentation around it, read when the tree is
/// assembled (SwiftUI passes these up as preferences).
enum ScreenPreference {
  /// `navigationTitle(_:)`, `navigationBarTitle(_:displayMode:)`.
  case title(String)
  /// `navigationBarTitleDisplayMode(_:)`: `inline`, `large` or `automatic`.
  case displayMode(String)
  /// `navigationBarHidden(_:)`, `toolbar(.hidden, for: .navigationBar)`.
  case barHidden(Bool)
  case backButtonHidden(Bool)
  /// `toolbar { … }` and `navigationBarItems(leading:trailing:)`: items and their placements.
  case toolbar([ToolbarEntry])
  /// `presentationDetents(_:)`: the detents as written.
  case detents([Value])
  case dragIndicator(String)
  case interactiveDismissDisabled(Bool)
  case cornerRadius(Double)
  /// The background of a grouped list, which shows through the transparent bar above it.
  case barBackground(String)
}

/// A toolbar item: where it goes (`leading`, `trailing`, `principal`, `bottom`, `keyboard`) and
/// its view.
struct ToolbarEntry {
  var placement: String
  var view: ViewValue
}

/// A screen of a navigation stack beyond its root.
enum NavigationScreen {
  /// Pushed by a link with a destination view.
  case view(ViewValue)
  /// A value of the path (`NavigationLink(value:)`), shown by its `navigationDestination`.
  case value(Value)
  /// Shown while a binding is true (`navigationDestination(isPresented:)`,
  /// `NavigationLink(isActive:)`), by the identity of the view that declares it.
  case bound(id: UInt64, binding: Binding, view: ViewValue)
}

/// What a `NavigationStack` (or `NavigationView`) remembers between passes, by its identity.
final class NavigationStackState {
  /// The screens pushed beyond the path binding's (all of them when there is no binding).
  var screens: [NavigationScreen] = []
  /// `navigationDestination(for:destination:)` closures by the name of their data type.
  var destinations: [String: Closure] = [:]
  /// The `path:` binding, if the stack has one.
  var path: Binding?
  /// Whether the last pass showed a path value no destination was known for yet.
  var missingDestination = false
  /// The titles of the screens in the last pass, by depth (the back button reads them).
  var titles: [Int: String] = [:]
  /// Marks the view that holds the stack for evaluation and asks for a pass.
  var changed: () -> Void = {}

  /// Pushes a screen (a link was tapped).
  func push(_ screen: NavigationScreen) {
    if case .value(let v) = screen, let path {
      path.set(
        NavigationPathValue.replacing(path.get(), with: NavigationPathValue.elements(path.get()) + [v]))
    } else {
      screens.append(screen)
    }
    changed()
  }

  /// Pops the top screen (the back button, `dismiss()`).
  func pop() {
    if let last = screens.popLast() {
      if case .bound(_, let binding, _) = last { binding.set(.bool(false)) }
    } else if let path {
      let elements = NavigationPathValue.elements(path.get())
      if !elements.isEmpty {
        path.set(NavigationPathValue.replacing(path.get(), with: Array(elements.dropLast())))
      }
    }
    changed()
  }

  /// Registers a destination for a data type; asks for a pass when a screen waited for it.
  func register(_ type: String, _ destination: Closure) {
    let isNew = destinations[type] == nil
    destinations[type] = destination
    if isNew, missingDestination { changed() }
  }

  /// Shows or removes a bound screen as its binding says.
  func bind(id: UInt64, binding: Binding, view: ViewValue) {
    let shown = screens.contains {
      if case .bound(let i, _, _) = $0 { return i == id }
      return false
    }
    let active = Convert.bool(binding.get()) == true
    if active, !shown {
      screens.append(.bound(id: id, binding: binding, view: view))
      changed()
    }
  }
}

/// The stack being assembled: its state and the screens it shows.
final class NavigationHost {
  let state: NavigationStackState
  let identity: Identity
  let owner: ViewRecord?
  /// The screens shown (the root first); the last one is visible.
  let depth: Int

  init(state: NavigationStackState, identity: Identity, owner: ViewRecord?, depth: Int) {
    self.state = state
    self.identity = identity
    self.owner = owner
    self.depth = depth
  }
}

/// iOS's navigation bar metrics (SwiftUI does not document them; they are UIKit's on an iPhone
/// in portrait): docs/layout-behaviour.md.
enum NavigationMetrics {
  /// The bar's row of buttons and inline title.
  static let barHeight = 44.0
  /// The large title's row below it.
  static let largeTitleHeight = 52.0
  static let largeTitleSize = 34.0
  static let inlineTitleSize = 17.0
  /// The bar's side margins.
  static let margin = 16.0
  /// The space between toolbar items.
  static let itemSpacing = 16.0
  /// A bottom toolbar's height.
  static let bottomBarHeight = 44.0
}

extension ViewResolver {
  /// `NavigationStack { root }`, `NavigationStack(path:) { root }`, `NavigationView { … }`: the
  /// root and every screen pushed on it, stacked, the top one visible and the others kept
  /// (hidden and not hittable, with their state, as SwiftUI keeps them); the navigation bar
  /// above, built from the visible screen's title and toolbar when the tree is assembled.
  func resolveNavigationStack(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    let state = navigationStates[identity.hash] ?? NavigationStackState()
    navigationStates[identity.hash] = state
    let owner = current
    state.changed = { [self, owner] in
      owner?.isDirty = true
      fullPassNeeded = true
      invalidate()
    }
    state.path = nil
    for a in call.arguments { if case .binding(let b) = a { state.path = b } }
    // Bound screens whose binding turned false are gone.
    state.screens.removeAll {
      if case .bound(_, let binding, _) = $0 { return Convert.bool(binding.get()) != true }
      return false
    }
    var screens: [NavigationScreen] = []
    if let path = state.path {
      screens = NavigationPathValue.elements(path.get()).map { .value($0) }
    }
    screens += state.screens
    state.missingDestination = false
    var layers: [ViewNode] = []
    let saved = controls
    defer { controls = saved }
    for depth in 0...screens.count {
      var view: ViewValue = .group(flattened(call.children))
      if depth > 0 {
        switch screens[depth - 1] {
        case .view(let v), .bound(_, _, let v): view = v
        case .value(let v):
          if let destination = state.destinations[interpreter.typeName(v)] {
            view = try interpreter.call(destination, [v], at: 0).asView(interpreter) ?? .empty
          } else {
            state.missingDestination = true
            view = .empty
          }
        }
      }
      controls = saved
      controls.navigation = state
      controls.list = nil
      if depth > 0 { controls.dismiss = { state.pop() } }
      let screenIdentity = identity.child(IdentityKind.element, UInt64(depth))
      var screen = try resolve(view, screenIdentity)
      screen = filling(screen, screenIdentity.child(IdentityKind.modifier, 1))
      if depth < screens.count {
        screen = node(
          screenIdentity.child(IdentityKind.modifier, 2), .modified(screen, .opacity(0)),
          label: label(of: screen))
        screen = node(
          screenIdentity.child(IdentityKind.modifier, 3), .modified(screen, .allowsHitTesting(false)),
          label: label(of: screen))
      }
      layers.append(screen)
    }
    let n = node(identity, .zStack(alignment: .center, children: layers), label: String(call.key.owner))
    infos[Int(n.tag)].navigationHost = NavigationHost(
      state: state, identity: identity, owner: owner, depth: screens.count)
    return n
  }

  /// `NavigationLink`: its label as a button that pushes its destination (a view, or a value
  /// its stack's `navigationDestination` shows) onto the stack around it. In a list row the
  /// label is primary with a chevron at the trailing edge, as iOS draws a row that pushes.
  func resolveNavigationLink(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    let children = call.children
    var label: ViewNode
    if call.has("label"), let labelView = children.last {
      label = try resolve(labelView, identity.child(IdentityKind.child, 0))
    } else {
      let title = Convert.string(call[0]) ?? textString(call[0]) ?? ""
      label = node(identity.child(IdentityKind.child, 0), .text(TextView(title)), label: "Text")
    }
    var destination: ViewValue = .empty
    if call.has("destination") {
      let d = call["destination"]
      if let v = d.asView(interpreter) {
        destination = v
      } else if call.has("label"), children.count == 2 {
        destination = children[0]
      } else if let first = children.first {
        destination = first
      }
    }
    let state = controls.navigation
    var push: (() -> Void)?
    if call.has("value") {
      var value = call["value"]
      if case .optional(let inner) = value {
        if let inner { value = inner } else { value = .void }
      }
      if case .void = value {} else { push = { state?.push(.value(value)) } }
    } else if call.has("isActive"), case .binding(let binding) = call["isActive"] {
      state?.bind(id: identity.hash, binding: binding, view: destination)
      push = { binding.set(.bool(true)) }
    } else if call.has("selection"), case .binding(let binding) = call["selection"] {
      let tag = call["tag"]
      let active = Binding(
        get: {
          if case .optional(let v?) = binding.get() { return .bool(valuesEqual(v, tag)) }
          return .bool(valuesEqual(binding.get(), tag))
        },
        set: { v in binding.set(Convert.bool(v) == true ? .optional(tag) : .optional(nil)) })
      state?.bind(id: identity.hash, binding: active, view: destination)
      push = { binding.set(.optional(tag)) }
    } else {
      push = { state?.push(.view(destination)) }
    }
    if controls.inListRow {
      label = node(
        identity.child(IdentityKind.modifier, 1),
        .modified(label, .textAttributes(TextAttributes(defaultForeground: .color(.named("primary"))))),
        label: self.label(of: label))
      let chevron = node(
        identity.child(IdentityKind.child, 1),
        .text(
          TextView(
            "›",
            attributes: TextAttributes(
              font: .system(size: 22, weight: .regular, design: .default), foreground: .color(.named("gray")))
          )),
        label: "NavigationLink")
      let spacer = node(identity.child(IdentityKind.child, 2), .spacer(minLength: nil), label: "Spacer")
      label = node(
        identity.child(IdentityKind.modifier, 2),
        .hStack(alignment: .center, spacing: nil, children: [label, spacer, chevron]), label: "NavigationLink"
      )
      label = node(
        identity.child(IdentityKind.modifier, 3), .modified(label, .contentShape(.rectangle, evenOdd: false)),
        label: "NavigationLink")
    } else {
      label = node(
        identity.child(IdentityKind.modifier, 1),
        .modified(label, .textAttributes(TextAttributes(defaultForeground: .tint))),
        label: self.label(of: label))
    }
    let link = node(identity, .button(label: label), label: "NavigationLink")
    if let push {
      infos[Int(link.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "NavigationLink") { push() })
    }
    return link
  }

  /// `navigationDestination(for:destination:)` registers the closure with the stack around;
  /// `navigationDestination(isPresented:destination:)` pushes its view while the binding is true.
  func resolveNavigationDestination(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try marker(call)
    guard let state = controls.navigation else { return n }
    if call.has("for"), case .function(let destination) = call["destination"] {
      let type: String
      switch call[0] {
      case .type(let t): type = interpreter.program.types[t].name
      case .string(let s): type = s
      default: type = interpreter.typeName(call[0])
      }
      state.register(type, destination)
    } else if case .binding(let binding) = call["isPresented"] {
      state.bind(
        id: call.identity.hash, binding: binding, view: call["destination"].asView(interpreter) ?? .empty)
    }
    return n
  }

  /// A modifier that only tells the stack or presentation around something.
  func preferenceMarker(_ call: ViewCall, _ preference: ScreenPreference) throws(RuntimeError) -> ViewNode {
    let n = try marker(call)
    infos[Int(n.tag)].screenPreference = preference
    return n
  }

  /// The string of a `Text` value (`Text("Title")`), or of a string.
  func textString(_ v: Value) -> String? {
    switch v {
    case .string(let s): return s
    case .optional(let inner?): return textString(inner)
    case .view(.primitive(let key, let arguments, _)) where key.owner == "Text":
      return arguments.first.flatMap { Convert.string($0) ?? textString($0) }
    case .view(.modifier(let inner, _, _)): return textString(.view(inner))
    default: return nil
    }
  }

  // MARK: Assembling a stack with its bar

  /// A stack's screens assembled one by one (each collects its own preferences), then its
  /// navigation bar from the visible screen's, above them, and its bottom bar below.
  func assembleNavigation(
    _ node: ViewNode, tag: UInt32, host: NavigationHost, _ local: [NodeInfo], owner: ViewRecord?
  ) throws(RuntimeError) -> ViewNode {
    guard case .zStack(let alignment, let children) = node.content else {
      return ViewNode(id: node.id, tag: tag, node.content)
    }
    var screens: [ViewNode] = []
    var preferences: [ScreenPreference] = []
    for (depth, child) in children.enumerated() {
      preferenceCollectors.append([])
      screens.append(try assemble(child, local, owner: owner))
      let collected = preferenceCollectors.removeLast()
      if let title = Self.title(collected) {
        host.state.titles[depth] = title
      } else {
        host.state.titles[depth] = nil
      }
      if depth == host.depth { preferences = collected }
    }
    let stack = ViewNode(
      id: host.identity.child(IdentityKind.content, 9).hash,
      tag: newTag(NodeInfo(label: "NavigationStack")), .zStack(alignment: alignment, children: screens))
    var rows: [ViewNode] = []
    if let bar = try navigationBar(host, preferences, owner: owner) { rows.append(bar) }
    rows.append(stack)
    if let bottom = try bottomBar(host, preferences, owner: owner) { rows.append(bottom) }
    return ViewNode(id: node.id, tag: tag, .vStack(alignment: .center, spacing: 0, children: rows))
  }

  /// The first title a screen sets (the outermost).
  static func title(_ preferences: [ScreenPreference]) -> String? {
    for p in preferences { if case .title(let t) = p { return t } }
    return nil
  }

  /// The navigation bar as iOS draws it: a 44-point row with the back button (or leading
  /// items) at the leading edge, trailing items at the trailing edge and, in the inline mode,
  /// the title centred in semibold 17 points; in the large mode (the default) the title in bold
  /// 34 points on a 52-point row below. Nil when hidden.
  private func navigationBar(_ host: NavigationHost, _ preferences: [ScreenPreference], owner: ViewRecord?)
    throws(RuntimeError) -> ViewNode?
  {
    var title = Self.title(preferences) ?? ""
    var mode = "automatic"
    var hidden = false
    var backHidden = false
    var leading: [ViewValue] = []
    var trailing: [ViewValue] = []
    var principal: ViewValue?
    var background: String?
    for p in preferences {
      switch p {
      case .barBackground(let b): if background == nil { background = b }
      case .displayMode(let m): if mode == "automatic" { mode = m }
      case .barHidden(let h): hidden = hidden || h
      case .backButtonHidden(let h): backHidden = backHidden || h
      case .toolbar(let entries):
        for e in entries {
          switch e.placement {
          case "leading": leading.append(e.view)
          case "trailing": trailing.append(e.view)
          case "principal": principal = e.view
          default: break
          }
        }
      default: break
      }
    }
    if hidden { return nil }
    // `automatic` is large at the root and the previous screen's mode after it; Tactile
    // takes large for every `automatic` screen.
    let large = mode != "inline" && !title.isEmpty
    let identity = host.identity.child(IdentityKind.content, 20)
    let state = host.state
    let backTitle =
      host.depth > 0 ? (state.titles[host.depth - 1].flatMap { $0.isEmpty ? nil : $0 } ?? "Back") : nil
    if !large, principal == nil, title.isEmpty { title = "" }
    let bar = try buildAssembled(owner: owner) { () throws(RuntimeError) -> ViewNode in
      var leadingNodes: [ViewNode] = []
      if let backTitle, !backHidden {
        let back = backButton(backTitle, identity.child(IdentityKind.child, 1)) { state.pop() }
        leadingNodes.append(back)
      }
      for (i, v) in leading.enumerated() {
        leadingNodes.append(try resolve(v, identity.child(IdentityKind.child, UInt64(10 + i))))
      }
      var trailingNodes: [ViewNode] = []
      for (i, v) in trailing.enumerated() {
        trailingNodes.append(try resolve(v, identity.child(IdentityKind.child, UInt64(100 + i))))
      }
      let leadingGroup = node(
        identity.child(IdentityKind.content, 1),
        .hStack(alignment: .center, spacing: NavigationMetrics.itemSpacing, children: leadingNodes),
        label: "NavigationBar")
      let trailingGroup = node(
        identity.child(IdentityKind.content, 2),
        .hStack(alignment: .center, spacing: NavigationMetrics.itemSpacing, children: trailingNodes),
        label: "NavigationBar")
      let spacer = node(identity.child(IdentityKind.content, 3), .spacer(minLength: nil), label: "Spacer")
      var row = node(
        identity.child(IdentityKind.content, 4),
        .hStack(alignment: .center, spacing: 0, children: [leadingGroup, spacer, trailingGroup]),
        label: "NavigationBar")
      row = node(
        identity.child(IdentityKind.modifier, 4),
        .modified(
          row,
          .padding(
            EdgeInsets(
              top: 0, leading: backTitle != nil && !backHidden ? 8 : NavigationMetrics.margin, bottom: 0,
              trailing: NavigationMetrics.margin))),
        label: "NavigationBar")
      var centre: ViewNode?
      if let principal {
        centre = try resolve(principal, identity.child(IdentityKind.child, 200))
      } else if !large, !title.isEmpty {
        centre = node(
          identity.child(IdentityKind.child, 200),
          .text(
            TextView(
              title,
              attributes: TextAttributes(
                font: .system(size: NavigationMetrics.inlineTitleSize, weight: .semibold, design: .default),
                lineLimit: 1))),
          label: "NavigationTitle")
      }
      var layers = [row]
      if let centre { layers.insert(centre, at: 0) }
      var barRow = node(
        identity.child(IdentityKind.content, 5), .zStack(alignment: .center, children: layers),
        label: "NavigationBar")
      barRow = node(
        identity.child(IdentityKind.modifier, 5),
        .modified(barRow, .frame(width: nil, height: NavigationMetrics.barHeight, alignment: .center)),
        label: "NavigationBar")
      guard large else { return barRow }
      var largeTitle = node(
        identity.child(IdentityKind.child, 300),
        .text(
          TextView(
            title,
            attributes: TextAttributes(
              font: .system(size: NavigationMetrics.largeTitleSize, weight: .bold, design: .default),
              lineLimit: 1))),
        label: "NavigationTitle")
      largeTitle = node(
        identity.child(IdentityKind.modifier, 6),
        .modified(
          largeTitle,
          .flexibleFrame(
            FlexibleFrame(
              maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center)))),
        label: "NavigationTitle")
      largeTitle = marginedBar(
        largeTitle, height: NavigationMetrics.largeTitleHeight,
        padding: identity.child(IdentityKind.modifier, 7),
        frame: identity.child(IdentityKind.modifier, 8), label: "NavigationTitle")
      return node(
        identity, .vStack(alignment: .center, spacing: 0, children: [barRow, largeTitle]),
        label: "NavigationBar")
    }
    guard let background else { return bar }
    let fill = passNode(
      identity.child(IdentityKind.child, 400), .color(.named(background)), label: "NavigationBar")
    return passNode(
      identity.child(IdentityKind.modifier, 400), .background(bar, background: fill, alignment: .center),
      label: "NavigationBar")
  }

  /// `content` inset by the bars' side margin, in a row `height` points tall (a large title,
  /// the bottom toolbar).
  private func marginedBar(
    _ content: ViewNode, height: Double, padding: Identity, frame: Identity, label: String
  )
    -> ViewNode
  {
    let margin = NavigationMetrics.margin
    let padded = node(
      padding, .modified(content, .padding(EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin))),
      label: label)
    return node(
      frame, .modified(padded, .frame(width: nil, height: height, alignment: .center)), label: label)
  }

  /// The back button: a chevron and the previous screen's title in the tint; a tap pops.
  private func backButton(_ title: String, _ identity: Identity, pop: @escaping () -> Void) -> ViewNode {
    let chevron = node(
      identity.child(IdentityKind.child, 0),
      .text(
        TextView("‹", attributes: TextAttributes(font: .system(size: 30, weight: .regular, design: .default)))
      ),
      label: "BackButton")
    let text = node(
      identity.child(IdentityKind.child, 1), .text(TextView(title, attributes: TextAttributes(lineLimit: 1))),
      label: "BackButton")
    var label = node(
      identity.child(IdentityKind.content, 0),
      .hStack(alignment: .center, spacing: 4, children: [chevron, text]),
      label: "BackButton")
    label = node(
      identity.child(IdentityKind.modifier, 0),
      .modified(label, .textAttributes(TextAttributes(defaultForeground: .tint))), label: "BackButton")
    label = node(
      identity.child(IdentityKind.modifier, 1), .modified(label, .contentShape(.rectangle, evenOdd: false)),
      label: "BackButton")
    let button = node(identity, .button(label: label), label: "BackButton")
    infos[Int(button.tag)].attachments.append(
      GestureAttachment.onTapGesture(count: 1, label: "Back") { pop() })
    var accessibility = AccessibilityInfo()
    accessibility.label = title
    accessibility.traits = ["isButton"]
    infos[Int(button.tag)].accessibility = accessibility
    return button
  }

  /// The bottom toolbar (`ToolbarItem(placement: .bottomBar)`): its items spread across a
  /// 44-point bar on the bar material. Nil when there are none.
  private func bottomBar(_ host: NavigationHost, _ preferences: [ScreenPreference], owner: ViewRecord?)
    throws(RuntimeError) -> ViewNode?
  {
    var items: [ViewValue] = []
    var status: [ViewValue] = []
    for p in preferences {
      if case .toolbar(let entries) = p {
        items += entries.filter { $0.placement == "bottom" }.map { $0.view }
        status += entries.filter { $0.placement == "status" }.map { $0.view }
      }
    }
    // Status items sit in the bar's centre: between its leading and trailing halves.
    if !status.isEmpty { items.insert(contentsOf: status, at: (items.count + 1) / 2) }
    if items.isEmpty { return nil }
    let identity = host.identity.child(IdentityKind.content, 21)
    return try buildAssembled(owner: owner) { () throws(RuntimeError) -> ViewNode in
      var nodes: [ViewNode] = []
      for (i, v) in items.enumerated() {
        if i > 0 {
          nodes.append(
            node(identity.child(IdentityKind.element, UInt64(i)), .spacer(minLength: nil), label: "Spacer"))
        }
        nodes.append(try resolve(v, identity.child(IdentityKind.child, UInt64(i))))
      }
      if nodes.count == 1 {
        nodes.append(node(identity.child(IdentityKind.element, 0), .spacer(minLength: nil), label: "Spacer"))
        if items.count == status.count {
          // A status item alone is centred.
          nodes.insert(
            node(identity.child(IdentityKind.element, 999), .spacer(minLength: nil), label: "Spacer"), at: 0)
        }
      }
      var row = node(
        identity.child(IdentityKind.content, 0), .hStack(alignment: .center, spacing: 0, children: nodes),
        label: "BottomBar")
      row = marginedBar(
        row, height: NavigationMetrics.bottomBarHeight, padding: identity.child(IdentityKind.modifier, 1),
        frame: identity.child(IdentityKind.modifier, 2), label: "BottomBar")
      let background = node(
        identity.child(IdentityKind.child, 900), .color(.named("bar")), label: "BottomBar")
      return node(identity, .background(row, background: background, alignment: .center), label: "BottomBar")
    }
  }

  /// Nodes built while the tree is assembled (a bar, a presentation's chrome): resolved with
  /// `owner`'s environment and assembled into the pass.
  func buildAssembled(owner: ViewRecord?, _ build: () throws(RuntimeError) -> ViewNode) throws(RuntimeError)
    -> ViewNode
  {
    let savedInfos = infos
    let savedCurrent = current
    let savedControls = controls
    let savedObjects = environmentObjects
    infos = []
    current = owner
    if let owner {
      controls = owner.controls
      environmentObjects = owner.environmentObjects
    }
    defer {
      infos = savedInfos
      current = savedCurrent
      controls = savedControls
      environmentObjects = savedObjects
    }
    let local = try build()
    let localInfos = infos
    return try assemble(local, localInfos, owner: nil)
  }
}
