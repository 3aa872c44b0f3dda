import TactileGeometry
import TactileGestures
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Text, images, shapes, colours, stacks, grids, scroll views, `ForEach`, `GeometryReader`.
  mutating func addPrimitiveViews() {
    view(.`Text`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      // `Text(image)`: the image, drawn where the text would be.
      if case .view(let image) = unwrapped(call[0]) {
        return try r.resolve(image, call.identity.child(IdentityKind.content, 0))
      }
      var text = Convert.string(call[0]) ?? r.interpreter.describe(call[0])
      if let range = Self.dateRange(call[0]) {
        // `Text(dates)`, `Text(interval)`: the range as a localized interval; a timer counts
        // down to its end (or up from its start), shown as at the view's evaluation.
        if call.has("timerInterval") {
          let countsDown = Convert.bool(call["countsDown"]) ?? true
          text = Formatting.text(
            countsDown ? range.end : range.start, style: "timer", now: r.interpreter.currentDate)
        } else {
          text = Formatting.interval(range.start, range.end)
        }
      } else if call.has("format") {
        text = try Formatting.format(call[0], style: call["format"], at: 0)
      } else if call.has("style"), case .date(let date) = unwrapped(call[0]) {
        text = Formatting.text(date, style: symbolName(call["style"]), now: r.interpreter.currentDate)
      }
      // `textCase(_:)` in effect (a grouped list's headers are in capitals).
      switch r.controls.textCase {
      case "uppercase": text = text.uppercased()
      case "lowercase": text = text.lowercased()
      default: break
      }
      return r.node(call.identity, .text(TextView(text)), label: "Text")
    }
    view(.`Image`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var name = Convert.string(call[0]) ?? ""
      var system = call.has("systemName")
      // `Image(uiImage:)`: the image the `UIImage` names; `Image(resource)`: the resource's.
      if case .record(let image) = unwrapped(call[0]), image.name == "ImageResource" {
        name = Convert.string(image["name"] ?? .void) ?? ""
      }
      if case .record(let image) = unwrapped(call[0]), image.name == "UIImage" {
        name = Convert.string(image["name"] ?? .void) ?? ""
        if case .bool(let s)? = image["system"] { system = s }
      }
      let source: ImageView = system ? ImageView(.systemName(name)) : ImageView(.named(name))
      return r.node(call.identity, .image(source), label: "Image")
    }
    view(.`Path`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let elements =
        pathElements(.view(.primitive(key: call.key, arguments: call.arguments, children: []))) ?? []
      return r.node(call.identity, .shape(ShapeView(.path(pathDescription(elements)))), label: "Path")
    }
    view(.`Circle`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .shape(ShapeView(.circle)), label: "Circle")
    }
    view(.`Rectangle`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .shape(ShapeView(.rectangle)), label: "Rectangle")
    }
    view(.`Ellipse`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .shape(ShapeView(.ellipse)), label: "Ellipse")
    }
    // A button border shape's values are the shapes they name (`Capsule`, `Circle`, a rounded
    // rectangle); the type itself stands for the automatic one, the bordered buttons' rectangle.
    view(.`ButtonBorderShape`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(
        call.identity,
        .shape(ShapeView(.roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .continuous))),
        label: "ButtonBorderShape")
    }
    view(.`Capsule`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(
        call.identity, .shape(ShapeView(.capsule(style: Convert.cornerStyle(call["style"])))),
        label: "Capsule")
    }
    view(.`RoundedRectangle`, .`UnevenRoundedRectangle`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let type = ViewBindings.typeKeys[Int(call.key.rawValue)] ?? call.key
      let shape = ShapeValues.builtin(type, call.arguments) ?? .rectangle
      return r.node(call.identity, .shape(ShapeView(shape)), label: String(type.name))
    }
    view(.`Color`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .color(Convert.color(call[0]) ?? .primary), label: "Color")
    }
    view(.`LinearGradient`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard let style = Convert.linearGradient(arguments: call.arguments) else {
        return r.node(call.identity, .empty, label: "LinearGradient")
      }
      return r.node(call.identity, .linearGradient(style), label: "LinearGradient")
    }
    // Radial, elliptical and angular gradients as views: a rectangle filled with the style.
    view(.`RadialGradient`, .`EllipticalGradient`, .`AngularGradient`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let style =
        Convert.gradient(call.key, call.arguments).map { ShapeStyle.gradient($0) } ?? .color(.named("clear"))
      return r.node(
        call.identity, .shape(ShapeView(.rectangle, paint: .fill(style, evenOdd: false))),
        label: String(call.key.owner))
    }
    view(.`Spacer`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .spacer(minLength: Convert.double(call["minLength"])), label: "Spacer")
    }
    view(.`Divider`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .divider, label: "Divider")
    }
    view(.`EmptyView`, .`Never`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .empty, label: "EmptyView")
    }
    view(.`VStack`, .`LazyVStack`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let spacing = Convert.double(call["spacing"])
      let alignment = call.has("alignment") ? r.horizontal(call["alignment"]) : .center
      return r.node(
        call.identity, .vStack(alignment: alignment, spacing: spacing, children: try r.childNodes(call)),
        label: String(call.key.owner))
    }
    view(.`HStack`, .`LazyHStack`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let spacing = Convert.double(call["spacing"])
      let alignment = call.has("alignment") ? r.vertical(call["alignment"]) : .center
      return r.node(
        call.identity, .hStack(alignment: alignment, spacing: spacing, children: try r.childNodes(call)),
        label: String(call.key.owner))
    }
    view(.`LazyVGrid`, .`LazyHGrid`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let vertical = call.has("columns")
      let alignment =
        vertical
        ? Alignment(horizontal: r.horizontal(call["alignment"]), vertical: .center)
        : Alignment(horizontal: .center, vertical: r.vertical(call["alignment"]))
      let spec = GridSpec(
        axis: vertical ? .vertical : .horizontal, tracks: Convert.gridTracks(call[0]), alignment: alignment,
        spacing: Convert.double(call["spacing"]))
      return r.node(
        call.identity, .grid(spec, children: try r.childNodes(call)), label: String(call.key.owner))
    }
    view(.`Layout.callAsFunction(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveCustomLayout(call)
    }
    view(.`ZStack`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let alignment = call.has("alignment") ? r.alignment(call["alignment"]) : .center
      return r.node(
        call.identity, .zStack(alignment: alignment, children: try r.childNodes(call)), label: "ZStack")
    }
    view(
      .`Group`, .`ButtonStyleConfiguration.Label`,
      .`PrimitiveButtonStyleConfiguration.Label`, .`_ViewModifier_Content`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      if call.key == .`Group.init(subviews:transform:)` {
        // The transform's views, spliced in where the group is, as a group's are.
        let content = try r.subviewsGroupContent(call.arguments, call.identity)
        return r.node(
          call.identity, .group([try r.resolve(content, call.identity.child(IdentityKind.child, 0))]),
          label: "Group")
      }
      return r.node(call.identity, .group(try r.childNodes(call)), label: String(call.key.owner))
    }
    view(.`ScrollView`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveScrollView(call)
    }
    view(.`ForEach`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      if call.key == .`ForEach.init(subviews:content:)` {
        let (ids, views) = try r.subviewsForEach(call.arguments, call.identity)
        return try r.resolve(.forEach(ids: ids, views: views), call.identity)
      }
      guard let (ids, views) = try r.expandForEach(call.arguments) else {
        return r.node(call.identity, .empty, label: "ForEach")
      }
      return try r.resolve(.forEach(ids: ids, views: views), call.identity)
    }
    view(.`TimelineView`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveTimelineView(call)
    }
    view(.`GeometryReader`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveGeometryReader(call.arguments, call.identity)
    }
    view(.`AnyView`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      if let v = call[0].asView(r.interpreter) {
        return try r.resolve(v, call.identity.child(IdentityKind.content, 0))
      }
      return r.node(call.identity, .empty, label: "AnyView")
    }
    // `AnyShape(shape)`: the shape it erases, drawn and read as that shape.
    view(.`AnyShape`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      if let v = call[0].asView(r.interpreter) { return try r.resolve(v, call.identity) }
      return r.node(call.identity, .empty, label: "AnyShape")
    }
  }

  /// The controls built from views and gestures, each in a file of its own.
  mutating func addControls() {
    view(.`Button`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var children = call.children
      if call.has("systemImage") {
        // `Button("Add", systemImage: "plus") { … }` (iOS 17): a `Label` of the title and symbol.
        let label = ViewValue.primitive(
          key: .`Label.init(_:systemImage:)`, arguments: [call[0], call["systemImage"]], children: [])
        children = [label]
      }
      return try r.resolveButton(call.arguments, children, call.identity)
    }
    view(.`TabView`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveTabView(call.arguments, r.flattened(call.children), call.identity)
    }
    view(.`Canvas`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolveCanvas(call.arguments, call.identity, symbols: call.children)
    }
    view(.`Picker`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolvePicker(call.arguments, call.children, call.identity)
    }
    view(.`Toggle`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      if call.has("systemImage") {
        // `Toggle("Wi-Fi", systemImage: "wifi", isOn: $on)` (iOS 17): a `Label` of the title and
        // symbol.
        let label = ViewValue.primitive(
          key: .`Label.init(_:systemImage:)`, arguments: [call[0], call["systemImage"]], children: [])
        return try r.resolveToggle([call["isOn"]], [label], call.identity)
      }
      if call.has("sources") {
        // `Toggle(sources: $items, isOn: \.flag)`: one toggle over every element's flag.
        let combined = r.sourcesBinding(call["sources"], call["isOn"])
        var arguments: [Value] = combined.map { [.binding($0.binding)] } ?? []
        if call.key == .`Toggle.init(_:sources:isOn:)` { arguments.append(call[0]) }
        return try r.resolveToggle(
          arguments, call.children, call.identity, isMixed: combined?.isMixed ?? false)
      }
      return try r.resolveToggle(call.arguments, call.children, call.identity)
    }
    // The minimum and maximum value labels go on either side of the track; the `label` is
    // VoiceOver's (iOS does not draw it).
    view(.`Slider`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard let minimum = call["minimumValueLabel"].asView(r.interpreter),
        let maximum = call["maximumValueLabel"].asView(r.interpreter)
      else { return try r.resolveSlider(call.arguments, call.identity) }
      let slider = try r.resolveSlider(call.arguments, call.identity.child(IdentityKind.content, 0))
      let low = try r.resolve(minimum, call.identity.child(IdentityKind.child, 1))
      let high = try r.resolve(maximum, call.identity.child(IdentityKind.child, 2))
      return r.node(
        call.identity, .hStack(alignment: .center, spacing: nil, children: [low, slider, high]),
        label: "Slider")
    }
  }
}

extension ViewResolver {
  /// A builtin view: its type's binding resolves it.
  func resolvePrimitive(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    guard let handler = ViewBindings.standard.viewHandler(call.key) else {
      throw RuntimeError("'\(call.key.name)' is not available in Tactile yet", at: 0)
    }
    return try handler(self, call)
  }

  /// A view builder's several views are the container's children (a `ZStack` aligns each).
  func flattened(_ children: [ViewValue]) -> [ViewValue] {
    if children.count == 1, case .group(let views) = children[0] { return views }
    return children
  }

  /// The nodes of a container's children, identified by their position.
  func childNodes(_ call: ViewCall) throws(RuntimeError) -> [ViewNode] {
    var nodes: [ViewNode] = []
    for (j, c) in flattened(call.children).enumerated() {
      nodes.append(try resolve(c, call.identity.child(IdentityKind.child, UInt64(j))))
    }
    return nodes
  }

  /// `ScrollView(axes) { … }`: the content in an implicit `VStack`, whatever the axes (a
  /// `ForEach` or a `Group` directly inside gives the stack its children), scrolled by its pan.
  func resolveScrollView(_ call: ViewCall) throws(RuntimeError) -> ViewNode {
    scrollContainer(call.identity, axes: Convert.axes(call[0]), content: try childNodes(call))
  }

}

extension ViewBindings {
  /// The dates of a `ClosedRange<Date>` or a `DateInterval`.
  static func dateRange(_ value: Value) -> (start: Double, end: Double)? {
    switch unwrapped(value) {
    case .range(.date(let start), .date(let end), _): return (start, end)
    case .record(let r) where r.name == "DateInterval":
      guard case .date(let start)? = r["start"], case .double(let duration)? = r["duration"] else {
        return nil
      }
      return (start, start + duration)
    default: return nil
    }
  }
}
