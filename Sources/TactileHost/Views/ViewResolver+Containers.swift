import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// The metrics of the small containers (docs/layout-behaviour.md, "Labels and containers").
enum ContainerMetrics {
  /// `GroupBox`: its content 16 points inside a rounded card, the label 8 points above it.
  static let groupBoxPadding = 16.0
  static let groupBoxCornerRadius = 8.0
  static let groupBoxSpacing = 8.0
  /// `ContentUnavailableView`: a large symbol over a bold title and a secondary description.
  static let unavailableSymbolSize = 48.0
  static let unavailableSpacing = 8.0
  /// `DisclosureGroup`'s chevron.
  static let chevronSize = 13.0
}

extension ViewResolver {
  /// `Label`: its icon and its title side by side, or one of them under `labelStyle(.iconOnly)`
  /// / `.titleOnly`.
  func resolveLabel(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    if let style = controls.customLabelStyle, let styled = try resolveStyledLabel(style, call) {
      return styled
    }
    var icon: ViewNode
    var title: ViewNode
    if call.has("title"), call.key.labels.first != "_" {
      title = try resolve(call["title"].asView(interpreter) ?? .empty, identity.child(IdentityKind.child, 1))
      icon = try resolve(call["icon"].asView(interpreter) ?? .empty, identity.child(IdentityKind.child, 0))
    } else {
      let source: ImageView.Source =
        call.has("systemImage")
        ? .systemName(Convert.string(call["systemImage"]) ?? "") : .named(Convert.string(call["image"]) ?? "")
      icon = node(identity.child(IdentityKind.child, 0), .image(ImageView(source)), label: "Image")
      title = node(
        identity.child(IdentityKind.child, 1), .text(TextView(Convert.string(call[0]) ?? "")), label: "Text")
    }
    switch controls.labelStyle {
    case "iconOnly": return node(identity, .group([icon]), label: "Label")
    case "titleOnly": return node(identity, .group([title]), label: "Label")
    default:
      return node(
        identity, .hStack(alignment: .center, spacing: nil, children: [icon, title]), label: "Label")
    }
  }

  /// A label under the program's `LabelStyle`: what its `makeBody(configuration:)` returns for
  /// the label's title and icon. The style applies to the labels inside it no longer (it would
  /// draw itself again). Nil when the style has no `makeBody`.
  private func resolveStyledLabel(_ style: Value, _ call: ViewCall) throws(RuntimeError) -> ViewNode? {
    var title: ViewValue
    var icon: ViewValue
    if call.has("title"), call.key.labels.first != "_" {
      title = call["title"].asView(interpreter) ?? .empty
      icon = call["icon"].asView(interpreter) ?? .empty
    } else {
      title = .primitive(
        key: .`Text.init(_:)`, arguments: [.string(Convert.string(call[0]) ?? "")], children: [])
      icon =
        call.has("systemImage")
        ? .primitive(
          key: .`Image.init(systemName:)`, arguments: [.string(Convert.string(call["systemImage"]) ?? "")],
          children: [])
        : .primitive(
          key: .`Image.init(_:)`, arguments: [.string(Convert.string(call["image"]) ?? "")], children: [])
    }
    let configuration = Record(
      name: "LabelStyleConfiguration", labels: ["title", "icon"], fields: [.view(title), .view(icon)])
    guard let body = try invokeMakeBody(style, configuration) else { return nil }
    let saved = controls
    controls.customLabelStyle = nil
    defer { controls = saved }
    let content = try resolve(body, call.identity.child(IdentityKind.content, 0))
    return node(call.identity, .modified(content, .marker("labelStyle")), label: "Label")
  }

  /// The view a style of the program makes: its `makeBody(configuration:)` called with
  /// `configuration`; nil when the style has none.
  func invokeMakeBody(_ style: Value, _ configuration: Record) throws(RuntimeError) -> ViewValue? {
    guard case .instance(let instance) = style else { return nil }
    let type = interpreter.program.types[instance.type]
    guard case .function(let makeBody)? = type.witnesses["makeBody(configuration:)"] else { return nil }
    var selfValue = style
    var arguments: [Value] = [.record(configuration)]
    let body = try interpreter.invoke(
      makeBody, selfValue: &selfValue, arguments: &arguments,
      at: interpreter.program.functions[makeBody].location)
    return body.asView(interpreter) ?? .empty
  }

  /// `LabeledContent`: the label on the leading side and the content (a value in the
  /// secondary colour) on the trailing side of the width offered.
  func resolveLabeledContent(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    let label = try controlLabel(call, identity.child(IdentityKind.child, 0))
    var content: ViewNode
    if call.has("value") {
      // `value:format:`: the value as the format style writes it.
      var value = Convert.string(call["value"]) ?? ""
      if call.has("format") { value = try Formatting.format(call["value"], style: call["format"], at: 0) }
      content = node(
        identity.child(IdentityKind.child, 1), .text(TextView(value)), label: "Text")
    } else {
      content = try resolve(
        call["content"].asView(interpreter) ?? .empty, identity.child(IdentityKind.child, 1))
    }
    content = node(
      identity.child(IdentityKind.modifier, 1),
      .modified(content, .textAttributes(TextAttributes(foreground: .color(.named("secondary"))))),
      label: "LabeledContent")
    return labelledRow(label, content, identity)
  }

  /// `GroupBox`: its label (bold) over its content, inside a rounded card of the secondary
  /// background.
  func resolveGroupBox(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    var parts: [ViewNode] = []
    var label: ViewNode?
    if call.key.labels.first == "_", let title = Convert.string(call[0]) {
      label = node(identity.child(IdentityKind.child, 0), .text(TextView(title)), label: "Text")
    } else if let v = call["label"].asView(interpreter) {
      label = try resolve(v, identity.child(IdentityKind.child, 0))
    }
    if let label {
      parts.append(
        node(
          identity.child(IdentityKind.modifier, 0),
          .modified(label, .textAttributes(TextAttributes(font: .textStyle(.headline)))), label: "GroupBox"))
    }
    parts.append(
      try resolve(call["content"].asView(interpreter) ?? .empty, identity.child(IdentityKind.child, 1)))
    let stack = node(
      identity.child(IdentityKind.content, 2),
      .vStack(alignment: .leading, spacing: ContainerMetrics.groupBoxSpacing, children: parts),
      label: "GroupBox")
    let wide = node(
      identity.child(IdentityKind.modifier, 2),
      .modified(stack, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
      label: "GroupBox")
    let padded = node(
      identity.child(IdentityKind.modifier, 3),
      .modified(wide, .padding(EdgeInsets(all: ContainerMetrics.groupBoxPadding))),
      label: "GroupBox")
    let card = filled(
      .roundedRectangle(cornerRadius: ContainerMetrics.groupBoxCornerRadius, style: .continuous),
      .named("secondarySystemBackground"), identity.child(IdentityKind.child, 4), label: "GroupBox")
    return node(identity, .background(padded, background: card, alignment: .center), label: "GroupBox")
  }

  /// `DisclosureGroup`: its label and a chevron in the tint (pointing right when collapsed,
  /// down when expanded), then its content when expanded. A tap on the label row expands or
  /// collapses it: through `isExpanded:` when bound, else by the group's own state.
  func resolveDisclosureGroup(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    var binding: Binding?
    if case .binding(let b) = call["isExpanded"] { binding = b }
    let label = try controlLabel(call, call.identity.child(IdentityKind.child, 0))
    return try disclosure(call.identity, binding: binding, label: label) {
      call["content"].asView(interpreter)
    }
  }

  /// A disclosure group's header row (`label` and a chevron, which a tap on the row turns)
  /// over `content` while it is expanded; `binding` holds the state, or the resolver does.
  func disclosure(
    _ identity: Identity, binding: Binding?, label: ViewNode, content: () -> ViewValue?
  ) throws(RuntimeError) -> ViewNode {
    let id = identity.hash
    let expanded = binding.map { Convert.bool($0.get()) ?? false } ?? expandedGroups[id] ?? false
    let tinted = chevron(down: expanded, identity.child(IdentityKind.child, 1))
    var header = labelledRow(label, tinted, identity.child(IdentityKind.content, 2))
    header = node(
      identity.child(IdentityKind.modifier, 2), .modified(header, .contentShape(.rectangle, evenOdd: false)),
      label: "DisclosureGroup")
    let owner = current
    infos[Int(header.tag)].attachments.append(
      GestureAttachment.onTapGesture(count: 1, label: "DisclosureGroup") { [self] in
        if let binding {
          binding.set(.bool(!expanded))
        } else {
          expandedGroups[id] = !expanded
          owner?.isDirty = true
          fullPassNeeded = true
          invalidate()
        }
      })
    infos[Int(header.tag)].accessibility.traits = ["isButton"]
    var parts = [header]
    if expanded, let content = content() {
      parts.append(try resolve(content, identity.child(IdentityKind.child, 3)))
    }
    return node(
      identity, .vStack(alignment: .leading, spacing: nil, children: parts), label: "DisclosureGroup")
  }

  /// A chevron in the tint, drawn as two strokes: pointing right, or down.
  func chevron(down: Bool, _ identity: Identity) -> ViewNode {
    let size = ContainerMetrics.chevronSize
    let points: [CGPoint] =
      down
      ? [
        CGPoint(x: size * 0.2, y: size * 0.35), CGPoint(x: size * 0.5, y: size * 0.65),
        CGPoint(x: size * 0.8, y: size * 0.35),
      ]
      : [
        CGPoint(x: size * 0.35, y: size * 0.2), CGPoint(x: size * 0.65, y: size * 0.5),
        CGPoint(x: size * 0.35, y: size * 0.8),
      ]
    let path = PathDescription([.move(to: points[0]), .line(to: points[1]), .line(to: points[2])])
    let shape = node(
      identity,
      .shape(
        ShapeView(
          .path(path),
          paint: .stroke(.tint, TactileLayout.StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)))),
      label: "Chevron")
    return node(
      identity.child(IdentityKind.modifier, 1),
      .modified(shape, .frame(width: size, height: size, alignment: .center)),
      label: "Chevron")
  }

  /// `Menu`: its label drawn as a button in the tint (a title, or the view its `label` closure
  /// made). `primaryAction` runs on a tap; the menu itself does not open (a stand-in).
  func resolveMenu(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    var label = try controlLabel(call, identity.child(IdentityKind.child, 0))
    label = node(
      identity.child(IdentityKind.modifier, 1),
      .modified(label, .textAttributes(TextAttributes(defaultForeground: .tint))),
      label: "Menu")
    let menu = node(identity, .button(label: label), label: "Menu")
    if case .function(let action) = call["primaryAction"] {
      let bridge = self.bridge
      infos[Int(menu.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Menu") {
          var args: [Value] = []
          bridge.run(action, &args)
        })
    }
    infos[Int(menu.tag)].accessibility.traits = ["isButton"]
    return menu
  }

  /// `ContentUnavailableView`: a large secondary symbol over a bold title, a secondary
  /// description and the actions, centred in all the space offered. `.search` says that no
  /// results were found (for the text searched, with `search(text:)`).
  func resolveContentUnavailable(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    var symbol = ""
    var title: ViewNode?
    var description: ViewValue?
    if call.key == .`ContentUnavailableView.search` || call.key == .`ContentUnavailableView.search(text:)` {
      symbol = "magnifyingglass"
      let searched = Convert.string(call[0]).map { "No Results for “\($0)”" } ?? "No Results"
      title = node(identity.child(IdentityKind.child, 1), .text(TextView(searched)), label: "Text")
      description = .primitive(
        key: .`Text.init(_:)`, arguments: [.string("Check the spelling or try a new search.")], children: [])
    } else if call.key.labels.first == "_" {
      symbol = Convert.string(call["systemImage"]) ?? ""
      title = node(
        identity.child(IdentityKind.child, 1), .text(TextView(Convert.string(call[0]) ?? "")), label: "Text")
      description = unwrapped(call["description"]).asView(interpreter)
    } else {
      title = try resolve(call["label"].asView(interpreter) ?? .empty, identity.child(IdentityKind.child, 1))
      description = call["description"].asView(interpreter)
    }
    var parts: [ViewNode] = []
    if !symbol.isEmpty {
      let image = node(
        identity.child(IdentityKind.child, 0), .image(ImageView(.systemName(symbol))), label: "Image")
      parts.append(
        node(
          identity.child(IdentityKind.modifier, 0),
          .modified(
            image,
            .textAttributes(
              TextAttributes(
                font: .system(size: ContainerMetrics.unavailableSymbolSize, weight: nil, design: .default),
                foreground: .color(.named("secondary"))))),
          label: "ContentUnavailableView"))
    }
    if let title {
      parts.append(
        node(
          identity.child(IdentityKind.modifier, 1),
          .modified(title, .textAttributes(TextAttributes(font: .textStyle(.title2), weight: .bold))),
          label: "ContentUnavailableView"))
    }
    if let description {
      let d = try resolve(description, identity.child(IdentityKind.child, 2))
      parts.append(
        node(
          identity.child(IdentityKind.modifier, 2),
          .modified(
            d, .textAttributes(TextAttributes(alignment: .center, foreground: .color(.named("secondary"))))),
          label: "ContentUnavailableView"))
    }
    if let actions = call["actions"].asView(interpreter) {
      parts.append(try resolve(actions, identity.child(IdentityKind.child, 3)))
    }
    let stack = node(
      identity.child(IdentityKind.content, 4),
      .vStack(alignment: .center, spacing: ContainerMetrics.unavailableSpacing, children: parts),
      label: "ContentUnavailableView")
    return node(
      identity,
      .modified(
        stack, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center))),
      label: "ContentUnavailableView")
  }

  /// `Grid`: its `GridRow`s' cells in columns as wide as their widest cell and rows as tall as
  /// their tallest, `horizontalSpacing` and `verticalSpacing` apart (8 by default), each cell
  /// placed in its slot by the grid's alignment. A view between rows is a row of its own, in
  /// the first column (SwiftUI spans it across the grid; not modelled).
  func resolveGrid(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    var items: [ListItem] = []
    for (j, c) in flattened(call.children).enumerated() {
      listRows(c, identity.child(IdentityKind.child, UInt64(j)), into: &items)
    }
    var rows: [[ViewNode]] = []
    for item in items {
      var row: [ViewNode] = []
      if case .primitive(let key, _, let children) = item.view,
        (ViewBindings.typeKeys[Int(key.rawValue)] ?? key) == .`GridRow`
      {
        var cells: [ListItem] = []
        for (j, c) in flattened(children).enumerated() {
          listRows(c, item.identity.child(IdentityKind.child, UInt64(j)), into: &cells)
        }
        for cell in cells { row.append(try resolve(cell.view, cell.identity)) }
      } else {
        row.append(try resolve(item.view, item.identity))
      }
      rows.append(row)
    }
    let columns = max(1, rows.map { $0.count }.max() ?? 1)
    var cells: [ViewNode] = []
    for (r, row) in rows.enumerated() {
      cells += row
      // A short row's missing cells hold their columns' places (an empty view would be
      // dropped from the grid's children).
      for k in row.count..<columns {
        let filler = identity.child(IdentityKind.element, UInt64(r * columns + k))
        let empty = node(filler, .empty, label: "Grid")
        cells.append(
          node(
            filler.child(IdentityKind.modifier, 1),
            .modified(empty, .frame(width: 0, height: 0, alignment: .center)),
            label: "Grid"))
      }
    }
    let alignment = call.has("alignment") ? self.alignment(call["alignment"]) : .center
    let tracks = Array(
      repeating: GridTrack(.fit, spacing: Convert.double(call["horizontalSpacing"]), alignment: alignment),
      count: columns)
    let spec = GridSpec(
      axis: .vertical, tracks: tracks, alignment: alignment, spacing: Convert.double(call["verticalSpacing"]))
    return node(identity, .grid(spec, children: cells), label: "Grid")
  }

  /// `ControlGroup`: its controls side by side in equal parts of a rounded gray track, as iOS
  /// draws a group of buttons.
  func resolveControlGroup(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    var parts: [ViewNode] = []
    for (j, child) in flattened(call.children).enumerated() {
      let c = try resolve(child, identity.child(IdentityKind.child, UInt64(j)))
      let padded = node(
        identity.child(IdentityKind.modifier, UInt64(100 + j)),
        .modified(c, .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))),
        label: "ControlGroup")
      parts.append(
        node(
          identity.child(IdentityKind.modifier, UInt64(200 + j)),
          .modified(padded, .flexibleFrame(FlexibleFrame(maxWidth: .infinity))), label: "ControlGroup"))
    }
    let row = node(
      identity.child(IdentityKind.content, 0), .hStack(alignment: .center, spacing: 0, children: parts),
      label: "ControlGroup")
    let track = filled(
      .roundedRectangle(cornerRadius: 8, style: .continuous), .named("tertiarySystemFill"),
      identity.child(IdentityKind.content, 1), label: "ControlGroup")
    return node(identity, .background(row, background: track, alignment: .center), label: "ControlGroup")
  }
}
