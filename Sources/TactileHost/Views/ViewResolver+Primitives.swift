import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewResolver {
  /// `Button(action:label:)` / `Button("Title", action:)`: its label, with its own tap.
  func resolveButton(_ arguments: [Value], _ children: [ViewValue], _ identity: Identity)
    throws(RuntimeError) -> ViewNode
  {
    var label: ViewNode
    var action: Closure?
    var title: String?
    for a in arguments { if case .function(let c) = a { action = c } }
    if case .custom(let style)? = controls.buttonStyle,
      let styled = try resolveStyledButton(style, arguments, children, identity)
    {
      return styled
    }
    let prominent = controls.buttonStyle?.name == "borderedProminent"
    if let first = children.first {
      label = try resolve(first, identity.child(IdentityKind.child, 0))
    } else {
      title = arguments.first.flatMap(Convert.string)
      label = node(identity.child(IdentityKind.child, 0), .text(TextView(title ?? "")), label: "Text")
    }
    // The label's text, symbols and shapes take the tint unless a foreground style is in effect;
    // on the prominent style's filled background, white.
    // A destructive button is drawn in red where iOS shows it outside a list or menu.
    var destructive = false
    if case .symbol("ButtonRole.destructive")? = Self.buttonRole(arguments) { destructive = true }
    let labelStyle =
      prominent
      ? TextAttributes(foreground: .color(.named("white")))
      : TextAttributes(defaultForeground: destructive ? .color(.named("red")) : .tint)
    label = node(
      identity.child(IdentityKind.modifier, 1), .modified(label, .textAttributes(labelStyle)),
      label: self.label(of: label))
    if controls.buttonStyle?.name == "bordered" || prominent {
      label = borderedLabel(label, prominent: prominent, identity)
    }
    let button = node(identity, .button(label: label), label: "Button")
    if let action {
      let bridge = self.bridge
      infos[Int(button.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Button") {
          var args: [Value] = []
          bridge.run(action, &args)
        })
      describeButton(button, title: title, action: action)
    }
    return button
  }

  /// VoiceOver reads a button by its title and activates it with its default action.
  func describeButton(_ button: ViewNode, title: String?, action: Closure) {
    var accessibility = AccessibilityInfo()
    accessibility.label = title
    accessibility.labelIsImplicit = true
    accessibility.traits = ["isButton"]
    accessibility.actions = ["default"]
    accessibility.handlers = [("default", action)]
    infos[Int(button.tag)].accessibility.merge(inner: accessibility)
  }

  /// A label in the bordered button styles: padded, in front of a rounded rectangle filled
  /// with the tint at 15 % opacity, or with the tint itself for `borderedProminent`.
  /// SwiftUI does not document the metrics; 12 × 7 points of padding and a corner radius of 8
  /// approximate iOS's regular-size bordered button.
  private func borderedLabel(_ label: ViewNode, prominent: Bool, _ identity: Identity) -> ViewNode {
    let padded = node(
      identity.child(IdentityKind.modifier, 2),
      .modified(label, .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))), label: "Button")
    let shape = ShapeView(
      .roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous),
      paint: .fill(.tint, evenOdd: false))
    var background = node(identity.child(IdentityKind.modifier, 3), .shape(shape), label: "RoundedRectangle")
    if !prominent {
      background = node(
        identity.child(IdentityKind.modifier, 5), .modified(background, .opacity(0.15)),
        label: "RoundedRectangle")
    }
    return node(
      identity.child(IdentityKind.modifier, 4),
      .background(padded, background: background, alignment: .center),
      label: "Button")
  }

  /// `Toggle("Title", isOn: $flag)` / `Toggle(isOn:) { label }`: the label, and a 51×31 switch
  /// that flips the binding when tapped (as iOS's switch does; its label does not).
  func resolveToggle(
    _ arguments: [Value], _ children: [ViewValue], _ identity: Identity, isMixed: Bool = false
  )
    throws(RuntimeError) -> ViewNode
  {
    var binding: Binding?
    var title = ""
    for a in arguments {
      if case .binding(let b) = a { binding = b }
      if let s = Convert.string(a) { title = s }
    }
    let labelView: ViewValue =
      children.first ?? .primitive(key: .`Text.init(_:)`, arguments: [.string(title)], children: [])
    if case .custom(let style)? = controls.toggleStyle,
      let styled = try resolveStyledToggle(style, labelView, binding, identity, isMixed: isMixed)
    {
      return styled
    }
    let label =
      controls.labelsHidden
      ? node(identity.child(IdentityKind.child, 0), .empty, label: "EmptyView")
      : try resolve(labelView, identity.child(IdentityKind.child, 0))
    let isOn = binding.map { Convert.bool($0.get()) ?? false } ?? false
    if controls.toggleStyle?.name == "button" {
      return toggleButton(label, isOn: isOn, binding, identity)
    }
    var onColour = ShapeStyle.tintOr(.named("green"))
    if let tint = controls.toggleTint.flatMap(Convert.color) { onColour = .color(tint) }
    let track = node(
      identity.child(IdentityKind.child, 2),
      .shape(
        ShapeView(
          .capsule(style: .continuous),
          paint: .fill(isOn ? onColour : .color(.named("gray")), evenOdd: false))
      ),
      label: "Toggle")
    // The white knob, 27 points across, 2 points inside the track on the side of the value.
    let knob = filled(.circle, .named("white"), identity.child(IdentityKind.child, 4), label: "Toggle")
    let raised = node(
      identity.child(IdentityKind.modifier, 5),
      .modified(knob, .shadow(color: .named("black", opacity: 0.15), radius: 3, x: 0, y: 2)), label: "Toggle")
    let sizedKnob = node(
      identity.child(IdentityKind.modifier, 6),
      .modified(raised, .frame(width: 27, height: 27, alignment: .center)), label: "Toggle")
    let insetKnob = node(
      identity.child(IdentityKind.modifier, 7),
      .modified(sizedKnob, .padding(EdgeInsets(all: 2))), label: "Toggle")
    let switchTrack = node(
      identity.child(IdentityKind.modifier, 8),
      .overlay(
        track, overlay: insetKnob,
        alignment: Alignment(horizontal: isOn ? .trailing : .leading, vertical: .center)),
      label: "Toggle")
    let sized = node(
      identity.child(IdentityKind.modifier, 2),
      .modified(switchTrack, .frame(width: 51, height: 31, alignment: .center)),
      label: "Toggle")
    if let binding {
      infos[Int(sized.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Toggle") {
          binding.set(.bool(!(Convert.bool(binding.get()) ?? false)))
        })
    }
    infos[Int(sized.tag)].accessibility.label = title.isEmpty ? nil : title
    // VoiceOver reads a mixed toggle's value as 2 ("mixed"); iOS's switch draws it off.
    infos[Int(sized.tag)].accessibility.value = isMixed ? "2" : (isOn ? "1" : "0")
    infos[Int(sized.tag)].accessibility.traits = ["isToggle"]
    if controls.labelsHidden {
      return node(identity, .modified(sized, .marker("labelsHidden")), label: "Toggle")
    }
    // The label takes the width the switch leaves, as iOS lays it out.
    let wide = node(
      identity.child(IdentityKind.child, 1),
      .modified(label, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))),
      label: "Toggle")
    return node(
      identity, .hStack(alignment: .center, spacing: nil, children: [wide, sized]), label: "Toggle")
  }

  /// `toggleStyle(.button)`: the label as a bordered button in the tint, on a tinted rounded
  /// background when on; a tap flips the binding.
  private func toggleButton(_ label: ViewNode, isOn: Bool, _ binding: Binding?, _ identity: Identity)
    -> ViewNode
  {
    let tinted = node(
      identity.child(IdentityKind.modifier, 1),
      .modified(label, .textAttributes(TextAttributes(defaultForeground: .tint))),
      label: "Toggle")
    var body = node(
      identity.child(IdentityKind.modifier, 2),
      .modified(tinted, .padding(EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))), label: "Toggle")
    if isOn {
      let fill = node(
        identity.child(IdentityKind.child, 3),
        .shape(
          ShapeView(
            .roundedRectangle(cornerRadius: 8, style: .continuous), paint: .fill(.tint, evenOdd: false))),
        label: "Toggle")
      let faint = node(
        identity.child(IdentityKind.modifier, 3), .modified(fill, .opacity(0.15)), label: "Toggle")
      body = node(
        identity.child(IdentityKind.modifier, 4), .background(body, background: faint, alignment: .center),
        label: "Toggle")
    }
    let toggle = node(identity, .button(label: body), label: "Toggle")
    if let binding {
      infos[Int(toggle.tag)].attachments.append(
        GestureAttachment.onTapGesture(count: 1, label: "Toggle") {
          binding.set(.bool(!(Convert.bool(binding.get()) ?? false)))
        })
    }
    infos[Int(toggle.tag)].accessibility.value = isOn ? "1" : "0"
    infos[Int(toggle.tag)].accessibility.traits = ["isToggle", "isButton"]
    return toggle
  }

  /// A toggle under the user's `ToggleStyle`: what its `makeBody(configuration:)` returns for
  /// the toggle's label and binding (`configuration.isOn` reads and writes it). Nil when the
  /// style has no `makeBody`.
  private func resolveStyledToggle(
    _ style: Value, _ label: ViewValue, _ binding: Binding?, _ identity: Identity, isMixed: Bool
  )
    throws(RuntimeError) -> ViewNode?
  {
    guard case .instance(let instance) = style else { return nil }
    let type = interpreter.program.types[instance.type]
    guard case .function(let makeBody)? = type.witnesses["makeBody(configuration:)"] else { return nil }
    let isOn = binding ?? Binding(get: { .bool(false) }, set: { _ in })
    let configuration = Record(
      name: "ToggleStyleConfiguration", labels: ["label", "isOn", "isMixed"],
      fields: [.view(label), .binding(isOn), .bool(isMixed)])
    var selfValue = style
    var arguments: [Value] = [.record(configuration)]
    let body = try interpreter.invoke(
      makeBody, selfValue: &selfValue, arguments: &arguments,
      at: interpreter.program.functions[makeBody].location)
    let content = try resolve(body.asView(interpreter) ?? .empty, identity.child(IdentityKind.content, 0))
    return node(identity, .modified(content, .marker("toggleStyle")), label: "Toggle")
  }

  /// A `ForEach`'s elements' ids and views (its content closure called for each); nil when its
  /// arguments are not a collection and a closure.
  func expandForEach(_ arguments: [Value]) throws(RuntimeError) -> (ids: [Value], views: [ViewValue])? {
    guard let data = arguments.first, case .function(let content)? = arguments.last else { return nil }
    // `ForEach($items) { $item in … }`: each element is passed as a binding to it.
    var collection: Binding?
    if case .binding(let b) = data { collection = b }
    let elements = try interpreter.elementsOf(collection?.get() ?? data, at: 0)
    var keyPath: [KeyPathStepValue]?
    if arguments.count == 3, case .keyPath(let steps) = arguments[1] { keyPath = steps }
    var ids: [Value] = []
    var views: [ViewValue] = []
    for (index, element) in elements.enumerated() {
      if let keyPath {
        ids.append(try interpreter.apply(keyPath, to: element))
      } else {
        ids.append(try interpreter.identifier(of: element))
      }
      let argument = collection.map { Value.binding(Self.elementBinding($0, index)) } ?? element
      let v = try interpreter.call(content, [argument], at: 0)
      views.append(v.asView(interpreter) ?? .empty)
    }
    return (ids, views)
  }

  /// A binding to element `index` of the array `collection` is bound to.
  private static func elementBinding(_ collection: Binding, _ index: Int) -> Binding {
    Binding(
      get: {
        if case .array(let items) = collection.get(), index < items.count { return items[index] }
        return .void
      },
      set: { value in
        guard case .array(var items) = collection.get(), index < items.count else { return }
        items[index] = value
        collection.set(.array(items))
      })
  }

  /// `GeometryReader { proxy in … }`: layout calls back with the reader's geometry.
  func resolveGeometryReader(_ arguments: [Value], _ identity: Identity) throws(RuntimeError)
    -> ViewNode
  {
    guard case .function(let content)? = arguments.first else {
      return node(identity, .empty, label: "GeometryReader")
    }
    let owner = current
    let reader = GeometryReaderContent { [self] info in
      let proxy = Value.record(
        Record(
          name: "GeometryProxy", labels: ["size", "globalFrame", "namedFrames", "namedBounds"],
          fields: [
            .size(info.size.width, info.size.height),
            .rect(
              info.globalFrame.minX, info.globalFrame.minY, info.globalFrame.width, info.globalFrame.height),
            .array(
              info.namedFrames.map {
                .tuple(
                  [.string($0.name), .rect($0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height)],
                  labels: [nil, nil])
              }),
            .array(
              info.namedBounds.map {
                .tuple(
                  [
                    .string($0.name),
                    .rect($0.bounds.minX, $0.bounds.minY, $0.bounds.width, $0.bounds.height),
                  ],
                  labels: [nil, nil])
              }),
          ]))
      do throws(RuntimeError) {
        let saved = interpreter.stateReads
        interpreter.stateReads = owner == nil ? nil : []
        let result = try interpreter.call(content, [proxy], at: 0)
        if let owner, let reads = interpreter.stateReads {
          owner.sources.append(contentsOf: reads)
          remember(reads, for: owner.identity.hash)
        }
        interpreter.stateReads = saved
        return try resolveDetached(
          result.asView(interpreter) ?? .empty, identity.child(IdentityKind.content, 0), owner: owner)
      } catch {
        pendingError = pendingError ?? error
        return ViewNode(id: identity.child(IdentityKind.content, 0).hash, .empty)
      }
    }
    return node(identity, .geometryReader(reader), label: "GeometryReader")
  }
}

extension Interpreter {
  /// The value a key path reaches from `value`.
  func apply(_ steps: [KeyPathStepValue], to value: Value) throws(RuntimeError) -> Value {
    var current = value
    for step in steps {
      switch step {
      case .identity: continue
      case .field(let i): current = readWrapped(field(current, i))
      case .tupleElement(let i):
        guard case .tuple(let values, _) = current, i < values.count else {
          throw RuntimeError("the key path's tuple has no element \(i)", at: 0)
        }
        current = values[i]
      case .getter(let f):
        var selfValue = current
        var arguments: [Value] = []
        current = try invoke(f, selfValue: &selfValue, arguments: &arguments, at: 0)
      case .builtin(let key):
        guard let index = program.builtins.firstIndex(of: key), let native = natives[index] else {
          throw RuntimeError("the key path '\\.\(key)' is not supported", at: 0)
        }
        var call = NativeCall(interpreter: self, receiver: current, arguments: [], key: key, at: 0)
        current = try native(&call)
      }
    }
    return current
  }

  /// An element's identity for `ForEach` without `id:`: an `Identifiable`'s `id`, or the
  /// element itself (ranges of `Int`).
  func identifier(of element: Value) throws(RuntimeError) -> Value {
    var type: Int?
    switch element {
    case .instance(let i): type = i.type
    case .object(let o): type = o.type
    case .view(.primitive(let key, let arguments, _)) where key == .`Subview`:
      return arguments.first ?? element
    default: return element
    }
    guard let t = type else { return element }
    let info = program.types[t]
    if let i = info.properties.firstIndex(where: { $0.name == "id" }) {
      return readWrapped(field(element, i))
    }
    if let g = info.identifierGetter {
      var selfValue = element
      var arguments: [Value] = []
      return try invoke(g, selfValue: &selfValue, arguments: &arguments, at: 0)
    }
    return element
  }
}
