import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

/// The metrics of text entry (docs/layout-behaviour.md, "Text fields").
enum TextFieldMetrics {
  /// `.roundedBorder`: UIKit's rounded-rect field, 34 points tall around a body line.
  static let borderInsets = EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
  static let borderCornerRadius = 5.0
  static let borderWidth = 0.5
  /// The insertion point a focused field shows after its text.
  static let caretWidth = 2.0
  static let caretHeight = 20.0
  /// A `TextEditor`'s text from its edges (UIKit's text view insets).
  static let editorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
}

extension ViewResolver {
  /// `TextField` and `SecureField`: the bound text (a dot per character for a secure field),
  /// or the prompt (else the title) in the placeholder colour when the text is empty, on one
  /// line as wide as offered (`axis: .vertical` wraps instead). `.roundedBorder` puts it in
  /// UIKit's rounded rectangle. A tap gives the field the focus: its `@FocusState` says so and
  /// an insertion point is drawn after the text. Typing is not simulated (a stand-in).
  func resolveTextField(_ call: ViewCall, secure: Bool) throws(RuntimeError) -> ViewNode {
    if let styled = try resolveStyledTextField(call) { return styled }
    let identity = call.identity
    var binding: Binding?
    if case .binding(let b) = call["text"] { binding = b }
    var text = binding.flatMap { Convert.string($0.get()) } ?? ""
    // `value:format:`: the value as the format style writes it.
    if case .binding(let b) = call["value"] {
      text = (try? Formatting.format(b.get(), style: call["format"], at: 0)) ?? ""
    }
    var placeholder = call.key.labels.first == "_" ? Convert.string(call[0]) ?? "" : ""
    if let prompt = Self.textString(call["prompt"]) { placeholder = prompt }
    let vertical: Bool = {
      if case .symbol(let key) = call["axis"] { return key.hasSuffix("vertical") }
      if case .optional(.symbol(let key)?) = call["axis"] { return key.hasSuffix("vertical") }
      return false
    }()
    let shown = text.isEmpty ? placeholder : secure ? String(repeating: "•", count: text.count) : text
    var attributes = TextAttributes(lineLimit: vertical ? nil : 1)
    if text.isEmpty { attributes.foreground = .color(.named("placeholderText")) }
    var textNode = node(
      identity.child(IdentityKind.child, 0), .text(TextView(shown, attributes: attributes)), label: "Text")
    if text.isEmpty {
      // The prompt keeps its colour whatever foreground style is in effect.
      textNode = node(
        identity.child(IdentityKind.modifier, 1), .modified(textNode, .textAttributes(attributes)),
        label: "Text")
    }
    let focus = controls.focus
    let focused = isFocused(identity, focus)
    var line = textNode
    if focused {
      let caret = caretNode(identity.child(IdentityKind.child, 2))
      line = node(
        identity.child(IdentityKind.content, 3),
        .hStack(
          alignment: .center, spacing: 1, children: text.isEmpty ? [caret, textNode] : [textNode, caret]),
        label: "TextField")
    }
    var field = node(
      identity.child(IdentityKind.modifier, 4),
      .modified(line, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
      label: secure ? "SecureField" : "TextField")
    if controls.textFieldStyle == "roundedBorder" {
      field = roundedBorder(field, identity)
    }
    field = node(
      identity, .modified(field, .contentShape(.rectangle, evenOdd: false)),
      label: secure ? "SecureField" : "TextField")
    var editingChanged: Closure?
    if case .function(let f) = call["onEditingChanged"] { editingChanged = f }
    attachFocusTap(field, identity, focus, editingChanged: editingChanged)
    infos[Int(field.tag)].accessibility.label = placeholder.isEmpty ? nil : placeholder
    infos[Int(field.tag)].accessibility.value = secure ? nil : text
    return field
  }

  /// `TextEditor(text:)`: the bound text, wrapped, at the top leading corner of all the space
  /// offered (an editor grows like a scroll view), on the background colour. A tap focuses it.
  func resolveTextEditor(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    let identity = call.identity
    var binding: Binding?
    if case .binding(let b) = call["text"] { binding = b }
    let text = binding.flatMap { Convert.string($0.get()) } ?? ""
    var content = node(identity.child(IdentityKind.child, 0), .text(TextView(text)), label: "Text")
    let focus = controls.focus
    if isFocused(identity, focus) {
      content = node(
        identity.child(IdentityKind.content, 1),
        .hStack(
          alignment: .lastTextBaseline, spacing: 1,
          children: [content, caretNode(identity.child(IdentityKind.child, 2))]),
        label: "TextEditor")
    }
    let padded = node(
      identity.child(IdentityKind.modifier, 3), .modified(content, .padding(TextFieldMetrics.editorInsets)),
      label: "TextEditor")
    let framed = node(
      identity.child(IdentityKind.modifier, 4),
      .modified(
        padded,
        .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))),
      label: "TextEditor")
    let editor = node(
      identity, .modified(framed, .contentShape(.rectangle, evenOdd: false)), label: "TextEditor")
    attachFocusTap(editor, identity, focus, editingChanged: nil)
    infos[Int(editor.tag)].accessibility.value = text
    return editor
  }

  /// The field in UIKit's rounded-rect border: inset, on the background colour, with a thin
  /// gray outline.
  private func roundedBorder(_ field: ViewNode, _ identity: Identity) -> ViewNode {
    let padded = node(
      identity.child(IdentityKind.modifier, 5), .modified(field, .padding(TextFieldMetrics.borderInsets)),
      label: "TextField")
    let shape = ShapeKind.roundedRectangle(
      cornerRadius: TextFieldMetrics.borderCornerRadius, style: .circular)
    let fill = filled(
      shape, .named("systemBackground"), identity.child(IdentityKind.modifier, 6), label: "TextField")
    let outline = node(
      identity.child(IdentityKind.modifier, 7),
      .shape(
        ShapeView(
          shape,
          paint: .strokeBorder(
            .color(.named("opaqueSeparator")),
            TactileLayout.StrokeStyle(lineWidth: TextFieldMetrics.borderWidth)))),
      label: "TextField")
    let filled = node(
      identity.child(IdentityKind.modifier, 8), .background(padded, background: fill, alignment: .center),
      label: "TextField")
    return node(
      identity.child(IdentityKind.modifier, 9), .overlay(filled, overlay: outline, alignment: .center),
      label: "TextField")
  }

  /// The insertion point: a thin bar in the tint.
  private func caretNode(_ identity: Identity) -> ViewNode {
    let bar = node(
      identity, .shape(ShapeView(.rectangle, paint: .fill(.tint, evenOdd: false))), label: "Caret")
    return node(
      identity.child(IdentityKind.modifier, 1),
      .modified(
        bar,
        .frame(width: TextFieldMetrics.caretWidth, height: TextFieldMetrics.caretHeight, alignment: .center)),
      label: "Caret")
  }

  /// Whether the field at `identity` has the focus: what its focus state says when a
  /// `focused` modifier links it to one, else whether it was the last field tapped.
  func isFocused(_ identity: Identity, _ focus: FocusLink?) -> Bool {
    if let focus {
      focusLinks[identity.hash] = focus
      return focus.isFocused
    }
    return focusedField == identity.hash
  }

  /// A tap on a text field gives it the focus, taking it from the field that had it.
  private func attachFocusTap(
    _ field: ViewNode, _ identity: Identity, _ focus: FocusLink?, editingChanged: Closure?
  ) {
    let id = identity.hash
    let owner = current
    let bridge = self.bridge
    infos[Int(field.tag)].attachments.append(
      GestureAttachment.onTapGesture(count: 1, label: "TextField") { [self] in
        let wasFocused = focus?.isFocused ?? (focusedField == id)
        for (other, link) in focusLinks where other != id { link.resign() }
        focusedField = id
        focus?.focus()
        owner?.isDirty = true
        fullPassNeeded = true
        invalidate()
        if !wasFocused, let editingChanged {
          var args: [Value] = [.bool(true)]
          bridge.run(editingChanged, &args)
        }
      })
  }

  /// The string of a `Text` given as a value (a prompt, a description), if it is one.
  static func textString(_ value: Value) -> String? {
    switch value {
    case .optional(let inner?): return textString(inner)
    case .view(let v): return textString(v)
    default: return nil
    }
  }

  static func textString(_ view: ViewValue) -> String? {
    switch view {
    case .primitive(let key, let arguments, _):
      guard (ViewBindings.typeKeys[Int(key.rawValue)] ?? key) == .`Text`, let first = arguments.first else {
        return nil
      }
      return Convert.string(first)
    case .modifier(let content, _, _): return textString(content)
    default: return nil
    }
  }

  /// A field under `.textFieldStyle(MyStyle())`: the style's `_body(configuration:)` with the
  /// field itself as its configuration, which is drawn in the automatic style (the style does
  /// not apply to the field it is given).
  func resolveStyledTextField(_ call: ViewCall) throws(RuntimeError) -> ViewNode? {
    guard let style = controls.customTextFieldStyle, case .instance(let instance) = style else { return nil }
    let type = interpreter.program.types[instance.type]
    guard case .function(let body)? = type.witnesses["_body(configuration:)"] else { return nil }
    let saved = controls
    defer { controls = saved }
    controls.customTextFieldStyle = nil
    var selfValue = style
    var arguments: [Value] = [
      .view(.primitive(key: call.key, arguments: call.arguments, children: call.children))
    ]
    let result = try interpreter.invoke(
      body, selfValue: &selfValue, arguments: &arguments, at: interpreter.program.functions[body].location)
    return try resolve(result.asView(interpreter) ?? .empty, call.identity.child(IdentityKind.content, 0))
  }
}
