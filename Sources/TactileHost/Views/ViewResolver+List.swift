import TactileAnimation
import TactileGeometry
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
  /// A swipe action button's width.
  static let actionWidth = 74.0
  /// A swipe past this fraction of the row's width runs the first action (a full swipe).
  static let fullSwipeFraction = 0.6
  /// The delete and move controls of edit mode, and their distance from the row's content.
  static let editControlSize = 22.0
  static let editControlSpacing = 16.0
}

/// What a `List` or a `Form` remembers between passes: the row swiped open, the pan in flight
/// and a row being moved; and, during a pass, the rows with actions its sections gave.
final class ListState {
  /// The row swiped open (its node's identity) and how far (negative: trailing actions shown).
  var openRow: UInt64?
  var openOffset = 0.0
  /// What the pan in flight does, decided by its first movement.
  var panRow: UInt64?
  var panIsScroll = false
  var panStartOffset = 0.0
  var panStartScroll = CGPoint.zero
  /// A row dragged by its move handle, and how far.
  var movingRow: UInt64?
  var moveTranslation = 0.0
  /// The rows that swipe, met in this pass in any of the list's sections.
  var swipeableRows: [SwipeableRow] = []
}

/// A row the list's pan can swipe: its node and its buttons by edge (`onDelete`'s Delete is
/// the trailing button of a row without trailing `swipeActions`).
struct SwipeableRow {
  var id: UInt64
  var trailing: [AlertButton]
  var leading: [AlertButton]
  var allowsFullSwipe: Bool
}

/// A view of a list's content that is one row, where it comes from, and the `onDelete` and
/// `onMove` of the `ForEach` that made it (with its offset there and the element count).
struct ListItem {
  var view: ViewValue
  var identity: Identity
  var offset: Int?
  var count = 0
  var onDelete: Closure?
  var onMove: Closure?

  init(_ view: ViewValue, _ identity: Identity) {
    self.view = view
    self.identity = identity
  }
}

extension ViewResolver {
  /// `Form { … }` and `List { … }` (also `List(data) { row }`): iOS's list, inset grouped unless
  /// `listStyle(_:)` says otherwise. Every section is a block (header, card of rows, footer); the
  /// views between sections are rows of a section of their own. The blocks scroll vertically
  /// over the grouped background, by a pan that also swipes the rows with actions
  /// (`swipeActions`, `onDelete`); in edit mode (`EditButton`) the rows of a `ForEach` with
  /// `onDelete` or `onMove` show the delete and move controls.
  func resolveList(_ call: ViewCall, isForm: Bool) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    let style = ListStyleKind(controls.listStyle, isForm: isForm)
    var items: [ListItem] = []
    if call.has("children") {
      // `List(data, children:)`: the outline of the data, its top-level elements as rows.
      let key: SurfaceKey =
        call.has("id")
        ? .`OutlineGroup.init(_:id:children:content:)` : .`OutlineGroup.init(_:children:content:)`
      if let outline = outlineListRows(key, call.arguments) {
        listRows(outline, identity.child(IdentityKind.content, 2), into: &items)
      }
    } else if call.has("rowContent") {
      // `List(items, selection: $picked) { … }`: the rows are the data's; the selection is
      // kept by the binding (the preview does not select rows).
      var arguments = call.arguments
      if let i = call.key.labels.firstIndex(of: "selection"), i < arguments.count { arguments.remove(at: i) }
      if let (ids, views) = try expandForEach(arguments) {
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
    let state = listStates[identity.hash] ?? ListState()
    listStates[identity.hash] = state
    state.swipeableRows = []
    let owner = current
    let changed: () -> Void = { [self] in
      owner?.isDirty = true
      fullPassNeeded = true
      invalidate()
    }
    let saved = controls
    let savedTraits = collectedRowTraits
    controls.list = ListContext(style: style, state: state, editing: editModeIsActive(), changed: changed)
    controls.hidesListBackground = false
    collectedRowTraits = nil
    defer {
      controls = saved
      collectedRowTraits = savedTraits
    }
    var blocks: [ViewNode] = []
    var loose: [ListItem] = []
    func flushLoose() throws(RuntimeError) {
      guard !loose.isEmpty else { return }
      let sectionIdentity = loose[0].identity.child(IdentityKind.content, 3)
      var rows: [(node: ViewNode, traits: RowTraits)] = []
      for item in loose { rows.append(try listRow(item)) }
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
    let scroll = scrollContainer(
      identity.child(IdentityKind.content, 6), axes: .vertical, content: [stack], attachesPan: false)
    let swipeable = state.swipeableRows
    if !saved.scrollDisabled || !swipeable.isEmpty, let position = scrollPositions[scroll.id] {
      infos[Int(scroll.tag)].attachments.append(
        listPan(
          state, position: position, scrollID: scroll.id, scrolls: !saved.scrollDisabled, rows: swipeable,
          changed: changed))
    }
    if saved.hidesListBackground {
      return node(identity, .modified(scroll, .marker("list")), label: String(call.key.owner))
    }
    let background = node(
      identity.child(IdentityKind.content, 7),
      .color(.named(style == .plain ? "systemBackground" : "systemGroupedBackground")), label: "List")
    let list = node(
      identity, .background(scroll, background: background, alignment: .center), label: String(call.key.owner)
    )
    // A navigation bar over a grouped list continues its background.
    if style != .plain { infos[Int(list.tag)].screenPreference = .barBackground("systemGroupedBackground") }
    return list
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
    var items: [ListItem] = []
    if expanded.map({ Convert.bool($0.get()) ?? true }) ?? true {
      listRows(content, identity.child(IdentityKind.child, 1), into: &items)
    }
    var rows: [(node: ViewNode, traits: RowTraits)] = []
    for item in items { rows.append(try listRow(item)) }
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
      let line = filled(
        .rectangle, .named("separator"), identity.child(IdentityKind.element, UInt64(i)), label: "Separator")
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
    let fill = filled(
      shape, .named("secondarySystemGroupedBackground"), identity.child(IdentityKind.content, 2),
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
  /// `listRowBackground` when it has one. The controls inside know they are in a row. In the
  /// list's edit mode a row of a `ForEach` with `onDelete` leads with the delete control and
  /// one with `onMove` trails with the move handle, inside the insets; a row swiped open is
  /// moved over its action buttons, and a row being moved follows the finger.
  func listRow(_ item: ListItem) throws(RuntimeError) -> (node: ViewNode, traits: RowTraits) {
    let identity = item.identity
    let list = controls.list
    let savedTraits = collectedRowTraits
    controls.list?.inRow = true
    collectedRowTraits = RowTraits()
    var content = try resolve(item.view, identity)
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
    controls.list = list
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
    var wide = node(
      identity.child(IdentityKind.modifier, 101),
      .modified(content, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
      label: label(of: content))
    // The row's actions: its swipe actions, and `onDelete`'s Delete where it has no trailing ones.
    var trailing: [AlertButton] = []
    var leading: [AlertButton] = []
    var allowsFullSwipe = true
    swipeActions(of: item.view, trailing: &trailing, leading: &leading, allowsFullSwipe: &allowsFullSwipe)
    if trailing.isEmpty, let onDelete = item.onDelete, let offset = item.offset {
      trailing = [AlertButton(title: "Delete", role: "destructive", action: deleteAction(onDelete, offset))]
    }
    let rowIdentity = identity.child(IdentityKind.modifier, 110)
    let rowID = rowIdentity.hash
    if let list, let state = list.state, let changed = list.changed, list.editing,
      item.onDelete != nil || item.onMove != nil
    {
      wide = editControls(
        wide, item, rowID: rowID, trailingCount: trailing.count, state: state, changed: changed)
    }
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
    // The whole row takes the list's pan (a swipe starts anywhere on it).
    let shaped: (ViewNode) -> ViewNode = { [self] row in
      node(rowIdentity, .modified(row, .contentShape(.rectangle, evenOdd: false)), label: "Row")
    }
    guard let list, let state = list.state, let changed = list.changed else { return (shaped(row), traits) }
    if !trailing.isEmpty || !leading.isEmpty {
      state.swipeableRows.append(
        SwipeableRow(id: rowID, trailing: trailing, leading: leading, allowsFullSwipe: allowsFullSwipe))
    }
    let offset = state.openRow == rowID ? state.openOffset : 0
    let moving = state.movingRow == rowID
    if offset != 0 || moving, traits.background == nil {
      // Opaque over the action buttons and the rows it passes: the card's colour.
      let fill = node(
        identity.child(IdentityKind.modifier, 111),
        .color(.named(list.style == .plain ? "systemBackground" : "secondarySystemGroupedBackground")),
        label: "Row")
      row = node(
        identity.child(IdentityKind.modifier, 112), .background(row, background: fill, alignment: .center),
        label: "Row")
    }
    if moving {
      row = node(
        identity.child(IdentityKind.modifier, 113), .modified(row, .offset(x: 0, y: state.moveTranslation)),
        label: "Row")
    }
    guard offset != 0 else { return (shaped(row), traits) }
    row = node(
      identity.child(IdentityKind.modifier, 114), .modified(row, .offset(x: offset, y: 0)), label: "Row")
    let buttons = offset < 0 ? trailing : leading
    var actionNodes: [ViewNode] = []
    for (k, b) in buttons.enumerated() {
      let title = node(
        identity.child(IdentityKind.element, UInt64(700 + k)),
        .text(TextView(b.title, attributes: TextAttributes(foreground: .color(.named("white"))))),
        label: "SwipeAction")
      var cell = node(
        identity.child(IdentityKind.modifier, UInt64(700 + k)),
        .modified(
          title,
          .flexibleFrame(
            FlexibleFrame(minWidth: ListMetrics.actionWidth, maxWidth: .infinity, maxHeight: .infinity))),
        label: "SwipeAction")
      let fill = node(
        identity.child(IdentityKind.element, UInt64(750 + k)),
        .color(.named(b.role == "destructive" ? "red" : (b.role ?? "systemGray"))), label: "SwipeAction")
      cell = node(
        identity.child(IdentityKind.modifier, UInt64(750 + k)),
        .background(cell, background: fill, alignment: .center), label: "SwipeAction")
      let action = b.action
      let bridge = self.bridge
      infos[Int(cell.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Swipe action") { [state] in
          state.openRow = nil
          state.openOffset = 0
          changed()
          if let action {
            var arguments: [Value] = []
            bridge.run(action, &arguments)
          }
        })
      actionNodes.append(cell)
    }
    var actions = node(
      identity.child(IdentityKind.content, 870),
      .hStack(alignment: .center, spacing: 0, children: actionNodes), label: "SwipeActions")
    actions = node(
      identity.child(IdentityKind.modifier, 870),
      .modified(actions, .frame(width: abs(offset), height: nil, alignment: .center)), label: "SwipeActions")
    let stack = node(
      identity.child(IdentityKind.content, 880),
      .zStack(
        alignment: Alignment(horizontal: offset < 0 ? .trailing : .leading, vertical: .center),
        children: [actions, row]),
      label: "Row")
    return (node(rowIdentity, .modified(stack, .clipShape(.rectangle, evenOdd: false)), label: "Row"), traits)
  }

  /// `onDelete`'s action for the element at `offset`, as a swipe action's.
  private func deleteAction(_ onDelete: Closure, _ offset: Int) -> Closure {
    Closure(
      code: .native({ [self] _ in
        var arguments: [Value] = [.set([.int(offset)])]
        bridge.run(onDelete, &arguments)
        return .void
      }), captures: [], selfValue: nil)
  }

  /// The `swipeActions` modifiers on a row's view, by edge.
  private func swipeActions(
    of view: ViewValue, trailing: inout [AlertButton], leading: inout [AlertButton],
    allowsFullSwipe: inout Bool
  ) {
    var current = view
    while case .modifier(let inner, let key, let arguments) = current {
      if key == .`View.swipeActions(edge:allowsFullSwipe:content:)` {
        var buttons: [AlertButton] = []
        if case .view(let content)? = arguments.last { collectButtons(content, into: &buttons) }
        let isLeading: Bool =
          if case .symbol(let edge)? = arguments.first { edge.hasSuffix("leading") } else { false }
        if isLeading { leading += buttons } else { trailing += buttons }
        if case .bool(let full)? = arguments.dropFirst().first { allowsFullSwipe = full }
      }
      current = inner
    }
  }

  /// A row's content in edit mode: the red delete control before it (a tap opens the row's
  /// Delete), the move handle after it (its drag moves the row, and released puts it as many
  /// rows away as it travelled), 16 points apart.
  private func editControls(
    _ content: ViewNode, _ item: ListItem, rowID: UInt64, trailingCount: Int, state: ListState,
    changed: @escaping () -> Void
  ) -> ViewNode {
    let identity = item.identity
    var parts: [ViewNode] = []
    if item.onDelete != nil {
      var minus = filled(
        .circle, .named("red"), identity.child(IdentityKind.child, 810), label: "DeleteControl")
      minus = node(
        identity.child(IdentityKind.modifier, 810),
        .modified(
          minus,
          .frame(width: ListMetrics.editControlSize, height: ListMetrics.editControlSize, alignment: .center)),
        label: "DeleteControl")
      let bar = node(
        identity.child(IdentityKind.child, 811),
        .text(
          TextView(
            "−",
            attributes: TextAttributes(
              font: .system(size: 17, weight: .bold, design: .default), foreground: .color(.named("white"))))),
        label: "DeleteControl")
      minus = node(
        identity.child(IdentityKind.modifier, 811), .overlay(minus, overlay: bar, alignment: .center),
        label: "DeleteControl")
      let width = Double(trailingCount) * ListMetrics.actionWidth
      infos[Int(minus.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Delete control") { [state] in
          state.openRow = rowID
          state.openOffset = -width
          changed()
        })
      parts.append(minus)
    }
    parts.append(content)
    if let onMove = item.onMove, let from = item.offset {
      var handle = node(
        identity.child(IdentityKind.child, 820),
        .text(
          TextView(
            "≡",
            attributes: TextAttributes(
              font: .system(size: 22, weight: nil, design: .default), foreground: .color(.named("systemGray"))
            ))),
        label: "MoveHandle")
      handle = node(
        identity.child(IdentityKind.modifier, 821),
        .modified(handle, .contentShape(.rectangle, evenOdd: false)), label: "MoveHandle")
      let count = item.count
      let drag = DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { [state] value in
        state.movingRow = rowID
        state.moveTranslation = value.translation.height
        changed()
      }.onEnded { [self, state] value in
        state.movingRow = nil
        state.moveTranslation = 0
        let rowHeight = sizeOf(rowID)?.height ?? ListMetrics.rowMinHeight
        let steps = Int((value.translation.height / rowHeight).rounded())
        let target = min(max(from + steps, 0), max(0, count - 1))
        changed()
        guard target != from else { return }
        // SwiftUI's destination: the offset before which the row lands, in the old order.
        var arguments: [Value] = [.set([.int(from)]), .int(target > from ? target + 1 : target)]
        bridge.run(onMove, &arguments)
      }
      infos[Int(handle.tag)].attachments.append(GestureAttachment(.highPriority, drag, label: "Move handle"))
      parts.append(handle)
    }
    return node(
      identity.child(IdentityKind.content, 830),
      .hStack(alignment: .center, spacing: ListMetrics.editControlSpacing, children: parts), label: "Row")
  }

  /// The list's pan: decided by its first movement, a horizontal one on a row with actions
  /// swipes that row and any other scrolls the list (unless `scrollDisabled`); released, a
  /// swipe stays open past half its buttons' width, runs the first button past
  /// `fullSwipeFraction` of the row (if allowed), else closes, with a spring.
  private func listPan(
    _ state: ListState, position: ScrollPosition, scrollID: UInt64, scrolls: Bool, rows: [SwipeableRow],
    changed: @escaping () -> Void
  ) -> GestureAttachment {
    let drag = DragGesture(minimumDistance: 10, coordinateSpace: .global).onChanged { [self, state] value in
      if state.panRow == nil, !state.panIsScroll {
        var hit: SwipeableRow?
        if abs(value.translation.width) > abs(value.translation.height) {
          for row in rows {
            guard let frame = globalFrameOf(row.id) else { continue }
            if value.startLocation.x >= frame.minX, value.startLocation.x <= frame.maxX,
              value.startLocation.y >= frame.minY, value.startLocation.y <= frame.maxY
            {
              hit = row
            }
          }
        }
        if let hit {
          if state.openRow != hit.id {
            state.openRow = hit.id
            state.openOffset = 0
          }
          state.panRow = hit.id
          state.panStartOffset = state.openOffset
        } else {
          state.panIsScroll = true
          state.panStartScroll = position.offset
          if state.openRow != nil {
            state.openRow = nil
            state.openOffset = 0
            changed()
          }
        }
      }
      if let id = state.panRow {
        guard let row = rows.first(where: { $0.id == id }) else { return }
        var x = state.panStartOffset + value.translation.width
        if row.trailing.isEmpty { x = max(x, 0) }
        if row.leading.isEmpty { x = min(x, 0) }
        state.openOffset = x
        changed()
      } else if state.panIsScroll, scrolls {
        guard let viewport = sizeOf(scrollID), let content = contentSizeOf(scrollID) else { return }
        let y = ScrollPosition.clamp(
          state.panStartScroll.y - value.translation.height, max(0, content.height - viewport.height))
        if y != position.offset.y {
          position.offset = CGPoint(x: 0, y: y)
          fullPassNeeded = true
          invalidate()
        }
      }
    }.onEnded { [self, state] value in
      defer {
        state.panRow = nil
        state.panIsScroll = false
      }
      guard let id = state.panRow, let row = rows.first(where: { $0.id == id }) else { return }
      let width = globalFrameOf(id)?.width ?? canvasWidth
      let predicted = state.panStartOffset + value.predictedEndTranslation.width
      let buttons = predicted < 0 ? row.trailing : row.leading
      let revealed = Double(buttons.count) * ListMetrics.actionWidth
      interpreter.pendingAnimation = .spring(PresentationMetrics.spring)
      if row.allowsFullSwipe, abs(state.openOffset) > width * ListMetrics.fullSwipeFraction,
        let first = buttons.first
      {
        state.openRow = nil
        state.openOffset = 0
        changed()
        if let action = first.action {
          var arguments: [Value] = []
          bridge.run(action, &arguments)
        }
        return
      }
      if abs(predicted) > revealed / 2, !buttons.isEmpty {
        state.openOffset = predicted < 0 ? -revealed : revealed
      } else {
        state.openRow = nil
        state.openOffset = 0
      }
      changed()
    }
    var attachment = GestureAttachment(.scrollViewPan, drag, label: "List pan")
    // It begins on a vertical movement when the list scrolls, and on a mostly horizontal one
    // that starts on a row with actions (a swipe); any other movement is the content's (R12.3).
    attachment.scrollPanRule = ScrollPanRule { [self] start, translation in
      if abs(translation.width) > abs(translation.height) {
        return rows.contains { row in
          guard let frame = globalFrameOf(row.id) else { return false }
          return start.x >= frame.minX && start.x <= frame.maxX && start.y >= frame.minY
            && start.y <= frame.maxY
        }
      }
      return scrolls
    }
    return attachment
  }

  /// The rows a list's content makes: a `ForEach`, a `Group` or several views are spliced in
  /// (a modifier written on a `ForEach` or a `Group` applies to each of its rows), an `if`
  /// gives its branch's rows, and any other view (a section, a user view) is one item.
  /// `onDelete` and `onMove` on a `ForEach` are not views: each row of the `ForEach` keeps
  /// them, with the offset of the element it comes from (`claimsOffsets`: the next `ForEach`
  /// down is theirs).
  func listRows(
    _ value: ViewValue, _ identity: Identity, into rows: inout [ListItem], claimsOffsets: Bool = false
  ) {
    switch value {
    case .empty:
      return
    case .group(let views):
      for (i, v) in views.enumerated() {
        listRows(v, identity.child(IdentityKind.child, UInt64(i)), into: &rows, claimsOffsets: claimsOffsets)
      }
    case .branch(let index, let v):
      listRows(
        v, identity.child(IdentityKind.branch, UInt64(index)), into: &rows, claimsOffsets: claimsOffsets)
    case .forEach(let ids, let views):
      for (offset, (id, v)) in zip(ids, views).enumerated() {
        let start = rows.count
        listRows(
          v, identity.child(IdentityKind.element, text: interpreter.debugDescribe(id, nested: true)),
          into: &rows)
        guard claimsOffsets else { continue }
        for k in start..<rows.count {
          rows[k].offset = offset
          rows[k].count = ids.count
        }
      }
    case .primitive(let key, let arguments, let children):
      let type = ViewBindings.typeKeys[Int(key.rawValue)] ?? key
      if key == .`Group.init(subviews:transform:)` {
        // What the transform makes of the subviews, spliced in as a group's views are.
        guard let content = try? subviewsGroupContent(arguments, identity) else { return }
        listRows(content, identity.child(IdentityKind.child, 0), into: &rows, claimsOffsets: claimsOffsets)
      } else if key == .`ForEach.init(subviews:content:)` {
        guard let (ids, views) = try? subviewsForEach(arguments, identity) else { return }
        listRows(.forEach(ids: ids, views: views), identity, into: &rows, claimsOffsets: claimsOffsets)
      } else if type == .`OutlineGroup`, let outline = outlineListRows(key, arguments) {
        // An outline over a collection: a row per top-level element.
        listRows(outline, identity, into: &rows, claimsOffsets: claimsOffsets)
      } else if type == .`ForEach` {
        // An error in a row's closure is the list's to report when it resolves the rows.
        guard let expanded = try? expandForEach(arguments) else { return }
        listRows(
          .forEach(ids: expanded.ids, views: expanded.views), identity, into: &rows,
          claimsOffsets: claimsOffsets)
      } else if type == .`Group` {
        for (j, c) in flattened(children).enumerated() {
          listRows(
            c, identity.child(IdentityKind.child, UInt64(j)), into: &rows, claimsOffsets: claimsOffsets)
        }
      } else {
        rows.append(ListItem(value, identity))
      }
    case .modifier(let content, let key, let arguments)
    where key == .`DynamicViewContent.onDelete(perform:)` || key == .`DynamicViewContent.onMove(perform:)`:
      var action: Closure?
      if case .function(let f)? = arguments.first { action = f }
      if case .optional(.function(let f)?)? = arguments.first { action = f }
      let start = rows.count
      listRows(content, identity.child(IdentityKind.modifier, 0), into: &rows, claimsOffsets: true)
      let isDelete = key == .`DynamicViewContent.onDelete(perform:)`
      for k in start..<rows.count {
        if isDelete {
          rows[k].onDelete = rows[k].onDelete ?? action
        } else {
          rows[k].onMove = rows[k].onMove ?? action
        }
      }
    case .modifier(let content, let key, let arguments) where Self.isSeveralViews(content):
      var inner: [ListItem] = []
      listRows(content, identity.child(IdentityKind.modifier, 0), into: &inner, claimsOffsets: claimsOffsets)
      for var item in inner {
        item.view = .modifier(item.view, key: key, arguments: arguments)
        rows.append(item)
      }
    default:
      rows.append(ListItem(value, identity))
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
  /// and the lists draw; a list attaches its own pan, which also swipes its rows).
  func scrollContainer(_ identity: Identity, axes: Axes, content: [ViewNode], attachesPan: Bool = true)
    -> ViewNode
  {
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
    if controls.scrollDisabled || !attachesPan { return n }
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

  // MARK: Edit mode

  /// The edit mode's state, read as state (a change evaluates the reader again).
  func editModeCellValue() -> Cell {
    if let cell = editModeCell { return cell }
    let cell = Cell(.symbol("EditMode.inactive"))
    let key = ObjectIdentifier(cell)
    cell.onWrite = { [self] in
      fullPassNeeded = true
      sourceChanged(key)
      invalidate()
    }
    editModeCell = cell
    return cell
  }

  func editModeIsActive() -> Bool {
    let cell = editModeCellValue()
    interpreter.stateReads?.append(ObjectIdentifier(cell))
    if case .symbol(let s) = cell.value { return s.hasSuffix("active") && !s.hasSuffix("inactive") }
    return false
  }

  /// `\.editMode`: a binding to the canvas's edit mode.
  func editModeBinding() -> Value {
    let cell = editModeCellValue()
    let interpreter = self.interpreter
    return .optional(
      .binding(
        Binding(
          get: {
            interpreter.stateReads?.append(ObjectIdentifier(cell))
            return cell.value
          }, set: { cell.write($0) })))
  }

  /// `EditButton()`: "Edit", or "Done" in semibold while editing, in the tint; a tap toggles
  /// the edit mode.
  func resolveEditButton(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let editing = editModeIsActive()
    let cell = editModeCellValue()
    let label = node(
      call.identity.child(IdentityKind.child, 0),
      .text(
        TextView(
          editing ? "Done" : "Edit",
          attributes: TextAttributes(weight: editing ? .semibold : nil, defaultForeground: .tint))),
      label: "EditButton")
    let button = node(call.identity, .button(label: label), label: "EditButton")
    infos[Int(button.tag)].attachments.append(
      GestureAttachment.onTapGesture(count: 1, label: "EditButton") {
        cell.write(.symbol(editing ? "EditMode.inactive" : "EditMode.active"))
      })
    return button
  }

  // MARK: Context menus

  /// `contextMenu { items }`: a long press (0.5 s) on the view opens its menu over the canvas.
  func resolveContextMenu(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try marker(call)
    let id = call.identity.hash
    var items: [AlertButton] = []
    if case .view(let v) = call[0] { collectButtons(v, into: &items) }
    contextMenuItems[id] = items
    var press = GestureAttachment.onLongPressGesture(
      // Simultaneous, as UIKit's context-menu interaction runs alongside the scrolling around.
      minimumDuration: 0.5, maximumDistance: 10, kind: .simultaneous, label: "contextMenu",
      perform: { [self] in
        openContextMenus[id] = globalFrameOf(id) ?? CGRect(x: 0, y: 0, width: 0, height: 0)
        fullPassNeeded = true
        invalidate()
      }, onPressingChanged: nil)
    press.isSystemInteraction = true
    infos[Int(n.tag)].attachments.append(press)
    return n
  }

  /// The open context menus: a dim that closes them when tapped, and each menu's items in
  /// 44-point rows on a 250-point card below the view (above it when there is no room).
  func contextMenuLayers(disabling layers: inout [ViewNode]) throws(RuntimeError) -> [ViewNode] {
    guard !openContextMenus.isEmpty else { return [] }
    let identity = Identity.root.child(IdentityKind.content, 78)
    let base = passNode(
      identity.child(IdentityKind.modifier, 1), .zStack(alignment: .center, children: layers),
      label: "ContextMenu")
    layers = [
      passNode(
        identity.child(IdentityKind.modifier, 2), .modified(base, .allowsHitTesting(false)),
        label: "ContextMenu")
    ]
    var result: [ViewNode] = []
    let close: () -> Void = { [self] in
      openContextMenus = [:]
      fullPassNeeded = true
      invalidate()
    }
    result.append(
      passNode(
        identity.child(IdentityKind.child, 3),
        .color(.named("black", opacity: PresentationMetrics.alertDimming)), label: "Dimming",
        attachments: [GestureAttachment.onTapGesture(count: 1, label: "Close menu") { close() }]))
    for (k, (id, frame)) in openContextMenus.sorted(by: { $0.key < $1.key }).enumerated() {
      let items = contextMenuItems[id] ?? []
      let menuIdentity = identity.child(IdentityKind.element, UInt64(k))
      var rows: [ViewNode] = []
      for (i, item) in items.enumerated() {
        if i > 0 {
          rows.append(
            passNode(menuIdentity.child(IdentityKind.element, UInt64(500 + i)), .divider, label: "Divider"))
        }
        let color: ShapeStyle = item.role == "destructive" ? .color(.named("red")) : .color(.named("primary"))
        var row = passNode(
          menuIdentity.child(IdentityKind.child, UInt64(i)),
          .text(TextView(item.title, attributes: TextAttributes(foreground: color))), label: "MenuItem")
        row = passNode(
          menuIdentity.child(IdentityKind.modifier, UInt64(i)),
          .modified(row, .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))),
          label: "MenuItem")
        row = passNode(
          menuIdentity.child(IdentityKind.modifier, UInt64(100 + i)),
          .modified(
            row,
            .flexibleFrame(
              FlexibleFrame(
                maxWidth: .infinity, minHeight: 44, maxHeight: 44,
                alignment: Alignment(horizontal: .leading, vertical: .center)))),
          label: "MenuItem")
        let action = item.action
        let bridge = self.bridge
        row = passNode(
          menuIdentity.child(IdentityKind.modifier, UInt64(200 + i)),
          .modified(row, .contentShape(.rectangle, evenOdd: false)), label: "MenuItem",
          attachments: [
            GestureAttachment.onTapGesture(count: 1, label: "Menu item") {
              close()
              if let action {
                var arguments: [Value] = []
                bridge.run(action, &arguments)
              }
            }
          ])
        rows.append(row)
      }
      let height = Double(items.count) * 44
      var card = passNode(
        menuIdentity.child(IdentityKind.content, 1), .vStack(alignment: .leading, spacing: 0, children: rows),
        label: "ContextMenu")
      card = passNode(
        menuIdentity.child(IdentityKind.modifier, 1),
        .modified(card, .frame(width: 250, height: nil, alignment: .center)), label: "ContextMenu")
      let r = PresentationMetrics.alertCornerRadius
      let background = passNode(
        menuIdentity.child(IdentityKind.child, 2),
        .shape(
          ShapeView(
            .roundedRectangle(cornerWidth: r, cornerHeight: r, style: .continuous),
            paint: .fill(.color(.named("secondarySystemGroupedBackground")), evenOdd: false))),
        label: "ContextMenu")
      card = passNode(
        menuIdentity.child(IdentityKind.modifier, 2),
        .background(card, background: background, alignment: .center), label: "ContextMenu")
      let x = min(max(frame.minX, 16), max(16, canvasWidth - 250 - 16))
      var y = frame.maxY + 8
      if y + height > canvasHeight - 16 { y = max(16, frame.minY - 8 - height) }
      card = passNode(
        menuIdentity.child(IdentityKind.modifier, 3), .modified(card, .offset(x: x, y: y)),
        label: "ContextMenu")
      result.append(
        passNode(
          menuIdentity.child(IdentityKind.modifier, 4),
          .modified(
            card,
            .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))),
          label: "ContextMenu"))
    }
    return result
  }
}
