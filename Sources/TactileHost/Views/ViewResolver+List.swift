import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// iOS's list and form metrics. Apple does not document them; these are iOS 17's look on a
/// 390-point-wide iPhone, recorded in docs/layout-behaviour.md ("Lists and forms").
enum ListMetrics {
  /// How far an inset grouped section's card is from the list's leading and trailing edges.
  static let cardMargin = 16.0
  /// How far a row's content is from the card's edges (and the separators from its leading edge).
  static let rowInset = 20.0
  /// A row's content from the row's top and bottom edges.
  static let rowVerticalInset = 11.0
  /// A row is never shorter than this.
  static let rowMinHeight = 44.0
  /// The corner radius of an inset grouped card.
  static let cornerRadius = 10.0
  /// The space above a section without a header (and below the last section).
  static let sectionSpacing = 35.0
  /// The space above a section's header text.
  static let headerTopSpacing = 20.0
  /// The space between a header or a footer and its card.
  static let headerGap = 7.0
  /// The thickness of the separator between two rows.
  static let separatorThickness = 0.5
}

extension ViewResolver {
  /// `Form { … }` and `List { … }` (also `List(data) { row }`): iOS's list, inset grouped unless
  /// `listStyle(_:)` says otherwise. Every section is a block (header, card of rows, footer); the
  /// views between sections are rows of a section of their own. The blocks scroll vertically
  /// over the grouped background.
  func resolveList(_ call: ViewCall, isForm: Bool) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    let style = ListStyleKind(controls.listStyle, isForm: isForm)
    var items: [(view: ViewValue, identity: Identity)] = []
    if call.has("rowContent") {
      if let (ids, views) = try expandForEach(call.arguments) {
        let base = identity.child(IdentityKind.content, 2)
        for (id, v) in zip(ids, views) {
          listRows(
            v, base.child(IdentityKind.element, text: interpreter.debugDescribe(id, nested: true)),
            into: &items)
        }
      }
    } else {
      for (j, c) in flattened(call.children).enumerated() {
        listRows(c, identity.child(IdentityKind.child, UInt64(j)), into: &items)
      }
    }
    let saved = controls
    let savedTraits = collectedRowTraits
    controls.list = ListContext(style: style)
    controls.hidesListBackground = false
    collectedRowTraits = nil
    defer {
      controls = saved
      collectedRowTraits = savedTraits
    }
    var blocks: [ViewNode] = []
    var loose: [(view: ViewValue, identity: Identity)] = []
    func flushLoose() throws(RuntimeError) {
      guard !loose.isEmpty else { return }
      let sectionIdentity = loose[0].identity.child(IdentityKind.content, 3)
      var rows: [(node: ViewNode, traits: RowTraits)] = []
      for item in loose { rows.append(try listRow(item.view, item.identity)) }
      blocks.append(sectionBlock(header: nil, rows: rows, footer: nil, style: style, sectionIdentity))
      loose = []
    }
    for item in items {
      if isSection(item.view) {
        try flushLoose()
        blocks.append(try resolve(item.view, item.identity))
      } else {
        loose.append(item)
      }
    }
    try flushLoose()
    var stackChildren = blocks
    if style != .plain {
      stackChildren.append(
        node(
          identity.child(IdentityKind.content, 4), .spacer(minLength: ListMetrics.sectionSpacing),
          label: "List"))
    }
    let stack = node(
      identity.child(IdentityKind.content, 5),
      .vStack(alignment: .leading, spacing: 0, children: stackChildren),
      label: String(call.key.owner))
    let scroll = scrollContainer(identity.child(IdentityKind.content, 6), axes: .vertical, content: [stack])
    if saved.hidesListBackground {
      return node(identity, .modified(scroll, .marker("list")), label: String(call.key.owner))
    }
    let background = node(
      identity.child(IdentityKind.content, 7),
      .color(.named(style == .plain ? "systemBackground" : "systemGroupedBackground")), label: "List")
    return node(
      identity, .background(scroll, background: background, alignment: .center), label: String(call.key.owner)
    )
  }

  /// `Section`: in a list, a block of its header, its rows on a card and its footer; elsewhere
  /// (or inside a list's row) its header, content and footer one above the other.
  func resolveSection(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    var header: ViewValue?
    var footer: ViewValue?
    var content: ViewValue = .empty
    if call.key.labels.first == "_", let title = Convert.string(call[0]) {
      header = .primitive(key: .`Text.init(_:)`, arguments: [.string(title)], children: [])
    }
    if let v = call["header"].asView(interpreter) { header = v }
    if let v = call["footer"].asView(interpreter) { footer = v }
    if let v = call["content"].asView(interpreter) { content = v }
    var expanded: Binding?
    if case .binding(let b) = call["isExpanded"] { expanded = b }
    guard let list = controls.list, !list.inRow else {
      var parts: [ViewNode] = []
      if let header { parts.append(try resolve(header, identity.child(IdentityKind.child, 0))) }
      parts.append(try resolve(content, identity.child(IdentityKind.child, 1)))
      if let footer { parts.append(try resolve(footer, identity.child(IdentityKind.child, 2))) }
      return node(identity, .group(parts), label: "Section")
    }
    var items: [(view: ViewValue, identity: Identity)] = []
    if expanded.map({ Convert.bool($0.get()) ?? true }) ?? true {
      listRows(content, identity.child(IdentityKind.child, 1), into: &items)
    }
    var rows: [(node: ViewNode, traits: RowTraits)] = []
    for item in items { rows.append(try listRow(item.view, item.identity)) }
    var headerNode = try header.map { h throws(RuntimeError) -> ViewNode in
      try sectionCaption(h, isHeader: true, style: list.style, identity.child(IdentityKind.child, 0))
    }
    if let expanded, let h = headerNode {
      // A collapsible section's header shows and hides its rows when tapped.
      headerNode = node(
        identity.child(IdentityKind.modifier, 20), .modified(h, .contentShape(.rectangle, evenOdd: false)),
        label: "Section")
      infos[Int(headerNode!.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Section") {
          expanded.set(.bool(!(Convert.bool(expanded.get()) ?? true)))
        })
    }
    let footerNode = try footer.map { f throws(RuntimeError) -> ViewNode in
      try sectionCaption(f, isHeader: false, style: list.style, identity.child(IdentityKind.child, 2))
    }
    return sectionBlock(header: headerNode, rows: rows, footer: footerNode, style: list.style, identity)
  }

  /// A section's header or footer: footnote text in the secondary colour, a grouped list's
  /// header in capitals (a `textCase(nil)` inside keeps the case written).
  private func sectionCaption(_ view: ViewValue, isHeader: Bool, style: ListStyleKind, _ identity: Identity)
    throws(RuntimeError) -> ViewNode
  {
    let saved = controls.textCase
    if isHeader, style == .insetGrouped || style == .grouped { controls.textCase = "uppercase" }
    defer { controls.textCase = saved }
    var attributes = TextAttributes(font: .textStyle(.footnote), foreground: .color(.named("secondary")))
    if isHeader, style == .sidebar {
      attributes = TextAttributes(font: .textStyle(.headline), foreground: .color(.named("primary")))
    } else if isHeader, style == .plain {
      attributes = TextAttributes(font: .textStyle(.subheadline), weight: .semibold)
    }
    let text = try resolve(view, identity.child(IdentityKind.content, 0))
    let styled = node(
      identity.child(IdentityKind.modifier, 1), .modified(text, .textAttributes(attributes)), label: "Section"
    )
    let inset = (style == .plain || style == .grouped ? 0 : ListMetrics.cardMargin) + ListMetrics.rowInset
    let padding =
      isHeader
      ? EdgeInsets(
        top: 0, leading: inset, bottom: style == .plain ? 6 : ListMetrics.headerGap, trailing: inset)
      : EdgeInsets(top: ListMetrics.headerGap, leading: inset, bottom: 0, trailing: inset)
    let padded = node(
      identity.child(IdentityKind.modifier, 2), .modified(styled, .padding(padding)), label: "Section")
    return node(
      identity,
      .modified(padded, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
      label: "Section")
  }

  /// A section as the list draws it: the space above, the header, the rows with separators
  /// between them on a card, the footer.
  func sectionBlock(
    header: ViewNode?, rows: [(node: ViewNode, traits: RowTraits)], footer: ViewNode?, style: ListStyleKind,
    _ identity: Identity
  ) -> ViewNode {
    var parts: [ViewNode] = []
    if style != .plain {
      parts.append(
        node(
          identity.child(IdentityKind.content, 10),
          .spacer(minLength: header == nil ? ListMetrics.sectionSpacing : ListMetrics.headerTopSpacing),
          label: "Section"))
    }
    if let header { parts.append(header) }
    if !rows.isEmpty { parts.append(card(rows, style: style, identity.child(IdentityKind.content, 11))) }
    if let footer { parts.append(footer) }
    return node(identity, .vStack(alignment: .leading, spacing: 0, children: parts), label: "Section")
  }

  /// The rows of a section one above the other with a separator between each two, on the
  /// section's rounded card (inset grouped), a full-width card (grouped) or the list (plain).
  private func card(_ rows: [(node: ViewNode, traits: RowTraits)], style: ListStyleKind, _ identity: Identity)
    -> ViewNode
  {
    var children: [ViewNode] = []
    for (i, row) in rows.enumerated() {
      children.append(row.node)
      let last = i == rows.count - 1
      if last && style != .plain { break }
      if row.traits.separatorHidden == true { continue }
      let line = node(
        identity.child(IdentityKind.element, UInt64(i)),
        .shape(ShapeView(.rectangle, paint: .fill(.color(.named("separator")), evenOdd: false))),
        label: "Separator")
      let thin = node(
        identity.child(IdentityKind.modifier, UInt64(1000 + i)),
        .modified(line, .frame(width: nil, height: ListMetrics.separatorThickness, alignment: .center)),
        label: "Separator")
      children.append(
        node(
          identity.child(IdentityKind.modifier, UInt64(2000 + i)),
          .modified(thin, .padding(EdgeInsets(leading: ListMetrics.rowInset))), label: "Separator"))
    }
    let stack = node(
      identity.child(IdentityKind.content, 0), .vStack(alignment: .leading, spacing: 0, children: children),
      label: "Section")
    guard style != .plain else { return stack }
    let inset = style == .insetGrouped || style == .sidebar
    let radius = inset ? ListMetrics.cornerRadius : 0
    let shape = ShapeKind.roundedRectangle(cornerRadius: radius, style: .continuous)
    let clipped = node(
      identity.child(IdentityKind.modifier, 1), .modified(stack, .clipShape(shape, evenOdd: false)),
      label: "Section")
    let fill = node(
      identity.child(IdentityKind.content, 2),
      .shape(
        ShapeView(shape, paint: .fill(.color(.named("secondarySystemGroupedBackground")), evenOdd: false))),
      label: "Section")
    let carded = node(
      identity.child(IdentityKind.modifier, 3), .background(clipped, background: fill, alignment: .center),
      label: "Section")
    guard inset else { return carded }
    return node(
      identity,
      .modified(
        carded, .padding(EdgeInsets(leading: ListMetrics.cardMargin, trailing: ListMetrics.cardMargin))),
      label: "Section")
  }

  /// One row: the view leading-aligned in the row's insets, at least a row tall, on its
  /// `listRowBackground` when it has one. The controls inside know they are in a row.
  func listRow(_ view: ViewValue, _ identity: Identity) throws(RuntimeError) -> (
    node: ViewNode, traits: RowTraits
  ) {
    let savedList = controls.list
    let savedTraits = collectedRowTraits
    controls.list?.inRow = true
    collectedRowTraits = RowTraits()
    var content = try resolve(view, identity)
    if case .button(let label) = content.content {
      // A button that is a row is the whole row's width, and takes taps across it.
      let wide = node(
        identity.child(IdentityKind.modifier, 106),
        .modified(label, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
        label: "Row")
      content.content = .button(
        label: node(
          identity.child(IdentityKind.modifier, 107),
          .modified(wide, .contentShape(.rectangle, evenOdd: false)),
          label: "Row"))
    }
    var traits = collectedRowTraits ?? RowTraits()
    controls.list = savedList
    collectedRowTraits = savedTraits
    let defaults = controls.rowTraits
    traits.background = traits.background ?? defaults.background
    traits.separatorHidden = traits.separatorHidden ?? defaults.separatorHidden
    traits.insets = traits.insets ?? defaults.insets
    let insets =
      traits.insets
      ?? EdgeInsets(
        top: ListMetrics.rowVerticalInset, leading: ListMetrics.rowInset,
        bottom: ListMetrics.rowVerticalInset,
        trailing: ListMetrics.rowInset)
    let wide = node(
      identity.child(IdentityKind.modifier, 101),
      .modified(content, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
      label: label(of: content))
    let padded = node(
      identity.child(IdentityKind.modifier, 102), .modified(wide, .padding(insets)), label: "Row")
    var row = node(
      identity.child(IdentityKind.modifier, 103),
      .modified(
        padded, .flexibleFrame(FlexibleFrame(minHeight: ListMetrics.rowMinHeight, alignment: .leading))),
      label: "Row")
    if let background = traits.background {
      let layer = try resolve(background, identity.child(IdentityKind.modifier, 104))
      row = node(
        identity.child(IdentityKind.modifier, 105), .background(row, background: layer, alignment: .center),
        label: "Row")
    }
    return (row, traits)
  }

  /// The rows a list's content makes: a `ForEach`, a `Group` or several views are spliced in
  /// (a modifier written on a `ForEach` or a `Group` applies to each of its rows), an `if`
  /// gives its branch's rows, and any other view (a section, a user view) is one item.
  func listRows(
    _ value: ViewValue, _ identity: Identity, into rows: inout [(view: ViewValue, identity: Identity)]
  ) {
    switch value {
    case .empty:
      return
    case .group(let views):
      for (i, v) in views.enumerated() {
        listRows(v, identity.child(IdentityKind.child, UInt64(i)), into: &rows)
      }
    case .branch(let index, let v):
      listRows(v, identity.child(IdentityKind.branch, UInt64(index)), into: &rows)
    case .forEach(let ids, let views):
      for (id, v) in zip(ids, views) {
        listRows(
          v, identity.child(IdentityKind.element, text: interpreter.debugDescribe(id, nested: true)),
          into: &rows)
      }
    case .primitive(let key, let arguments, let children):
      let type = ViewBindings.typeKeys[Int(key.rawValue)] ?? key
      if type == .`ForEach` {
        // An error in a row's closure is the list's to report when it resolves the rows.
        guard let expanded = try? expandForEach(arguments) else { return }
        listRows(.forEach(ids: expanded.ids, views: expanded.views), identity, into: &rows)
      } else if type == .`Group` {
        for (j, c) in flattened(children).enumerated() {
          listRows(c, identity.child(IdentityKind.child, UInt64(j)), into: &rows)
        }
      } else {
        rows.append((value, identity))
      }
    case .modifier(let content, let key, let arguments) where Self.isSeveralViews(content):
      var inner: [(view: ViewValue, identity: Identity)] = []
      listRows(content, identity.child(IdentityKind.modifier, 0), into: &inner)
      for item in inner { rows.append((.modifier(item.view, key: key, arguments: arguments), item.identity)) }
    default:
      rows.append((value, identity))
    }
  }

  /// Whether a description stands for several views (a `ForEach`, a `Group`, a view builder's
  /// views), through the modifiers written on it.
  static func isSeveralViews(_ value: ViewValue) -> Bool {
    switch value {
    case .group, .forEach: return true
    case .branch(_, let v): return isSeveralViews(v)
    case .modifier(let content, _, _): return isSeveralViews(content)
    case .primitive(let key, _, _):
      let type = ViewBindings.typeKeys[Int(key.rawValue)] ?? key
      return type == .`ForEach` || type == .`Group`
    default: return false
    }
  }

  /// Whether a description is a `Section` (through modifiers and branches).
  func isSection(_ value: ViewValue) -> Bool {
    switch value {
    case .branch(_, let v): return isSection(v)
    case .modifier(let content, _, _): return isSection(content)
    case .primitive(let key, _, _): return (ViewBindings.typeKeys[Int(key.rawValue)] ?? key) == .`Section`
    default: return false
    }
  }

  /// A vertical or horizontal scroll view of `content`, scrolled by its pan (what `ScrollView`
  /// and the lists draw).
  func scrollContainer(_ identity: Identity, axes: Axes, content: [ViewNode]) -> ViewNode {
    var isSingleView = content.count == 1
    if isSingleView, content[0].tag != Self.placeholderTag, case .group = content[0].content {
      isSingleView = false
    }
    let inner =
      isSingleView
      ? content[0]
      : node(
        identity.child(IdentityKind.content, 1), .vStack(alignment: .center, spacing: nil, children: content),
        label: "VStack")
    let position = scrollPositions[identity.hash] ?? ScrollPosition()
    scrollPositions[identity.hash] = position
    let n = node(
      identity, .scrollView(axes: axes, contentOffset: position.offset, content: inner), label: "ScrollView")
    if controls.scrollDisabled { return n }
    infos[Int(n.tag)].attachments.append(
      position.pan(
        axes: axes, scrollID: identity.hash, sizeOf: { [self] in sizeOf($0) },
        contentSizeOf: { [self] in contentSizeOf($0) },
        changed: { [self] in
          fullPassNeeded = true
          invalidate()
        }))
    return n
  }
}
