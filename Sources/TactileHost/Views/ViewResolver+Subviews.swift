import TactileInterpreter
import TactileLayout
import TactileUIIR

/// One subview of a view (iOS 18's `Subview`): the view as its content built it, the identity
/// it has there, and the container values written on it.
struct SubviewItem {
  var view: ViewValue
  var identity: Identity
  var values: [(name: String, value: Value)] = []

  /// Sets a container value. Modifiers are applied from the view outwards, so the one written
  /// furthest from the view wins, as a trait written twice does in SwiftUI.
  mutating func set(_ name: String, _ value: Value) {
    if let i = values.firstIndex(where: { $0.name == name }) {
      values[i].value = value
    } else {
      values.append((name, value))
    }
  }
}

extension ViewResolver {
  /// The subviews of `value` placed at `identity`, as `Group(subviews:)` and
  /// `ForEach(subviews:)` give them: a view builder's views, a `Group`'s and a `ForEach`'s are
  /// spliced in, an `if` gives its branch's, `EmptyView` gives none, and any other view (a
  /// user view, a stack, a text) is one subview. A modifier written on several views applies to
  /// each; `containerValue(_:_:)` sets a value on every subview inside it.
  func subviewItems(_ value: ViewValue, _ identity: Identity, into items: inout [SubviewItem])
    throws(RuntimeError)
  {
    switch value {
    case .empty:
      return
    case .group(let views):
      for (i, v) in views.enumerated() {
        try subviewItems(v, identity.child(IdentityKind.child, UInt64(i)), into: &items)
      }
    case .branch(let index, let v):
      try subviewItems(v, identity.child(IdentityKind.branch, UInt64(index)), into: &items)
    case .forEach(let ids, let views):
      for (id, v) in zip(ids, views) {
        try subviewItems(
          v, identity.child(IdentityKind.element, text: interpreter.debugDescribe(id, nested: true)),
          into: &items)
      }
    case .primitive(let key, let arguments, let children):
      let type = ViewBindings.typeKeys[Int(key.rawValue)] ?? key
      if type == .`EmptyView` { return }
      if type == .`Subview`, let inner = children.first {
        // A subview of another collection stays one subview, with its identity and values.
        var item = SubviewItem(view: inner, identity: Self.subviewIdentity(arguments.first))
        if arguments.count > 1, case .record(let r) = arguments[1] {
          for (label, field) in zip(r.labels, r.fields) { item.values.append((label, field)) }
        }
        items.append(item)
      } else if key == .`Group.init(subviews:transform:)` {
        try subviewItems(
          try subviewsGroupContent(arguments, identity), identity.child(IdentityKind.child, 0), into: &items)
      } else if key == .`ForEach.init(subviews:content:)` {
        let (ids, views) = try subviewsForEach(arguments, identity)
        try subviewItems(.forEach(ids: ids, views: views), identity, into: &items)
      } else if type == .`ForEach` {
        guard let (ids, views) = try expandForEach(arguments) else { return }
        try subviewItems(.forEach(ids: ids, views: views), identity, into: &items)
      } else if type == .`Group` {
        for (j, c) in flattened(children).enumerated() {
          try subviewItems(c, identity.child(IdentityKind.child, UInt64(j)), into: &items)
        }
      } else {
        items.append(SubviewItem(view: value, identity: identity))
      }
    case .modifier(let content, let key, let arguments):
      if Self.isSeveralViews(content) {
        var inner: [SubviewItem] = []
        try subviewItems(content, identity.child(IdentityKind.modifier, 0), into: &inner)
        for var item in inner {
          if key == .`View.containerValue(_:_:)` {
            if let name = environmentName(arguments.first ?? .void), arguments.count > 1 {
              item.set(name, arguments[1])
            }
          } else {
            item.view = .modifier(item.view, key: key, arguments: arguments)
          }
          items.append(item)
        }
      } else {
        var item = SubviewItem(view: value, identity: identity)
        collectContainerValues(value, into: &item)
        items.append(item)
      }
    case .user:
      items.append(SubviewItem(view: value, identity: identity))
    }
  }

  /// The container values written on one view, through the modifiers on it (the outermost wins).
  private func collectContainerValues(_ value: ViewValue, into item: inout SubviewItem) {
    var current = value
    var written: [(String, Value)] = []
    while case .modifier(let content, let key, let arguments) = current {
      if key == .`View.containerValue(_:_:)`, arguments.count > 1,
        let name = environmentName(arguments[0])
      {
        written.append((name, arguments[1]))
      }
      current = content
    }
    // Applied from the view outwards.
    for (name, v) in written.reversed() { item.set(name, v) }
  }

  /// A subview as the program sees it: a `Subview` view that draws the view at its identity,
  /// with its id and container values.
  func subviewValue(_ item: SubviewItem) -> Value {
    let values = Record(
      name: "ContainerValues", labels: item.values.map { $0.name }, fields: item.values.map { $0.value })
    return .view(
      .primitive(
        key: .`Subview`, arguments: [.int(Int64(bitPattern: item.identity.hash)), .record(values)],
        children: [item.view]))
  }

  static func subviewIdentity(_ id: Value?) -> Identity {
    guard case .int(let n)? = id else { return .root }
    return Identity(hash: UInt64(truncatingIfNeeded: n))
  }

  /// `Group(subviews: base) { subviews in … }`: what the transform makes of `base`'s subviews.
  func subviewsGroupContent(_ arguments: [Value], _ identity: Identity) throws(RuntimeError) -> ViewValue {
    guard arguments.count == 2, case .function(let transform) = arguments[1] else { return .empty }
    var items: [SubviewItem] = []
    try subviewItems(
      arguments[0].asView(interpreter) ?? .empty, identity.child(IdentityKind.content, 0), into: &items)
    let collection = Value.array(items.map(subviewValue))
    return try interpreter.call(transform, [collection], at: 0).asView(interpreter) ?? .empty
  }

  /// `ForEach(subviews: base) { subview in … }`: one view per subview, identified by its id.
  func subviewsForEach(_ arguments: [Value], _ identity: Identity) throws(RuntimeError)
    -> (ids: [Value], views: [ViewValue])
  {
    guard arguments.count == 2, case .function(let content) = arguments[1] else { return ([], []) }
    var items: [SubviewItem] = []
    try subviewItems(
      arguments[0].asView(interpreter) ?? .empty, identity.child(IdentityKind.content, 0), into: &items)
    var ids: [Value] = []
    var views: [ViewValue] = []
    for item in items {
      let subview = subviewValue(item)
      ids.append(.int(Int64(bitPattern: item.identity.hash)))
      views.append(try interpreter.call(content, [subview], at: 0).asView(interpreter) ?? .empty)
    }
    return (ids, views)
  }

  /// `Toggle(sources: $items, isOn: \.flag)`: one binding over every element's flag, on when
  /// all are on (and there is one), and whether some but not all are on (mixed). Setting it
  /// sets every element.
  func sourcesBinding(_ sources: Value, _ keyPath: Value) -> (binding: Binding, isMixed: Bool)? {
    guard case .binding(let collection) = sources, case .keyPath(let steps) = keyPath else { return nil }
    let interpreter = self.interpreter
    func flags() -> [Bool] {
      guard case .array(let items) = collection.get() else { return [] }
      return items.map { item in
        (try? interpreter.apply(steps, to: item)).flatMap { Convert.bool($0) } ?? false
      }
    }
    let current = flags()
    let isMixed = current.contains(true) && current.contains(false)
    let binding = Binding(
      get: {
        let all = flags()
        return .bool(!all.isEmpty && !all.contains(false))
      },
      set: { value in
        guard case .array(var items) = collection.get() else { return }
        for i in items.indices {
          if let written = Self.writing(steps[...], of: items[i], value, interpreter) { items[i] = written }
        }
        collection.set(.array(items))
      })
    return (binding, isMixed)
  }

  /// `value` with the property `steps` reach set to `new` (stored properties of structures and
  /// classes); nil when the path goes through something else.
  static func writing(
    _ steps: ArraySlice<KeyPathStepValue>, of value: Value, _ new: Value, _ interpreter: Interpreter
  ) -> Value? {
    guard let step = steps.first else { return new }
    let rest = steps.dropFirst()
    switch step {
    case .identity:
      return writing(rest, of: value, new, interpreter)
    case .field(let i):
      switch value {
      case .instance(var instance) where i < instance.fields.count:
        if case .cell(let c) = instance.fields[i] {
          guard let inner = writing(rest, of: c.value, new, interpreter) else { return nil }
          c.write(inner)
          return value
        }
        guard let inner = writing(rest, of: instance.fields[i], new, interpreter) else { return nil }
        instance.fields[i] = inner
        return .instance(instance)
      case .object(let object) where i < object.fields.count:
        guard let inner = writing(rest, of: interpreter.readWrapped(object.fields[i]), new, interpreter)
        else { return nil }
        if case .cell(let c) = object.fields[i] { c.write(inner) } else { object.fields[i] = inner }
        object.onChange?()
        return value
      default:
        return nil
      }
    default:
      return nil
    }
  }
}

extension ViewBindings {
  /// `Subview` (a subview placed where the program puts it, drawn at its own identity),
  /// `SubviewsCollection`, and `containerValue(_:_:)`.
  mutating func addSubviews() {
    view(.`Subview`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard let inner = call.children.first else { return r.node(call.identity, .empty, label: "Subview") }
      // The subview keeps the identity it has in its container's content, wherever it is put,
      // so its state and its animations follow it.
      return try r.resolve(inner, ViewResolver.subviewIdentity(call.arguments.first))
    }
    view(.`SubviewsCollection`, .`SubviewsCollectionSlice`, .`GroupElementsOfContent`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .group(try r.childNodes(call)), label: String(call.key.owner))
    }
    // `textRenderer(_:)` is a stand-in: the renderer's `draw(layout:in:)` is not run, and the
    // text is drawn as it is; a custom attribute only marks text for a renderer.
    modifier(.`View.textRenderer(_:)`, .`Text.customAttribute(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    modifier(.`View.containerValue(_:_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      // Read by the container through the subviews; nothing to draw.
      try r.wrapped(call, .marker(call.name))
    }
  }
}

extension BuiltinRegistry {
  /// The values of the container API: a subview's id and container values, the entries a
  /// program declares on `ContainerValues`, and the subviews collections (arrays of subviews,
  /// which the array's natives serve).
  mutating func addSubviewValues() {
    add(.`ContainerValues._entry(_:default:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let name = Convert.string(try call.argument(0)) ?? ""
      if case .record(let r) = call.receiver, r.name == "ContainerValues", let value = r[name] {
        return value
      }
      return try call.argument(1)
    }
    func subviewArguments(_ call: NativeCall) -> [Value] {
      if case .view(.primitive(let key, let arguments, _)) = call.receiver, key == .`Subview` {
        return arguments
      }
      return []
    }
    add(.`Subview.id`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      subviewArguments(call).first ?? .int(0)
    }
    add(.`Subview.containerValues`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      let arguments = subviewArguments(call)
      return arguments.count > 1
        ? arguments[1] : .record(Record(name: "ContainerValues", labels: [], fields: []))
    }
    addTextLayoutValues()
    for owner in ["SubviewsCollection", "SubviewsCollectionSlice"] {
      for key in SurfaceKey.allKeys where key.owner == owner {
        if let array = SurfaceKey(name: "Array." + key.name.dropFirst(owner.count + 1)),
          let native = self[array]
        {
          self[key] = native
        }
      }
    }
  }
}

extension BuiltinRegistry {
  /// A text layout's values, for a `TextRenderer` (a stand-in: no renderer is run, so the
  /// program never holds a layout). Lines and runs are arrays; a run has no custom attribute;
  /// bounds are records; drawing a line, run or glyph draws nothing; shader filters are kept by
  /// kind, as `addFilter` keeps the filters it does not draw.
  mutating func addTextLayoutValues() {
    for owner in ["Text.Layout", "Text.Layout.Line", "Text.Layout.Run"] {
      for key in SurfaceKey.allKeys where key.owner == owner {
        if let array = SurfaceKey(name: "Array." + key.name.dropFirst(owner.count + 1)),
          let native = self[array]
        {
          self[key] = native
        }
      }
    }
    if let index = self[.`Array.subscript(_:)`] {
      add(.`Text.Layout.Run.subscript(_:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
        if case .type = try call.argument(0) { return .optional(nil) }
        return try index(&call)
      }
    }
    add(.`Text.Layout.isTruncated`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .bool(false) }
    addRecordFields([
      .`Text.Layout.Line.typographicBounds`, .`Text.Layout.Line.origin`, .`Text.Layout.Run.typographicBounds`,
      .`Text.Layout.Glyph.typographicBounds`, .`Text.Layout.TypographicBounds.origin`,
      .`Text.Layout.TypographicBounds.width`, .`Text.Layout.TypographicBounds.ascent`,
      .`Text.Layout.TypographicBounds.descent`, .`Text.Layout.TypographicBounds.rect`,
    ])
    add(.`Text.Layout.DrawingOptions.init()`) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(Record(name: "Text.Layout.DrawingOptions", labels: [], fields: []))
    }
    add(.`GraphicsContext.draw(_:options:)`) { (call: inout NativeCall) throws(RuntimeError) -> Value in .void
    }
    add([
      .`GraphicsContext.Filter.distortionShader(_:maxSampleOffset:)`,
      .`GraphicsContext.Filter.colorShader(_:)`, .`GraphicsContext.Filter.layerShader(_:maxSampleOffset:)`,
    ]) { (call: inout NativeCall) throws(RuntimeError) -> Value in
      .record(
        Record(
          name: "GraphicsContext.Filter", labels: ["kind"],
          fields: [.string(String(call.key.split(separator: ".").last ?? ""))]))
    }
  }
}
