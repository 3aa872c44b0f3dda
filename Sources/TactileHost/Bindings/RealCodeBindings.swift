import TactileGeometry
import TactileInterpreter
import TactileLayout
import TactileUIIR

extension ViewBindings {
  /// Views and modifiers real view files use that the other areas leave out
  /// (docs/runtime-values.md, "Real-code surface").
  mutating func addRealCodeViews() {
    // `.hidden()`: the view keeps its place in the layout and is neither drawn nor hit, as an
    // opacity of zero is.
    modifier(.`View.hidden()`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.wrapped(call, .opacity(0))
    }
    // `image.interpolation(_:)`: the canvas draws a named image as a placeholder, which has
    // nothing to resample; the image stays an image, so `.resizable()` after it applies.
    modifier(.`Image.interpolation(_:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
    }
    // `.transition(t)`: insertions and removals are not animated (a stand-in), so a view is
    // always in a transition's identity phase; a `Transition` of the program's (iOS 17) draws
    // the view through its `body(content:phase:)` in that phase, as SwiftUI does at rest.
    modifier(.`View.transition(_:)`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      guard case .instance(let instance) = call[0],
        case .function(let body)? = r.interpreter.program.types[instance.type].witnesses[
          "body(content:phase:)"]
      else { return try r.marker(call) }
      var selfValue = call[0]
      var arguments: [Value] = [.view(call.content), .symbol("TransitionPhase.identity")]
      let result = try r.interpreter.invoke(
        body, selfValue: &selfValue, arguments: &arguments, at: r.interpreter.program.functions[body].location
      )
      return try r.resolve(
        result.asView(r.interpreter) ?? .empty, call.identity.child(IdentityKind.modifier, 0))
    }
    // The label type of the text field a `TextFieldStyle`'s `_body(configuration:)` is given;
    // the field itself draws its title.
    view(.`_TextFieldStyleLabel`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      r.node(call.identity, .empty, label: "EmptyView")
    }
    // `resizable(capInsets:resizingMode:)`: the canvas draws a named image as a placeholder,
    // which has no edges to keep or pattern to tile, so it resizes as `resizable()` does.
    modifier(.`Image.resizable(capInsets:resizingMode:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var child = try r.resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
      if case .image(var image) = child.content {
        image.isResizable = true
        child.content = .image(image)
      }
      return r.node(call.identity, .modified(child, .marker("resizable")), label: r.label(of: child))
    }
    // `.scrollPosition($position)` (iOS 18): a new edge or point target moves the scroll view
    // there (a stand-in for the rest: scrolling by hand does not write the position back, and
    // a view's id does not move it).
    modifier(.`View.scrollPosition(_:anchor:)`) {
      (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var child = try r.resolve(call.content, call.identity.child(IdentityKind.modifier, 0))
      if case .binding(let position) = call[0] { r.applyScrollPosition(position.get(), to: &child) }
      return r.node(call.identity, .modified(child, .marker(call.name)), label: r.label(of: child))
    }
    // Stand-ins: accepted and kept in the tree, without the effect a device shows.
    modifier(
      .`View.kerning(_:)`, .`View.tracking(_:)`, .`Text.tracking(_:)`, .`View.textSelection(_:)`,
      .`View.scrollClipDisabled(_:)`, .`View.buttonRepeatBehavior(_:)`,
      .`View.toolbarColorScheme(_:for:)`, .`View.onScrollPhaseChange(_:)`,
      .`View.onScrollVisibilityChange(threshold:_:)`,
      .`View.colorEffect(_:isEnabled:)`, .`View.distortionEffect(_:maxSampleOffset:isEnabled:)`,
      .`View.layerEffect(_:maxSampleOffset:isEnabled:)`
    ) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.marker(call)
    }
    // `Link`: drawn as a borderless button is, its label in the tint; it has no action (the
    // preview cannot open the address).
    view(.`Link`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      let arguments = call.children.isEmpty ? [call[0]] : []
      let link = try r.resolveButton(arguments, call.children, call.identity)
      r.infos[Int(link.tag)].label = "Link"
      return link
    }
    // `ShareLink`: drawn as a borderless button is, its label (or "Share" with the share
    // symbol) in the tint; tapping it presents nothing (the preview has no share sheet).
    view(.`ShareLink`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      var children = call.children
      if children.isEmpty {
        let title = call.key.labels.first == "_" ? Convert.string(call[0]) : nil
        children = [
          .primitive(
            key: .`Label.init(_:systemImage:)`,
            arguments: [.string(title ?? "Share"), .string("square.and.arrow.up")], children: [])
        ]
      }
      let link = try r.resolveButton([], children, call.identity)
      r.infos[Int(link.tag)].label = "ShareLink"
      return link
    }
    // The label a share link draws when the code gives none (it has no public initializer).
    view(.`DefaultShareLinkLabel`) { (r: ViewResolver, call: ViewCall) throws(RuntimeError) -> ViewNode in
      try r.resolve(
        .primitive(
          key: .`Label.init(_:systemImage:)`, arguments: [.string("Share"), .string("square.and.arrow.up")],
          children: []), call.identity)
    }
  }
}

extension ViewResolver {
  /// Moves the scroll view `node` is (or wraps in modifiers) to `position`'s target when the
  /// target is new: an edge (the bottom and trailing ones once the last layout knows the
  /// sizes) or a point or coordinate, kept between the content's edges.
  func applyScrollPosition(_ position: Value, to node: inout ViewNode) {
    switch node.content {
    case .modified(var inner, let modifier):
      applyScrollPosition(position, to: &inner)
      node.content = .modified(inner, modifier)
    case .scrollView(let axes, let current, let content):
      guard case .record(let r) = unwrapped(position) else { return }
      let x = r["x"].flatMap { Convert.double(unwrapped($0)) }
      let y = r["y"].flatMap { Convert.double(unwrapped($0)) }
      var edge: String?
      if case .symbol(let key)? = r["edge"].map(unwrapped) { edge = key }
      let target = "\(x.map { String($0) } ?? "-") \(y.map { String($0) } ?? "-") \(edge ?? "-")"
      guard scrollPositionTargets[node.id] != target else { return }
      let viewport = sizeOf(node.id)
      let contentSize = contentSizeOf(node.id)
      var limit: CGSize?
      if let viewport, let contentSize {
        limit = CGSize(
          width: max(0, contentSize.width - viewport.width),
          height: max(0, contentSize.height - viewport.height))
      }
      var offset = current
      if let x, axes.horizontal { offset.x = x }
      if let y, axes.vertical { offset.y = y }
      if let edge {
        if edge.hasSuffix(".top") { offset.y = 0 }
        if edge.hasSuffix(".leading") { offset.x = 0 }
        if edge.hasSuffix(".bottom") {
          guard let limit else { return }
          offset.y = limit.height
        }
        if edge.hasSuffix(".trailing") {
          guard let limit else { return }
          offset.x = limit.width
        }
      }
      if let limit {
        offset.x = min(max(offset.x, 0), limit.width)
        offset.y = min(max(offset.y, 0), limit.height)
      }
      scrollPositionTargets[node.id] = target
      let scroll = scrollPositions[node.id] ?? ScrollPosition()
      scroll.offset = offset
      scrollPositions[node.id] = scroll
      node.content = .scrollView(axes: axes, contentOffset: offset, content: content)
    default:
      return
    }
  }
}
