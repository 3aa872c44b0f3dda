import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `Picker(_:selection:content:)`: its options are the views of its content, tagged as a
  /// `TabView`'s pages are.
  ///
  /// With `.pickerStyle(.segmented)`, iOS's segmented control: the options side by side in equal
  /// segments (32 points tall, 13-point text) on a light gray rounded track, the selected one on
  /// a white raised segment; a tap on a segment selects its option. Any other style is the menu
  /// button iOS shows: the selected option in the tint with an up-down chevron; its menu does not
  /// open (menus are not modelled), so the selection changes only from code.
  func resolvePicker(_ arguments: [Value], _ children: [ViewValue], _ identity: Identity) throws(RuntimeError)
    -> ViewNode
  {
    var binding: Binding?
    for a in arguments { if case .binding(let b) = a { binding = b } }
    var options: [(view: ViewValue, tag: Value, item: ViewValue?)] = []
    // The content is the first view builder's views; a label closure gives the second.
    try collectPages(children.isEmpty ? [] : [children[0]], forEachID: nil, into: &options)
    let selected = binding.flatMap { b in options.firstIndex { valuesEqual($0.tag, b.get()) } }
    // A palette outside a menu is drawn as a segmented control (SwiftUI's documentation).
    if controls.pickerStyle == "segmented" || controls.pickerStyle == "palette" {
      return try segmentedControl(options.map { $0.view }, selected: selected, identity) { i in
        binding?.set(options[i].tag)
      }
    }
    if controls.pickerStyle == "inline" || controls.pickerStyle == "wheel" {
      return try optionList(
        options.map { $0.view }, selected: selected, wheel: controls.pickerStyle == "wheel", identity
      ) { i in binding?.set(options[i].tag) }
    }
    var label = ViewNode(id: identity.child(IdentityKind.content, 0).hash, .empty)
    if let selected { label = try resolve(options[selected].view, identity.child(IdentityKind.content, 0)) }
    let small = upDownChevron(identity.child(IdentityKind.child, 1))
    let row = node(
      identity.child(IdentityKind.content, 1),
      .hStack(alignment: .center, spacing: 4, children: [label, small]),
      label: "Picker")
    // In a list's row the picker's label is shown on the leading side, the selection trailing.
    // The label: a title, a `label` closure's view (the second view builder), or `label:`'s view.
    var labelView: ViewValue? = children.count > 1 ? children[1] : nil
    if labelView == nil, arguments.count > 2, case .view(let v) = arguments[1] { labelView = v }
    let labelled =
      controls.list?.inRow == true && !controls.labelsHidden
      && (labelView != nil || Convert.string(arguments.first ?? .void) != nil)
    let tinted = node(
      labelled ? identity.child(IdentityKind.modifier, 2) : identity,
      .modified(row, .textAttributes(TextAttributes(foreground: .tint))), label: "Picker")
    guard labelled else { return tinted }
    let title: ViewNode
    if let text = Convert.string(arguments.first ?? .void) {
      title = node(identity.child(IdentityKind.child, 3), .text(TextView(text)), label: "Text")
    } else {
      title = try resolve(labelView ?? .empty, identity.child(IdentityKind.child, 3))
    }
    return labelledRow(title, tinted, identity)
  }

  /// The menu button's up-down chevron (SF Symbols' `chevron.up.chevron.down`), drawn as two
  /// strokes in the foreground style, 9 × 14 points.
  private func upDownChevron(_ identity: Identity) -> ViewNode {
    let (w, h) = (9.0, 14.0)
    let path = PathDescription([
      .move(to: CGPoint(x: 1, y: h * 0.4)), .line(to: CGPoint(x: w / 2, y: 1.5)),
      .line(to: CGPoint(x: w - 1, y: h * 0.4)),
      .move(to: CGPoint(x: 1, y: h * 0.6)), .line(to: CGPoint(x: w / 2, y: h - 1.5)),
      .line(to: CGPoint(x: w - 1, y: h * 0.6)),
    ])
    let shape = node(
      identity,
      .shape(
        ShapeView(
          .path(path),
          paint: .stroke(
            .foreground, TactileLayout.StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round)))),
      label: "Picker")
    return node(
      identity.child(IdentityKind.modifier, 1),
      .modified(shape, .frame(width: w, height: h, alignment: .center)),
      label: "Picker")
  }

  /// `.pickerStyle(.inline)`: every option on a row of its own, the selected one with a
  /// checkmark in the tint; `.wheel`: the options in a column with the selected one on a gray
  /// band and the others in the secondary colour. A tap on an option selects it.
  private func optionList(
    _ options: [ViewValue], selected: Int?, wheel: Bool, _ identity: Identity, select: @escaping (Int) -> Void
  ) throws(RuntimeError) -> ViewNode {
    var rows: [ViewNode] = []
    for (i, option) in options.enumerated() {
      let base = identity.child(IdentityKind.element, UInt64(i))
      var row = try resolve(option, base)
      if wheel {
        if i != selected {
          row = node(
            base.child(IdentityKind.modifier, 1),
            .modified(row, .textAttributes(TextAttributes(foreground: .color(.named("secondary"))))),
            label: "Picker")
        }
        row = node(
          base.child(IdentityKind.modifier, 2),
          .modified(row, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: 32, maxHeight: 32))),
          label: "Picker")
        if i == selected {
          let band = filled(
            .roundedRectangle(cornerRadius: 8, style: .continuous), .named("tertiarySystemFill"),
            base.child(IdentityKind.child, 3), label: "Picker")
          row = node(
            base.child(IdentityKind.modifier, 4), .background(row, background: band, alignment: .center),
            label: "Picker")
        }
      } else {
        var parts = [row, node(base.child(IdentityKind.child, 5), .spacer(minLength: nil), label: "Spacer")]
        if i == selected {
          let check = try resolve(
            .primitive(key: .`Image.init(systemName:)`, arguments: [.string("checkmark")], children: []),
            base.child(IdentityKind.child, 6))
          parts.append(
            node(
              base.child(IdentityKind.modifier, 6),
              .modified(check, .textAttributes(TextAttributes(foreground: .tint))), label: "Picker"))
        }
        row = node(
          base.child(IdentityKind.content, 7), .hStack(alignment: .center, spacing: nil, children: parts),
          label: "Picker")
        row = node(
          base.child(IdentityKind.modifier, 8),
          .modified(
            row,
            .flexibleFrame(
              FlexibleFrame(minHeight: ListMetrics.rowMinHeight - 2 * ListMetrics.rowVerticalInset))),
          label: "Picker")
      }
      row = node(
        base.child(IdentityKind.modifier, 9), .modified(row, .contentShape(.rectangle, evenOdd: false)),
        label: "Picker")
      infos[Int(row.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Picker option") { select(i) })
      infos[Int(row.tag)].accessibility.traits = i == selected ? ["isButton", "isSelected"] : ["isButton"]
      rows.append(row)
    }
    return node(
      identity,
      .vStack(alignment: .leading, spacing: wheel ? 0 : ListMetrics.rowVerticalInset * 2, children: rows),
      label: "Picker")
  }

  private func segmentedControl(
    _ options: [ViewValue], selected: Int?, _ identity: Identity, select: @escaping (Int) -> Void
  ) throws(RuntimeError) -> ViewNode {
    var segments: [ViewNode] = []
    for (i, option) in options.enumerated() {
      let segmentIdentity = identity.child(IdentityKind.element, UInt64(i))
      var segment = try resolve(option, segmentIdentity)
      let style = TextAttributes(
        font: .system(size: 13, weight: i == selected ? .semibold : .medium, design: .default), lineLimit: 1)
      segment = node(
        segmentIdentity.child(IdentityKind.modifier, 1), .modified(segment, .textAttributes(style)),
        label: "Picker")
      segment = node(
        segmentIdentity.child(IdentityKind.modifier, 2),
        .modified(segment, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, minHeight: 28, maxHeight: 28))),
        label: "Picker")
      if i == selected {
        let thumb = filled(
          .roundedRectangle(cornerWidth: 7, cornerHeight: 7, style: .continuous), .named("white"),
          segmentIdentity.child(IdentityKind.child, 3), label: "Picker")
        let raised = node(
          segmentIdentity.child(IdentityKind.modifier, 4),
          .modified(thumb, .shadow(color: .named("black", opacity: 0.12), radius: 4, x: 0, y: 3)),
          label: "Picker")
        segment = node(
          segmentIdentity.child(IdentityKind.modifier, 5),
          .background(segment, background: raised, alignment: .center),
          label: "Picker")
      }
      segment = node(
        segmentIdentity.child(IdentityKind.modifier, 6),
        .modified(segment, .contentShape(.rectangle, evenOdd: false)),
        label: "Picker")
      infos[Int(segment.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Picker segment") { select(i) })
      infos[Int(segment.tag)].accessibility.traits =
        i == selected ? ["isButton", "isSelected"] : ["isButton"]
      segments.append(segment)
    }
    let row = node(
      identity.child(IdentityKind.content, 0), .hStack(alignment: .center, spacing: 0, children: segments),
      label: "Picker")
    let inset = node(
      identity.child(IdentityKind.modifier, 1),
      .modified(row, .padding(EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))),
      label: "Picker")
    let track = filled(
      .roundedRectangle(cornerWidth: 9, cornerHeight: 9, style: .continuous), .named("tertiarySystemFill"),
      identity.child(IdentityKind.child, 2), label: "Picker")
    return node(identity, .background(inset, background: track, alignment: .center), label: "Picker")
  }
}
