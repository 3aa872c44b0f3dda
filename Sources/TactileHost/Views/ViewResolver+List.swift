import TactileAnimation
import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// What a `List` remembers between passes: its scroll position, the row swiped open, the pan
/// in flight and a row being moved.
final class ListState {
  let scroll = ScrollPosition()
  /// The row swiped open (its identity) and how far (negative: trailing actions shown).
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
}

/// A row of a list: its view, where it comes from, and its actions.
struct ListRow {
  var view: ViewValue
  var identity: Identity
  /// The `ForEach` it comes from (its `onDelete`/`onMove`) and its offset there.
  var offset: Int
  var onDelete: Closure?
  var onMove: Closure?
  /// `swipeActions` on the row, by edge.
  var trailing: [AlertButton] = []
  var leading: [AlertButton] = []
  var allowsFullSwipe = true
}

/// iOS's list metrics (UIKit's inset-grouped table view on an iPhone; docs/layout-behaviour.md).
enum ListMetrics {
  static let rowHeight = 44.0
  /// The row's content inset from its card's edges, and the card's from the list's.
  static let rowPadding = 16.0
  static let cardInset = 16.0
  static let cardCornerRadius = 10.0
  /// The space above the first card.
  static let topInset = 20.0
  static let verticalPadding = 11.0
  /// A swipe action button's width.
  static let actionWidth = 74.0
  /// A swipe past this fraction of the row's width runs the first action (a full swipe).
  static let fullSwipeFraction = 0.6
  /// The delete and move controls of edit mode.
  static let editControlSize = 22.0
}

extension ViewResolver {
  /// `List { rows }`, `List(data) { row }`: one row per view of the content (a `ForEach` gives
  /// one per element), on the inset-grouped look of iOS (white rounded cards on the grouped
  /// background) or, with `listStyle(.plain)`, full-width rows on the system background;
  /// rows at least 44 points tall, separated by hairlines; scrolled by a vertical pan. A
  /// horizontal pan on a row with `swipeActions` or `onDelete` reveals its buttons, a full
  /// swipe runs the first; in edit mode (`EditButton`) rows show delete and move controls.
  func resolveList(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    var content = flattened(call.children)
    // `List(data) { row }`: the row closure over the data, as a `ForEach` does.
    if case .function = call.arguments.last, call.arguments.count >= 2 {
      if let (ids, views) = try expandForEach(call.arguments) {
        content = [.forEach(ids: ids, views: views)]
      }
    }
    var rows: [ListRow] = []
    collectRows(content, identity.child(IdentityKind.content, 1), onDelete: nil, onMove: nil, into: &rows)
    let state = listStates[identity.hash] ?? ListState()
    listStates[identity.hash] = state
    let style = controls.listStyle ?? "insetGrouped"
    let grouped = style != "plain" && style != "inset" && style != "sidebar"
    let inset = style == "insetGrouped" || style == "automatic" || style == "sidebar" || style == "inset"
    let editing = editModeIsActive()
    let owner = current
    let changed: () -> Void = { [self] in
      owner?.isDirty = true
      fullPassNeeded = true
      invalidate()
    }
    let saved = controls
    defer { controls = saved }
    controls.inListRow = true
    var nodes: [ViewNode] = []
    var rowIDs: [(id: UInt64, row: Int)] = []
    for (i, row) in rows.enumerated() {
      if i > 0 {
        var line = node(row.identity.child(IdentityKind.child, 900), .divider, label: "Separator")
        line = node(
          row.identity.child(IdentityKind.modifier, 900),
          .modified(
            line, .padding(EdgeInsets(top: 0, leading: ListMetrics.rowPadding, bottom: 0, trailing: 0))),
          label: "Separator")
        nodes.append(line)
      }
      let rowNode = try listRow(row, index: i, rows: rows, state: state, editing: editing, changed: changed)
      rowIDs.append((rowNode.id, i))
      nodes.append(rowNode)
    }
    var stack = node(
      identity.child(IdentityKind.content, 2), .vStack(alignment: .leading, spacing: 0, children: nodes),
      label: "List")
    if inset {
      let r = ListMetrics.cardCornerRadius
      let card = node(
        identity.child(IdentityKind.child, 3),
        .shape(
          ShapeView(
            .roundedRectangle(cornerWidth: r, cornerHeight: r, style: .continuous),
            paint: .fill(.color(.named("secondarySystemGroupedBackground")), evenOdd: false))), label: "List")
      stack = node(
        identity.child(IdentityKind.modifier, 3), .background(stack, background: card, alignment: .center),
        label: "List")
      stack = node(
        identity.child(IdentityKind.modifier, 4),
        .modified(
          stack,
          .clipShape(.roundedRectangle(cornerWidth: r, cornerHeight: r, style: .continuous), evenOdd: false)),
        label: "List")
    }
    let side = inset ? ListMetrics.cardInset : 0
    stack = node(
      identity.child(IdentityKind.modifier, 5),
      .modified(
        stack,
        .padding(
          EdgeInsets(
            top: grouped ? ListMetrics.topInset : 0, leading: side,
            bottom: grouped ? ListMetrics.topInset : 0, trailing: side))),
      label: "List")
    stack = node(
      identity.child(IdentityKind.modifier, 6),
      .modified(
        stack,
        .flexibleFrame(
          FlexibleFrame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .top)))),
      label: "List")
    let scroll = node(
      identity.child(IdentityKind.content, 7),
      .scrollView(
        axes: Axes(horizontal: false, vertical: true), contentOffset: state.scroll.offset, content: stack),
      label: "List")
    scrollPositions[scroll.id] = state.scroll
    let background = node(
      identity.child(IdentityKind.child, 8),
      .color(.named(grouped ? "systemGroupedBackground" : "systemBackground")), label: "List")
    let list = node(identity, .background(scroll, background: background, alignment: .center), label: "List")
    if grouped { infos[Int(list.tag)].screenPreference = .barBackground("systemGroupedBackground") }
    if !controls.scrollDisabled || rows.contains(where: { !$0.trailing.isEmpty || !$0.leading.isEmpty }) {
      infos[Int(scroll.tag)].attachments.append(
        listPan(state, scrollID: scroll.id, rows: rows, rowIDs: rowIDs, changed: changed))
    }
    return list
  }

  /// The rows of a list's content: views, `ForEach` elements (with the `ForEach`'s `onDelete`
  /// and `onMove`), through groups and branches.
  func collectRows(
    _ views: [ViewValue], _ identity: Identity, onDelete: Closure?, onMove: Closure?,
    into rows: inout [ListRow]
  ) {
    for (i, v) in views.enumerated() {
      let childIdentity = identity.child(IdentityKind.child, UInt64(i))
      switch v {
      case .group(let inner):
        collectRows(inner, childIdentity, onDelete: onDelete, onMove: onMove, into: &rows)
      case .branch(let b, let inner):
        collectRows(
          [inner], identity.child(IdentityKind.branch, UInt64(b)), onDelete: onDelete, onMove: onMove,
          into: &rows)
      case .empty: continue
      case .forEach(let ids, let inner):
        for (offset, (id, view)) in zip(ids, inner).enumerated() {
          var row = ListRow(
            view: view,
            identity: childIdentity.child(
              IdentityKind.element, text: interpreter.debugDescribe(id, nested: true)),
            offset: offset, onDelete: onDelete, onMove: onMove)
          swipeActions(of: view, into: &row)
          rows.append(row)
        }
      case .primitive(let key, let arguments, _) where key.owner == "ForEach":
        if let (ids, inner) = try? expandForEach(arguments) {
          collectRows(
            [.forEach(ids: ids, views: inner)], identity, onDelete: onDelete, onMove: onMove, into: &rows)
        }
      case .modifier(let inner, let key, let arguments)
      where key == .`DynamicViewContent.onDelete(perform:)` || key == .`DynamicViewContent.onMove(perform:)`:
        var action: Closure?
        if case .function(let f)? = arguments.first { action = f }
        if case .optional(.function(let f)?)? = arguments.first { action = f }
        let isDelete = key == .`DynamicViewContent.onDelete(perform:)`
        collectRows(
          [inner], identity, onDelete: isDelete ? action : onDelete, onMove: isDelete ? onMove : action,
          into: &rows)
      default:
        var row = ListRow(view: v, identity: childIdentity, offset: rows.count, onDelete: nil, onMove: nil)
        swipeActions(of: v, into: &row)
        rows.append(row)
      }
    }
  }

  /// The `swipeActions` modifiers on a row's view.
  private func swipeActions(of view: ViewValue, into row: inout ListRow) {
    var current = view
    while case .modifier(let inner, let key, let arguments) = current {
      if key == .`View.swipeActions(edge:allowsFullSwipe:content:)` {
        var buttons: [AlertButton] = []
        if case .view(let content)? = arguments.last { collectButtons(content, into: &buttons) }
        let leading: Bool =
          if case .symbol(let edge)? = arguments.first { edge.hasSuffix("leading") } else { false }
        if leading { row.leading += buttons } else { row.trailing += buttons }
        if case .bool(let full)? = arguments.dropFirst().first { row.allowsFullSwipe = full }
      }
      current = inner
    }
  }

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

  /// One row: its content padded to at least 44 points on the card's colour, moved by its
  /// swipe over the action buttons behind it; in edit mode with the delete and move controls.
  private func listRow(
    _ row: ListRow, index: Int, rows: [ListRow], state: ListState, editing: Bool,
    changed: @escaping () -> Void
  ) throws(RuntimeError) -> ViewNode {
    let identity = row.identity
    var content = try resolve(row.view, identity.child(IdentityKind.content, 1))
    content = node(
      identity.child(IdentityKind.modifier, 800),
      .modified(
        content,
        .padding(
          EdgeInsets(
            top: ListMetrics.verticalPadding, leading: ListMetrics.rowPadding,
            bottom: ListMetrics.verticalPadding,
            trailing: ListMetrics.rowPadding))), label: label(of: content))
    content = node(
      identity.child(IdentityKind.modifier, 801),
      .modified(
        content,
        .flexibleFrame(
          FlexibleFrame(
            maxWidth: .infinity, minHeight: ListMetrics.rowHeight,
            alignment: Alignment(horizontal: .leading, vertical: .center)))),
      label: label(of: content))
    var trailing = row.trailing
    if trailing.isEmpty, let onDelete = row.onDelete {
      let offset = row.offset
      let deleteAction = Closure(
        code: .native({ [self] _ in
          var arguments: [Value] = [.set([.int(offset)])]
          bridge.run(onDelete, &arguments)
          return .void
        }), captures: [], selfValue: nil)
      trailing = [AlertButton(title: "Delete", role: "destructive", action: deleteAction)]
    }
    if editing {
      var controlsRow: [ViewNode] = []
      if row.onDelete != nil {
        var minus = node(
          identity.child(IdentityKind.child, 810),
          .shape(ShapeView(.circle, paint: .fill(.color(.named("red")), evenOdd: false))),
          label: "DeleteControl")
        minus = node(
          identity.child(IdentityKind.modifier, 810),
          .modified(
            minus,
            .frame(
              width: ListMetrics.editControlSize, height: ListMetrics.editControlSize, alignment: .center)),
          label: "DeleteControl")
        let bar = node(
          identity.child(IdentityKind.child, 811),
          .text(
            TextView(
              "−",
              attributes: TextAttributes(
                font: .system(size: 17, weight: .bold, design: .default), foreground: .color(.named("white")))
            )),
          label: "DeleteControl")
        minus = node(
          identity.child(IdentityKind.modifier, 811), .overlay(minus, overlay: bar, alignment: .center),
          label: "DeleteControl")
        let width = Double(trailing.count) * ListMetrics.actionWidth
        infos[Int(minus.tag)].attachments.append(
          GestureAttachment.onTapGesture(count: 1, label: "Delete control") { [state] in
            state.openRow = identity.hash
            state.openOffset = -width
            changed()
          })
        minus = node(
          identity.child(IdentityKind.modifier, 812),
          .modified(
            minus, .padding(EdgeInsets(top: 0, leading: ListMetrics.rowPadding, bottom: 0, trailing: 0))),
          label: "DeleteControl")
        controlsRow.append(minus)
      }
      controlsRow.append(content)
      if let onMove = row.onMove {
        var handle = node(
          identity.child(IdentityKind.child, 820),
          .text(
            TextView(
              "≡",
              attributes: TextAttributes(
                font: .system(size: 22, weight: nil, design: .default),
                foreground: .color(.named("systemGray"))))),
          label: "MoveHandle")
        handle = node(
          identity.child(IdentityKind.modifier, 820),
          .modified(
            handle, .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: ListMetrics.rowPadding))),
          label: "MoveHandle")
        handle = node(
          identity.child(IdentityKind.modifier, 821),
          .modified(handle, .contentShape(.rectangle, evenOdd: false)), label: "MoveHandle")
        let from = row.offset
        let id = identity.hash
        let drag = DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { [state] value in
          state.movingRow = id
          state.moveTranslation = value.translation.height
          changed()
        }.onEnded { [self, state] value in
          state.movingRow = nil
          state.moveTranslation = 0
          let rowHeight = sizeOf(id)?.height ?? ListMetrics.rowHeight
          let steps = Int((value.translation.height / rowHeight).rounded())
          let target = min(max(from + steps, 0), rows.count - 1)
          changed()
          guard target != from else { return }
          // SwiftUI's destination: the offset before which the row lands, in the old order.
          var arguments: [Value] = [.set([.int(from)]), .int(target > from ? target + 1 : target)]
          bridge.run(onMove, &arguments)
        }
        infos[Int(handle.tag)].attachments.append(
          GestureAttachment(.highPriority, drag, label: "Move handle"))
        controlsRow.append(handle)
      }
      content = node(
        identity.child(IdentityKind.content, 830),
        .hStack(alignment: .center, spacing: 0, children: controlsRow), label: "ListRow")
    }
    let rowBackground = node(
      identity.child(IdentityKind.child, 840), .color(.named("secondarySystemGroupedBackground")),
      label: "ListRow")
    content = node(
      identity.child(IdentityKind.modifier, 840),
      .background(content, background: rowBackground, alignment: .center), label: "ListRow")
    let offset = state.openRow == identity.hash ? state.openOffset : 0
    if state.movingRow == identity.hash {
      content = node(
        identity.child(IdentityKind.modifier, 850),
        .modified(content, .offset(x: 0, y: state.moveTranslation)), label: "ListRow")
    }
    guard offset != 0 else {
      return node(identity, .modified(content, .contentShape(.rectangle, evenOdd: false)), label: "ListRow")
    }
    content = node(
      identity.child(IdentityKind.modifier, 851), .modified(content, .offset(x: offset, y: 0)),
      label: "ListRow")
    let buttons = offset < 0 ? trailing : row.leading
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
        children: [actions, content]),
      label: "ListRow")
    return node(identity, .modified(stack, .clipShape(.rectangle, evenOdd: false)), label: "ListRow")
  }

  /// The list's pan: decided by its first movement, a vertical one scrolls the list and a
  /// horizontal one on a row with actions swipes that row; released, a swipe stays open past
  /// half its buttons' width, runs the first button past `fullSwipeFraction` of the row
  /// (if allowed), else closes, with a spring.
  private func listPan(
    _ state: ListState, scrollID: UInt64, rows: [ListRow], rowIDs: [(id: UInt64, row: Int)],
    changed: @escaping () -> Void
  ) -> GestureAttachment {
    let drag = DragGesture(minimumDistance: 10, coordinateSpace: .global).onChanged { [self, state] value in
      if state.panRow == nil, !state.panIsScroll {
        let horizontal = abs(value.translation.width) > abs(value.translation.height)
        var hit: (id: UInt64, row: Int)?
        if horizontal {
          for entry in rowIDs {
            guard let frame = globalFrameOf(entry.id) else { continue }
            if value.startLocation.x >= frame.minX, value.startLocation.x <= frame.maxX,
              value.startLocation.y >= frame.minY, value.startLocation.y <= frame.maxY
            {
              hit = entry
            }
          }
        }
        if let hit, let row = rows.indices.contains(hit.row) ? rows[hit.row] : nil,
          !row.trailing.isEmpty || !row.leading.isEmpty || row.onDelete != nil
        {
          if state.openRow != hit.id {
            state.openRow = hit.id
            state.openOffset = 0
          }
          state.panRow = hit.id
          state.panStartOffset = state.openOffset
        } else {
          state.panIsScroll = true
          state.panStartScroll = state.scroll.offset
          if state.openRow != nil {
            state.openRow = nil
            state.openOffset = 0
            changed()
          }
        }
      }
      if let id = state.panRow {
        guard let entry = rowIDs.first(where: { $0.id == id }) else { return }
        let row = rows[entry.row]
        var x = state.panStartOffset + value.translation.width
        if row.trailing.isEmpty && row.onDelete == nil { x = max(x, 0) }
        if row.leading.isEmpty { x = min(x, 0) }
        state.openOffset = x
        changed()
      } else if state.panIsScroll {
        guard let viewport = sizeOf(scrollID), let content = contentSizeOf(scrollID) else { return }
        let y = ScrollPosition.clamp(
          state.panStartScroll.y - value.translation.height, max(0, content.height - viewport.height))
        if y != state.scroll.offset.y {
          state.scroll.offset = CGPoint(x: 0, y: y)
          fullPassNeeded = true
          invalidate()
        }
      }
    }.onEnded { [self, state] value in
      defer {
        state.panRow = nil
        state.panIsScroll = false
      }
      guard let id = state.panRow, let entry = rowIDs.first(where: { $0.id == id }) else { return }
      let row = rows[entry.row]
      let width = globalFrameOf(id)?.width ?? canvasWidth
      let predicted = state.panStartOffset + value.predictedEndTranslation.width
      let buttons =
        predicted < 0
        ? (row.trailing.isEmpty ? (row.onDelete != nil ? 1 : 0) : row.trailing.count) : row.leading.count
      let revealed = Double(buttons) * ListMetrics.actionWidth
      interpreter.pendingAnimation = .spring(PresentationMetrics.spring)
      if row.allowsFullSwipe, abs(state.openOffset) > width * ListMetrics.fullSwipeFraction, buttons > 0 {
        state.openRow = nil
        state.openOffset = 0
        changed()
        if predicted < 0 {
          if let first = row.trailing.first {
            if let action = first.action {
              var arguments: [Value] = []
              bridge.run(action, &arguments)
            }
          } else if let onDelete = row.onDelete {
            var arguments: [Value] = [.set([.int(row.offset)])]
            bridge.run(onDelete, &arguments)
          }
        } else if let action = row.leading.first?.action {
          var arguments: [Value] = []
          bridge.run(action, &arguments)
        }
        return
      }
      if abs(predicted) > revealed / 2, buttons > 0 {
        state.openOffset = predicted < 0 ? -revealed : revealed
      } else {
        state.openRow = nil
        state.openOffset = 0
      }
      changed()
    }
    return GestureAttachment(.scrollViewPan, drag, label: "List pan")
  }

  // MARK: Context menus

  /// `contextMenu { items }`: a long press (0.5 s) on the view opens its menu over the canvas.
  func resolveContextMenu(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let n = try marker(call)
    let id = call.identity.hash
    var items: [AlertButton] = []
    if case .view(let v) = call[0] { collectButtons(v, into: &items) }
    contextMenuItems[id] = items
    infos[Int(n.tag)].attachments.append(
      GestureAttachment.onLongPressGesture(
        // Simultaneous, as UIKit's context-menu interaction runs alongside the scrolling around.
        minimumDuration: 0.5, maximumDistance: 10, kind: .simultaneous, label: "contextMenu",
        perform: { [self] in
          openContextMenus[id] = globalFrameOf(id) ?? CGRect(x: 0, y: 0, width: 0, height: 0)
          fullPassNeeded = true
          invalidate()
        }, onPressingChanged: nil))
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
